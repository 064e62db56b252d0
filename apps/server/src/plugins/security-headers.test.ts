import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCaughtMailStore } from '../stand-ins/mail/caught-mail-store.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';

// Two sets worked out once at start: helmet's full set on HTML documents, and the few headers that
// protect anything else (JSON, probes, errors, unknown paths).
describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SITE_URL: 'https://shop.diyatales.example' } });
  });
  afterAll(() => t.close());

  it('an answer that is not a document: runs nothing, framed by nobody, not sniffed, same origin', async () => {
    for (const url of ['/healthz', '/api/payments/config', '/api/nope', '/api/orders']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      // Document-only headers stay off.
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
      expect(res.headers['referrer-policy'], url).toBeUndefined();
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });

  it('an HTML document: helmet’s full set, the shop’s CSP', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'self';/);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('a header a route sets itself is kept', async () => {
    // The local mail inbox (loopback only) sends its own, stricter CSP for its pages.
    const dir = await mkdtemp(path.join(tmpdir(), 'diya-headers-'));
    const local = await createTestApp({ mailInbox: createCaughtMailStore(dir) });
    try {
      const res = await local.app.inject({ url: '/dev/mail' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src/);
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    } finally {
      await local.close();
      await rm(dir, { recursive: true, force: true });
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
