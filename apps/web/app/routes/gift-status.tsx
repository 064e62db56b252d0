import { useParams } from 'react-router';
import { localeOfPath } from '@shop/contracts/locale';
import { GiftStatusPage } from '~/features/order/components/gift-status-page';
import { QueryProvider } from '~/lib/query-provider';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/gift-status';

// The giver's view of a gift (docs/decisions/115), from the receipt's link: browser-rendered, never indexed.
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: `${parentTextFor(localeOfPath(location.pathname)).gifts.status.steps.invited} | Diya Tales` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function GiftStatusRoute() {
  const { token = '' } = useParams();
  return (
    <QueryProvider>
      <GiftStatusPage key={token} token={token} />
    </QueryProvider>
  );
}
