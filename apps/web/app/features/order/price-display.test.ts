import { describe, expect, it } from 'vitest';
import { countryFromTimeZone } from '~/lib/detect-country';
import { priceDisplay } from './price-display';

describe('price display', () => {
  it('shows the India price through the India gateway', () => {
    expect(priceDisplay('IN')).toMatchObject({
      india: true,
      original: '₹1,499',
      sale: '₹1,299',
      savings: '₹200',
      percent: 13,
      tax: null,
      total: '₹1,299',
    });
  });

  it('shows the dollar price with HST elsewhere', () => {
    expect(priceDisplay('US')).toMatchObject({
      india: false,
      original: '$19.99',
      sale: '$14.99',
      savings: '$5',
      percent: 25,
      taxLabel: 'HST (13%)',
      tax: '1.72',
      total: '$14.99',
    });
  });
});

describe('country from time zone', () => {
  it('maps India (both names), others, and falls back to IN without a zone', () => {
    expect(countryFromTimeZone('Asia/Kolkata')).toBe('IN');
    expect(countryFromTimeZone('Asia/Calcutta')).toBe('IN');
    expect(countryFromTimeZone('America/New_York')).toBe('US');
    expect(countryFromTimeZone('Antarctica/Troll')).toBe('OTHER');
    expect(countryFromTimeZone(undefined)).toBe('IN');
  });
});
