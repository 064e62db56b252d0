import { RENDER_QUEUE_ENDPOINTS } from '@shop/contracts/render-queue';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { RenderQueueStatusService } from './render-queue-status.service.ts';

// The studio's render queue and its trusted stories (packages/contracts/src/render-queue.ts,
// docs/decisions/096). Admins only; the queue names children, so nothing is cached.

const PRIVATE_NO_STORE = 'private, no-store';

export const renderQueueRoutes: RoutesPlugin<{ renderQueue: RenderQueueStatusService }> = async (
  app,
  { renderQueue },
) => {
  registerEndpoint(app, RENDER_QUEUE_ENDPOINTS.status, async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { success: true as const, data: await renderQueue.status() };
  });

  registerEndpoint(app, RENDER_QUEUE_ENDPOINTS.trustedStories, async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { success: true as const, data: await renderQueue.trustedStories() };
  });

  registerEndpoint(app, RENDER_QUEUE_ENDPOINTS.setTrustedStory, async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return {
      success: true as const,
      data: await renderQueue.setTrustedStory(
        signedInCaller(request),
        request.params.story,
        request.body.auto_deliver,
      ),
    };
  });
};
