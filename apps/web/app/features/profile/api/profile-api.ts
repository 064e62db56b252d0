import { orderListResponseSchema } from '@shop/contracts/orders';
import { videoListResponseSchema } from '@shop/contracts/videos';
import { authenticatedRequest } from '~/lib/api-client';
import { expectShape } from '../response-format';
import { videosPath } from '../videos-paging';

// The profile's two lists (SPEC §7): the signed-in parent's own orders and videos, with their token.

export const fetchMyOrders = (signal?: AbortSignal) =>
  authenticatedRequest('/api/orders', { signal, parse: expectShape(orderListResponseSchema) });

export const fetchMyVideos = (page: number, signal?: AbortSignal) =>
  authenticatedRequest(videosPath(page), { signal, parse: expectShape(videoListResponseSchema) });
