import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { Link, NavLink } from 'react-router';
import { SITE_NAME } from '@shop/content/site';
import { BrandLogo } from '~/components/layout/brand-logo';
import { POLICY_LINKS } from '../policy-links';
import { ArrowLeftIcon } from '~/components/ui/screen-icons';
import { LanguageOffer, LanguageSwitch } from '~/components/layout/language-switch';
import { AGE_RANGE } from '@shop/content/site';
import { fillText, useHref, useUiText } from '~/lib/ui-text';

/**
 * The policy and about pages live outside the shop shell (docs/product-guide.md#policy-and-about-pages): a calm page of their own with the
 * brand, a way home, and links to the sibling pages.
 */
export function StaticPageLayout({ children }: { children: ReactNode }) {
  const ui = useUiText();
  const href = useHref();
  return (
    <div className="flex min-h-screen flex-col bg-cream bg-[radial-gradient(ellipse_at_top,var(--color-marigold-100),transparent_60%)]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-10 focus:rounded-full focus:bg-night-900 focus:px-4 focus:py-2 focus:text-white"
      >
        {ui.skipToContent}
      </a>
      <LanguageOffer />
      <header className="mx-auto flex w-full max-w-4xl items-center justify-between gap-4 px-5 py-5 sm:px-8">
        <Link to={href('/')} className="flex items-center gap-2 rounded-full" aria-label={ui.nav.homeLabel}>
          <BrandLogo tone="dark" />
        </Link>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-display font-bold text-night-900 transition hover:bg-marigold-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900" />
          <BackToHome />
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-5 pb-16 sm:px-8">
        {children}
      </main>
      <footer className="border-t border-marigold-300/60 bg-white/60">
        <div className="mx-auto max-w-4xl px-5 py-8 sm:px-8">
          <nav aria-label={ui.legal.siblings}>
            <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={href(link.to)}
                    className="font-semibold text-night-700 underline-offset-2 hover:underline aria-[current=page]:text-lotus-700 aria-[current=page]:underline"
                  >
                    {ui.footer.links[link.label]}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="mt-4 text-sm text-ink/80">
            © {SITE_NAME}. {fillText(ui.legal.footerLine, { range: AGE_RANGE })}
          </p>
        </div>
      </footer>
    </div>
  );
}

export function BackToHome() {
  const href = useHref();
  return (
    <Link to={href('/')} className={buttonClass('secondary', 'sm')}>
      <ArrowLeftIcon className="size-4" />
      {useUiText().legal.backToHome}
    </Link>
  );
}
