import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { COUNTRIES } from '@shop/contracts/countries';
import { formatMoney } from '@shop/contracts/pricing';
import {
  FESTIVALS,
  type Festival,
  type PromotionInput,
  type PromotionSummary,
} from '@shop/contracts/promotions';
import { FESTIVAL_TEXT } from '@shop/content/festivals';
import { buttonClass } from '~/components/ui/button-styles';
import { INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field';
import { SparkleIcon } from '~/components/ui/icons';
import { apiErrorMessage } from '~/lib/api-client';
import { createPromotion, promotionsQuery, setPromotionPaused } from '../api/promotions-api';
import type { Notice } from '../hooks/use-timed-notice';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { LoadFailedAlert } from './load-failed-alert';

// Promotions (docs/decisions/108): the studio creates a campaign (a code, or automatic), pauses and
// resumes it, and sees each one's orders, revenue and discount given. Windows are typed as dates in
// IST: a campaign runs from the first day's start to the last day's end, India time.

export const PROMOTION_NOTICES = {
  created: (name: string) => `${name} is saved. It runs in its window unless you pause it.`,
  paused: (name: string) => `${name} is paused: new checkouts do not get it.`,
  resumed: (name: string) => `${name} is running again.`,
  failed: 'The change could not be saved. Please try again.',
} as const;

const STATE_BADGE: Record<PromotionSummary['state'], string> = {
  live: 'bg-peacock-700/10 text-peacock-700 ring-peacock-700/25',
  scheduled: 'bg-marigold-100 text-saffron-700 ring-saffron-700/25',
  paused: 'bg-night-900/10 text-night-900 ring-night-900/25',
  full: 'bg-lotus-700/10 text-lotus-700 ring-lotus-700/25',
  ended: 'bg-ink/10 text-ink ring-ink/20',
};

const IST = 'Asia/Kolkata';
const dateInIst = (iso: string, endExclusive = false) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: IST }).format(
    new Date(Date.parse(iso) - (endExclusive ? 1 : 0)),
  );

/** A date typed in IST as an instant: its start, or (for the last day) the next day's start. */
export function istInstant(date: string, after = false): string {
  const start = Date.parse(`${date}T00:00:00+05:30`);
  return new Date(start + (after ? 86_400_000 : 0)).toISOString();
}

function offerOf(campaign: PromotionSummary): string {
  if (campaign.kind === 'percent') return `${campaign.percentOff}% off`;
  const amounts = [
    campaign.fixedOffInrMinor !== null ? formatMoney(campaign.fixedOffInrMinor, 'INR') : null,
    campaign.fixedOffUsdMinor !== null ? formatMoney(campaign.fixedOffUsdMinor, 'USD') : null,
  ].filter(Boolean);
  return `${amounts.join(' / ')} off`;
}

function rulesOf(campaign: PromotionSummary): string {
  const rules = [
    campaign.countries.length > 0 ? campaign.countries.join(', ') : 'every country',
    campaign.storyIds.length > 0 ? `stories ${campaign.storyIds.join(', ')}` : null,
    campaign.deities.length > 0 ? campaign.deities.join(', ') : null,
    campaign.firstOrderOnly ? 'first order only' : null,
    campaign.maxRedemptions !== null ? `${campaign.maxRedemptions} uses` : null,
    campaign.perCustomerLimit !== null ? `${campaign.perCustomerLimit} per customer` : null,
    campaign.budgetOrders !== null ? `budget ${campaign.budgetOrders} orders` : null,
    campaign.capacityLimited ? 'limited by studio capacity' : null,
    campaign.sibling ? 'brother-or-sister offer (from a paid order’s page, 48 h)' : null,
    campaign.festival ? `${FESTIVAL_TEXT.en.names[campaign.festival]} banner` : null,
  ];
  return rules.filter(Boolean).join(' · ');
}

