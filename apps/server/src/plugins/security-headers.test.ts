import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

// helmet's headers, worked out once at start, on every answer: API, probes, errors, unknown paths.
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_URL: 'https://shop.diyatales.example' } });
  });
  afterAll(() => t.close());

  it('are on every kind of answer, as configured', async () => {
    for (const url of ['/healthz', '/api/payments/config', '/api/nope', '/api/orders']) {
      const res = await t.app.inject({ url });
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy'], url).toMatch(/^default-src 'self';/);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('HSTS only over https', async () => {
    const local = await createTestApp();
    try {
      const res = await local.app.inject({ url: '/healthz' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBe('DENY');
    } finally {
      await local.close();
    }
  });
});
