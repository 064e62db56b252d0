import { describe, it, expect } from 'vitest';
import { combinedReach, formatReach, parseFollowers } from './follower-count.ts';

describe('parseFollowers', () => {
  it('reads K as thousands and M as millions, with decimals', () => {
    expect(parseFollowers('453K')).toBe(453_000);
    expect(parseFollowers('86.5K')).toBe(86_500);
    expect(parseFollowers('1.2M')).toBe(1_200_000);
    expect(parseFollowers('1.1M')).toBe(1_100_000);
  });

  it('reads plain numbers as they are', () => {
    expect(parseFollowers('950')).toBe(950);
  });

  it('rejects text that is not a follower count', () => {
    expect(() => parseFollowers('lots')).toThrow('Unreadable follower count');
    expect(() => parseFollowers('12k')).toThrow();
  });
});

describe('formatReach', () => {
  it('shows millions and thousands with one decimal and a plus', () => {
    expect(formatReach(1_234_567)).toBe('1.2M+');
    expect(formatReach(453_000)).toBe('453.0K+');
    expect(formatReach(1_000)).toBe('1.0K+');
  });

  it('shows small totals as they are', () => {
    expect(formatReach(950)).toBe('950+');
    expect(formatReach(0)).toBe('0+');
  });

  it('switches to millions when thousands would round up to 1000', () => {
    expect(formatReach(999_960)).toBe('1.0M+');
  });
});

describe('combinedReach', () => {
  it('adds up every follower count', () => {
    expect(combinedReach([{ followers: '453K' }, { followers: '1.2M' }, { followers: '86.5K' }])).toBe(
      1_739_500,
    );
  });

  it('is zero for no testimonials', () => {
    expect(combinedReach([])).toBe(0);
  });
});
