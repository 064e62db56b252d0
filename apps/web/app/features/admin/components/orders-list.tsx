import { Link } from 'react-router';
import { getStory } from '@shop/content/stories';
import type { Order } from '@shop/contracts/orders';
import { buttonClass } from '~/components/ui/button-styles';
import { CheckIcon } from '~/components/ui/icons';
import { formatDateTime } from '~/lib/format-date';
import { StatusBadge } from './status-badge';

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
        aria-label={`Complete Order ${order.order_number}`}
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

/** One page of orders: cards on phones, a table from tablets up (SPEC §2 "orders table"). */
export function OrdersList({ orders }: { orders: readonly Order[] }) {
  return (
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
                {order.order_number}
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
                  {order.order_number}
                </td>
                <td className="px-4 py-3">{order.character_name}</td>
                <td className="px-4 py-3">{storyLabel(order)}</td>
                <td className="px-4 py-3 text-sm whitespace-nowrap">{formatDateTime(order.created_date)}</td>
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
  );
}
