import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE, type MessageCodes } from './api-error';
import {
  blankToUndefined,
  checkoutFormSchema,
  countryCodeSchema,
  optionalDialCodeSchema,
  optionalPhoneSchema,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  paymentCountryIssues,
  paymentIntentResponseSchema,
  razorpayOrderResponseSchema,
  type PaymentPath,
} from './checkout';
import { INDIA } from './countries';
import { CONSENT_ERROR_CODES, CONSENT_MESSAGES } from './privacy';
import { DELIVERY_DATE_ERROR_CODES, DELIVERY_DATE_MESSAGES, deliveryDateInputSchema } from './delivery-date';
import { emailAddressSchema } from './email-address';
import { codesByMessage, defineEndpoint, formError, type FormErrors } from './endpoint';
import { INDIAN_STATE_MESSAGE } from './indian-states';
import { toE164 } from './phone-number';
import { PROMOTION_ERROR_CODES, PROMOTION_MESSAGES } from './promotions';
import { SITE_LANGUAGES } from './site-language';
import { escapeUnstorableText, findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './text';
import { PHOTO_CROP_ERROR_CODES, PHOTO_CROP_MESSAGES } from './uploads';
import { VOICE_CLIP_ERROR_CODES, VOICE_CLIP_MESSAGES } from './voice';

// Gift orders (issue 36 point 1, docs/decisions/115). The giver pays (the server prices it, as for
// every order) and names the child's parent, the child, the occasion and its day, and a short
// message; the giver never gives consent nor photos. The parent is invited to /gift/{token}, where
// they read the consent, give it and send the photos; the order then goes to the studio and the film
// is delivered to the parent on the occasion's day. The giver follows the gift's state on
// /gift-status/{token}, which never shows the child's photos, portrait or film.

/** Occasions: the festival calendar's ids where they fit (./festival-banner), a birthday, or another. */
export const GIFT_OCCASIONS = [
  'birthday',
  'janmashtami',
  'navratri',
  'diwali',
  'raksha-bandhan',
  'other',
] as const;
export type GiftOccasion = (typeof GIFT_OCCASIONS)[number];

/** invited: paid, waiting for the parent; claimed: the parent sent photos; expired: 30 days unclaimed, refund due; refunded. */
export const GIFT_STATES = ['invited', 'claimed', 'expired', 'refunded'] as const;
export type GiftState = (typeof GIFT_STATES)[number];

export const GIFT_MESSAGE_MAX = 200;
export const GIVER_NAME_MAX = 60;
/** Reminders to an unclaimed gift's parent, days after the invitation; the refund after GIFT_CLAIM_DAYS. */
export const GIFT_REMINDER_DAYS = [3, 7] as const;
export const GIFT_CLAIM_DAYS = 30;

/** The page a parent's invitation opens, and the giver's status page (tokens of 43 base64url characters). */
export const giftInvitationPath = (token: string) => `/gift/${encodeURIComponent(token)}`;
export const giftStatusPath = (token: string) => `/gift-status/${encodeURIComponent(token)}`;

export const GIFT_MESSAGES = {
  recipientMissing: "Please give the parent's e-mail address or WhatsApp number.",
  invalidRecipientEmail: 'Please enter a valid e-mail address for the parent.',
  invalidRecipientPhone: 'Please enter a valid WhatsApp number for the parent.',
  giverNameMissing: 'Please tell us your name, as the card should say it.',
  giverNameTooLong: `Your name must be at most ${GIVER_NAME_MAX} characters.`,
  messageTooLong: `The message must be at most ${GIFT_MESSAGE_MAX} characters.`,
  unknownOccasion: 'Please choose the occasion.',
  dayMissing: 'Please choose the day the film should arrive.',
  notFound: 'This gift link is not valid. Please open it from your e-mail or message again.',
  alreadyClaimed: 'This gift has already been accepted.',
  closed: 'This gift is no longer open: it was not accepted within 30 days and has been refunded.',
} as const;

export const GIFT_ERROR_CODES = {
  recipientMissing: 'GIFT_RECIPIENT_MISSING',
  invalidRecipientEmail: 'GIFT_RECIPIENT_EMAIL_INVALID',
  invalidRecipientPhone: 'GIFT_RECIPIENT_PHONE_INVALID',
  giverNameMissing: 'GIFT_GIVER_NAME_MISSING',
  giverNameTooLong: 'GIFT_GIVER_NAME_TOO_LONG',
  messageTooLong: 'GIFT_MESSAGE_TOO_LONG',
  unknownOccasion: 'GIFT_OCCASION_UNKNOWN',
  dayMissing: 'GIFT_DAY_MISSING',
  notFound: 'GIFT_NOT_FOUND',
  alreadyClaimed: 'GIFT_ALREADY_CLAIMED',
  closed: 'GIFT_CLOSED',
} as const satisfies MessageCodes<typeof GIFT_MESSAGES>;

const form = checkoutFormSchema.shape;

/** What the giver tells about the gift (the order form in gift mode). */
export const giftDetailsInputSchema = z
  .object(
    {
      giverName: z
        .string({ error: GIFT_MESSAGES.giverNameMissing })
        .trim()
        .min(1, { error: GIFT_MESSAGES.giverNameMissing })
        .max(GIVER_NAME_MAX, { error: GIFT_MESSAGES.giverNameTooLong }),
      occasion: z.enum(GIFT_OCCASIONS, { error: GIFT_MESSAGES.unknownOccasion }),
      /** Plain text, shown on the film's first card and in the parent's invitation. */
      message: z
        .string({ error: GIFT_MESSAGES.messageTooLong })
        .trim()
        .max(GIFT_MESSAGE_MAX, { error: GIFT_MESSAGES.messageTooLong })
        .optional()
        .default(''),
      recipientEmail: z.preprocess(
        blankToUndefined,
        emailAddressSchema(GIFT_MESSAGES.invalidRecipientEmail).optional(),
      ),
      recipientPhone: optionalPhoneSchema(GIFT_MESSAGES.invalidRecipientPhone),
      /** The dial code beside the parent's number, e.g. '+91' (the parent may live elsewhere than the giver). */
      recipientDialCode: optionalDialCodeSchema(GIFT_MESSAGES.invalidRecipientPhone),
    },
    { error: GIFT_MESSAGES.recipientMissing },
  )
  .check((ctx) => {
    const { recipientEmail, recipientPhone, recipientDialCode } = ctx.value;
    if (recipientEmail === undefined && recipientPhone === undefined)
      ctx.issues.push({ code: 'custom', message: GIFT_MESSAGES.recipientMissing, input: ctx.value });
    else if (
      recipientPhone !== undefined &&
      toE164(recipientPhone, { country: INDIA, dialCode: recipientDialCode }) === null
    )
      ctx.issues.push({
        code: 'custom',
        message: GIFT_MESSAGES.invalidRecipientPhone,
        path: ['recipientPhone'],
        input: recipientPhone,
      });
  });
export type GiftDetailsInput = z.input<typeof giftDetailsInputSchema>;

/** The gift as the checkout keeps it until the order is made (the number in E.164). */
export interface GiftDetails {
  giverName: string;
  occasion: GiftOccasion;
  message: string;
  recipientEmail: string | null;
  recipientPhone: string | null;
}

/** The parent's number in E.164 (India's numbers by default, as most of our families are there). */
export const recipientPhoneE164 = (
  details: Pick<z.output<typeof giftDetailsInputSchema>, 'recipientPhone' | 'recipientDialCode'>,
) =>
  details.recipientPhone === undefined
    ? null
    : toE164(details.recipientPhone, { country: INDIA, dialCode: details.recipientDialCode });

/**
 * The order form in gift mode: the story, the film's language, the giver's country (the price and
 * gateway), the giver's e-mail for the receipt, the child's first name, the occasion's day (delivery
 * on the day, ./delivery-date), and the gift. No photos, consent or voice: those are the parent's.
 */
export const giftCheckoutFormSchema = z.object({
  kidName: form.kidName,
  storyId: form.storyId,
  language: form.language,
  email: emailAddressSchema(PAYMENT_MESSAGES.invalidEmail),
  country: countryCodeSchema,
  state: form.state,
  siteLanguage: z.enum(SITE_LANGUAGES, { error: PAYMENT_MESSAGES.invalidLanguage }).optional().default('en'),
  deliverOn: deliveryDateInputSchema,
  promoCode: form.promoCode,
  gift: giftDetailsInputSchema,
});
export type GiftCheckoutFormInput = z.input<typeof giftCheckoutFormSchema>;
export type GiftCheckoutForm = z.output<typeof giftCheckoutFormSchema>;

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** What must be there before any field's own rule: no client price, the order's basics, a way to reach the parent. */
function missingForGift(input: unknown): string | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return PAYMENT_MESSAGES.missingOrderInformation;
  const body = input as Record<string, unknown>;
  if ('amount' in body || 'currency' in body) return PAYMENT_MESSAGES.clientPrice;
  if (['kidName', 'storyId', 'language', 'country'].some((field) => isBlank(body[field])))
    return PAYMENT_MESSAGES.missingOrderInformation;
  if (isBlank(body.email)) return PAYMENT_MESSAGES.missingPaymentInformation;
  const gift = body.gift as Record<string, unknown> | null | undefined;
  if (
    typeof gift !== 'object' ||
    gift === null ||
    (isBlank(gift.recipientEmail) && isBlank(gift.recipientPhone))
  )
    return GIFT_MESSAGES.recipientMissing;
  if (body.deliverOn === undefined || body.deliverOn === null) return GIFT_MESSAGES.dayMissing;
  return null;
}

