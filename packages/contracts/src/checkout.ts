import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE, type MessageCodes } from './api-error';
import { LANGUAGES, STORY_COUNT } from './catalog';
import { COUNTRY_CODES, INDIA } from './countries';
import { emailAddressSchema } from './email-address';
import { INDIAN_STATE_MESSAGE, indianStateCodeSchema } from './indian-states';
import { codesByMessage, defineEndpoint, formError, type FormErrors } from './endpoint';
import { CURRENCIES } from './pricing';
import {
  PROMOTION_ERROR_CODES,
  PROMOTION_MESSAGES,
  PROMOTION_REFUSAL_CODES,
  promoCodeSchema,
  quotedPriceSchema,
} from './promotions';
import { CONSENT_ERROR_CODES, CONSENT_MESSAGES, consentInputSchema, photoRetentionSchema } from './privacy';
import { PHOTO_CROP_ERROR_CODES, PHOTO_CROP_MESSAGES, PHOTO_ERROR_CODES, photoCropSchema } from './uploads';
import { escapeUnstorableText, findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './text';
import { pronunciationSchema, VOICE_CLIP_ERROR_CODES, VOICE_CLIP_MESSAGES, voiceClipIdSchema } from './voice';
import { toE164 } from './phone-number';
import { SITE_LANGUAGES } from './site-language';
import { DELIVERY_DATE_ERROR_CODES, DELIVERY_DATE_MESSAGES, deliveryDateInputSchema } from './delivery-date';

// The order form and the start of payment (docs/product-guide.md#the-order-form, #order-form-checks and
// #payment-messages; the paths in docs/architecture.md#api-paths). ONE schema of the form serves the web form, its
// client and the server. The server computes the price from the country; the form has no amount.

/** Texts of docs/product-guide.md#order-form-checks and #payment-messages, word for word, and the server's own. */
export const PAYMENT_MESSAGES = {
  // docs/product-guide.md#order-form-checks: the server's answers to a form that lacks what payment needs.
  missingOrderInformation: 'Missing required order information',
  missingPaymentInformation: 'Missing required payment information',
  // docs/product-guide.md#order-form-checks, in the seed's order (the web form shows them as alerts).
  selectCountry: 'Please select your country to continue.',
  enterEmail: 'Please enter your email address to continue.',
  enterPhone: 'Please enter your phone number to receive updates.',
  uploadPhoto: 'Please upload at least one photo of your child to continue.',
  waitForUploads: 'Please wait for all photo uploads to complete.',
  waitForUpload: 'Please wait for the image upload to complete.',
  invalidPhone: 'Please enter a valid phone number.',
  // The rest of the form, checked by the server as well.
  invalidEmail: 'Please enter a valid email address.',
  kidNameTooLong: "Your child's name must be at most 100 characters.",
  unknownStory: 'Please choose one of our stories.',
  unknownCountry: 'Please select your country from the list.',
  invalidLanguage: 'Please choose English or Hindi.',
  tooManyPhotos: 'Maximum 3 photos allowed.',
  duplicatePhotos: 'Each photo can be used only once.',
  invalidDialCode: 'Please choose a valid country dial code.',
  clientPrice: 'The price is set by the shop; do not send an amount or currency.',
  indiaUsesGateway: 'Orders from India are paid through the India payment gateway.',
  gatewayIsForIndia: 'The India payment gateway is for orders from India; other countries pay by card.',
  // docs/product-guide.md#payment-messages, shown by the web app.
  failedToCreateRazorpayOrder: 'Failed to create Razorpay order',
  failedToCreatePaymentIntent: 'Failed to create payment intent',
  noClientSecret: 'No client secret received from server',
  paymentOrderNotReady: 'Payment order not ready',
  failedToOpenGateway: 'Failed to open payment gateway',
  paymentFailed: 'Payment failed',
  maxRetries: 'Maximum retry attempts reached. Please refresh the page and try again.',
  orderCreationIssue: 'Payment successful, but order creation encountered an issue. Please contact support.',
  unexpected: 'An unexpected error occurred.',
  storyParameterNotFound: 'Story parameter not found. Order creation skipped.',
  // The payment provider could not be reached or refused to start a payment (502 from the server).
  providerUnavailable: 'The payment provider could not be reached. Please try again in a moment.',
} as const;

/** The webhook endpoints' 4xx answers: the provider's delivery is refused and nothing is stored. */
export const PAYMENT_WEBHOOK_MESSAGES = {
  invalidSignature: 'Invalid webhook signature',
  staleTimestamp: 'Webhook timestamp is more than 300 s old',
  futureTimestamp: 'Webhook timestamp is more than 300 s in the future',
  invalidPayload: 'Webhook body is not an event of this provider',
  amountMismatch: 'The amount paid does not match the checkout',
} as const;

export const PAYMENT_WEBHOOK_ERROR_CODES = {
  invalidSignature: 'INVALID_SIGNATURE',
  staleTimestamp: 'STALE_WEBHOOK',
  futureTimestamp: 'FUTURE_WEBHOOK',
  invalidPayload: 'INVALID_WEBHOOK',
  amountMismatch: 'AMOUNT_MISMATCH',
} as const;

/** POST /api/payments/webhooks/*: 200 once the event is handled (or was already, or is of no interest). */
export const webhookResponseSchema = z.object({ received: z.literal(true) });

/** docs/product-guide.md#payment-messages: "Attempt N of 3. Please wait..." */
export const paymentRetryMessage = (attempt: number) =>
  `Attempt ${attempt} of ${PAYMENT_RETRY_LIMIT}. Please wait...`;
export const PAYMENT_RETRY_LIMIT = 3;

/**
 * The `code` of each message of the payment routes and the order form's checks (MessageCodes): the
 * server answers it with the message, and a page shows the message by it in its language.
 */
export const PAYMENT_ERROR_CODES = {
  missingOrderInformation: 'MISSING_ORDER_INFORMATION',
  missingPaymentInformation: 'MISSING_PAYMENT_INFORMATION',
  selectCountry: 'SELECT_COUNTRY',
  enterEmail: 'ENTER_EMAIL',
  enterPhone: 'ENTER_PHONE',
  uploadPhoto: 'UPLOAD_PHOTO',
  waitForUploads: 'WAIT_FOR_UPLOADS',
  waitForUpload: 'WAIT_FOR_UPLOAD',
  invalidPhone: 'INVALID_PHONE',
  invalidEmail: 'INVALID_EMAIL',
  kidNameTooLong: 'KID_NAME_TOO_LONG',
  unknownStory: 'UNKNOWN_STORY',
  unknownCountry: 'UNKNOWN_COUNTRY',
  invalidLanguage: 'INVALID_LANGUAGE',
  tooManyPhotos: 'TOO_MANY_PHOTOS',
  duplicatePhotos: 'DUPLICATE_PHOTOS',
  invalidDialCode: 'INVALID_DIAL_CODE',
  clientPrice: 'CLIENT_PRICE_REJECTED',
  indiaUsesGateway: 'WRONG_PAYMENT_GATEWAY',
  gatewayIsForIndia: 'GATEWAY_IS_FOR_INDIA',
  // The web app's own, shown when a payment step fails in the browser.
  failedToCreateRazorpayOrder: 'RAZORPAY_ORDER_FAILED',
  failedToCreatePaymentIntent: 'PAYMENT_INTENT_FAILED',
  noClientSecret: 'NO_CLIENT_SECRET',
  paymentOrderNotReady: 'PAYMENT_ORDER_NOT_READY',
  failedToOpenGateway: 'GATEWAY_NOT_OPENED',
  paymentFailed: 'PAYMENT_FAILED',
  maxRetries: 'MAX_RETRIES',
  orderCreationIssue: 'ORDER_CREATION_ISSUE',
  unexpected: 'UNEXPECTED_PAYMENT_ERROR',
  storyParameterNotFound: 'STORY_PARAMETER_NOT_FOUND',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  /** A form message of no group above (the text rule, a schema's own words). */
  invalidOrderForm: 'INVALID_ORDER_FORM',
  /** India without a known state or union territory (INDIAN_STATE_MESSAGE). */
  invalidState: 'INVALID_STATE',
  /** Kept for clients that branch on it: both gateway messages' former code. */
  wrongGateway: 'WRONG_PAYMENT_GATEWAY',
} as const satisfies MessageCodes<typeof PAYMENT_MESSAGES>;

export const KID_NAME_MAX_LENGTH = 100;
export const MAX_PHOTOS = 3;
/** docs/product-guide.md#order-form-checks: 7-15 characters of digits, spaces, hyphens, parentheses or plus. */
export const PHONE_PATTERN = /^[\d\s\-()+]{7,15}$/;
/** What the phone input keeps while typing (docs/product-guide.md#order-form-checks). */
export const PHONE_ALLOWED_CHARACTERS = /[^\d\s\-()+]/g;

export const countryCodeSchema = z.enum(COUNTRY_CODES, { error: PAYMENT_MESSAGES.unknownCountry });

/** The site language the order is placed in (./site-language): the parent's e-mails and messages follow it. */
const siteLanguageSchema = z.enum(SITE_LANGUAGES, { error: PAYMENT_MESSAGES.invalidLanguage });

// '' from an untouched input means "not given".
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A phone number field (PHONE_PATTERN) that may be left blank; `message` says what is wrong. */
export const optionalPhoneSchema = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z.string({ error: message }).trim().regex(PHONE_PATTERN, { error: message }).optional(),
  );

