// The site's languages (issue 16, decision 048): English at the root, Hindi under /hi. A small module
// of its own, because the browser needs it on every page and must not carry the table of pages.

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const HINDI_PREFIX = '/hi';

/** BCP 47 tags for <html lang>, hreflang, og:locale and Intl. */
export const LOCALE_TAGS: Record<Locale, { lang: string; og: string; intl: string }> = {
  en: { lang: 'en', og: 'en_IN', intl: 'en-IN' },
  hi: { lang: 'hi', og: 'hi_IN', intl: 'hi-IN' },
};

/** The language of a site path: /hi and everything under /hi/ is Hindi. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The same page in a language: "/stories" ⇄ "/hi/stories", "/" ⇄ "/hi"; a query or hash is kept. */
export function pathInLocale(path: string, locale: Locale): string {
  const english = localeOfPath(path.replace(/[?#].*$/, '')) === 'hi' ? path.slice(HINDI_PREFIX.length) : path;
  const base = english === '' || english.startsWith('?') || english.startsWith('#') ? `/${english}` : english;
  if (locale === 'en') return base;
  return base === '/' || base.startsWith('/?') || base.startsWith('/#')
    ? `${HINDI_PREFIX}${base.slice(1)}`
    : `${HINDI_PREFIX}${base}`;
}

// Staff screens and the sign-in callback have no Hindi twin (the admin stays English, issue 16).
const ENGLISH_ONLY = /^\/(admin|auth)(\/|$)/;

/** Where a site link of a page in `locale` goes: the same page in that language where it has one. */
export function localizedHref(path: string, locale: Locale): string {
  return ENGLISH_ONLY.test(path) ? path : pathInLocale(path, locale);
}
