import { z } from 'zod';
import { pageQueryShape, paginationSchema } from './pagination';

// Finished videos (SPEC §3 "Video (server)", §7 GET /api/videos). Field names are the seed's; `id`
// repeats `unique_id` because the seed reads both.

export const VIDEO_MESSAGES = {
  notFound: 'Video not found',
} as const;

export const videoSchema = z.object({
  unique_id: z.uuid(),
  id: z.uuid(),
  order_id: z.uuid(),
  user_id: z.uuid().nullable(),
  /** Where the video is stored (a storage key until the uploads work hands out signed links). */
  uri: z.string(),
  thumbnail: z.string().nullable(),
  title: z.string(),
  description: z.string().nullable(),
  created_date: z.iso.datetime({ offset: true }),
  updated_date: z.iso.datetime({ offset: true }),
});
export type Video = z.infer<typeof videoSchema>;

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
