import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { UploadIcon } from '~/components/ui/screen-icons';
import { ADMIN_MESSAGES } from '../admin-messages';
import { orderDetailsState, orderQuery } from '../api/admin-queries';
import { thumbnailFileProblem, videoFileProblem } from '../file-checks';
import { useChosenFile } from '../hooks/use-chosen-file';
import { useCompleteOrder } from '../hooks/use-complete-order';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { BackToAdmin, InvalidOrder, PageShell } from './complete-order-shell';
import { OrderDetailsColumn } from './order-details-column';
import { RequiredMark } from './required-mark';
import { UploadProgressBlock } from './upload-progress-block';
import { VideoAndThumbnail } from './video-and-thumbnail';

/** /admin/complete-order/{orderId} (docs/product-guide.md#completing-an-order). */
export function CompleteOrderPage({ orderId }: { orderId: string | undefined }) {
  if (!orderId) return <InvalidOrder />;
  // Keyed: another order id starts from an empty form.
  return <CompleteOrderForm key={orderId} orderId={orderId} />;
}

function CompleteOrderForm({ orderId }: { orderId: string }) {
  const details = orderDetailsState(useQuery(orderQuery(orderId)));
  const video = useChosenFile(videoFileProblem);
  const thumbnail = useChosenFile(thumbnailFileProblem);
  const [title, setTitle] = useState('');
  const { submit, submitting, progress, alert, completed } = useCompleteOrder();

  const order = details.kind === 'loaded' ? details.order : null;
  const alreadyComplete = order?.status === 'complete';
  // docs/product-guide.md#completing-an-order: disabled while submitting, with a blank title, without both files, or without the order.
  const ready = !!order && !alreadyComplete && title.trim() !== '' && !!video.chosen && !!thumbnail.chosen;
  const locked = submitting || alreadyComplete;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || submitting || !order || !video.chosen || !thumbnail.chosen) return;
    void submit({ order, title, video: video.chosen.file, thumbnail: thumbnail.chosen.file });
  }

  return (
    <PageShell>
      <BackToAdmin />
      <header className="mt-3 mb-8">
        <p className="text-sm font-bold tracking-wide text-saffron-700 uppercase">Admin · Fulfil an order</p>
        <h1 className="mt-1 font-display text-4xl leading-tight font-extrabold text-night-900 sm:text-5xl">
          Complete Order
        </h1>
        <p className="mt-2 max-w-2xl text-lg text-ink/85">
          Upload the finished video and its thumbnail. The parent receives the download link by e-mail as soon
          as the order is complete.
        </p>
        <Link
          to={`/admin/orders/${orderId}`}
          className="mt-3 inline-flex min-h-11 items-center font-bold text-lotus-700 underline underline-offset-4"
        >
          Open the order detail: photos, stages and timeline
        </Link>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <OrderDetailsColumn details={details} />

        <form
          onSubmit={onSubmit}
          noValidate
          aria-labelledby="video-form-title"
          className={`${PANEL_CLASS} space-y-6`}
        >
          <h2 id="video-form-title" className={PANEL_TITLE_CLASS}>
            Finished video
          </h2>
          {details.kind === 'failed' && (
            <p className="rounded-2xl bg-marigold-100 px-4 py-3 font-bold text-saffron-700 ring-1 ring-saffron-700/30">
              {ADMIN_MESSAGES.loadBeforeUpload}
            </p>
          )}
          {alreadyComplete && !completed && (
            <p className="rounded-2xl bg-peacock-700/10 px-4 py-3 font-bold text-peacock-700">
              This order is already completed.
            </p>
          )}

          <Field
            label={
              <>
                Video title <RequiredMark />
              </>
            }
          >
            {(control) => (
              <input
                {...control}
                className={INPUT_CLASS}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                required
                maxLength={200}
                disabled={locked}
                placeholder="e.g. Aarav and the Butter Thief"
              />
            )}
          </Field>

          <VideoAndThumbnail video={video} thumbnail={thumbnail} disabled={locked} />

          {progress && <UploadProgressBlock progress={progress} />}

          {alert && (
            <div role="alert" className="rounded-2xl bg-lotus-700 px-5 py-4 text-white">
              <p className="font-bold">{alert.message}</p>
              {alert.detail && <p className="mt-1 text-white/90">{alert.detail}</p>}
            </div>
          )}
          {completed && (
            <p role="status" className="rounded-2xl bg-peacock-700 px-5 py-4 font-bold text-white">
              {completed} Returning to the dashboard...
            </p>
          )}

          <div className="flex flex-col-reverse gap-3 border-t border-night-900/10 pt-6 sm:flex-row sm:justify-end">
            <Link to="/admin" className={buttonClass('secondary', 'md')}>
              Cancel
            </Link>
            <button
              type="submit"
              disabled={!ready || submitting}
              aria-describedby={!ready && !submitting ? 'submit-hint' : undefined}
              className={buttonClass('primary', 'md')}
            >
              <UploadIcon className="size-5" />
              {submitting ? 'Completing...' : 'Complete Order'}
            </button>
          </div>
          {!ready && !submitting && !alreadyComplete && (
            <p id="submit-hint" className="text-right text-sm text-ink/80">
              {ADMIN_MESSAGES.requiredFields}
            </p>
          )}
        </form>
      </div>
    </PageShell>
  );
}
