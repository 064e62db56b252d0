import type { AdminOrderListResponse, OrderStatus } from '@shop/contracts/orders';
import { buttonClass } from '~/components/ui/button-styles';
import { DownloadIcon } from '~/components/ui/screen-icons';
import { ADMIN_MESSAGES, STATUS_FILTERS } from '../admin-messages';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { LoadFailedAlert } from './load-failed-alert';
import { OrdersList } from './orders-list';
import { OrdersPagination } from './orders-pagination';

export interface OrdersPanelProps {
  data: AdminOrderListResponse | null;
  loading: boolean;
  failed: boolean;
  status: OrderStatus | undefined;
  onStatus: (status: OrderStatus | undefined) => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onExport: () => void;
  exporting: boolean;
}

function emptyText(status: OrderStatus | undefined): string {
  if (status === 'pending') return 'No pending orders. Every video is delivered!';
  if (status === 'complete') return 'No completed orders yet.';
  return 'No orders yet.';
}

/** SPEC §2 "orders table with status filters", §9 paging and CSV export of the current page. */
export function OrdersPanel(props: OrdersPanelProps) {
  const { data, loading, failed, status, onStatus, onPage, onRetry, onExport, exporting } = props;
  const orders = data?.data ?? [];
  return (
    <section id="orders" aria-labelledby="orders-title" tabIndex={-1} className={PANEL_CLASS}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="orders-title" className={PANEL_TITLE_CLASS}>
          Orders
        </h2>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onExport}
          disabled={exporting || !data}
        >
          <DownloadIcon className="size-4" />
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      </div>

      <div role="group" aria-label="Filter orders by status" className="mt-4 flex flex-wrap gap-2">
        {STATUS_FILTERS.map((filter) => {
          const active = filter.value === status;
          return (
            <button
              key={filter.label}
              type="button"
              aria-pressed={active}
              onClick={() => onStatus(filter.value)}
              className={`min-h-11 rounded-full px-5 font-display font-bold transition ${
                active
                  ? 'bg-night-900 text-cream shadow-md'
                  : 'bg-cream text-night-900 ring-2 ring-night-900/15 hover:ring-night-900/40'
              }`}
            >
              {filter.label}
            </button>
          );
        })}
      </div>

      {failed && (
        <LoadFailedAlert message={ADMIN_MESSAGES.loadOrdersFailed} onRetry={onRetry} className="mt-5" />
      )}
      {loading && !data && (
        <p role="status" className="mt-5 font-bold text-night-700">
          Loading orders...
        </p>
      )}

      {data && (
        <div
          aria-busy={loading}
          data-testid="orders-results"
          className={`mt-5 transition-opacity ${loading ? 'opacity-60' : ''}`}
        >
          {orders.length === 0 ? (
            <p className="rounded-2xl bg-cream px-4 py-8 text-center text-lg font-bold text-night-700">
              {emptyText(status)}
            </p>
          ) : (
            <OrdersList orders={orders} />
          )}
          <OrdersPagination pagination={data.pagination} onPage={onPage} />
        </div>
      )}
    </section>
  );
}
