import { Outlet, useLocation } from 'react-router';
import { pathInLocale } from '@shop/contracts/locale';
import { AudioLoopProvider } from '~/components/layout/audio-loop';
import { LandingNav } from '~/components/layout/landing-nav';
import { LanguageOffer } from '~/components/layout/language-switch';
import { SiteFooter } from '~/components/layout/site-footer';
import { TopBar } from '~/components/layout/top-bar';
import { AuthErrorBanner } from '~/features/auth/components/auth-error-banner';
import { SignInWidget } from '~/features/auth/components/sign-in-widget';
import { useUiText } from '~/lib/ui-text';

// Pages render their own <main>; the shell adds the bars, the footer and the shared music state.
export default function Shell() {
  const { pathname } = useLocation();
  const landing = pathInLocale(pathname, 'en') === '/';
  const ui = useUiText();
  return (
    <AudioLoopProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-marigold-500 px-5 py-3 font-display font-bold text-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {ui.skipToContent}
        </a>
        <LanguageOffer />
        {landing ? (
          <LandingNav signIn={<SignInWidget compact tone="light" />} />
        ) : (
          <TopBar signIn={<SignInWidget tone="dark" />} />
        )}
        <AuthErrorBanner />
        {/* The skip link's target wraps the page, so it works whatever landmark the page uses. */}
        <div id="main" tabIndex={-1} className="flex flex-1 flex-col">
          <Outlet />
        </div>
        <SiteFooter />
      </div>
    </AudioLoopProvider>
  );
}
