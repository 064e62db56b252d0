import { useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
} from 'react-router';
import { LOADING_LINE } from '@shop/content/both-languages';
import { LOCALE_TAGS, localeOfPath, type Locale } from '@shop/contracts/locale';
import { AuthProvider } from '~/features/auth/components/auth-provider';
import { uiTextFor } from '~/lib/ui-text.server';
import { useScreenTextReady } from '~/lib/ui-text';
import type { Route } from './+types/root';
import appCss from './app.css?inline';
import hindiWordsFontUrl from './fonts/baloo-2-hindi-words.woff2?url';
import devanagariFontUrl from './fonts/baloo-2-devanagari-core.woff2?url';
import displayFontUrl from './fonts/baloo-2-latin-core.woff2?url';
import bodyFontUrl from './fonts/nunito-latin-core.woff2?url';

// The whole stylesheet (~13 kB gzipped) goes inline into every prerendered page instead of a
// render-blocking <link>: the page paints from the HTML alone, before any script arrives. The browser
// keeps it, since React never compares or rewrites an element's inner HTML when hydrating, so the
// client bundle carries an empty string instead of the CSS (see docs/decisions/015).
const INLINE_CSS = import.meta.env.SSR ? appCss : '';

// The inline stylesheet only asks for a font once the first layout needs it, so text painted in the
// fallback font re-wrapped when the font arrived (the blog post's CLS was 0.26). Fetched from the
// head, the Latin core cuts of both fonts (app.css) are usually there before the first paint. Hindi
// pages set their text in the Devanagari cut of Baloo 2 (app.css; Nunito has none), which reflowed the
// hero the same way when it arrived late (/hi's CLS was 0.126), so they fetch it first, then Baloo 2's
// Latin cut, their only other font (app.css sets Hindi pages in Baloo 2 throughout, decision 064).
// English pages fetch the 4.5 kB cut that holds their few Hindi words (the language switch) in the top bar.
const PRELOADED_FONTS: Record<Locale, string[]> = {
  en: [displayFontUrl, bodyFontUrl, hindiWordsFontUrl],
  hi: [devanagariFontUrl, displayFontUrl],
};

// Site-wide content read at build time (prerender and SPA fallback both run it), so the content
// package and its zod validation stay out of the browser bundle. Each page gets its own language's
// words only (decision 048); they never change between pages of one language, and the language switch
// loads the other language's page in full.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return { locale, ui: uiTextFor(locale) };
}

export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  const lang = LOCALE_TAGS[locale].lang;
  // The one SPA fallback page is built in English; on a Hindi path the browser corrects <html lang>.
  // Only when it differs: writing even the same value makes Chrome re-match every :lang() rule on
  // every element (an 11 ms style pass on the landing, 45 ms on a slow phone, just after hydration).
  useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#f5a300" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {PRELOADED_FONTS[locale].map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <style dangerouslySetInnerHTML={{ __html: INLINE_CSS }} />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// The session is app-wide: the shell's widget, the guards and /auth/success (outside the shell) share it.
export default function App() {
  // A Hindi page in the SPA fallback waits (a moment, one small chunk) for its words instead of
  // flashing English.
  if (!useScreenTextReady()) return <HydrateFallback />;
  return (
    <AuthProvider>
      <Outlet />
    </AuthProvider>
  );
}

// Shown before the page's words can be (the SPA fallback is built once, in English, and a Hindi
// page's words are still on their way), so it says it in both; app.css shows the page's language.
export function HydrateFallback() {
  return (
    <main className="grid min-h-screen place-items-center" aria-busy="true">
      <p className="loading-line font-display text-2xl text-night-700">
        <span lang="en">{LOADING_LINE.en}</span>
        <span lang="hi">{LOADING_LINE.hi}</span>
      </p>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong';
  return (
    <main className="grid min-h-screen place-items-center p-8 text-center">
      <div>
        <h1 className="font-display text-4xl text-night-900">{title}</h1>
        <a className="mt-6 inline-block font-bold text-lotus-700 underline" href="/">
          Back to Home
        </a>
      </div>
    </main>
  );
}
