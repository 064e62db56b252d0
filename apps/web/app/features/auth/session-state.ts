import { SignInError, type AuthProblem } from './auth-problem';
import type { AppUser, AuthState } from './auth-types';
import { decodeToken, hasTokenFormat, isTokenValid } from './token';

// Prerendered HTML and the first client render both start "loading": storage is only read in an
// effect, so hydration always matches and no page flashes a wrong signed-in state.
export const STARTING: AuthState = { loading: true, isAuthenticated: false, user: null, error: null };

export const signedIn = (user: AppUser): AuthState => ({
  loading: false,
  isAuthenticated: true,
  user,
  error: null,
});
export const signedOut = (error: AuthProblem | null = null): AuthState => ({
  loading: false,
  isAuthenticated: false,
  user: null,
  error,
});

/** The token's claims, or the docs/product-guide.md#token-rules reason it cannot start a session. */
export function checkedClaims(token: string) {
  if (!token) throw new SignInError('noTokenReceived');
  if (!hasTokenFormat(token)) throw new SignInError('invalidTokenFormat');
  const claims = decodeToken(token);
  if (!claims) throw new SignInError('userExtractionFailed');
  // A token without exp, or ending within 30 s, would be removed on its first read (docs/product-guide.md#token-rules).
  if (!isTokenValid(token)) throw new SignInError('sessionExpired');
  return claims;
}
