import { findCountry } from '@shop/contracts/countries';
import { indianState, type IndianStateCode } from '@shop/contracts/indian-states';
import { SITE_NAME } from '@shop/content/site';
import { INVOICE_TEXT_IN } from '@shop/content/parent-mail/by-language';
import { CREDIT_NOTE_TITLE, DOCUMENT_TITLES } from '@shop/content/parent-mail/invoice';
import PDFDocument from 'pdfkit';
import {
  actualTextOnEveryLine,
  BRAND_COLORS as COLORS,
  drawDiya,
  formatIndiaDate,
  mapGlyphsToTheirOwnCharacters,
  registerBrandFonts,
} from '../../../lib/pdf/brand-pdf.ts';
import type { CreditNote, Invoice } from './invoice.ts';

// The invoice as an A4 PDF (pdfkit, docs/decisions/024), in the printed documents' shared look and
// type (lib/pdf/brand-pdf.ts): a parent's or child's name in Hindi prints as written.

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;

// The words of the invoice, the receipt and the credit note are in packages/content
// (parent-mail/invoice.ts and its Hindi), in the order's site language (issue 16). The legal
// identifiers (GSTIN, SAC, the tax names CGST/SGST/IGST, state and country names) stay as the tax
// rules write them.
type InvoiceText = (typeof INVOICE_TEXT_IN)['en'];

/** A download name without the number's slashes: "Diya Tales tax invoice DT-26-27-000123.pdf". */
export function invoiceFileName(invoice: Pick<Invoice, 'kind' | 'number'>): string {
  return `${SITE_NAME} ${DOCUMENT_TITLES[invoice.kind].toLowerCase()} ${invoice.number.replaceAll('/', '-')}.pdf`;
}

/** "Diya Tales credit note CN-26-27-000001.pdf". */
export function creditNoteFileName(creditNote: Pick<CreditNote, 'number'>): string {
  return `${SITE_NAME} ${CREDIT_NOTE_TITLE.toLowerCase()} ${creditNote.number.replaceAll('/', '-')}.pdf`;
}

/**
 * One printed document: an invoice, or the credit note that reverses it. Either way seller, buyer,
 * item and language are the invoice's; number, date, amounts and the closing words are the
 * document's own.
 */
interface Printed {
  invoice: Invoice;
  text: InvoiceText;
  title: string;
  number: string;
  issuedAt: Date;
  taxableMinor: number;
  taxLines: Invoice['taxLines'];
  totalMinor: number;
  totalLabel: string;
  /** An invoice's promotion: the shop's price and what was taken off it, above the taxable value. */
  discount: { listMinor: number; discountMinor: number; label: string | null } | null;
  /** Beside the totals: how the tax is included, the reverse charge, what a credit note reverses. */
  notes: string[];
  /** Under the totals, in the brand's colour: an invoice's refund. */
  banner: string | null;
  thanks: string;
  wish: string;
}

/** The invoice as issued; once refunded, it says so and names the credit note. */
export function renderInvoicePdf(invoice: Invoice, creditNote?: CreditNote): Promise<Buffer> {
  const text: InvoiceText = INVOICE_TEXT_IN[invoice.language];
  return renderPdf({
    invoice,
    text,
    title: text.titles[invoice.kind],
    number: invoice.number,
    issuedAt: invoice.issuedAt,
    taxableMinor: invoice.taxableMinor,
    taxLines: invoice.taxLines,
    totalMinor: invoice.totalMinor,
    totalLabel: text.totalPaid,
    discount:
      invoice.discountMinor > 0
        ? {
            listMinor: invoice.totalMinor + invoice.discountMinor,
            discountMinor: invoice.discountMinor,
            label: invoice.promotionLabel,
          }
        : null,
    notes: [
      ...(invoice.taxLines.length > 0 ? [text.taxIncluded] : []),
      ...(invoice.discountMinor > 0 && invoice.taxLines.length > 0 ? [text.discountTaxed] : []),
      ...(invoice.kind === 'tax-invoice' ? [text.reverseCharge] : []),
    ],
    banner: creditNote
      ? text.refunded(formatIndiaDate(creditNote.issuedAt, text.locale), creditNote.number)
      : null,
    thanks: text.thanks,
    wish: text.wish,
  });
}

