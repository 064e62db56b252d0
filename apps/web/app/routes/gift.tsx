import { useParams } from 'react-router';
import { localeOfPath } from '@shop/contracts/locale';
import { GiftClaimPage } from '~/features/order/components/gift-claim-page';
import { QueryProvider } from '~/lib/query-provider';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/gift';

// The parent's gift invitation (docs/decisions/115): the token in the path is the key, so the page is
// rendered in the browser only and never indexed.
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: `${parentTextFor(localeOfPath(location.pathname)).gifts.form.toggle} | Diya Tales` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function GiftRoute() {
  const { token = '' } = useParams();
  return (
    <QueryProvider>
      <GiftClaimPage key={token} token={token} />
    </QueryProvider>
  );
}
