import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE } from './api-error';
import { STORY_COUNT } from './catalog';
import { COUNTRY_CODES } from './countries';
import { defineEndpoint } from './endpoint';
import { FESTIVAL_BANNER_ADDRESS, FESTIVALS } from './festival-banner';
import { CURRENCIES, type Currency } from './pricing';

// Promotions (issue 37, docs/decisions/108): codes a parent types and automatic campaigns, decided by
// the server when a checkout is created and frozen on it; the festival calendar a campaign may be tied
// to (its dates are content: packages/content/src/festivals.ts). No I/O.

export { FESTIVALS, type Festival } from './festival-banner';

export const PROMOTION_KINDS = ['percent', 'fixed'] as const;
export type PromotionKind = (typeof PROMOTION_KINDS)[number];

/**
 * The least a discounted film may cost, per currency: the providers' own minimum charge (Razorpay
 * ₹1, Stripe $0.50), raised to a price that still means something. A discount never goes below it.
 */
export const MIN_CHARGE_MINOR: Readonly<Record<Currency, number>> = { INR: 100_00, USD: 1_00 };
/** A percent campaign takes at most this much off: a free film is not a promotion's to give. */
export const MAX_PERCENT_OFF = 90;
/** A code: upper-case letters, digits and hyphens, 3-32 long (DIWALI27). */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,31}$/;

/** What a campaign takes off, as the server applies it. */
export interface PromotionTerms {
  kind: PromotionKind;
  /** 1..MAX_PERCENT_OFF for a percent campaign. */
  percentOff: number | null;
  /** A fixed campaign's amount per currency (minor units); a currency without one is not discounted. */
  fixedOffMinor: Partial<Record<Currency, number>> | null;
}

/**
 * The discount on a price of `amountMinor` (tax included): the one rule of money for promotions.
 * Percent rounds to the nearest minor unit; a fixed amount is in the price's own currency. Never
 * below MIN_CHARGE_MINOR. Tax stays included: GST or HST is then contained in the discounted value.
 */
export function promotionDiscountMinor(
  amountMinor: number,
  currency: Currency,
  terms: PromotionTerms,
): number {
  const wanted =
    terms.kind === 'percent'
      ? Math.round((amountMinor * Math.min(terms.percentOff ?? 0, MAX_PERCENT_OFF)) / 100)
      : (terms.fixedOffMinor?.[currency] ?? 0);
  const floor = Math.min(amountMinor, MIN_CHARGE_MINOR[currency]);
  return Math.max(0, Math.min(wanted, amountMinor - floor));
}

/** A code as the server stores and compares it: trimmed, upper case (a parent may type "diwali26"). */
export const normalizePromoCode = (code: string): string => code.trim().toUpperCase();

// ── Why a code cannot apply: a code each, the texts in English here, in Hindi in packages/content ──

export const PROMOTION_MESSAGES = {
  unknown: 'We do not know this code. Please check how it is spelled.',
  notStarted: 'This code is not active yet. Please try again when the offer begins.',
  expired: 'This code has expired.',
  paused: 'This offer is paused right now. Please try again later.',
  country: 'This code is not valid for orders from your country.',
  story: 'This code is not valid for the story you chose.',
  firstOrder: 'This code is only for a first order, and this e-mail address has ordered before.',
  usedUp: 'This code has been used up.',
  customerLimit: 'You have already used this code as many times as it allows.',
  soldOut: 'This offer is full: our studio has taken as many orders for it as it can finish on time.',
  siblingInvalid:
    'This brother-or-sister offer does not match an order of yours. Please open it again from your order page.',
  siblingExpired: 'The brother-or-sister offer ends 48 hours after the first film was paid for.',
  siblingUsed: 'The brother-or-sister offer of this order has been used already.',
  siblingNone: 'There is no brother-or-sister offer right now.',
  fullyBooked:
    'This offer is fully booked: our studio is making as many films as it can finish on time. Please try again in a day or two.',
  invalid: 'Please enter a valid code (letters and digits).',
} as const;
export type PromotionRefusal = keyof typeof PROMOTION_MESSAGES;

