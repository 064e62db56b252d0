import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { findCountry } from '@shop/contracts/countries';
import { indianState, type IndianStateCode } from '@shop/contracts/indian-states';
import { SITE_NAME } from '@shop/content/site';
import { INVOICE_TEXT_IN } from '@shop/content/parent-mail/by-language';
import { CREDIT_NOTE_TITLE, DOCUMENT_TITLES } from '@shop/content/parent-mail/invoice';
import { create as parseFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import type { CreditNote, Invoice } from './invoice.ts';

// The invoice as an A4 PDF (pdfkit, docs/decisions/024): the brand in Baloo 2 like the site's
// headings, everything else in Noto Sans Devanagari, which carries Latin, Devanagari and the rupee
// sign, so a parent's or child's name in Hindi prints as written. pdfkit shapes Devanagari (conjuncts,
// matras, reph) through fontkit and embeds only the glyphs used.

const require = createRequire(import.meta.url);
const FONT_FILES = {
  brand: '@expo-google-fonts/baloo-2/700Bold/Baloo2_700Bold.ttf',
  regular: '@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-devanagari/600SemiBold/NotoSansDevanagari_600SemiBold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

// Read and parsed once per process, on the first invoice, then shared by every document: parsing the
// three files costs more than drawing an invoice (measured in docs/decisions/024).
let fonts: Record<FontName, Font> | undefined;
function parsedFonts(): Record<FontName, Font> {
  fonts ??= Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => [name, parseFont(readFileSync(require.resolve(file)))]),
  ) as Record<FontName, Font>;
  return fonts;
}

// The site's palette (apps/web/app/app.css).
const COLORS = {
  cream: '#fff8ec',
  marigold100: '#ffefc7',
  marigold300: '#ffd166',
  marigold500: '#f5a300',
  saffron500: '#f97316',
  saffron700: '#b54708',
  ember: '#c2410c',
  peacock700: '#0b5e63',
  night900: '#1a1446',
  ink: '#2a1d12',
  muted: '#6b5a4a',
  rule: '#ead9bf',
};

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
  const parsed = parsedFonts();
  // pdfkit takes a parsed fontkit font as it takes a file (its types predate that).
  for (const name of Object.keys(FONT_FILES) as FontName[]) doc.registerFont(name, parsed[name] as never);

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

// Each font's glyphs and the characters its character map draws with them, read once per font.
const charactersOfGlyphs = new WeakMap<Font, Map<number, number[]>>();
function charactersOf(font: Font): Map<number, number[]> {
  let map = charactersOfGlyphs.get(font);
  if (!map) {
    map = new Map();
    for (const codePoint of font.characterSet) {
      const { id } = font.glyphForCodePoint(codePoint);
      if (id !== 0) map.set(id, [...(map.get(id) ?? []), codePoint]);
    }
    charactersOfGlyphs.set(font, map);
  }
  return map;
}

/**
 * A reader that ignores ActualText maps glyphs to characters with the font's ToUnicode table, which
 * pdfkit fills from the first run that used each glyph. The shaper hands a glyph the characters of
 * its whole cluster, so आ's glyph, first met inside ओ (drawn as आ and a sign), read as ओ everywhere:
 * "आरव" copied as "ओरव". A glyph the font maps a character to reads as that character; only glyphs
 * the shaper composed (conjuncts) keep the characters they were made from.
 */
function mapGlyphsToTheirOwnCharacters(doc: Doc) {
  const families = (doc as unknown as { _fontFamilies: Record<string, unknown> })._fontFamilies;
  for (const embedded of new Set(Object.values(families))) {
    const { font, subset, unicode } = embedded as {
      font?: Font;
      subset?: { glyphs: number[] };
      unicode?: (number[] | undefined)[];
    };
    if (!font || !subset || !unicode) continue;
    const characters = charactersOf(font);
    subset.glyphs.forEach((glyphId, gid) => {
      const own = characters.get(glyphId);
      const used = unicode[gid];
      if (!own || !used || (used.length === 1 && own.includes(used[0]!))) return;
      unicode[gid] = [own[0]!];
    });
  }
}

/**
 * Every line of text says what it reads (a marked-content span with ActualText), so copying, searching
 * and text extraction give the words as written. The glyphs alone cannot: a Devanagari syllable is
 * drawn with its glyphs reordered and joined (ि before its consonant, conjuncts, reph), which no
 * one-glyph-one-character map (the font's ToUnicode) can read back, and letter-spaced capitals read
 * as single letters ("B I L L E D TO"). pdfkit draws each line of a text() call as BT … ET inside its
 * own q … Q; a reader places the span by the graphics state at its end, so the span opens right before
 * that BT and closes right after that ET (around the whole call, the text lands elsewhere on the page).
 * pdfkit (pinned) has no option for it, hence the two wrapped internals; invoice-pdf.test.ts reads the
 * document back with poppler's pdftotext, which fails if they change.
 */
function actualTextOnEveryLine(doc: Doc) {
  const internals = doc as unknown as {
    _fragment: (text: string, ...rest: unknown[]) => unknown;
    addContent: (data: string) => Doc;
  };
  const drawLine = internals._fragment.bind(doc);
  const addContent = internals.addContent.bind(doc);
  let line: string | null = null;
  internals._fragment = (text, ...rest) => {
    line = text;
    try {
      return drawLine(text, ...rest);
    } finally {
      line = null;
    }
  };
  internals.addContent = (data) => {
    if (data === 'BT' && line !== null) doc.markContent('Span', { actual: line });
    addContent(data);
    if (data === 'ET' && line !== null) doc.endMarkedContent();
    return doc;
  };
}

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

/** The site's diya mark (apps/web/public/favicon.svg, 64 × 64), in flat colours. */
function drawDiya(doc: Doc, x: number, y: number, size: number) {
  doc
    .save()
    .translate(x, y)
    .scale(size / 64);
  doc.circle(32, 24, 22).fillOpacity(0.35).fill(COLORS.marigold300).fillOpacity(1);
  doc
    .path('M32 4C38 13 42 19 42 25.5C42 31 37.5 35 32 35S22 31 22 25.5C22 19 26 13 32 4Z')
    .fill(COLORS.marigold500);
  doc
    .path(
      'M32 17C35 21.5 36.5 24.5 36.5 27.5C36.5 30.5 34.5 32.5 32 32.5S27.5 30.5 27.5 27.5C27.5 24.5 29 21.5 32 17Z',
    )
    .fill('#fff4cc');
  doc.path('M5 37C9 36 15 37.5 32 37.5S55 36 59 37C57 48 46 55 32 55S7 48 5 37Z').fill(COLORS.saffron500);
  doc.path('M24 55H40L37 60H27Z').fill(COLORS.ember);
  doc.restore();
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

/** The invoice date as India reads it (the financial year is India's too): "1 April 2026", "1 अप्रैल 2026". */
function formatIndiaDate(moment: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }).format(moment);
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
