import { TOKEN_CHECK_INTERVAL_MS, TOKEN_FIRST_CHECK_MS } from '@shop/contracts/auth-constants';
import { useEffect, useRef } from 'react';
import { readStoredToken } from '../token-storage';

/**
 * While a Google user is signed in: checks the token 60 s after sign-in, then every 300 s (docs/product-guide.md#token-rules),
 * and calls `onFailure` when it is no longer good. "No longer good" means expired or removed locally,
 * or refused by the server (401 or not authenticated); a network blip or a 5xx is not the user's
 * fault and keeps the session until the next check.
 */
export function useTokenCheck(userId: string | null, onFailure: () => void): void {
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });

  useEffect(() => {
    if (!userId) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    let stopped = false;

    async function check() {
      const token = readStoredToken();
      if (!token) {
        failure.current();
        return;
      }
      // Loaded on first use (a minute after sign-in), like the start-up check; code that cannot
      // load is a network blip too.
      const refused = await import('../restore-session').then(
        ({ isTokenRefused }) => isTokenRefused(token),
        () => false,
      );
      if (refused && !stopped) failure.current();
    }

    const first = setTimeout(() => {
      void check();
      interval = setInterval(() => void check(), TOKEN_CHECK_INTERVAL_MS);
    }, TOKEN_FIRST_CHECK_MS);

    return () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [userId]);
}
