import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../../db/transaction.ts';
import { loadConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { orders, refunds } from '../../../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../../../test/test-database.ts';
import {
  createInvoicesService,
  issueCreditNote,
  type Invoice,
  type InvoiceOrderFacts,
} from './invoices.service.ts';
import { newOrderNumber } from '../order-number.ts';
import type { SiteLanguage } from '@shop/contracts/site-language';

// The PDF as a parent gets it, read back with pdf.js (Mozilla's PDF reader): what it says, not how
// it looks (docs/decisions/024 records the look, checked by rasterizing).

const registered = loadConfig({
  INVOICE_SELLER_NAME: 'Diya Tales Media Private Limited',
  INVOICE_SELLER_ADDRESS: '4th Floor, 80 Feet Road | Koramangala, Bengaluru 560034',
  INVOICE_SELLER_GSTIN: '29AAPFU0939F1ZR',
}).invoices;
const service = createInvoicesService({
  config: registered,
  clock: async () => new Date('2026-04-12T10:00:00+05:30'),
});

let test: TestDatabase;
let db: Db;
beforeAll(async () => {
  test = await createTestDatabase();
  db = test.database.db;
});
afterAll(() => test.drop());

async function issue(
  country: 'IN' | 'US',
  buyer: Partial<InvoiceOrderFacts['buyer']> = {},
  siteLanguage: SiteLanguage = 'en',
): Promise<Invoice> {
  const india = country === 'IN';
  return inTransaction(db, async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        itemNumber: 3,
        characterName: 'आरव',
        language: 'english',
        email: 'parent@example.com',
        country,
        amountMinor: india ? 129_900 : 1_499,
        currency: india ? 'INR' : 'USD',
        provider: 'sandbox',
        paymentReference: `pay_${randomUUID()}`,
        orderNumber: newOrderNumber(),
        dueAt: new Date(),
      })
      .returning();
    return service.issueInvoice(tx, {
      orderId: order!.id,
      orderNumber: 'DT-7K3F9Q',
      buyer: {
        name: 'Priya Sharma',
        email: 'parent@example.com',
        country,
        state: india ? 'KA' : null,
        ...buyer,
      },
      childName: order!.characterName,
      storyTitle: siteLanguage === 'hi' ? 'गणेश और चंद्रमा' : 'Ganesha and the Moon',
      language: 'english',
      siteLanguage,
      currency: india ? 'INR' : 'USD',
      totalMinor: order!.amountMinor,
    });
  });
}

