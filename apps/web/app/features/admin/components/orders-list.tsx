import { Link } from 'react-router';
import type { AdminOrderRow } from '@shop/contracts/orders';
import { buttonClass } from '~/components/ui/button-styles';
import { CheckIcon } from '~/components/ui/screen-icons';
import { formatDateTime } from '~/lib/format-date';
import { storyLabel } from '../story-label';
import { OverdueBadge, StageBadge } from './stage-badge';

/** docs/product-guide.md#admin-dashboard: Complete Order for a pending order, Completed otherwise. */
function OrderAction({ order }: { order: AdminOrderRow }) {
  if (order.status === 'pending' && order.stage !== 'cancelled' && order.stage !== 'photo_needed') {
    return (
      <Link
        to={`/admin/complete-order/${order.unique_id}`}
        className={buttonClass('primary', 'sm', 'whitespace-nowrap')}
        aria-label={`Complete Order ${order.order_number}`}
      >
        Complete Order
      </Link>
    );
  }
  if (order.status === 'pending') return null;
  return (
    <span className="inline-flex items-center gap-1.5 font-bold whitespace-nowrap text-peacock-700">
      <CheckIcon className="size-4" />
      Completed
    </span>
  );
}

/** The order's number, linking to its detail (issue 12 item 1). */
function OrderLink({ order }: { order: AdminOrderRow }) {
  return (
    <Link
      to={`/admin/orders/${order.unique_id}`}
      className="rounded font-mono font-bold text-saffron-700 underline decoration-2 underline-offset-4 hover:text-night-900"
      aria-label={`Open order ${order.order_number}`}
      data-testid="order-id"
    >
      {order.order_number}
    </Link>
  );
}

function Due({ order }: { order: AdminOrderRow }) {
  return (
    <span className={order.overdue ? 'font-bold text-lotus-700' : ''}>{formatDateTime(order.due_at)}</span>
  );
}

/** One page of orders: cards on phones, a table from tablets up (docs/product-guide.md#admin-dashboard). */
export function OrdersList({ orders }: { orders: readonly AdminOrderRow[] }) {
  return (
    <>
      {/* Phones: one card per order. */}
      <ul className="space-y-3 md:hidden" aria-label="Orders">
        {orders.map((order) => (
          <li
            key={order.unique_id}
            data-testid="order-row"
            className={`rounded-2xl bg-cream p-4 ring-1 ${order.overdue ? 'ring-2 ring-lotus-700' : 'ring-marigold-300/70'}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="text-lg">
                <OrderLink order={order} />
              </span>
              <span className="flex flex-wrap gap-1.5">
                {order.overdue && <OverdueBadge />}
                <StageBadge stage={order.stage} />
              </span>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-bold text-night-900">Child</dt>
              <dd>{order.character_name}</dd>
              <dt className="font-bold text-night-900">Story</dt>
              <dd>{storyLabel(order.item_number)}</dd>
              <dt className="font-bold text-night-900">Due</dt>
              <dd>
                <Due order={order} />
              </dd>
            </dl>
            <div className="mt-3 empty:hidden">
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
        <table className="w-full min-w-[50rem] text-left text-base">
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
                Due
              </th>
              <th scope="col" className="px-4 py-3 font-bold">
                Stage
              </th>
              <th scope="col" className="px-4 py-3 font-bold">
                <span className="sr-only">Action</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-marigold-300/50">
            {orders.map((order) => (
              <tr
                key={order.unique_id}
                data-testid="order-row"
                className={order.overdue ? 'bg-lotus-700/5 hover:bg-lotus-700/10' : 'bg-white hover:bg-cream'}
              >
                <td className="px-4 py-3">
                  <OrderLink order={order} />
                </td>
                <td className="px-4 py-3">{order.character_name}</td>
                <td className="px-4 py-3">{storyLabel(order.item_number)}</td>
                <td className="px-4 py-3 text-sm whitespace-nowrap">
                  <Due order={order} />
                </td>
                <td className="px-4 py-3">
                  <span className="flex flex-wrap gap-1.5">
                    <StageBadge stage={order.stage} />
                    {order.overdue && <OverdueBadge />}
                  </span>
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
  );
}
