import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE, type MessageCodes } from './api-error';
import { languageSchema, STORY_COUNT } from './catalog';
import { defineEndpoint } from './endpoint';
import { consentInputSchema, CONSENT_ERROR_CODES } from './privacy';
import { SITE_LANGUAGES } from './site-language';
import { PHOTO_ERROR_CODES, photoCropSchema, STORAGE_FAILURE_CODES } from './uploads';
import { pronunciationSchema, VOICE_CLIP_ERROR_CODES } from './voice';

// A personal preview before paying (issue 35, docs/decisions/099): a 15-25 s teaser of the child's
// film (the title with the name, one portrait shot, the name spoken, music, "Preview" across it, at
// most 720p), rendered by the film workers ahead of whole films, from the order form's inputs of one
// upload session. The same inputs are never rendered twice (a shared cache); each session and each
// network may start only so many renders a day; a preview no order took is deleted after 24 h.

/** Renders a session and a network may start in 24 h (a cached preview costs nothing and is not counted). */
export const PREVIEW_LIMITS = {
  perSession: 8,
  perNetwork: 30,
  windowHours: 24,
  /** The renderer's own limit on a name in a title. */
  nameMaxLength: 40,
  /** A signed link to play a preview lives this long; reading the preview again makes a new one. */
  linkSeconds: 15 * 60,
} as const;

/**
 * - queued     waiting for a worker (ahead of whole films)
 * - rendering  a worker renders it: `progress` says how far
 * - rendered   ready to play
 * - failed     the render failed: `error` says why in the parent's words
 */
export const PREVIEW_STATES = ['queued', 'rendering', 'rendered', 'failed'] as const;
export const previewStateSchema = z.enum(PREVIEW_STATES);
export type PreviewState = z.infer<typeof previewStateSchema>;

export const PREVIEW_MESSAGES = {
  nameTooLong: `For the preview, please keep your child's name to ${PREVIEW_LIMITS.nameMaxLength} letters or fewer.`,
  notFound: 'This preview is not available any more. It is made again from your form.',
  sessionLimit:
    'You have made many previews today. Your latest preview is still here; you can order it, or try again tomorrow.',
  networkLimit: 'Many previews have been made from your network today. Please try again later.',
  failed:
    'We could not make the preview this time. You can still order: the studio checks every film before it is sent to you.',
} as const;

export const PREVIEW_ERROR_CODES = {
  notFound: 'PREVIEW_NOT_FOUND',
  sessionLimit: 'PREVIEW_SESSION_LIMIT',
  networkLimit: 'PREVIEW_NETWORK_LIMIT',
  nameTooLong: 'PREVIEW_NAME_TOO_LONG',
  /** Not an answer's code: a failed preview's state carries it (the page shows its words by it). */
  failed: 'PREVIEW_FAILED',
} as const satisfies MessageCodes<typeof PREVIEW_MESSAGES>;

/** What the order form sends once its inputs are complete: the same fields as the checkout's. */
export const previewRequestSchema = z.object({
  storyId: z.number().int().min(1).max(STORY_COUNT),
  language: languageSchema,
  kidName: z.string().trim().min(1).max(100),
  /** public_id of the photo the portrait is cut from (an upload of this browser's session). */
  photoId: z.string().trim().min(1).max(200),
  /** The parent's frame on it (docs/decisions/080); none: cut from the centre. */
  crop: photoCropSchema.nullish(),
  pronunciation: pronunciationSchema,
  voiceClipId: z.string().trim().max(200).nullish(),
  consent: consentInputSchema,
  siteLanguage: z.enum(SITE_LANGUAGES).optional().default('en'),
});
export type PreviewRequest = z.input<typeof previewRequestSchema>;

