import { FILM_RENDER_ENDPOINTS } from '@shop/contracts/film-renders';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { RendersService } from './renders.service.ts';

// The studio's film endpoints (packages/contracts/src/film-renders.ts): the render's state and its
// files behind short-lived signed links, render again, approve and deliver, send back. Admins only;
// every answer names a child's files, so none is cached anywhere.

const PRIVATE_NO_STORE = 'private, no-store';

export const rendersRoutes: RoutesPlugin<{ renders: RendersService }> = async (app, { renders }) => {
  registerEndpoint(app, FILM_RENDER_ENDPOINTS.get, async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return { success: true as const, data: await renders.view(signedInCaller(request), request.params.id) };
  });

  registerEndpoint(app, FILM_RENDER_ENDPOINTS.renderAgain, async (request, reply) =>
    reply
      .status(202)
      .header('cache-control', PRIVATE_NO_STORE)
      .send({
        success: true as const,
        data: await renders.renderAgain(signedInCaller(request), request.params.id),
      }),
  );

  registerEndpoint(app, FILM_RENDER_ENDPOINTS.approve, async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return {
      success: true as const,
      data: await renders.approve(signedInCaller(request), request.params.id),
    };
  });

  registerEndpoint(app, FILM_RENDER_ENDPOINTS.sendBack, async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return {
      success: true as const,
      data: await renders.sendBack(signedInCaller(request), request.params.id, request.body),
    };
  });
};
