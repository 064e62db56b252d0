import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { FUNNEL_STEP_LABELS, funnelExportFileName, type FunnelDashboard } from '@shop/contracts/funnel';
import { formatMoney } from '@shop/contracts/pricing';
import { buttonClass } from '~/components/ui/button-styles';
import { downloadTextFile } from '~/lib/download-file';
import { fetchFunnelCsv, funnelQuery } from '../api/funnel-api';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { LoadFailedAlert } from './load-failed-alert';

// The shop's own funnel on the admin dashboard (docs/decisions/111): the steps with the conversion
// between them, revenue and orders per day, campaign results, the studio's throughput and on-time
// rate, and the daily counts as CSV. The charts (uPlot) are their own chunk, loaded only here.

const FunnelCharts = lazy(() => import('./funnel-charts'));

const PERIODS = [7, 30, 90] as const;

const percent = (share: number | null) =>
  share === null ? '—' : `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;

function FunnelSteps({ data }: { data: FunnelDashboard }) {
  const top = Math.max(1, ...data.funnel.map((entry) => entry.count));
  return (
    <ol className="mt-5 space-y-2" aria-label="Funnel, step by step">
      {data.funnel.map((entry, index) => (
        <li
          key={entry.step}
          className="grid grid-cols-[9.5rem_1fr_4.5rem] items-center gap-3 text-sm sm:grid-cols-[12rem_1fr_6rem]"
        >
          <span className="font-semibold text-night-900">{FUNNEL_STEP_LABELS[entry.step]}</span>
          <span className="relative h-7 overflow-hidden rounded-full bg-marigold-100">
            <span
              className="absolute inset-y-0 left-0 rounded-full bg-linear-to-r from-marigold-500 to-saffron-500"
              style={{ width: `${Math.max(entry.count > 0 ? 2 : 0, (entry.count / top) * 100)}%` }}
            />
            <span className="relative px-3 leading-7 font-bold text-night-900">
              {entry.count.toLocaleString('en-IN')}
            </span>
          </span>
          <span className="text-right text-ink/85" title="Share of the step before">
            {index === 0 ? '' : percent(entry.conversion)}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Breakdown({ title, counts }: { title: string; counts: Record<string, number> }) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return (
    <div>
      <h3 className="font-bold text-night-900">{title}</h3>
      {entries.length === 0 ? (
        <p className="mt-1 text-ink/85">No paid orders in this period.</p>
      ) : (
        <ul className="mt-1 flex flex-wrap gap-2">
          {entries.map(([key, count]) => (
            <li
              key={key}
              className="rounded-full bg-peacock-700/10 px-3 py-1 text-sm font-semibold text-peacock-700"
            >
              {key.toUpperCase()} · {count}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function FunnelPanel({ notify }: { notify: (kind: 'success' | 'error', text: string) => void }) {
  const [days, setDays] = useState<(typeof PERIODS)[number]>(30);
  const funnel = useQuery(funnelQuery(days));
  const [exporting, setExporting] = useState(false);
  const data = funnel.data;

  async function exportCsv() {
    setExporting(true);
    try {
      const csv = await fetchFunnelCsv(days);
      downloadTextFile(
        csv,
        funnelExportFileName(data?.from ?? 'start', data?.to ?? 'today'),
        'text/csv;charset=utf-8',
      );
      notify('success', 'Funnel data exported successfully!');
    } catch (error) {
      console.warn('Funnel export failed', error);
      notify('error', 'The funnel data could not be exported. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <section id="funnel" aria-labelledby="funnel-title" tabIndex={-1} className={PANEL_CLASS}>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="funnel-title" className={PANEL_TITLE_CLASS}>
            Shop funnel
          </h2>
          <p className="mt-1 max-w-2xl text-ink/85">
            How many visits reach each step, counted by the shop itself: no cookies, no visitor trail, nothing
            about a child.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="Period" className="flex rounded-full bg-marigold-100 p-1">
            {PERIODS.map((period) => (
              <button
                key={period}
                type="button"
                aria-pressed={days === period}
                onClick={() => setDays(period)}
                className={`rounded-full px-3 py-1 text-sm font-bold ${days === period ? 'bg-night-900 text-white' : 'text-night-900'}`}
              >
                {period} days
              </button>
            ))}
          </div>
          <button
            type="button"
            onClick={() => void exportCsv()}
            disabled={exporting || !data}
            className={buttonClass('secondary', 'sm')}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
        </div>
      </div>

      {funnel.isError && !funnel.isFetching ? (
        <div className="mt-5">
          <LoadFailedAlert message="The funnel failed to load." onRetry={() => void funnel.refetch()} />
        </div>
      ) : !data ? (
        <p role="status" className="mt-5 text-ink/85">
          Loading the funnel…
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-ink/85">
            {data.from} to {data.to} (UTC days). The percentage is the share of the step before.
          </p>
          <FunnelSteps data={data} />
          <Suspense
            fallback={
              <p role="status" className="mt-6 text-ink/85">
                Loading the charts…
              </p>
            }
          >
            <FunnelCharts data={data} />
          </Suspense>
          <div className="mt-6 grid gap-5 md:grid-cols-3">
            <Breakdown title="Paid orders by language" counts={data.by_language} />
            <Breakdown title="Paid orders by country" counts={data.by_country} />
            <div>
              <h3 className="font-bold text-night-900">Campaign results</h3>
              {data.campaigns === null || data.campaigns.length === 0 ? (
                <p className="mt-1 text-ink/85">
                  No campaigns yet: create one under Promotions and its orders and revenue show here.
                </p>
              ) : (
                <ul className="mt-1 space-y-1 text-sm">
                  {data.campaigns.map((campaign, index) => (
                    <li key={`${index}-${campaign.name}`}>
                      <span className="font-semibold">{campaign.name}</span>: {campaign.orders}{' '}
                      {campaign.orders === 1 ? 'order' : 'orders'}
                      {Object.entries(campaign.revenue_minor).map(([currency, paid]) => (
                        <span key={currency}>, {formatMoney(paid, currency)}</span>
                      ))}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </div>
        </>
      )}
    </section>
  );
}
