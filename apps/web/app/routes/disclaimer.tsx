import { LegalDocument } from '~/features/legal/components/legal-document';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { policyPageData } from '~/features/legal/legal-pages.server';
import type { Route } from './+types/disclaimer';

// Build time only: /disclaimer and /hi/disclaimer each carry their own language's text in the prerendered page.
export const loader = ({ request }: Route.LoaderArgs) => policyPageData('/disclaimer', request);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function DisclaimerPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPageLayout>
      <LegalDocument page={loaderData.page} />
    </StaticPageLayout>
  );
}
