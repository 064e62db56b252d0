import { describe, expect, it } from 'vitest';
import { pageButtons } from './page-buttons';

describe('pageButtons', () => {
  it('offers nothing when there are no pages', () => {
    expect(pageButtons(1, 0)).toEqual({ window: [], last: null, gapBeforeLast: false });
  });

  it('shows every page when there are 5 or fewer', () => {
    expect(pageButtons(1, 1)).toEqual({ window: [1], last: null, gapBeforeLast: false });
    expect(pageButtons(3, 5)).toEqual({ window: [1, 2, 3, 4, 5], last: null, gapBeforeLast: false });
  });

  it('shows up to 5 pages plus the last page', () => {
    expect(pageButtons(1, 12)).toEqual({ window: [1, 2, 3, 4, 5], last: 12, gapBeforeLast: true });
    expect(pageButtons(1, 6)).toEqual({ window: [1, 2, 3, 4, 5], last: 6, gapBeforeLast: false });
  });

  it('keeps the current page in the middle of the window while it can', () => {
    expect(pageButtons(6, 12)).toEqual({ window: [4, 5, 6, 7, 8], last: 12, gapBeforeLast: true });
    expect(pageButtons(9, 12)).toEqual({ window: [7, 8, 9, 10, 11], last: 12, gapBeforeLast: false });
  });

  it('ends the window at the last page near the end', () => {
    expect(pageButtons(11, 12)).toEqual({ window: [8, 9, 10, 11, 12], last: null, gapBeforeLast: false });
    expect(pageButtons(12, 12)).toEqual({ window: [8, 9, 10, 11, 12], last: null, gapBeforeLast: false });
  });

  it('clamps a current page outside the range', () => {
    expect(pageButtons(40, 7).window).toEqual([3, 4, 5, 6, 7]);
    expect(pageButtons(0, 7).window).toEqual([1, 2, 3, 4, 5]);
  });
});