function giftStartSchema(path: PaymentPath) {
  return z.preprocess(
    (input, ctx) => {
      const missing = missingForGift(input);
      if (missing) ctx.issues.push({ code: 'custom', message: missing, input });
      return input;
    },
    giftCheckoutFormSchema
      .check((ctx) => {
        for (const issue of paymentCountryIssues(ctx.value, path))
          ctx.issues.push({ code: 'custom', input: ctx.value, ...issue });
      })
      .transform((gift) => (gift.country === INDIA ? gift : { ...gift, state: undefined })),
  );
}

export const giftCardPaymentStartSchema = giftStartSchema('card');
export const giftIndiaPaymentStartSchema = giftStartSchema('india');

export const GIFT_START_FORM_ERRORS = {
  code: PAYMENT_ERROR_CODES.invalidOrderForm,
  codeByMessage: {
    ...codesByMessage(
      [GIFT_MESSAGES, GIFT_ERROR_CODES],
      [PAYMENT_MESSAGES, PAYMENT_ERROR_CODES],
      [DELIVERY_DATE_MESSAGES, DELIVERY_DATE_ERROR_CODES],
      [PROMOTION_MESSAGES, PROMOTION_ERROR_CODES],
    ),
    [INDIAN_STATE_MESSAGE]: PAYMENT_ERROR_CODES.invalidState,
  },
} as const satisfies FormErrors;

