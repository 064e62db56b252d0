import { randomUUID } from 'node:crypto';
import {
  adminReviewListSchema,
  adminReviewSchema,
  publishedReviewsSchema,
  REVIEW_LINE_MAX,
  reviewStateResponseSchema,
} from '@shop/contracts/reviews';
import { storyTitleIn } from '@shop/content/story-title';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrder, createUser, createVideo, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import type { orders } from '../../db/schema.ts';
import { funnelDailyCounts, orderReviews, outbox } from '../../db/schema.ts';

// Parents' reviews (issue 36 point 5, docs/decisions/118) as a parent, the admin and the testimonials
// page meet them: the holder of the order's signed link gives stars, a line and the tick once; a
// wrong signature or an undelivered film is a 404; the admin publishes only what the parent allowed;
// the public list names nobody; the review goes with the film or the account; the one e-mail asks
// once, a few days after delivery, never after an answer or "Not now", never for deleted data.

let t: TestApp;
let sign: (orderId: string) => string;
let requestPass: () => Promise<{ requested: number }>;
let closeModules: () => Promise<void>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const modules = await modulesOf(t);
  closeModules = modules.close;
  requestPass = () => modules.reviews.requestPass();
  sign = (orderId) => new URL(modules.statusLinks.url(orderId)).searchParams.get('sig')!;
  adminToken = await tokenFor(t, await createUser(t, 'admin'));
}, 60_000);

afterAll(async () => {
  await closeModules?.();
  await t?.close();
});

async function deliveredOrder(
  overrides: Partial<typeof orders.$inferInsert> = {},
  owner = null as null | Awaited<ReturnType<typeof createUser>>,
) {
  const order = await createOrder(t, owner, {
    characterName: 'Meera Iyer',
    status: 'complete',
    email: `parent-${randomUUID().slice(0, 8)}@example.com`,
    ...overrides,
  });
  const video = await createVideo(t, order, 'Meera and Krishna');
  return { order, video };
}

const reviewUrl = (orderId: string, sig = sign(orderId), tail = '') =>
  `/api/watch/${orderId}/review${tail}?sig=${encodeURIComponent(sig)}`;
const submit = (orderId: string, payload: object, sig?: string) =>
  t.app.inject({ method: 'POST', url: reviewUrl(orderId, sig), payload });
const stateOf = async (orderId: string) =>
  reviewStateResponseSchema.parse((await t.app.inject({ method: 'GET', url: reviewUrl(orderId) })).json())
    .data.state;
const admin = (method: 'GET' | 'POST', url: string) =>
  t.app.inject({ method, url, headers: bearer(adminToken) });
const reviewedCount = async () => {
  const [row] = await t.database.db
    .select({ n: sql<number>`coalesce(sum(${funnelDailyCounts.count}), 0)::int` })
    .from(funnelDailyCounts)
    .where(eq(funnelDailyCounts.step, 'reviewed'));
  return row?.n ?? 0;
};
const requestsTo = (orderId: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'review-request')));

