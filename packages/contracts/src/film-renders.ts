import { z } from 'zod';
import { VALIDATION_ERROR_CODE } from './api-error';
import { defineEndpoint } from './endpoint';
import { ORDER_ERROR_CODES, orderIdParamsSchema } from './order';
import { orderStageSchema, STAGE_ERROR_CODES } from './order-stages';

// The film the shop renders for an order (issues 33 and 34): its render's state as the studio sees
// it, and the studio's four actions on it. The render job is queued by the server when the photos of
// a paid order are accepted, or by "render again"; a worker renders it and the order moves to
// quality_check; the studio approves (delivery through the existing path, docs/decisions/012) or
// sends it back with a note. Every file here is a child's data: the links are signed, short-lived and
// served to staff only.

/**
 * - queued      waiting for a worker (also after a failed try that will be retried)
 * - rendering   a worker holds it and renders
 * - rendered    done: the draft waits for the studio's approval
 * - failed      every try failed: `error` says why; "render again" starts over
 * - superseded  a newer render of the same order replaced it (render again, send back)
 */
export const FILM_RENDER_STATES = ['queued', 'rendering', 'rendered', 'failed', 'superseded'] as const;
export const filmRenderStateSchema = z.enum(FILM_RENDER_STATES);
export type FilmRenderState = z.infer<typeof filmRenderStateSchema>;

/** What the studio reads for each state. */
export const FILM_RENDER_STATE_LABELS: Readonly<Record<FilmRenderState, string>> = {
  queued: 'Waiting to render',
  rendering: 'Rendering',
  rendered: 'Rendered: ready for review',
  failed: 'Render failed',
  superseded: 'Replaced by a newer render',
};

/** States in which the render is still going: the studio's page polls while it sees one. */
export const ACTIVE_FILM_RENDER_STATES = [
  'queued',
  'rendering',
] as const satisfies readonly FilmRenderState[];
export const isActiveFilmRenderState = (state: FilmRenderState) =>
  (ACTIVE_FILM_RENDER_STATES as readonly FilmRenderState[]).includes(state);

export const FILM_RENDER_MESSAGES = {
  /** Approve or send back with no render on the order. */
  noRender: 'This order has no rendered film yet.',
  /** Approve or send back while the render is not (or no longer) the finished draft. */
  notRendered: 'The film is not rendered yet: wait until it is ready for review, or render it again.',
  /** "Render again" on an order delivered, cancelled or waiting for a photo, or a story without a storyboard. */
  cannotRender:
    'This order’s film cannot be rendered now: it is delivered, cancelled or waiting for a new photo, or its story has no storyboard yet.',
  /** The order has no photo to make the portrait from. */
  noPhoto: 'This order has no photo to make the child’s portrait from. Ask the parent for a photo first.',
  noteRequired: 'Write a note saying what to change.',
  /** The story's storyboard is not written yet: the render fails with this reason. */
  storyPending: (story: number) =>
    `Story ${story}'s film cannot be rendered yet: its storyboard is still being written. Upload a hand-made video instead.`,
  /** After the last try: the reason follows. */
  failedAfterTries: (tries: number) => `The render failed ${tries === 1 ? 'once' : `${tries} times`}.`,
} as const;

export const FILM_RENDER_ERROR_CODES = {
  noRender: 'RENDER_NOT_FOUND',
  notRendered: 'RENDER_NOT_READY',
  cannotRender: 'RENDER_NOT_ALLOWED',
  noPhoto: 'RENDER_NO_PHOTO',
} as const;

export const SEND_BACK_NOTE_MAX_LENGTH = 2000;

const isoTime = z.iso.datetime({ offset: true });

/** A personal shot of the film as a still (the title, each shot with the portrait, the credits). */
export const filmRenderStillSchema = z.object({
  /** What the still shows, for the studio: "Title", "Shot 3: the calf", "Credits". */
  label: z.string(),
  /** Where it is in the film, in seconds. */
  at_seconds: z.number().nonnegative(),
  /** A short-lived signed link to the JPEG. */
  url: z.string(),
});
export type FilmRenderStill = z.infer<typeof filmRenderStillSchema>;

/** Short-lived signed links to the rendered files (private; for staff only). */
export const filmRenderFilesSchema = z.object({
  /** The 1080p draft (H.264/AAC, plays in the page with range requests). */
  master_url: z.string(),
  /** The copy under 16 MB sent by WhatsApp. */
  whatsapp_url: z.string().nullable(),
  poster_url: z.string(),
  /** WebVTT in the order's language (a <track>). */
  captions_url: z.string(),
});
export type FilmRenderFiles = z.infer<typeof filmRenderFilesSchema>;

