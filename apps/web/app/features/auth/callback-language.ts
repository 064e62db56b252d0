import { localeOfPath, type Locale } from '@shop/contracts/locale';
import { chosenLanguage } from '~/lib/language-choice';
import { peekPreAuthPath } from './pre-auth-path';

/**
 * The language of /auth/success, which has no /hi twin: that of the page the parent signed in from
 * (kept for the way back, /hi/… when it was Hindi), else the language they chose on the site, else
 * English.
 */
export function callbackLanguage(): Locale {
  const returning = peekPreAuthPath();
  if (returning) return localeOfPath(returning.split(/[?#]/)[0] ?? '');
  return chosenLanguage() ?? 'en';
}
