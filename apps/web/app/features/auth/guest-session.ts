import { GUEST_ID_PREFIX, GUEST_NAME, GUEST_SESSION_MS } from '@shop/contracts/auth-constants';
import {
  GUEST_STARTED_AT_KEY,
  GUEST_USER_KEY,
  readStored,
  removeStored,
  writeStored,
} from '~/lib/storage-keys';
import type { AppUser } from './auth-types';

// A guest session lives only in this browser: no server call, no token (docs/product-guide.md#guest-session). It is stored so a
// reload keeps it, but only until its 10 minutes, counted from when it began, are over.

export interface GuestSession {
  user: AppUser;
  endsAt: number;
}

export function createGuestUser(now = Date.now()): AppUser {
  const at = new Date(now).toISOString();
  return {
    id: `${GUEST_ID_PREFIX}${now}`,
    name: GUEST_NAME,
    email: '',
    role: 'user',
    provider: 'guest',
    authProvider: 'guest',
    createdAt: at,
    lastLogin: at,
    isGuest: true,
  };
}

export function startGuestSession(now = Date.now()): GuestSession {
  const user = createGuestUser(now);
  // A browser that refuses storage still gets its session, just not across a reload.
  writeStored('local', GUEST_USER_KEY, JSON.stringify(user));
  writeStored('local', GUEST_STARTED_AT_KEY, String(now));
  return { user, endsAt: now + GUEST_SESSION_MS };
}

function isGuestUser(value: unknown): value is AppUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Partial<AppUser>;
  return user.isGuest === true && typeof user.id === 'string' && user.id.startsWith(GUEST_ID_PREFIX);
}

/** The stored guest session if it has time left; an ended or unreadable one is removed. */
export function readGuestSession(now = Date.now()): GuestSession | null {
  const raw = readStored('local', GUEST_USER_KEY);
  if (!raw) return null;
  const startedAt = Number(readStored('local', GUEST_STARTED_AT_KEY));
  let user: unknown;
  try {
    user = JSON.parse(raw);
  } catch {
    user = null;
  }
  const endsAt = startedAt + GUEST_SESSION_MS;
  // A start in the future means a tampered or foreign value: not a session we began.
  if (!isGuestUser(user) || !Number.isFinite(startedAt) || startedAt > now || endsAt <= now) {
    endGuestSession();
    return null;
  }
  return { user, endsAt };
}

export function endGuestSession(): void {
  removeStored('local', GUEST_USER_KEY, GUEST_STARTED_AT_KEY);
}
