import { GIFT_ENDPOINTS } from '@shop/contracts/gifts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { uploadSessionOf } from '../../http/upload-session.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { GiftsService } from './gifts.service.ts';

// Gift orders (docs/decisions/115): the parent's invitation and its acceptance, and the giver's
// status. A token in the path is the key, so every answer says no-referrer, noindex and no-store.
// The gift's payment start is the payments module's (payments.routes.ts).

const PRIVATE_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
};
const READ_LIMIT = { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } } as const;
const CLAIM_LIMIT = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } } as const;

export const giftsRoutes: RoutesPlugin<{ gifts: GiftsService }> = async (app, { gifts }) => {
  registerEndpoint(
    app,
    GIFT_ENDPOINTS.invitation,
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return { success: true as const, data: await gifts.invitation(request.params.token) };
    },
    READ_LIMIT,
  );

  registerEndpoint(
    app,
    GIFT_ENDPOINTS.claim,
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return {
        success: true as const,
        data: await gifts.claim(request.params.token, request.body, uploadSessionOf(request)),
      };
    },
    CLAIM_LIMIT,
  );

  registerEndpoint(
    app,
    GIFT_ENDPOINTS.status,
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      return { success: true as const, data: await gifts.status(request.params.token) };
    },
    READ_LIMIT,
  );
};
