import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../mail/outbox.service.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { orderForm, uploadedPhotos } from '../../../test/payment-fixtures.ts';
import { createMetricsService } from './metrics.service.ts';

const TOKEN = 'metrics-token-0123456789abcdefghijklmnop';
const OUTSIDE = '203.0.113.7';

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics: who may read it', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    // nginx on this machine, trusted (TRUST_PROXY=1): the client is whom it forwards.
    proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await proxied.close();
  });

  it('this machine reads it without a token', async () => {
    const res = await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('anyone else gets a 404, whatever they claim, unless they bring the token', async () => {
    const refused = [
      { remoteAddress: OUTSIDE },
      { remoteAddress: OUTSIDE, headers: { 'x-forwarded-for': '127.0.0.1' } },
      { remoteAddress: OUTSIDE, headers: { authorization: 'Bearer wrong-token' } },
      { remoteAddress: OUTSIDE, headers: { authorization: `Bearer ${TOKEN}x` } },
      // A proxy on this machine (not trusted here) forwarding a visitor: not "this machine".
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': OUTSIDE } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: `for=${OUTSIDE}` } },
    ];
    for (const request of refused) {
      const res = await t.app.inject({ url: '/metrics', ...request });
      expect(res.statusCode, JSON.stringify(request)).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    }
    const withToken = await t.app.inject({
      url: '/metrics',
      remoteAddress: OUTSIDE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('http_requests_total');
  });

  it('behind a trusted proxy, the forwarded client decides; without METRICS_TOKEN no token works', async () => {
    const visitor = await proxied.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': OUTSIDE, authorization: `Bearer ${TOKEN}` },
    });
    expect(visitor.statusCode).toBe(404);
    const local = await proxied.app.inject({
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('refuses a METRICS_TOKEN too short to be a secret', async () => {
    await expect(createTestApp({ env: { METRICS_TOKEN: 'short' } })).rejects.toThrow(/METRICS_TOKEN/);
  });
});

describe('GET /metrics: what it shows', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => (await t.app.inject({ url: '/metrics' })).body;

  it('requests by route pattern (never the URL), method and status, with latency', async () => {
    await t.app.inject({ url: '/healthz' });
    await t.app.inject({ url: '/healthz' });
    await t.app.inject({ url: '/api/orders/0b9f3c1e-7d2a-4c55-9a1b-3f2e8d7c6b5a?email=parent@example.com' });
    const text = await scrape();
    expect(sample(text, 'http_requests_total{route="/healthz",method="GET",status_code="200"}')).toBe(2);
    expect(sample(text, 'http_requests_total{route="/api/orders/:id",method="GET",status_code="401"}')).toBe(
      1,
    );
    expect(sample(text, 'http_request_duration_seconds_count{route="/healthz",method="GET"}')).toBe(2);
    expect(text).not.toContain('0b9f3c1e');
    expect(text).not.toContain('parent@example.com');
    // Process memory, from prom-client's defaults.
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_heap_size_used_bytes');
  });

  it("the shop's state: outbox depth and age, failed mail, paid checkouts without an order, orders", async () => {
    let text = await scrape();
    expect(sample(text, 'outbox_pending_messages')).toBe(0);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBe(0);
    expect(sample(text, 'checkouts_paid_without_order')).toBe(0);
    expect(sample(text, 'orders_by_status{status="pending"}')).toBe(0);
    expect(sample(text, 'orders_by_status{status="complete"}')).toBe(0);
    expect(sample(text, 'film_renders_by_state{state="queued"}')).toBe(0);
    expect(sample(text, 'film_render_queue_depth')).toBe(0);
    expect(sample(text, 'film_render_oldest_waiting_seconds')).toBe(0);

    for (const name of ['Asha', 'Ravi'])
      await enqueueMail(t.database.db, {
        kind: 'test',
        to: `${name.toLowerCase()}@example.com`,
        data: { recipientName: name, message: 'hello' },
      });
    await t.database.db.execute(
      sql`update outbox set created_at = now() - interval '90 seconds' where to_address = 'asha@example.com'`,
    );
    await t.database.db.execute(
      sql`update outbox set status = 'failed', failed_at = now() where to_address = 'ravi@example.com'`,
    );
    // A checkout the provider took payment for, with no order yet (the reconciler's work).
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: orderForm(await uploadedPhotos(t)),
    });
    expect(started.statusCode).toBe(200);
    await t.database.db.execute(sql`update checkouts set status = 'paid', paid_at = now()`);

    text = await scrape();
    expect(sample(text, 'outbox_pending_messages')).toBe(1);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(89);
    expect(sample(text, 'outbox_failed_messages')).toBe(1);
    expect(sample(text, 'checkouts_paid_without_order')).toBe(1);
    expect(sample(text, 'orders_overdue')).toBe(0);
  });
});

describe('job passes', () => {
  it('are counted by job and outcome', async () => {
    const metrics = createMetricsService({
      readGauges: async () => ({
        outboxPending: 0,
        outboxOldestPendingSeconds: 0,
        outboxFailed: 0,
        paidWithoutOrder: 0,
        ordersByStatus: { pending: 3 },
        ordersOverdue: 1,
        rendersByState: { queued: 2, failed: 1 },
        renderOldestQueuedSeconds: 42,
        previewsByState: {},
        ordersByPreviewsAsked: {},
      }),
    });
    metrics.observeJobPass('outbox', 'ok', 0.02);
    metrics.observeJobPass('outbox', 'ok', 0.03);
    metrics.observeJobPass('payments-reconciler', 'failed', 1.5);
    const text = await metrics.render();
    expect(sample(text, 'job_passes_total{job="outbox",outcome="ok"}')).toBe(2);
    expect(sample(text, 'job_passes_total{job="payments-reconciler",outcome="failed"}')).toBe(1);
    expect(sample(text, 'job_pass_duration_seconds_count{job="outbox"}')).toBe(2);
    expect(sample(text, 'orders_by_status{status="pending"}')).toBe(3);
    expect(sample(text, 'orders_by_status{status="complete"}')).toBe(0);
    expect(sample(text, 'film_renders_by_state{state="queued"}')).toBe(2);
    expect(sample(text, 'film_renders_by_state{state="failed"}')).toBe(1);
    expect(sample(text, 'film_renders_by_state{state="rendering"}')).toBe(0);
    expect(sample(text, 'film_render_queue_depth')).toBe(2);
    expect(sample(text, 'film_render_oldest_waiting_seconds')).toBe(42);
    expect(sample(text, 'orders_overdue')).toBe(1);
  });
});
