import { Link } from 'react-router';
import { getStory } from '@shop/content/stories';
import type { AdminOrderListResponse, Order, OrderStatus } from '@shop/contracts/orders';
import { buttonClass } from '~/components/ui/button-styles';
import { CheckIcon, DownloadIcon } from '~/components/ui/icons';
import { formatDateTime } from '~/lib/format-date';
import { ADMIN_MESSAGES, STATUS_FILTERS } from '../admin-messages';
import { shortOrderId } from '../short-order-id';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { LoadFailedAlert } from './load-failed-alert';
import { OrdersPagination } from './orders-pagination';
import { StatusBadge } from './status-badge';

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

function storyLabel(order: Order): string {
  const story = getStory(order.item_number);
  return story ? `${order.item_number} · ${story.title}` : String(order.item_number);
}

/** SPEC §4: Complete Order for a pending order, Completed otherwise. */
function OrderAction({ order }: { order: Order }) {
  if (order.status === 'pending') {
    return (
      <Link
        to={`/admin/complete-order/${order.unique_id}`}
        className={buttonClass('primary', 'sm', 'whitespace-nowrap')}
        aria-label={`Complete Order ${shortOrderId(order.unique_id)}`}
      >
        Complete Order
      </Link>
    );
  }
  return (
    <span className="inline-flex items-center gap-1.5 font-bold whitespace-nowrap text-peacock-700">
      <CheckIcon className="size-4" />
      Completed
    </span>
  );
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
            <>
              {/* Phones: one card per order. */}
              <ul className="space-y-3 md:hidden" aria-label="Orders">
                {orders.map((order) => (
                  <li
                    key={order.unique_id}
                    data-testid="order-row"
                    className="rounded-2xl bg-cream p-4 ring-1 ring-marigold-300/70"
                  >
                    <div className="flex items-center justify-between gap-3">
                      <span className="font-mono text-lg font-bold text-saffron-700" data-testid="order-id">
                        #{shortOrderId(order.unique_id)}
                      </span>
                      <StatusBadge status={order.status} />
                    </div>
                    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="font-bold text-night-900">Child</dt>
                      <dd>{order.character_name}</dd>
                      <dt className="font-bold text-night-900">Story</dt>
                      <dd>{storyLabel(order)}</dd>
                      <dt className="font-bold text-night-900">Ordered</dt>
                      <dd>{formatDateTime(order.created_date)}</dd>
                    </dl>
                    <div className="mt-3">
                      <OrderAction order={order} />
                    </div>
                  </li>
                ))}
              </ul>
              {/* Tablets and up: a table, scrollable sideways when the columns do not fit. */}
              <div
                role="region"
                aria-label="Orders table"
                tabIndex={0}
                className="hidden overflow-x-auto rounded-2xl ring-1 ring-marigold-300/70 md:block"
              >
                <table className="w-full min-w-[46rem] text-left text-base">
                  <thead className="bg-marigold-100 text-sm text-night-900">
                    <tr>
                      <th scope="col" className="px-4 py-3 font-bold">
                        Order
                      </th>
                      <th scope="col" className="px-4 py-3 font-bold">
                        Child
                      </th>
                      <th scope="col" className="px-4 py-3 font-bold">
                        Story
                      </th>
                      <th scope="col" className="px-4 py-3 font-bold">
                        Ordered
                      </th>
                      <th scope="col" className="px-4 py-3 font-bold">
                        Status
                      </th>
                      <th scope="col" className="px-4 py-3 font-bold">
                        <span className="sr-only">Action</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-marigold-300/50">
                    {orders.map((order) => (
                      <tr key={order.unique_id} data-testid="order-row" className="bg-white hover:bg-cream">
                        <td className="px-4 py-3 font-mono font-bold text-saffron-700" data-testid="order-id">
                          #{shortOrderId(order.unique_id)}
                        </td>
                        <td className="px-4 py-3">{order.character_name}</td>
                        <td className="px-4 py-3">{storyLabel(order)}</td>
                        <td className="px-4 py-3 text-sm whitespace-nowrap">
                          {formatDateTime(order.created_date)}
                        </td>
                        <td className="px-4 py-3">
                          <StatusBadge status={order.status} />
                        </td>
                        <td className="px-4 py-3 text-right">
                          <OrderAction order={order} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          <OrdersPagination pagination={data.pagination} onPage={onPage} />
        </div>
      )}
    </section>
  );
}
