import { AUTH_MESSAGES, SIGN_IN_ERROR_CODES } from '@shop/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startDevIdentityProvider,
  type DevIdentityProvider,
} from '../../stand-ins/identity/dev-identity-provider.ts';
import { formAction, TestBrowser } from '../../stand-ins/identity/dev-sign-in-browser.ts';
import { callbackUrlFor, LOCAL_CLIENT } from '../../adapters/identity/identity-from-config.ts';
import type { IdentityProvider } from '../../adapters/identity/identity-provider.ts';
import { users } from '../../db/schema.ts';
import { bearer } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { FLOW_COOKIE, TOKEN_COOKIE } from './sign-in-cookies.ts';

// The whole sign-in, end to end, against the real local OpenID provider: /auth/google → the
// provider's page → callback → user saved → token → /auth/status → logout.

const SITE = 'http://localhost:3000';
const ADMIN_EMAILS = 'Admin@DiyaTales.test, boss@example.com';

interface Landing {
  status: number;
  location: URL;
  token: string | null;
  error: string | null;
  cookies: {
    name: string;
    value: string;
    maxAge?: number;
    path?: string;
    httpOnly?: boolean;
    sameSite?: string;
  }[];
}

describe('sign-in with the local OpenID provider', () => {
  let idp: DevIdentityProvider;
  let t: TestApp;

  beforeAll(async () => {
    idp = await startDevIdentityProvider({
      port: 0,
      ...LOCAL_CLIENT,
      redirectUri: callbackUrlFor(SITE),
      log: { error: (_details, message) => console.error(message) },
    });
    t = await createTestApp({
      captureLogs: true,
      env: { SITE_URL: SITE, DEV_IDP_PORT: new URL(idp.issuer).port, ADMIN_EMAILS },
    });
  });
  afterAll(async () => {
    await t?.close();
    await idp?.close();
  });

  /** GET /auth/google: the redirect to the provider and the flow cookie. */
  async function start() {
    const res = await t.app.inject({ url: '/auth/google' });
    expect(res.statusCode).toBe(302);
    const flowCookie = res.cookies.find((c) => c.name === FLOW_COOKIE);
    return { location: String(res.headers.location), flowCookie: flowCookie?.value ?? '', res };
  }

  /** The person fills the provider's form (or cancels); returns where the provider sends them back. */
  async function atProvider(location: string, form: { email: string; name: string } | 'cancel') {
    const browser = new TestBrowser();
    const page = await browser.navigate(location, { stopAt: SITE });
    expect(page.response.status).toBe(200);
    const done = await browser.navigate(
      formAction(page.html, idp.issuer, form === 'cancel' ? 'abort' : 'login'),
      {
        method: 'POST',
        form: form === 'cancel' ? {} : form,
        stopAt: SITE,
      },
    );
    expect(done.stoppedAt?.href.startsWith(callbackUrlFor(SITE))).toBe(true);
    return done.stoppedAt!;
  }

  async function callback(callbackUrl: URL, flowCookie: string | undefined): Promise<Landing> {
    const res = await t.app.inject({
      url: `${callbackUrl.pathname}${callbackUrl.search}`,
      ...(flowCookie !== undefined ? { cookies: { [FLOW_COOKIE]: flowCookie } } : {}),
    });
    const location = new URL(String(res.headers.location));
    return {
      status: res.statusCode,
      location,
      token: location.searchParams.get('token'),
      error: location.searchParams.get('error'),
      cookies: res.cookies as Landing['cookies'],
    };
  }

  async function signIn(email: string, name = 'Asha Rao') {
    const { location, flowCookie } = await start();
    const back = await atProvider(location, { email, name });
    return {
      landing: await callback(back, flowCookie),
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
    };
  }

  it('GET /auth/google redirects to the provider with PKCE, state and nonce, keeping them in a signed /auth cookie', async () => {
    const { location, res } = await start();
    const url = new URL(location);
    expect(url.origin).toBe(idp.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('redirect_uri')).toBe(`${SITE}/auth/google/callback`);
    const cookie = res.cookies.find((c) => c.name === FLOW_COOKIE) as Landing['cookies'][number];
    expect(cookie).toMatchObject({ path: '/auth', httpOnly: true, sameSite: 'Lax', maxAge: 600 });
    // Signed (value.signature): an altered cookie is refused at the callback (tested below).
    expect(cookie.value).toMatch(/^[\w-]+\.[\w+/=-]+$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('signs a new person in: user saved, token minted, /auth/success?token=…, token cookie for /auth/status', async () => {
    const before = Date.now();
    const { landing } = await signIn('Parent.One@Example.com', 'Asha Rao');
    expect(landing.status).toBe(302);
    expect(`${landing.location.origin}${landing.location.pathname}`).toBe(`${SITE}/auth/success`);
    expect(landing.error).toBeNull();
    const token = landing.token!;
    expect(token.split('.')).toHaveLength(3);
    expect(landing.cookies.find((c) => c.name === TOKEN_COOKIE)).toMatchObject({
      value: token,
      path: '/auth',
      httpOnly: true,
      maxAge: 300,
    });

    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'parent.one@example.com'));
    expect(row).toMatchObject({ name: 'Asha Rao', role: 'user', authProvider: 'google', avatarUrl: null });
    expect(row!.googleSubject).toMatch(/^local-/);
    expect(row!.lastLogin!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const verify = await t.app.inject({ url: '/api/token/verify', headers: bearer(token) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      success: true,
      data: {
        isAuthenticated: true,
        user: {
          id: row!.id,
          name: 'Asha Rao',
          email: 'parent.one@example.com',
          role: 'user',
          provider: 'google',
        },
      },
    });

    // The claims the web app decodes (docs/architecture.md#sign-in): id, name, email, role, provider, exp.
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(claims).toMatchObject({
      id: row!.id,
      name: 'Asha Rao',
      email: 'parent.one@example.com',
      role: 'user',
      provider: 'google',
    });
    expect(claims.exp).toBe((claims.iat as number) + t.config.authTokenTtlSeconds);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
  });

  it('the same account signing in again is the same user, with name and last login refreshed', async () => {
    const first = await signIn('repeat@example.com', 'First Name');
    const [before] = await t.database.db.select().from(users).where(eq(users.email, 'repeat@example.com'));
    const second = await signIn('REPEAT@example.com', 'Second Name');
    const rows = await t.database.db.select().from(users).where(eq(users.email, 'repeat@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: before!.id, name: 'Second Name', createdAt: before!.createdAt });
    expect(rows[0]!.lastLogin!.getTime()).toBeGreaterThanOrEqual(before!.lastLogin!.getTime());
    expect(first.landing.token).not.toBe(second.landing.token);
  });

  it('admins come from ADMIN_EMAILS (any case); the role is recomputed at every sign-in', async () => {
    const admin = await signIn('admin@diyatales.test', 'Shop Admin');
    const verify = await t.app.inject({ url: '/api/token/verify', headers: bearer(admin.landing.token!) });
    expect(verify.json().data.user.role).toBe('admin');
    const all = await t.app.inject({ url: '/api/orders/admin/all', headers: bearer(admin.landing.token!) });
    expect(all.statusCode).toBe(200);

    // Someone who was admin but is no longer listed becomes a user at their next sign-in.
    await t.database.db
      .insert(users)
      .values({ email: 'former-admin@example.com', name: 'Former', role: 'admin', authProvider: 'google' });
    const former = await signIn('former-admin@example.com', 'Former');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'former-admin@example.com'));
    expect(row).toMatchObject({ role: 'user', name: 'Former' });
    expect(row!.googleSubject).toMatch(/^local-/);
    const refused = await t.app.inject({
      url: '/api/orders/admin/all',
      headers: bearer(former.landing.token!),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('GET /auth/status returns the fresh token from its cookie, and nothing without one', async () => {
    const { landing } = await signIn('status@example.com');
    const status = await t.app.inject({ url: '/auth/status', cookies: { [TOKEN_COOKIE]: landing.token! } });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ success: true, token: landing.token });
    expect(status.headers['cache-control']).toBe('no-store');

    expect((await t.app.inject({ url: '/auth/status' })).json()).toEqual({ success: false, token: null });
    expect(
      (await t.app.inject({ url: '/auth/status', cookies: { [TOKEN_COOKIE]: 'a.b.c' } })).json(),
    ).toEqual({
      success: false,
      token: null,
    });
  });

  it('POST /auth/logout revokes the token on the server, also for the status fallback; again is fine', async () => {
    const { landing } = await signIn('logout@example.com');
    const token = landing.token!;
    expect((await t.app.inject({ url: '/api/token/verify', headers: bearer(token) })).statusCode).toBe(200);

    // As the seed's API helper sends it: JSON content type, no body.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/auth/logout',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ success: true });
    expect(logout.cookies.find((c) => c.name === TOKEN_COOKIE)?.value).toBe('');

    const after = await t.app.inject({ url: '/api/token/verify', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Invalid or expired token', code: 'INVALID_TOKEN' });
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/auth/status', cookies: { [TOKEN_COOKIE]: token } })).json()).toEqual({
      success: false,
      token: null,
    });

    const again = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(200);
  });

  it('POST /auth/logout without a token: 401 Authentication token required; with a forged one: 401', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/auth/logout' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: AUTH_MESSAGES.tokenRequired, code: 'TOKEN_REQUIRED' });
    const forged = await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid or expired token');
  });

  it('a callback whose state is not this browser’s sign-in: SIGN_IN_FAILED, no user, no token', async () => {
    const mine = await start();
    const theirs = await start();
    const back = await atProvider(theirs.location, { email: 'victim@example.com', name: 'Victim' });
    const landing = await callback(back, mine.flowCookie);
    expect(landing.status).toBe(302);
    expect(landing.error).toBe(SIGN_IN_ERROR_CODES.callbackFailed);
    expect(landing.location.href).toBe(`${SITE}/auth/success?error=SIGN_IN_FAILED`);
    expect(landing.token).toBeNull();
    expect(await t.database.db.select().from(users).where(eq(users.email, 'victim@example.com'))).toEqual([]);
  });

  it('a callback with no sign-in cookie, or an altered one, or an altered state: SIGN_IN_FAILED', async () => {
    const { location, flowCookie } = await start();
    const back = await atProvider(location, { email: 'cookie@example.com', name: 'C' });
    expect((await callback(back, undefined)).error).toBe(SIGN_IN_ERROR_CODES.callbackFailed);
    expect(
      (
        await callback(
          back,
          flowCookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        )
      ).error,
    ).toBe(SIGN_IN_ERROR_CODES.callbackFailed);
    const alteredState = new URL(back);
    alteredState.searchParams.set('state', 'guessed-state');
    expect((await callback(alteredState, flowCookie)).error).toBe(SIGN_IN_ERROR_CODES.callbackFailed);
    // The untouched callback still works once: the cookie was only refused above, never consumed.
    const landing = await callback(back, flowCookie);
    expect(landing.token).toBeTruthy();
    // Replaying the same code fails.
    expect((await callback(back, flowCookie)).error).toBe(SIGN_IN_ERROR_CODES.callbackFailed);
  });

  it('the provider’s own error (the person cancelled) is passed on: /auth/success?error=access_denied', async () => {
    const { location, flowCookie } = await start();
    const back = await atProvider(location, 'cancel');
    const landing = await callback(back, flowCookie);
    expect(landing.error).toBe('access_denied');
    expect(landing.token).toBeNull();
  });

  it('an error parameter without a matching sign-in is not echoed: SIGN_IN_FAILED', async () => {
    const landing = await callback(
      new URL(`${SITE}/auth/google/callback?error=Call+0800+now&state=x`),
      undefined,
    );
    expect(landing.error).toBe(SIGN_IN_ERROR_CODES.callbackFailed);
  });

  it('nothing secret reaches the logs: no token, code, state, e-mail or cookie', async () => {
    const before = t.logText().length;
    const { landing, code, state } = await signIn('secret.parent@example.com', 'Secret Parent');
    const token = landing.token!;
    await t.app.inject({ url: '/api/token/verify', headers: bearer(token) });
    await t.app.inject({ url: '/auth/status', cookies: { [TOKEN_COOKIE]: token } });
    await t.app.inject({ url: `/auth/verify?token=${token}` });
    await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) });

    const logged = t.logText().slice(before);
    expect(logged).toContain('Signed in');
    for (const secret of [
      token,
      token.split('.')[2]!,
      code,
      state,
      'secret.parent@example.com',
      'Secret Parent',
    ]) {
      expect(logged).not.toContain(secret);
    }
    expect(logged.toLowerCase()).not.toContain('secret.parent%40example.com');
  });
});

