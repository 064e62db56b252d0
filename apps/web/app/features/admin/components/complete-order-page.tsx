import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field-styles';
import { ChevronLeftIcon, FilmIcon, ImageIcon, RefreshIcon, UploadIcon } from '~/components/ui/icons';
import { ADMIN_MESSAGES } from '../admin-messages';
import { orderDetailsState, orderQuery } from '../api/admin-queries';
import {
  formatKilobytes,
  formatMegabytes,
  THUMBNAIL_ACCEPT,
  THUMBNAIL_LIMIT_MB,
  thumbnailFileProblem,
  VIDEO_ACCEPT,
  VIDEO_LIMIT_MB,
  videoFileProblem,
} from '../file-checks';
import { useChosenFile } from '../hooks/use-chosen-file';
import { useCompleteOrder } from '../hooks/use-complete-order';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { FileChooser } from './file-chooser';
import { OrderSummaryCard } from './order-summary-card';
import { RequiredMark } from './required-mark';
import { UploadProgressBlock } from './upload-progress-block';

/** /admin/complete-order/{orderId} (SPEC §2 "Complete order"). */
export function CompleteOrderPage({ orderId }: { orderId: string | undefined }) {
  if (!orderId) return <InvalidOrder />;
  // Keyed: another order id starts from an empty form.
  return <CompleteOrderForm key={orderId} orderId={orderId} />;
}

function PageShell({ children }: { children: React.ReactNode }) {
  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      <div className="mx-auto max-w-5xl">{children}</div>
    </main>
  );
}

function BackToAdmin() {
  return (
    <Link
      to="/admin"
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full font-bold text-night-700 underline-offset-4 hover:underline"
    >
      <ChevronLeftIcon className="size-5" />
      Back to Admin
    </Link>
  );
}

function InvalidOrder() {
  return (
    <PageShell>
      <section className={`${PANEL_CLASS} mx-auto max-w-lg text-center`}>
        <h1 className="font-display text-3xl font-extrabold text-night-900">{ADMIN_MESSAGES.invalidOrder}</h1>
        <p className="mt-3 text-lg text-ink/85">This page needs the id of the order to complete.</p>
        <Link to="/admin" className={buttonClass('primary', 'md', 'mt-7')}>
          Back to Admin
        </Link>
      </section>
    </PageShell>
  );
}

function CompleteOrderForm({ orderId }: { orderId: string }) {
  const details = orderDetailsState(useQuery(orderQuery(orderId)));
  const video = useChosenFile(videoFileProblem);
  const thumbnail = useChosenFile(thumbnailFileProblem);
  const [title, setTitle] = useState('');
  const { submit, submitting, progress, alert, completed } = useCompleteOrder();

  const order = details.kind === 'loaded' ? details.order : null;
  const alreadyComplete = order?.status === 'complete';
  // SPEC §5: disabled while submitting, with a blank title, without both files, or without the order.
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
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        <div className="space-y-4 lg:sticky lg:top-24">
          {details.kind === 'loading' && (
            <p role="status" className={`${PANEL_CLASS} font-bold text-night-700`}>
              Loading order details...
            </p>
          )}
          {details.kind === 'failed' && (
            <section className={`${PANEL_CLASS} space-y-4`}>
              <div role="alert" className="font-display text-xl font-extrabold text-lotus-700">
                {ADMIN_MESSAGES.loadOrderFailed}
              </div>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => window.location.reload()}
              >
                <RefreshIcon className="size-4" />
                Retry
              </button>
            </section>
          )}
          {order && <OrderSummaryCard order={order} />}
        </div>

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

          <div>
            <label htmlFor="video-title" className={LABEL_CLASS}>
              Video title <RequiredMark />
            </label>
            <input
              id="video-title"
              className={INPUT_CLASS}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              required
              maxLength={200}
              disabled={locked}
              placeholder="e.g. Aarav and the Butter Thief"
            />
          </div>

          <div className="grid gap-6 md:grid-cols-2">
            <FileChooser
              id="video-file"
              label="Video file"
              noun="video"
              accept={VIDEO_ACCEPT}
              hint={`MP4, MOV or AVI, less than ${VIDEO_LIMIT_MB}MB.`}
              icon={<FilmIcon className="size-6" />}
              chosen={video.chosen}
              error={video.error}
              disabled={locked}
              onChoose={video.choose}
              onRemove={video.remove}
              sizeText={formatMegabytes}
              preview={(chosen) => (
                <video
                  // #t: the browser shows the first frame instead of a black box.
                  src={`${chosen.previewUrl}#t=0.1`}
                  controls
                  muted
                  playsInline
                  preload="metadata"
                  aria-label="Preview of the chosen video"
                  className="aspect-video w-full bg-night-900 object-contain"
                />
              )}
            />
            <FileChooser
              id="thumbnail-file"
              label="Thumbnail image"
              noun="thumbnail"
              accept={THUMBNAIL_ACCEPT}
              hint={`PNG, JPG or JPEG, less than ${THUMBNAIL_LIMIT_MB}MB. Recommended 1920x1080.`}
              icon={<ImageIcon className="size-6" />}
              chosen={thumbnail.chosen}
              error={thumbnail.error}
              disabled={locked}
              onChoose={thumbnail.choose}
              onRemove={thumbnail.remove}
              sizeText={formatKilobytes}
              preview={(chosen) => (
                <img
                  src={chosen.previewUrl}
                  alt="Preview of the chosen thumbnail"
                  className="aspect-video w-full object-contain"
                />
              )}
            />
          </div>

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
