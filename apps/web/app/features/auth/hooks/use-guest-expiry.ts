import { useEffect, useRef } from 'react';

/** Calls `onEnd` when the guest session's end time is reached (SPEC §4: 10 minutes, then logout). */
export function useGuestExpiry(endsAt: number | null, onEnd: () => void): void {
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
