import {
  PHOTO_REQUEST_TEMPLATES,
  standardPhotoReason,
  type PhotoRequestTemplate,
} from '@shop/contracts/order-detail';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { ACCOUNT_MESSAGES_HI } from './account-messages.hi.ts';

// The studio's standard reasons for a better photo, as a Hindi family reads them (issue 38). A reason
// the admin sends unchanged is one of these texts: the e-mail and the photo page give it in the
// family's language. Words the admin wrote or changed reach the family exactly as written, which is
// why the studio's dialog says so for a Hindi order and offers the Hindi wording to start from
// (docs/decisions/073).

export { standardPhotoReason };

/** A standard reason's wording in a language: what the family reads when it is sent unchanged. */
export function photoReasonWording(template: PhotoRequestTemplate, language: SiteLanguage): string {
  return language === 'hi'
    ? ACCOUNT_MESSAGES_HI.photoReasons[template]
    : PHOTO_REQUEST_TEMPLATES[template].text;
}

/** A reason as the family reads it: a standard one in their language, the studio's own as written. */
export function photoReasonIn(text: string, language: SiteLanguage): string {
  const standard = standardPhotoReason(text);
  return standard ? photoReasonWording(standard, language) : text;
}
