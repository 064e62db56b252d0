import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { adminOrdersExportFileName } from '@shop/contracts/orders';
import { type OrderStatus } from '@shop/contracts/order';
import type { OrderStage } from '@shop/contracts/order-stages';
import { ADMIN_MESSAGES } from '../admin-messages';
import { fetchAdminOrdersCsv } from '../api/admin-orders-api';
import {
  adminOrdersQuery,
  emailRecipientsQuery,
  failedMailQuery,
  failedMailState,
  recipientsState,
  renderQueueQuery,
  renderQueueState,
  trustedStoriesQuery,
  trustedStoriesState,
} from '../api/admin-queries';
import { downloadTextFile } from '~/lib/download-file';
import type { AdminNoticeState } from '../hooks/use-complete-order';
import { useTimedNotice } from '../hooks/use-timed-notice';
import { effectiveSort, INITIAL_FILTERS, type WorkListFilters } from '../work-list';
import { AdminInfoCard, OrdersSummaryCard, QuickActions, type AdminUser } from './admin-overview';
import { EmailRecipientsPanel } from './email-recipients-panel';
import { FailedMailPanel } from './failed-mail-panel';
import { FunnelPanel } from './funnel-panel';
import { NarrationPanel } from './narration-panel';
import { NoticeBanner } from './notice-banner';
import { OrdersPanel } from './orders-panel';
import { PreviewFiguresPanel } from './preview-figures-panel';
import { PromotionsPanel } from './promotions-panel';
import { RenderQueuePanel } from './render-queue-panel';
import { ReviewsPanel } from './reviews-panel';
import { TrustedStoriesPanel } from './trusted-stories-panel';

function noticeFrom(state: unknown): string | null {
  const notice = (state as Partial<AdminNoticeState> | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

/** /admin (docs/product-guide.md#admin-dashboard). */
export function AdminDashboard({ user }: { user: AdminUser }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrivalNotice] = useState(() => noticeFrom(location.state));
  const { notice, show } = useTimedNotice(arrivalNotice ? { kind: 'success', text: arrivalNotice } : null);
  const [filters, setFilters] = useState<WorkListFilters>(INITIAL_FILTERS);
  const [search, setSearch] = useState('');
  const { page, status, stage } = filters;
  const orders = useQuery(adminOrdersQuery(filters));
  const recipients = useQuery(emailRecipientsQuery);
  const failedMail = useQuery(failedMailQuery);
  const renderQueue = useQuery(renderQueueQuery);
  const trustedStories = useQuery(trustedStoriesQuery);
  const reloadOrders = () => void orders.refetch();
  const reloadRecipients = () => void recipients.refetch();
  const reloadFailedMail = () => void failedMail.refetch();
  const reloadRenderQueue = () => void renderQueue.refetch();
  const reloadTrustedStories = () => void trustedStories.refetch();
  const [exporting, setExporting] = useState(false);

  // The completion notice is shown once: a reload or a return through history does not repeat it.
  useEffect(() => {
    if (arrivalNotice) void navigate('.', { replace: true, state: null });
  }, [arrivalNotice, navigate]);

  // The search is sent once typing pauses, from page 1.
  useEffect(() => {
    const timer = window.setTimeout(
      () => setFilters((current) => (current.q === search ? current : { ...current, q: search, page: 1 })),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [search]);

  /** A status filter replaces a stage filter and the other way round: one filter at a time. */
  function filter(next: OrderStatus | undefined) {
    setFilters((current) => ({ ...current, status: next, stage: undefined, page: 1 }));
  }

  function filterStage(next: OrderStage | undefined) {
    setFilters((current) => ({ ...current, stage: next, status: undefined, page: 1 }));
  }

  const setPage = (next: number) => setFilters((current) => ({ ...current, page: next }));

  function showPending() {
    filter('pending');
    document.getElementById('orders')?.focus();
  }

  async function exportPage() {
    setExporting(true);
    try {
      const csv = await fetchAdminOrdersCsv(filters);
      downloadTextFile(csv, adminOrdersExportFileName(page, status, stage), 'text/csv;charset=utf-8');
      show('success', ADMIN_MESSAGES.exported);
    } catch (error) {
      console.warn('Export failed', error);
      show('error', ADMIN_MESSAGES.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      <NoticeBanner notice={notice} />
      <div className="mx-auto max-w-6xl space-y-6">
        <header>
          <p className="text-sm font-bold tracking-wide text-saffron-700 uppercase">Diya Tales studio</p>
          <h1 className="mt-1 font-display text-4xl leading-tight font-extrabold text-night-900 sm:text-5xl">
            Admin Dashboard
          </h1>
          <p className="mt-2 max-w-2xl text-lg text-ink/85">
            Every order is a child waiting to become a hero. Upload the finished videos and keep the team in
            the loop.
          </p>
        </header>

        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-[1fr_1.3fr_1fr]">
          <AdminInfoCard user={user} />
          <OrdersSummaryCard summary={orders.data?.summary ?? null} />
          <div className="md:col-span-2 lg:col-span-1">
            <QuickActions
              onShowPending={showPending}
              onExport={() => void exportPage()}
              onRefresh={() => {
                reloadOrders();
                reloadRecipients();
                reloadFailedMail();
                reloadRenderQueue();
              }}
              exporting={exporting}
            />
          </div>
        </div>

        <OrdersPanel
          data={orders.data ?? null}
          loading={orders.isFetching}
          failed={orders.isError && !orders.isFetching}
          status={status}
          onStatus={filter}
          stage={stage}
          onStage={filterStage}
          search={search}
          onSearch={setSearch}
          sort={effectiveSort(filters)}
          onSort={(sort) => setFilters((current) => ({ ...current, sort, page: 1 }))}
          onPage={setPage}
          onRetry={reloadOrders}
          onExport={() => void exportPage()}
          exporting={exporting}
        />

        <FunnelPanel notify={show} />

        <RenderQueuePanel state={renderQueueState(renderQueue)} reload={reloadRenderQueue} />

        <PreviewFiguresPanel />

        <TrustedStoriesPanel
          state={trustedStoriesState(trustedStories)}
          reload={reloadTrustedStories}
          notify={show}
        />

        <PromotionsPanel notify={show} />

        <ReviewsPanel notify={show} />

        <EmailRecipientsPanel state={recipientsState(recipients)} reload={reloadRecipients} notify={show} />

        <FailedMailPanel state={failedMailState(failedMail)} reload={reloadFailedMail} notify={show} />

        <NarrationPanel notify={show} />
      </div>
    </main>
  );
}
