import type { FilmRenderState } from '@shop/contracts/film-renders';

// How the studio's film panel names and colours a render (issues 33 and 34). The words always show
// with the colour; every fill passes AA with its text (as stage-display.ts).

export const FILM_STATE_BADGE_CLASS: Record<FilmRenderState, string> = {
  queued: 'bg-marigold-100 text-saffron-700 ring-1 ring-saffron-700/25',
  rendering: 'bg-night-700/10 text-night-700 ring-1 ring-night-700/25',
  rendered: 'bg-peacock-700 text-white ring-1 ring-peacock-700',
  failed: 'bg-lotus-700 text-white ring-1 ring-lotus-700',
  superseded: 'bg-night-900/10 text-night-900 ring-1 ring-night-900/20',
};

/** 252.4 → "4:12"; 3725 → "1:02:05". A film's length and a still's place in it. */
export function filmTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** 0.423 → 42: the bar's and the text's whole percent, never past 100 or below 0. */
export const renderPercent = (progress: number) => Math.min(100, Math.max(0, Math.floor(progress * 100)));

/** The renderer's step ("personal shots") as a line starts it ("Personal shots"). */
export const stepText = (step: string) => step.charAt(0).toUpperCase() + step.slice(1);
