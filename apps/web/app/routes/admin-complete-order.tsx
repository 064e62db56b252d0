import { useParams } from 'react-router';
import { AdminGuard } from '~/features/auth/components/admin-guard';
import { CompleteOrderPage } from '~/features/admin/components/complete-order-page';
import { QueryProvider } from '~/lib/query-provider';

export const meta = () => [{ title: 'Complete Order | Diya Tales' }, { name: 'robots', content: 'noindex' }];

// Role admin only (docs/product-guide.md#who-can-do-what); the server checks the role again on every admin call.
export default function AdminCompleteOrderPage() {
  const { orderId } = useParams();
  return (
    <AdminGuard>
      <QueryProvider>
        <CompleteOrderPage orderId={orderId} />
      </QueryProvider>
    </AdminGuard>
  );
}
