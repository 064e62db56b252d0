import { AUTH_MESSAGES } from '@shop/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

// docs/product-guide.md#token-rules on a token handed to the server as a parameter: GET /auth/verify?token=….

describe('GET /auth/verify', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const verify = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/auth/verify${query}`, headers });
  const b64 = (value: unknown) =>
    Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

  it('no token: 400 No authentication token received', async () => {
    for (const query of ['', '?token=']) {
      const res = await verify(query);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.noTokenReceived, code: 'NO_TOKEN_RECEIVED' });
    }
  });

  it('not three non-empty dot-separated parts: 400 Invalid authentication token format', async () => {
    for (const token of ['abc', 'a.b', 'a..c', '.b.c', 'a.b.', 'a.b.c.d']) {
      const res = await verify(`?token=${token}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidTokenFormat, code: 'INVALID_TOKEN_FORMAT' });
    }
  });

  it('claims that cannot be read as a user: 400 Failed to extract user data from token', async () => {
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    for (const payload of [
      b64('not json'),
      b64({ id: 'x' }),
      b64({ name: 'n', email: 'not-an-email', id: '1', provider: 'google' }),
      '%%%',
    ]) {
      const res = await verify(`?token=${header}.${payload}.sig`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: AUTH_MESSAGES.userExtractionFailed,
        code: 'USER_EXTRACTION_FAILED',
      });
    }
  });

  it('well-formed but not signed by us: 401', async () => {
    const payload = b64({
      id: '1',
      name: 'n',
      email: 'a@b.co',
      role: 'admin',
      provider: 'google',
      exp: 9_999_999_999,
    });
    const res = await verify(`?token=${b64({ alg: 'HS256', typ: 'JWT' })}.${payload}.c2ln`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid or expired token');
  });

  it('a genuine token, as ?token= or as a bearer token, answers like /api/token/verify', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    const expected = { success: true, data: { isAuthenticated: true, user } };
    expect((await verify(`?token=${token}`)).json()).toEqual(expected);
    expect((await verify('', bearer(token))).json()).toEqual(expected);
    expect((await t.app.inject({ url: '/api/token/verify', headers: bearer(token) })).json()).toEqual(
      expected,
    );
  });
});
