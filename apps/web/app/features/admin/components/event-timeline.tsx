import type { OrderEvent } from '@shop/contracts/order-detail';
import { formatDateTime } from '~/lib/format-date';
import { STAGE_LABELS } from '../stage-display';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';

const KIND_TEXT: Record<OrderEvent['kind'], (event: OrderEvent) => string> = {
  created: () => 'Order received',
  stage: (event) => `${event.from ? STAGE_LABELS[event.from] : 'New'} → ${STAGE_LABELS[event.to]}`,
  photo_request: () => 'Asked the parent for a better photo',
  photos_replaced: () => 'The parent sent new photos',
  delivered: () => 'Delivered',
  redelivered: () => 'Re-delivered with a corrected video',
  cancelled: () => 'Cancelled and refunded',
  photos_deleted: () => 'The parent deleted the photos: waiting for new ones',
  erased: () => 'The parent erased their account: names, photos and film deleted',
  gift_claimed: () => 'The parent accepted the gift and sent the photos',
};

function who(event: OrderEvent): string {
  if (event.by.role === 'parent') return 'The parent';
  if (event.by.role === 'system') return 'Diya Tales';
  return event.by.name ?? 'An admin';
}

const DOT: Record<OrderEvent['kind'], string> = {
  created: 'bg-marigold-500',
  stage: 'bg-night-700',
  photo_request: 'bg-lotus-700',
  photos_replaced: 'bg-peacock-500',
  delivered: 'bg-peacock-700',
  redelivered: 'bg-peacock-700',
  cancelled: 'bg-night-900',
  photos_deleted: 'bg-lotus-700',
  erased: 'bg-night-900',
  gift_claimed: 'bg-marigold-500',
};

/** Every change of the order, oldest first, with who made it and their note (issue 12 item 2). */
export function EventTimeline({ events }: { events: readonly OrderEvent[] }) {
  return (
    <section aria-labelledby="timeline-title" className={PANEL_CLASS}>
      <h2 id="timeline-title" className={PANEL_TITLE_CLASS}>
        Timeline
      </h2>
      {events.length === 0 ? (
        <p className="mt-4 text-ink/80">Nothing has happened to this order yet.</p>
      ) : (
        <ol className="mt-5" aria-label="Stage timeline">
          {events.map((event, index) => (
            <li key={event.id} data-testid="timeline-event" className="relative flex gap-4 pb-5 last:pb-0">
              {index < events.length - 1 && (
                <span
                  aria-hidden="true"
                  className="absolute top-4 bottom-0 left-[0.4375rem] w-0.5 bg-marigold-300"
                />
              )}
              <span
                aria-hidden="true"
                className={`relative mt-1 size-4 shrink-0 rounded-full ring-4 ring-white ${DOT[event.kind]}`}
              />
              <div className="min-w-0 flex-1">
                <p className="font-bold text-night-900">{KIND_TEXT[event.kind](event)}</p>
                <p className="text-sm text-ink/75">
                  <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {who(event)}
                </p>
                {event.note && (
                  <p className="mt-1.5 rounded-xl bg-cream px-3 py-2 text-sm whitespace-pre-line text-ink/90 ring-1 ring-marigold-300/70">
                    {event.note}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
