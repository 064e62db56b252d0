import { queryOptions } from '@tanstack/react-query';
import { REVIEW_ENDPOINTS } from '@shop/contracts/reviews';
import { callEndpoint } from '~/lib/api-client';

// Parents' reviews (docs/decisions/118): the newest, and publishing one the parent allowed.

export const adminReviewsQuery = queryOptions({
  queryKey: ['admin', 'reviews'],
  queryFn: ({ signal }) => callEndpoint(REVIEW_ENDPOINTS.adminList, { signal }),
});

export const setReviewPublished = (orderId: string, published: boolean) =>
  callEndpoint(published ? REVIEW_ENDPOINTS.publish : REVIEW_ENDPOINTS.unpublish, { params: { orderId } });
