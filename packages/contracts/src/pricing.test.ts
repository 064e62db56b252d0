import { describe, expect, it } from 'vitest';
import { COUNTRIES, paymentRegion } from './countries';
import { formatMoney, includedTaxMinor, PRICES, priceFor, savingsMinor, savingsPercent } from './pricing';

describe('pricing (docs/product-guide.md#prices)', () => {
  it('India pays INR 1299 (was 1499); every other country USD 14.99 (was 19.99), HST included', () => {
    expect(priceFor('IN')).toEqual({
      region: 'india',
      currency: 'INR',
      originalMinor: 149_900,
      amountMinor: 129_900,
      tax: null,
    });
    for (const { code } of COUNTRIES.filter((country) => country.code !== 'IN')) {
      expect(priceFor(code)).toBe(PRICES.international);
    }
    expect(PRICES.international).toMatchObject({ currency: 'USD', originalMinor: 1_999, amountMinor: 1_499 });
  });

  it('the tax line is HST (13%) 1.72, contained in 14.99, not added to it', () => {
    expect(PRICES.international.tax).toEqual({ label: 'HST (13%)', ratePercent: 13, amountMinor: 172 });
    expect(includedTaxMinor(1_499, 13)).toBe(172);
    expect(includedTaxMinor(0, 13)).toBe(0);
  });

  it('savings and percent are computed', () => {
    expect(savingsMinor(PRICES.india)).toBe(20_000);
    expect(savingsPercent(PRICES.india)).toBe(13);
    expect(savingsMinor(PRICES.international)).toBe(500);
    expect(savingsPercent(PRICES.international)).toBe(25);
    expect(savingsPercent({ originalMinor: 0, amountMinor: 0 })).toBe(0);
  });

  it('formats money as people read it: whole rupees without decimals, cents with', () => {
    expect(formatMoney(129_900, 'INR')).toBe('₹1,299');
    expect(formatMoney(149_900, 'INR')).toBe('₹1,499');
    expect(formatMoney(12_990_000, 'INR')).toBe('₹1,29,900');
    expect(formatMoney(129_950, 'INR')).toBe('₹1,299.50');
    expect(formatMoney(1_499, 'USD')).toBe('$14.99');
    expect(formatMoney(172, 'USD')).toBe('$1.72');
    expect(formatMoney(2_000, 'USD')).toBe('$20');
  });

  it('the country table is the seed’s, India alone on the India gateway', () => {
    expect(COUNTRIES.map((c) => `${c.code} ${c.dialCode}`)).toEqual([
      'IN +91',
      'US +1',
      'CA +1',
      'GB +44',
      'AU +61',
      'DE +49',
      'FR +33',
      'JP +81',
      'SG +65',
      'AE +971',
      'OTHER +1',
    ]);
    expect(COUNTRIES.every((c) => c.flag.length > 0 && c.name.length > 0)).toBe(true);
    expect(paymentRegion('IN')).toBe('india');
    expect(paymentRegion('OTHER')).toBe('international');
  });
});
