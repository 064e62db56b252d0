import { describe, expect, it } from 'vitest';
import { MIN_CHARGE_MINOR, promoCodeSchema, promotionDiscountMinor } from './promotions';

// The one money rule of promotions (docs/decisions/108): what a campaign takes off a tax-inclusive price.

describe('promotionDiscountMinor', () => {
  it('percent: rounded to the nearest paisa or cent', () => {
    expect(
      promotionDiscountMinor(129_900, 'INR', { kind: 'percent', percentOff: 20, fixedOffMinor: null }),
    ).toBe(25_980);
    // 15 % of $14.99 is 224.85 cents: 225.
    expect(
      promotionDiscountMinor(1_499, 'USD', { kind: 'percent', percentOff: 15, fixedOffMinor: null }),
    ).toBe(225);
    // Never more than 90 %, whatever is stored.
    expect(
      promotionDiscountMinor(1_000_00, 'INR', { kind: 'percent', percentOff: 100, fixedOffMinor: null }),
    ).toBe(90_000);
  });

  it('fixed: in the price’s own currency only, and never below the least a film may cost', () => {
    const terms = { kind: 'fixed' as const, percentOff: null, fixedOffMinor: { INR: 20_000 } };
    expect(promotionDiscountMinor(129_900, 'INR', terms)).toBe(20_000);
    expect(promotionDiscountMinor(1_499, 'USD', terms)).toBe(0);
    expect(promotionDiscountMinor(129_900, 'INR', { ...terms, fixedOffMinor: { INR: 9_999_99 } })).toBe(
      129_900 - MIN_CHARGE_MINOR.INR,
    );
    expect(promotionDiscountMinor(1_499, 'USD', { ...terms, fixedOffMinor: { USD: 5_000 } })).toBe(1_399);
  });

  it('codes are compared trimmed and in capitals; anything else is refused', () => {
    expect(promoCodeSchema.parse(' diwali27 ')).toBe('DIWALI27');
    expect(promoCodeSchema.safeParse('a b').success).toBe(false);
    expect(promoCodeSchema.safeParse('x'.repeat(40)).success).toBe(false);
  });
});
