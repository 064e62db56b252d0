import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowserStorage, type FakeStorage } from '~/lib/testing/fake-web-storage';
import { createGuestUser, endGuestSession, readGuestSession, startGuestSession } from './guest-session';

const T0 = Date.parse('2026-01-15T10:00:00Z');
const MINUTE = 60_000;

let local: FakeStorage;
beforeEach(() => {
  ({ local } = stubBrowserStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('guest session', () => {
  it('is a local Guest User with id guest_ + timestamp, no e-mail, role user', () => {
    expect(createGuestUser(T0)).toMatchObject({
      id: `guest_${T0}`,
      name: 'Guest User',
      email: '',
      role: 'user',
      authProvider: 'guest',
      isGuest: true,
    });
  });

  it('survives a reload until its 10 minutes are over, counted from the start', () => {
    const started = startGuestSession(T0);
    expect(started.endsAt).toBe(T0 + 10 * MINUTE);
    expect(readGuestSession(T0 + 9 * MINUTE)?.user.id).toBe(`guest_${T0}`);
    expect(readGuestSession(T0 + 9 * MINUTE)?.endsAt).toBe(T0 + 10 * MINUTE);
    expect(readGuestSession(T0 + 10 * MINUTE)).toBeNull();
    expect(local.getItem('guest_user')).toBeNull();
  });

  it('drops unreadable or tampered sessions', () => {
    local.setItem('guest_user', '{not json');
    local.setItem('guest_user_started_at', String(T0));
    expect(readGuestSession(T0)).toBeNull();

    local.setItem('guest_user', JSON.stringify({ ...createGuestUser(T0), isGuest: false }));
    local.setItem('guest_user_started_at', String(T0));
    expect(readGuestSession(T0)).toBeNull();

    startGuestSession(T0 + 5 * MINUTE);
    expect(readGuestSession(T0)).toBeNull(); // started "in the future"
  });

  it('still starts when storage refuses the write (no reload survival then)', () => {
    local.failWrites = true;
    expect(startGuestSession(T0).user.isGuest).toBe(true);
    expect(readGuestSession(T0)).toBeNull();
  });

  it('ends on request', () => {
    startGuestSession(T0);
    endGuestSession();
    expect(readGuestSession(T0)).toBeNull();
  });
});
