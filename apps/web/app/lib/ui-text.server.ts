import type { Locale } from '@shop/contracts/locale';
import { UI_TEXT } from '@shop/content/ui-text';
import { UI_TEXT_HI } from '@shop/content/ui-text.hi';
import type { ScreenText } from './ui-text';

/** The screen words of a language, for loaders and head tags at build time (never in the browser). */
export function uiTextFor(locale: Locale): ScreenText {
  return locale === 'hi' ? UI_TEXT_HI : UI_TEXT;
}
