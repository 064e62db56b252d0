import { useState } from 'react';
import { Link } from 'react-router';
import { STAGE_NOTE_MAX_LENGTH, type AdminOrderDetail } from '@shop/contracts/order-detail';
import {
  isOpenStage,
  manualStageMoves,
  stageMoveAction,
  type OrderStage,
} from '@shop/contracts/order-stages';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { AlertIcon, CheckIcon, ImageIcon, UploadIcon, VideoIcon } from '~/components/ui/screen-icons';
import { formatDateTime } from '~/lib/format-date';
import { dueState } from '../due-time';
import { stageActionLabel } from '../stage-display';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { RedeliverForm } from './redeliver-form';
import { OverdueBadge, StageBadge } from './stage-badge';

export interface StageActionsProps {
  order: AdminOrderDetail;
  now: number;
  busy: boolean;
  /** The last refused action's message (a 409 says why, in the server's words). */
  error: string | null;
  onMove: (stage: OrderStage, note: string) => void;
  onAskBetterPhoto: () => void;
  onCancel: () => void;
  onRedelivered: () => void;
}

/**
 * The production panel (issue 12 items 2 and 4): the stage, the due time, and only the moves the
 * state machine allows from here: the manual ones, delivery through the complete-order screen, a
 * better-photo request, cancelling with a refund, or re-delivering a delivered order.
 */
export function StageActions(props: StageActionsProps) {
  const { order, now, busy, error, onMove, onAskBetterPhoto, onCancel, onRedelivered } = props;
  const [note, setNote] = useState('');
  const [redelivering, setRedelivering] = useState(false);
  const moves = manualStageMoves(order.stage);
  const canDeliver = stageMoveAction(order.stage, 'delivered') === 'delivery';
  const canAskPhoto =
    stageMoveAction(order.stage, 'photo_needed') === 'photo-request' && order.photos.length > 0;
  const canCancel = stageMoveAction(order.stage, 'cancelled') === 'cancel';
  const due = dueState(order.due_at, now, {
    open: isOpenStage(order.stage),
    waitingForParent: order.stage === 'photo_needed',
  });

  return (
    <section aria-labelledby="production-title" className={PANEL_CLASS}>
      <h2 id="production-title" className={PANEL_TITLE_CLASS}>
        Production
      </h2>
      <div className="mt-4 flex flex-wrap items-center gap-2">
        <StageBadge stage={order.stage} size="lg" />
        {order.overdue && <OverdueBadge />}
      </div>
      <p className="mt-3 text-ink/85" data-testid="due-line">
        {due.kind === 'overdue' && (
          <strong className="text-lotus-700">
            {due.text} · was due {formatDateTime(order.due_at)}
          </strong>
        )}
        {due.kind === 'due' && (
          <>
            <strong className="text-night-900">{due.text}</strong> · {formatDateTime(order.due_at)}
          </>
        )}
        {due.kind === 'waiting' &&
          'Waiting for the parent’s new photo. The 24 hours restart when it arrives.'}
        {due.kind === 'closed' && order.stage === 'delivered' && order.video && (
          <>Delivered {formatDateTime(order.video.delivered_at)}</>
        )}
        {due.kind === 'closed' && order.stage === 'cancelled' && 'Cancelled: no more work on this order.'}
      </p>

      {moves.length > 0 && (
        <div className="mt-5 space-y-3">
          <Field label="Note for the timeline (optional)">
            {(control) => (
              <textarea
                {...control}
                className={`${INPUT_CLASS} min-h-20`}
                value={note}
                maxLength={STAGE_NOTE_MAX_LENGTH}
                disabled={busy}
                onChange={(event) => setNote(event.target.value)}
                placeholder="e.g. Storyboard approved, animating scene 2"
              />
            )}
          </Field>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {moves.map((stage) => (
              <button
                key={stage}
                type="button"
                disabled={busy}
                className={buttonClass(
                  order.stage === 'quality_check' && stage === 'in_production' ? 'secondary' : 'dark',
                  'md',
                )}
                onClick={() => {
                  onMove(stage, note);
                  setNote('');
                }}
              >
                <CheckIcon className="size-5" />
                {stageActionLabel(order.stage, stage)}
              </button>
            ))}
          </div>
        </div>
      )}

      {(canDeliver || canAskPhoto) && (
        <div className="mt-5 flex flex-col gap-3 border-t border-night-900/10 pt-5 sm:flex-row sm:flex-wrap">
          {canDeliver && (
            <Link to={`/admin/complete-order/${order.unique_id}`} className={buttonClass('primary', 'md')}>
              <UploadIcon className="size-5" />
              Deliver: upload the video
            </Link>
          )}
          {canAskPhoto && (
            <button
              type="button"
              className={buttonClass('lotus', 'md')}
              onClick={onAskBetterPhoto}
              disabled={busy}
            >
              <ImageIcon className="size-5" />
              {/* A new request replaces the open one (its link expired, or other photos need replacing). */}
              {order.stage === 'photo_needed' ? 'Send a new photo request' : 'Ask for a better photo'}
            </button>
          )}
        </div>
      )}

      {order.stage === 'delivered' && order.video && (
        <div className="mt-5 border-t border-night-900/10 pt-5">
          <div className="flex items-center gap-3">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-peacock-700 text-white">
              <VideoIcon className="size-6" />
            </span>
            <div className="min-w-0">
              <p className="font-bold break-words text-night-900">{order.video.title}</p>
              <a
                href={order.video.video_url}
                className="text-sm font-bold text-peacock-700 underline"
                target="_blank"
                rel="noreferrer"
              >
                Watch the delivered video
              </a>
            </div>
          </div>
          {redelivering ? (
            <RedeliverForm
              order={order}
              onClose={() => setRedelivering(false)}
              onDone={() => {
                setRedelivering(false);
                onRedelivered();
              }}
            />
          ) : (
            <button
              type="button"
              className={buttonClass('secondary', 'md', 'mt-4')}
              onClick={() => setRedelivering(true)}
            >
              <UploadIcon className="size-5" />
              Re-deliver a corrected video
            </button>
          )}
        </div>
      )}

      {error && (
        <div role="alert" className="mt-5 flex gap-3 rounded-2xl bg-lotus-700 px-4 py-3 text-white">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          <p className="font-bold">{error}</p>
        </div>
      )}

      {canCancel && (
        <div className="mt-6 border-t border-night-900/10 pt-4">
          <button
            type="button"
            onClick={onCancel}
            disabled={busy}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-2 font-bold text-lotus-700 underline-offset-4 hover:underline"
          >
            Cancel order and refund…
          </button>
        </div>
      )}
    </section>
  );
}
