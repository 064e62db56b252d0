import { describe, expect, it } from 'vitest';
import { inSeconds, makeToken, NOW, USER_CLAIMS } from './test-token';
import { decodeToken, hasTokenFormat, isTokenExpiringSoon, isTokenValid, userFromClaims } from './token';

describe('hasTokenFormat', () => {
  it('wants three non-empty dot-separated parts', () => {
    expect(hasTokenFormat('a.b.c')).toBe(true);
    expect(hasTokenFormat('a.b')).toBe(false);
    expect(hasTokenFormat('a..c')).toBe(false);
    expect(hasTokenFormat('a.b.c.d')).toBe(false);
    expect(hasTokenFormat('')).toBe(false);
  });
});

describe('decodeToken', () => {
  it('reads the claims without verifying the signature', () => {
    expect(decodeToken(makeToken(USER_CLAIMS))).toMatchObject({
      id: 'u_123',
      name: 'Priya Sharma',
      email: 'priya@example.in',
      role: 'user',
      exp: USER_CLAIMS.exp,
    });
  });

  it('reads UTF-8 names (base64url, no padding)', () => {
    expect(decodeToken(makeToken({ ...USER_CLAIMS, name: 'आरव वर्मा' }))?.name).toBe('आरव वर्मा');
  });

  it('defaults the role to user and keeps admin', () => {
    expect(decodeToken(makeToken({ ...USER_CLAIMS, role: undefined }))?.role).toBe('user');
    expect(decodeToken(makeToken({ ...USER_CLAIMS, role: 'superuser' }))?.role).toBe('user');
    expect(decodeToken(makeToken({ ...USER_CLAIMS, role: 'admin' }))?.role).toBe('admin');
  });

  it('gives null when no user can be read from it', () => {
    expect(decodeToken('a.b.c')).toBeNull();
    expect(decodeToken(makeToken({ name: 'No id' }))).toBeNull();
    expect(decodeToken(`x.${Buffer.from('"just a string"').toString('base64url')}.y`)).toBeNull();
    expect(decodeToken('not-a-token')).toBeNull();
  });
});

describe('isTokenValid', () => {
  it('is valid only while exp is more than 30 s away', () => {
    expect(isTokenValid(makeToken({ ...USER_CLAIMS, exp: inSeconds(31) }), NOW)).toBe(true);
    expect(isTokenValid(makeToken({ ...USER_CLAIMS, exp: inSeconds(30) }), NOW)).toBe(false);
    expect(isTokenValid(makeToken({ ...USER_CLAIMS, exp: inSeconds(-5) }), NOW)).toBe(false);
  });

  it('treats a token without exp as invalid', () => {
    expect(isTokenValid(makeToken({ ...USER_CLAIMS, exp: undefined }), NOW)).toBe(false);
  });
});

describe('isTokenExpiringSoon', () => {
  it('defaults to 5 minutes', () => {
    expect(isTokenExpiringSoon(makeToken({ ...USER_CLAIMS, exp: inSeconds(299) }), undefined, NOW)).toBe(
      true,
    );
    expect(isTokenExpiringSoon(makeToken({ ...USER_CLAIMS, exp: inSeconds(301) }), undefined, NOW)).toBe(
      false,
    );
  });

  it('takes another window, and calls an unreadable token expiring', () => {
    const token = makeToken({ ...USER_CLAIMS, exp: inSeconds(600) });
    expect(isTokenExpiringSoon(token, 15 * 60_000, NOW)).toBe(true);
    expect(isTokenExpiringSoon('a.b.c', undefined, NOW)).toBe(true);
  });
});

describe('userFromClaims', () => {
  it('builds the app user of a Google sign-in', () => {
    const user = userFromClaims(decodeToken(makeToken(USER_CLAIMS))!, NOW);
    expect(user).toEqual({
      id: 'u_123',
      name: 'Priya Sharma',
      email: 'priya@example.in',
      role: 'user',
      provider: 'google',
      authProvider: 'google',
      createdAt: new Date(NOW).toISOString(),
      lastLogin: new Date(NOW).toISOString(),
      isGuest: false,
    });
  });
});
