import { VIDEO_ENDPOINTS, type CreateVideoRequest } from '@shop/contracts/videos';
import { callEndpoint } from '~/lib/api-client';

/**
 * POST /api/videos (docs/architecture.md#api-paths): the finished video of an order. The server completes the order and
 * queues the delivery e-mail in the same transaction.
 */
export const createVideo = (body: CreateVideoRequest) => callEndpoint(VIDEO_ENDPOINTS.create, { body });
