import { PROMOTION_ENDPOINTS } from '@shop/contracts/promotions';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { PromotionsService } from './promotions.service.ts';

// Promotions (packages/contracts/src/promotions.ts): the parent's quote with a code, the landing
// page's festival banner, and the admin's campaigns (the contract's access says who).

// A quote is cheap, but a code must not be guessed by the thousand: the payment starts' ceiling.
const quoteLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } } as const;

/** The banner is the same for everyone: browsers and any cache in front may keep it this long. */
export const BANNER_MAX_AGE_SECONDS = 300;

export const promotionsRoutes: RoutesPlugin<{ promotions: PromotionsService }> = async (
  app,
  { promotions },
) => {
  registerEndpoint(
    app,
    PROMOTION_ENDPOINTS.quote,
    async (request) => {
      const { country, storyId, email, code } = request.body;
      const decision = await promotions.quote({
        country,
        storyId: storyId ?? null,
        email: email ? email.toLowerCase() : null,
        code: code ?? null,
      });
      return decision.price;
    },
    quoteLimit,
  );

  registerEndpoint(app, PROMOTION_ENDPOINTS.banner, async (_request, reply) => {
    reply.header('cache-control', `public, max-age=${BANNER_MAX_AGE_SECONDS}`);
    return promotions.banner();
  });

  registerEndpoint(app, PROMOTION_ENDPOINTS.list, async () => ({ campaigns: await promotions.list() }));

  registerEndpoint(app, PROMOTION_ENDPOINTS.create, async (request, reply) =>
    reply.status(201).send(await promotions.create(request.body, signedInCaller(request).id)),
  );

  registerEndpoint(app, PROMOTION_ENDPOINTS.pause, async (request) =>
    promotions.setPaused(request.params.id, true),
  );

  registerEndpoint(app, PROMOTION_ENDPOINTS.resume, async (request) =>
    promotions.setPaused(request.params.id, false),
  );
};
