import { describe, expect, it } from 'vitest';
import { effectiveSort, INITIAL_FILTERS, listQuery } from './work-list';

describe('the work list query', () => {
  it('reads open work oldest due first and everything else newest first', () => {
    expect(effectiveSort(INITIAL_FILTERS)).toBe('newest');
    expect(effectiveSort({ ...INITIAL_FILTERS, stage: 'in_production' })).toBe('due');
    expect(effectiveSort({ ...INITIAL_FILTERS, stage: 'photo_needed' })).toBe('due');
    expect(effectiveSort({ ...INITIAL_FILTERS, status: 'pending' })).toBe('due');
    expect(effectiveSort({ ...INITIAL_FILTERS, stage: 'delivered' })).toBe('newest');
    expect(effectiveSort({ ...INITIAL_FILTERS, stage: 'cancelled' })).toBe('newest');
  });

  it("keeps the admin's own sort whatever the filter", () => {
    expect(effectiveSort({ ...INITIAL_FILTERS, stage: 'received', sort: 'newest' })).toBe('newest');
    expect(effectiveSort({ ...INITIAL_FILTERS, sort: 'due' })).toBe('due');
  });

  it('sends only the filters in use, the search trimmed', () => {
    expect(listQuery({ ...INITIAL_FILTERS, page: 2, q: '  aarav ' }, 10)).toEqual({
      page: 2,
      limit: 10,
      q: 'aarav',
      sort: 'newest',
    });
    expect(listQuery({ ...INITIAL_FILTERS, stage: 'quality_check', q: '   ' }, 10)).toEqual({
      page: 1,
      limit: 10,
      stage: 'quality_check',
      sort: 'due',
    });
  });
});
