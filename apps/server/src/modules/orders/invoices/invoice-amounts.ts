import { INDIA } from '@shop/contracts/countries';
import { indianState, type IndianStateCode } from '@shop/contracts/indian-states';
import { includedTaxMinor, PRICES } from '@shop/contracts/pricing';

// What an invoice says about money, from what was charged. Prices are tax-inclusive (docs/product-guide.md#prices): the
// tax is taken out of the total, never added, and the lines are rounded so that taxable value plus
// every tax line is exactly the total in minor units (paise, cents).
//
// India, seller registered for GST: the configured rate, split CGST + SGST (or UTGST in a union
// territory without a legislature) when the place of supply is the seller's state, IGST otherwise.
// The place of supply of an online service to an unregistered buyer is the buyer's state when we
// know it, else the seller's (IGST Act, section 12(2)(b)). India, no GSTIN: a receipt, no GST lines.
// Elsewhere: the seed's included HST line, exactly as the price summary shows it (pricing.ts).

export type InvoiceKind = 'tax-invoice' | 'receipt';
export type TaxName = 'CGST' | 'SGST' | 'UTGST' | 'IGST' | 'HST';

export interface TaxLine {
  tax: TaxName;
  ratePercent: number;
  amountMinor: number;
}

export interface InvoiceAmounts {
  kind: InvoiceKind;
  /** India only: the state whose GST applies. */
  placeOfSupply: IndianStateCode | null;
  taxableMinor: number;
  taxLines: TaxLine[];
  totalMinor: number;
}

export interface TaxRules {
  sellerState: IndianStateCode;
  /** null: not registered for GST. */
  sellerGstin: string | null;
  gstRatePercent: number;
}

export interface Sale {
  /** What was charged, tax included, in minor units. */
  totalMinor: number;
  buyerCountry: string;
  /** India buyers' state; null when not known (older orders) or outside India. */
  buyerState: IndianStateCode | null;
}

export function invoiceAmounts(sale: Sale, rules: TaxRules): InvoiceAmounts {
  const { totalMinor } = sale;
  if (sale.buyerCountry !== INDIA) {
    const hst = PRICES.international.tax;
    return withLines(
      totalMinor,
      'receipt',
      null,
      hst ? [includedLine('HST', totalMinor, hst.ratePercent)] : [],
    );
  }

  const placeOfSupply = sale.buyerState ?? rules.sellerState;
  if (!rules.sellerGstin) return withLines(totalMinor, 'receipt', placeOfSupply, []);

  const rate = rules.gstRatePercent;
  if (placeOfSupply !== rules.sellerState) {
    return withLines(totalMinor, 'tax-invoice', placeOfSupply, [includedLine('IGST', totalMinor, rate)]);
  }
  // Within the state the tax is one amount, halved: the odd paisa goes to CGST, so the two lines
  // always add up to what one IGST line would be.
  const taxMinor = includedTaxMinor(totalMinor, rate);
  const stateShare = Math.floor(taxMinor / 2);
  return withLines(totalMinor, 'tax-invoice', placeOfSupply, [
    { tax: 'CGST', ratePercent: rate / 2, amountMinor: taxMinor - stateShare },
    { tax: indianState(rules.sellerState).localTax, ratePercent: rate / 2, amountMinor: stateShare },
  ]);
}

function includedLine(tax: TaxName, totalMinor: number, ratePercent: number): TaxLine {
  return { tax, ratePercent, amountMinor: includedTaxMinor(totalMinor, ratePercent) };
}

function withLines(
  totalMinor: number,
  kind: InvoiceKind,
  placeOfSupply: IndianStateCode | null,
  taxLines: TaxLine[],
): InvoiceAmounts {
  const taxMinor = taxLines.reduce((sum, line) => sum + line.amountMinor, 0);
  return { kind, placeOfSupply, taxableMinor: totalMinor - taxMinor, taxLines, totalMinor };
}
