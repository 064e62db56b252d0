import { useParams, useSearchParams } from 'react-router';
import { localeOfPath } from '@shop/contracts/locale';
import { WatchPage } from '~/features/family/components/watch-page';
import { QueryProvider } from '~/lib/query-provider';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/watch';

// The family's watch page of a delivered film (docs/decisions/100): the signed link from the
// delivery e-mail and WhatsApp message is the key, so the page is rendered in the browser only and
// never indexed.
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: parentTextFor(localeOfPath(location.pathname)).family.watch.pageTitle },
  { name: 'robots', content: 'noindex' },
];

export default function WatchRoute() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <QueryProvider>
      <WatchPage
        key={orderId}
        orderId={orderId}
        signature={params.get('sig') ?? ''}
        askReview={params.get('review') === '1'}
      />
    </QueryProvider>
  );
}
