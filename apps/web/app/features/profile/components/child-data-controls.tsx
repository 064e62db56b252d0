import { useId, useState, type ReactNode } from 'react';
import { CHILD_DATA_DELETION_REASON_LABELS, type ChildDataState } from '@shop/contracts/child-data-state';
import { buttonClass } from '~/components/ui/button-styles';
import { Dialog } from '~/components/ui/dialog';
import { apiErrorMessage } from '~/lib/api-client';
import { formatDay } from '~/lib/format-date';
import type { DeletionTarget } from '../api/child-data-api';

export interface ChildDataControlsProps {
  state: ChildDataState;
  /** The order has a delivered video that still exists. */
  hasVideo: boolean;
  /** Where "Download my data" points (the signed link's file); none on /profile's order cards. */
  dataUrl?: string;
  onDelete: (target: DeletionTarget) => Promise<{ message: string }>;
  /** The heading's level where it sits: a page section (2) or inside an order card (4). */
  headingLevel?: 2 | 4;
}

const CONFIRM: Record<DeletionTarget, { title: string; body: string; action: string; keep: string }> = {
  photos: {
    keep: 'Keep them',
    title: "Delete your child's photos now?",
    body: 'We delete them from our storage at once. Nobody can see them after this, and they cannot be brought back. If your video is not finished yet, we cannot make it without them.',
    action: 'Yes, delete the photos',
  },
  video: {
    keep: 'Keep it',
    title: 'Delete this video?',
    body: 'We delete the video and its picture from our storage at once. Download links stop working, and it cannot be brought back. Save a copy first if you want to keep it.',
    action: 'Yes, delete the video',
  },
};

/**
 * "Your child's data" on the order-status page and each order on /profile: delete the photos now,
 * delete the delivered video, download the data. Each deletion asks first and cannot be undone.
 */
export function ChildDataControls({
  state,
  hasVideo,
  dataUrl,
  onDelete,
  headingLevel = 2,
}: ChildDataControlsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h4';
  const headingId = useId();
  const confirmId = useId();
  const [asking, setAsking] = useState<DeletionTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  async function confirm(target: DeletionTarget) {
    setBusy(true);
    try {
      const result = await onDelete(target);
      setNotice({ kind: 'done', text: result.message });
    } catch (error) {
      setNotice({ kind: 'error', text: apiErrorMessage(error) });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-white p-6 ring-1 ring-marigold-300/60">
      <Heading id={headingId} className="font-display text-xl font-bold text-night-900">
        Your child&apos;s photos and data
      </Heading>
      <p className="mt-2 text-ink/85">
        The photos are seen only by our studio to make this video, and deleted on a schedule. You can delete
        them sooner, at any time.
      </p>
      {notice && (
        <p
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`mt-4 rounded-2xl px-4 py-3 font-semibold ${notice.kind === 'error' ? 'bg-lotus-700/10 text-lotus-700' : 'bg-peacock-700/10 text-peacock-700'}`}
        >
          {notice.text}
        </p>
      )}
      <ul className="mt-5 flex flex-col gap-4">
        <Row
          label="Photos"
          status={
            state.photos_deleted_at
              ? `Deleted on ${formatDay(state.photos_deleted_at)} (${CHILD_DATA_DELETION_REASON_LABELS[state.photos_deleted_reason ?? 'parent_request']}).`
              : 'Kept privately until they are deleted on schedule.'
          }
          action={
            !state.photos_deleted_at && (
              <button
                type="button"
                className={buttonClass('lotus', 'sm', 'shrink-0')}
                onClick={() => setAsking('photos')}
              >
                Delete my child&apos;s photos now
              </button>
            )
          }
        />
        {(hasVideo || state.video_deleted_at) && (
          <Row
            label="Video"
            status={
              state.video_deleted_at
                ? `Deleted on ${formatDay(state.video_deleted_at)}.`
                : 'Ready to watch and download.'
            }
            action={
              hasVideo && (
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm', 'shrink-0')}
                  onClick={() => setAsking('video')}
                >
                  Delete this video
                </button>
              )
            }
          />
        )}
      </ul>
      {dataUrl && (
        <a href={dataUrl} download className={buttonClass('secondary', 'sm', 'mt-5')}>
          Download my data
        </a>
      )}
      {asking && (
        <Dialog
          onClose={() => !busy && setAsking(null)}
          labelledBy={confirmId}
          panelClassName="w-full max-w-md rounded-[2rem] bg-white p-6 text-center shadow-2xl sm:p-8"
        >
          <h2 id={confirmId} className="font-display text-2xl leading-tight font-extrabold text-night-900">
            {CONFIRM[asking].title}
          </h2>
          <p className="mt-3 text-lg text-ink/85">{CONFIRM[asking].body}</p>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              className={buttonClass('secondary', 'md')}
              onClick={() => setAsking(null)}
              data-autofocus
            >
              {CONFIRM[asking].keep}
            </button>
            <button
              type="button"
              className={buttonClass('lotus', 'md')}
              onClick={() => void confirm(asking)}
              disabled={busy}
            >
              {busy ? 'Deleting...' : CONFIRM[asking].action}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

function Row({ label, status, action }: { label: string; status: string; action: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl bg-cream px-4 py-3 ring-1 ring-marigold-300/60 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <p className="font-display font-bold text-night-900">{label}</p>
        <p className="text-ink/80" data-testid={`child-data-${label.toLowerCase()}`}>
          {status}
        </p>
      </div>
      {action}
    </li>
  );
}