/** The dial code chosen beside a phone number, e.g. '+91'; may be left blank. */
export const optionalDialCodeSchema = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: message })
      .trim()
      .regex(/^\+\d{1,4}$/, { error: message })
      .optional(),
  );

/**
 * The payment path's country rules, one for every form that pays (an order, a gift): the card outside
 * India, the India gateway inside it, and an Indian buyer's state (the invoice's place of supply).
 */
export function paymentCountryIssues(
  value: { country: string; state?: string | undefined },
  path: PaymentPath,
): { message: string; path?: string[] }[] {
  const india = value.country === INDIA;
  const issues: { message: string; path?: string[] }[] = [];
  if (path === 'card' && india) issues.push({ message: PAYMENT_MESSAGES.indiaUsesGateway });
  if (path === 'india' && !india) issues.push({ message: PAYMENT_MESSAGES.gatewayIsForIndia });
  if (india && value.state === undefined) issues.push({ message: INDIAN_STATE_MESSAGE, path: ['state'] });
  return issues;
}

/** The order form as the server stores it. Unknown fields are dropped. */
export const checkoutFormSchema = z
  .object({
    kidName: z
      .string({ error: PAYMENT_MESSAGES.missingOrderInformation })
      .trim()
      .min(1, { error: PAYMENT_MESSAGES.missingOrderInformation })
      .max(KID_NAME_MAX_LENGTH, { error: PAYMENT_MESSAGES.kidNameTooLong }),
    /** The catalogue story's id (1-27); the server finds its title. */
    storyId: z
      .union(
        [
          z.number(),
          z
            .string()
            .regex(/^\d{1,3}$/)
            .transform(Number),
        ],
        { error: PAYMENT_MESSAGES.unknownStory },
      )
      .pipe(
        z
          .number()
          .int({ error: PAYMENT_MESSAGES.unknownStory })
          .min(1, { error: PAYMENT_MESSAGES.unknownStory })
          .max(STORY_COUNT, { error: PAYMENT_MESSAGES.unknownStory }),
      ),
    language: z.enum(LANGUAGES, { error: PAYMENT_MESSAGES.invalidLanguage }),
    /** Required for guests and on the card path; a signed-in buyer in India may leave it out (their account's address is used). */
    email: z.preprocess(blankToUndefined, emailAddressSchema(PAYMENT_MESSAGES.invalidEmail).optional()),
    country: countryCodeSchema,
    /**
     * India buyers' state or union territory (ISO 3166-2:IN code, ./indian-states): the place of supply
     * on their tax invoice. Required on the India path; dropped for other countries.
     */
    state: z.preprocess(blankToUndefined, indianStateCodeSchema.optional()),
    /** public_id of each uploaded photo (POST /api/uploads/photos), 1 to 3. */
    kidPhotoIds: z
      .array(
        z
          .string({ error: PAYMENT_MESSAGES.waitForUploads })
          .trim()
          .min(1, { error: PAYMENT_MESSAGES.waitForUploads })
          .max(200, { error: PAYMENT_MESSAGES.waitForUploads }),
        {
          error: PAYMENT_MESSAGES.uploadPhoto,
        },
      )
      .min(1, { error: PAYMENT_MESSAGES.uploadPhoto })
      .max(MAX_PHOTOS, { error: PAYMENT_MESSAGES.tooManyPhotos })
      .refine((ids) => new Set(ids).size === ids.length, { error: PAYMENT_MESSAGES.duplicatePhotos }),
    /**
     * The square the parent framed on a photo for the film's portrait (docs/decisions/080), by the
     * photo's public_id; a photo left out is cut from its centre. Only photos of kidPhotoIds.
     */
    kidPhotoCrops: z
      .record(z.string().max(200, { error: PHOTO_CROP_MESSAGES.invalid }), photoCropSchema, {
        error: PHOTO_CROP_MESSAGES.invalid,
      })
      .optional(),
    phoneUpdates: z.boolean({ error: PAYMENT_MESSAGES.invalidPhone }).optional().default(false),
    phoneNumber: optionalPhoneSchema(PAYMENT_MESSAGES.invalidPhone),
    /** The dial code chosen beside the phone number, e.g. '+91'. */
    countryCode: optionalDialCodeSchema(PAYMENT_MESSAGES.invalidDialCode),
    /** How the child's name is said, and a voice clip of it (./voice, docs/decisions/045); both optional. */
    pronunciation: pronunciationSchema,
    voiceClipId: voiceClipIdSchema,
    /**
     * The preview the parent watched (POST /api/previews, docs/decisions/099). Kept with the order only
     * when it is this browser's and made of this form's inputs; otherwise dropped, never refused.
     */
    previewId: z.string().max(200).optional().catch(undefined),
    /** The parent's consent beside the photos (docs/decisions/046): required, and for the wording shown. */
    consent: consentInputSchema,
    siteLanguage: siteLanguageSchema.optional().default('en'),
    /**
     * Delivery on a chosen day (./delivery-date, docs/decisions/114): date, time and the family's time
     * zone; the server checks the instant against its clock. Absent: delivered when the film is ready.
     */
    deliverOn: deliveryDateInputSchema.optional(),
    /** A promotion code the parent typed (./promotions); blank is none. The server decides what it takes off. */
    promoCode: z.preprocess(blankToUndefined, promoCodeSchema.optional()),
  })
  // A frame belongs to one of the order's photos.
  .check((ctx) => {
    const { kidPhotoCrops, kidPhotoIds } = ctx.value;
    if (kidPhotoCrops && Object.keys(kidPhotoCrops).some((id) => !kidPhotoIds.includes(id)))
      ctx.issues.push({
        code: 'custom',
        message: PHOTO_CROP_MESSAGES.invalid,
        path: ['kidPhotoCrops'],
        input: kidPhotoCrops,
      });
  })
  // A number WhatsApp can reach: valid for the chosen country (./phone-number, one rule everywhere).
  .check((ctx) => {
    const { phoneUpdates, phoneNumber, country, countryCode } = ctx.value;
    if (
      phoneUpdates &&
      phoneNumber !== undefined &&
      toE164(phoneNumber, { country, dialCode: countryCode }) === null
    )
      ctx.issues.push({
        code: 'custom',
        message: PAYMENT_MESSAGES.invalidPhone,
        path: ['phoneNumber'],
        input: phoneNumber,
      });
  });
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/** card: create-payment-intent (every country but India); india: create-razorpay-order. */
export type PaymentPath = 'card' | 'india';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * What a payment start must carry before any field's own rule is read, in this order: the price is
 * not the client's to send; kid's name, story, language and country present (Missing required
 * order information); on the card path an e-mail (Missing required payment information); a phone
 * when updates are wanted; photos.
 */
