import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

describe('health probes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('GET /healthz: the process is alive', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /readyz: ready while the database answers', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz: 503 once shutdown has begun', async () => {
    t.lifecycle.beginShutdown();
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not-ready' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('readiness without a database', () => {
  it('GET /readyz: 503 when the database is gone, while /healthz stays 200', async () => {
    const t = await createTestApp();
    try {
      await t.database.close();
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'not-ready' });
      expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});
