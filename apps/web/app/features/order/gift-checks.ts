import {
  GIFT_ERROR_CODES,
  GIFT_MESSAGES,
  GIFT_START_FORM_ERRORS,
  giftCheckoutFormSchema,
  type GiftCheckoutFormInput,
  type GiftOccasion,
} from '@shop/contracts/gifts';
import { paymentCountryIssues, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@shop/contracts/checkout';
import { INDIA } from '@shop/contracts/countries';
import { formError } from '@shop/contracts/endpoint';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { deliveryDayProblem, emptyFieldProblems, type FieldProblems, type FormProblem } from './order-checks';
import type { DeliverOnValue } from './order-draft';
import { dialCodeFor } from './price-display';

// The order form in gift mode (issue 36 point 1, docs/decisions/115 and 121): the giver's part of a
// gift. Checked with the server's own schema (giftCheckoutFormSchema) and its messages' codes, every
// finding shown at its field; the page shows each by its code, in its language.

/** What the giver types about the gift, as the inputs hold it. */
export interface GiftFormValues {
  giverName: string;
  /** One of GIFT_OCCASIONS, or '' while none is chosen. */
  occasion: GiftOccasion | '';
  message: string;
  recipientEmail: string;
  recipientPhone: string;
  /** The country of the parent's WhatsApp number (its dial code); India by default. */
  recipientCountry: string;
}

export const emptyGift = (): GiftFormValues => ({
  giverName: '',
  occasion: '',
  message: '',
  recipientEmail: '',
  recipientPhone: '',
  recipientCountry: INDIA,
});

/** The form's field each gift field's findings are shown at (its control's id is `order-{field}`). */
export type GiftField =
  | 'kidName'
  | 'storyId'
  | 'language'
  | 'email'
  | 'country'
  | 'state'
  | 'deliverOn'
  | 'giverName'
  | 'occasion'
  | 'giftMessage'
  | 'recipient'
  | 'recipientEmail'
  | 'recipientPhone';

/** The fields in the form's order: the first with a finding gets the focus. */
export const GIFT_FIELD_ORDER: readonly GiftField[] = [
  'kidName',
  'storyId',
  'language',
  'email',
  'country',
  'state',
  'giverName',
  'occasion',
  'deliverOn',
  'giftMessage',
  'recipient',
  'recipientEmail',
  'recipientPhone',
];

export interface GiftFacts {
  kidName: string;
  storyId: string;
  language: string;
  /** The giver's e-mail for the receipt (a signed-in giver's account e-mail when they typed none). */
  email: string;
  country: string;
  state: string;
  deliverOn: DeliverOnValue | null;
  promoCode?: string;
  siteLanguage: SiteLanguage;
  gift: GiftFormValues;
  /** "Now" for the day's check (the server checks it again against its own clock). */
  now?: Date;
}

export type GiftCheck =
  { kind: 'fields'; problems: FieldProblems } | { kind: 'ok'; form: GiftCheckoutFormInput };

const giftProblem = (key: keyof typeof GIFT_MESSAGES): FormProblem => ({
  message: GIFT_MESSAGES[key],
  code: GIFT_ERROR_CODES[key],
});
const paymentProblem = (key: keyof typeof PAYMENT_MESSAGES): FormProblem => ({
  message: PAYMENT_MESSAGES[key],
  code: PAYMENT_ERROR_CODES[key],
});

/** The field an issue of giftCheckoutFormSchema belongs to. */
function fieldOf(path: readonly PropertyKey[]): GiftField {
  const [top, inner] = path.map(String);
  if (top !== 'gift') return (top || 'kidName') as GiftField;
  if (inner === 'message') return 'giftMessage';
  if (inner === 'recipientDialCode') return 'recipientPhone';
  return (inner || 'recipient') as GiftField;
}

/** The gift's start body as the server takes it (no price: the server prices every order). */
export function giftFormInput(facts: GiftFacts): GiftCheckoutFormInput {
  const { gift } = facts;
  const phone = gift.recipientPhone.trim();
  return {
    kidName: facts.kidName,
    storyId: facts.storyId,
    language: facts.language as GiftCheckoutFormInput['language'],
    email: facts.email,
    country: facts.country as GiftCheckoutFormInput['country'],
    state: facts.country === INDIA ? (facts.state as GiftCheckoutFormInput['state']) : undefined,
    siteLanguage: facts.siteLanguage,
    deliverOn: facts.deliverOn as GiftCheckoutFormInput['deliverOn'],
    ...(facts.promoCode ? { promoCode: facts.promoCode } : {}),
    gift: {
      giverName: gift.giverName,
      occasion: gift.occasion as GiftOccasion,
      message: gift.message,
      recipientEmail: gift.recipientEmail,
      recipientPhone: phone,
      recipientDialCode: phone ? dialCodeFor(gift.recipientCountry) : '',
    },
  };
}

/**
 * The submit check of the gift form: every finding at its field (the first field's only), the empty
 * basics with the order form's own messages, then the server's schema and the day's rule.
 */
export function checkGiftForm(facts: GiftFacts): GiftCheck {
  const problems: FieldProblems = { ...emptyFieldProblems(facts) };
  const add = (field: GiftField, problem: FormProblem) => {
    problems[field] ??= problem;
  };
  if (!facts.email.trim()) add('email', paymentProblem('enterEmail'));
  if (!facts.country) add('country', paymentProblem('selectCountry'));
  const form = giftFormInput(facts);
  const parsed = giftCheckoutFormSchema.safeParse(form);
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf(issue.path);
    // deliverOn null is the gift's own message: a gift always has its day.
    if (field === 'deliverOn' && facts.deliverOn === null) continue;
    add(field, formError(GIFT_START_FORM_ERRORS, [issue])!);
  }
  // At least one way to reach the parent (the schema says so only once the gift's other fields pass).
  if (!facts.gift.recipientEmail.trim() && !facts.gift.recipientPhone.trim())
    add('recipient', giftProblem('recipientMissing'));
  if (facts.deliverOn === null) add('deliverOn', giftProblem('dayMissing'));
  else {
    const day = deliveryDayProblem(facts.deliverOn, facts.now);
    if (day) add('deliverOn', day);
  }
  // An Indian buyer's state, as the payment start asks it.
  if (facts.country)
    for (const issue of paymentCountryIssues(
      { country: facts.country, state: facts.state || undefined },
      facts.country === INDIA ? 'india' : 'card',
    ))
      if (issue.path) add('state', formError(GIFT_START_FORM_ERRORS, [issue])!);
  const ordered: FieldProblems = {};
  for (const field of GIFT_FIELD_ORDER) if (problems[field]) ordered[field] = problems[field];
  if (Object.keys(ordered).length > 0) return { kind: 'fields', problems: ordered };
  return { kind: 'ok', form };
}
