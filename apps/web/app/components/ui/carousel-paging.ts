// Slide arithmetic for the carousel, kept pure so the wrap-around rules are unit-tested.

export function pageCount(itemCount: number, perPage: number): number {
  return Math.max(1, Math.ceil(itemCount / perPage));
}

export function pageItems<T>(items: readonly T[], page: number, perPage: number): T[] {
  const start = page * perPage;
  return items.slice(start, start + perPage);
}

/** The page after `page`; after the last page comes the first. */
export function nextPage(page: number, count: number): number {
  return (page + 1) % count;
}

/** The page before `page`; before the first page comes the last. */
export function previousPage(page: number, count: number): number {
  return (page - 1 + count) % count;
}

/** Keeps the current page valid when the page size changes (e.g. the window crosses 768 px). */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(page, 0), count - 1);
}
