import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon, MenuIcon } from '~/components/ui/icons';
import { scrollToSection } from '~/components/ui/scroll-to-section';
import { AudioLoopToggle } from './audio-loop-toggle';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { useHref, useUiText, type ScreenText } from '~/lib/ui-text';
import { SignInSlot } from './sign-in-slot';
import { useHideOnScroll } from './use-hide-on-scroll';

// The landing nav's entries (docs/product-guide.md#navigation-and-footer); `section` entries scroll within the page.
// Labels are keys of the screen text's nav, so each language names them in its own words.
type NavLabel = keyof ScreenText['nav'];
type LandingNavLink = { label: NavLabel; section: string } | { label: NavLabel; to: string };

const LANDING_NAV_LINKS: readonly LandingNavLink[] = [
  { label: 'trailer', section: 'hero' },
  { label: 'about', section: 'about' },
  { label: 'features', section: 'nexus' },
  { label: 'story', section: 'story' },
  { label: 'blogs', to: '/blogs' },
  { label: 'contact', section: 'contact' },
];

const MENU_ID = 'landing-menu';

function NavItem({
  link,
  onNavigate,
  className,
}: {
  link: LandingNavLink;
  onNavigate: () => void;
  className: string;
}) {
  const text = useUiText().nav;
  const href = useHref();
  if ('to' in link) {
    return (
      <Link to={href(link.to)} onClick={onNavigate} className={className}>
        {text[link.label]}
      </Link>
    );
  }
  return (
    <a
      href={`#${link.section}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onNavigate();
        scrollToSection(link.section);
      }}
    >
      {text[link.label]}
    </a>
  );
}

/** The landing page's bar: section links, music, sign-in; it floats over the hero until scrolled. */
export function LandingNav({ signIn }: { signIn?: ReactNode }) {
  const { hidden, atTop } = useHideOnScroll();
  const text = useUiText().nav;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const header = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    }
    function onPointerDown(event: PointerEvent) {
      if (!header.current?.contains(event.target as Node)) setMenuOpen(false);
    }
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [menuOpen]);

  const shown = !hidden || menuOpen;
  const solid = !atTop || menuOpen;
  const closeMenu = () => setMenuOpen(false);

  return (
    <header
      ref={header}
      data-testid="landing-nav"
      data-state={shown ? 'shown' : 'hidden'}
      className={`fixed inset-x-0 top-0 z-40 transition-[translate,background-color,box-shadow] duration-300 focus-within:translate-y-0 ${
        shown ? 'translate-y-0' : '-translate-y-full'
      } ${solid ? 'bg-night-900/95 shadow-lg shadow-night-900/20 backdrop-blur-md' : 'bg-gradient-to-b from-night-900/80 to-transparent'}`}
    >
      <nav
        aria-label={text.main}
        className="mx-auto flex h-18 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8"
      >
        <a
          href="#hero"
          onClick={(event) => {
            event.preventDefault();
            scrollToSection('hero');
          }}
          className="mr-auto rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-marigold-300"
          aria-label={text.backToTop}
        >
          <BrandLogo />
        </a>

        <ul className="hidden items-center gap-1 lg:flex">
          {LANDING_NAV_LINKS.map((link) => (
            <li key={link.label}>
              <NavItem
                link={link}
                onNavigate={closeMenu}
                className="inline-flex min-h-11 items-center rounded-full px-3.5 font-display text-[0.95rem] font-bold tracking-[0.12em] text-cream transition hover:bg-white/10 hover:text-marigold-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-300"
              />
            </li>
          ))}
        </ul>

        <div className="flex items-center gap-1 sm:gap-2 lg:ml-3">
          <LanguageSwitch className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 sm:px-3 font-display font-bold text-cream transition hover:bg-white/10 hover:text-marigold-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-300" />
          <SignInSlot compact>{signIn}</SignInSlot>
          <AudioLoopToggle tone="light" />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? text.closeMenu : text.openMenu}
            onClick={() => setMenuOpen((open) => !open)}
            className="grid size-11 place-items-center rounded-full bg-marigold-500 text-ink transition hover:bg-marigold-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-300 lg:hidden"
          >
            {menuOpen ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
          </button>
        </div>
      </nav>

      <div
        id={MENU_ID}
        hidden={!menuOpen}
        className="border-t border-white/10 bg-night-900 px-4 pt-2 pb-6 shadow-2xl lg:hidden"
      >
        <ul className="mx-auto grid max-w-7xl gap-1">
          {LANDING_NAV_LINKS.map((link) => (
            <li key={link.label}>
              <NavItem
                link={link}
                onNavigate={closeMenu}
                className="flex min-h-12 items-center rounded-2xl px-4 font-display text-lg font-bold tracking-[0.14em] text-cream transition hover:bg-white/10 hover:text-marigold-300 focus-visible:outline-3 focus-visible:outline-marigold-300"
              />
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}
