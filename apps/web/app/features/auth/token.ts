import {
  DEFAULT_ROLE,
  ROLES,
  TOKEN_EXPIRES_SOON_DEFAULT_MS,
  TOKEN_EXPIRY_MARGIN_MS,
  type Role,
} from '@shop/contracts/auth-constants';
import type { AppUser } from './auth-types';

// The browser only reads the token's claims to know who is signed in and until when. It never checks
// the signature: it has no key, and the server verifies every token it receives.

export interface TokenClaims {
  id: string;
  name: string;
  email: string;
  role: Role;
  provider: 'google';
  exp?: number;
  iat?: number;
}

/** Three non-empty dot-separated parts (docs/product-guide.md#token-rules). */
export function hasTokenFormat(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  // atob gives one character per byte; TextDecoder turns the bytes back into UTF-8 (names in Hindi).
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The token's claims, or null when it is not a readable token with a user id. Never verifies. */
export function decodeToken(token: string): TokenClaims | null {
  if (!hasTokenFormat(token)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(decodeBase64Url(token.split('.')[1]!));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const claims = payload as Record<string, unknown>;
  const id = claims.id ?? claims.sub;
  if (typeof id !== 'string' && typeof id !== 'number') return null;
  if (String(id).length === 0) return null;
  const email = typeof claims.email === 'string' ? claims.email : '';
  const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name : email;
  return {
    id: String(id),
    name,
    email,
    role: isRole(claims.role) ? claims.role : DEFAULT_ROLE,
    provider: 'google',
    exp: typeof claims.exp === 'number' ? claims.exp : undefined,
    iat: typeof claims.iat === 'number' ? claims.iat : undefined,
  };
}

/** When the token expires (ms since the epoch), or null without a usable exp claim. */
export function tokenExpiresAt(token: string): number | null {
  const exp = decodeToken(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** Valid only if exp is more than 30 s in the future (docs/product-guide.md#token-rules); no exp means invalid. */
export function isTokenValid(token: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - now > TOKEN_EXPIRY_MARGIN_MS;
}

/** True when the token ends within `withinMs` (default 5 minutes) or is already unusable. */
export function isTokenExpiringSoon(
  token: string,
  withinMs = TOKEN_EXPIRES_SOON_DEFAULT_MS,
  now = Date.now(),
): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === null || expiresAt - now <= withinMs;
}

export function userFromClaims(claims: TokenClaims, now = Date.now()): AppUser {
  const signedInAt = new Date(claims.iat ? claims.iat * 1000 : now).toISOString();
  return {
    id: claims.id,
    name: claims.name,
    email: claims.email,
    role: claims.role,
    provider: 'google',
    authProvider: 'google',
    createdAt: signedInAt,
    lastLogin: signedInAt,
    isGuest: false,
  };
}
