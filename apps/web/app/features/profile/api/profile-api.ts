import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { VIDEO_ENDPOINTS } from '@shop/contracts/videos';
import { callEndpoint } from '~/lib/api-client';
import { videosQuery } from '../videos-paging';

// The profile's two lists (docs/architecture.md#api-paths): the signed-in parent's own orders and videos, with their token.

export const fetchMyOrders = (signal?: AbortSignal) => callEndpoint(ORDER_ENDPOINTS.listMine, { signal });

export const fetchMyVideos = (page: number, signal?: AbortSignal) =>
  callEndpoint(VIDEO_ENDPOINTS.listMine, { query: videosQuery(page), signal });
