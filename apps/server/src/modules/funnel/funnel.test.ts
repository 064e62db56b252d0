import { funnelDashboardResponseSchema } from '@shop/contracts/funnel';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  orderForm,
  startAndPayByCard,
  stripeStyleWebhook,
  uploadedPhotos,
} from '../../../test/payment-fixtures.ts';

// The shop's own funnel (docs/decisions/111): browsers report steps, the server counts payments where
// they happen, only daily counts are kept, and the admin reads them with conversions and as CSV.

describe('the funnel', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const beacon = (payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/funnel/events', payload, headers });
  const counts = async () =>
    (
      await t.database.db.execute<{
        step: string;
        language: string;
        country: string;
        story: number;
        count: number;
      }>(
        sql`select step, language, country, story, count from funnel_daily_counts order by step, country, story`,
      )
    ).rows;

  it('keeps only counts: the table has no column that could tell visitors apart', async () => {
    const { rows } = await t.database.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'funnel_daily_counts' order by ordinal_position`,
    );
    expect(rows.map((row) => row.column_name)).toEqual([
      'day',
      'step',
      'language',
      'country',
      'story',
      'count',
    ]);
  });

  it('a beacon adds one to the day’s count of its step, language, country and story; sets no cookie', async () => {
    const first = await beacon({ step: 'story_view', language: 'hi', story: 4, country: 'IN' });
    expect(first.statusCode).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    await beacon({ step: 'story_view', language: 'hi', story: 4, country: 'IN' });
    await beacon({ step: 'landing_view', language: 'en', story: 9, country: 'US' });
    // A CDN's country header sent straight to the shop (no trusted proxy) is not believed.
    await beacon({ step: 'order_started', language: 'en', story: 2 }, { 'cf-ipcountry': 'FR' });
    expect(await counts()).toEqual([
      // A landing view belongs to no story.
      { step: 'landing_view', language: 'en', country: 'US', story: 0, count: 1 },
      { step: 'order_started', language: 'en', country: 'XX', story: 2, count: 1 },
      { step: 'story_view', language: 'hi', country: 'IN', story: 4, count: 2 },
    ]);
  });

  it('refuses what is not a browser step, an unknown story or extra fields, with a 400 and nothing counted', async () => {
    const before = await counts();
    for (const payload of [
      { step: 'paid', language: 'en' },
      { step: 'story_view', language: 'en', story: 99 },
      { step: 'story_view', language: 'fr' },
      { step: 'story_view', language: 'en', visitorId: 'abc' },
    ]) {
      const res = await beacon(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await counts()).toEqual(before);
  });

  it('counts payment started and paid on the server, once per order however often the payment is reported', async () => {
    const { reference } = await startAndPayByCard(
      t,
      orderForm(await uploadedPhotos(t), { storyId: 7, country: 'GB' }),
    );
    const webhook = stripeStyleWebhook(t, {
      id: reference,
      amount: 1499,
      eventId: 'evt_funnel_1',
    });
    await Promise.all([t.app.inject(webhook), t.app.inject(webhook)]);
    const rows = (await counts()).filter((row) => row.country === 'GB');
    expect(rows).toEqual([
      { step: 'paid', language: 'en', country: 'GB', story: 7, count: 1 },
      { step: 'payment_started', language: 'en', country: 'GB', story: 7, count: 1 },
    ]);
  });

  it('the admin reads the funnel with conversions, sales per day and a CSV; others may not', async () => {
    const admin = await createUser(t, 'admin');
    const user = await createUser(t);
    const denied = await t.app.inject({ url: '/api/admin/funnel', headers: bearer(await tokenFor(t, user)) });
    expect(denied.statusCode).toBe(403);

    const headers = bearer(await tokenFor(t, admin));
    const res = await t.app.inject({ url: '/api/admin/funnel?days=7', headers });
    expect(res.statusCode).toBe(200);
    const data = funnelDashboardResponseSchema.parse(res.json()).data;
    expect(data.days).toHaveLength(7);
    const step = (name: string) => data.funnel.find((entry) => entry.step === name)!;
    expect(step('story_view').count).toBe(2);
    expect(step('payment_started').count).toBe(1);
    expect(step('paid')).toEqual({ step: 'paid', count: 1, conversion: 1 });
    expect(step('landing_view').conversion).toBeNull();
    const today = data.sales.at(-1)!;
    expect(today.orders).toBe(1);
    expect(today.revenue_minor).toEqual({ USD: 1499 });
    // No campaign yet; one made by the admin is listed with its orders (none) and revenue.
    expect(data.campaigns).toEqual([]);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/promotions',
      headers,
      payload: {
        name: 'Diwali week',
        code: 'funnel-diwali',
        kind: 'percent',
        percentOff: 10,
        startsAt: new Date(Date.now() - 3600_000).toISOString(),
        endsAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect([200, 201], made.body).toContain(made.statusCode);
    const withCampaign = await t.app.inject({ url: '/api/admin/funnel?days=7', headers });
    expect(funnelDashboardResponseSchema.parse(withCampaign.json()).data.campaigns).toEqual([
      { name: 'Diwali week', orders: 0, revenue_minor: {} },
    ]);

    const csv = await t.app.inject({ url: '/api/admin/funnel/export?days=7', headers });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('day,step,language,country,story,count');
    expect(lines).toContain(`${data.to},story_view,hi,IN,4,2`);
    expect(lines).toContain(`${data.to},landing_view,en,US,,1`);

    const bad = await t.app.inject({ url: '/api/admin/funnel?days=0', headers });
    expect(bad.statusCode).toBe(400);
  });
});
