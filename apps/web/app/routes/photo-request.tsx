import { useParams, useSearchParams } from 'react-router';
import { PhotoRequestPage } from '~/features/order/components/photo-request-page';
import { QueryProvider } from '~/lib/query-provider';
import { localeOfPath } from '@shop/contracts/locale';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/photo-request';

// Public but private: the signed link from the better-photo e-mail is the key, so the page is never
// prerendered (client-only through the server's SPA fallback) and never indexed.
// A Hindi page's words arrive before it renders (decision 051).
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: parentTextFor(localeOfPath(location.pathname)).account.photoRequest.pageTitle },
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
