import { describe, expect, it } from 'vitest';
import { pageFromParam, pagerState, videosQuery } from './videos-paging';

describe('videos paging', () => {
  it("asks for the seed's page: 10 newest first", () => {
    expect(videosQuery(1)).toEqual({ page: 1, limit: 10, sortBy: 'created_date', sortOrder: 'desc' });
    expect(videosQuery(3)).toEqual({ page: 3, limit: 10, sortBy: 'created_date', sortOrder: 'desc' });
  });

  it('reads a page from the address bar, falling back to the first', () => {
    expect(pageFromParam('2')).toBe(2);
    for (const bad of [null, '', '0', '-1', '1.5', 'two', '1e400']) expect(pageFromParam(bad)).toBe(1);
  });

  it('shows the pager only with more than one page, and says which videos are shown', () => {
    expect(pagerState({ page: 1, limit: 10, total: 10, pages: 1 }).show).toBe(false);
    expect(pagerState({ page: 1, limit: 10, total: 11, pages: 2 })).toEqual({
      show: true,
      hasPrevious: false,
      hasNext: true,
      range: 'Videos 1-10 of 11',
    });
    expect(pagerState({ page: 2, limit: 10, total: 11, pages: 2 })).toEqual({
      show: true,
      hasPrevious: true,
      hasNext: false,
      range: 'Videos 11-11 of 11',
    });
    expect(pagerState({ page: 1, limit: 10, total: 0, pages: 0 }).show).toBe(false);
  });
});