export const PROMOTION_ERROR_CODES = {
  unknown: 'PROMO_UNKNOWN',
  notStarted: 'PROMO_NOT_STARTED',
  expired: 'PROMO_EXPIRED',
  paused: 'PROMO_PAUSED',
  country: 'PROMO_WRONG_COUNTRY',
  story: 'PROMO_WRONG_STORY',
  firstOrder: 'PROMO_FIRST_ORDER_ONLY',
  usedUp: 'PROMO_USED_UP',
  customerLimit: 'PROMO_CUSTOMER_LIMIT',
  soldOut: 'PROMO_SOLD_OUT',
  fullyBooked: 'PROMO_FULLY_BOOKED',
  siblingInvalid: 'PROMO_SIBLING_INVALID',
  siblingExpired: 'PROMO_SIBLING_EXPIRED',
  siblingUsed: 'PROMO_SIBLING_USED',
  siblingNone: 'PROMO_SIBLING_NONE',
  invalid: 'PROMO_INVALID',
} as const satisfies Record<PromotionRefusal, string>;

/** The admin's own refusals. */
export const PROMOTION_ADMIN_MESSAGES = {
  duplicateCode: 'A campaign with this code exists already. Choose another code.',
  notFound: 'No such campaign.',
  window: 'The campaign must end after it starts.',
  terms: 'A percent campaign needs a percent (1-90); a fixed one needs an amount in INR or USD.',
  sibling: 'A brother-or-sister offer is a percent off without a code: it applies from a paid order’s page.',
  reservedCode: 'Codes starting with SIB- belong to the brother-or-sister offer. Choose another code.',
} as const;
export const PROMOTION_ADMIN_ERROR_CODES = {
  duplicateCode: 'PROMO_CODE_TAKEN',
  notFound: 'PROMO_NOT_FOUND',
  window: 'PROMO_BAD_WINDOW',
  terms: 'PROMO_BAD_TERMS',
  sibling: 'PROMO_BAD_SIBLING',
  reservedCode: 'PROMO_CODE_RESERVED',
} as const;

/** The code field of the order form (and the quote): blank means no code. */
export const promoCodeSchema = z
  .string({ error: PROMOTION_MESSAGES.invalid })
  .trim()
  .max(32, { error: PROMOTION_MESSAGES.invalid })
  .transform(normalizePromoCode)
  .pipe(z.string().regex(PROMO_CODE_PATTERN, { error: PROMOTION_MESSAGES.invalid }));

// ── What the parent sees ─────────────────────────────────────────────────────────────────────

/** The price of one film as the server decided it, before the payment starts. */
export const quotedPriceSchema = z.object({
  currency: z.enum(CURRENCIES),
  /** The shop's price (the sale price of the price box), tax included. */
  listMinor: z.number().int(),
  discountMinor: z.number().int().nonnegative(),
  /** What will be charged: list minus discount, tax included. */
  amountMinor: z.number().int().positive(),
  /** The code applied, or null (no code, or an automatic campaign). */
  code: z.string().nullable(),
  /** The campaign's public name ("Diwali 2027"), or null without one. */
  campaign: z.string().nullable(),
  /**
   * When the studio expects to have the film ready if the order is paid now: the usual promise, or
   * later while its queue is longer than it can make inside it (docs/decisions/119).
   */
  expectedBy: z.iso.datetime({ offset: true }),
});
export type QuotedPrice = z.infer<typeof quotedPriceSchema>;

export const promotionQuoteBodySchema = z.object({
  country: z.enum(COUNTRY_CODES),
  storyId: z.number().int().min(1).max(STORY_COUNT).optional(),
  /** The e-mail the order will carry, when known: first-order and per-customer rules read it. */
  email: z.string().trim().max(320).optional(),
  /** Blank or absent: the automatic campaigns only. */
  code: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    promoCodeSchema.optional(),
  ),
});

