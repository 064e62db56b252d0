import type { ChildDataDeletionReason } from '@shop/contracts/child-data-state';
import type { AdminOrderDetail, MediaAccessEntry } from '@shop/contracts/order-detail';
import { formatDateTime } from '~/lib/format-date';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';

const ACCESS_KIND: Record<MediaAccessEntry['kind'], string> = {
  view: 'Viewed',
  download: 'Downloaded',
  zip: 'Downloaded (all photos)',
  play: 'Played',
};

function consentBy(consent: NonNullable<AdminOrderDetail['consent']>): string {
  return consent.given_by.kind === 'account'
    ? `the signed-in account ${consent.given_by.email}`
    : `a guest, ${consent.given_by.email}`;
}

/** What became of an opened photo the order no longer has, when its photos were deleted. */
const DELETED_BECAUSE: Record<ChildDataDeletionReason, string> = {
  parent_request: 'deleted by the parent',
  cancelled: 'deleted when the order was cancelled',
  retention_delivered: 'deleted after the days kept past delivery',
  retention_undelivered: 'deleted: the order was never delivered',
  account_erased: "deleted with the parent's account",
};

/**
 * "Photo 2" while it belongs to the order; one it no longer has, by the start of its id and what
 * became of it: deleted (and why) when the order's photos were deleted with no new photos sent after
 * it was opened, replaced when new ones came and nothing was deleted, either when both happened.
 */
function mediaName(order: AdminOrderDetail, entry: MediaAccessEntry): string {
  if (entry.media === 'voice_clip') return 'Voice clip of the name';
  if (entry.media === 'film') return 'Rendered film (draft, stills, spoken name)';
  const index = order.photos.findIndex((photo) => photo.id === entry.media_id);
  if (index >= 0) return `Photo ${index + 1}`;
  const photo = `Photo ${entry.media_id.slice(0, 8)}`;
  const { photos_deleted_at: deletedAt, photos_deleted_reason: reason } = order.child_data;
  const replacedSince = order.events.some(
    (event) => event.kind === 'photos_replaced' && Date.parse(event.at) > Date.parse(entry.at),
  );
  if (!deletedAt) return `Replaced photo ${entry.media_id.slice(0, 8)}`;
  if (replacedSince) return `${photo}, replaced or deleted since`;
  return `${photo}, ${DELETED_BECAUSE[reason ?? 'parent_request']}`;
}

/**
 * The child's data on the order (issue 13 items 1 and 4, docs/decisions/046): the parent's consent
 * as stored, and every staff view, play or download of the photos, the voice clip and the rendered
 * film, oldest first.
 */
export function ChildDataPanel({ order }: { order: AdminOrderDetail }) {
  const { consent } = order;
  const erasedAt = order.child_data.account_erased_at;
  return (
    <section aria-labelledby="child-data-title" className={PANEL_CLASS}>
      <h2 id="child-data-title" className={PANEL_TITLE_CLASS}>
        Consent and access to the child's photos and voice
      </h2>
      <div className="mt-4 rounded-2xl bg-cream px-4 py-3 ring-1 ring-marigold-300" data-testid="consent">
        {consent ? (
          <>
            <p className="font-bold text-night-900">
              Consent: given by {consentBy(consent)} on {formatDateTime(consent.given_at)} (text version{' '}
              {consent.version})
            </p>
            <details className="mt-1 text-sm text-ink/80">
              <summary className="cursor-pointer font-semibold text-night-700">
                The text they agreed to
              </summary>
              <p className="mt-1">{consent.text}</p>
            </details>
          </>
        ) : erasedAt ? (
          // The consent record named the parent, so it went with their account (docs/decisions/047).
          <p className="text-ink/80">
            Erased with the parent's account on {formatDateTime(erasedAt)}: the consent they gave named them,
            so it was deleted with their personal data.
          </p>
        ) : (
          <p className="text-ink/80">
            No consent is on record: this order was placed before the form asked for it.
          </p>
        )}
      </div>

      <h3 className="mt-6 text-sm font-extrabold tracking-wide text-saffron-700 uppercase">
        Who opened them
      </h3>
      {order.media_access.length === 0 ? (
        <p className="mt-2 text-ink/80" data-testid="access-log-empty">
          No one has opened the photos or the voice clip yet.
        </p>
      ) : (
        // A list, not a table: on a phone each entry wraps instead of scrolling sideways.
        <ol className="mt-2 divide-y divide-night-900/10 text-sm" data-testid="access-log">
          {order.media_access.map((entry, index) => (
            <li key={index} className="flex flex-wrap gap-x-3 gap-y-0.5 py-2" data-testid="access-entry">
              <span className="font-bold text-night-900">{ACCESS_KIND[entry.kind]}</span>
              <span>{mediaName(order, entry)}</span>
              <span className="break-all">
                by {entry.admin.name ?? entry.admin.email ?? 'a former admin'}
              </span>
              <span className="text-ink/75">{formatDateTime(entry.at)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