function missingForPayment(input: unknown, path: PaymentPath): string | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return PAYMENT_MESSAGES.missingOrderInformation;
  const form = input as Record<string, unknown>;
  if ('amount' in form || 'currency' in form) return PAYMENT_MESSAGES.clientPrice;
  if (['kidName', 'storyId', 'language', 'country'].some((field) => isBlank(form[field])))
    return PAYMENT_MESSAGES.missingOrderInformation;
  if (path === 'card' && isBlank(form.email)) return PAYMENT_MESSAGES.missingPaymentInformation;
  if (form.phoneUpdates === true && isBlank(form.phoneNumber)) return PAYMENT_MESSAGES.enterPhone;
  if (!Array.isArray(form.kidPhotoIds) || form.kidPhotoIds.length === 0) return PAYMENT_MESSAGES.uploadPhoto;
  // No photo is used without the parent's consent: absent or unticked is the one clear message.
  const consent = form.consent as Record<string, unknown> | null | undefined;
  if (typeof consent !== 'object' || consent === null || consent.given !== true)
    return CONSENT_MESSAGES.required;
  return null;
}

/**
 * The body of a payment start, checked in the order of docs/product-guide.md#order-form-checks: what must be there (above), then every
 * field's own rule (checkoutFormSchema), then the country's gateway. The first failure is the
 * answer (PAYMENT_START_FORM_ERRORS). One rule the schema cannot know stays with the server: in
 * India a guest must give an e-mail (a signed-in buyer may leave it to the account).
 */
