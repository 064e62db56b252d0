import { ORDER_FORM_MESSAGE_CODES, ORDER_FORM_MESSAGES } from '@shop/content/parent-text/order';
import {
  checkoutFormSchema,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  PAYMENT_START_FORM_ERRORS,
  PHONE_ALLOWED_CHARACTERS,
  PHONE_PATTERN,
  type CheckoutFormInput,
} from '@shop/contracts/checkout';
import { LANGUAGES } from '@shop/contracts/catalog';
import { INDIA } from '@shop/contracts/countries';
import { INDIAN_STATE_MESSAGE } from '@shop/contracts/indian-states';
import { CONSENT_ERROR_CODES, CONSENT_MESSAGES, consentFor } from '@shop/contracts/privacy';
import { formError } from '@shop/contracts/endpoint';
import type { SiteLanguage } from '@shop/contracts/site-language';
import {
  DELIVERY_DATE_ERROR_CODES,
  DELIVERY_DATE_MESSAGES,
  deliveryDateInputSchema,
  deliveryInstant,
  type DeliveryDateInput,
} from '@shop/contracts/delivery-date';
import type { PhotoCrop } from '@shop/contracts/uploads';

// The order form's submit checks (docs/product-guide.md#order-form-checks), in the seed's order: the first failing
// check is the one the parent sees, so the order itself is the behaviour and is tested as such.
// A finding is the contract's message with its code: the page shows it by the code, in its language
// (docs/decisions/106), and the server answers the same message with the same code.

/** What a check found: a message of the contracts (or of the form's own) and its code. */
export interface FormProblem {
  message: string;
  code: string;
}

const paymentCheck = (key: keyof typeof PAYMENT_MESSAGES): FormProblem => ({
  message: PAYMENT_MESSAGES[key],
  code: PAYMENT_ERROR_CODES[key],
});
const formCheck = (key: keyof typeof ORDER_FORM_MESSAGES): FormProblem => ({
  message: ORDER_FORM_MESSAGES[key],
  code: ORDER_FORM_MESSAGE_CODES[key],
});

