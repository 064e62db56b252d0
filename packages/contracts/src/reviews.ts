import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE, type MessageCodes } from './api-error';
import { codesByMessage, defineEndpoint, type FormErrors } from './endpoint';
import { PUBLISHED_REVIEWS_ADDRESS } from './published-reviews';
import { SITE_LANGUAGES } from './site-language';

// Parents' reviews of a delivered film (issue 36 point 5; docs/decisions/118). One review per order,
// given by whoever holds the order's signed status link (the watch page's key): stars 1 to 5, a line
// of their own if they like (plain text, no photo), and a separate tick that allows the shop to show it
// on the testimonials page. The shop asks once on the watch page after the film was played and once by
// e-mail a few days after delivery; an answer or "Not now" ends the asking for that order. The admin
// publishes only what the parent allowed; the testimonials page shows the stars, the line and the
// story, signed "a parent", never a child's name or face.

export const REVIEW_LINE_MAX = 280;
export const REVIEW_STARS_MIN = 1;
export const REVIEW_STARS_MAX = 5;
/** Days after the film reached the family before the one e-mail asks (none when they answered). */
export const REVIEW_REQUEST_AFTER_DAYS = 3;
/** Published reviews the testimonials page shows, newest first. */
export const PUBLISHED_REVIEWS_SHOWN = 30;

export const REVIEW_MESSAGES = {
  starsRequired: 'Please choose from 1 to 5 stars.',
  lineTooLong: `Please keep your words to ${REVIEW_LINE_MAX} characters.`,
  notFound: 'This film’s page is not available, so it cannot take a review.',
  alreadyReviewed: 'This film already has your review. Thank you!',
} as const;

export const REVIEW_ERROR_CODES = {
  starsRequired: 'REVIEW_STARS_REQUIRED',
  lineTooLong: 'REVIEW_LINE_TOO_LONG',
  notFound: 'REVIEW_NOT_AVAILABLE',
  alreadyReviewed: 'REVIEW_ALREADY_GIVEN',
} as const satisfies MessageCodes<typeof REVIEW_MESSAGES>;

/** The admin's refusals (English: the studio reads them). */
export const REVIEW_ADMIN_MESSAGES = {
  notFound: 'No review for this order.',
  notPermitted: 'The parent did not allow this review to be shown, so it cannot be published.',
} as const;

export const REVIEW_ADMIN_ERROR_CODES = {
  notFound: 'REVIEW_NOT_FOUND',
  notPermitted: 'REVIEW_NOT_PERMITTED',
} as const satisfies MessageCodes<typeof REVIEW_ADMIN_MESSAGES>;

/** A line as it is kept: trimmed, its inner runs of white space one space, empty as none. */
export const reviewLineOf = (text: string | null | undefined) => {
  const line = (text ?? '').normalize('NFC').replace(/\s+/gu, ' ').trim();
  return line === '' ? null : line;
};

/** The parent's review, as the watch page's card sends it and the server checks it. */
export const reviewInputSchema = z.object({
  stars: z
    .number({ error: REVIEW_MESSAGES.starsRequired })
    .int(REVIEW_MESSAGES.starsRequired)
    .min(REVIEW_STARS_MIN, REVIEW_MESSAGES.starsRequired)
    .max(REVIEW_STARS_MAX, REVIEW_MESSAGES.starsRequired),
  line: z
    .string()
    .max(REVIEW_LINE_MAX * 2, REVIEW_MESSAGES.lineTooLong)
    .nullish()
    .transform(reviewLineOf)
    .refine((line) => line === null || [...line].length <= REVIEW_LINE_MAX, REVIEW_MESSAGES.lineTooLong),
  /** "You may show this on the shop's testimonials page": off unless ticked. */
  may_publish: z.boolean().optional().default(false),
  site_language: z.enum(SITE_LANGUAGES).optional().default('en'),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const REVIEW_FORM_ERRORS = {
  code: VALIDATION_ERROR_CODE,
  codeByMessage: codesByMessage([REVIEW_MESSAGES, REVIEW_ERROR_CODES]),
} as const satisfies FormErrors;

/**
 * Where the asking stands for an order: `open` the card may ask, `reviewed` it has the parent's
 * review, `declined` the parent said "Not now" (never asked again).
 */
export const REVIEW_STATES = ['open', 'reviewed', 'declined'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

export const reviewParamsSchema = z.object({ id: z.string().max(100) });
export const reviewQuerySchema = z.object({ sig: z.string().max(200).default('') });
export const reviewStateResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ state: z.enum(REVIEW_STATES) }),
});