function paymentStartSchema(path: PaymentPath) {
  return z.preprocess(
    (input, ctx) => {
      const missing = missingForPayment(input, path);
      if (missing) ctx.issues.push({ code: 'custom', message: missing, input });
      return input;
    },
    checkoutFormSchema
      .check((ctx) => {
        for (const issue of paymentCountryIssues(ctx.value, path))
          ctx.issues.push({ code: 'custom', input: ctx.value, ...issue });
      })
      // The state is India's place of supply; elsewhere it means nothing and is not kept.
      .transform((form) => (form.country === INDIA ? form : { ...form, state: undefined }))
      // Unticking phone updates clears the number (docs/product-guide.md#order-form-checks), so a stale one is not kept.
      .transform((form) =>
        form.phoneUpdates ? form : { ...form, phoneNumber: undefined, countryCode: undefined },
      ),
  );
}

/** POST /api/payments/create-payment-intent body: every country but India. */
export const cardPaymentStartSchema = paymentStartSchema('card');
/** POST /api/payments/create-razorpay-order body: India. */
export const indiaPaymentStartSchema = paymentStartSchema('india');

/** How a refused payment start is answered: the first message, with its code. */
export const PAYMENT_START_FORM_ERRORS = {
  code: PAYMENT_ERROR_CODES.invalidOrderForm,
  codeByMessage: {
    ...codesByMessage(
      [PAYMENT_MESSAGES, PAYMENT_ERROR_CODES],
      [CONSENT_MESSAGES, CONSENT_ERROR_CODES],
      [PHOTO_CROP_MESSAGES, PHOTO_CROP_ERROR_CODES],
      [VOICE_CLIP_MESSAGES, VOICE_CLIP_ERROR_CODES],
      [DELIVERY_DATE_MESSAGES, DELIVERY_DATE_ERROR_CODES],
      [PROMOTION_MESSAGES, PROMOTION_ERROR_CODES],
    ),
    [INDIAN_STATE_MESSAGE]: PAYMENT_ERROR_CODES.invalidState,
  },
} as const satisfies FormErrors;

