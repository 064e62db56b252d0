// The words of the tax invoice, the receipt and the credit note (PDFs the parent receives), in
// English; invoice.hi.ts is the Hindi, key for key (the order's site language chooses). The legal
// identifiers (GSTIN, SAC, the tax names CGST/SGST/IGST, state and country names) stay as the tax
// rules write them, outside these words.

/** The two documents a payment gets: a tax invoice in India with a GSTIN, else a receipt. */
type InvoiceKind = 'tax-invoice' | 'receipt';

/** The document's name in English, also its file name's ("Diya Tales tax invoice DT-….pdf"). */
export const DOCUMENT_TITLES: Record<InvoiceKind, string> = {
  'tax-invoice': 'Tax invoice',
  receipt: 'Receipt',
};
// What reverses an invoice or a receipt when the order is refunded (GST's name for it, used for both).
export const CREDIT_NOTE_TITLE = 'Credit note';

export const INVOICE_TEXT = {
  locale: 'en-IN',
  // Small capitals are spaced out; Devanagari, whose letters join, is not.
  letterSpacing: 1,
  titles: DOCUMENT_TITLES,
  tagline: 'Personalized animated stories from Indian mythology',
  number: 'Number',
  date: 'Date',
  order: 'Order',
  state: 'State',
  from: 'FROM',
  billedTo: 'BILLED TO',
  buyer: 'Buyer',
  erased: "The buyer's personal details were erased at their request.",
  placeOfSupply: 'Place of supply',
  description: 'DESCRIPTION',
  amount: { 'tax-invoice': 'TAXABLE VALUE', receipt: 'AMOUNT' } as Record<InvoiceKind, string>,
  /** The invoice line: the film, its story and its narration language. */
  line: (title: string, narration: 'english' | 'hindi') =>
    `Personalized animated video: ${title} (${{ english: 'English', hindi: 'Hindi' }[narration]})`,
  starring: (name: string) => `Starring ${name}`,
  beforeTax: { 'tax-invoice': 'Taxable value', receipt: 'Amount before tax' } as Record<InvoiceKind, string>,
  totalPaid: 'Total paid',
  /** A promotion's lines above the taxable value (docs/decisions/108). */
  listPrice: 'Price',
  discount: (label: string | null) => (label ? `Discount (${label})` : 'Discount'),
  discountTaxed: 'Tax is charged on the price after the discount.',
  taxIncluded: 'The price includes the tax shown; nothing was added on top.',
  reverseCharge: 'Tax payable on reverse charge: No.',
  thanks: 'Thank you for bringing a Diya Tales story home!',
  wish: 'May it light up many bedtimes.',
  questions: (title: string, number: string) =>
    `Questions about this ${title.toLowerCase()}? Reply to your order e-mail and quote ${number}.`,
  credit: {
    title: CREDIT_NOTE_TITLE,
    invoice: { 'tax-invoice': 'Invoice', receipt: 'Receipt' } as Record<InvoiceKind, string>,
    against: (kind: InvoiceKind, number: string, date: string) =>
      `Issued against ${DOCUMENT_TITLES[kind].toLowerCase()} ${number} of ${date}: the order was cancelled and the whole amount refunded to the way it was paid.`,
    taxCredited: 'The tax shown is credited back with the price.',
    totalRefunded: 'Total refunded',
    thanks: 'We hope to make a story with you another time.',
    wish: 'Thank you for giving Diya Tales a try.',
  },
  refunded: (date: string, number: string) => `Refunded in full on ${date}: see credit note ${number}.`,
};
