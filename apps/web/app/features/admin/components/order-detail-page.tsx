import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  orderPhotosZipFileName,
  type AdminOrderDetail,
  type PhotoRequestRequest,
} from '@shop/contracts/order-detail';
import type { OrderStage } from '@shop/contracts/order-stages';
import { buttonClass } from '~/components/ui/button-styles';
import { AlertIcon } from '~/components/ui/screen-icons';
import { apiErrorMessage, isApiError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date';
import { orderDetailQuery } from '../api/admin-queries';
import { cancelOrder, fetchPhotosZip, moveStage, requestBetterPhotos } from '../api/order-detail-api';
import { downloadFile } from '~/lib/download-file';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { STAGE_LABELS } from '../stage-display';
import { PANEL_CLASS } from './admin-styles';
import { BackToAdmin, PageShell } from './complete-order-shell';
import { LoadFailedAlert } from './load-failed-alert';
import { NoticeBanner } from './notice-banner';
import { CancelDialog } from './cancel-dialog';
import { ChildDataPanel } from './child-data-panel';
import { EventTimeline } from './event-timeline';
import { OrderFilmPanel } from './film-panel';
import { OrderFacts } from './order-facts';
import { OrderPhotos } from './order-photos';
import { PhotoRequestDialog } from './photo-request-dialog';
import { StageActions } from './stage-actions';
import { OverdueBadge, StageBadge } from './stage-badge';

/** /admin/orders/{orderId}: the studio's order detail (issue 12 item 1). */
export function OrderDetailPage({ orderId }: { orderId: string | undefined }) {
  if (!orderId) return <OrderNotFound />;
  return <OrderDetailLoader key={orderId} orderId={orderId} />;
}

function OrderNotFound() {
  return (
    <PageShell>
      <section className={`${PANEL_CLASS} mx-auto max-w-lg text-center`}>
        <h1 className="font-display text-3xl font-extrabold text-night-900">Order not found</h1>
        <p className="mt-3 text-lg text-ink/85">
          There is no order at this address. It may have been mistyped.
        </p>
        <Link to="/admin" className={buttonClass('primary', 'md', 'mt-7')}>
          Back to Admin
        </Link>
      </section>
    </PageShell>
  );
}

/** The clock the due times are read against, ticking each minute. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function OrderDetailLoader({ orderId }: { orderId: string }) {
  const query = useQuery(orderDetailQuery(orderId));
  if (query.status === 'pending') {
    return (
      <PageShell>
        <div role="status" aria-label="Loading the order" className="space-y-6 motion-safe:animate-pulse">
          <div className="h-6 w-40 rounded-full bg-marigold-100" />
          <div className="h-12 w-2/3 rounded-full bg-marigold-100" />
          <div className="grid gap-6 lg:grid-cols-2">
            <div className="h-72 rounded-[1.75rem] bg-white ring-1 ring-marigold-300/50" />
            <div className="h-72 rounded-[1.75rem] bg-white ring-1 ring-marigold-300/50" />
          </div>
        </div>
      </PageShell>
    );
  }
  if (query.status === 'error') {
    if (isApiError(query.error) && query.error.status === 404) return <OrderNotFound />;
    return (
      <PageShell>
        <BackToAdmin />
        <LoadFailedAlert
          message="Failed to load order details"
          onRetry={() => void query.refetch()}
          className="mt-4"
        />
      </PageShell>
    );
  }
  return <OrderDetailView order={query.data} />;
}

type OpenDialog = 'photo-request' | 'cancel' | null;

function OrderDetailView({ order }: { order: AdminOrderDetail }) {
  const queryClient = useQueryClient();
  const now = useNow();
  const { notice, show } = useTimedNotice();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const key = orderDetailQuery(order.unique_id).queryKey;

  const keep = useCallback(
    (detail: AdminOrderDetail) => {
      queryClient.setQueryData(key, detail);
      // The work list's counts and rows change with the order.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
    [queryClient, key],
  );
  const reload = useCallback(() => void queryClient.invalidateQueries({ queryKey: key }), [queryClient, key]);
  // The film's render and the studio's actions on it move the order: its detail and the work list.
  const filmMovedOrder = useCallback(() => {
    reload();
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
  }, [queryClient, reload]);
  const filmNotice = useCallback((text: string) => show('success', text), [show]);

  async function move(stage: OrderStage, note: string) {
    setBusy(true);
    setError(null);
    try {
      keep(await moveStage(order.unique_id, { stage, ...(note.trim() ? { note: note.trim() } : {}) }));
      show('success', `Moved to “${STAGE_LABELS[stage]}”.`);
    } catch (failure) {
      setError(apiErrorMessage(failure));
      // A 409 can mean someone else moved it: show what the server holds now.
      if (isApiError(failure) && failure.status === 409) reload();
    } finally {
      setBusy(false);
    }
  }

  /**
   * A dialog's request failed. A 409 means the order changed under it (another admin cancelled or
   * moved it first): the dialog closes, the page shows what the server holds now and says why, as a
   * stage move does. Any other failure stays in the dialog, to be corrected or tried again.
   */
  function dialogFailed(failure: unknown) {
    if (isApiError(failure) && failure.status === 409) {
      setDialog(null);
      setError(apiErrorMessage(failure));
      reload();
    } else {
      setDialogError(apiErrorMessage(failure));
    }
  }

  async function askBetterPhoto(request: PhotoRequestRequest) {
    setBusy(true);
    setDialogError(null);
    try {
      keep(await requestBetterPhotos(order.unique_id, request));
      setDialog(null);
      setError(null);
      show('success', 'Photo request sent to the parent.');
    } catch (failure) {
      dialogFailed(failure);
    } finally {
      setBusy(false);
    }
  }

  async function cancel(reason: string) {
    setBusy(true);
    setDialogError(null);
    try {
      keep(await cancelOrder(order.unique_id, { reason }));
      setDialog(null);
      setError(null);
      show('success', 'Order cancelled and refunded. The parent has been told.');
    } catch (failure) {
      dialogFailed(failure);
    } finally {
      setBusy(false);
    }
  }

  async function downloadAll() {
    setDownloading(true);
    try {
      const zip = await fetchPhotosZip(order.unique_id);
      downloadFile(zip, orderPhotosZipFileName(order.order_number), 'application/zip');
    } catch (failure) {
      show('error', `The photos could not be downloaded: ${apiErrorMessage(failure)}`);
    } finally {
      setDownloading(false);
    }
  }

  function open(which: Exclude<OpenDialog, null>) {
    setDialogError(null);
    setDialog(which);
  }

  return (
    <PageShell>
      <NoticeBanner notice={notice} />
      <BackToAdmin />
      <header className="mt-3 mb-8">
        <p
          className="font-mono text-sm font-bold tracking-wide text-saffron-700 uppercase"
          data-testid="detail-order-id"
        >
          Order {order.order_number}
        </p>
        <h1 className="mt-1 font-display text-4xl leading-tight font-extrabold text-night-900 sm:text-5xl">
          {order.character_name || <span className="text-night-700/60">Name erased</span>}
          <span className="block text-2xl font-bold text-night-700 sm:text-3xl">{order.story_title}</span>
        </h1>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <StageBadge stage={order.stage} size="lg" />
          {order.overdue && <OverdueBadge />}
        </div>
      </header>

      {order.child_data.account_erased_at && (
        <div
          className="mb-6 rounded-[1.5rem] bg-night-700 px-5 py-4 text-cream shadow-lg shadow-night-900/20"
          data-testid="account-erased"
        >
          <p className="text-lg font-bold">
            Erased: the parent deleted their account on {formatDateTime(order.child_data.account_erased_at)}.
          </p>
          <p className="mt-1 text-cream/90">
            Their name, e-mail address and phone, and the child's name, photos, videos and consent record are
            gone. The payment, refund and invoice records stay, without them.
          </p>
        </div>
      )}

      {order.overdue && (
        <div
          className="mb-6 flex items-start gap-3 rounded-[1.5rem] bg-lotus-700 px-5 py-4 text-white shadow-lg shadow-lotus-700/25"
          data-testid="overdue-banner"
        >
          <AlertIcon className="mt-0.5 size-6 shrink-0" />
          <p className="text-lg font-bold">
            This video is overdue. The family was promised it by {formatDateTime(order.due_at)}.
          </p>
        </div>
      )}

      {/* The film first: at quality check it is what the studio reviews. */}
      <div className="mb-6">
        <OrderFilmPanel order={order} onOrderChanged={filmMovedOrder} notify={filmNotice} />
      </div>

      {/* Phones read photos, production, details, timeline; wide screens put production beside the photos. */}
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)] lg:items-start">
        <div className="contents lg:block lg:space-y-6">
          <div className="order-1">
            <OrderPhotos order={order} onDownloadAll={() => void downloadAll()} downloading={downloading} />
          </div>
          <div className="order-3">
            <OrderFacts order={order} />
          </div>
          <div className="order-5">
            <ChildDataPanel order={order} />
          </div>
        </div>
        <div className="contents lg:block lg:space-y-6">
          <div className="order-2">
            <StageActions
              order={order}
              now={now}
              busy={busy}
              error={error}
              onMove={(stage, note) => void move(stage, note)}
              onAskBetterPhoto={() => open('photo-request')}
              onCancel={() => open('cancel')}
              onRedelivered={() => {
                reload();
                show('success', 'Corrected video delivered. The parent has the new link.');
              }}
            />
          </div>
          <div className="order-4">
            <EventTimeline events={order.events} />
          </div>
        </div>
      </div>

      {dialog === 'photo-request' && (
        <PhotoRequestDialog
          order={order}
          busy={busy}
          error={dialogError}
          onSend={(request) => void askBetterPhoto(request)}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'cancel' && (
        <CancelDialog
          order={order}
          busy={busy}
          error={dialogError}
          onConfirm={(reason) => void cancel(reason)}
          onCancel={() => setDialog(null)}
        />
      )}
    </PageShell>
  );
}
