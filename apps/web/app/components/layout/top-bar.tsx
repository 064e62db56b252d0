import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { HomeIcon } from '~/components/ui/icons';
import { AudioLoopToggle } from './audio-loop-toggle';
import { BrandLogo } from './brand-logo';
import { LanguageSwitch } from './language-switch';
import { useHref, useUiText } from '~/lib/ui-text';
import { SignInSlot } from './sign-in-slot';
import { useHideOnScroll } from './use-hide-on-scroll';

/** The bar on every shell page except the landing page. */
export function TopBar({ signIn }: { signIn?: ReactNode }) {
  const { hidden, atTop } = useHideOnScroll();
  const text = useUiText().nav;
  const href = useHref();
  return (
    <header
      data-testid="top-bar"
      data-state={hidden ? 'hidden' : 'shown'}
      className={`sticky top-0 z-40 border-b border-marigold-300/60 bg-cream/95 backdrop-blur-md transition-[translate,box-shadow] duration-300 focus-within:translate-y-0 ${
        hidden ? '-translate-y-full' : 'translate-y-0'
      } ${atTop ? '' : 'shadow-md shadow-saffron-700/10'}`}
    >
      <nav
        aria-label={text.main}
        className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-4 sm:gap-2 sm:px-6 lg:px-8"
      >
        <Link
          to={href('/')}
          aria-label={text.homeLabel}
          className="mr-auto rounded-xl focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-night-900"
        >
          <BrandLogo tone="dark" />
        </Link>
        <Link
          to={href('/')}
          className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full px-4 font-display max-[399px]:px-0 font-bold text-night-900 transition hover:bg-marigold-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900"
        >
          <HomeIcon className="size-5" />
          {/* Icon-only on the narrowest phones so the brand name keeps one line; the name stays for screen readers. */}
          <span className="max-[399px]:sr-only">{text.home}</span>
        </Link>
        <LanguageSwitch className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-2 sm:px-3 font-display font-bold text-night-900 transition hover:bg-marigold-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900" />
        <SignInSlot>{signIn}</SignInSlot>
        <AudioLoopToggle tone="dark" />
      </nav>
    </header>
  );
}
