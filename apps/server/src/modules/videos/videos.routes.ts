import {
  createVideoRequestSchema,
  videoIdParamsSchema,
  videoListResponseSchema,
  videoResponseSchema,
  videosQuerySchema,
} from '@shop/contracts/videos';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { VideosService } from './videos.service.ts';

// SPEC §7 GET /api/videos (the profile page's My Videos), and POST /api/videos, the admin's
// completion step: the video of a pending order, which completes it (docs/decisions/012).

export const videosRoutes: RoutesPlugin<{ videos: VideosService }> = async (app, { videos }) => {
  app.get(
    '/api/videos',
    {
      config: { access: 'user' },
      schema: { querystring: videosQuerySchema, response: { 200: videoListResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      ...(await videos.listOwn(signedInCaller(request), request.query)),
    }),
  );

  app.get(
    '/api/videos/:id',
    {
      config: { access: 'user' },
      schema: { params: videoIdParamsSchema, response: { 200: videoResponseSchema } },
    },
    async (request) => ({
      success: true as const,
      data: await videos.getVisibleTo(signedInCaller(request), request.params.id),
    }),
  );

  app.post(
    '/api/videos',
    {
      config: { access: 'admin' },
      schema: { body: createVideoRequestSchema, response: { 201: videoResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true as const, data: await videos.create(request.body) }),
  );
};
