import { z } from 'zod';
import { VALIDATION_ERROR_CODE } from './api-error';
import { STORY_COUNT } from './catalog';
import { defineEndpoint } from './endpoint';
import { orderStageSchema } from './order-stages';
import { filmRenderStateSchema } from './film-renders';

// The studio's render queue (issue 34, points 4 and 5; docs/decisions/096): how many films wait and
// render, how fast they have been finishing, the render workers' capacity, and from those, computed
// on the server, when each open order's film will be ready and which orders will miss the 24-hour
// promise at the current rate. And the stories the studio trusts enough to deliver their films
// automatically after a successful render.

const isoTime = z.iso.datetime({ offset: true });

/** An open order's film as the queue expects it. */
export const renderQueueOrderSchema = z.object({
  order_id: z.uuid(),
  order_number: z.string(),
  /** The child's first name (the studio's list shows no more). */
  child_first_name: z.string(),
  stage: orderStageSchema,
  /** Its latest render's state; null when none was queued yet (photos not accepted, a hand-made video). */
  render_state: filmRenderStateSchema.nullable(),
  /** The 24-hour promise. */
  due_at: isoTime,
  /**
   * When its film is expected to be ready at the current rate: the finished render's time once
   * rendered; null when it cannot be said (no worker, no render finished yet to measure, a failed
   * render, waiting for the parent's photo, or a story with no storyboard).
   */
  expected_at: isoTime.nullable(),
  /** It will miss its due time: due before the expected time, or already past due. */
  late: z.boolean(),
});
export type RenderQueueOrder = z.infer<typeof renderQueueOrderSchema>;

export const renderQueueStatusSchema = z.object({
  computed_at: isoTime,
  /** Renders waiting for a worker. */
  waiting: z.number().int().nonnegative(),
  /** Renders a worker holds now. */
  rendering: z.number().int().nonnegative(),
  /** Age of the oldest waiting render, in seconds; null when none waits. */
  oldest_waiting_seconds: z.number().nonnegative().nullable(),
  /** Renders finished successfully in the last hour, and their median time from start to finish. */
  finished_last_hour: z.number().int().nonnegative(),
  median_seconds_last_hour: z.number().nonnegative().nullable(),
  /**
   * The render time the estimates use: the last hour's median, else the median of the latest
   * finished renders (`estimate_basis`); null when no render has finished yet.
   */
  estimate_render_seconds: z.number().nonnegative().nullable(),
  estimate_basis: z.enum(['last_hour', 'latest', 'none']),
  /** Render workers that reported in the last minutes, and how many renders they take at once. */
  workers: z.object({
    live: z.number().int().nonnegative(),
    capacity: z.number().int().nonnegative(),
  }),
  /** Every open order waiting for its film or its delivery, soonest due first. */
  orders: z.array(renderQueueOrderSchema),
});
export type RenderQueueStatus = z.infer<typeof renderQueueStatusSchema>;

export const renderQueueStatusResponseSchema = z.object({
  success: z.literal(true),
  data: renderQueueStatusSchema,
});
export type RenderQueueStatusResponse = z.infer<typeof renderQueueStatusResponseSchema>;

/** A story's setting: the studio trusts its renders to be delivered without a review. */
export const trustedStorySchema = z.object({
  story: z.number().int().min(1).max(STORY_COUNT),
  title: z.string(),
  /** The story has a storyboard: its films are rendered by the shop (else made by hand). */
  renderable: z.boolean(),
  /** Deliver automatically after a successful render (off by default). */
  auto_deliver: z.boolean(),
  updated_at: isoTime.nullable(),
});
export type TrustedStory = z.infer<typeof trustedStorySchema>;

export const trustedStoriesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(trustedStorySchema),
});
export type TrustedStoriesResponse = z.infer<typeof trustedStoriesResponseSchema>;

export const TRUSTED_STORY_MESSAGES = {
  unknownStory: `Choose a story from 1 to ${STORY_COUNT}.`,
  autoDeliverRequired: 'Say whether this story’s films are delivered automatically (true or false).',
  /** The order's timeline, on a delivery nobody pressed. */
  deliveredAutomatically:
    'Delivered automatically after a successful render: the studio trusts this story’s films.',
} as const;

export const trustedStoryParamsSchema = z.object({
  story: z.coerce
    .number({ error: TRUSTED_STORY_MESSAGES.unknownStory })
    .int({ error: TRUSTED_STORY_MESSAGES.unknownStory })
    .min(1, { error: TRUSTED_STORY_MESSAGES.unknownStory })
    .max(STORY_COUNT, { error: TRUSTED_STORY_MESSAGES.unknownStory }),
});

export const trustedStoryRequestSchema = z.object({
  auto_deliver: z.boolean({ error: TRUSTED_STORY_MESSAGES.autoDeliverRequired }),
});
export type TrustedStoryRequest = z.infer<typeof trustedStoryRequestSchema>;

export const trustedStoryResponseSchema = z.object({ success: z.literal(true), data: trustedStorySchema });

export const RENDER_QUEUE_ENDPOINTS = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/studio/render-queue',
    access: 'admin',
    group: 'orders',
    summary:
      'The render queue for the studio’s dashboard: renders waiting and rendering, the oldest wait, the last hour’s rate, the workers’ capacity, and each open order’s expected film time with the ones that will miss the 24-hour promise.',
    responses: { 200: renderQueueStatusResponseSchema },
  }),
  trustedStories: defineEndpoint({
    method: 'GET',
    path: '/api/studio/trusted-stories',
    access: 'admin',
    group: 'orders',
    summary:
      'Every story with its setting: whether its films are delivered automatically after a successful render (off by default).',
    responses: { 200: trustedStoriesResponseSchema },
  }),
  setTrustedStory: defineEndpoint({
    method: 'PUT',
    path: '/api/studio/trusted-stories/:story',
    access: 'admin',
    group: 'orders',
    summary:
      'Marks a story trusted (its films are delivered as soon as they render well, without a review) or not.',
    params: trustedStoryParamsSchema,
    body: trustedStoryRequestSchema,
    formErrors: { code: VALIDATION_ERROR_CODE },
    responses: { 200: trustedStoryResponseSchema },
    errors: { 400: [VALIDATION_ERROR_CODE] },
  }),
};
