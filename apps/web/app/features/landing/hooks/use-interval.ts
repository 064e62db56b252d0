import { useEffect, useRef } from 'react';

/** Calls `callback` every `delay` ms; a null delay stops it. Changing `resetKey` restarts the wait. */
export function useInterval(callback: () => void, delay: number | null, resetKey?: unknown): void {
  const saved = useRef(callback);
  useEffect(() => {
    saved.current = callback;
  });
  useEffect(() => {
    if (delay === null) return;
    const id = window.setInterval(() => saved.current(), delay);
    return () => window.clearInterval(id);
  }, [delay, resetKey]);
}