export type GiftFormCheck =
  { success: true; data: GiftCheckoutForm } | { success: false; message: string; code: string };

/** The server's check of a gift's payment start (the text rule first, then the path's schema). */
export function checkGiftForm(input: unknown, path: PaymentPath): GiftFormCheck {
  const unstorable = findUnstorableText(input);
  if (unstorable)
    return {
      success: false,
      message: `${escapeUnstorableText(unstorable.join('.'))}: ${UNSTORABLE_TEXT_MESSAGE}`,
      code: PAYMENT_ERROR_CODES.invalidOrderForm,
    };
  const parsed = (path === 'card' ? giftCardPaymentStartSchema : giftIndiaPaymentStartSchema).safeParse(
    input,
  );
  if (!parsed.success) return { success: false, ...formError(GIFT_START_FORM_ERRORS, parsed.error.issues)! };
  return { success: true, data: parsed.data };
}

// ── The parent's invitation ───────────────────────────────────────────────────────────────────

export const giftTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });

/** What the invitation page shows: who gives, for whom, why, and the day. Nothing of the giver's contact. */
export const giftInvitationSchema = z.object({
  giverName: z.string(),
  childName: z.string(),
  occasion: z.enum(GIFT_OCCASIONS),
  message: z.string(),
  story: z.number().int(),
  language: form.language,
  siteLanguage: z.enum(SITE_LANGUAGES),
  /** The film's day (ISO instant) and the family's zone. */
  deliverAt: z.string().nullable(),
  deliverTimeZone: z.string().nullable(),
  /** The parent's e-mail as the giver gave it, to prefill (the parent may change it). */
  recipientEmail: z.string().nullable(),
  state: z.enum(GIFT_STATES),
});
export type GiftInvitation = z.infer<typeof giftInvitationSchema>;

/** The parent's acceptance: the consent, the photos (as on the order form), their e-mail for the film. */
export const giftClaimSchema = z.object({
  email: emailAddressSchema(PAYMENT_MESSAGES.invalidEmail),
  consent: form.consent,
  kidPhotoIds: form.kidPhotoIds,
  kidPhotoCrops: form.kidPhotoCrops,
  pronunciation: form.pronunciation,
  voiceClipId: form.voiceClipId,
});
export type GiftClaimInput = z.input<typeof giftClaimSchema>;
export type GiftClaim = z.output<typeof giftClaimSchema>;

export const giftClaimedSchema = z.object({
  /** The parent's own status page of the order (the signed link also sent by e-mail). */
  statusUrl: z.string(),
});