/** The credit note of a refunded invoice (or receipt), in the invoice's language. */
export function renderCreditNotePdf(creditNote: CreditNote): Promise<Buffer> {
  const { invoice } = creditNote;
  const text: InvoiceText = INVOICE_TEXT_IN[invoice.language];
  return renderPdf({
    invoice,
    text,
    title: text.credit.title,
    number: creditNote.number,
    issuedAt: creditNote.issuedAt,
    taxableMinor: creditNote.taxableMinor,
    taxLines: creditNote.taxLines,
    totalMinor: creditNote.totalMinor,
    totalLabel: text.credit.totalRefunded,
    // A refund is what was paid: the credit note reverses the invoice's net amounts, not its list price.
    discount: null,
    notes: [
      text.credit.against(invoice.kind, invoice.number, formatIndiaDate(invoice.issuedAt, text.locale)),
      ...(creditNote.taxLines.length > 0 ? [text.credit.taxCredited] : []),
    ],
    banner: null,
    thanks: text.credit.thanks,
    wish: text.credit.wish,
  });
}

function renderPdf(printed: Printed): Promise<Buffer> {
  const { invoice, text, title } = printed;
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    lang: text.locale,
    displayTitle: true,
    info: {
      Title: `${title} ${printed.number}`,
      Author: invoice.seller.legalName,
      Subject: `${SITE_NAME} order ${invoice.orderNumber}`,
      // The issue time, not the render time: the same document renders to the same bytes.
      CreationDate: printed.issuedAt,
    },
  });
  actualTextOnEveryLine(doc);
  registerBrandFonts(doc);

  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawHeader(doc, printed);
  const partiesBottom = drawParties(doc, invoice, text, 158);
  const itemBottom = drawItem(doc, printed, partiesBottom + 26);
  const totalsBottom = drawTotals(doc, printed, itemBottom + 14);
  drawClosing(doc, printed, totalsBottom + 36);
  mapGlyphsToTheirOwnCharacters(doc);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

function drawHeader(doc: Doc, { invoice, text, title, number, issuedAt }: Printed) {
  doc.rect(0, 0, PAGE.width, 128).fill(COLORS.cream);
  doc.rect(0, 128, PAGE.width, 3).fill(COLORS.marigold500);
  drawDiya(doc, PAGE.margin, 34, 52);

  doc
    .font('brand')
    .fontSize(28)
    .fillColor(COLORS.night900)
    .text(SITE_NAME, PAGE.margin + 62, 38, {
      lineBreak: false,
    });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(COLORS.saffron700)
    .text(text.tagline, PAGE.margin + 63, 80, { lineBreak: false });

  const right = { x: PAGE.width - PAGE.margin - 220, width: 220 };
  doc.font('brand').fontSize(22).fillColor(COLORS.saffron700).text(title, right.x, 30, {
    width: right.width,
    align: 'right',
  });
  let y = 64;
  for (const [label, value] of [
    [text.number, number],
    [text.date, formatIndiaDate(issuedAt, text.locale)],
    ...(number === invoice.number ? [] : [[text.credit.invoice[invoice.kind], invoice.number] as const]),
    [text.order, invoice.orderNumber],
  ] as const) {
    doc.font('regular').fontSize(9).fillColor(COLORS.muted);
    doc.text(label, right.x, y, { width: right.width - 130, align: 'right' });
    doc.font('bold').fontSize(9.5).fillColor(COLORS.ink);
    doc.text(value, right.x + right.width - 124, y - 0.5, { width: 124, align: 'right' });
    y += 16;
  }
}

