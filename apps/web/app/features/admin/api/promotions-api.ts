import { queryOptions } from '@tanstack/react-query';
import { PROMOTION_ENDPOINTS, type PromotionInput } from '@shop/contracts/promotions';
import { callEndpoint } from '~/lib/api-client';

// The studio's campaigns (docs/decisions/108): list with results, create, pause and resume.

export const promotionsQuery = queryOptions({
  queryKey: ['admin', 'promotions'],
  queryFn: ({ signal }) => callEndpoint(PROMOTION_ENDPOINTS.list, { signal }),
});

export const createPromotion = (body: PromotionInput) => callEndpoint(PROMOTION_ENDPOINTS.create, { body });

export const setPromotionPaused = (id: string, paused: boolean) =>
  callEndpoint(paused ? PROMOTION_ENDPOINTS.pause : PROMOTION_ENDPOINTS.resume, { params: { id } });
