import { z } from 'zod';
import { LANGUAGES, STORY_COUNT } from './catalog';
import { COUNTRY_CODES, INDIA } from './countries';
import { emailAddressSchema } from './email-address';
import { CURRENCIES } from './pricing';
import { escapeUnstorableText, findUnstorableText, UNSTORABLE_TEXT_MESSAGE } from './text';

// The order form and the start of payment (SPEC §3 "Order form data", §5 "Order submit" and
// "Payment", §7 "Payment back end", §8 "Payment"). ONE schema of the form serves the web form, its
// client and the server. The server computes the price from the country; the form has no amount.

/** Texts of SPEC §5 ("Order submit", "Payment") and §8 ("Payment"), word for word, and the server's own. */
export const PAYMENT_MESSAGES = {
  // SPEC §5 "Payment": the server's answers to a form that lacks what payment needs.
  missingOrderInformation: 'Missing required order information',
  missingPaymentInformation: 'Missing required payment information',
  // SPEC §5 "Order submit", in the spec's order (the web form shows them as alerts).
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
  // SPEC §8 "Payment", shown by the web app.
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

/** SPEC §8: "Attempt N of 3. Please wait..." */
export const paymentRetryMessage = (attempt: number) =>
  `Attempt ${attempt} of ${PAYMENT_RETRY_LIMIT}. Please wait...`;
export const PAYMENT_RETRY_LIMIT = 3;

/** The `code` of the server's 4xx/5xx answers on the payment routes, for clients that branch on it. */
export const PAYMENT_ERROR_CODES = {
  missingOrderInformation: 'MISSING_ORDER_INFORMATION',
  missingPaymentInformation: 'MISSING_PAYMENT_INFORMATION',
  invalidOrderForm: 'INVALID_ORDER_FORM',
  unknownStory: 'UNKNOWN_STORY',
  clientPrice: 'CLIENT_PRICE_REJECTED',
  wrongGateway: 'WRONG_PAYMENT_GATEWAY',
  providerUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
} as const;

export const KID_NAME_MAX_LENGTH = 100;
export const MAX_PHOTOS = 3;
/** SPEC §5: 7-15 characters of digits, spaces, hyphens, parentheses or plus. */
export const PHONE_PATTERN = /^[\d\s\-()+]{7,15}$/;
/** What the phone input keeps while typing (SPEC §5). */
export const PHONE_ALLOWED_CHARACTERS = /[^\d\s\-()+]/g;

export const countryCodeSchema = z.enum(COUNTRY_CODES, { error: PAYMENT_MESSAGES.unknownCountry });

// '' from an untouched input means "not given".
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The order form as the server stores it. Unknown fields are dropped. */
export const checkoutFormSchema = z.object({
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
  phoneUpdates: z.boolean({ error: PAYMENT_MESSAGES.invalidPhone }).optional().default(false),
  phoneNumber: z.preprocess(
    blankToUndefined,
    z
      .string({ error: PAYMENT_MESSAGES.invalidPhone })
      .trim()
      .regex(PHONE_PATTERN, { error: PAYMENT_MESSAGES.invalidPhone })
      .optional(),
  ),
  /** The dial code chosen beside the phone number, e.g. '+91'. */
  countryCode: z.preprocess(
    blankToUndefined,
    z
      .string({ error: PAYMENT_MESSAGES.invalidDialCode })
      .trim()
      .regex(/^\+\d{1,4}$/, { error: PAYMENT_MESSAGES.invalidDialCode })
      .optional(),
  ),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutForm = z.output<typeof checkoutFormSchema>;

/** card: create-payment-intent (every country but India); india: create-razorpay-order. */
export type PaymentPath = 'card' | 'india';

export type CheckoutFormCheck =
  { success: true; data: CheckoutForm } | { success: false; message: string; code: string };

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The server's check of a payment start, in this order: text the database can store (no NUL);
 * the price is not the client's to send; kid's name, story, language and country present (Missing
 * required order information); on the card path an e-mail (Missing required payment information);
 * a guest's e-mail; phone given when updates are wanted; photos; then every field's own rule, with
 * the texts of SPEC §5.
 */
export function checkCheckoutForm(
  input: unknown,
  { path, guest }: { path: PaymentPath; guest: boolean },
): CheckoutFormCheck {
  const fail = (message: string, code: string = PAYMENT_ERROR_CODES.invalidOrderForm) =>
    ({ success: false, message, code }) as const;
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return fail(PAYMENT_MESSAGES.missingOrderInformation, PAYMENT_ERROR_CODES.missingOrderInformation);
  }
  // Nothing the database cannot store gets as far as the payment provider (docs/decisions/023).
  const unstorable = findUnstorableText(input);
  if (unstorable) return fail(`${escapeUnstorableText(unstorable.join('.'))}: ${UNSTORABLE_TEXT_MESSAGE}`);
  const form = input as Record<string, unknown>;
  if ('amount' in form || 'currency' in form)
    return fail(PAYMENT_MESSAGES.clientPrice, PAYMENT_ERROR_CODES.clientPrice);
  if (['kidName', 'storyId', 'language', 'country'].some((field) => isBlank(form[field]))) {
    return fail(PAYMENT_MESSAGES.missingOrderInformation, PAYMENT_ERROR_CODES.missingOrderInformation);
  }
  if (isBlank(form.email)) {
    if (path === 'card')
      return fail(PAYMENT_MESSAGES.missingPaymentInformation, PAYMENT_ERROR_CODES.missingPaymentInformation);
    if (guest) return fail(PAYMENT_MESSAGES.enterEmail);
  }
  if (form.phoneUpdates === true && isBlank(form.phoneNumber)) return fail(PAYMENT_MESSAGES.enterPhone);
  if (!Array.isArray(form.kidPhotoIds) || form.kidPhotoIds.length === 0)
    return fail(PAYMENT_MESSAGES.uploadPhoto);

  const parsed = checkoutFormSchema.safeParse(form);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? PAYMENT_MESSAGES.missingOrderInformation;
    return fail(
      message,
      message === PAYMENT_MESSAGES.unknownStory
        ? PAYMENT_ERROR_CODES.unknownStory
        : PAYMENT_ERROR_CODES.invalidOrderForm,
    );
  }
  const data = parsed.data;
  // Unticking phone updates clears the number (SPEC §5), so a stale one is not kept.
  if (!data.phoneUpdates) {
    data.phoneNumber = undefined;
    data.countryCode = undefined;
  }
  const india = data.country === INDIA;
  if (path === 'card' && india)
    return fail(PAYMENT_MESSAGES.indiaUsesGateway, PAYMENT_ERROR_CODES.wrongGateway);
  if (path === 'india' && !india)
    return fail(PAYMENT_MESSAGES.gatewayIsForIndia, PAYMENT_ERROR_CODES.wrongGateway);
  return { success: true, data };
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

/** POST /api/payments/create-payment-intent (card path; SPEC §3 "Payment-intent response"). */
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
});
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;

/** POST /api/payments/create-razorpay-order (India path; SPEC §3 "Payment-order response"). */
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
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponseSchema>;

/** "Mythology Reel - {story}" (SPEC §7, the India gateway's checkout description). */
export const paymentDescription = (storyTitle: string) => `Mythology Reel - ${storyTitle}`;
