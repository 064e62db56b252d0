import { apiRequest } from '~/lib/api-client';

function parseArticle(body: unknown): string {
  const html = (body as { html?: unknown } | null)?.html;
  if (typeof html !== 'string') throw new Error('The article could not be read.');
  return html;
}

/** The article body of a prerendered post, from its own file (written at build time by routes/blog-article). */
export function fetchArticleHtml(postId: string): Promise<string> {
  return apiRequest(`/blogs/${encodeURIComponent(postId)}/article.json`, { parse: parseArticle });
}
