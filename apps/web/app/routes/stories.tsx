import { StoriesGallery } from '~/features/catalog/components/stories-gallery';
import { storiesPageData } from '~/features/catalog/stories-page.server';
import { localeOfPath } from '@shop/contracts/locale';
import type { Route } from './+types/stories';

// Build time only: the prerendered page (/stories, /hi/stories) carries the catalogue in its language
// and its Product JSON-LD in its HTML.
export function loader({ request }: Route.LoaderArgs) {
  return storiesPageData(localeOfPath(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function StoriesPage({ loaderData }: Route.ComponentProps) {
  return (
    <StoriesGallery
      stories={loaderData.stories}
      deities={loaderData.deities}
      videoDuration={loaderData.videoDuration}
    />
  );
}
