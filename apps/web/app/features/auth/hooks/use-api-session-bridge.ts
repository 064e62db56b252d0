import { useEffect } from 'react';
import { readStoredToken } from '../token-storage';

/**
 * While a Google session exists, the API client sends its token and reports a 401 here.
 * Until then the API client's defaults behave the same (no token, nothing to end); a request started
 * before the bridge is in reads the stored token, and its 401 reaches the bridge once it is (the
 * answer comes later). The client is imported on demand (docs/decisions/016).
 */
export function useApiSessionBridge(googleSession: boolean, expireSession: () => void): void {
  useEffect(() => {
    if (!googleSession) return;
    let undo: (() => void) | null = null;
    let cancelled = false;
    import('~/lib/api-client')
      .then(({ registerAuthBridge }) => {
        if (!cancelled)
          undo = registerAuthBridge({ getToken: readStoredToken, onSessionExpired: expireSession });
      })
      // Code that cannot load leaves the defaults in place; every request still sends the token.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      undo?.();
    };
  }, [googleSession, expireSession]);
}
