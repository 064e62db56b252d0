import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { ORDER_ERROR_CODES, ORDER_MESSAGES } from '@shop/contracts/order';
import { eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrder, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { orderForm, payForOrder, uploadedPhotos } from '../../../test/payment-fixtures.ts';
import { creditNotes, invoices, refunds } from '../../db/schema.ts';
import { createOrderStatusLinks } from './order-status-links.ts';

// Refunds on paper (issue 38): a cancelled order's payment goes back, and with it its invoice is
// reversed by a credit note (GST) numbered in its own series, where the receipt is: /profile's
// owner, the studio's admin, the order-status page's signed link. The receipt then says it was
// refunded. Every PDF is read back as a reader copies it.

let t: TestApp;
let parent: AuthenticatedUser;
let parentToken: string;
let adminToken: string;
let sign: (orderId: string) => string;

beforeAll(async () => {
  t = await createTestApp();
  parent = await createUser(t, 'user', 'Priya Sharma');
  parentToken = await tokenFor(t, parent);
  adminToken = await tokenFor(t, await createUser(t, 'admin', 'Meera Studio'));
  const links = createOrderStatusLinks({
    secret: t.config.payments.orderLinkSecret!,
    siteUrl: t.config.siteUrl,
  });
  sign = (orderId) => new URL(links.url(orderId)).searchParams.get('sig')!;
});
afterAll(() => t.close());

const get = (url: string, token: string | null = null) =>
  t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

/** The parent's order, paid on the card sandbox as the order page pays it. */
async function paidOrder(): Promise<string> {
  return (await payForOrder(t, orderForm(await uploadedPhotos(t)), bearer(parentToken))).orderId;
}

async function cancel(orderId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel`,
    headers: bearer(adminToken),
    payload: { reason: 'Parent asked to cancel' },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** What a reader copies from the PDF: poppler's pdftotext where installed, else pdf.js. */
async function readBack(pdf: Buffer): Promise<string> {
  if (existsSync('/usr/bin/pdftotext'))
    return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  try {
    const content = await (await document.getPage(1)).getTextContent();
    return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  } finally {
    await document.destroy();
  }
}
const words = (text: string) => text.replace(/\s+/g, ' ');

const numbersOf = async (orderId: string) => {
  const [invoice] = await t.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  const [note] = await t.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
  return { invoice: invoice!, note };
};

describe('a cancelled order’s credit note', () => {
  it('is issued with the refund, reverses the invoice, and reaches the owner, the admin and the status link', async () => {
    const orderId = await paidOrder();
    // Before the refund there is nothing to download, and the answer says why.
    const early = await get(`/api/orders/${orderId}/credit-note`, parentToken);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({
      message: ORDER_MESSAGES.noCreditNote,
      code: ORDER_ERROR_CODES.noCreditNote,
    });

    await cancel(orderId);
    const { invoice, note } = await numbersOf(orderId);
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{6}$/),
      invoiceId: invoice.id,
      totalMinor: invoice.totalMinor,
      taxableMinor: invoice.taxableMinor,
    });
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(note!.refundId).toBe(refund!.id);
    expect(refund!.state).toBe('succeeded');

    for (const [who, url, token] of [
      ['owner', `/api/orders/${orderId}/credit-note`, parentToken],
      ['admin', `/api/orders/${orderId}/credit-note`, adminToken],
      ['status link', `/api/orders/status/${orderId}/credit-note?sig=${sign(orderId)}`, null],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(
        `Diya Tales credit note ${note!.number.replaceAll('/', '-')}.pdf`,
      );
      const text = words(await readBack(res.rawPayload));
      for (const expected of [
        'Credit note',
        note!.number,
        `Issued against receipt ${invoice.number}`,
        'the whole amount refunded to the way it was paid',
        'Priya Sharma',
        'Total refunded',
        '$14.99',
      ])
        expect(text, `${who}: ${expected}`).toContain(expected);
    }

    // The receipt itself now says the money went back, and where to find the note.
    const receipt = words(
      await readBack((await get(`/api/orders/${orderId}/receipt`, parentToken)).rawPayload),
    );
    expect(receipt).toContain(invoice.number);
    expect(receipt).toMatch(
      new RegExp(`Refunded in full on .+: see credit note ${note!.number.replaceAll('/', '\\/')}`),
    );

    // Asked again: the same note, no second number.
    await get(`/api/orders/${orderId}/credit-note`, adminToken);
    const again = await t.database.db.execute(
      sql`select count(*)::int as n from credit_notes where order_id = ${orderId}`,
    );
    expect(Number((again.rows[0] as { n: number }).n)).toBe(1);
  });

  it('is nobody else’s: another parent, no sign-in or a wrong signature get 404', async () => {
    const orderId = await paidOrder();
    await cancel(orderId);
    const stranger = await tokenFor(t, await createUser(t));
    expect((await get(`/api/orders/${orderId}/credit-note`, stranger)).statusCode).toBe(404);
    expect((await get(`/api/orders/${orderId}/credit-note`)).statusCode).toBe(401);
    const wrong = await get(
      `/api/orders/status/${orderId}/credit-note?sig=${sign(orderId).replace(/.$/, 'x')}`,
    );
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe('INVALID_ORDER_LINK');
  });

  it('an order refunded before credit notes existed gets its note when first asked, in the order’s language', async () => {
    const order = await createOrder(t, parent, { siteLanguage: 'hi' });
    // Its receipt (issued on first download) and a refund recorded without a note.
    expect((await get(`/api/orders/${order.id}/receipt`, parentToken)).statusCode).toBe(200);
    await t.database.db.insert(refunds).values({
      orderId: order.id,
      provider: 'sandbox',
      paymentReference: order.paymentReference,
      amountMinor: order.amountMinor,
      currency: order.currency,
      idempotencyKey: `refund-order-${order.id}`,
      reason: 'Parent asked to cancel',
      state: 'succeeded',
    });
    const res = await get(`/api/orders/status/${order.id}/credit-note?sig=${sign(order.id)}`);
    expect(res.statusCode).toBe(200);
    const { invoice, note } = await numbersOf(order.id);
    const text = words(await readBack(res.rawPayload));
    expect(text).toContain(note!.number);
    expect(text).toContain(`रसीद ${invoice.number}`);
    expect(text).toContain('कुल लौटाई गई रक़म');
    expect(text).toContain('₹1,299.00');
  });
});
