import { FAMILY_LINK_MESSAGES } from '@shop/contracts/family-links';
import { PREVIEW_MESSAGES } from '@shop/contracts/previews';
import { REVIEW_MESSAGES } from '@shop/contracts/reviews';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { FAMILY_LINK_MESSAGES_HI, PREVIEW_MESSAGES_HI, REVIEW_MESSAGES_HI } from './answers.hi.ts';

// The server's door to the answers it writes in the page's language (the preview's and the family
// links'): the English is the contracts' (the code tables are keyed like it), the Hindi ./answers.hi.ts.

export const previewMessage = (key: keyof typeof PREVIEW_MESSAGES, language: SiteLanguage = 'en') =>
  language === 'hi' ? PREVIEW_MESSAGES_HI[key] : PREVIEW_MESSAGES[key];

export const familyLinkMessage = (key: keyof typeof FAMILY_LINK_MESSAGES, language: SiteLanguage = 'en') =>
  language === 'hi' ? FAMILY_LINK_MESSAGES_HI[key] : FAMILY_LINK_MESSAGES[key];

export const reviewMessage = (key: keyof typeof REVIEW_MESSAGES, language: SiteLanguage = 'en') =>
  language === 'hi' ? REVIEW_MESSAGES_HI[key] : REVIEW_MESSAGES[key];
