import { lazy, type MouseEvent, Suspense } from 'react';
import { useNavigate } from 'react-router';

// Build time only: the article rendered from its Markdown into the prerendered page. The import is
// dropped from the browser bundle (import.meta.env.SSR is false there).
const PrerenderedArticle = import.meta.env.SSR ? lazy(() => import('./prerendered-article.server')) : null;

/**
 * The article body, rendered to HTML at build time from our own Markdown. On a prerendered first load
 * `html` is absent and the empty string keeps the article already in the page: React never compares
 * or rewrites an element's inner HTML when hydrating (docs/decisions/016). An in-app visit passes
 * the HTML its loader fetched. Links inside are plain anchors, so same-site ones are handed to the
 * router here: moving between articles stays a quick in-app navigation instead of a full page load.
 */
export function PostBody({ postId, html }: { postId: string; html?: string }) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || !href.startsWith('/') || href.startsWith('//'))
      return;
    event.preventDefault();
    void navigate(href);
  }

  // The boundary is there for the build-time render (and must then exist in the browser too).
  return (
    <Suspense fallback={null}>
      {PrerenderedArticle ? (
        <PrerenderedArticle postId={postId} />
      ) : (
        // The handler only upgrades real links, and pressing Enter on a link fires click too.
        <div
          className="blog-prose"
          onClick={onClick}
          dangerouslySetInnerHTML={{ __html: html ?? '' }}
          suppressHydrationWarning
        />
      )}
    </Suspense>
  );
}
