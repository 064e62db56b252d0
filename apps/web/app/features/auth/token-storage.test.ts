import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage, type FakeStorage } from '~/lib/testing/fake-web-storage';
import { inSeconds, makeToken, NOW, USER_CLAIMS } from './test-token';
import { clearStoredToken, readStoredToken, storeToken } from './token-storage';

let local: FakeStorage;
beforeEach(() => {
  ({ local } = stubBrowserStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token storage', () => {
  it('stores the token and its expiry under auth_token and auth_token_expiry', () => {
    const token = makeToken(USER_CLAIMS);
    storeToken(token);
    expect(local.getItem('auth_token')).toBe(token);
    expect(local.getItem('auth_token_expiry')).toBe(String(USER_CLAIMS.exp * 1000));
    expect(readStoredToken(NOW)).toBe(token);
  });

  it('removes an expired (or nearly expired) token when it is read', () => {
    storeToken(makeToken({ ...USER_CLAIMS, exp: inSeconds(20) }));
    expect(readStoredToken(NOW)).toBeNull();
    expect(local.getItem('auth_token')).toBeNull();
    expect(local.getItem('auth_token_expiry')).toBeNull();
  });

  it('removes a malformed token when it is read', () => {
    local.setItem('auth_token', 'garbage');
    expect(readStoredToken(NOW)).toBeNull();
    expect(local.getItem('auth_token')).toBeNull();
  });

  it('clears both keys', () => {
    storeToken(makeToken(USER_CLAIMS));
    clearStoredToken();
    expect(local.length).toBe(0);
  });
});
