// The admin screens' shared looks: white cards on the paper background and status badges whose
// text passes AA on their fills (form fields use the shared ~/components/ui/field).

export const PANEL_CLASS =
  'rounded-[1.75rem] bg-white p-5 shadow-lg shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-7';

export const PANEL_TITLE_CLASS =
  'font-display text-xl leading-tight font-extrabold text-night-900 sm:text-2xl';

export const STATUS_BADGE_CLASS = {
  pending: 'bg-marigold-100 text-saffron-700 ring-1 ring-saffron-700/25',
  complete: 'bg-peacock-700/10 text-peacock-700 ring-1 ring-peacock-700/25',
} as const;
