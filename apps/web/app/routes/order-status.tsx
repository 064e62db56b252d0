import { useParams, useSearchParams } from 'react-router';
import { OrderStatusPage } from '~/features/profile/components/order-status-page';
import { QueryProvider } from '~/lib/query-provider';
import { localeOfPath } from '@shop/contracts/locale';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/order-status';

// Public but private: the signed link from the confirmation e-mail is the key, so the page is never
// prerendered (client-only through the server's SPA fallback) and never indexed.
// A Hindi page's words arrive before it renders (decision 051).
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: parentTextFor(localeOfPath(location.pathname)).account.status.pageTitle },
  { name: 'robots', content: 'noindex' },
];

export default function OrderStatusRoute() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <OrderStatusPage key={orderId} orderId={orderId} signature={params.get('sig') ?? ''} />
    </QueryProvider>
  );
}
