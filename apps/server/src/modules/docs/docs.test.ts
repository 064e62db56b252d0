import { API_ENDPOINTS } from '@shop/contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

describe('the API contracts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every declared endpoint is served by a route at its method and path', () => {
    // The test app runs the local disk's signed links and no mail catcher, whose paths it still claims.
    const missing = API_ENDPOINTS.filter(
      (endpoint) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    ).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('every /api route the app serves is a declared endpoint, so the document leaves none out', () => {
    const declared = new Set(API_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.path}`));
    const undeclared = t.app.accessRules
      .map((rule) => `${rule.method} ${rule.url}`)
      .filter((route) => !declared.has(route));
    expect(t.app.accessRules.length).toBeGreaterThan(50);
    expect(undeclared).toEqual([]);
  });

  it('GET /api/openapi.json: one operation per declared endpoint, served from this origin', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; servers: { url: string }[]; paths: object };
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: t.config.siteUrl }]);
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods as object));
    expect(operations).toHaveLength(API_ENDPOINTS.length);
  });

  it('GET /api/docs: the document as a page, every path on it, no script, under the shop’s CSP', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.body).not.toContain('<script');
    const missing = API_ENDPOINTS.filter(
      (endpoint) => !res.body.includes(`<code>${endpoint.path.replace(/:(\w+)\??/g, '{$1}')}</code>`),
    ).map((endpoint) => endpoint.path);
    expect(missing).toEqual([]);
  });
});

describe('the API docs page in production', () => {
  it('is not served: the document is', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect((await production.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
      expect((await production.app.inject({ url: '/api/openapi.json' })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
