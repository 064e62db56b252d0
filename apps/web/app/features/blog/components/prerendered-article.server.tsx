import { blogArticleHtml } from '../blog-pages.server';

/** The article body as the build-time render writes it into the page (see PostBody). */
export default function PrerenderedArticle({ postId }: { postId: string }) {
  return <div className="blog-prose" dangerouslySetInnerHTML={{ __html: blogArticleHtml(postId) ?? '' }} />;
}