/** The text of each page, as a PDF reader extracts it. */
async function pdfText(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      // Pieces joined and runs of white space made one, so a wrapped line reads as one phrase.
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push(text.replace(/\s+/g, ' '));
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** The text poppler's pdftotext gets, in its layout mode: what copying and searching in a reader give. */
const PDFTOTEXT = '/usr/bin/pdftotext';
const popplerText = (pdf: Buffer) =>
  execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
/** The same in reading order, runs of white space made one: a wrapped sentence reads as one. */
const flat = (pdf: Buffer) =>
  execFileSync(PDFTOTEXT, ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8').replace(/\s+/g, ' ');

describe.skipIf(!existsSync(PDFTOTEXT))('invoice PDF, copied and searched (poppler)', () => {
  it('gives every Hindi word as written: the child’s name, vowel signs, conjuncts, reph', async () => {
    const text = popplerText(await service.renderInvoicePdf(await issue('IN', { name: 'प्रिया शर्मा' }, 'hi')));
    for (const expected of [
      'मुख्य किरदार: आरव',
      'प्रिया शर्मा',
      'भारतीय पौराणिक कथाओं के पर्सनलाइज़्ड एनिमेटेड वीडियो',
      'विक्रेता',
      'आपूर्ति का स्थान: Karnataka (29)',
      'व्यक्तिगत एनिमेटेड वीडियो: गणेश और चंद्रमा (English)',
      'दिखाया गया टैक्स क़ीमत में शामिल है; ऊपर से कुछ नहीं जोड़ा गया।',
      'रिवर्स चार्ज पर देय टैक्स: नहीं।',
      'यह कहानी कई रातों को रोशन करे।',
      'अपने ऑर्डर वाले ई-मेल का जवाब दें',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('ओरव');
  });

  it('reads spaced capitals as words and keeps each line where it is drawn', async () => {
    const text = popplerText(await service.renderInvoicePdf(await issue('IN')));
    expect(text).toMatch(/^FROM {2,}BILLED TO$/m);
    expect(text).toMatch(/^ {2}DESCRIPTION {2,}SAC {2,}TAXABLE VALUE$/m);
    expect(text).toMatch(/^ {2}Starring आरव$/m);
    expect(text).toMatch(/^Diya Tales Media Private Limited {2,}Priya Sharma$/m);
    expect(text).toMatch(/Total paid {2,}₹1,299\.00$/m);
  });
});

/** The invoice's order refunded, and its credit note issued as the refund's success issues it. */
async function refunded(invoice: Invoice) {
  const [refund] = await db
    .insert(refunds)
    .values({
      orderId: invoice.orderId,
      provider: 'sandbox',
      paymentReference: `pay_${randomUUID()}`,
      amountMinor: invoice.totalMinor,
      currency: invoice.currency,
      idempotencyKey: `refund-order-${invoice.orderId}`,
      reason: 'Parent asked to cancel',
      state: 'succeeded',
    })
    .returning();
  return (await issueCreditNote(
    db,
    { orderId: invoice.orderId, refundId: refund!.id },
    async () => new Date('2026-04-14T12:00:00+05:30'),
  ))!;
}

describe.skipIf(!existsSync(PDFTOTEXT))('a refunded tax invoice on paper (poppler)', () => {
  it('its credit note: own number, the invoice it reverses, the same seller, buyer and GST lines, the total refunded', async () => {
    const invoice = await issue('IN');
    const note = await refunded(invoice);
    const pdf = await service.renderCreditNotePdf(note);
    const layout = popplerText(pdf);
    expect(layout).toMatch(/^ +Credit note$/m);
    expect(layout).toMatch(/^ +Invoice +DT\/26-27\/\d{6}$/m);
    expect(layout).toMatch(/CGST @ 9% +₹99\.08$/m);
    expect(layout).toMatch(/SGST @ 9% +₹99\.07$/m);
    expect(layout).toMatch(/Total refunded +₹1,299\.00$/m);
    const text = flat(pdf);
    for (const expected of [
      note.number,
      '14 April 2026',
      'Diya Tales Media Private Limited',
      'GSTIN: 29AAPFU0939F1ZR',
      'Priya Sharma',
      'Place of supply: Karnataka (29)',
      `Issued against tax invoice ${invoice.number} of 12 April 2026: the order was cancelled and the whole amount refunded`,
      `Questions about this credit note? Reply to your order e-mail and quote ${note.number}.`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toMatch(/Total paid|Thank you for bringing/);
    expect(service.creditNoteFileName(note)).toBe(
      `Diya Tales credit note ${note.number.replaceAll('/', '-')}.pdf`,
    );
  });

  it('the invoice, once refunded, says so and names its credit note, in the order’s language', async () => {
    const hindi = await issue('IN', {}, 'hi');
    const note = await refunded(hindi);
    expect(flat(await service.renderInvoicePdf(hindi, note))).toContain(
      `14 अप्रैल 2026 को पूरी रक़म लौटा दी गई: क्रेडिट नोट ${note.number} देखिए।`,
    );
    const notePage = flat(await service.renderCreditNotePdf(note));
    expect(notePage).toContain('क्रेडिट नोट');
    expect(notePage).toContain(`टैक्स इनवॉइस ${hindi.number} (12 अप्रैल 2026) के बदले जारी`);
    expect(notePage).toContain('कुल लौटाई गई रक़म');
  });
});

describe('invoice PDF', () => {
  it('a tax invoice within Karnataka: one A4 page with number, seller, GSTIN, CGST/SGST and the total in rupees', async () => {
    const invoice = await issue('IN');
    const pdf = await service.renderInvoicePdf(invoice);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = await pdfText(pdf);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const expected of [
      'Tax invoice',
      invoice.number,
      '12 April 2026',
      'DT-7K3F9Q',
      'Diya Tales Media Private Limited',
      'GSTIN: 29AAPFU0939F1ZR',
      'State: Karnataka (29)',
      'Place of supply: Karnataka (29)',
      'Priya Sharma',
      'Personalized animated video: Ganesha and the Moon (English)',
      '999612',
      'Taxable value',
      '₹1,100.85',
      'CGST @ 9%',
      '₹99.08',
      'SGST @ 9%',
      '₹99.07',
      'Total paid',
      '₹1,299.00',
      'Tax payable on reverse charge: No.',
      'Thank you',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('IGST');
  });

  it('a receipt abroad: dollars with the HST (13%) line, no state, no place of supply', async () => {
    const invoice = await issue('US', { name: 'प्रिया शर्मा' });
    const [text] = await pdfText(await service.renderInvoicePdf(invoice));
    for (const expected of [
      'Receipt',
      invoice.number,
      'United States',
      'Amount before tax',
      '$13.27',
      'HST @ 13%',
      '$1.72',
      '$14.99',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Place of supply');
    expect(text).not.toContain('reverse charge');
  });

  it('after erasure, the buyer’s name, e-mail and child’s name are gone from the document too', async () => {
    const invoice = await issue('IN', { state: 'MH' });
    const erased = (await service.eraseInvoiceBuyer(db, invoice.orderId))!;
    const [text] = await pdfText(await service.renderInvoicePdf(erased));
    expect(text).toContain(invoice.number);
    expect(text).toContain('IGST @ 18%');
    expect(text).toContain('₹198.15');
    expect(text).toContain('erased at their request');
    expect(text).not.toContain('Priya');
    expect(text).not.toContain('parent@example.com');
    expect(text).not.toContain('Starring');
  });

  it('an order placed on the Hindi site gets its invoice in Hindi; the tax names, codes and amounts stay', async () => {
    const invoice = await issue('IN', {}, 'hi');
    const [text] = await pdfText(await service.renderInvoicePdf(invoice));
    // Only words a PDF reader gets back as written: it returns some vowel signs out of order or drops
    // them (ि, ा after a conjunct, reph), as it does for any shaped Devanagari in a pdfkit file.
    for (const expected of [
      'टैक्स इनवॉइस',
      invoice.number,
      '12 अप्रैल 2026',
      'GSTIN: 29AAPFU0939F1ZR',
      'Karnataka (29)',
      'गणेश और',
      'मुख्य',
      'आरव',
      'कर योग्य मूल्य',
      'CGST @ 9%',
      '₹1,299.00',
      'कुल भुगतान',
      'धन्यवाद',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Tax invoice|Total paid|Thank you|Starring|Place of supply|State:/);
    // आ's glyph also draws ओ (कथाओं, above the name): the font's own character wins, whatever came first.
    expect(text).not.toContain('ओरव');
  });

  it('renders the same invoice to the same bytes, and names the download after its number', async () => {
    const invoice = await issue('IN');
    const [first, second] = await Promise.all([
      service.renderInvoicePdf(invoice),
      service.renderInvoicePdf(invoice),
    ]);
    expect(first.equals(second)).toBe(true);
    expect(service.invoiceFileName(invoice)).toBe(
      `Diya Tales tax invoice ${invoice.number.replaceAll('/', '-')}.pdf`,
    );
  });
});
