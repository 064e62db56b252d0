import { isApiError } from '~/lib/api-client';
import { verifyToken } from './api/verify-token';
import type { AppUser } from './auth-types';
import { decodeToken, userFromClaims } from './token';

/**
 * The user behind a stored, locally valid token, asked of the server (docs/product-guide.md#token-rules).
 * Null when the server refuses it (revoked at logout, or signed with an old key). When the server
 * cannot be asked (network, 5xx) the token's own claims are used instead (docs/product-guide.md#token-rules): the server still
 * checks the token on every call, so this only decides what the page shows.
 */
export async function restoreSession(token: string): Promise<AppUser | null> {
  const claims = decodeToken(token);
  if (!claims) return null;
  const local = userFromClaims(claims);
  try {
    const { isAuthenticated, user } = await verifyToken(token);
    if (!isAuthenticated) return null;
    return user ? { ...local, id: user.id, name: user.name, email: user.email, role: user.role } : local;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    return local;
  }
}

/**
 * The periodic check's question (docs/product-guide.md#token-rules): does the server refuse this token (a 401, or not
 * authenticated)? A network blip or a 5xx is not a refusal: it keeps the session until the next check.
 */
export async function isTokenRefused(token: string): Promise<boolean> {
  try {
    const { isAuthenticated } = await verifyToken(token);
    return !isAuthenticated;
  } catch (error) {
    return isApiError(error) && error.status === 401;
  }
}