describe('sign-in failures that do not involve the provider’s page', () => {
  it('the provider is unreachable: /auth/success?error=SIGN_IN_START_FAILED (a code, the page has the words)', async () => {
    const t = await createTestApp({ captureLogs: true, env: { DEV_IDP_PORT: '9' } });
    try {
      const res = await t.app.inject({ url: '/auth/google' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('http://localhost:3000/auth/success?error=SIGN_IN_START_FAILED');
      expect(t.logs().some((line) => line.msg === 'Sign-in could not start')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('an e-mail address the provider has not verified is refused (ADMIN_EMAILS trusts addresses)', async () => {
    const identity: IdentityProvider = {
      kind: 'google',
      startSignIn: async () => ({
        url: new URL('https://accounts.example/authorize'),
        flow: { state: 's'.repeat(43), nonce: 'n'.repeat(43), codeVerifier: 'v'.repeat(43) },
      }),
      completeSignIn: async () => ({
        subject: 'g-1',
        email: 'admin@diyatales.test',
        emailVerified: false,
        name: 'Mallory',
      }),
    };
    const t = await createTestApp({ identity });
    try {
      const started = await t.app.inject({ url: '/auth/google' });
      expect(started.headers.location).toBe('https://accounts.example/authorize');
      const flowCookie = started.cookies.find((c) => c.name === FLOW_COOKIE)!.value;
      const res = await t.app.inject({
        url: '/auth/google/callback?code=c&state=s',
        cookies: { [FLOW_COOKIE]: flowCookie },
      });
      expect(res.headers.location).toBe('http://localhost:3000/auth/success?error=SIGN_IN_FAILED');
      expect(await t.database.db.select().from(users)).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('rate limit on /auth/*: 429 with the sign-in text once a client overdoes it', async () => {
    const t = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await t.app.inject({ url: '/auth/status' })).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
      const limited = await t.app.inject({ url: '/auth/status' });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: AUTH_MESSAGES.status429, code: 'RATE_LIMITED' });
      expect(limited.headers['retry-after']).toBeDefined();
      // Another client is not affected.
      expect((await t.app.inject({ url: '/auth/status', remoteAddress: '10.0.0.2' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
