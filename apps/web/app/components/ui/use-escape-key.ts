import { useEffect, useRef } from 'react';

/** Calls `onEscape` when Escape is pressed anywhere on the page while the caller is mounted. */
export function useEscapeKey(onEscape: () => void, active = true): void {
  // Held in a ref so a new callback each render does not re-register the listener.
  const callback = useRef(onEscape);
  useEffect(() => {
    callback.current = onEscape;
  });
  useEffect(() => {
    if (!active) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') callback.current();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
