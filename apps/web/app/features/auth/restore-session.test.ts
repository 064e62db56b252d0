import { AUTH_ENDPOINT_ADDRESSES } from '@shop/contracts/auth-addresses';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTokenRefused, restoreSession } from './restore-session';
import { makeToken, USER_CLAIMS } from './test-token';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const token = makeToken(USER_CLAIMS);

describe('restoreSession', () => {
  it('asks the server with the bearer token and takes its user', async () => {
    fetchMock.mockResolvedValue(
      json(200, {
        success: true,
        data: {
          isAuthenticated: true,
          user: {
            id: 'u_123',
            name: 'Priya S.',
            email: 'priya@example.in',
            role: 'admin',
            provider: 'google',
          },
        },
      }),
    );
    const user = await restoreSession(token);
    expect(fetchMock.mock.calls[0]![0]).toBe(AUTH_ENDPOINT_ADDRESSES.verifyToken.path);
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('Authorization')).toBe(`Bearer ${token}`);
    expect(user).toMatchObject({ id: 'u_123', name: 'Priya S.', role: 'admin', isGuest: false });
  });

  it('gives null when the server refuses the token', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Token revoked' }));
    expect(await restoreSession(token)).toBeNull();
    fetchMock.mockResolvedValue(json(200, { success: true, data: { isAuthenticated: false, user: null } }));
    expect(await restoreSession(token)).toBeNull();
  });

  it('falls back to the token claims when the server cannot be asked', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await restoreSession(token)).toMatchObject({
      id: 'u_123',
      name: 'Priya Sharma',
      email: 'priya@example.in',
    });
    fetchMock.mockResolvedValue(json(500, { message: 'down' }));
    expect(await restoreSession(token)).toMatchObject({ id: 'u_123' });
  });
});

describe('isTokenRefused', () => {
  it('is true when the server answers 401 or not authenticated', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Token revoked' }));
    expect(await isTokenRefused(token)).toBe(true);
    fetchMock.mockResolvedValue(json(200, { success: true, data: { isAuthenticated: false, user: null } }));
    expect(await isTokenRefused(token)).toBe(true);
  });

  it('is false when the server accepts the token or cannot be asked', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true, data: { isAuthenticated: true, user: null } }));
    expect(await isTokenRefused(token)).toBe(false);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await isTokenRefused(token)).toBe(false);
    fetchMock.mockResolvedValue(json(503, { message: 'down' }));
    expect(await isTokenRefused(token)).toBe(false);
  });
});
