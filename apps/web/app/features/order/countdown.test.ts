import { describe, expect, it } from 'vitest';
import { formatCountdown, msUntilNextMidnight } from './countdown';

describe('sale countdown', () => {
  it('counts to the next local midnight', () => {
    expect(formatCountdown(msUntilNextMidnight(new Date(2026, 10, 21, 22, 30, 15)))).toBe('01:29:45');
  });

  it('starts a new day at midnight', () => {
    expect(formatCountdown(msUntilNextMidnight(new Date(2026, 10, 21, 0, 0, 0)))).toBe('24:00:00');
    expect(formatCountdown(msUntilNextMidnight(new Date(2026, 10, 21, 23, 59, 59, 500)))).toBe('00:00:00');
  });

  it('never shows negative time', () => {
    expect(formatCountdown(-5)).toBe('00:00:00');
  });
});
