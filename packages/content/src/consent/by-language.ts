import type { SiteLanguage } from '@shop/contracts/site-language';
import { CONSENT_TEXT } from './consent.ts';
import { CONSENT_TEXT_HI } from './consent.hi.ts';

// The server's door to the consent words: it stores the text of the page's language with the order.

const BY_LANGUAGE = { en: CONSENT_TEXT, hi: CONSENT_TEXT_HI } as const satisfies Record<
  SiteLanguage,
  unknown
>;

/** The photo consent the parent read, with the retention N, in the page's language. */
export const consentText = (daysAfterDelivery: number, language: SiteLanguage = 'en'): string =>
  BY_LANGUAGE[language].photos(daysAfterDelivery);

/** The phone-updates opt-in the parent ticked, in the page's language. */
export const phoneUpdatesConsent = (language: SiteLanguage): string => BY_LANGUAGE[language].phoneUpdates;
