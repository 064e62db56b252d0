import { useCallback, useSyncExternalStore } from 'react';

/**
 * Live result of a CSS media query. Prerendered HTML and the hydration pass use `serverValue`, so the
 * first client render matches the HTML; the real value follows right after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
