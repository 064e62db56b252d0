import { REVIEW_ENDPOINTS } from '@shop/contracts/reviews';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { ReviewsService } from './reviews.service.ts';

// Reviews (docs/decisions/118): the parent's calls behind the watch page's signed link, the
// testimonials page's public list, and the admin's list and publishing (the contract's access says who).

const PRIVATE_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
};
const PARENT_RATE_LIMIT = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } } as const;

/** The published list is the same for everyone: browsers and caches in front may keep it a minute. */
export const PUBLISHED_REVIEWS_MAX_AGE_SECONDS = 60;

export const reviewsRoutes: RoutesPlugin<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  registerEndpoint(
    app,
    REVIEW_ENDPOINTS.state,
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      const state = await reviews.state(request.params.id, request.query.sig);
      return { success: true as const, data: { state } };
    },
    PARENT_RATE_LIMIT,
  );

  registerEndpoint(
    app,
    REVIEW_ENDPOINTS.submit,
    async (request, reply) => {
      const state = await reviews.submit(request.params.id, request.query.sig, request.body);
      return reply
        .status(201)
        .headers(PRIVATE_HEADERS)
        .send({ success: true as const, data: { state } });
    },
    PARENT_RATE_LIMIT,
  );

  registerEndpoint(
    app,
    REVIEW_ENDPOINTS.decline,
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      const state = await reviews.decline(request.params.id, request.query.sig);
      return { success: true as const, data: { state } };
    },
    PARENT_RATE_LIMIT,
  );

  registerEndpoint(app, REVIEW_ENDPOINTS.published, async (request, reply) => {
    reply.header('cache-control', `public, max-age=${PUBLISHED_REVIEWS_MAX_AGE_SECONDS}`);
    return { reviews: await reviews.published(request.params.language) };
  });

  registerEndpoint(app, REVIEW_ENDPOINTS.adminList, async () => reviews.adminList());

  registerEndpoint(app, REVIEW_ENDPOINTS.publish, async (request) =>
    reviews.setPublished(request.params.orderId, true),
  );

  registerEndpoint(app, REVIEW_ENDPOINTS.unpublish, async (request) =>
    reviews.setPublished(request.params.orderId, false),
  );
};
