import { DEFAULT_PAGE_SIZE, type Pagination } from '@shop/contracts/pagination';
import type { VideosQuery } from '@shop/contracts/videos';

// My Videos asks for one page at a time, newest first (docs/architecture.md#api-paths GET /api/videos: page, limit=10,
// sortBy=created_date, sortOrder=desc); the pager appears only when there is more than one page.

export function videosQuery(page: number): VideosQuery {
  return { page, limit: DEFAULT_PAGE_SIZE, sortBy: 'created_date', sortOrder: 'desc' };
}

/** A page number read from the address bar: a positive integer, else the first page. */
export function pageFromParam(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

export interface PagerState {
  show: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  /** "Videos 11-20 of 23" */
  range: string;
}

/** `range` fills the page's words for "Videos {first}-{last} of {total}". */
export function pagerState(
  { page, limit, total, pages }: Pagination,
  range = 'Videos {first}-{last} of {total}',
): PagerState {
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(page * limit, total);
  return {
    show: pages > 1,
    hasPrevious: page > 1,
    hasNext: page < pages,
    range: range
      .replace('{first}', String(first))
      .replace('{last}', String(last))
      .replace('{total}', String(total)),
  };
}
