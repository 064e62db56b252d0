import { ORDER_DETAIL_ENDPOINTS } from '@shop/contracts/order-detail';
import { VIDEO_ENDPOINTS } from '@shop/contracts/videos';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { VideosService } from './videos.service.ts';

// docs/architecture.md#api-paths GET /api/videos (the profile page's My Videos), and POST /api/videos, the admin's
// completion step: the video of a pending order, which completes it (docs/decisions/012).

export const videosRoutes: RoutesPlugin<{ videos: VideosService }> = async (app, { videos }) => {
  registerEndpoint(app, VIDEO_ENDPOINTS.listMine, async (request) => ({
    success: true as const,
    ...(await videos.listOwn(signedInCaller(request), request.query)),
  }));

  registerEndpoint(app, VIDEO_ENDPOINTS.get, async (request) => ({
    success: true as const,
    data: await videos.getVisibleTo(signedInCaller(request), request.params.id),
  }));

  // A delivered order's corrected video (issue 12): the completion's shape, for an order already delivered.
  registerEndpoint(app, ORDER_DETAIL_ENDPOINTS.redeliver, async (request) => ({
    success: true as const,
    data: await videos.redeliver(request.params.id, request.body, signedInCaller(request)),
  }));

  registerEndpoint(app, VIDEO_ENDPOINTS.create, async (request, reply) =>
    reply
      .status(201)
      .send({ success: true as const, data: await videos.create(request.body, signedInCaller(request)) }),
  );
};