export type CheckoutFormCheck =
  { success: true; data: CheckoutForm } | { success: false; message: string; code: string };

/**
 * The server's check of a payment start as one call (the schema of its path, the guest's e-mail,
 * the text rule first): what the payment routes answer, also for tests of the rules.
 */
export function checkCheckoutForm(
  input: unknown,
  { path, guest }: { path: PaymentPath; guest: boolean },
): CheckoutFormCheck {
  // Nothing the database cannot store gets as far as the payment provider (docs/decisions/023).
  const unstorable = findUnstorableText(input);
  if (unstorable)
    return {
      success: false,
      message: `${escapeUnstorableText(unstorable.join('.'))}: ${UNSTORABLE_TEXT_MESSAGE}`,
      code: PAYMENT_ERROR_CODES.invalidOrderForm,
    };
  const parsed = (path === 'card' ? cardPaymentStartSchema : indiaPaymentStartSchema).safeParse(input);
  if (!parsed.success)
    return { success: false, ...formError(PAYMENT_START_FORM_ERRORS, parsed.error.issues)! };
  if (guest && parsed.data.email === undefined)
    return {
      success: false,
      message: PAYMENT_MESSAGES.enterEmail,
      code: PAYMENT_ERROR_CODES.enterEmail,
    };
  return { success: true, data: parsed.data };
}

