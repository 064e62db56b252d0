import { useParams } from 'react-router';
import { AdminGuard } from '~/features/auth/components/admin-guard';
import { OrderDetailPage } from '~/features/admin/components/order-detail-page';
import { QueryProvider } from '~/lib/query-provider';

export const meta = () => [{ title: 'Order | Diya Tales studio' }, { name: 'robots', content: 'noindex' }];

// Role admin only (docs/product-guide.md#who-can-do-what); the server checks the role again on every admin call.
export default function AdminOrderRoute() {
  const { orderId } = useParams();
  return (
    <AdminGuard>
      <QueryProvider>
        <OrderDetailPage orderId={orderId} />
      </QueryProvider>
    </AdminGuard>
  );
}
