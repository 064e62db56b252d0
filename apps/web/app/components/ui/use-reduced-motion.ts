import { useMediaQuery } from './use-media-query';

// Assumes reduced motion until hydrated, so nothing starts moving before the preference is known.
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', true);
}

/** For event handlers, where a hook cannot be called. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
