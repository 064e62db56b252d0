import type { EndpointAddress } from '@shop/contracts/endpoint';
import { callEndpoint } from '~/lib/api-client';

/** A post's article body: a static file the build writes beside the post's page (routes/blog-article). */
const ARTICLE_FILE = {
  method: 'GET',
  path: '/blogs/:postId/article.json',
  access: 'public',
} as const satisfies EndpointAddress;

function parseArticle(body: unknown): string {
  const html = (body as { html?: unknown } | null)?.html;
  if (typeof html !== 'string') throw new Error('The article could not be read.');
  return html;
}

/** The article body of a prerendered post, for in-app visits to it. */
export function fetchArticleHtml(postId: string): Promise<string> {
  return callEndpoint(ARTICLE_FILE, { params: { postId }, parse: parseArticle });
}
