import { randomUUID } from 'node:crypto';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import {
  DELIVERY_DATE_ERROR_CODES,
  DELIVERY_DATE_MESSAGES,
  SCHEDULED_DELIVERY_MARGIN_HOURS,
} from '@shop/contracts/delivery-date';
import { orderStatusResponseSchema } from '@shop/contracts/order-status';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, orders, outbox } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import { orderForm, payForOrder, uploadedPhotos } from '../../../test/payment-fixtures.ts';

// Delivery on a chosen day (issue 36 point 2, docs/decisions/114): the order form's date, time and
// time zone become one instant, checked against the clock; the studio's delivery of such a film is
// held (no e-mail, no WhatsApp, not on the family's pages) until the release job finds its day has
// come, and then it goes out exactly once. The test clock behind /dev/clock is what the e2e moves.

const DAY_MS = 86_400_000;

/** The calendar date (YYYY-MM-DD) `days` from `from`, in UTC. */
const dateAhead = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

describe('delivery on a chosen day', () => {
  let t: TestApp;
  let parent: AuthenticatedUser;
  let parentToken: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { TEST_CLOCK: 'true' } });
    parent = await createUser(t);
    parentToken = await tokenFor(t, parent);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  async function paidOrder(
    deliverOn: object | undefined,
    headers: Record<string, string> = {},
    form: Record<string, unknown> = {},
  ) {
    const photos = await uploadedPhotos(t);
    const formWithDay = orderForm(photos, {
      ...(deliverOn ? { deliverOn } : {}),
      email: parent.email,
      ...form,
    });
    return (await payForOrder(t, formWithDay, headers)).order;
  }

  /** The studio delivers the order's film (as an approval or a trusted story's render does). */
  async function deliver(orderId: string, clock?: { now(): Date }) {
    const modules = await modulesOf(t, clock ? { clock } : {});
    try {
      const delivered = await inTransaction(t.database.db, (tx) =>
        modules.videos.deliverRenderedInTransaction(
          tx,
          {
            orderId,
            uri: `videos/${randomUUID()}.mp4`,
            thumbnail: `thumbnails/${randomUUID()}.jpg`,
            title: 'Aarav and Hanuman',
          },
          'Approved',
        ),
      );
      expect(delivered).toBeDefined();
    } finally {
      await modules.close();
    }
  }

  async function releasePass(at: Date) {
    const modules = await modulesOf(t, { clock: { now: () => at } });
    try {
      return await modules.videos.releaseDue();
    } finally {
      await modules.close();
    }
  }

  async function statusPage(orderId: string) {
    const modules = await modulesOf(t);
    const url = new URL(modules.statusLinks.url(orderId, 'en'));
    await modules.close();
    const res = await t.app.inject({
      url: `/api/orders/status/${orderId}?sig=${url.searchParams.get('sig')}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return orderStatusResponseSchema.parse(res.json()).data;
  }

  async function watchPage(orderId: string) {
    const modules = await modulesOf(t);
    const sig = new URL(modules.statusLinks.url(orderId, 'en')).searchParams.get('sig');
    await modules.close();
    return t.app.inject({ url: `/api/watch/${orderId}?sig=${sig}` });
  }

  const deliveryMails = (orderId: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `delivery:${orderId}`));
  /** The order's WhatsApp updates, oldest first (the "paid" one is queued with the order). */
  const whatsAppUpdates = (orderId: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.channel, 'whatsapp')))
      .orderBy(outbox.createdAt);
  const ownVideos = async () => {
    const res = await t.app.inject({ url: '/api/videos', headers: bearer(parentToken) });
    expect(res.statusCode).toBe(200);
    return res.json().data as { order_id: string }[];
  };

  it('refuses a day too soon, too far, that does not exist or in an unknown zone, storing nothing', async () => {
    const photos = await uploadedPhotos(t);
    const before = (await t.database.db.select().from(checkouts)).length;
    const now = new Date();
    const cases: [object, string, string][] = [
      [
        { date: dateAhead(now, 1), time: '09:00', timeZone: 'Asia/Kolkata' },
        DELIVERY_DATE_MESSAGES.tooSoon,
        DELIVERY_DATE_ERROR_CODES.tooSoon,
      ],
      [
        { date: dateAhead(now, 400), time: '09:00', timeZone: 'Asia/Kolkata' },
        DELIVERY_DATE_MESSAGES.tooLate,
        DELIVERY_DATE_ERROR_CODES.tooLate,
      ],
      [
        { date: '2027-02-30', time: '09:00', timeZone: 'Asia/Kolkata' },
        DELIVERY_DATE_MESSAGES.invalidDate,
        DELIVERY_DATE_ERROR_CODES.invalidDate,
      ],
      [
        { date: dateAhead(now, 5), time: '09:00', timeZone: 'Mars/Olympus_Mons' },
        DELIVERY_DATE_MESSAGES.invalidTimeZone,
        DELIVERY_DATE_ERROR_CODES.invalidTimeZone,
      ],
      [
        { date: dateAhead(now, 5), time: '25:00', timeZone: 'Asia/Kolkata' },
        DELIVERY_DATE_MESSAGES.invalidTime,
        DELIVERY_DATE_ERROR_CODES.invalidTime,
      ],
      // New York's clocks jump from 02:00 to 03:00 on the second Sunday of March 2027.
      [
        { date: '2027-03-14', time: '02:30', timeZone: 'America/New_York' },
        DELIVERY_DATE_MESSAGES.missingTime,
        DELIVERY_DATE_ERROR_CODES.missingTime,
      ],
    ];
    for (const [deliverOn, message, code] of cases) {
      const res = await post('/api/payments/create-payment-intent', orderForm(photos, { deliverOn }));
      expect(res.statusCode, JSON.stringify(deliverOn)).toBe(400);
      expect(res.json()).toMatchObject({ message, code });
    }
    expect(await t.database.db.select().from(checkouts)).toHaveLength(before);
  });

  it('holds the delivered film until its day, then releases it once: e-mail, status page, profile', async () => {
    const now = new Date();
    const day = dateAhead(now, 5);
    const order = await paidOrder(
      { date: day, time: '09:00', timeZone: 'America/New_York' },
      bearer(parentToken),
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.unique_id));
    // 09:00 in New York in late autumn or winter is 14:00 UTC (EST, UTC-5); in summer 13:00.
    const releaseAt = row!.deliverAt!;
    expect(releaseAt.toISOString().slice(0, 10)).toBe(day);
    expect([13, 14]).toContain(releaseAt.getUTCHours());
    expect(row!.deliverTimeZone).toBe('America/New_York');
    expect(row!.dueAt.getTime()).toBe(releaseAt.getTime() - SCHEDULED_DELIVERY_MARGIN_HOURS * 3600_000);

    await deliver(order.unique_id);
    expect(await deliveryMails(order.unique_id)).toHaveLength(0);
    const held = await statusPage(order.unique_id);
    expect(held).toMatchObject({
      status: 'pending',
      stage: 'quality_check',
      video: null,
      scheduled_delivery: { at: releaseAt.toISOString(), time_zone: 'America/New_York', released: false },
    });
    expect(held.progress.steps.find((step) => step.stage === 'delivered')?.reached_at).toBeNull();
    // The family is promised their moment; the studio works to the earlier due time.
    expect(held.due_at).toBe(releaseAt.toISOString());
    expect((await ownVideos()).map((v) => v.order_id)).not.toContain(order.unique_id);
    // Nor on the watch page behind the same signed link (docs/decisions/100).
    expect((await watchPage(order.unique_id)).statusCode).toBe(404);
    const own = await t.app.inject({ url: '/api/orders', headers: bearer(parentToken) });
    expect(own.json().data.find((o: { unique_id: string }) => o.unique_id === order.unique_id)).toMatchObject(
      {
        status: 'pending',
        stage: 'quality_check',
      },
    );

    // A minute before its day: still held.
    expect(await releasePass(new Date(releaseAt.getTime() - 60_000))).toEqual({ released: 0 });
    expect(await deliveryMails(order.unique_id)).toHaveLength(0);

    // Its day: released, once, however many passes and processes look.
    const at = new Date(releaseAt.getTime() + 60_000);
    const passes = await Promise.all([releasePass(at), releasePass(at)]);
    expect(passes.reduce((sum, pass) => sum + pass.released, 0)).toBe(1);
    expect(await releasePass(at)).toEqual({ released: 0 });
    expect(await deliveryMails(order.unique_id)).toHaveLength(1);
    const released = await statusPage(order.unique_id);
    expect(released).toMatchObject({
      status: 'complete',
      stage: 'delivered',
      scheduled_delivery: { released: true },
    });
    expect(released.video?.download_url).toBeTruthy();
    expect((await ownVideos()).map((v) => v.order_id)).toContain(order.unique_id);
    expect((await watchPage(order.unique_id)).statusCode).toBe(200);
  });

  it('the WhatsApp update of an opted-in family waits for the day too, and goes once', async () => {
    const order = await paidOrder(
      { date: dateAhead(new Date(), 4), time: '07:30', timeZone: 'Asia/Kolkata' },
      {},
      { phoneUpdates: true, phoneNumber: '201 555 0123', countryCode: '+1' },
    );
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.unique_id));
    const paidUpdates = (await whatsAppUpdates(order.unique_id)).length;
    expect(paidUpdates).toBeGreaterThan(0);
    await deliver(order.unique_id);
    expect(await whatsAppUpdates(order.unique_id)).toHaveLength(paidUpdates);
    const at = new Date(row!.deliverAt!.getTime() + 1_000);
    expect((await releasePass(at)).released).toBeGreaterThanOrEqual(1);
    await releasePass(at);
    const updates = await whatsAppUpdates(order.unique_id);
    expect(updates).toHaveLength(paidUpdates + 1);
    expect(updates.at(-1)!.text).toContain('Aarav');
    expect(await deliveryMails(order.unique_id)).toHaveLength(1);
  });

  it('a film finished after its day is released with its delivery', async () => {
    const order = await paidOrder({
      date: dateAhead(new Date(), 3),
      time: '18:30',
      timeZone: 'Asia/Kolkata',
    });
    await deliver(order.unique_id, { now: () => new Date(Date.now() + 10 * DAY_MS) });
    expect(await deliveryMails(order.unique_id)).toHaveLength(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.unique_id));
    expect(row!.releasedAt).not.toBeNull();
    expect((await statusPage(order.unique_id)).video).not.toBeNull();
  });

  it('an order without a chosen day is delivered and announced at once, as before', async () => {
    const order = await paidOrder(undefined);
    await deliver(order.unique_id);
    expect(await deliveryMails(order.unique_id)).toHaveLength(1);
    expect((await statusPage(order.unique_id)).scheduled_delivery).toBeNull();
  });

  it('the test clock: read, moved forward only, from this machine only', async () => {
    const read = await t.app.inject({ url: '/dev/clock' });
    expect(read.statusCode).toBe(200);
    const start = new Date(read.json().now).getTime();
    expect(Math.abs(start - Date.now())).toBeLessThan(60_000);
    const ahead = new Date(Date.now() + 7 * DAY_MS).toISOString();
    const moved = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { to: ahead } });
    expect(new Date(moved.json().now).getTime()).toBeGreaterThanOrEqual(Date.parse(ahead));
    const back = await t.app.inject({
      method: 'POST',
      url: '/dev/clock',
      payload: { to: new Date().toISOString() },
    });
    expect(new Date(back.json().now).getTime()).toBeGreaterThanOrEqual(Date.parse(ahead));
    const remote = await t.app.inject({ url: '/dev/clock', remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(403);
    // Checkouts are checked against the moved clock: 3 days from real time is now in the past.
    const photos = await uploadedPhotos(t);
    const soon = await post(
      '/api/payments/create-payment-intent',
      orderForm(photos, { deliverOn: { date: dateAhead(new Date(), 3), time: '09:00', timeZone: 'UTC' } }),
    );
    expect(soon.json().code).toBe(DELIVERY_DATE_ERROR_CODES.tooSoon);
  });

  it('without TEST_CLOCK there is no /dev/clock, and a public production shop refuses it', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ url: '/dev/clock' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    await expect(
      createTestApp({
        env: {
          TEST_CLOCK: 'true',
          NODE_ENV: 'production',
          SITE_URL: 'https://shop.example.com',
          PAYMENTS_SANDBOX: 'true',
        },
      }),
    ).rejects.toThrow(/TEST_CLOCK/);
  });
});
