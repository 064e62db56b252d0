import { useEffect, useState } from 'react';
import { formatCountdown, msUntilNextMidnight } from '../countdown';

/** HH:MM:SS to the next local midnight, ticking each second; null before the first client tick. */
export function useSaleCountdown(): string | null {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const tick = () => setText(formatCountdown(msUntilNextMidnight(new Date())));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, []);
  return text;
}