/** The landing page's festival banner: the live campaign tied to a festival, if any. */
export const festivalBannerSchema = z.object({
  banner: z
    .object({
      festival: z.enum(FESTIVALS),
      code: z.string().nullable(),
      percentOff: z.number().int().nullable(),
      fixedOffMinor: z
        .object({ INR: z.number().int().optional(), USD: z.number().int().optional() })
        .nullable(),
      endsAt: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});
export type FestivalBanner = z.infer<typeof festivalBannerSchema>;

/** How long after the first film is paid for its page offers a brother's or sister's film (docs/decisions/120). */
export const SIBLING_OFFER_HOURS = 48;
/** How the server's sibling codes begin (SIB-…): an admin's code may not, or it could never be found. */
export const SIBLING_CODE_PREFIX = 'SIB-';

/**
 * The offer on a paid order's page: its code (the proof, signed by the server and typed by no one),
 * what it takes off, until when, and the order's contact details so the new form opens filled.
 */
export const siblingOfferSchema = z.object({
  code: z.string(),
  percent_off: z.number().int(),
  until: z.iso.datetime({ offset: true }),
  email: z.string(),
  country: z.enum(COUNTRY_CODES),
});
export type SiblingOffer = z.infer<typeof siblingOfferSchema>;

// ── The admin's campaigns ────────────────────────────────────────────────────────────────────

const isoTime = z.iso.datetime({ offset: true });

export const promotionInputSchema = z.object({
  name: z.string().trim().min(1).max(80),
  /** Absent: an automatic campaign (every eligible checkout, no code to type). */
  code: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    promoCodeSchema.optional(),
  ),
  kind: z.enum(PROMOTION_KINDS),
  percentOff: z.number().int().min(1).max(MAX_PERCENT_OFF).nullable().optional(),
  fixedOffInrMinor: z.number().int().positive().nullable().optional(),
  fixedOffUsdMinor: z.number().int().positive().nullable().optional(),
  /** The window, in IST as the admin typed it (the page sends it with its +05:30 offset). */
  startsAt: isoTime,
  endsAt: isoTime,
  /** Empty: every country. */
  countries: z.array(z.enum(COUNTRY_CODES)).max(COUNTRY_CODES.length).default([]),
  /** Empty: every story. */
  storyIds: z.array(z.number().int().min(1).max(STORY_COUNT)).max(STORY_COUNT).default([]),
  /** Empty: every deity ("Krishna", "Ganesha" …, as the catalogue names them). */
  deities: z.array(z.string().trim().min(1).max(40)).max(30).default([]),
  firstOrderOnly: z.boolean().default(false),
  /** Orders in all that may use it; null: no limit. */
  maxRedemptions: z.number().int().positive().nullable().optional(),
  /** Orders one e-mail address may place with it; null: no limit. */
  perCustomerLimit: z.number().int().positive().nullable().optional(),
  /** The admin's budget for it, in orders: the campaign stops itself when they are taken. */
  budgetOrders: z.number().int().positive().nullable().optional(),
  /**
   * Stops while one more order would make the studio miss its promise (STUDIO_DAILY_CAPACITY,
   * docs/decisions/119); the budget above, when set, stays an upper limit.
   */
  capacityLimited: z.boolean().default(false),
  /**
   * The brother-or-sister offer (docs/decisions/120): a percent off a second child's film started
   * from a paid order's page within SIBLING_OFFER_HOURS; no code, never applied to other checkouts.
   */
  sibling: z.boolean().default(false),
  festival: z.enum(FESTIVALS).nullable().optional(),
});
export type PromotionInput = z.input<typeof promotionInputSchema>;

export const PROMOTION_STATES = ['scheduled', 'live', 'paused', 'ended', 'full'] as const;

export const promotionSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  code: z.string().nullable(),
  kind: z.enum(PROMOTION_KINDS),
  percentOff: z.number().int().nullable(),
  fixedOffInrMinor: z.number().int().nullable(),
  fixedOffUsdMinor: z.number().int().nullable(),
  startsAt: isoTime,
  endsAt: isoTime,
  countries: z.array(z.string()),
  storyIds: z.array(z.number().int()),
  deities: z.array(z.string()),
  firstOrderOnly: z.boolean(),
  maxRedemptions: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  budgetOrders: z.number().int().nullable(),
  capacityLimited: z.boolean(),
  sibling: z.boolean(),
  festival: z.enum(FESTIVALS).nullable(),
  pausedAt: isoTime.nullable(),
  state: z.enum(PROMOTION_STATES),
  /** Orders placed with it (paid checkouts that became orders), refunded ones included. */
  orders: z.number().int(),
  /** Of those, the orders refunded since: their money is not in the revenue below. */
  refundedOrders: z.number().int(),
  /** What the orders not refunded paid, and the discount they got, per currency (minor units). */
  revenue: z.array(
    z.object({ currency: z.enum(CURRENCIES), paidMinor: z.number().int(), discountMinor: z.number().int() }),
  ),
});
export type PromotionSummary = z.infer<typeof promotionSummarySchema>;