export interface PhotoState {
  publicId?: string;
  secureUrl?: string;
  /** The parent's frame for the film's portrait (docs/decisions/080). */
  crop?: PhotoCrop;
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

/** The alert of the first failing check, or null when the form may go on to the schema. */
export function firstSubmitProblem(facts: SubmitFacts): FormProblem | null {
  if (!facts.country) return paymentCheck('selectCountry');
  if (facts.isGuest && !facts.email.trim()) return paymentCheck('enterEmail');
  if (facts.phoneUpdates && !facts.phoneNumber.trim()) return paymentCheck('enterPhone');
  if (facts.photos.length === 0) return paymentCheck('uploadPhoto');
  if (facts.photos.some((photo) => !photo.publicId || !photo.secureUrl))
    return paymentCheck('waitForUploads');
  if (facts.uploading) return paymentCheck('waitForUpload');
  if (facts.phoneUpdates && !PHONE_PATTERN.test(facts.phoneNumber.trim()))
    return paymentCheck('invalidPhone');
  return null;
}

/** What the phone input keeps while typing: digits, space, hyphen, parentheses and plus. */
export function filterPhoneInput(value: string): string {
  return value.replace(PHONE_ALLOWED_CHARACTERS, '');
}

/**
 * The required fields the seed has no alert for (issue 14 item 6): each empty one gets its own message
 * next to it, before the seed's alerts run, instead of the server's generic "Missing required order
 * information".
 */
export const ORDER_FIELD_MESSAGES = {
  kidName: formCheck('kidName'),
  storyId: formCheck('storyId'),
  language: formCheck('language'),
} as const;

export type OrderField = keyof typeof ORDER_FIELD_MESSAGES;
export type FieldProblems = Partial<Record<string, FormProblem>>;

/** Each empty required field without a seed alert, with its message, in the form's order. */
export function emptyFieldProblems(values: {
  kidName: string;
  storyId: string;
  language: string;
}): FieldProblems {
  const problems: FieldProblems = {};
  if (!values.kidName.trim()) problems.kidName = ORDER_FIELD_MESSAGES.kidName;
  if (!values.storyId) problems.storyId = ORDER_FIELD_MESSAGES.storyId;
  if (!(LANGUAGES as readonly string[]).includes(values.language))
    problems.language = ORDER_FIELD_MESSAGES.language;
  return problems;
}

export interface CheckoutFacts extends SubmitFacts {
  kidName: string;
  storyId: string;
  language: string;
  /** India buyers' state or union territory (ISO 3166-2:IN code); '' when not chosen. */
  state: string;
  dialCode: string;
  /** How the child's name is said, and the uploaded voice clip of it (both optional). */
  pronunciation: string;
  voiceClip: { id: string } | null;
  /** The N of the consent wording ticked; null while the box is unticked. */
  consentDays: number | null;
  /** The site language of the page the order is placed on. */
  siteLanguage: SiteLanguage;
  /** A chosen delivery day (docs/decisions/114), or null. */
  deliverOn?: DeliveryDateInput | null;
  /** "Now" for the chosen day's check (the server checks it again against its own clock). */
  now?: Date;
  /** The offer code the server accepted, or '' (absent in callers without one). */
  promoCode?: string;
}

export type CheckoutCheck =
  | { kind: 'fields'; problems: FieldProblems }
  | { kind: 'alert'; problem: FormProblem }
  | { kind: 'ok'; form: CheckoutFormInput };

/**
 * The whole submit check of the order form: the field messages, then the seed's alerts in their
 * order, then the one checkout schema (its first issue shown at its field).
 */
export function checkCheckout(facts: CheckoutFacts): CheckoutCheck {
  const empty = emptyFieldProblems(facts);
  if (Object.keys(empty).length > 0) return { kind: 'fields', problems: empty };
  const problem = firstSubmitProblem(facts);
  if (problem) return { kind: 'alert', problem };
  // The tax invoice's place of supply: India buyers name their state (the server asks the same).
  const india = facts.country === INDIA;
  if (india && !facts.state)
    return {
      kind: 'fields',
      problems: { state: { message: INDIAN_STATE_MESSAGE, code: PAYMENT_ERROR_CODES.invalidState } },
    };
  // No photo goes to the studio without the parent's consent (docs/decisions/046).
  if (facts.consentDays === null)
    return {
      kind: 'fields',
      problems: { consentDays: { message: CONSENT_MESSAGES.required, code: CONSENT_ERROR_CODES.required } },
    };
  // A chosen day the studio can keep: the same rule the server applies (./delivery-date).
  if (facts.deliverOn) {
    const problem = deliveryDayProblem(facts.deliverOn, facts.now);
    if (problem) return { kind: 'fields', problems: { deliverOn: problem } };
  }
  const form: CheckoutFormInput = {
    kidName: facts.kidName,
    storyId: facts.storyId,
    language: facts.language as CheckoutFormInput['language'],
    email: facts.email,
    country: facts.country as CheckoutFormInput['country'],
    state: india ? (facts.state as CheckoutFormInput['state']) : undefined,
    kidPhotoIds: facts.photos.map((photo) => photo.publicId ?? ''),
    kidPhotoCrops: photoCrops(facts.photos),
    phoneUpdates: facts.phoneUpdates,
    phoneNumber: facts.phoneUpdates ? facts.phoneNumber : undefined,
    countryCode: facts.phoneUpdates ? facts.dialCode : undefined,
    pronunciation: facts.pronunciation,
    voiceClipId: facts.voiceClip?.id,
    consent: consentFor(facts.consentDays),
    siteLanguage: facts.siteLanguage,
    ...(facts.deliverOn ? { deliverOn: facts.deliverOn } : {}),
    ...(facts.promoCode ? { promoCode: facts.promoCode } : {}),
  };
  const parsed = checkoutFormSchema.safeParse(form);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? '');
    // The message's code as the server's answer would carry it (the payment form's formErrors).
    const problem = issue ? formError(PAYMENT_START_FORM_ERRORS, [issue]) : null;
    return { kind: 'fields', problems: { [field]: problem ?? formCheck('checkForm') } };
  }
  return { kind: 'ok', form };
}

/** What is wrong with a chosen day by the server's own rule (./delivery-date), or null when it can be kept. */
export function deliveryDayProblem(deliverOn: DeliveryDateInput, now = new Date()): FormProblem | null {
  const parsed = deliveryDateInputSchema.safeParse(deliverOn);
  const release = parsed.success ? deliveryInstant(parsed.data, now) : null;
  if (parsed.success && release?.ok) return null;
  return release && !release.ok
    ? { message: release.message, code: release.code }
    : (formError(PAYMENT_START_FORM_ERRORS, parsed.error?.issues ?? []) ?? {
        message: DELIVERY_DATE_MESSAGES.invalidDate,
        code: DELIVERY_DATE_ERROR_CODES.invalidDate,
      });
}

/** The frames the parent set, by photo id; undefined when none was moved (every photo centred). */
function photoCrops(photos: readonly PhotoState[]): Record<string, PhotoCrop> | undefined {
  const framed = photos.flatMap((photo) =>
    photo.publicId && photo.crop ? [[photo.publicId, photo.crop]] : [],
  );
  return framed.length > 0 ? Object.fromEntries(framed) : undefined;
}
