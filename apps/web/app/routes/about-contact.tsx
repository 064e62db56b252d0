import { AboutView } from '~/features/legal/components/about-view';
import { StaticPageLayout } from '~/features/legal/components/static-page-layout';
import { aboutPageData } from '~/features/legal/legal-pages.server';
import type { Route } from './+types/about-contact';

// Build time only: /about-contact and /hi/about-contact each carry their own language's text.
export const loader = ({ request }: Route.LoaderArgs) => aboutPageData(request);

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function AboutContactPage({ loaderData }: Route.ComponentProps) {
  return (
    <StaticPageLayout>
      <AboutView {...loaderData} />
    </StaticPageLayout>
  );
}
