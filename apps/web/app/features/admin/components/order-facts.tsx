import type { AdminOrderDetail } from '@shop/contracts/order-detail';
import { formatMoney } from '@shop/contracts/pricing';
import type { ReactNode } from 'react';
import { formatDateTime } from '~/lib/format-date';
import { ReceiptButtons } from '~/components/receipt-button';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { WhatsAppFacts } from './whatsapp-facts';

function money(amountMinor: number, currency: string): string {
  try {
    return formatMoney(amountMinor, currency);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}

const LANGUAGES: Record<AdminOrderDetail['language'], string> = { english: 'English', hindi: 'Hindi' };

function Fact({
  label,
  children,
  testId,
  className = '',
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <dt className="text-sm font-bold text-ink/70">{label}</dt>
      <dd className="mt-0.5 text-base break-words text-night-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * How the family says the name: their spelling, and their recording behind a staff link (≤ 10 min;
 * fetched only when played, and every play or download is recorded on the server).
 */
function NameSaid({ order }: { order: AdminOrderDetail }) {
  const clip = order.voice_clip;
  if (!order.pronunciation && !clip) return <span className="text-ink/70">Not given</span>;
  return (
    <div className="space-y-2">
      {order.pronunciation && <span className="font-display text-lg font-bold">“{order.pronunciation}”</span>}
      {clip && (
        <div className="flex flex-wrap items-center gap-2">
          <audio
            controls
            preload="none"
            src={clip.url}
            aria-label={`The parent saying ${order.character_name}, ${Math.round(clip.duration_seconds)} seconds`}
            className="h-11 max-w-full"
          />
          <a href={clip.download_url} className="text-sm font-semibold text-night-700 underline">
            Download the clip
          </a>
        </div>
      )}
    </div>
  );
}

/**
 * The preview the parent watched and approved before paying (docs/decisions/099): the film renders
 * from the same inputs. It is kept as long as the child's photos and deleted with them (docs/decisions/103).
 */
function ApprovedPreview({ order }: { order: AdminOrderDetail }) {
  const preview = order.approved_preview;
  if (!preview) return <span className="text-ink/70">None: ordered without a preview</span>;
  if (!preview.video_url)
    return <span className="text-ink/70">Approved, then deleted with the child’s photos</span>;
  return (
    <video
      controls
      preload="none"
      playsInline
      src={preview.video_url}
      poster={preview.poster_url ?? undefined}
      aria-label={`The preview ${order.character_name}'s parent approved`}
      className="aspect-video w-full max-w-md rounded-xl bg-black"
    >
      <track kind="captions" />
    </video>
  );
}

/** Everything the animator and support need about the order (issue 12 item 1). */
export function OrderFacts({ order }: { order: AdminOrderDetail }) {
  const { parent } = order;
  return (
    <section aria-labelledby="facts-title" className={PANEL_CLASS}>
      <h2 id="facts-title" className={PANEL_TITLE_CLASS}>
        Order details
      </h2>
      <h3 className="mt-5 text-sm font-extrabold tracking-wide text-saffron-700 uppercase">The hero</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact label="Child's name" testId="fact-child">
          <span className="font-display text-xl font-extrabold">{order.character_name}</span>
        </Fact>
        <Fact label="How to say it" testId="fact-pronunciation">
          <NameSaid order={order} />
        </Fact>
        <Fact label="Story" testId="fact-story">
          {order.item_number} · {order.story_title}
        </Fact>
        <Fact label="Language">{LANGUAGES[order.language]}</Fact>
        <Fact label="Country">{order.country}</Fact>
        <Fact label="Approved preview" testId="fact-approved-preview" className="sm:col-span-2">
          <ApprovedPreview order={order} />
        </Fact>
      </dl>

      <h3 className="mt-6 text-sm font-extrabold tracking-wide text-saffron-700 uppercase">The parent</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact label="E-mail" testId="fact-email">
          <a href={`mailto:${parent.email}`} className="font-semibold break-all text-night-700 underline">
            {parent.email}
          </a>
        </Fact>
        <Fact label="Phone" testId="fact-phone">
          {parent.phone ? (
            <>
              <a
                href={`tel:${parent.phone.replaceAll(' ', '')}`}
                className="font-semibold text-night-700 underline"
              >
                {parent.phone}
              </a>
              <span
                className={`ml-2 inline-block rounded-full px-2 py-0.5 text-xs font-bold ${
                  parent.updates_opted_in
                    ? 'bg-peacock-700/10 text-peacock-700'
                    : 'bg-night-900/10 text-night-900'
                }`}
              >
                {parent.updates_opted_in ? 'Opted in to updates' : 'No updates'}
              </span>
            </>
          ) : (
            <span className="text-ink/70">Not given</span>
          )}
        </Fact>
        <Fact label="Site language" testId="fact-site-language">
          {order.site_language === 'hi' ? 'Hindi (e-mails and messages in Hindi)' : 'English'}
        </Fact>
      </dl>
      <WhatsAppFacts whatsapp={order.whatsapp} />

      <h3 className="mt-6 text-sm font-extrabold tracking-wide text-saffron-700 uppercase">Payment</h3>
      <dl className="mt-2 grid gap-x-6 gap-y-3 sm:grid-cols-2">
        <Fact label="Paid" testId="fact-amount">
          <span className="font-bold">{money(order.amount_minor, order.currency)}</span>{' '}
          <span className="text-ink/70">({order.currency})</span>
        </Fact>
        <Fact label="Provider">
          <span className="capitalize">{order.provider}</span>
        </Fact>
        <Fact label="Payment reference" testId="fact-payment-ref" className="sm:col-span-2">
          <span className="font-mono text-sm break-all">{order.payment_reference}</span>
        </Fact>
        <Fact label="Ordered">{formatDateTime(order.created_date)}</Fact>
        <Fact label="Due" testId="fact-due">
          <span className={order.overdue ? 'font-extrabold text-lotus-700' : ''}>
            {formatDateTime(order.due_at)}
          </span>
        </Fact>
        {/* A chosen delivery day (docs/decisions/114): delivering before it holds the film until then. */}
        {order.scheduled_delivery && (
          <Fact label="Release on the family's day" testId="fact-release" className="sm:col-span-2">
            {formatDateTime(order.scheduled_delivery.at)} ({order.scheduled_delivery.time_zone}) ·{' '}
            {order.scheduled_delivery.released
              ? 'released'
              : order.stage === 'delivered'
                ? 'approved, held until then'
                : 'delivering before it holds the film until then'}
          </Fact>
        )}
      </dl>
      {/* The tax invoice the parent received, as issued (issue 14). */}
      <ReceiptButtons
        orderId={order.unique_id}
        orderNumber={order.order_number}
        refunded={order.stage === 'cancelled'}
      />
      {order.refund && (
        <p
          className="mt-5 rounded-2xl bg-cream px-4 py-3 text-sm ring-1 ring-marigold-300"
          data-testid="refund"
        >
          Refund <strong className="capitalize">{order.refund.state}</strong>:{' '}
          {money(order.refund.amount_minor, order.refund.currency)} through {order.refund.provider}
          {order.refund.provider_refund_id && (
            <>
              {' '}
              (<span className="font-mono break-all">{order.refund.provider_refund_id}</span>)
            </>
          )}
        </p>
      )}
    </section>
  );
}
