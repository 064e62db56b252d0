/** How many numbered page buttons the orders table shows before the last page (docs/product-guide.md#numbers-and-limits). */
export const PAGE_BUTTON_WINDOW = 5;

/**
 * The page numbers to offer: a window of up to 5 pages around the current one, plus the last page
 * when the window does not reach it. `gapBeforeLast` says whether pages are skipped before the last.
 */
export function pageButtons(
  current: number,
  pages: number,
): { window: number[]; last: number | null; gapBeforeLast: boolean } {
  if (pages <= 0) return { window: [], last: null, gapBeforeLast: false };
  const page = Math.min(Math.max(1, current), pages);
  const size = Math.min(PAGE_BUTTON_WINDOW, pages);
  // Centre the current page where possible, without running past either end.
  const start = Math.min(Math.max(1, page - Math.floor(size / 2)), pages - size + 1);
  const window = Array.from({ length: size }, (_, index) => start + index);
  const windowEnd = window[window.length - 1]!;
  const last = windowEnd < pages ? pages : null;
  return { window, last, gapBeforeLast: last !== null && last > windowEnd + 1 };
}
