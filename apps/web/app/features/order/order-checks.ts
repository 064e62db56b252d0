import { PAYMENT_MESSAGES, PHONE_ALLOWED_CHARACTERS, PHONE_PATTERN } from '@shop/contracts/checkout';

// The order form's submit checks (SPEC §5 "Order submit"), in the seed's order: the first failing
// check is the one the parent sees, so the order itself is the behaviour and is tested as such.

export interface PhotoState {
  publicId?: string;
  secureUrl?: string;
}

export interface SubmitFacts {
  country: string;
  isGuest: boolean;
  email: string;
  phoneUpdates: boolean;
  phoneNumber: string;
  photos: readonly PhotoState[];
  uploading: boolean;
}

/** The alert text of the first failing check, or null when the form may go on to the schema. */
export function firstSubmitProblem(facts: SubmitFacts): string | null {
  if (!facts.country) return PAYMENT_MESSAGES.selectCountry;
  if (facts.isGuest && !facts.email.trim()) return PAYMENT_MESSAGES.enterEmail;
  if (facts.phoneUpdates && !facts.phoneNumber.trim()) return PAYMENT_MESSAGES.enterPhone;
  if (facts.photos.length === 0) return PAYMENT_MESSAGES.uploadPhoto;
  if (facts.photos.some((photo) => !photo.publicId || !photo.secureUrl))
    return PAYMENT_MESSAGES.waitForUploads;
  if (facts.uploading) return PAYMENT_MESSAGES.waitForUpload;
  if (facts.phoneUpdates && !PHONE_PATTERN.test(facts.phoneNumber.trim()))
    return PAYMENT_MESSAGES.invalidPhone;
  return null;
}

/** What the phone input keeps while typing: digits, space, hyphen, parentheses and plus. */
export function filterPhoneInput(value: string): string {
  return value.replace(PHONE_ALLOWED_CHARACTERS, '');
}
