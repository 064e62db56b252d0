import { type RefObject, useEffect, useState } from 'react';

/** Whether the element is (near) on screen, so off-screen videos and timers can stay idle. */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px', threshold = 0.25): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? false), {
      rootMargin,
      threshold,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, threshold]);
  return inView;
}
