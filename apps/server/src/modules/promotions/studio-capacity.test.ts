import { PROMOTION_ERROR_CODES as CODES, PROMOTION_MESSAGES as WHY } from '@shop/contracts/promotions';
import { SCHEDULED_DELIVERY_MARGIN_HOURS } from '@shop/contracts/delivery-date';
import { OPEN_STAGES } from '@shop/contracts/order-stages';
import { PARENT_MESSAGES } from '@shop/content/parent-text/messages';
import { PARENT_MESSAGES_HI } from '@shop/content/parent-text/messages.hi';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { orderForm, uploadedPhotos } from '../../../test/payment-fixtures.ts';
import { checkouts, orders } from '../../db/schema.ts';

// The studio's capacity (docs/decisions/119) as parents and the studio meet it: a studio that makes
// one film a day (STUDIO_DAILY_CAPACITY=1) promises the usual 24 hours while its queue fits, and
// the day it reaches the order when it does not; a chosen delivery day that is later still wins; a
// campaign limited by capacity stops taking orders when one more would miss the promise. And the
// admin's revenue of a campaign leaves out the orders refunded since.

let t: TestApp;
let admin: string;

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const dateAhead = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ env: { STUDIO_DAILY_CAPACITY: '1' } });
  admin = await tokenFor(t, await createUser(t, 'admin', 'Meera Studio'));
});
afterAll(() => t.close());

/** The studio makes every film waiting (a shortcut of the studio's own delivery, for the count only). */
const studioCatchesUp = () =>
  t.database.db
    .update(orders)
    .set({ stage: 'delivered', status: 'complete' })
    .where(inArray(orders.stage, [...OPEN_STAGES]));

// Each test starts with an idle studio: the films of the tests before are made.
beforeEach(() => studioCatchesUp());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

let serial = 0;
async function campaign(overrides: Record<string, unknown> = {}) {
  serial += 1;
  const res = await post(
    '/api/promotions',
    {
      name: `Capacity ${serial}`,
      code: `CAP${serial}`,
      kind: 'percent',
      percentOff: 20,
      startsAt: iso(-DAY),
      endsAt: iso(10 * DAY),
      ...overrides,
    },
    bearer(admin),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string | null; state: string; capacityLimited: boolean };
}

const quote = (body: Record<string, unknown> = {}) =>
  post('/api/promotions/quote', { country: 'IN', storyId: 1, ...body });

async function startIndia(overrides: Record<string, unknown> = {}) {
  return post(
    '/api/payments/create-razorpay-order',
    orderForm(await uploadedPhotos(t, 1), { country: 'IN', storyId: 1, ...overrides }),
  );
}

/** Pays an India checkout on the UPI sandbox and makes its order, as the order page does. */
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
  const id = (res.json().data as { unique_id: string }).unique_id;
  const [order] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  const [checkout] = await t.database.db.select().from(checkouts).where(eq(checkouts.orderId, id));
  return { id, dueAt: order!.dueAt, paidAt: checkout!.paidAt!, amountMinor: order!.amountMinor };
}

async function paidOrder(overrides: Record<string, unknown> = {}) {
  const started = await startIndia(overrides);
  expect(started.statusCode, started.body).toBe(200);
  return payIndia(started.json());
}

const hoursToDue = (order: { dueAt: Date; paidAt: Date }) =>
  (order.dueAt.getTime() - order.paidAt.getTime()) / HOUR;

describe('the due time of a new order follows the studio’s load', () => {
  it('24 hours while the queue fits in a day’s work; a day later for each day of films ahead of it', async () => {
    const expected = Date.parse((await quote()).json().expectedBy);
    expect(Math.abs(expected - (Date.now() + DAY))).toBeLessThan(60_000);
    expect(hoursToDue(await paidOrder())).toBe(24);
    // One film waits: the studio reaches the next one on its second day.
    expect(Math.abs(Date.parse((await quote()).json().expectedBy) - (Date.now() + 2 * DAY))).toBeLessThan(
      60_000,
    );
    expect(hoursToDue(await paidOrder())).toBe(48);
    expect(hoursToDue(await paidOrder())).toBe(72);
    // The studio delivered them: the promise is the usual one again.
    await studioCatchesUp();
    expect(hoursToDue(await paidOrder())).toBe(24);
  });

  it('a chosen delivery day later than the load wins; an earlier one waits for the studio', async () => {
    for (let i = 0; i < 3; i += 1) await paidOrder();
    // Three films ahead at one a day: the fourth is due in 96 hours.
    const later = await paidOrder({ deliverOn: { date: dateAhead(6), time: '09:00', timeZone: 'UTC' } });
    const release = Date.parse(`${dateAhead(6)}T09:00:00Z`);
    expect(later.dueAt.getTime()).toBe(release - SCHEDULED_DELIVERY_MARGIN_HOURS * HOUR);
    const sooner = await paidOrder({ deliverOn: { date: dateAhead(3), time: '09:00', timeZone: 'UTC' } });
    expect(hoursToDue(sooner)).toBe(5 * 24);
  });
});

