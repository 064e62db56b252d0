import {
  AUTH_TOKEN_EXPIRY_KEY,
  AUTH_TOKEN_KEY,
  readStored,
  removeStored,
  writeStored,
} from '~/lib/storage-keys';
import { isTokenValid, tokenExpiresAt } from './token';

/** The stored token if still valid; an invalid or expired one is removed on read (docs/product-guide.md#token-rules). */
export function readStoredToken(now = Date.now()): string | null {
  const token = readStored('local', AUTH_TOKEN_KEY);
  if (!token) return null;
  if (isTokenValid(token, now)) return token;
  clearStoredToken();
  return null;
}

/** The stored token as is, valid or not: logout still sends it so the server can revoke it. */
export function readRawStoredToken(): string | null {
  return readStored('local', AUTH_TOKEN_KEY);
}

export function storeToken(token: string): void {
  writeStored('local', AUTH_TOKEN_KEY, token);
  const expiresAt = tokenExpiresAt(token);
  if (expiresAt !== null) writeStored('local', AUTH_TOKEN_EXPIRY_KEY, String(expiresAt));
}

export function clearStoredToken(): void {
  removeStored('local', AUTH_TOKEN_KEY, AUTH_TOKEN_EXPIRY_KEY);
}