/** One render of an order's film, as the studio sees it. */
export const filmRenderSchema = z.object({
  id: z.uuid(),
  order_id: z.uuid(),
  state: filmRenderStateSchema,
  /** 0..1 while rendering; 1 when rendered. */
  progress: z.number().min(0).max(1),
  /** The step the renderer is on ("shared shots", "personal shots", "sound", …), null before it starts. */
  step: z.string().nullable(),
  /** Why the last try failed, in words the studio understands (also while a retry is queued). */
  error: z.string().nullable(),
  /** The renderer's code for that reason (ffmpeg-failed, portrait-unreadable, story-pending, …). */
  error_code: z.string().nullable(),
  /** Tries so far, and how many are made before the render is failed. */
  attempts: z.number().int().nonnegative(),
  max_attempts: z.number().int().positive(),
  queued_at: isoTime,
  started_at: isoTime.nullable(),
  finished_at: isoTime.nullable(),
  /** Length of the film in seconds, once rendered. */
  duration_seconds: z.number().nonnegative().nullable(),
  /** The hash of every input (story, storyboard version, name, portrait, voice, …): the files' name. */
  inputs_hash: z.string().nullable(),
  /** The studio's note when it sent the previous render back (shown with the render it asked for). */
  note: z.string().nullable(),
  /** Present when rendered. */
  files: filmRenderFilesSchema.nullable(),
  /** The personal shots as stills, side by side (empty until rendered). */
  stills: z.array(filmRenderStillSchema),
  /** The name as the film says it (the parent's recording, or the voice): a short-lived signed link. */
  name_audio_url: z.string().nullable(),
});
export type FilmRender = z.infer<typeof filmRenderSchema>;

/** The order's film: its stage and its latest render (null before the first is queued). */
export const orderFilmSchema = z.object({
  order_id: z.uuid(),
  stage: orderStageSchema,
  render: filmRenderSchema.nullable(),
  /** Whether "render again" may be pressed now (the order is open and has a photo). */
  can_render: z.boolean(),
  /** Whether the story has a storyboard (else the studio uploads a hand-made video). */
  story_renderable: z.boolean(),
});
export type OrderFilm = z.infer<typeof orderFilmSchema>;

export const orderFilmResponseSchema = z.object({ success: z.literal(true), data: orderFilmSchema });
export type OrderFilmResponse = z.infer<typeof orderFilmResponseSchema>;

/** POST /api/orders/{id}/render/send-back: what to change; then render again (default) or wait for a fix. */
export const sendBackRequestSchema = z.object({
  note: z
    .string({ error: FILM_RENDER_MESSAGES.noteRequired })
    .trim()
    .min(1, FILM_RENDER_MESSAGES.noteRequired)
    .max(SEND_BACK_NOTE_MAX_LENGTH),
  /**
   * true: a new render is queued at once (the order stays in production). false: the order goes back
   * to in_production without one, for a fix first (another crop, a better-photo request), then
   * "render again".
   */
  render_again: z.boolean().default(true),
});
export type SendBackRequest = z.infer<typeof sendBackRequestSchema>;

const NOT_FOUND = { 404: [ORDER_ERROR_CODES.notFound] } as const;

export const FILM_RENDER_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/render',
    access: 'admin',
    group: 'orders',
    summary:
      'The order’s film render for the studio: state, progress, the reason of a failure, and short-lived signed links to the draft, the WhatsApp copy, the personal stills and the spoken name.',
    params: orderIdParamsSchema,
    responses: { 200: orderFilmResponseSchema },
    errors: NOT_FOUND,
  }),
  renderAgain: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/render',
    access: 'admin',
    group: 'orders',
    summary:
      'Renders the order’s film again (after a fix: another crop, a phonetic spelling): the previous render is superseded and a new one queued.',
    params: orderIdParamsSchema,
    responses: { 202: orderFilmResponseSchema },
    errors: {
      ...NOT_FOUND,
      409: [FILM_RENDER_ERROR_CODES.cannotRender, FILM_RENDER_ERROR_CODES.noPhoto],
    },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/render/approve',
    access: 'admin',
    group: 'orders',
    summary:
      'Approves the rendered film and delivers it through the existing delivery (e-mail, WhatsApp, status page, 7-day links).',
    params: orderIdParamsSchema,
    responses: { 200: orderFilmResponseSchema },
    errors: {
      ...NOT_FOUND,
      409: [
        FILM_RENDER_ERROR_CODES.noRender,
        FILM_RENDER_ERROR_CODES.notRendered,
        ORDER_ERROR_CODES.notPending,
        STAGE_ERROR_CODES.illegalMove,
      ],
    },
  }),
  sendBack: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/render/send-back',
    access: 'admin',
    group: 'orders',
    summary:
      'Sends the rendered film back with a note: the order returns to in_production and a new render is queued, or waits for a fix.',
    params: orderIdParamsSchema,
    body: sendBackRequestSchema,
    formErrors: { code: VALIDATION_ERROR_CODE },
    responses: { 200: orderFilmResponseSchema },
    errors: {
      400: [VALIDATION_ERROR_CODE],
      ...NOT_FOUND,
      409: [
        FILM_RENDER_ERROR_CODES.noRender,
        FILM_RENDER_ERROR_CODES.notRendered,
        STAGE_ERROR_CODES.illegalMove,
        STAGE_ERROR_CODES.movedMeanwhile,
      ],
    },
  }),
};
