import { randomUUID } from 'node:crypto';
import { ACCESS_MESSAGES } from '@shop/contracts/access';
import { AUTH_MESSAGES, type AuthenticatedUser } from '@shop/contracts/auth';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { TOKEN_AUDIENCE } from './auth-token.ts';

// Every way a token can be wrong, each refused with 401 and the same message, on a user route,
// the verify endpoint, and a public route (a bad token is never quietly treated as a guest).

const INVALID = { message: ACCESS_MESSAGES.invalidToken, code: 'INVALID_TOKEN' };
const REQUIRED = { message: AUTH_MESSAGES.tokenRequired, code: 'TOKEN_REQUIRED' };

describe('token checks on every request', () => {
  let t: TestApp;
  let user: AuthenticatedUser;
  let secret: Uint8Array;
  const now = () => Math.floor(Date.now() / 1000);

  beforeAll(async () => {
    t = await createTestApp({
      register: (app) => {
        app.get('/api/test/public', { config: { access: 'public' } }, async (request) => ({
          user: request.user?.id ?? null,
        }));
        app.post('/api/test/guest-or-user', { config: { access: 'guest-or-user' } }, async (request) => ({
          user: request.user?.id ?? null,
        }));
      },
    });
    user = await createUser(t);
    secret = new TextEncoder().encode(t.config.authTokenSecret!);
  });
  afterAll(() => t.close());

  const claims = () => ({
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    provider: 'google',
  });
  /** A token exactly like ours, with one thing changed. */
  const signed = (
    change: {
      alg?: string;
      key?: Parameters<SignJWT['sign']>[0];
      iss?: string;
      aud?: string;
      exp?: number;
      jti?: string | null;
      typ?: string;
    } = {},
  ) => {
    let jwt = new SignJWT(claims())
      .setProtectedHeader({ alg: change.alg ?? 'HS256', typ: change.typ ?? 'JWT' })
      .setIssuer(change.iss ?? t.config.siteUrl)
      .setAudience(change.aud ?? TOKEN_AUDIENCE)
      .setIssuedAt(now() - 10)
      .setExpirationTime(change.exp ?? now() + 3600);
    if (change.jti !== null) jwt = jwt.setJti(change.jti ?? randomUUID());
    return jwt.sign(change.key ?? secret);
  };

  async function expectRefused(token: string, status = 401, body: object = INVALID) {
    for (const request of [
      { url: '/api/token/verify' },
      { url: '/api/orders' },
      { url: '/api/test/public' },
      { method: 'POST' as const, url: '/api/test/guest-or-user', payload: {} },
    ]) {
      const res = await t.app.inject({ ...request, headers: bearer(token) });
      expect({ url: request.url, status: res.statusCode, body: res.json() }).toEqual({
        url: request.url,
        status,
        body,
      });
    }
  }

  it('a genuine token passes everywhere and names the caller', async () => {
    const token = await tokenFor(t, user);
    expect((await t.app.inject({ url: '/api/token/verify', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/orders', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/test/public', headers: bearer(token) })).json()).toEqual({
      user: user.id,
    });
    const guestOrUser = await t.app.inject({
      method: 'POST',
      url: '/api/test/guest-or-user',
      headers: bearer(token),
      payload: {},
    });
    expect(guestOrUser.json()).toEqual({ user: user.id });
  });

  it('forged signature (another secret), or a signature cut from another token', async () => {
    await expectRefused(await signed({ key: new TextEncoder().encode('x'.repeat(40)) }));
    const [header, payload] = (await signed()).split('.');
    const other = (await signed({ jti: 'other' })).split('.')[2];
    await expectRefused(`${header}.${payload}.${other}`);
    // Claims edited after signing (promoting oneself to admin).
    const genuine = await tokenFor(t, user);
    const [h, p, s] = genuine.split('.') as [string, string, string];
    const edited = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    await expectRefused(`${h}.${edited}.${s}`);
  });

  it('alg none (unsecured token)', async () => {
    const unsecured = new UnsecuredJWT(claims())
      .setIssuer(t.config.siteUrl)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti(randomUUID())
      .encode();
    await expectRefused(unsecured);
    await expectRefused(`${unsecured}signature`);
  });

  it('another algorithm: HS512 with the right secret, RS256 with any key', async () => {
    await expectRefused(await signed({ alg: 'HS512' }));
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    await expectRefused(await signed({ alg: 'RS256', key: privateKey }));
    // The classic confusion: RS256 header, "signed" with the public key as an HMAC secret.
    const pem = new TextEncoder().encode(JSON.stringify(await exportJWK(publicKey)));
    const [h] = (await signed({ alg: 'RS256', key: privateKey })).split('.');
    const [, p, s] = (await signed({ key: pem })).split('.');
    await expectRefused(`${h}.${p}.${s}`);
  });

  it('wrong issuer, wrong audience, wrong type, no jti', async () => {
    await expectRefused(await signed({ iss: 'https://evil.example' }));
    await expectRefused(await signed({ aud: 'another-service' }));
    await expectRefused(await signed({ typ: 'at+jwt' }));
    await expectRefused(await signed({ jti: null }));
  });

  it('expired', async () => {
    await expectRefused(await signed({ exp: now() - 60 }));
  });

  it('claims that do not describe a user (no email, unknown role)', async () => {
    const odd = new SignJWT({ id: user.id, name: user.name, role: 'superuser', provider: 'google' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(t.config.siteUrl)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('1h')
      .setJti(randomUUID());
    await expectRefused(await odd.sign(secret));
  });

  it('garbage, and Authorization headers that are not a bearer token', async () => {
    await expectRefused('not-a-token');
    await expectRefused('a.b.c');
    await expectRefused('null');
    for (const authorization of [`Basic ${Buffer.from('a:b').toString('base64')}`, 'Bearer', 'Token abc']) {
      const res = await t.app.inject({ url: '/api/test/public', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('revoked after logout', async () => {
    const token = await tokenFor(t, user);
    expect(
      (await t.app.inject({ method: 'POST', url: '/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(200);
    await expectRefused(token);
    // Another token of the same person is unaffected.
    expect(
      (await t.app.inject({ url: '/api/orders', headers: bearer(await tokenFor(t, user)) })).statusCode,
    ).toBe(200);
  });

  it('missing token: user routes answer 401 Authentication token required; public and guest routes serve a guest', async () => {
    for (const url of ['/api/token/verify', '/api/orders', '/api/videos']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(REQUIRED);
    }
    expect((await t.app.inject({ url: '/api/test/public' })).json()).toEqual({ user: null });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/test/guest-or-user', payload: {} })).json(),
    ).toEqual({ user: null });
  });

  it('outside /api a bad bearer token is read by the endpoint itself, not refused before it', async () => {
    const stale = bearer('not-a-token');
    // The sign-in flow reads its cookie: a browser's stale header does not stop it.
    const status = await t.app.inject({ url: '/auth/status', headers: stale });
    expect({ status: status.statusCode, body: status.json() }).toEqual({
      status: 200,
      body: { success: false, token: null },
    });
    // ?token= is what /auth/verify checks when it is given.
    const verify = await t.app.inject({
      url: `/auth/verify?token=${await tokenFor(t, user)}`,
      headers: stale,
    });
    expect(verify.statusCode).toBe(200);
    // Probes answer whoever asks.
    expect((await t.app.inject({ url: '/healthz', headers: stale })).statusCode).toBe(200);
  });
});
