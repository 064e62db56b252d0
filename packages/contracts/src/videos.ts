import { z } from 'zod';
import { VALIDATION_ERROR_CODE } from './api-error';
import { defineEndpoint } from './endpoint';
import { ORDER_ERROR_CODES } from './order';
import { STAGE_ERROR_CODES } from './order-stages';
import { pageQueryShape, paginationSchema } from './pagination';
import { ADMIN_UPLOAD_ERROR_CODES } from './uploads';

// Finished videos (docs/architecture.md#api-paths GET /api/videos). Field names are the seed's; `id`
// repeats `unique_id` because the seed reads both.

export const VIDEO_MESSAGES = {
  notFound: 'Video not found',
  titleRequired: 'Video title is required',
  orderNotPending: 'This order is already completed',
  userMismatch: 'user_id does not match the order',
  videoFileMissing: 'The video file has not been uploaded. Please upload it again.',
  thumbnailFileMissing: 'The thumbnail file has not been uploaded. Please upload it again.',
} as const;

export const VIDEO_ERROR_CODES = {
  notFound: 'VIDEO_NOT_FOUND',
  userMismatch: 'USER_MISMATCH',
  videoFileMissing: 'VIDEO_FILE_MISSING',
  thumbnailFileMissing: 'THUMBNAIL_FILE_MISSING',
} as const;

export const VIDEO_TITLE_MAX_LENGTH = 200;

export const videoSchema = z.object({
  unique_id: z.uuid(),
  id: z.uuid(),
  order_id: z.uuid(),
  user_id: z.uuid().nullable(),
  /** The video's storage key (objects are private; play and download through the signed links below). */
  uri: z.string(),
  /** The thumbnail's storage key. */
  thumbnail: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  created_date: z.iso.datetime({ offset: true }),
  updated_date: z.iso.datetime({ offset: true }),
  /** Fresh signed links, made for each response: play in the page (range requests), and the file. */
  video_url: z.string(),
  thumbnail_url: z.string().nullable(),
  /** Signed for DOWNLOAD_LINK_DAYS days, served as an attachment. */
  download_url: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

/**
 * POST /api/videos (admin): docs/architecture.md#api-paths body (user_id, uri, title, thumbnail) plus the order it fulfils.
 * uri and thumbnail are the fileKey values from the presign step, which named this same order
 * (docs/decisions/022: another order's upload, or one already delivered, is a 409). The server checks the order is
 * pending and the objects were uploaded as presigned, then creates the video, completes the order and
 * queues the delivery e-mail in one transaction (docs/decisions/012). user_id, when sent, must be the
 * order's (null for a guest's order); the server takes it from the order either way.
 */
export const createVideoRequestSchema = z.object({
  order_id: z.uuid({ error: 'must be an order id' }),
  user_id: z.uuid().nullable().optional(),
  uri: z.string().min(1).max(500),
  thumbnail: z.string().min(1).max(500),
  title: z
    .string({ error: VIDEO_MESSAGES.titleRequired })
    .trim()
    .min(1, VIDEO_MESSAGES.titleRequired)
    .max(VIDEO_TITLE_MAX_LENGTH),
  description: z.string().trim().max(2000).optional(),
});
export type CreateVideoRequest = z.infer<typeof createVideoRequestSchema>;

export const VIDEO_SORT_FIELDS = ['created_date', 'updated_date', 'title'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

/** GET /api/videos?page=1&limit=10&sortBy=created_date&sortOrder=desc */
export const videosQuerySchema = z.object({
  ...pageQueryShape,
  sortBy: z.enum(VIDEO_SORT_FIELDS).default('created_date'),
  sortOrder: z.enum(SORT_ORDERS).default('desc'),
});
export type VideosQuery = z.infer<typeof videosQuerySchema>;

/** The caller's own videos. */
export const videoListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(videoSchema),
  pagination: paginationSchema,
});
export type VideoListResponse = z.infer<typeof videoListResponseSchema>;

/** GET /api/videos/{id} */
export const videoIdParamsSchema = z.object({ id: z.uuid({ error: 'must be a video id' }) });

export const videoResponseSchema = z.object({ success: z.literal(true), data: videoSchema });
export type VideoResponse = z.infer<typeof videoResponseSchema>;

export const VIDEO_ENDPOINTS = {
  listMine: defineEndpoint({
    method: 'GET',
    path: '/api/videos',
    access: 'user',
    group: 'videos',
    summary: 'The caller’s own videos with fresh signed links (the profile page’s My Videos).',
    query: videosQuerySchema,
    responses: { 200: videoListResponseSchema },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/videos/:id',
    access: 'user',
    group: 'videos',
    summary: 'One video with fresh signed links: the caller’s own, or any for an admin.',
    params: videoIdParamsSchema,
    responses: { 200: videoResponseSchema },
    errors: { 404: [VIDEO_ERROR_CODES.notFound] },
  }),
  /** Completes the order and queues the delivery e-mail in one transaction (docs/decisions/012). */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/videos',
    access: 'admin',
    group: 'videos',
    summary:
      'The admin’s completion step: the uploaded video and thumbnail of a pending order, which completes it and e-mails the family.',
    body: createVideoRequestSchema,
    responses: { 201: videoResponseSchema },
    errors: {
      400: [VALIDATION_ERROR_CODE],
      404: [ORDER_ERROR_CODES.notFound],
      409: [
        ORDER_ERROR_CODES.notPending,
        STAGE_ERROR_CODES.illegalMove,
        VIDEO_ERROR_CODES.userMismatch,
        ADMIN_UPLOAD_ERROR_CODES.uploadForOtherOrder,
        ADMIN_UPLOAD_ERROR_CODES.uploadAlreadyUsed,
      ],
      422: [VIDEO_ERROR_CODES.videoFileMissing, VIDEO_ERROR_CODES.thumbnailFileMissing],
    },
  }),
};