export const GIFT_CLAIM_FORM_ERRORS = {
  code: PAYMENT_ERROR_CODES.invalidOrderForm,
  codeByMessage: codesByMessage(
    [PAYMENT_MESSAGES, PAYMENT_ERROR_CODES],
    [CONSENT_MESSAGES, CONSENT_ERROR_CODES],
    [PHOTO_CROP_MESSAGES, PHOTO_CROP_ERROR_CODES],
    [VOICE_CLIP_MESSAGES, VOICE_CLIP_ERROR_CODES],
  ),
} as const satisfies FormErrors;

// ── The giver's view ──────────────────────────────────────────────────────────────────────────

/** invitation sent, accepted, being made, delivered (on its day), or refunded. */
export const GIFT_PROGRESS = ['invited', 'accepted', 'being_made', 'delivered', 'refunded'] as const;
export type GiftProgress = (typeof GIFT_PROGRESS)[number];

/** The giver's status page: never the child's photos, portrait or film, nor the parent's contact. */
export const giftStatusSchema = z.object({
  progress: z.enum(GIFT_PROGRESS),
  giverName: z.string(),
  childName: z.string(),
  occasion: z.enum(GIFT_OCCASIONS),
  story: z.number().int(),
  siteLanguage: z.enum(SITE_LANGUAGES),
  orderNumber: z.string(),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  deliverAt: z.string().nullable(),
  deliverTimeZone: z.string().nullable(),
  deliveredAt: z.string().nullable(),
});
export type GiftStatus = z.infer<typeof giftStatusSchema>;

const success = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

const START_ERRORS = {
  400: [
    VALIDATION_ERROR_CODE,
    GIFT_START_FORM_ERRORS.code,
    ...new Set(Object.values(GIFT_START_FORM_ERRORS.codeByMessage)),
  ],
  429: [RATE_LIMITED_CODE],
  502: [PAYMENT_ERROR_CODES.providerUnavailable],
} as const;

export const GIFT_ENDPOINTS = {
  startCardPayment: defineEndpoint({
    method: 'POST',
    path: '/api/gifts/create-payment-intent',
    access: 'guest-or-user',
    group: 'gifts',
    summary:
      'Starts a gift’s card payment (every country but India): the server prices it; no photos or consent.',
    body: giftCardPaymentStartSchema,
    formErrors: GIFT_START_FORM_ERRORS,
    responses: { 200: paymentIntentResponseSchema },
    errors: START_ERRORS,
  }),
  startIndiaPayment: defineEndpoint({
    method: 'POST',
    path: '/api/gifts/create-razorpay-order',
    access: 'guest-or-user',
    group: 'gifts',
    summary: 'Starts a gift’s payment through the India gateway: the server prices it; no photos or consent.',
    body: giftIndiaPaymentStartSchema,
    formErrors: GIFT_START_FORM_ERRORS,
    responses: { 200: razorpayOrderResponseSchema },
    errors: START_ERRORS,
  }),
  invitation: defineEndpoint({
    method: 'GET',
    path: '/api/gifts/invitation/:token',
    access: 'public',
    group: 'gifts',
    summary:
      'What the parent’s invitation shows: the giver’s name and message, the child, the occasion and its day.',
    params: giftTokenParamsSchema,
    responses: { 200: success(giftInvitationSchema) },
    errors: { 404: [GIFT_ERROR_CODES.notFound], 429: [RATE_LIMITED_CODE] },
  }),
  claim: defineEndpoint({
    method: 'POST',
    path: '/api/gifts/invitation/:token/claim',
    access: 'public',
    group: 'gifts',
    summary:
      'The parent accepts the gift: consent, the photos of this browser’s upload session, optionally the voice clip; the order goes to the studio.',
    params: giftTokenParamsSchema,
    body: giftClaimSchema,
    formErrors: GIFT_CLAIM_FORM_ERRORS,
    responses: { 200: success(giftClaimedSchema) },
    errors: {
      400: [
        VALIDATION_ERROR_CODE,
        GIFT_CLAIM_FORM_ERRORS.code,
        ...new Set(Object.values(GIFT_CLAIM_FORM_ERRORS.codeByMessage)),
      ],
      404: [GIFT_ERROR_CODES.notFound],
      409: [GIFT_ERROR_CODES.alreadyClaimed],
      410: [GIFT_ERROR_CODES.closed],
      429: [RATE_LIMITED_CODE],
    },
  }),
  status: defineEndpoint({
    method: 'GET',
    path: '/api/gifts/status/:token',
    access: 'public',
    group: 'gifts',
    summary:
      'The giver’s view of the gift: invited, accepted, being made, delivered or refunded; never the child’s photos or film.',
    params: giftTokenParamsSchema,
    responses: { 200: success(giftStatusSchema) },
    errors: { 404: [GIFT_ERROR_CODES.notFound], 429: [RATE_LIMITED_CODE] },
  }),
};