/** Seller and buyer side by side; returns where the taller block ends. */
function drawParties(doc: Doc, invoice: Invoice, text: InvoiceText, top: number): number {
  const columnWidth = (CONTENT_WIDTH - 30) / 2;
  const { seller, buyer } = invoice;
  const sellerLines = [
    ...seller.addressLines,
    `${text.state}: ${stateLabel(seller.state)}`,
    ...(seller.gstin ? [`GSTIN: ${seller.gstin}`] : []),
  ];
  const sellerBottom = drawBlock(
    doc,
    text.from,
    seller.legalName,
    sellerLines,
    PAGE.margin,
    top,
    columnWidth,
    text.letterSpacing,
  );

  const country = findCountry(buyer.country)?.name ?? buyer.country;
  const buyerLines = buyer.erasedAt
    ? [country, text.erased]
    : [...(buyer.name && buyer.email ? [buyer.email] : []), country];
  if (buyer.state) buyerLines.push(`${text.state}: ${stateLabel(buyer.state)}`);
  if (invoice.placeOfSupply && invoice.kind === 'tax-invoice') {
    buyerLines.push(`${text.placeOfSupply}: ${stateLabel(invoice.placeOfSupply)}`);
  }
  const buyerHeading = buyer.erasedAt ? text.buyer : (buyer.name ?? buyer.email ?? text.buyer);
  const buyerBottom = drawBlock(
    doc,
    text.billedTo,
    buyerHeading,
    buyerLines,
    PAGE.margin + columnWidth + 30,
    top,
    columnWidth,
    text.letterSpacing,
  );
  return Math.max(sellerBottom, buyerBottom);
}

function drawBlock(
  doc: Doc,
  label: string,
  heading: string,
  lines: string[],
  x: number,
  top: number,
  width: number,
  letterSpacing: number,
) {
  doc.font('bold').fontSize(8.5).fillColor(COLORS.saffron700).text(label.toUpperCase(), x, top, {
    width,
    characterSpacing: letterSpacing,
  });
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(COLORS.ink)
    .text(heading, x, top + 16, { width });
  doc.font('regular').fontSize(9.5).fillColor(COLORS.ink);
  for (const line of lines) doc.text(line, x, doc.y + 1, { width });
  return doc.y;
}

const COLUMNS = { sac: 70, amount: 110 };

function drawItem(doc: Doc, { invoice, text, taxableMinor }: Printed, top: number): number {
  const descriptionWidth = CONTENT_WIDTH - COLUMNS.sac - COLUMNS.amount - 24;
  const sacX = PAGE.margin + 12 + descriptionWidth;
  const amountX = sacX + COLUMNS.sac;

  doc.roundedRect(PAGE.margin, top, CONTENT_WIDTH, 24, 6).fill(COLORS.marigold100);
  doc.font('bold').fontSize(8.5).fillColor(COLORS.saffron700);
  doc.text(text.description, PAGE.margin + 12, top + 8, {
    width: descriptionWidth,
    characterSpacing: text.letterSpacing,
  });
  doc.text('SAC', sacX, top + 8, { width: COLUMNS.sac, characterSpacing: text.letterSpacing });
  const amountHeading = text.amount[invoice.kind];
  doc.text(amountHeading, amountX, top + 8, {
    width: COLUMNS.amount,
    align: 'right',
    characterSpacing: text.letterSpacing,
  });

  const rowTop = top + 34;
  doc.font('regular').fontSize(10.5).fillColor(COLORS.ink);
  doc.text(invoice.item.description, PAGE.margin + 12, rowTop, { width: descriptionWidth });
  if (invoice.childName) {
    doc.font('regular').fontSize(9.5).fillColor(COLORS.muted);
    doc.text(text.starring(invoice.childName), PAGE.margin + 12, doc.y + 2, { width: descriptionWidth });
  }
  const descriptionBottom = doc.y;
  doc.font('regular').fontSize(10.5).fillColor(COLORS.ink);
  doc.text(invoice.item.sac, sacX, rowTop, { width: COLUMNS.sac });
  doc.text(formatAmount(taxableMinor, invoice.currency), amountX, rowTop, {
    width: COLUMNS.amount,
    align: 'right',
  });
  const bottom = Math.max(descriptionBottom, rowTop + 14) + 10;
  doc
    .moveTo(PAGE.margin, bottom)
    .lineTo(PAGE.margin + CONTENT_WIDTH, bottom)
    .lineWidth(0.8)
    .stroke(COLORS.rule);
  return bottom;
}

