// Looks shared by the sign-in widget's pieces. "light" sits on the dark landing nav, "dark" on the cream
// top bar; text colours are picked for WCAG AA on each background.

export type WidgetTone = 'light' | 'dark';

const FOCUS: Record<WidgetTone, string> = {
  light: 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-300',
  dark: 'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900',
};

const PILL =
  'inline-flex min-h-11 items-center gap-2 rounded-full font-display font-bold whitespace-nowrap transition';

/** White, as Google's branding asks for its "G" button. */
export function googlePillClass(tone: WidgetTone): string {
  const ring =
    tone === 'light' ? 'shadow-md shadow-night-900/30' : 'ring-2 ring-night-900/15 hover:ring-night-900/35';
  return `${PILL} bg-white py-1 pr-4 pl-1.5 text-night-900 hover:bg-marigold-100 ${ring} ${FOCUS[tone]}`;
}

export function quietPillClass(tone: WidgetTone): string {
  const colours =
    tone === 'light'
      ? 'text-cream ring-2 ring-white/50 hover:bg-white/15'
      : 'text-night-900 ring-2 ring-night-900/20 hover:bg-marigold-100';
  return `${PILL} px-4 ${colours} ${FOCUS[tone]}`;
}

export function avatarButtonClass(tone: WidgetTone): string {
  const colours = tone === 'light' ? 'text-cream hover:bg-white/15' : 'text-night-900 hover:bg-marigold-100';
  return `${PILL} p-1 sm:pr-2 ${colours} ${FOCUS[tone]}`;
}

// On a phone the menu's box is static (MENU_ROOT), so the panel hangs from the whole bar, edge to
// edge, instead of from the avatar, which may sit mid-bar with no room to its left.
export const MENU_ROOT = 'relative max-sm:static';

export const MENU_PANEL =
  'absolute top-full right-0 z-50 mt-2 w-72 origin-top-right animate-pop-in rounded-3xl bg-white p-2 text-ink shadow-xl shadow-night-900/20 ring-1 ring-night-900/10 max-sm:inset-x-3 max-sm:mt-1 max-sm:w-auto';

export const MENU_ITEM =
  'flex min-h-11 w-full items-center gap-3 rounded-2xl px-3 text-left font-display font-bold text-night-900 transition hover:bg-marigold-100 focus:bg-marigold-100 focus:outline-none focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-night-700';
