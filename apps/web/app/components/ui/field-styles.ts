// One look for every form's inputs (order, payment, admin): 48 px targets, a visible focus ring,
// AA-contrast borders, and a muted fill while a form locks its fields during a submit.
export const INPUT_CLASS =
  'block min-h-12 w-full rounded-2xl border-2 border-night-900/25 bg-white px-4 py-3 text-base text-ink ' +
  'shadow-sm transition placeholder:text-ink/55 focus:border-night-700 focus:outline-3 focus:outline-offset-2 ' +
  'focus:outline-marigold-500 aria-invalid:border-lotus-700 disabled:bg-cream disabled:opacity-70';

export const LABEL_CLASS = 'mb-1.5 block font-display text-base font-bold text-night-900';
