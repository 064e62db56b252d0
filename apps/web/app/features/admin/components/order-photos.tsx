import { useState } from 'react';
import { CHILD_DATA_DELETION_REASON_LABELS } from '@shop/contracts/child-data-state';
import type { AdminOrderDetail, StaffPhoto } from '@shop/contracts/order-detail';
import { buttonClass } from '~/components/ui/button-styles';
import { Dialog } from '~/components/ui/dialog';
import { CloseIcon } from '~/components/ui/icons';
import { DownloadIcon } from '~/components/ui/screen-icons';
import { formatDateTime } from '~/lib/format-date';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';

export interface OrderPhotosProps {
  order: AdminOrderDetail;
  onDownloadAll: () => void;
  downloading: boolean;
}

/**
 * The child's photos (issue 12 item 1): thumbnails through the API's short-lived signed links, each
 * opening full size; "Download all photos" as one zip. Every view and download is recorded by the server.
 */
export function OrderPhotos({ order, onDownloadAll, downloading }: OrderPhotosProps) {
  const [open, setOpen] = useState<number | null>(null);
  const request = order.photo_request;
  const toReplace = new Set(request?.state === 'open' ? request.photo_ids : []);
  const viewed = open === null ? null : order.photos[open];

  return (
    <section aria-labelledby="photos-title" className={PANEL_CLASS}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="photos-title" className={PANEL_TITLE_CLASS}>
          Photos <span className="text-ink/60">({order.photos.length})</span>
        </h2>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onDownloadAll}
          disabled={downloading || order.photos.length === 0}
        >
          <DownloadIcon className="size-4" />
          {downloading ? 'Preparing zip...' : 'Download all photos'}
        </button>
      </div>

      {request && request.state !== 'withdrawn' && <PhotoRequestStatus request={request} />}

      {order.child_data.photos_deleted_at ? (
        // Deleted for good (docs/decisions/047): said in place of the thumbnails, with when and why.
        <p
          className="mt-5 rounded-2xl bg-cream px-4 py-8 text-center font-bold text-night-700"
          data-testid="photos-deleted"
        >
          Photos deleted on {formatDateTime(order.child_data.photos_deleted_at)} (
          {CHILD_DATA_DELETION_REASON_LABELS[order.child_data.photos_deleted_reason ?? 'parent_request']}).
        </p>
      ) : order.photos.length === 0 ? (
        <p className="mt-5 rounded-2xl bg-cream px-4 py-8 text-center font-bold text-night-700">
          No photos right now: the parent is sending new ones.
        </p>
      ) : (
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="The child's photos">
          {order.photos.map((photo, index) => (
            <li key={photo.id} className="relative">
              <button
                type="button"
                onClick={() => setOpen(index)}
                className="group block w-full overflow-hidden rounded-2xl bg-night-900/5 ring-2 ring-marigold-300/70 transition hover:ring-saffron-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900"
                aria-label={`View photo ${index + 1} full size`}
              >
                <img
                  src={photo.url}
                  alt=""
                  width={photo.width}
                  height={photo.height}
                  className="aspect-square w-full object-cover transition group-hover:scale-105"
                />
              </button>
              <span className="pointer-events-none absolute top-2 left-2 rounded-full bg-night-900/80 px-2 py-0.5 text-xs font-bold text-white">
                {index + 1}
              </span>
              {toReplace.has(photo.id) && (
                <span className="pointer-events-none absolute right-2 bottom-2 rounded-full bg-lotus-700 px-2 py-0.5 text-xs font-bold text-white">
                  To replace
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      <p className="mt-4 text-sm text-ink/75">
        Private photos of a child: links last 10 minutes, and every view and download is recorded.
      </p>

      {viewed && open !== null && (
        <PhotoViewer
          photo={viewed}
          number={open + 1}
          count={order.photos.length}
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

function PhotoRequestStatus({ request }: { request: NonNullable<AdminOrderDetail['photo_request']> }) {
  return (
    <div
      className="mt-4 rounded-2xl bg-lotus-700/5 p-4 ring-1 ring-lotus-700/25"
      data-testid="photo-request-status"
    >
      <p className="font-bold text-lotus-700">
        {request.template === 'photos_deleted'
          ? `The parent deleted the photos ${formatDateTime(request.requested_at)}: new ones asked for`
          : `Better photo asked ${formatDateTime(request.requested_at)}${request.requested_by ? ` by ${request.requested_by}` : ''}`}
      </p>
      {request.state === 'fulfilled' && request.fulfilled_at && (
        <p className="mt-1 font-bold text-peacock-700">
          New photos arrived {formatDateTime(request.fulfilled_at)}.
        </p>
      )}
      {request.state === 'expired' && (
        <p className="mt-1 font-bold text-night-900">The link expired unused.</p>
      )}
      <p className="mt-1 text-sm text-ink/85">“{request.reason}”</p>
      <p className="mt-2 text-sm font-semibold text-night-900" data-testid="photo-request-opened">
        {request.opened_at
          ? `The parent opened the link ${formatDateTime(request.opened_at)}.`
          : 'The parent has not opened the link yet.'}{' '}
        <span className="font-normal text-ink/75">
          Link works until {formatDateTime(request.expires_at)}.
        </span>
      </p>
    </div>
  );
}

function PhotoViewer({
  photo,
  number,
  count,
  onClose,
}: {
  photo: StaffPhoto;
  number: number;
  count: number;
  onClose: () => void;
}) {
  return (
    <Dialog
      onClose={onClose}
      labelledBy="photo-viewer-title"
      panelClassName="flex max-h-full w-full max-w-4xl flex-col overflow-hidden rounded-[1.5rem] bg-white shadow-2xl"
    >
      <div className="flex items-center justify-between gap-3 px-5 py-3">
        <h2 id="photo-viewer-title" className="font-display text-lg font-extrabold text-night-900">
          Photo {number} of {count}
        </h2>
        <div className="flex items-center gap-2">
          <a href={photo.download_url} className={buttonClass('secondary', 'sm')} download>
            <DownloadIcon className="size-4" />
            Download
          </a>
          <button
            type="button"
            onClick={onClose}
            data-autofocus
            aria-label="Close photo"
            className="grid size-11 place-items-center rounded-full text-night-900 hover:bg-night-900/10"
          >
            <CloseIcon className="size-6" />
          </button>
        </div>
      </div>
      <div className="grid min-h-0 flex-1 place-items-center bg-night-900">
        <img
          src={photo.url}
          alt={`The child's photo ${number}, full size`}
          width={photo.width}
          height={photo.height}
          className="max-h-[75vh] w-auto max-w-full object-contain"
        />
      </div>
      <p className="px-5 py-2 text-sm text-ink/75">
        {photo.width} × {photo.height} px
      </p>
    </Dialog>
  );
}
