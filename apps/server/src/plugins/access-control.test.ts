import { ACCESS_MESSAGES } from '@shop/contracts/access';
import { AUTH_MESSAGES } from '@shop/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/create-test-app.ts';
import type { AccessRule } from './access-control.ts';

// The rules over the app's real route table, so a route added later is covered without
// touching this file.

const ANY_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (rule: AccessRule) => rule.url.replace(/:[^/]+/g, ANY_ID);
const requestFor = (rule: AccessRule, headers: Record<string, string> = {}) => ({
  method: rule.method as 'GET',
  url: urlOf(rule),
  headers,
  ...(rule.method === 'GET' || rule.method === 'DELETE' ? {} : { payload: {} }),
});

describe('access control over every /api route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every /api route has a declaration (and the app has the routes this work added)', () => {
    const declared = t.app.accessRules.map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        'GET /api/token/verify user',
        'GET /api/orders user',
        'GET /api/orders/:id user',
        'GET /api/orders/admin/all admin',
        'GET /api/videos user',
        'GET /api/videos/:id user',
      ]),
    );
  });

  it('a guest (no token) gets 401 Authentication token required from every route but public ones and order creation', async () => {
    const guarded = t.app.accessRules.filter((r) => r.access === 'user' || r.access === 'admin');
    expect(guarded.length).toBeGreaterThanOrEqual(6);
    for (const rule of guarded) {
      const res = await t.app.inject(requestFor(rule));
      expect({ route: `${rule.method} ${rule.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${rule.method} ${rule.url}`,
        status: 401,
        body: { message: AUTH_MESSAGES.tokenRequired, code: 'TOKEN_REQUIRED' },
      });
    }
    // Guests take part in creating an order only: its photos, the voice clip of the name, the
    // preview of the film made from them (the browser's own uploads only), its payment, the order
    // itself; and a parent's family links to a preview or a film (the preview's upload session or the
    // order's signed link decides); the price of an offer code. A new guest route must be added here
    // on purpose.
    const orderCreation = [
      /^POST \/api\/orders$/,
      /^POST \/api\/uploads\/photos$/,
      /^POST \/api\/uploads\/voice-clips$/,
      /^POST \/api\/previews$/,
      /^GET \/api\/previews\/:id$/,
      /^POST \/api\/payments\//,
      // A gift's payment start (docs/decisions/115), like the order form's.
      /^POST \/api\/gifts\/create-(payment-intent|razorpay-order)$/,
      /^(GET|POST) \/api\/family-links$/,
      /^POST \/api\/family-links\/:id\/revoke$/,
      // An offer code's price for the form (a signed-in parent's first order is checked by account).
      /^POST \/api\/promotions\/quote$/,
    ];
    for (const rule of t.app.accessRules.filter((r) => r.access === 'guest-or-user')) {
      const route = `${rule.method} ${rule.url}`;
      expect(
        orderCreation.some((pattern) => pattern.test(route)),
        route,
      ).toBe(true);
    }
  });

  it('a signed-in user gets 403 Admin access required from every admin route', async () => {
    const token = await tokenFor(t, await createUser(t));
    const adminRoutes = t.app.accessRules.filter((r) => r.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(1);
    for (const rule of adminRoutes) {
      const res = await t.app.inject(requestFor(rule, bearer(token)));
      expect({ route: `${rule.method} ${rule.url}`, status: res.statusCode, body: res.json() }).toEqual({
        route: `${rule.method} ${rule.url}`,
        status: 403,
        body: { message: ACCESS_MESSAGES.adminRequired, code: 'ADMIN_REQUIRED' },
      });
    }
  });

  it('refusal comes before input validation: a guest learns nothing about the expected query', async () => {
    const res = await t.app.inject({ url: '/api/orders/admin/all?limit=100000' });
    expect(res.statusCode).toBe(401);
    const user = await tokenFor(t, await createUser(t));
    expect(
      (await t.app.inject({ url: '/api/orders/admin/all?limit=100000', headers: bearer(user) })).statusCode,
    ).toBe(403);
  });
});

describe('the startup check', () => {
  it('refuses to start when an /api route declares no access', async () => {
    await expect(
      createTestApp({ register: (app) => void app.get('/api/test/undeclared', async () => ({ ok: true })) }),
    ).rejects.toThrow('GET /api/test/undeclared: every /api route must declare config.access');
  });

  it('refuses an unknown access level', async () => {
    await expect(
      createTestApp({
        // A typo must not open a route: the type system would catch it in code, this catches it at runtime.
        register: (app) =>
          void app.get('/api/test/typo', { config: { access: 'users' as never } }, async () => ({
            ok: true,
          })),
      }),
    ).rejects.toThrow(/config.access must be one of public, guest-or-user, user, admin/);
  });

  it('routes outside /api need no declaration', async () => {
    const t = await createTestApp({
      register: (app) => void app.get('/test/plain', async () => ({ ok: true })),
    });
    try {
      expect((await t.app.inject({ url: '/test/plain' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