describe('the parent’s review', () => {
  it('is given once behind the signed link: stars, a trimmed line, the tick; counted in the funnel', async () => {
    const { order } = await deliveredOrder({ siteLanguage: 'hi' });
    expect(await stateOf(order.id)).toBe('open');
    const before = await reviewedCount();

    const given = await submit(order.id, {
      stars: 5,
      line: '  Meera  watched it   three times!\n',
      may_publish: true,
      site_language: 'hi',
    });
    expect(given.statusCode, given.body).toBe(201);
    expect(given.headers['cache-control']).toContain('no-store');
    expect(reviewStateResponseSchema.parse(given.json()).data.state).toBe('reviewed');
    const [row] = await t.database.db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id));
    expect(row).toMatchObject({
      stars: 5,
      line: 'Meera watched it three times!',
      mayPublish: true,
      siteLanguage: 'hi',
      publishedAt: null,
    });
    expect(await reviewedCount()).toBe(before + 1);

    // Once per order: a second is refused by code, in the page's language, and counts nothing.
    const again = await submit(order.id, { stars: 1, site_language: 'hi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REVIEW_ALREADY_GIVEN');
    expect(again.json().message).toContain('धन्यवाद');
    expect(await reviewedCount()).toBe(before + 1);
    expect(await stateOf(order.id)).toBe('reviewed');
  });

  it('the tick is off unless sent; a line is optional', async () => {
    const { order } = await deliveredOrder();
    expect((await submit(order.id, { stars: 3 })).statusCode).toBe(201);
    const [row] = await t.database.db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id));
    expect(row).toMatchObject({ stars: 3, line: null, mayPublish: false, siteLanguage: 'en' });
  });

  it('refuses bad input by code (400) and writes nothing', async () => {
    const { order } = await deliveredOrder();
    for (const [payload, code] of [
      [{}, 'REVIEW_STARS_REQUIRED'],
      [{ stars: 0 }, 'REVIEW_STARS_REQUIRED'],
      [{ stars: 6 }, 'REVIEW_STARS_REQUIRED'],
      [{ stars: 2.5 }, 'REVIEW_STARS_REQUIRED'],
      [{ stars: '5' }, 'REVIEW_STARS_REQUIRED'],
      [{ stars: 4, line: 'a'.repeat(REVIEW_LINE_MAX + 1) }, 'REVIEW_LINE_TOO_LONG'],
      [{ stars: 4, line: 'a'.repeat(REVIEW_LINE_MAX * 3) }, 'REVIEW_LINE_TOO_LONG'],
    ] as const) {
      const res = await submit(order.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code, JSON.stringify(payload)).toBe(code);
    }
    // Exactly the limit is fine (characters, not bytes: a Hindi line counts the same).
    expect((await submit(order.id, { stars: 4, line: 'अ'.repeat(REVIEW_LINE_MAX) })).statusCode).toBe(201);
  });

  it('a wrong signature, an unknown order, an undelivered or held film: 404, nothing written', async () => {
    const { order } = await deliveredOrder();
    const tampered = `${sign(order.id).slice(0, -2)}xx`;
    for (const res of [
      await submit(order.id, { stars: 5 }, tampered),
      await submit(order.id, { stars: 5 }, ''),
      await submit(randomUUID(), { stars: 5 }),
      await t.app.inject({ method: 'POST', url: `/api/watch/not-an-id/review?sig=x`, payload: { stars: 5 } }),
      await t.app.inject({ method: 'GET', url: reviewUrl(order.id, tampered) }),
      await t.app.inject({ method: 'POST', url: reviewUrl(order.id, tampered, '/not-now') }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('REVIEW_NOT_AVAILABLE');
    }
    const open = await createOrder(t, null, { stage: 'in_production' });
    expect((await submit(open.id, { stars: 5 })).statusCode).toBe(404);
    // A film held for its chosen day is not watched yet, so not reviewed either.
    const { order: held } = await deliveredOrder({
      deliverAt: new Date(Date.now() + 86_400_000),
      deliverTimeZone: 'Asia/Kolkata',
    });
    expect((await submit(held.id, { stars: 5 })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id));
    expect(rows).toEqual([]);
  });

  it('"Not now" is remembered: the card never asks again, the review can still not be overwritten', async () => {
    const { order } = await deliveredOrder();
    const declined = await t.app.inject({ method: 'POST', url: reviewUrl(order.id, undefined, '/not-now') });
    expect(declined.statusCode).toBe(200);
    expect(reviewStateResponseSchema.parse(declined.json()).data.state).toBe('declined');
    expect(await stateOf(order.id)).toBe('declined');
    // A parent who changes their mind may still write (the card is gone, the e-mail never comes).
    const { order: reviewed } = await deliveredOrder();
    expect((await submit(reviewed.id, { stars: 4 })).statusCode).toBe(201);
    await t.app.inject({ method: 'POST', url: reviewUrl(reviewed.id, undefined, '/not-now') });
    expect(await stateOf(reviewed.id)).toBe('reviewed');
  });
});

