import { SITE_NAME } from '@shop/content/site';
import { PostArticle } from '~/features/blog/components/post-article';
import { PostNotFound } from '~/features/blog/components/post-not-found';
import { blogPostData, type BlogPostData } from '~/features/blog/blog-pages.server';
import { isBlogPostId } from '~/features/blog/post-lookup';
import type { Route } from './+types/blog-post';

// Build time only: each known post is prerendered with its article rendered to HTML and its head tags.
export function loader({ params }: Route.LoaderArgs) {
  return blogPostData(params.postId);
}

// In the browser (in-app visits; a first load uses the prerendered data), only prerendered posts have
// data to fetch; any other id is answered locally, so a mistyped link shows "Post Not Found" without a
// failing request. The page data leaves the article body out, so it comes from the article's own file.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs): Promise<BlogPostData> {
  const { postId } = params;
  if (!isBlogPostId(postId)) return { found: false };
  const [data, html] = await Promise.all([
    serverLoader(),
    import('~/features/blog/api/article-api').then(({ fetchArticleHtml }) => fetchArticleHtml(postId)),
  ]);
  return data.found ? { ...data, post: { ...data.post, html } } : data;
}

const NOT_FOUND_META = [{ title: `Post Not Found | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }];

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.found ? loaderData.meta : NOT_FOUND_META;

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  return (
    // The articles are written in English; on /hi they sit in the Hindi site's frame, so they say so.
    <main lang="en" className="paper min-w-0 flex-1">
      {loaderData.found ? <PostArticle key={loaderData.post.id} post={loaderData.post} /> : <PostNotFound />}
    </main>
  );
}
