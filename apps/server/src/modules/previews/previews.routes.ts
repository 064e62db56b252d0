import { PREVIEW_ENDPOINTS } from '@shop/contracts/previews';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import { uploadSessionOf } from '../../http/upload-session.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { PreviewsService } from './previews.service.ts';

// The parent's preview endpoints (packages/contracts/src/previews.ts): ask for a preview of the order
// form's inputs, and read its state while it renders (the form polls) with a short-lived link to
// play it. Both answer only the browser whose upload session holds the photo (docs/decisions/070).

// Per client address, beside the limits on renders the service keeps per session and network: the
// form asks again only when its inputs change (debounced), and polls about once a second.
const REQUEST_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const READ_RATE_LIMIT = { max: 180, timeWindow: '1 minute' };

export const previewsRoutes: RoutesPlugin<{ previews: PreviewsService }> = async (app, { previews }) => {
  const callerOf = (request: { ip: string; headers: Record<string, unknown> }) => ({
    ip: request.ip,
    session: uploadSessionOf(request as Parameters<typeof uploadSessionOf>[0]),
  });

  registerEndpoint(
    app,
    PREVIEW_ENDPOINTS.request,
    async (request) => ({
      success: true as const,
      data: await previews.request(request.body, callerOf(request)),
    }),
    { config: { rateLimit: REQUEST_RATE_LIMIT } },
  );

  registerEndpoint(
    app,
    PREVIEW_ENDPOINTS.read,
    async (request) => ({
      success: true as const,
      data: await previews.read(request.params.id, callerOf(request)),
    }),
    { config: { rateLimit: READ_RATE_LIMIT } },
  );

  // The studio's figures (admins: the endpoint's access): how many previews led to an order.
  registerEndpoint(app, PREVIEW_ENDPOINTS.figures, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { success: true as const, data: await previews.figures(request.query.days) };
  });
};
