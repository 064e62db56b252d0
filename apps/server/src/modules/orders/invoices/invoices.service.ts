import { INVOICE_TEXT_IN } from '@shop/content/parent-mail/by-language';
import { INDIA } from '@shop/contracts/countries';
import { INDIAN_STATE_MESSAGE, isIndianStateCode, type IndianStateCode } from '@shop/contracts/indian-states';
import type { Currency } from '@shop/contracts/pricing';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { InvoiceConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { badRequest } from '../../../errors/app-error.ts';
import { invoiceAmounts, type TaxLine } from './invoice-amounts.ts';
import { creditNoteNumber, financialYearOf, invoiceNumber } from './invoice-numbers.ts';
import { creditNoteFileName, invoiceFileName, renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts';
import type { CreditNote, Invoice } from './invoice.ts';

export type { CreditNote, Invoice } from './invoice.ts';
import {
  databaseNow,
  eraseBuyerOfInvoice,
  findCreditNoteRowByOrderId,
  findInvoiceRowByOrderId,
  insertCreditNote,
  insertInvoice,
  takeNextCreditNoteSerial,
  takeNextSerial,
  type CreditNoteRow,
  type InvoiceRow,
} from './invoices.repository.ts';

// Receipts and tax invoices (issue 14, docs/decisions/024). One invoice per paid order, issued in
// the transaction that creates the order, numbered from a gapless series per financial year, and
// kept as issued. Plain data in and out; nothing here knows about requests, e-mails or routes.

/** What the order-creation transaction knows about the sale, as plain data. */
export interface InvoiceOrderFacts {
  orderId: string;
  /** The number the parent quotes for the order. */
  orderNumber: string;
  buyer: {
    /** null when the buyer gave none (a guest's order). */
    name: string | null;
    email: string;
    /** The order form's country code (IN, US, …). */
    country: string;
    /** India buyers' state (the place of supply); null when not asked yet, and always outside India. */
    state: IndianStateCode | null;
  };
  /** The kid's name, printed with the item. */
  childName: string | null;
  /** The story's title in `siteLanguage`. */
  storyTitle: string;
  /** The video's narration. */
  language: 'english' | 'hindi';
  /** The site the order was placed on: the invoice is printed in its language. */
  siteLanguage: SiteLanguage;
  /** What was charged, tax included. */
  currency: Currency;
  totalMinor: number;
  /** What a promotion took off the shop's price (the total is already net of it); 0 or absent: none. */
  discountMinor?: number;
  /** The code, or the automatic campaign's name. */
  promotionLabel?: string | null;
}

export interface InvoicesService {
  /**
   * The order's invoice: issued now, or the one it already has (a repeat call takes no number).
   * Call it with the transaction that creates the order, as late in it as possible: from here to
   * the commit, other processes issuing an invoice of the same year wait for this one.
   */
  issueInvoice(tx: Db, facts: InvoiceOrderFacts): Promise<Invoice>;
  findInvoiceByOrderId(db: Db, orderId: string): Promise<Invoice | undefined>;
  /** The A4 PDF the parent downloads or receives (about 20 KB); once refunded, it names the credit note. */
  renderInvoicePdf(invoice: Invoice, creditNote?: CreditNote): Promise<Buffer>;
  /** The order's credit note, once its refund succeeded; undefined before (or without an invoice). */
  findCreditNoteByOrderId(db: Db, orderId: string): Promise<CreditNote | undefined>;
  renderCreditNotePdf(creditNote: CreditNote): Promise<Buffer>;
  /** "Diya Tales credit note CN-26-27-000001.pdf". */
  creditNoteFileName(creditNote: Pick<CreditNote, 'number'>): string;
  /** Its file name for a download or an attachment: "Diya Tales tax invoice DT-26-27-000123.pdf". */
  invoiceFileName(invoice: Pick<Invoice, 'kind' | 'number'>): string;
  /**
   * GDPR/DPDP erasure: the buyer's name, e-mail and child's name are removed from the order's
   * invoice; number, seller and amounts stay (tax records). The invoice afterwards, or undefined
   * when the order has none or it was erased already.
   */
  eraseInvoiceBuyer(db: Db, orderId: string): Promise<Invoice | undefined>;
}

export interface InvoicesDependencies {
  config: InvoiceConfig;
  /** When the invoice is issued. Default: the database's clock; tests pin it (financial-year edges). */
  clock?: (tx: Db) => Promise<Date>;
}

export function createInvoicesService({
  config,
  clock = databaseNow,
}: InvoicesDependencies): InvoicesService {
  return {
    async issueInvoice(tx, facts) {
      checkFacts(facts);
      // A savepoint in the caller's transaction (or a transaction of its own when given the database):
      // the number and the invoice are written together or not at all.
      return inTransaction(tx, async (savepoint) => {
        const existing = await findInvoiceRowByOrderId(savepoint, facts.orderId);
        if (existing) return toInvoice(existing);

        const issuedAt = await clock(savepoint);
        const financialYear = financialYearOf(issuedAt);
        const serial = await takeNextSerial(savepoint, financialYear);
        const { seller } = config;
        const amounts = invoiceAmounts(
          { totalMinor: facts.totalMinor, buyerCountry: facts.buyer.country, buyerState: facts.buyer.state },
          { sellerState: seller.state, sellerGstin: seller.gstin, gstRatePercent: config.gstRatePercent },
        );
        const row = await insertInvoice(savepoint, {
          orderId: facts.orderId,
          number: invoiceNumber(financialYear, serial),
          financialYear,
          serial,
          kind: amounts.kind,
          issuedAt,
          orderNumber: facts.orderNumber,
          sellerName: seller.legalName,
          sellerAddress: seller.addressLines,
          sellerState: seller.state,
          sellerGstin: seller.gstin,
          buyerName: facts.buyer.name?.trim() || null,
          buyerEmail: facts.buyer.email,
          buyerCountry: facts.buyer.country,
          buyerState: facts.buyer.state,
          placeOfSupply: amounts.placeOfSupply,
          childName: facts.childName?.trim() || null,
          // The item as the invoice names it, in the order's site language (parent-mail/invoice.ts).
          itemDescription: INVOICE_TEXT_IN[facts.siteLanguage].line(facts.storyTitle, facts.language),
          language: facts.siteLanguage,
          sac: config.sac,
          currency: facts.currency,
          taxableMinor: amounts.taxableMinor,
          taxLines: amounts.taxLines,
          totalMinor: amounts.totalMinor,
          discountMinor: facts.discountMinor ?? 0,
          promotionLabel: facts.discountMinor ? (facts.promotionLabel ?? null) : null,
        });
        return toInvoice(row);
      });
    },

    async findInvoiceByOrderId(db, orderId) {
      const row = await findInvoiceRowByOrderId(db, orderId);
      return row && toInvoice(row);
    },

    renderInvoicePdf,
    invoiceFileName,

    async findCreditNoteByOrderId(db, orderId) {
      const row = await findCreditNoteRowByOrderId(db, orderId);
      const invoice = row && (await findInvoiceRowByOrderId(db, orderId));
      return row && invoice && toCreditNote(row, toInvoice(invoice));
    },
    renderCreditNotePdf,
    creditNoteFileName,

    async eraseInvoiceBuyer(db, orderId) {
      const row = await eraseBuyerOfInvoice(db, orderId);
      return row && toInvoice(row);
    },
  };
}

/**
 * The credit note of the order's refund, issued now with the next number of its financial year, or
 * the one it has (a repeat call takes no number). Call it in the transaction that records the
 * refund's success: the number and the refund commit together, or neither. Undefined when the order
 * has no invoice to credit (none was ever issued).
 */
export async function issueCreditNote(
  tx: Db,
  refund: { orderId: string; refundId: string },
  clock: (tx: Db) => Promise<Date> = databaseNow,
): Promise<CreditNote | undefined> {
  return inTransaction(tx, async (savepoint) => {
    const invoiceRow = await findInvoiceRowByOrderId(savepoint, refund.orderId);
    if (!invoiceRow) return undefined;
    const invoice = toInvoice(invoiceRow);
    const existing = await findCreditNoteRowByOrderId(savepoint, refund.orderId);
    if (existing) return toCreditNote(existing, invoice);
    const issuedAt = await clock(savepoint);
    const financialYear = financialYearOf(issuedAt);
    const serial = await takeNextCreditNoteSerial(savepoint, financialYear);
    const row = await insertCreditNote(savepoint, {
      invoiceId: invoice.id,
      orderId: refund.orderId,
      refundId: refund.refundId,
      number: creditNoteNumber(financialYear, serial),
      financialYear,
      serial,
      issuedAt,
      currency: invoice.currency,
      taxableMinor: invoice.taxableMinor,
      taxLines: invoice.taxLines,
      totalMinor: invoice.totalMinor,
    });
    return toCreditNote(row, invoice);
  });
}

function toCreditNote(row: CreditNoteRow, invoice: Invoice): CreditNote {
  return {
    id: row.id,
    orderId: row.orderId,
    number: row.number,
    financialYear: row.financialYear,
    serial: row.serial,
    issuedAt: row.issuedAt,
    invoice,
    currency: row.currency,
    taxableMinor: row.taxableMinor,
    taxLines: row.taxLines as TaxLine[],
    totalMinor: row.totalMinor,
  };
}

// The order flow validated these already; an invoice is a legal document, so nothing odd gets in.
function checkFacts(facts: InvoiceOrderFacts) {
  if (!Number.isSafeInteger(facts.totalMinor) || facts.totalMinor < 0) {
    throw badRequest('The invoice total must be a whole, non-negative amount in minor units');
  }
  const discount = facts.discountMinor ?? 0;
  if (!Number.isSafeInteger(discount) || discount < 0) {
    throw badRequest('The invoice discount must be a whole, non-negative amount in minor units');
  }
  if (facts.buyer.state !== null) {
    if (facts.buyer.country !== INDIA) throw badRequest('Only buyers in India have a state on the invoice');
    if (!isIndianStateCode(facts.buyer.state)) throw badRequest(INDIAN_STATE_MESSAGE);
  }
}

function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    orderId: row.orderId,
    number: row.number,
    financialYear: row.financialYear,
    serial: row.serial,
    kind: row.kind,
    issuedAt: row.issuedAt,
    orderNumber: row.orderNumber,
    seller: {
      legalName: row.sellerName,
      addressLines: row.sellerAddress,
      state: row.sellerState as IndianStateCode,
      gstin: row.sellerGstin,
    },
    buyer: {
      name: row.buyerName,
      email: row.buyerEmail,
      country: row.buyerCountry,
      state: row.buyerState as IndianStateCode | null,
      erasedAt: row.buyerErasedAt,
    },
    childName: row.childName,
    placeOfSupply: row.placeOfSupply as IndianStateCode | null,
    item: { description: row.itemDescription, sac: row.sac },
    language: row.language,
    currency: row.currency,
    taxableMinor: row.taxableMinor,
    taxLines: row.taxLines as TaxLine[],
    totalMinor: row.totalMinor,
    discountMinor: row.discountMinor,
    promotionLabel: row.promotionLabel,
  };
}
