import { ACCESS_MESSAGES } from '@shop/contracts/access';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { users } from '../../db/schema.ts';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

// Admin rights are the users table's and ADMIN_EMAILS' now, not the token's claim (docs/decisions/021):
// an admin who is removed gets the Access Denied of docs/product-guide.md#guarded-pages (403 here; the web app's guard shows
// "Access Denied" because /api/token/verify reports the role "user") on the very next request.

const ADMIN_ROUTE = '/api/orders/admin/all';
const DENIED = { message: ACCESS_MESSAGES.adminRequired, code: 'ADMIN_REQUIRED' };

const verifiedRole = async (app: App, token: string) =>
  (await app.inject({ url: '/api/token/verify', headers: bearer(token) })).json<{
    data: { user: { role: string } };
  }>().data.user.role;

describe('removing an admin in the users table', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('takes effect at the next request, though the token still says admin', async () => {
    const admin = await createUser(t, 'admin');
    const token = await tokenFor(t, admin);
    expect((await t.app.inject({ url: ADMIN_ROUTE, headers: bearer(token) })).statusCode).toBe(200);
    expect(await verifiedRole(t.app, token)).toBe('admin');

    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.id));

    const res = await t.app.inject({ url: ADMIN_ROUTE, headers: bearer(token) });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: DENIED });
    expect(await verifiedRole(t.app, token)).toBe('user');
    // Still signed in as a user: their own pages keep working.
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('a token that claims admin for a user who never was one gets nothing more', async () => {
    const user = await createUser(t, 'user');
    const forged = await tokenFor(t, { ...user, role: 'admin' });
    const res = await t.app.inject({ url: ADMIN_ROUTE, headers: bearer(forged) });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: DENIED });
  });

  it('the token of a user who no longer exists is refused', async () => {
    const admin = await createUser(t, 'admin');
    const token = await tokenFor(t, admin);
    await t.database.db.delete(users).where(eq(users.id, admin.id));
    expect((await t.app.inject({ url: ADMIN_ROUTE, headers: bearer(token) })).statusCode).toBe(401);
  });
});

describe('removing an admin from ADMIN_EMAILS', () => {
  let t: TestApp;
  let restarted: App | undefined;
  let boss: AuthenticatedUser;
  let keeper: AuthenticatedUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAILS: 'boss@diyatales.test,keeper@diyatales.test' } });
    // As sign-in made them: admin by ADMIN_EMAILS.
    const admin = async (email: string) => {
      const user = await createUser(t, 'admin');
      await t.database.db.update(users).set({ email }).where(eq(users.id, user.id));
      return { ...user, email };
    };
    boss = await admin('boss@diyatales.test');
    keeper = await admin('keeper@diyatales.test');
  });
  afterAll(async () => {
    await restarted?.close();
    await t.close();
  });

  it('takes effect when the server restarts with the new list, in every process at once', async () => {
    const bossToken = await tokenFor(t, boss);
    const keeperToken = await tokenFor(t, keeper);
    expect((await t.app.inject({ url: ADMIN_ROUTE, headers: bearer(bossToken) })).statusCode).toBe(200);

    // A new process (or the restarted one) on the same database, without boss in ADMIN_EMAILS.
    restarted = await buildApp({
      config: { ...t.config, adminEmails: ['keeper@diyatales.test'] },
      database: t.database,
      jobs: false, // as in every test app: no background jobs on timers
    });
    await restarted.ready();

    for (const app of [restarted, t.app]) {
      const res = await app.inject({ url: ADMIN_ROUTE, headers: bearer(bossToken) });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: DENIED });
      expect(await verifiedRole(app, bossToken)).toBe('user');
      expect((await app.inject({ url: ADMIN_ROUTE, headers: bearer(keeperToken) })).statusCode).toBe(200);
    }
  });
});
