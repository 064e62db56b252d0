import { describe, expect, it } from 'vitest';
import { financialYearOf, invoiceNumber, MAX_INVOICE_NUMBER_LENGTH } from './invoice-numbers.ts';

describe('financial year (April–March, India time)', () => {
  it('31 March 23:59 in India is still the old year; 1 April 00:00 in India starts the new one', () => {
    expect(financialYearOf(new Date('2027-03-31T23:59:59.999+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-04-01T00:00:00.000+05:30'))).toBe('2027-28');
  });

  it('follows India’s clock, not the server’s: 18:30 UTC on 31 March is already 1 April in India', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
  });

  it('January to March belong to the year that began the April before', () => {
    expect(financialYearOf(new Date('2027-01-15T12:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2026-12-31T23:59:59+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-06-01T00:00:00+05:30'))).toBe('2099-00');
  });
});

describe('invoice number', () => {
  it('reads DT/26-27/000123, within the 16 characters the GST rules allow', () => {
    expect(invoiceNumber('2026-27', 123)).toBe('DT/26-27/000123');
    expect(invoiceNumber('2026-27', 1)).toBe('DT/26-27/000001');
    expect(invoiceNumber('2026-27', 9_999_999)).toBe('DT/26-27/9999999');
    expect(invoiceNumber('2026-27', 9_999_999)).toHaveLength(MAX_INVOICE_NUMBER_LENGTH);
    expect(invoiceNumber('2026-27', 123)).toMatch(/^[A-Z0-9/-]{1,16}$/);
  });

  it('refuses a number the rules would not accept rather than print it', () => {
    expect(() => invoiceNumber('2026-27', 10_000_000)).toThrow(/longer than 16 characters/);
  });
});
