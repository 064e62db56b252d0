import { useParams } from 'react-router';
import { localeOfPath } from '@shop/contracts/locale';
import { FamilyLinkPage } from '~/features/family/components/family-link-page';
import { QueryProvider } from '~/lib/query-provider';
import { loadParentTextFor, parentTextFor } from '~/lib/parent-text';
import type { Route } from './+types/family-link';

// A family link's page (docs/decisions/100): the token in the path is the key; the server answers
// this path itself with the link's card and status, and the page is never indexed.
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => loadParentTextFor(request.url);

export const meta = ({ location }: Route.MetaArgs) => [
  { title: parentTextFor(localeOfPath(location.pathname)).family.familyPage.pageTitle },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function FamilyLinkRoute() {
  const { token = '' } = useParams();
  return (
    <QueryProvider>
      <FamilyLinkPage key={token} token={token} />
    </QueryProvider>
  );
}
