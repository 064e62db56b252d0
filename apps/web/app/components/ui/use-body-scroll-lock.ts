import { useEffect } from 'react';

// Counted so that nested overlays (a modal over a menu) unlock only when the last one closes.
let locks = 0;

/** Stops the page behind an overlay from scrolling, without the layout jumping by a scrollbar's width. */
export function useBodyScrollLock(active = true): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    if (locks === 0) {
      const scrollbar = window.innerWidth - documentElement.clientWidth;
      body.style.overflow = 'hidden';
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = '';
        body.style.paddingRight = '';
      }
    };
  }, [active]);
}
