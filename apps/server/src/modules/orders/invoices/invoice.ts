import type { IndianStateCode } from '@shop/contracts/indian-states';
import type { Currency } from '@shop/contracts/pricing';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { InvoiceKind, TaxLine } from './invoice-amounts.ts';

// What a receipt or tax invoice, and a credit note reversing one, hold as issued (docs/decisions/024,
// 072): the service issues and stores them, the PDF prints them.

export interface Invoice {
  id: string;
  orderId: string;
  /** As printed, e.g. DT/26-27/000123. */
  number: string;
  financialYear: string;
  serial: number;
  kind: InvoiceKind;
  issuedAt: Date;
  orderNumber: string;
  seller: { legalName: string; addressLines: string[]; state: IndianStateCode; gstin: string | null };
  buyer: {
    name: string | null;
    email: string | null;
    country: string;
    state: IndianStateCode | null;
    /** When the buyer's personal data was erased; null while it is kept. */
    erasedAt: Date | null;
  };
  childName: string | null;
  /** India only: the state whose GST applies. */
  placeOfSupply: IndianStateCode | null;
  item: { description: string; sac: string };
  /** The language its words are printed in (the order's site language). */
  language: SiteLanguage;
  currency: Currency;
  taxableMinor: number;
  taxLines: TaxLine[];
  totalMinor: number;
  /**
   * What a promotion took off the shop's price (docs/decisions/108); 0 without one. The list price is
   * total + discount; the tax is contained in the total, so it is on the discounted value.
   */
  discountMinor: number;
  /** The code applied, or the automatic campaign's name; null without a promotion. */
  promotionLabel: string | null;
}

/**
 * A refunded invoice's (or receipt's) credit note: numbered in its own gapless
 * series, dated when the refund succeeded, reversing the whole invoice (refunds are whole). Seller,
 * buyer, item and language are its invoice's.
 */
export interface CreditNote {
  id: string;
  orderId: string;
  /** As printed, e.g. CN/26-27/000001. */
  number: string;
  financialYear: string;
  serial: number;
  issuedAt: Date;
  /** The invoice it reverses, as it is now (the buyer's erasure shows on both). */
  invoice: Invoice;
  currency: Currency;
  taxableMinor: number;
  taxLines: TaxLine[];
  totalMinor: number;
}
