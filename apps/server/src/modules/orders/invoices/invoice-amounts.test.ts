import { describe, expect, it } from 'vitest';
import { invoiceAmounts, type TaxRules } from './invoice-amounts.ts';

// ₹1299 and $14.99 are what the shop charges (docs/product-guide.md#prices); the seller is registered in Karnataka.
const REGISTERED_IN_KARNATAKA: TaxRules = {
  sellerState: 'KA',
  sellerGstin: '29AAPFU0939F1ZR',
  gstRatePercent: 18,
};

describe('invoice amounts (prices include the tax)', () => {
  it('India, buyer in the seller’s state: CGST 9 % + SGST 9 %, the odd paisa on CGST, summing to ₹1299 exactly', () => {
    expect(
      invoiceAmounts({ totalMinor: 129_900, buyerCountry: 'IN', buyerState: 'KA' }, REGISTERED_IN_KARNATAKA),
    ).toEqual({
      kind: 'tax-invoice',
      placeOfSupply: 'KA',
      // 1299 / 1.18 = 1100.847… → taxable ₹1,100.85, GST ₹198.15 (= 99.08 + 99.07).
      taxableMinor: 110_085,
      taxLines: [
        { tax: 'CGST', ratePercent: 9, amountMinor: 9_908 },
        { tax: 'SGST', ratePercent: 9, amountMinor: 9_907 },
      ],
      totalMinor: 129_900,
    });
  });

  it('India, buyer in another state: one IGST 18 % line of the same amount', () => {
    expect(
      invoiceAmounts({ totalMinor: 129_900, buyerCountry: 'IN', buyerState: 'MH' }, REGISTERED_IN_KARNATAKA),
    ).toEqual({
      kind: 'tax-invoice',
      placeOfSupply: 'MH',
      taxableMinor: 110_085,
      taxLines: [{ tax: 'IGST', ratePercent: 18, amountMinor: 19_815 }],
      totalMinor: 129_900,
    });
  });

  it('India, buyer’s state not known: the place of supply is the seller’s state (IGST Act s. 12(2)(b))', () => {
    const amounts = invoiceAmounts(
      { totalMinor: 129_900, buyerCountry: 'IN', buyerState: null },
      REGISTERED_IN_KARNATAKA,
    );
    expect(amounts.placeOfSupply).toBe('KA');
    expect(amounts.taxLines.map((line) => line.tax)).toEqual(['CGST', 'SGST']);
  });

  it('a seller in a union territory without a legislature levies UTGST beside CGST', () => {
    const chandigarh: TaxRules = { ...REGISTERED_IN_KARNATAKA, sellerState: 'CH' };
    const amounts = invoiceAmounts({ totalMinor: 129_900, buyerCountry: 'IN', buyerState: 'CH' }, chandigarh);
    expect(amounts.taxLines.map((line) => `${line.tax} ${line.ratePercent}`)).toEqual(['CGST 9', 'UTGST 9']);
    const delhi: TaxRules = { ...REGISTERED_IN_KARNATAKA, sellerState: 'DL' };
    expect(
      invoiceAmounts({ totalMinor: 129_900, buyerCountry: 'IN', buyerState: 'DL' }, delhi).taxLines[1]?.tax,
    ).toBe('SGST');
  });

  it('India without a GSTIN: a receipt with no GST lines (no GST can be charged without registration)', () => {
    expect(
      invoiceAmounts(
        { totalMinor: 129_900, buyerCountry: 'IN', buyerState: 'MH' },
        { ...REGISTERED_IN_KARNATAKA, sellerGstin: null },
      ),
    ).toEqual({
      kind: 'receipt',
      placeOfSupply: 'MH',
      taxableMinor: 129_900,
      taxLines: [],
      totalMinor: 129_900,
    });
  });

  it('United States: a receipt with the price summary’s HST (13%) line, $1.72 of $14.99', () => {
    const expected = {
      kind: 'receipt',
      placeOfSupply: null,
      taxableMinor: 1_327,
      taxLines: [{ tax: 'HST', ratePercent: 13, amountMinor: 172 }],
      totalMinor: 1_499,
    };
    expect(
      invoiceAmounts({ totalMinor: 1_499, buyerCountry: 'US', buyerState: null }, REGISTERED_IN_KARNATAKA),
    ).toEqual(expected);
    // The seller's GST registration does not change a sale abroad.
    expect(
      invoiceAmounts(
        { totalMinor: 1_499, buyerCountry: 'US', buyerState: null },
        { ...REGISTERED_IN_KARNATAKA, sellerGstin: null },
      ),
    ).toEqual(expected);
  });

  it('for any total and rate, taxable value and lines add up to the total, and CGST + SGST equals IGST', () => {
    for (const rate of [5, 12, 18, 28, 40]) {
      for (let totalMinor = 0; totalMinor <= 300_000; totalMinor += 997) {
        const rules = { ...REGISTERED_IN_KARNATAKA, gstRatePercent: rate };
        const within = invoiceAmounts({ totalMinor, buyerCountry: 'IN', buyerState: 'KA' }, rules);
        const across = invoiceAmounts({ totalMinor, buyerCountry: 'IN', buyerState: 'TN' }, rules);
        for (const amounts of [within, across]) {
          const tax = amounts.taxLines.reduce((sum, line) => sum + line.amountMinor, 0);
          expect(amounts.taxableMinor + tax).toBe(totalMinor);
          expect(amounts.taxableMinor).toBeGreaterThanOrEqual(0);
        }
        const [cgst, sgst] = within.taxLines;
        expect(cgst!.amountMinor - sgst!.amountMinor).toBeGreaterThanOrEqual(0);
        expect(cgst!.amountMinor - sgst!.amountMinor).toBeLessThanOrEqual(1);
        expect(cgst!.amountMinor + sgst!.amountMinor).toBe(across.taxLines[0]!.amountMinor);
        // The tax is the rate's share of the taxable value, to the paisa.
        expect(
          Math.abs(across.taxableMinor * (rate / 100) - across.taxLines[0]!.amountMinor),
        ).toBeLessThanOrEqual(1);
      }
    }
  });
});
