// The admin screens' shared looks: white cards on the paper background, the order form's 48 px
// inputs with AA-contrast borders, and status badges whose text passes AA on their fills.

export const PANEL_CLASS =
  'rounded-[1.75rem] bg-white p-5 shadow-lg shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-7';

export const PANEL_TITLE_CLASS =
  'font-display text-xl leading-tight font-extrabold text-night-900 sm:text-2xl';

export const INPUT_CLASS =
  'block min-h-12 w-full rounded-2xl border-2 border-night-900/25 bg-white px-4 py-3 text-base text-ink ' +
  'shadow-sm transition placeholder:text-ink/55 focus:border-night-700 focus:outline-3 focus:outline-offset-2 ' +
  'focus:outline-marigold-500 aria-invalid:border-lotus-700 disabled:bg-cream disabled:opacity-70';

export const LABEL_CLASS = 'mb-1.5 block font-display text-base font-bold text-night-900';

export const STATUS_BADGE_CLASS = {
  pending: 'bg-marigold-100 text-saffron-700 ring-1 ring-saffron-700/25',
  complete: 'bg-peacock-700/10 text-peacock-700 ring-1 ring-peacock-700/25',
} as const;
