import { useCallback, useEffect, useRef, useState } from 'react';
import { initialVisibleCount, nextVisibleCount } from '../gallery-query';

// docs/product-guide.md#numbers-and-limits: load the next page when the end of the list is 100px from view and 10% of the marker shows.
export const REVEAL_OBSERVER_OPTIONS: IntersectionObserverInit = { threshold: 0.1, rootMargin: '100px' };

/**
 * How many of `total` items to show, growing by one page whenever the sentinel nears the viewport.
 * `resetKey` changes when the list itself changes (new filter or search), which starts again at one page.
 */
export function useInfiniteReveal(total: number, resetKey: string) {
  const [visible, setVisible] = useState(() => initialVisibleCount(total));
  const [shownFor, setShownFor] = useState(resetKey);
  if (shownFor !== resetKey) {
    // Adjusting state during render (not in an effect) avoids painting the old count for one frame.
    setShownFor(resetKey);
    setVisible(initialVisibleCount(total));
  }

  const shown = Math.min(visible, total);
  const hasMore = shown < total;
  const sentinel = useRef<HTMLDivElement>(null);
  const showMore = useCallback(() => setVisible((count) => nextVisibleCount(count, total)), [total]);
  /** Shows at least the first `count` items (a link to one further down the list). */
  const showAtLeast = useCallback((count: number) => setVisible((visible) => Math.max(visible, count)), []);

  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore) return;
    // Re-created after every page, so a sentinel that is still in view right away loads the next one too.
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) showMore();
    }, REVEAL_OBSERVER_OPTIONS);
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, showMore, shown]);

  return { shown, hasMore, showMore, showAtLeast, sentinel };
}
