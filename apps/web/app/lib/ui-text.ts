import { useEffect, useState } from 'react';
import { useLocation, useRouteLoaderData } from 'react-router';
import { localeOfPath, localizedHref, type Locale } from '@shop/contracts/locale';
import type { Translation } from '@shop/content/translation';
import type { UiText } from '@shop/content/ui-text';
import type { loader as rootLoader } from '~/root';

// The page's language comes from its path (/hi… is Hindi), so it is right on the first render of a
// prerendered page and of the SPA fallback alike. Its screen words come from the root loader, which
// hands each prerendered page only its own language's set at build time (decision 048). The one SPA
// fallback is built in English, so a Hindi page rendered in the browser (/hi/order, an unknown /hi/…
// path) loads the Hindi set as a chunk of its own; English pages never fetch it.

export type ScreenText = Translation<UiText>;

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A site link in the page's language: "/stories" on a Hindi page is "/hi/stories". */
export function useHref(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedHref(path, locale);
}

function useRootData() {
  const data = useRouteLoaderData<typeof rootLoader>('root');
  if (!data) throw new Error('The screen text needs the root loader data');
  return data;
}

// The page's words when the root data carries the other language's (the SPA fallback), set once.
let fallbackText: { locale: Locale; ui: ScreenText } | null = null;

/**
 * Loads the page's language's words when the root data carries the other language's; the root
 * renders it once and shows its loading screen until the words are ready.
 */
export function useScreenTextReady(): boolean {
  const data = useRootData();
  const locale = useLocale();
  const [, setLoads] = useState(0);
  const ready = data.locale === locale || fallbackText?.locale === locale;
  useEffect(() => {
    if (ready) return;
    const words =
      locale === 'hi'
        ? import('@shop/content/ui-text.hi').then((module) => module.UI_TEXT_HI)
        : import('@shop/content/ui-text').then((module) => module.UI_TEXT);
    void words.then((ui) => {
      fallbackText = { locale, ui };
      setLoads((loads) => loads + 1);
    });
  }, [ready, locale]);
  return ready;
}

export function useUiText(): ScreenText {
  const data = useRootData();
  const locale = useLocale();
  return data.locale !== locale && fallbackText?.locale === locale ? fallbackText.ui : data.ui;
}

/** Fills the "{name}" places of a screen text. */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (place, name: string) => String(values[name] ?? place));
}
