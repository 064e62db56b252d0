import { ADMIN_ORDER_SEARCH_MAX_LENGTH, type AdminOrderListResponse } from '@shop/contracts/orders';
import { type OrderStatus } from '@shop/contracts/order';
import { ORDER_STAGES, type OrderStage } from '@shop/contracts/order-stages';
import { buttonClass } from '~/components/ui/button-styles';
import { INPUT_CLASS, LABEL_CLASS } from '~/components/ui/field';
import { DownloadIcon } from '~/components/ui/screen-icons';
import { ADMIN_MESSAGES, STATUS_FILTERS } from '../admin-messages';
import { STAGE_LABELS } from '../stage-display';
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
  stage: OrderStage | undefined;
  onStage: (stage: OrderStage | undefined) => void;
  search: string;
  onSearch: (text: string) => void;
  sort: 'due' | 'newest';
  onSort: (sort: 'due' | 'newest') => void;
  onPage: (page: number) => void;
  onRetry: () => void;
  onExport: () => void;
  exporting: boolean;
}

const CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-display text-sm font-bold transition';
const chipLook = (active: boolean) =>
  active
    ? 'bg-night-900 text-cream shadow-md'
    : 'bg-cream text-night-900 ring-2 ring-night-900/15 hover:ring-night-900/40';

function emptyText(status: OrderStatus | undefined, searching: boolean): string {
  if (searching) return 'No orders match your search.';
  if (status === 'pending') return 'No pending orders. Every video is delivered!';
  if (status === 'complete') return 'No completed orders yet.';
  return 'No orders yet.';
}

/** docs/product-guide.md#admin-dashboard, docs/product-guide.md#numbers-and-limits paging and CSV export of the current page. */
export function OrdersPanel(props: OrdersPanelProps) {
  const { data, loading, failed, status, onStatus, onPage, onRetry, onExport, exporting } = props;
  const { stage, onStage, search, onSearch, sort, onSort } = props;
  const orders = data?.data ?? [];
  const summary = data?.summary;
  return (
    <section id="orders" aria-labelledby="orders-title" tabIndex={-1} className={PANEL_CLASS}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="orders-title" className={PANEL_TITLE_CLASS}>
            Orders
          </h2>
          {summary && summary.overdue > 0 && (
            <span
              className="rounded-full bg-lotus-700 px-3 py-1 text-sm font-extrabold text-white"
              data-testid="overdue-count"
            >
              {summary.overdue} overdue
            </span>
          )}
        </div>
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
          // "All" is on only while no stage filter is either.
          const active = filter.value === status && (filter.value !== undefined || !stage);
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

      <div role="group" aria-label="Filter orders by stage" className="mt-3 flex flex-wrap gap-2">
        {ORDER_STAGES.map((value) => {
          const active = value === stage;
          const count = summary?.stages[value];
          return (
            <button
              key={value}
              type="button"
              aria-pressed={active}
              onClick={() => onStage(active ? undefined : value)}
              className={`${CHIP} ${chipLook(active)}`}
            >
              {STAGE_LABELS[value]}
              {count !== undefined && (
                <span
                  data-testid={`stage-count-${value}`}
                  className={`rounded-full px-2 py-0.5 text-xs ${active ? 'bg-white/20' : 'bg-night-900/10'}`}
                >
                  {count}
                </span>
              )}
            </button>
          );
        })}
      </div>

      <div className="mt-4 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <div>
          <label htmlFor="orders-search" className={LABEL_CLASS}>
            Search orders
          </label>
          <input
            id="orders-search"
            type="search"
            className={INPUT_CLASS}
            value={search}
            maxLength={ADMIN_ORDER_SEARCH_MAX_LENGTH}
            placeholder="Order number, child's name or parent e-mail"
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
        <div>
          <label htmlFor="orders-sort" className={LABEL_CLASS}>
            Sort
          </label>
          <select
            id="orders-sort"
            className={INPUT_CLASS}
            value={sort}
            onChange={(event) => onSort(event.target.value === 'due' ? 'due' : 'newest')}
          >
            <option value="due">Due soonest first</option>
            <option value="newest">Newest first</option>
          </select>
        </div>
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
              {emptyText(status, search.trim() !== '')}
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
