import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * The article body, rendered to HTML at build time from our own Markdown. Links inside it are plain
 * anchors, so same-site ones are handed to the router here: moving between articles stays a quick
 * in-app navigation instead of a full page load.
 */
export function PostBody({ html }: { html: string }) {
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

  return (
    // The handler only upgrades real links, and pressing Enter on a link fires click too.
    <div className="blog-prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
