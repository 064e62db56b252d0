import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CloseIcon, MenuIcon } from '~/components/ui/icons';
import { scrollToSection } from '~/components/ui/scroll-to-section';
import { AudioLoopToggle } from './audio-loop-toggle';
import { BrandLogo } from './brand-logo';
import { SignInSlot } from './sign-in-slot';
import { useHideOnScroll } from './use-hide-on-scroll';

// The landing nav's entries (SPEC §2 "Navigation and footer"); `section` entries scroll within the page.
type LandingNavLink = { label: string; section: string } | { label: string; to: string };

const LANDING_NAV_LINKS: readonly LandingNavLink[] = [
  { label: 'TRAILER', section: 'hero' },
  { label: 'ABOUT', section: 'about' },
  { label: 'FEATURES', section: 'nexus' },
  { label: 'STORY', section: 'story' },
  { label: 'BLOGS', to: '/blogs' },
  { label: 'CONTACT', section: 'contact' },
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
  if ('to' in link) {
    return (
      <Link to={link.to} onClick={onNavigate} className={className}>
        {link.label}
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
      {link.label}
    </a>
  );
}

/** The landing page's bar: section links, music, sign-in; it floats over the hero until scrolled. */
export function LandingNav({ signIn }: { signIn?: ReactNode }) {
  const { hidden, atTop } = useHideOnScroll();
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
      <nav aria-label="Main" className="mx-auto flex h-18 max-w-7xl items-center gap-3 px-4 sm:px-6 lg:px-8">
        <a
          href="#hero"
          onClick={(event) => {
            event.preventDefault();
            scrollToSection('hero');
          }}
          className="mr-auto rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-marigold-300"
          aria-label="Diya Tales, back to top"
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

        <div className="flex items-center gap-2 lg:ml-3">
          <SignInSlot compact>{signIn}</SignInSlot>
          <AudioLoopToggle tone="light" />
          <button
            ref={menuButton}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
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
