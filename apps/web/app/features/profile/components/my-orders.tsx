import { useQuery } from '@tanstack/react-query';
import { ScrollIcon } from '~/components/ui/screen-icons';
import { useParentText } from '~/lib/parent-text';
import { useHref } from '~/lib/ui-text';
import { myOrdersQuery } from '../api/profile-queries';
import { CardSkeletons } from './card-skeleton';
import { EmptyState } from './empty-state';
import { ListFailure } from './list-failure';
import { OrderCard } from './order-card';
import { SectionTitle } from './section-title';

/** GET /api/orders: the parent's own orders, newest first (the server's order). */
export function MyOrders() {
  const orders = useQuery(myOrdersQuery);
  const words = useParentText().account.orders;
  const href = useHref();
  return (
    <section aria-labelledby="my-orders-heading">
      <SectionTitle
        id="my-orders-heading"
        icon={<ScrollIcon className="size-6" />}
        count={orders.status === 'success' ? orders.data.data.length : undefined}
      >
        {words.heading}
      </SectionTitle>
      {orders.status === 'pending' && <CardSkeletons count={2} label={words.loading} />}
      {orders.status === 'error' && <ListFailure title={words.failed} error={orders.error} />}
      {orders.status === 'success' &&
        (orders.data.data.length === 0 ? (
          <EmptyState
            icon={<ScrollIcon className="size-7" />}
            title={words.emptyTitle}
            action={{ to: href('/stories'), label: words.emptyAction }}
          >
            {words.emptyText}
          </EmptyState>
        ) : (
          <ul className="grid gap-5 lg:grid-cols-2">
            {orders.data.data.map((order) => (
              <OrderCard key={order.unique_id} order={order} />
            ))}
          </ul>
        ))}
    </section>
  );
}
