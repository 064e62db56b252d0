import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { PROMOTION_ERROR_CODES as CODES } from '@shop/contracts/promotions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { orderForm, uploadedPhotos } from '../../../test/payment-fixtures.ts';
import { checkouts, creditNotes, invoices, orders, refunds } from '../../db/schema.ts';
import { createOrderStatusLinks } from '../orders/order-status-links.ts';

// The brother-or-sister offer (docs/decisions/120): a paid order's page offers a second child's film
// at the sibling campaign's percent off, as its own checkout (one payment, one order). The page hands
// over a code only the server can make; the checkout with it is priced by the server, once per first
// order, within 48 hours of its payment, for the same buyer; the receipt, GST and refund are those of
// any discounted order.

let t: TestApp;
let admin: string;
let sign: (orderId: string) => string;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

beforeAll(async () => {
  t = await createTestApp({
    env: {
      INVOICE_SELLER_NAME: 'Diya Tales Media Private Limited',
      INVOICE_SELLER_ADDRESS: '4th Floor, 80 Feet Road | Koramangala, Bengaluru 560034',
      INVOICE_SELLER_GSTIN: '29AAPFU0939F1ZR',
    },
  });
  admin = await tokenFor(t, await createUser(t, 'admin', 'Meera Studio'));
  const links = createOrderStatusLinks({
    secret: t.config.payments.orderLinkSecret!,
    siteUrl: t.config.siteUrl,
  });
  sign = (orderId) => new URL(links.url(orderId)).searchParams.get('sig')!;
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function startIndia(overrides: Record<string, unknown> = {}) {
  return post(
    '/api/payments/create-razorpay-order',
    orderForm(await uploadedPhotos(t, 1), { country: 'IN', storyId: 1, ...overrides }),
  );
}

async function payIndia(started: { orderId: string; checkoutToken: string }) {
  const paid = await post('/api/payments/sandbox/upi/confirm', {
    orderId: started.orderId,
    outcome: 'success',
  });
  expect(paid.statusCode).toBe(200);
  const handler = paid.json();
  const res = await post('/api/orders', {
    item_number: 1,
    razorpay_order_id: started.orderId,
    razorpay_payment_id: handler.razorpay_payment_id,
    razorpay_signature: handler.razorpay_signature,
    checkout_token: started.checkoutToken,
  });
  expect([200, 201], res.body).toContain(res.statusCode);
  return res.json().data as { unique_id: string; amount_minor: number };
}

async function firstOrder(email: string) {
  const started = await startIndia({ email, state: 'MH' });
  expect(started.statusCode, started.body).toBe(200);
  return payIndia(started.json());
}

async function statusOf(orderId: string) {
  const res = await t.app.inject({
    url: `/api/orders/status/${orderId}?sig=${encodeURIComponent(sign(orderId))}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    sibling_offer: {
      code: string;
      percent_off: number;
      until: string;
      email: string;
      country: string;
    } | null;
  };
}

async function readBack(pdf: Buffer): Promise<string> {
  if (existsSync('/usr/bin/pdftotext'))
    return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return pdf.toString('latin1');
}

describe('the brother-or-sister offer', () => {
  it('is off until the admin makes one: a percent off without a code', async () => {
    const before = await firstOrder('none@example.com');
    expect((await statusOf(before.unique_id)).sibling_offer).toBeNull();
    const withCode = await post(
      '/api/promotions',
      {
        name: 'Sibling',
        code: 'SIBLINGS',
        kind: 'percent',
        percentOff: 15,
        sibling: true,
        startsAt: iso(-DAY),
        endsAt: iso(30 * DAY),
      },
      bearer(admin),
    );
    expect(withCode.statusCode).toBe(400);
    expect(withCode.json().code).toBe('PROMO_BAD_SIBLING');
    // Nor may an ordinary code look like the server's sibling codes: it could never be found.
    const lookalike = await post(
      '/api/promotions',
      {
        name: 'Lookalike',
        code: 'SIB-SUMMER',
        kind: 'percent',
        percentOff: 10,
        startsAt: iso(-DAY),
        endsAt: iso(30 * DAY),
      },
      bearer(admin),
    );
    expect(lookalike.statusCode).toBe(400);
    expect(lookalike.json().code).toBe('PROMO_CODE_RESERVED');
    const made = await post(
      '/api/promotions',
      {
        name: 'Brother or sister',
        kind: 'percent',
        percentOff: 15,
        sibling: true,
        startsAt: iso(-DAY),
        endsAt: iso(30 * DAY),
      },
      bearer(admin),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ sibling: true, code: null, state: 'live' });
    // Never an automatic discount for everyone.
    const plain = await startIndia({ email: 'someone@example.com' });
    expect(plain.json().price).toMatchObject({ discountMinor: 0, amountMinor: 129_900 });
  });

  it('applied with the first order’s proof: 15 % off, GST on the discounted value, refund = what was paid', async () => {
    const first = await firstOrder('family@example.com');
    const { sibling_offer: offer } = await statusOf(first.unique_id);
    expect(offer).toMatchObject({ percent_off: 15, email: 'family@example.com', country: 'IN' });
    expect(Date.parse(offer!.until)).toBeGreaterThan(Date.now() + 47 * HOUR);
    // The quote as the order form asks it, then the checkout.
    const quoted = await post('/api/promotions/quote', {
      country: 'IN',
      storyId: 2,
      email: 'family@example.com',
      code: offer!.code,
    });
    expect(quoted.json()).toMatchObject({ listMinor: 129_900, discountMinor: 19_485, amountMinor: 110_415 });
    const started = await startIndia({
      storyId: 2,
      kidName: 'Anaya',
      email: 'family@example.com',
      state: 'MH',
      promoCode: offer!.code,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ amount: 110_415, price: { discountMinor: 19_485 } });
    const [checkout] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.paymentReference, started.json().orderId));
    expect(checkout).toMatchObject({ siblingOfOrderId: first.unique_id, discountMinor: 19_485 });
    const second = await payIndia(started.json());
    expect(second.amount_minor).toBe(110_415);
    // IGST 18 % contained in ₹1,104.15 is ₹168.43; taxable ₹935.72.
    const [invoice] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, second.unique_id));
    expect(invoice).toMatchObject({
      totalMinor: 110_415,
      discountMinor: 19_485,
      taxableMinor: 93_572,
      taxLines: [{ tax: 'IGST', ratePercent: 18, amountMinor: 16_843 }],
    });
    const sig = encodeURIComponent(sign(second.unique_id));
    const pdf = await t.app.inject({ url: `/api/orders/status/${second.unique_id}/receipt?sig=${sig}` });
    expect(pdf.statusCode).toBe(200);
    const text = (await readBack(pdf.rawPayload)).replace(/\s+/g, ' ');
    for (const expected of ['Discount', '₹194.85', '₹935.72', '₹1,104.15'])
      expect(text, expected).toContain(expected);
    // Used: the first order's page offers it no more, and the code is refused.
    expect((await statusOf(first.unique_id)).sibling_offer).toBeNull();
    const again = await startIndia({ email: 'family@example.com', promoCode: offer!.code });
    expect(again.json().code).toBe(CODES.siblingUsed);
    // Cancelled: the refund is what was paid.
    const cancelled = await post(
      `/api/orders/${second.unique_id}/cancel`,
      { reason: 'Asked' },
      bearer(admin),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, second.unique_id));
    expect(refund).toMatchObject({ amountMinor: 110_415, state: 'succeeded' });
    const [note] = await t.database.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, second.unique_id));
    expect(note).toMatchObject({ totalMinor: 110_415, taxableMinor: 93_572 });
  });

  it('refused without proof, for another buyer, too late, or for a cancelled first order', async () => {
    const first = await firstOrder('late@example.com');
    const { sibling_offer: offer } = await statusOf(first.unique_id);
    const forged = `${offer!.code.slice(0, -4)}AAAA`;
    expect((await startIndia({ email: 'late@example.com', promoCode: forged })).json().code).toBe(
      CODES.siblingInvalid,
    );
    expect((await startIndia({ email: 'stranger@example.com', promoCode: offer!.code })).json().code).toBe(
      CODES.siblingInvalid,
    );
    // 48 hours after the first payment.
    await t.database.db
      .update(checkouts)
      .set({ paidAt: new Date(Date.now() - 49 * HOUR) })
      .where(eq(checkouts.orderId, first.unique_id));
    await t.database.db
      .update(orders)
      .set({ createdDate: new Date(Date.now() - 49 * HOUR) })
      .where(eq(orders.id, first.unique_id));
    expect((await startIndia({ email: 'late@example.com', promoCode: offer!.code })).json().code).toBe(
      CODES.siblingExpired,
    );
    expect((await statusOf(first.unique_id)).sibling_offer).toBeNull();
    const other = await firstOrder('cancelled@example.com');
    const code = (await statusOf(other.unique_id)).sibling_offer!.code;
    await post(`/api/orders/${other.unique_id}/cancel`, { reason: 'Asked' }, bearer(admin));
    expect((await startIndia({ email: 'cancelled@example.com', promoCode: code })).json().code).toBe(
      CODES.siblingInvalid,
    );
  });
});
