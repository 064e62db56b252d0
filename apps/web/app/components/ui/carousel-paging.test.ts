import { describe, expect, it } from 'vitest';
import { clampPage, nextPage, pageCount, pageItems, previousPage } from './carousel-paging';

const reviews = Array.from({ length: 25 }, (_, index) => index + 1);

describe('carousel paging', () => {
  it('splits 25 reviews into 9 pages of 3 and 5 pages of 6', () => {
    expect(pageCount(25, 3)).toBe(9);
    expect(pageCount(25, 6)).toBe(5);
    expect(pageCount(0, 6)).toBe(1);
  });

  it('returns the items of one page, the last page holding the remainder', () => {
    expect(pageItems(reviews, 0, 3)).toEqual([1, 2, 3]);
    expect(pageItems(reviews, 1, 6)).toEqual([7, 8, 9, 10, 11, 12]);
    expect(pageItems(reviews, 8, 3)).toEqual([25]);
    expect(pageItems(reviews, 4, 6)).toEqual([25]);
  });

  it('wraps from the last page to the first going forward', () => {
    expect(nextPage(0, 5)).toBe(1);
    expect(nextPage(4, 5)).toBe(0);
    expect(nextPage(8, 9)).toBe(0);
  });

  it('wraps from the first page to the last going back', () => {
    expect(previousPage(3, 5)).toBe(2);
    expect(previousPage(0, 5)).toBe(4);
    expect(previousPage(0, 9)).toBe(8);
  });

  it('stays on one page when there is only one', () => {
    expect(nextPage(0, 1)).toBe(0);
    expect(previousPage(0, 1)).toBe(0);
  });

  it('clamps the current page when the page size grows', () => {
    expect(clampPage(8, pageCount(25, 6))).toBe(4);
    expect(clampPage(2, 5)).toBe(2);
    expect(clampPage(-1, 5)).toBe(0);
  });
});
