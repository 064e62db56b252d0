import { useParams, useSearchParams } from 'react-router';
import { OrderStatusPage } from '~/features/profile/components/order-status-page';
import { QueryProvider } from '~/lib/query-provider';

// Public but private: the signed link from the confirmation e-mail is the key, so the page is never
// prerendered (client-only through the server's SPA fallback) and never indexed.
export const meta = () => [{ title: 'Your Order | Diya Tales' }, { name: 'robots', content: 'noindex' }];

export default function OrderStatusRoute() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <OrderStatusPage key={orderId} orderId={orderId} signature={params.get('sig') ?? ''} />
    </QueryProvider>
  );
}