// ── What the payment routes answer ────────────────────────────────────────────────────────────

/** Which implementation takes the payment: the real providers, or the offline sandboxes (test mode). */
export const CARD_PROVIDERS = ['stripe', 'sandbox-card'] as const;
export const INDIA_PROVIDERS = ['razorpay', 'sandbox-upi'] as const;
export const PAYMENT_PROVIDERS = [...CARD_PROVIDERS, ...INDIA_PROVIDERS] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];
export type IndiaProvider = (typeof INDIA_PROVIDERS)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

const currencySchema = z.enum(CURRENCIES);

/**
 * A random secret made for this checkout and given only to the browser that started it. Sent back
 * with POST /api/orders (checkout_token), it shows that browser its guest order's details; anyone
 * who only knows the order number gets the bare confirmation (docs/decisions/023).
 */
const checkoutTokenSchema = z.string();

/** POST /api/payments/create-payment-intent (card path; docs/architecture.md#api-paths). */
export const paymentIntentResponseSchema = z.object({
  /** For Stripe.js (or the sandbox card form). order_number is the part before `_secret_`. */
  clientSecret: z.string(),
  provider: z.enum(CARD_PROVIDERS),
  /** Stripe's publishable key; absent in the sandbox. */
  publishableKey: z.string().optional(),
  /** What will be charged, computed by the server (minor units). */
  amount: z.number().int(),
  currency: currencySchema,
  checkoutToken: checkoutTokenSchema,
  /** The price as decided (list, discount, code), for the summary beside the payment. */
  price: quotedPriceSchema,
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** POST /api/payments/create-razorpay-order (India path; docs/architecture.md#api-paths). */
export const razorpayOrderResponseSchema = z.object({
  /** Minor units (paise), as Razorpay Checkout takes it. */
  amount: z.number().int(),
  currency: currencySchema,
  orderId: z.string(),
  /** Razorpay key id for Checkout; 'sandbox' in the sandbox. */
  keyId: z.string(),
  provider: z.enum(INDIA_PROVIDERS),
  /** Checkout's description: "Mythology Reel - {story}". */
  description: z.string(),
  checkoutToken: checkoutTokenSchema,
  price: quotedPriceSchema,
});
export type RazorpayOrderResponse = z.infer<typeof razorpayOrderResponseSchema>;

/** GET /api/payments/config: which providers are live and what the browser needs to load them. */
export const paymentsConfigResponseSchema = z.object({
  card: z.object({
    provider: z.enum(CARD_PROVIDERS),
    /** true: no real money moves (the offline sandbox); every sandbox screen says "Test mode". */
    testMode: z.boolean(),
    publishableKey: z.string().optional(),
  }),
  india: z.object({
    provider: z.enum(INDIA_PROVIDERS),
    testMode: z.boolean(),
    keyId: z.string().optional(),
  }),
  /**
   * The seller's tax number (GSTIN) for the price box, from INVOICE_SELLER_GSTIN; null when none is
   * configured, and then the price box shows no tax-number line at all.
   */
  taxNumber: z.string().nullable(),
  /** How long the child's photos are kept (the consent text and the privacy policy print it). */
  photoRetention: photoRetentionSchema,
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponseSchema>;

/** "Mythology Reel - {story}" (docs/product-guide.md#card-and-upi, the India gateway's checkout description). */
export const paymentDescription = (storyTitle: string) => `Mythology Reel - ${storyTitle}`;

// ── The payment endpoints ─────────────────────────────────────────────────────────────────────

const PAYMENT_START_ERRORS = {
  400: [
    PAYMENT_ERROR_CODES.missingOrderInformation,
    PAYMENT_ERROR_CODES.missingPaymentInformation,
    PAYMENT_ERROR_CODES.invalidOrderForm,
    PAYMENT_ERROR_CODES.unknownStory,
    PAYMENT_ERROR_CODES.clientPrice,
    PAYMENT_ERROR_CODES.wrongGateway,
    PAYMENT_ERROR_CODES.invalidState,
    CONSENT_ERROR_CODES.required,
    CONSENT_ERROR_CODES.changed,
    PHOTO_ERROR_CODES.unavailable,
    VOICE_CLIP_ERROR_CODES.unavailable,
    ...Object.values(DELIVERY_DATE_ERROR_CODES),
    ...PROMOTION_REFUSAL_CODES,
    VALIDATION_ERROR_CODE,
    // Each form message's own code (PAYMENT_START_FORM_ERRORS).
    ...new Set(Object.values(PAYMENT_START_FORM_ERRORS.codeByMessage)),
  ],
  429: [RATE_LIMITED_CODE],
  502: [PAYMENT_ERROR_CODES.providerUnavailable],
} as const;

const WEBHOOK_ERRORS = { 400: Object.values(PAYMENT_WEBHOOK_ERROR_CODES) } as const;

export const PAYMENT_ENDPOINTS = {
  startCardPayment: defineEndpoint({
    method: 'POST',
    path: '/api/payments/create-payment-intent',
    access: 'guest-or-user',
    group: 'payments',
    summary:
      'Starts a card payment (every country but India) for the order form: the server prices it and answers what Stripe.js (or the sandbox) needs.',
    body: cardPaymentStartSchema,
    formErrors: PAYMENT_START_FORM_ERRORS,
    responses: { 200: paymentIntentResponseSchema },
    errors: PAYMENT_START_ERRORS,
  }),
  startIndiaPayment: defineEndpoint({
    method: 'POST',
    path: '/api/payments/create-razorpay-order',
    access: 'guest-or-user',
    group: 'payments',
    summary:
      'Starts a payment through the India gateway (Razorpay, UPI) for the order form: the server prices it and answers what Razorpay Checkout needs.',
    body: indiaPaymentStartSchema,
    formErrors: PAYMENT_START_FORM_ERRORS,
    responses: { 200: razorpayOrderResponseSchema },
    errors: PAYMENT_START_ERRORS,
  }),
  config: defineEndpoint({
    method: 'GET',
    path: '/api/payments/config',
    access: 'public',
    group: 'payments',
    summary: 'Which payment providers are live, whether they are test sandboxes, and their public keys.',
    responses: { 200: paymentsConfigResponseSchema },
  }),
  stripeWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/webhooks/stripe',
    access: 'public',
    group: 'payments',
    summary: 'Stripe’s webhook (or the card sandbox’s): a signed event; a paid payment becomes an order.',
    rawBody: { mediaTypes: ['application/json'] },
    responses: { 200: webhookResponseSchema },
    errors: WEBHOOK_ERRORS,
  }),
  razorpayWebhook: defineEndpoint({
    method: 'POST',
    path: '/api/payments/webhooks/razorpay',
    access: 'public',
    group: 'payments',
    summary:
      'Razorpay’s webhook (or the UPI sandbox’s): a signed event; a captured payment becomes an order.',
    rawBody: { mediaTypes: ['application/json'] },
    responses: { 200: webhookResponseSchema },
    errors: WEBHOOK_ERRORS,
  }),
};