const promotionIdParams = z.object({ id: z.uuid() });

/** Every refusal of a code, for the endpoints that may answer one (the quote and the payment starts). */
export const PROMOTION_REFUSAL_CODES = Object.values(PROMOTION_ERROR_CODES);

export const PROMOTION_ENDPOINTS = {
  quote: defineEndpoint({
    method: 'POST',
    path: '/api/promotions/quote',
    access: 'guest-or-user',
    group: 'promotions',
    summary:
      'The price of one film for a country and story with a code (or the automatic campaigns): what the checkout will charge, or why the code cannot apply.',
    body: promotionQuoteBodySchema,
    // A malformed code is answered with its own words, like the order form's fields.
    formErrors: {
      code: VALIDATION_ERROR_CODE,
      codeByMessage: { [PROMOTION_MESSAGES.invalid]: PROMOTION_ERROR_CODES.invalid },
    },
    responses: { 200: quotedPriceSchema },
    errors: { 400: [...PROMOTION_REFUSAL_CODES, VALIDATION_ERROR_CODE], 429: [RATE_LIMITED_CODE] },
  }),
  banner: defineEndpoint({
    ...FESTIVAL_BANNER_ADDRESS,
    group: 'promotions',
    summary: 'The festival campaign live now, for the landing page’s banner (cached a few minutes), or null.',
    responses: { 200: festivalBannerSchema },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/promotions',
    access: 'admin',
    group: 'promotions',
    summary: 'Every campaign with its state, orders, revenue and discount given, newest first.',
    responses: { 200: z.object({ campaigns: z.array(promotionSummarySchema) }) },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/promotions',
    access: 'admin',
    group: 'promotions',
    summary: 'Creates a campaign (a code, or automatic), live in its window unless paused.',
    body: promotionInputSchema,
    responses: { 201: promotionSummarySchema },
    errors: {
      400: [
        PROMOTION_ADMIN_ERROR_CODES.window,
        PROMOTION_ADMIN_ERROR_CODES.terms,
        PROMOTION_ADMIN_ERROR_CODES.sibling,
        PROMOTION_ERROR_CODES.invalid,
        VALIDATION_ERROR_CODE,
      ],
      409: [PROMOTION_ADMIN_ERROR_CODES.duplicateCode],
    },
  }),
  pause: defineEndpoint({
    method: 'POST',
    path: '/api/promotions/:id/pause',
    access: 'admin',
    group: 'promotions',
    summary: 'Pauses a campaign: no new checkout gets it; checkouts already started keep their price.',
    params: promotionIdParams,
    responses: { 200: promotionSummarySchema },
    errors: { 404: [PROMOTION_ADMIN_ERROR_CODES.notFound] },
  }),
  resume: defineEndpoint({
    method: 'POST',
    path: '/api/promotions/:id/resume',
    access: 'admin',
    group: 'promotions',
    summary: 'Resumes a paused campaign.',
    params: promotionIdParams,
    responses: { 200: promotionSummarySchema },
    errors: { 404: [PROMOTION_ADMIN_ERROR_CODES.notFound] },
  }),
};