export function PromotionsPanel({ notify }: { notify: (kind: Notice['kind'], text: string) => void }) {
  const campaigns = useQuery(promotionsQuery);
  const [busy, setBusy] = useState<string | null>(null);
  const reload = () => void campaigns.refetch();

  async function togglePause(campaign: PromotionSummary) {
    const pause = campaign.state !== 'paused';
    setBusy(campaign.id);
    try {
      await setPromotionPaused(campaign.id, pause);
      notify('success', (pause ? PROMOTION_NOTICES.paused : PROMOTION_NOTICES.resumed)(campaign.name));
    } catch (error) {
      console.warn('Pausing the campaign failed', error);
      notify('error', PROMOTION_NOTICES.failed);
    } finally {
      setBusy(null);
      reload();
    }
  }

  return (
    <section id="promotions" aria-labelledby="promotions-title" tabIndex={-1} className={PANEL_CLASS}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-lotus-700 text-white">
          <SparkleIcon className="size-5" />
        </span>
        <div>
          <h2 id="promotions-title" className={PANEL_TITLE_CLASS}>
            Promotions
          </h2>
          <p className="mt-1 text-ink/85">
            Offer codes and automatic campaigns. The server applies them when a parent starts paying and keeps
            that price; pausing stops new checkouts only. A campaign with a budget stops itself once that many
            orders are taken; one limited by studio capacity stops while a new order could not be made inside
            the usual promise, and opens again as films are delivered.
          </p>
        </div>
      </div>

      <div className="mt-5 space-y-6">
        {campaigns.isPending && (
          <p role="status" className="font-bold text-night-700">
            Loading the campaigns...
          </p>
        )}
        {campaigns.isError && (
          <LoadFailedAlert message="The campaigns could not be loaded." onRetry={reload} />
        )}
        {campaigns.isSuccess &&
          (campaigns.data.campaigns.length === 0 ? (
            <p className="text-ink/85">No campaigns yet. Create the first one below.</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2" aria-label="Campaigns">
              {campaigns.data.campaigns.map((campaign) => (
                <li
                  key={campaign.id}
                  data-testid="promotion"
                  className="rounded-2xl bg-cream p-4 ring-1 ring-marigold-300/70"
                >
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <p className="font-display text-lg font-bold text-night-900">{campaign.name}</p>
                      <p className="font-mono text-sm font-bold text-saffron-700">
                        {campaign.code ?? 'Automatic (no code)'}
                      </p>
                    </div>
                    <span
                      className={`rounded-full px-3 py-1 text-sm font-bold capitalize ring-1 ${STATE_BADGE[campaign.state]}`}
                    >
                      {campaign.state}
                    </span>
                  </div>
                  <p className="mt-2 text-ink">
                    <span className="font-bold">{offerOf(campaign)}</span> · {dateInIst(campaign.startsAt)} –{' '}
                    {dateInIst(campaign.endsAt, true)} (IST)
                  </p>
                  <p className="mt-1 text-sm text-ink/80">{rulesOf(campaign)}</p>
                  <dl className="mt-3 grid grid-cols-3 gap-2 text-sm">
                    <div className="rounded-xl bg-white p-2 ring-1 ring-night-900/10">
                      <dt className="text-ink/75">Orders</dt>
                      <dd
                        className="font-display text-xl font-bold text-night-900"
                        data-testid="promotion-orders"
                      >
                        {campaign.orders}
                      </dd>
                      {campaign.refundedOrders > 0 && (
                        <dd className="text-ink/75" data-testid="promotion-refunded">
                          {campaign.refundedOrders} refunded
                        </dd>
                      )}
                    </div>
                    <div className="rounded-xl bg-white p-2 ring-1 ring-night-900/10">
                      <dt className="text-ink/75">Revenue (net of refunds)</dt>
                      <dd className="font-bold text-night-900">
                        {campaign.revenue.length === 0
                          ? '—'
                          : campaign.revenue.map((r) => formatMoney(r.paidMinor, r.currency)).join(' + ')}
                      </dd>
                    </div>
                    <div className="rounded-xl bg-white p-2 ring-1 ring-night-900/10">
                      <dt className="text-ink/75">Discount given</dt>
                      <dd className="font-bold text-night-900">
                        {campaign.revenue.length === 0
                          ? '—'
                          : campaign.revenue.map((r) => formatMoney(r.discountMinor, r.currency)).join(' + ')}
                      </dd>
                    </div>
                  </dl>
                  {campaign.state !== 'ended' && (
                    <button
                      type="button"
                      className={buttonClass('secondary', 'sm', 'mt-3')}
                      disabled={busy === campaign.id}
                      onClick={() => void togglePause(campaign)}
                    >
                      {campaign.state === 'paused' ? `Resume ${campaign.name}` : `Pause ${campaign.name}`}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ))}
        <NewPromotionForm
          onCreated={(name) => {
            notify('success', PROMOTION_NOTICES.created(name));
            reload();
          }}
        />
      </div>
    </section>
  );
}

const list = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const wholeOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
/** Rupees or dollars as typed ("199", "2.50") in minor units. */
const minorOrNull = (text: string) => (text.trim() === '' ? null : Math.round(Number(text) * 100));

function NewPromotionForm({ onCreated }: { onCreated: (name: string) => void }) {
  const [fields, setFields] = useState({
    name: '',
    code: '',
    kind: 'percent' as 'percent' | 'fixed',
    percentOff: '20',
    inr: '',
    usd: '',
    firstDay: '',
    lastDay: '',
    countries: [] as string[],
    storyIds: '',
    deities: '',
    firstOrderOnly: false,
    maxRedemptions: '',
    perCustomerLimit: '',
    budgetOrders: '',
    capacityLimited: false,
    sibling: false,
    festival: '' as Festival | '',
  });
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<typeof fields>) => setFields((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!fields.firstDay || !fields.lastDay) {
      setError('Choose the first and last day of the campaign.');
      return;
    }
    const body: PromotionInput = {
      name: fields.name,
      code: fields.code,
      kind: fields.kind,
      percentOff: fields.kind === 'percent' ? wholeOrNull(fields.percentOff) : null,
      fixedOffInrMinor: fields.kind === 'fixed' ? minorOrNull(fields.inr) : null,
      fixedOffUsdMinor: fields.kind === 'fixed' ? minorOrNull(fields.usd) : null,
      startsAt: istInstant(fields.firstDay),
      endsAt: istInstant(fields.lastDay, true),
      countries: fields.countries as PromotionInput['countries'],
      storyIds: list(fields.storyIds).map(Number),
      deities: list(fields.deities),
      firstOrderOnly: fields.firstOrderOnly,
      maxRedemptions: wholeOrNull(fields.maxRedemptions),
      perCustomerLimit: wholeOrNull(fields.perCustomerLimit),
      budgetOrders: wholeOrNull(fields.budgetOrders),
      capacityLimited: fields.capacityLimited,
      sibling: fields.sibling,
      festival: fields.festival || null,
    };
    setSaving(true);
    try {
      await createPromotion(body);
      onCreated(fields.name);
      set({ name: '', code: '' });
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setSaving(false);
    }
  }

  const input = (id: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <div>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <input id={id} className={INPUT_CLASS} {...props} />
    </div>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-labelledby="new-promotion-title"
      className="space-y-4"
    >
      <h3 id="new-promotion-title" className="font-display text-lg font-bold text-night-900">
        New campaign
      </h3>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {input('promo-name', 'Name', {
          required: true,
          maxLength: 80,
          value: fields.name,
          onChange: (e) => set({ name: e.target.value }),
          placeholder: 'Diwali 2027',
        })}
        {input('promo-code', 'Code (empty: automatic)', {
          maxLength: 32,
          value: fields.code,
          onChange: (e) => set({ code: e.target.value.toUpperCase() }),
          placeholder: 'DIWALI27',
          className: `${INPUT_CLASS} font-mono uppercase`,
        })}
        <div>
          <label htmlFor="promo-kind" className={LABEL_CLASS}>
            Discount
          </label>
          <select
            id="promo-kind"
            className={INPUT_CLASS}
            value={fields.kind}
            onChange={(e) => set({ kind: e.target.value as 'percent' | 'fixed' })}
          >
            <option value="percent">Percent off</option>
            <option value="fixed">Fixed amount off</option>
          </select>
        </div>
        {fields.kind === 'percent' ? (
          input('promo-percent', 'Percent (1-90)', {
            type: 'number',
            min: 1,
            max: 90,
            value: fields.percentOff,
            onChange: (e) => set({ percentOff: e.target.value }),
          })
        ) : (
          <div className="grid grid-cols-2 gap-2">
            {input('promo-inr', '₹ off', {
              inputMode: 'decimal',
              value: fields.inr,
              onChange: (e) => set({ inr: e.target.value }),
              placeholder: '200',
            })}
            {input('promo-usd', '$ off', {
              inputMode: 'decimal',
              value: fields.usd,
              onChange: (e) => set({ usd: e.target.value }),
              placeholder: '3',
            })}
          </div>
        )}
        {input('promo-first-day', 'First day (IST)', {
          type: 'date',
          required: true,
          value: fields.firstDay,
          onChange: (e) => set({ firstDay: e.target.value }),
        })}
        {input('promo-last-day', 'Last day (IST)', {
          type: 'date',
          required: true,
          value: fields.lastDay,
          onChange: (e) => set({ lastDay: e.target.value }),
        })}
        <div>
          <label htmlFor="promo-festival" className={LABEL_CLASS}>
            Festival banner
          </label>
          <select
            id="promo-festival"
            className={INPUT_CLASS}
            value={fields.festival}
            onChange={(e) => set({ festival: e.target.value as Festival | '' })}
          >
            <option value="">None</option>
            {FESTIVALS.map((festival) => (
              <option key={festival} value={festival}>
                {FESTIVAL_TEXT.en.names[festival]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="promo-countries" className={LABEL_CLASS}>
            Countries (none: all)
          </label>
          <select
            id="promo-countries"
            multiple
            className={`${INPUT_CLASS} h-12 min-h-0 py-1`}
            value={fields.countries}
            onChange={(e) => set({ countries: [...e.target.selectedOptions].map((option) => option.value) })}
          >
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        </div>
        {input('promo-stories', 'Story numbers (none: all)', {
          value: fields.storyIds,
          onChange: (e) => set({ storyIds: e.target.value }),
          placeholder: '1, 2, 3',
        })}
        {input('promo-deities', 'Deities (none: all)', {
          value: fields.deities,
          onChange: (e) => set({ deities: e.target.value }),
          placeholder: 'Krishna, Ganesha',
        })}
        {input('promo-max', 'Uses in all', {
          type: 'number',
          min: 1,
          value: fields.maxRedemptions,
          onChange: (e) => set({ maxRedemptions: e.target.value }),
        })}
        {input('promo-per-customer', 'Uses per customer', {
          type: 'number',
          min: 1,
          value: fields.perCustomerLimit,
          onChange: (e) => set({ perCustomerLimit: e.target.value }),
        })}
        {input('promo-budget', 'Budget (orders, none: no limit)', {
          type: 'number',
          min: 1,
          value: fields.budgetOrders,
          onChange: (e) => set({ budgetOrders: e.target.value }),
        })}
        <label className="flex min-h-12 items-center gap-3 self-end font-semibold text-ink">
          <input
            type="checkbox"
            className="size-5 accent-night-700"
            checked={fields.firstOrderOnly}
            onChange={(e) => set({ firstOrderOnly: e.target.checked })}
          />
          First order only
        </label>
        <label className="flex min-h-12 items-center gap-3 self-end font-semibold text-ink">
          <input
            type="checkbox"
            className="size-5 accent-night-700"
            checked={fields.capacityLimited}
            onChange={(e) => set({ capacityLimited: e.target.checked })}
          />
          Limited by studio capacity (stops while new orders would be late)
        </label>
        <label className="flex min-h-12 items-center gap-3 self-end font-semibold text-ink">
          <input
            type="checkbox"
            className="size-5 accent-night-700"
            checked={fields.sibling}
            onChange={(e) => set({ sibling: e.target.checked })}
          />
          Brother-or-sister offer (percent, no code: shown on a paid order’s page for 48 h)
        </label>
      </div>
      {error && (
        <p role="alert" className="font-semibold text-lotus-700">
          {error}
        </p>
      )}
      <button type="submit" className={buttonClass('primary', 'md')} disabled={saving}>
        Create campaign
      </button>
    </form>
  );
}
