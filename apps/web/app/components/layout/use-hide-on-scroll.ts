import { useEffect, useState } from 'react';

// Small jitters (a trackpad settling, iOS bounce) must not flicker the bar.
const MIN_DELTA = 6;
// Near the top the bar always shows, so the page never opens without navigation.
const ALWAYS_SHOWN_ABOVE = 96;

/** Bar behaviour shared by the landing nav and the top bar: hidden on scroll down, shown on scroll up. */
export function useHideOnScroll(): { hidden: boolean; atTop: boolean } {
  const [state, setState] = useState({ hidden: false, atTop: true });

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    function update() {
      frame = 0;
      const y = Math.max(0, window.scrollY);
      const delta = y - last;
      const atTop = y < 24;
      if (Math.abs(delta) < MIN_DELTA) {
        setState((prev) => (prev.atTop === atTop ? prev : { ...prev, atTop }));
        return;
      }
      const hidden = delta > 0 && y > ALWAYS_SHOWN_ABOVE;
      last = y;
      setState((prev) => (prev.hidden === hidden && prev.atTop === atTop ? prev : { hidden, atTop }));
    }
    function onScroll() {
      if (!frame) frame = requestAnimationFrame(update);
    }
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return state;
}
