import { videoResponseSchema, type CreateVideoRequest } from '@shop/contracts/videos';
import { authenticatedRequest } from '~/lib/api-client';

/**
 * POST /api/videos (SPEC §7): the finished video of an order. The server completes the order and
 * queues the delivery e-mail in the same transaction.
 */
export const createVideo = (body: CreateVideoRequest) =>
  authenticatedRequest('/api/videos', { method: 'POST', body, parse: videoResponseSchema.parse });
