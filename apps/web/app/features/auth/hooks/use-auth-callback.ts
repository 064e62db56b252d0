import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { localizedHref, type Locale } from '@shop/contracts/locale';
import { fillText, type ScreenText } from '~/lib/ui-text';
import { fetchAuthStatusToken } from '../api/auth-status';
import { takePreAuthPath } from '../pre-auth-path';
import { cameFromOwnOrLocalBackend } from '../referrer';
import { authProblemOf } from '../auth-errors';
import { authProblemText, signInErrorOfUrl } from '../sign-in-messages';
import { useAuth } from './use-auth';

// The sign-in callback's texts (ui-text's auth.callback, word for word from
// docs/product-guide.md#sign-in-callback in English) and delays.

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
 * /auth/success: reads ?token or ?error once, signs in, and moves on after the delays of docs/product-guide.md#sign-in-callback.
 * Delays use setTimeout, so tests drive them with a fake clock. `text` and `locale` are the
 * parent's language (the page has no /hi twin): a failure goes to that language's homepage.
 */
export function useAuthCallback(text: ScreenText['auth'], locale: Locale): CallbackStatus {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [status, setStatus] = useState<CallbackStatus>({
    phase: 'checking',
    message: text.callback.checking,
  });
  // Read once, by the effect that runs once: the words do not change while the page is open.
  const words = useRef({ text, home: localizedHref('/', locale) });
  const started = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const { text, home } = words.current;
    const lines = text.callback;

    const goLater = (delay: number, where: () => string) => {
      timers.current.push(setTimeout(() => navigate(where(), { replace: true }), delay));
    };
    const fail = (message: string, delay: number) => {
      setStatus({ phase: 'error', message, leavingInMs: delay });
      goLater(delay, () => home);
    };

    async function finish(token: string) {
      setStatus({ phase: 'working', message: lines.working });
      try {
        await login(token);
      } catch (error) {
        const message = authProblemText(text.messages, authProblemOf(error));
        fail(fillText(lines.loginFailed, { message }), CALLBACK_DELAY_MS.error);
        return;
      }
      setStatus({ phase: 'success', message: lines.success, leavingInMs: CALLBACK_DELAY_MS.success });
      // Read when leaving, not now: the saved path is used once and then forgotten.
      goLater(CALLBACK_DELAY_MS.success, () => takePreAuthPath() ?? home);
    }

    const params = new URLSearchParams(window.location.search);
    const error = params.get('error');
    const token = params.get('token');
    // The token must not stay in the address bar, the history or a later page's Referer.
    if (error !== null || token !== null)
      window.history.replaceState(window.history.state, '', window.location.pathname);

    if (error !== null) {
      fail(
        fillText(lines.oauthError, { error: signInErrorOfUrl(text.messages, error) }),
        CALLBACK_DELAY_MS.error,
      );
    } else if (token) {
      void finish(token);
    } else if (cameFromOwnOrLocalBackend(document.referrer, window.location.origin)) {
      fetchAuthStatusToken()
        .catch(() => null)
        .then((found) => (found ? finish(found) : fail(lines.noToken, CALLBACK_DELAY_MS.noToken)));
    } else {
      fail(lines.noToken, CALLBACK_DELAY_MS.noToken);
    }
  }, [login, navigate]);

  return status;
}