describe('the admin and the testimonials page', () => {
  it('publishes only with the parent’s permission; the public list shows stars, line and story, no names', async () => {
    const { order: allowed } = await deliveredOrder({ itemNumber: 4 });
    await submit(allowed.id, { stars: 5, line: 'Pure magic for our family.', may_publish: true });
    const { order: private_ } = await deliveredOrder();
    await submit(private_.id, { stars: 2, line: 'Keep this between us.' });

    // Admin only.
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
    const parentToken = await tokenFor(t, await createUser(t));
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: bearer(parentToken) }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/reviews/${allowed.id}/publish`,
          headers: bearer(parentToken),
        })
      ).statusCode,
    ).toBe(403);

    const list = adminReviewListSchema.parse((await admin('GET', '/api/admin/reviews')).json());
    expect(list.reviews.find((review) => review.order_id === allowed.id)).toMatchObject({
      stars: 5,
      line: 'Pure magic for our family.',
      may_publish: true,
      published_at: null,
      story_id: 4,
      order_number: allowed.orderNumber,
    });

    const refused = await admin('POST', `/api/admin/reviews/${private_.id}/publish`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('REVIEW_NOT_PERMITTED');
    expect((await admin('POST', `/api/admin/reviews/${randomUUID()}/publish`)).json().code).toBe(
      'REVIEW_NOT_FOUND',
    );
    expect((await admin('POST', `/api/admin/reviews/not-an-id/publish`)).statusCode).toBe(400);

    const published = await admin('POST', `/api/admin/reviews/${allowed.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(adminReviewSchema.parse(published.json()).published_at).not.toBeNull();

    const page = await t.app.inject({ method: 'GET', url: '/api/reviews/en' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=60');
    const shown = publishedReviewsSchema.parse(page.json()).reviews;
    expect(shown.map((review) => review.line)).toContain('Pure magic for our family.');
    expect(shown.map((review) => review.line)).not.toContain('Keep this between us.');
    expect(shown.find((review) => review.line === 'Pure magic for our family.')?.story_title).toBe(
      storyTitleIn(4, 'en'),
    );
    const hindi = publishedReviewsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/reviews/hi' })).json(),
    );
    expect(hindi.reviews.find((review) => review.line === 'Pure magic for our family.')?.story_title).toBe(
      storyTitleIn(4, 'hi'),
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/fr' })).statusCode).toBe(400);
    expect(page.body).not.toContain('Meera');
    expect(page.body).not.toContain(allowed.id);
    expect(page.body).not.toContain(allowed.orderNumber);

    expect((await admin('POST', `/api/admin/reviews/${allowed.id}/unpublish`)).statusCode).toBe(200);
    const after = publishedReviewsSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/reviews/en' })).json(),
    );
    expect(after.reviews.map((review) => review.line)).not.toContain('Pure magic for our family.');
  });
});

describe('the parent’s data file', () => {
  it('Download my data carries the review as given, and nothing for an order without one', async () => {
    const myData = async (orderId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/orders/status/${orderId}/my-data?sig=${encodeURIComponent(sign(orderId))}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (JSON.parse(res.body) as { orders: Array<{ review: unknown }> }).orders[0]!;
    };
    const { order } = await deliveredOrder();
    expect((await myData(order.id)).review).toBeNull();
    // "Not now" is no review either.
    await t.app.inject({ method: 'POST', url: reviewUrl(order.id, sign(order.id), '/not-now') });
    expect((await myData(order.id)).review).toBeNull();

    const reviewed = (await deliveredOrder()).order;
    await submit(reviewed.id, { stars: 4, line: 'She sang the song all week.', may_publish: true });
    await admin('POST', `/api/admin/reviews/${reviewed.id}/publish`);
    expect((await myData(reviewed.id)).review).toEqual({
      stars: 4,
      line: 'She sang the song all week.',
      may_publish: true,
      given_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });
});

describe('erasure', () => {
  it('deleting the film erases its review (and takes it off the testimonials page)', async () => {
    const { order } = await deliveredOrder();
    await submit(order.id, { stars: 5, line: 'Gone with the film.', may_publish: true });
    await admin('POST', `/api/admin/reviews/${order.id}/publish`);
    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/orders/status/${order.id}/delete-video?sig=${encodeURIComponent(sign(order.id))}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.database.db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id))).toEqual(
      [],
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/reviews/en' })).body).not.toContain(
      'Gone with the film.',
    );
    // No film, no review.
    expect((await submit(order.id, { stars: 5 })).statusCode).toBe(404);
  });

  it('deleting the account erases its orders’ reviews', async () => {
    const parent = await createUser(t);
    const token = await tokenFor(t, parent);
    const { order } = await deliveredOrder({ email: parent.email }, parent);
    await submit(order.id, { stars: 4, line: 'Erased with me.' });
    const erased = await t.app.inject({ method: 'POST', url: '/api/account/erase', headers: bearer(token) });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(await t.database.db.select().from(orderReviews).where(eq(orderReviews.orderId, order.id))).toEqual(
      [],
    );
  });
});

