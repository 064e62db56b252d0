import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { fetchAuthStatusToken } from '../api/auth-status';
import { takePreAuthPath } from '../pre-auth-path';
import { cameFromOwnOrLocalBackend } from '../referrer';
import { useAuth } from './use-auth';

// The sign-in callback's texts and delays, word for word from SPEC §2 "Sign-in callback".

const CALLBACK_TEXT = {
  working: 'Token found! Logging you in...',
  success: 'Login successful! Redirecting...',
  oauthError: (error: string) => `OAuth error: ${error}`,
  loginFailed: (message: string) => `Login failed: ${message}`,
  noToken: 'No authentication token found. Please try signing in again.',
  checking: 'Checking your sign-in...',
} as const;

const CALLBACK_DELAY_MS = {
  success: 1_000,
  error: 3_000,
  noToken: 5_000,
} as const;

export type CallbackPhase = 'checking' | 'working' | 'success' | 'error';
export interface CallbackStatus {
  phase: CallbackPhase;
  message: string;
  /** How long until the page moves on, once that is decided. */
  leavingInMs?: number;
}

/**
 * /auth/success: reads ?token or ?error once, signs in, and moves on after the delays of SPEC §2.
 * Delays use setTimeout, so tests drive them with a fake clock.
 */
export function useAuthCallback(): CallbackStatus {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [status, setStatus] = useState<CallbackStatus>({
    phase: 'checking',
    message: CALLBACK_TEXT.checking,
  });
  const started = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;

    const goLater = (delay: number, where: () => string) => {
      timers.current.push(setTimeout(() => navigate(where(), { replace: true }), delay));
    };
    const fail = (message: string, delay: number) => {
      setStatus({ phase: 'error', message, leavingInMs: delay });
      goLater(delay, () => '/');
    };

    async function finish(token: string) {
      setStatus({ phase: 'working', message: CALLBACK_TEXT.working });
      try {
        await login(token);
      } catch (error) {
        fail(
          CALLBACK_TEXT.loginFailed(error instanceof Error ? error.message : String(error)),
          CALLBACK_DELAY_MS.error,
        );
        return;
      }
      setStatus({ phase: 'success', message: CALLBACK_TEXT.success, leavingInMs: CALLBACK_DELAY_MS.success });
      // Read when leaving, not now: the saved path is used once and then forgotten.
      goLater(CALLBACK_DELAY_MS.success, () => takePreAuthPath() ?? '/');
    }

    const params = new URLSearchParams(window.location.search);
    const error = params.get('error');
    const token = params.get('token');
    // The token must not stay in the address bar, the history or a later page's Referer.
    if (error !== null || token !== null)
      window.history.replaceState(window.history.state, '', window.location.pathname);

    if (error !== null) {
      fail(CALLBACK_TEXT.oauthError(error), CALLBACK_DELAY_MS.error);
    } else if (token) {
      void finish(token);
    } else if (cameFromOwnOrLocalBackend(document.referrer, window.location.origin)) {
      fetchAuthStatusToken()
        .catch(() => null)
        .then((found) => (found ? finish(found) : fail(CALLBACK_TEXT.noToken, CALLBACK_DELAY_MS.noToken)));
    } else {
      fail(CALLBACK_TEXT.noToken, CALLBACK_DELAY_MS.noToken);
    }
  }, [login, navigate]);

  return status;
}
