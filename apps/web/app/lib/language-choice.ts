import type { Locale } from '@shop/contracts/locale';
import { SITE_LANGUAGE_KEY } from './storage-keys';

// The visitor's language choice, kept in localStorage. The site never redirects on it (crawlers and
// shared links get the page they asked for); it only decides whether to offer the other language.

export function rememberLanguage(locale: Locale, storage: Storage = localStorage): void {
  try {
    storage.setItem(SITE_LANGUAGE_KEY, locale);
  } catch {
    // Storage can be full or blocked; the choice then lasts for this page only.
  }
}

export function chosenLanguage(storage: Storage = localStorage): Locale | null {
  try {
    const value = storage.getItem(SITE_LANGUAGE_KEY);
    return value === 'en' || value === 'hi' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The language to offer a first-time visitor on a page in `current`, or null: the other language,
 * when the browser (its Accept-Language list) prefers it before any English, and no choice was made.
 */
export function languageToOffer(
  current: Locale,
  preferred: readonly string[],
  chosen: Locale | null,
): Locale | null {
  if (chosen) return null;
  const first = preferred
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find((lang) => lang === 'hi' || lang === 'en');
  return first && first !== current ? first : null;
}
