// One source of button looks so links and buttons across pages share shape, focus ring and colours.
// Text colours are chosen for WCAG AA on their fills: ink on marigold, white only on the -700 shades.

export type ButtonVariant = 'primary' | 'secondary' | 'dark' | 'lotus' | 'peacock' | 'ghost-light';
export type ButtonSize = 'sm' | 'md' | 'lg';

// A label that has to wrap on a narrow screen (a long Hindi one, "Delete my child's photos now" beside
// text) keeps its lines inside the pill: centred, spaced, with room above and below; on one line the
// minimum height decides, as before.
const BASE =
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-display font-bold leading-tight tracking-wide ' +
  'transition duration-200 ease-out select-none hover:-translate-y-0.5 active:translate-y-0 ' +
  'disabled:pointer-events-none disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-3';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-marigold-500 text-ink shadow-[0_6px_0_0_var(--color-saffron-700)] hover:bg-marigold-300 ' +
    'active:shadow-[0_2px_0_0_var(--color-saffron-700)] focus-visible:outline-night-900',
  secondary:
    'bg-white text-night-900 ring-2 ring-night-900/15 shadow-sm hover:ring-night-900/40 focus-visible:outline-night-900',
  dark: 'bg-night-900 text-cream shadow-md hover:bg-night-700 focus-visible:outline-night-900',
  lotus: 'bg-lotus-700 text-white shadow-md hover:bg-[#8f1f4d] focus-visible:outline-lotus-700',
  peacock: 'bg-peacock-700 text-white shadow-md hover:bg-[#094d52] focus-visible:outline-peacock-700',
  'ghost-light':
    'bg-white/10 text-white ring-2 ring-white/70 backdrop-blur-sm hover:bg-white/20 focus-visible:outline-marigold-300',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-10 px-4 py-2 text-sm',
  md: 'min-h-12 px-6 py-2.5 text-base',
  lg: 'min-h-14 px-8 py-3 text-lg',
};

export function buttonClass(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}