describe('the one e-mail that asks', () => {
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  async function deliveredDaysAgo(days: number, overrides: Partial<typeof orders.$inferInsert> = {}) {
    const made = await deliveredOrder(overrides);
    await t.database.db.execute(
      sql`update videos set created_date = ${daysAgo(days).toISOString()} where id = ${made.video.id}`,
    );
    return made;
  }

  it('asks a few days after delivery, once, in the order’s language, with the watch page’s link', async () => {
    const { order } = await deliveredDaysAgo(4, { siteLanguage: 'hi' });
    const { order: fresh } = await deliveredDaysAgo(1);
    await requestPass();
    await requestPass();
    const [mail, ...more] = await requestsTo(order.id);
    expect(more).toEqual([]);
    expect(mail!.toAddress).toBe(order.email);
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.subject).toContain('Meera Iyer');
    expect(mail!.html).toContain(`/hi/watch/${order.id}?sig=`);
    expect(mail!.html).toContain('review=1');
    expect(await requestsTo(fresh.id)).toEqual([]);
    // Asking is not answering: the card on the watch page may still ask.
    expect(await stateOf(order.id)).toBe('open');
  });

  it('never after a review or "Not now", nor for a deleted film or an erased order', async () => {
    const { order: reviewed } = await deliveredDaysAgo(5);
    await submit(reviewed.id, { stars: 5 });
    const { order: declined } = await deliveredDaysAgo(5);
    await t.app.inject({ method: 'POST', url: reviewUrl(declined.id, undefined, '/not-now') });
    const { order: filmDeleted } = await deliveredDaysAgo(5, { videoDeletedAt: new Date() });
    const { order: erased } = await deliveredDaysAgo(5, { erasedAt: new Date(), email: '' });
    // A film held for its chosen day reached nobody yet.
    const { order: held } = await deliveredDaysAgo(5, {
      deliverAt: new Date(Date.now() + 86_400_000),
      deliverTimeZone: 'Asia/Kolkata',
    });
    await requestPass();
    for (const order of [reviewed, declined, filmDeleted, erased, held])
      expect(await requestsTo(order.id), order.id).toEqual([]);
  });

  it('two processes at once still send one', async () => {
    const { order } = await deliveredDaysAgo(6);
    await Promise.all([requestPass(), requestPass(), requestPass()]);
    expect(await requestsTo(order.id)).toHaveLength(1);
  });
});
