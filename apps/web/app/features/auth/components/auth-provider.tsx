import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AuthContext } from '../auth-context';
import type { AppUser, AuthContextValue, AuthState } from '../auth-types';
import { endGuestSession, readGuestSession, startGuestSession } from '../guest-session';
import { useApiSessionBridge } from '../hooks/use-api-session-bridge';
import { useTokenCheck } from '../hooks/use-token-check';
import { clearPreAuthPath } from '../pre-auth-path';
import { checkedClaims, signedIn, signedOut, STARTING } from '../session-state';
import { isTokenExpiringSoon, userFromClaims } from '../token';
import { clearStoredToken, readRawStoredToken, readStoredToken, storeToken } from '../token-storage';
import { SignInError, type AuthProblem } from '../auth-problem';

/** Calls `onEnd` when the guest session's end time is reached (docs/product-guide.md#guest-session: 10 minutes, then logout). */
function useGuestExpiry(endsAt: number | null, onEnd: () => void): void {
  const end = useRef(onEnd);
  useEffect(() => {
    end.current = onEnd;
  });

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setTimeout(() => end.current(), Math.max(0, endsAt - Date.now()));
    return () => clearTimeout(timer);
  }, [endsAt]);
}

// What only a Google session needs (the server calls, the API client's session bridge, the sign-in
// error texts) is imported on demand: a signed-out or guest visit, most first loads, never fetches it
// (docs/decisions/016).

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(STARTING);
  const [guestEndsAt, setGuestEndsAt] = useState<number | null>(null);
  const [guestSessionEnded, setGuestSessionEnded] = useState(false);
  // Bumped by every sign-in and sign-out, so the start-up check never undoes a newer change
  // (the callback page signs in while the start-up check may still be waiting for the server).
  const generation = useRef(0);
  const userRef = useRef<AppUser | null>(null);
  useEffect(() => {
    userRef.current = state.user;
  }, [state.user]);

  useEffect(() => {
    // Child effects run before this one: the callback page may already have signed in (or a guard
    // signed out) by now, and then there is nothing left to start.
    const stale = () => generation.current !== 0;
    // Settling the start-up state re-renders everything that reads the session (the nav's sign-in
    // widget, guards). As a transition it renders in slices after hydration instead of joining the
    // first urgent update (the hero clip's play event) in one long synchronous render. Sign-ins and
    // sign-outs below stay urgent; React applies them after this in the order they were made.
    const settle = (next: AuthState, guestEnd: number | null = null) =>
      startTransition(() => {
        if (guestEnd !== null) setGuestEndsAt(guestEnd);
        setState(next);
      });
    async function start() {
      if (stale()) return;
      const token = readStoredToken();
      if (token) {
        const { restoreSession } = await import('../restore-session');
        const user = await restoreSession(token);
        if (stale()) return;
        if (user) {
          settle(signedIn(user));
        } else {
          clearStoredToken();
          settle(signedOut({ auth: 'sessionExpired' }));
        }
        return;
      }
      const guest = readGuestSession();
      if (guest) {
        settle(signedIn(guest.user), guest.endsAt);
        return;
      }
      settle(signedOut());
    }
    start().catch(() => {
      if (!stale()) settle(signedOut({ auth: 'initFailed' }));
    });
  }, []);

  const login = useCallback(async (token: string) => {
    generation.current += 1;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const claims = checkedClaims(token);
      storeToken(token);
      endGuestSession();
      setGuestEndsAt(null);
      setGuestSessionEnded(false);
      const user = userFromClaims(claims);
      setState(signedIn(user));
      return user;
    } catch (error) {
      clearStoredToken();
      const problem = await import('../auth-errors').then(
        ({ authProblemOf }) => authProblemOf(error),
        (): AuthProblem => ({ auth: 'unexpected' }),
      );
      setState(signedOut(problem));
      throw error instanceof Error ? error : new SignInError('unexpected');
    }
  }, []);

  const loginAsGuest = useCallback(() => {
    generation.current += 1;
    try {
      clearStoredToken();
      const session = startGuestSession();
      setGuestEndsAt(session.endsAt);
      setGuestSessionEnded(false);
      setState(signedIn(session.user));
    } catch {
      setState(signedOut({ auth: 'guestLoginFailed' }));
    }
  }, []);

  /** Ends any session; `reason` becomes the banner text (e.g. the session expired). */
  const endSession = useCallback(async (reason: AuthProblem | null = null) => {
    generation.current += 1;
    const wasGuest = userRef.current?.isGuest === true;
    try {
      // The raw token (even an expired one) goes to the server so it can be revoked there.
      const token = wasGuest ? null : readRawStoredToken();
      clearStoredToken();
      endGuestSession();
      clearPreAuthPath();
      setGuestEndsAt(null);
      setState(signedOut(reason));
      if (token) {
        try {
          const { logoutSession } = await import('../api/logout-session');
          await logoutSession(token);
        } catch (error) {
          // The local session is gone either way; a failed revoke only leaves a token that expires.
          console.warn('Server logout failed', error);
        }
      }
    } catch {
      clearStoredToken();
      endGuestSession();
      setState(signedOut({ auth: 'logoutFailed' }));
    }
  }, []);

  const logout = useCallback(() => {
    setGuestSessionEnded(false);
    return endSession();
  }, [endSession]);

  // Only a Google session can expire; a guest has no token and a signed-out visitor nothing to end.
  const expireSession = useCallback(() => {
    const user = userRef.current;
    if (user && !user.isGuest) void endSession({ auth: 'sessionExpired' });
  }, [endSession]);

  useApiSessionBridge(state.user !== null && !state.user.isGuest, expireSession);

  useTokenCheck(state.user && !state.user.isGuest ? state.user.id : null, expireSession);
  useGuestExpiry(state.user?.isGuest ? guestEndsAt : null, () => {
    setGuestSessionEnded(true);
    void endSession();
  });

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      guestEndsAt: state.user?.isGuest ? guestEndsAt : null,
      guestSessionEnded,
      login,
      loginAsGuest,
      logout,
      clearError: () => setState((current) => ({ ...current, error: null })),
      getToken: () => readStoredToken(),
      isTokenExpiringSoon: (withinMs?: number) => {
        const token = readStoredToken();
        return token === null || isTokenExpiringSoon(token, withinMs);
      },
    }),
    [state, guestEndsAt, guestSessionEnded, login, loginAsGuest, logout],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
