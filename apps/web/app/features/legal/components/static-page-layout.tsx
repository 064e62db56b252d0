import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { Link, NavLink } from 'react-router';
import { SITE_NAME } from '@shop/content/site';
import { BrandLogo } from '~/components/layout/brand-logo';
import { POLICY_LINKS } from '../policy-links';
import { ArrowLeftIcon } from '~/components/ui/screen-icons';

/**
 * The policy and about pages live outside the shop shell (SPEC §2): a calm page of their own with the
 * brand, a way home, and links to the sibling pages.
 */
export function StaticPageLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-cream bg-[radial-gradient(ellipse_at_top,var(--color-marigold-100),transparent_60%)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-10 focus:rounded-full focus:bg-night-900 focus:px-4 focus:py-2 focus:text-white"
      >
        Skip to content
      </a>
      <header className="mx-auto flex w-full max-w-4xl items-center justify-between gap-4 px-5 py-5 sm:px-8">
        <Link to="/" className="flex items-center gap-2 rounded-full" aria-label={`${SITE_NAME} home`}>
          <BrandLogo tone="dark" />
        </Link>
        <BackToHome />
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-5 pb-16 sm:px-8">
        {children}
      </main>
      <footer className="border-t border-marigold-300/60 bg-white/60">
        <div className="mx-auto max-w-4xl px-5 py-8 sm:px-8">
          <nav aria-label="Policies and information">
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    className="font-semibold text-night-700 underline-offset-2 hover:underline aria-[current=page]:text-lotus-700 aria-[current=page]:underline"
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-4 text-sm text-ink/80">
            © {SITE_NAME}. Personalized Indian mythology videos for children aged 3-12.
          </p>
        </div>
      </footer>
    </div>
  );
}

export function BackToHome() {
  return (
    <Link to="/" className={buttonClass('secondary', 'sm')}>
      <ArrowLeftIcon className="size-4" />
      Back to Home
    </Link>
  );
}
