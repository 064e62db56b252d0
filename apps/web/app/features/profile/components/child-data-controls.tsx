import { useId, useState, type ReactNode } from 'react';
import type { ChildDataState } from '@shop/contracts/child-data-state';
import { buttonClass } from '~/components/ui/button-styles';
import { Dialog } from '~/components/ui/dialog';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import type { DeletionTarget } from '../api/child-data-api';
import { useDates } from '../use-dates';

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
  const { childData: words, deletionReasons } = useParentText().account;
  const done = useParentText().messages.account.childData;
  const errorText = useErrorText();
  const dates = useDates();
  const headingId = useId();
  const confirmId = useId();
  const [asking, setAsking] = useState<DeletionTarget | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'done' | 'error'; text: string } | null>(null);

  async function confirm(target: DeletionTarget) {
    setBusy(true);
    try {
      await onDelete(target);
      // The server's answer says the same in English; the page's words say it in its language.
      setNotice({ kind: 'done', text: target === 'photos' ? done.photosDeleted : done.videoDeleted });
    } catch (error) {
      setNotice({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-4 ring-1 ring-marigold-300/60 sm:p-6"
    >
      <Heading id={headingId} className="font-display text-xl font-bold text-night-900">
        {words.heading}
      </Heading>
      <p className="mt-2 text-ink/85">{words.intro}</p>
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
          testId="photos"
          label={words.photos}
          status={
            state.photos_deleted_at
              ? fillText(words.photosDeleted, {
                  day: dates.day(state.photos_deleted_at),
                  reason: deletionReasons[state.photos_deleted_reason ?? 'parent_request'],
                })
              : words.photosKept
          }
          action={
            !state.photos_deleted_at && (
              <button
                type="button"
                className={buttonClass('lotus', 'sm', 'shrink-0')}
                onClick={() => setAsking('photos')}
              >
                {words.deletePhotos}
              </button>
            )
          }
        />
        {(hasVideo || state.video_deleted_at) && (
          <Row
            testId="video"
            label={words.video}
            status={
              state.video_deleted_at
                ? fillText(words.videoDeleted, { day: dates.day(state.video_deleted_at) })
                : words.videoReady
            }
            action={
              hasVideo && (
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm', 'shrink-0')}
                  onClick={() => setAsking('video')}
                >
                  {words.deleteVideo}
                </button>
              )
            }
          />
        )}
      </ul>
      {dataUrl && (
        <a href={dataUrl} download className={buttonClass('secondary', 'sm', 'mt-5')}>
          {words.download}
        </a>
      )}
      {asking && (
        <Dialog
          onClose={() => !busy && setAsking(null)}
          labelledBy={confirmId}
          panelClassName="w-full max-w-md rounded-[2rem] bg-white p-6 text-center shadow-2xl sm:p-8"
        >
          <h2 id={confirmId} className="font-display text-2xl leading-tight font-extrabold text-night-900">
            {words.confirm[asking].title}
          </h2>
          <p className="mt-3 text-lg text-ink/85">{words.confirm[asking].body}</p>
          <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
            <button
              type="button"
              className={buttonClass('secondary', 'md')}
              onClick={() => setAsking(null)}
              data-autofocus
            >
              {words.confirm[asking].keep}
            </button>
            <button
              type="button"
              className={buttonClass('lotus', 'md')}
              onClick={() => void confirm(asking)}
              disabled={busy}
            >
              {busy ? words.deleting : words.confirm[asking].action}
            </button>
          </div>
        </Dialog>
      )}
    </section>
  );
}

function Row({
  testId,
  label,
  status,
  action,
}: {
  /** The row's name for tests, the same in every language. */
  testId: 'photos' | 'video';
  label: string;
  status: string;
  action: ReactNode;
}) {
  return (
    // The words take the room they need and the button goes under them when the two do not fit side
    // by side (a card in a two-column list is narrow even on a wide screen).
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-4 py-3 ring-1 ring-marigold-300/60">
      <div className="min-w-0 flex-[1_1_14rem]">
        <p className="font-display font-bold text-night-900">{label}</p>
        <p className="text-ink/80" data-testid={`child-data-${testId}`}>
          {status}
        </p>
      </div>
      {action}
    </li>
  );
}