describe('a campaign limited by the studio’s capacity', () => {
  it('stops when one more order would miss the promise: the code is refused as fully booked, the automatic one stops applying', async () => {
    const limited = await campaign({ capacityLimited: true });
    expect(limited.capacityLimited).toBe(true);
    const automatic = await campaign({
      code: null,
      capacityLimited: true,
      storyIds: [27],
      name: 'Busy days',
    });
    expect((await quote({ code: limited.code })).statusCode).toBe(200);
    // The studio's one film of the day is taken (an open checkout holds it for its buyer meanwhile).
    const first = await startIndia({ promoCode: limited.code, email: 'first@example.com' });
    expect(first.statusCode, first.body).toBe(200);
    const refused = await startIndia({ promoCode: limited.code, email: 'second@example.com' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: WHY.fullyBooked, code: CODES.fullyBooked });
    // The same buyer may retry their own place.
    expect((await quote({ code: limited.code, email: 'first@example.com' })).statusCode).toBe(200);
    await payIndia(first.json());
    // Paid: the queue is a day's work, so the campaign is full for everyone, automatic ones too.
    expect((await quote({ code: limited.code, email: 'first@example.com' })).json().code).toBe(
      CODES.fullyBooked,
    );
    const plain = await startIndia({ storyId: 27, email: 'third@example.com' });
    expect(plain.json().price).toMatchObject({ discountMinor: 0, amountMinor: 129_900, campaign: null });
    const list = await t.app.inject({ url: '/api/promotions', headers: bearer(admin) });
    const states = Object.fromEntries(
      list.json().campaigns.map((c: { id: string; state: string }) => [c.id, c.state]),
    );
    expect(states[limited.id]).toBe('full');
    expect(states[automatic.id]).toBe('full');
    // The films are made: the campaign takes orders again.
    await studioCatchesUp();
    expect((await quote({ code: limited.code, email: 'fourth@example.com' })).json()).toMatchObject({
      discountMinor: 25_980,
    });
  });

  it('says why in the parent’s language', () => {
    expect(PARENT_MESSAGES.promotion.fullyBooked).toBe(WHY.fullyBooked);
    expect(PARENT_MESSAGES_HI.promotion.fullyBooked).toMatch(/स्टूडियो/);
  });

  it('the admin’s budget stays an upper limit', async () => {
    const both = await campaign({ capacityLimited: true, budgetOrders: 1 });
    await paidOrder({ promoCode: both.code, email: 'budget1@example.com' });
    await studioCatchesUp();
    // The studio is idle again, but the budget's one order is taken.
    expect((await quote({ code: both.code, email: 'budget2@example.com' })).json().code).toBe(CODES.soldOut);
  });

  it('parents at once for the studio’s last film of the day: exactly one checkout gets the campaign', async () => {
    const limited = await campaign({ capacityLimited: true });
    const results = await Promise.all(
      ['a', 'b', 'c'].map((who) => startIndia({ promoCode: limited.code, email: `${who}@race.example.com` })),
    );
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
    const rows = await t.database.db.select().from(checkouts).where(eq(checkouts.promotionId, limited.id));
    expect(rows).toHaveLength(1);
  });
});

describe('the admin’s figures', () => {
  it('a campaign’s revenue leaves out orders refunded since, counted apart', async () => {
    const made = await campaign();
    const kept = await paidOrder({ promoCode: made.code, email: 'kept@example.com' });
    const refunded = await paidOrder({ promoCode: made.code, email: 'refunded@example.com' });
    const cancelled = await post(
      `/api/orders/${refunded.id}/cancel`,
      { reason: 'Parent asked' },
      bearer(admin),
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const list = await t.app.inject({ url: '/api/promotions', headers: bearer(admin) });
    expect(list.json().campaigns.find((c: { id: string }) => c.id === made.id)).toMatchObject({
      orders: 2,
      refundedOrders: 1,
      revenue: [{ currency: 'INR', paidMinor: kept.amountMinor, discountMinor: 25_980 }],
    });
  });
});