/** A review as the admin's list shows it. */
export const adminReviewSchema = z.object({
  order_id: z.uuid(),
  order_number: z.string(),
  story_id: z.number().int(),
  stars: z.number().int().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX),
  line: z.string().nullable(),
  may_publish: z.boolean(),
  site_language: z.enum(SITE_LANGUAGES),
  submitted_at: z.iso.datetime({ offset: true }),
  published_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  reviews: z.array(adminReviewSchema),
  /** Every review, with those the list leaves out (it shows the newest). */
  total: z.number().int().nonnegative(),
});
export const ADMIN_REVIEWS_SHOWN = 100;

/** A published review as the testimonials page shows it: no name, no order, no photo. */
export const publishedReviewSchema = z.object({
  id: z.string(),
  stars: z.number().int().min(REVIEW_STARS_MIN).max(REVIEW_STARS_MAX),
  line: z.string().nullable(),
  story_id: z.number().int(),
  /** In the language the list was asked in. */
  story_title: z.string(),
  /** The language the parent wrote in (their page's). */
  language: z.enum(SITE_LANGUAGES),
  published_at: z.iso.datetime({ offset: true }),
});
export const publishedReviewsSchema = z.object({ reviews: z.array(publishedReviewSchema) });

const adminOrderParams = z.object({ orderId: z.uuid() });

export const REVIEW_ENDPOINTS = {
  state: defineEndpoint({
    method: 'GET',
    path: '/api/watch/:id/review',
    access: 'public',
    group: 'reviews',
    summary:
      'Whether the watch page may ask for a review (open), has one, or the parent said “Not now”; behind the order’s signed status link.',
    params: reviewParamsSchema,
    query: reviewQuerySchema,
    responses: { 200: reviewStateResponseSchema },
    errors: { 404: [REVIEW_ERROR_CODES.notFound], 429: [RATE_LIMITED_CODE] },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/api/watch/:id/review',
    access: 'public',
    group: 'reviews',
    summary:
      'The parent’s review of their delivered film (stars, an optional line, whether the shop may show it), once per order; behind the signed status link.',
    params: reviewParamsSchema,
    query: reviewQuerySchema,
    body: reviewInputSchema,
    formErrors: REVIEW_FORM_ERRORS,
    responses: { 201: reviewStateResponseSchema },
    errors: {
      400: [VALIDATION_ERROR_CODE, REVIEW_ERROR_CODES.starsRequired, REVIEW_ERROR_CODES.lineTooLong],
      404: [REVIEW_ERROR_CODES.notFound],
      409: [REVIEW_ERROR_CODES.alreadyReviewed],
      429: [RATE_LIMITED_CODE],
    },
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: '/api/watch/:id/review/not-now',
    access: 'public',
    group: 'reviews',
    summary: 'The parent’s “Not now”: the shop never asks this order for a review again.',
    params: reviewParamsSchema,
    query: reviewQuerySchema,
    responses: { 200: reviewStateResponseSchema },
    errors: { 404: [REVIEW_ERROR_CODES.notFound], 429: [RATE_LIMITED_CODE] },
  }),
  published: defineEndpoint({
    ...PUBLISHED_REVIEWS_ADDRESS,
    group: 'reviews',
    params: z.object({ language: z.enum(SITE_LANGUAGES) }),
    summary:
      'The parents’ reviews the shop published with their permission, newest first (stars, line, story; no names), for the testimonials page; cached a minute.',
    responses: { 200: publishedReviewsSchema },
  }),
  adminList: defineEndpoint({
    method: 'GET',
    path: '/api/admin/reviews',
    access: 'admin',
    group: 'reviews',
    summary: 'The newest parents’ reviews with their permission and published state.',
    responses: { 200: adminReviewListSchema },
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reviews/:orderId/publish',
    access: 'admin',
    group: 'reviews',
    summary: 'Shows a review on the testimonials page; refused unless the parent allowed it.',
    params: adminOrderParams,
    responses: { 200: adminReviewSchema },
    errors: {
      404: [REVIEW_ADMIN_ERROR_CODES.notFound],
      409: [REVIEW_ADMIN_ERROR_CODES.notPermitted],
    },
  }),
  unpublish: defineEndpoint({
    method: 'POST',
    path: '/api/admin/reviews/:orderId/unpublish',
    access: 'admin',
    group: 'reviews',
    summary: 'Takes a review off the testimonials page.',
    params: adminOrderParams,
    responses: { 200: adminReviewSchema },
    errors: { 404: [REVIEW_ADMIN_ERROR_CODES.notFound] },
  }),
} as const;
