import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AUTH_TOKEN_EXPIRY_KEY,
  AUTH_TOKEN_KEY,
  GUEST_STARTED_AT_KEY,
  GUEST_USER_KEY,
  PRE_AUTH_PATH_KEY,
  readStored,
  removeStored,
  writeStored,
} from './storage-keys';
import { stubBrowserStorage } from './testing/fake-web-storage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storage keys', () => {
  it('keeps the seed spelling, so sessions from an older build are still read', () => {
    expect(AUTH_TOKEN_KEY).toBe('auth_token');
    expect(AUTH_TOKEN_EXPIRY_KEY).toBe('auth_token_expiry');
    expect(PRE_AUTH_PATH_KEY).toBe('pre_auth_path');
    expect(GUEST_USER_KEY).toBe('guest_user');
    expect(GUEST_STARTED_AT_KEY).toMatch(/^guest_user_/);
  });
});

describe('readStored / writeStored / removeStored', () => {
  it('reads and writes the chosen storage area only', () => {
    const { local, session } = stubBrowserStorage();
    expect(writeStored('session', PRE_AUTH_PATH_KEY, '/order')).toBe(true);
    expect(readStored('session', PRE_AUTH_PATH_KEY)).toBe('/order');
    expect(readStored('local', PRE_AUTH_PATH_KEY)).toBeNull();
    expect(session.getItem(PRE_AUTH_PATH_KEY)).toBe('/order');
    expect(local.length).toBe(0);
  });

  it('removes several keys at once', () => {
    stubBrowserStorage();
    writeStored('local', AUTH_TOKEN_KEY, 'a.b.c');
    writeStored('local', AUTH_TOKEN_EXPIRY_KEY, '1');
    removeStored('local', AUTH_TOKEN_KEY, AUTH_TOKEN_EXPIRY_KEY);
    expect(readStored('local', AUTH_TOKEN_KEY)).toBeNull();
    expect(readStored('local', AUTH_TOKEN_EXPIRY_KEY)).toBeNull();
  });

  it('treats missing storage (prerender in Node) as empty and never throws', () => {
    expect(readStored('local', AUTH_TOKEN_KEY)).toBeNull();
    expect(writeStored('local', AUTH_TOKEN_KEY, 'x')).toBe(false);
    expect(() => removeStored('local', AUTH_TOKEN_KEY)).not.toThrow();
  });

  it('reports a write that storage refused (quota, private mode) instead of throwing', () => {
    const { local } = stubBrowserStorage();
    local.failWrites = true;
    expect(writeStored('local', GUEST_USER_KEY, '{}')).toBe(false);
  });

  it('survives a browser that throws on any access to storage', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(readStored('local', AUTH_TOKEN_KEY)).toBeNull();
    expect(writeStored('local', AUTH_TOKEN_KEY, 'x')).toBe(false);
  });
});
