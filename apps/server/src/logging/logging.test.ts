import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app.ts';
import { REDACTED, scrubUrl, scrubValue } from './scrub.ts';

describe('log redaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      captureLogs: true,
      register: (app) => {
        // Outside /api on purpose: it receives a made-up bearer token, which /api routes refuse
        // before any handler runs (plugins/access-control.ts).
        app.post('/test/echo', async (request) => {
          // What a careless module might log.
          request.log.info({ body: request.body, headers: request.headers }, 'received');
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => t.close());

  it('keeps the Authorization header and ?token= out of the access log', async () => {
    await t.app.inject({
      url: '/auth/success?token=eyJhbGciOi.secret-jwt.sig&next=%2Fprofile',
      headers: { authorization: 'Bearer secret-bearer-token', cookie: 'session=secret-cookie' },
    });
    await t.app.inject({ url: '/api/orders?email=parent%40example.com&code=oauth-code-123&page=2' });

    const text = t.logText();
    for (const secret of [
      'secret-jwt',
      'secret-bearer-token',
      'secret-cookie',
      'parent%40example.com',
      'oauth-code-123',
    ]) {
      expect(text).not.toContain(secret);
    }
    const urls = t
      .logs()
      .flatMap((line) => (line.msg === 'request completed' ? [(line.req as { url: string }).url] : []));
    expect(urls).toContain(`/auth/success?token=${REDACTED}&next=%2Fprofile`);
    expect(urls).toContain(`/api/orders?email=${REDACTED}&code=${REDACTED}&page=2`);
  });

  it('scrubs logged bodies and headers too', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/test/echo',
      headers: { authorization: 'Bearer secret-bearer-token' },
      payload: { kidName: 'Aarav', email: 'parent@example.com', nested: { accessToken: 'secret-nested' } },
    });
    const text = t.logText();
    expect(text).not.toContain('parent@example.com');
    expect(text).not.toContain('secret-nested');
    expect(text).not.toContain('secret-bearer-token');
    const line = t.logs().find((l) => l.msg === 'received') as { body: Record<string, unknown> };
    expect(line.body).toEqual({ kidName: 'Aarav', email: REDACTED, nested: { accessToken: REDACTED } });
  });
});

describe('scrubbers', () => {
  it('scrubUrl keeps paths and harmless parameters', () => {
    expect(scrubUrl('/stories')).toBe('/stories');
    expect(scrubUrl('/order?story=3&id_token=abc&Email=x')).toBe(
      `/order?story=3&id_token=${REDACTED}&Email=${REDACTED}`,
    );
    expect(scrubUrl('/x?%74oken=abc')).toBe(`/x?%74oken=${REDACTED}`);
    expect(scrubUrl('/auth/google/callback?code=c&state=s&iss=https%3A%2F%2Fidp&scope=openid')).toBe(
      `/auth/google/callback?code=${REDACTED}&state=${REDACTED}&iss=https%3A%2F%2Fidp&scope=openid`,
    );
  });

  it('scrubValue walks arrays and objects', () => {
    expect(scrubValue([{ password: 'p', name: 'n' }, 'plain'])).toEqual([
      { password: REDACTED, name: 'n' },
      'plain',
    ]);
  });
});
