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
    const missing = API_ENDPOINTS.filter(
      (endpoint) => !t.app.hasRoute({ method: endpoint.method, url: endpoint.path }),
    ).map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
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
});