export const previewSchema = z.object({
  id: z.uuid(),
  state: previewStateSchema,
  /** 0..1, real: how far the worker is. */
  progress: z.number().min(0).max(1),
  /** Places ahead of it in the queue while it waits (0: next). */
  queue_position: z.number().int().nonnegative().nullable(),
  /** The parent's words when it failed. */
  error: z.string().nullable(),
  /** A short-lived signed link to the MP4, when rendered. */
  video_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  duration_seconds: z.number().nullable(),
  /** When the preview and its files are deleted unless an order takes it. */
  expires_at: z.iso.datetime({ offset: true }),
});
export type Preview = z.infer<typeof previewSchema>;

export const previewResponseSchema = z.object({ success: z.literal(true), data: previewSchema });

export const previewIdParamsSchema = z.object({ id: z.uuid() });

/** The periods the studio's preview figures are given for (days, today included). */
export const PREVIEW_FIGURE_PERIODS = [7, 30, 90] as const;
export type PreviewFigurePeriod = (typeof PREVIEW_FIGURE_PERIODS)[number];
export const previewFiguresQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((days) => (PREVIEW_FIGURE_PERIODS as readonly number[]).includes(days), {
      message: `days must be one of ${PREVIEW_FIGURE_PERIODS.join(', ')}`,
    })
    .default(30),
});

/**
 * How many previews led to an order (issue 35 point 5, docs/decisions/103), over the last `days`
 * days (UTC): previews rendered (a preview served again from the cache is not rendered again), orders
 * placed, those placed with the preview the parent approved, those whose parent asked for one.
 */
export const previewFiguresSchema = z.object({
  days: z.number().int().positive(),
  previews_rendered: z.number().int().nonnegative(),
  orders_placed: z.number().int().nonnegative(),
  orders_with_preview: z.number().int().nonnegative(),
  orders_after_asking: z.number().int().nonnegative(),
  /** orders_with_preview / previews_rendered; null when none was rendered. */
  orders_per_preview: z.number().nonnegative().nullable(),
});
export type PreviewFigures = z.infer<typeof previewFiguresSchema>;
export const previewFiguresResponseSchema = z.object({
  success: z.literal(true),
  data: previewFiguresSchema,
});

export const PREVIEW_ENDPOINTS = {
  request: defineEndpoint({
    method: 'POST',
    path: '/api/previews',
    access: 'guest-or-user',
    group: 'previews',
    summary:
      'A personal preview of the film from the order form’s inputs (photo and clip of this browser’s upload session, consent given): queued ahead of whole films, or the same inputs’ preview at once.',
    body: previewRequestSchema,
    responses: { 200: previewResponseSchema },
    errors: {
      400: [
        VALIDATION_ERROR_CODE,
        PHOTO_ERROR_CODES.unavailable,
        VOICE_CLIP_ERROR_CODES.unavailable,
        CONSENT_ERROR_CODES.required,
        CONSENT_ERROR_CODES.changed,
        PREVIEW_ERROR_CODES.nameTooLong,
      ],
      429: [PREVIEW_ERROR_CODES.sessionLimit, PREVIEW_ERROR_CODES.networkLimit, RATE_LIMITED_CODE],
      503: [STORAGE_FAILURE_CODES.unavailable],
    },
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/api/previews/:id',
    access: 'guest-or-user',
    group: 'previews',
    summary:
      'A preview of this browser’s upload session: its state, real progress, and when rendered a short-lived signed link to play it.',
    params: previewIdParamsSchema,
    responses: { 200: previewResponseSchema },
    errors: { 404: [PREVIEW_ERROR_CODES.notFound], 429: [RATE_LIMITED_CODE] },
  }),
  figures: defineEndpoint({
    method: 'GET',
    path: '/api/studio/preview-figures',
    access: 'admin',
    group: 'orders',
    summary:
      'How many previews led to an order over the last 7, 30 or 90 days: previews rendered, orders placed, orders placed with an approved preview, and the ratio.',
    query: previewFiguresQuerySchema,
    responses: { 200: previewFiguresResponseSchema },
    errors: { 400: [VALIDATION_ERROR_CODE] },
  }),
} as const;
