import { StoriesGallery } from '~/features/catalog/components/stories-gallery';
import { storiesPageData } from '~/features/catalog/stories-page.server';
import type { Route } from './+types/stories';

// Build time only: the prerendered page carries the catalogue and its Product JSON-LD in its HTML.
export function loader() {
  return storiesPageData();
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function StoriesPage({ loaderData }: Route.ComponentProps) {
  return <StoriesGallery stories={loaderData.stories} deities={loaderData.deities} />;
}
