import { useParams, useSearchParams } from 'react-router';
import { PhotoRequestPage } from '~/features/order/components/photo-request-page';
import { QueryProvider } from '~/lib/query-provider';

// Public but private: the signed link from the better-photo e-mail is the key, so the page is never
// prerendered (client-only through the server's SPA fallback) and never indexed.
export const meta = () => [
  { title: 'Send a better photo | Diya Tales' },
  { name: 'robots', content: 'noindex' },
];

export default function PhotoRequestRoute() {
  const { requestId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <PhotoRequestPage key={requestId} requestId={requestId} signature={params.get('sig') ?? ''} />
    </QueryProvider>
  );
}
