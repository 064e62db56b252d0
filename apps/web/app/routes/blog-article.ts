import { blogArticleHtml } from '~/features/blog/blog-pages.server';
import type { Route } from './+types/blog-article';

// Prerendered at build time into build/client/blogs/{id}/article.json: the article body for in-app
// visits to a post. The post's page data leaves it out, since on a first load the prerendered HTML
// carries it already (docs/decisions/016).
export function loader({ params }: Route.LoaderArgs) {
  const html = blogArticleHtml(params.postId);
  if (html === null) throw new Response('Not Found', { status: 404 });
  return Response.json({ html });
}