function drawTotals(doc: Doc, printed: Printed, top: number): number {
  const { invoice, text, taxLines } = printed;
  const width = 250;
  const x = PAGE.margin + CONTENT_WIDTH - width;
  // Amounts end where the item's amount does, 12 pt inside the content edge.
  const row = (label: string, value: string, y: number) => {
    doc.text(label, x + 12, y, { width: width - 134 });
    doc.text(value, x + width - 122, y, { width: 110, align: 'right' });
  };

  let y = top;
  doc.font('regular').fontSize(10).fillColor(COLORS.ink);
  if (printed.discount) {
    row(text.listPrice, formatAmount(printed.discount.listMinor, invoice.currency), y);
    y += 18;
    row(
      text.discount(printed.discount.label),
      `- ${formatAmount(printed.discount.discountMinor, invoice.currency)}`,
      y,
    );
    y += 18;
  }
  if (taxLines.length > 0) {
    row(text.beforeTax[invoice.kind], formatAmount(printed.taxableMinor, invoice.currency), y);
    for (const line of taxLines) {
      y += 18;
      row(`${line.tax} @ ${line.ratePercent}%`, formatAmount(line.amountMinor, invoice.currency), y);
    }
    y += 26;
  } else {
    y += 8;
  }
  doc.roundedRect(x, y - 8, width, 32, 8).fill(COLORS.night900);
  doc.font('bold').fontSize(12).fillColor(COLORS.cream);
  row(printed.totalLabel, formatAmount(printed.totalMinor, invoice.currency), y);

  doc.font('regular').fontSize(8.5).fillColor(COLORS.muted);
  let noteY = top;
  for (const note of printed.notes) {
    doc.text(note, PAGE.margin, noteY, { width: CONTENT_WIDTH - width - 30 });
    noteY = doc.y + 3;
  }
  let bottom = Math.max(y + 24, noteY);
  if (printed.banner) {
    bottom += 14;
    doc.roundedRect(PAGE.margin, bottom, CONTENT_WIDTH, 30, 8).fill(COLORS.marigold100);
    doc.font('bold').fontSize(10).fillColor(COLORS.saffron700);
    doc.text(printed.banner, PAGE.margin + 14, bottom + 9, { width: CONTENT_WIDTH - 28, align: 'center' });
    bottom += 30;
  }
  return bottom;
}

function drawClosing(doc: Doc, { text, title, number, thanks, wish }: Printed, top: number) {
  doc
    .moveTo(PAGE.margin, top)
    .lineTo(PAGE.margin + CONTENT_WIDTH, top)
    .lineWidth(0.8)
    .stroke(COLORS.rule);
  doc.font('brand').fontSize(16).fillColor(COLORS.saffron700);
  doc.text(thanks, PAGE.margin, top + 18, {
    width: CONTENT_WIDTH,
    align: 'center',
  });
  doc.font('regular').fontSize(9.5).fillColor(COLORS.peacock700);
  doc.text(wish, PAGE.margin, doc.y + 2, {
    width: CONTENT_WIDTH,
    align: 'center',
  });

  // The footer sits in the bottom margin, where pdfkit would otherwise start a second page.
  doc.page.margins.bottom = 0;
  doc.font('regular').fontSize(8).fillColor(COLORS.muted);
  doc.text(text.questions(title, number), PAGE.margin, PAGE.height - PAGE.margin + 6, {
    width: CONTENT_WIDTH,
    align: 'center',
    lineBreak: false,
  });
}

function stateLabel(code: IndianStateCode): string {
  const state = indianState(code);
  return `${state.name} (${state.gstCode})`;
}

// An accounting document shows every amount with its decimals (₹1,299.00 above ₹198.15), unlike the
// price tags' formatMoney, which drops zero decimals; Indian digit grouping for rupees.
function formatAmount(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat(currency === 'INR' ? 'en-IN' : 'en-US', {
    style: 'currency',
    currency,
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
