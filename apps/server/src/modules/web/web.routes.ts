import { isApiPath } from '@shop/contracts/endpoint';
import fastifyStatic from '@fastify/static';
import type { ContentSecurityPolicy } from '../../http/content-security-policy.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { WebService } from './web.service.ts';

const NOT_BUILT_MESSAGE =
  'The web app has not been built. Run `npm run build` (or `npm start`, which builds first); the server picks the build up by itself.';

const NO_REVALIDATION = { etag: false, lastModified: false };

// Serves the built web app for every GET/HEAD that no API route claims. Registered last, so
// specific routes always win over this wildcard.
export const webRoutes: RoutesPlugin<{ web: WebService; csp: ContentSecurityPolicy }> = async (
  app,
  { web, csp },
) => {
  // Streams files with ETag, Last-Modified and Range (video seeking); only through reply.sendFile.
  await app.register(fastifyStatic, { serve: false, cacheControl: false, index: false });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    // Static files are cheap and one page pulls dozens; the API keeps the global limit.
    config: { rateLimit: false },
    handler: async (request, reply) => {
      // An unknown API path is an API 404 (JSON), never the web app's HTML.
      if (isApiPath(request.url)) {
        return reply.callNotFound();
      }
      const answer = await web.answer(request.url);
      switch (answer.kind) {
        case 'redirect':
          return reply.redirect(answer.location, 301);
        case 'not-found':
          return reply.callNotFound();
        case 'unavailable':
          return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT_MESSAGE);
        case 'file':
          reply.status(answer.status).header('cache-control', answer.cacheControl);
          if (answer.scriptHashes) reply.header('content-security-policy', csp.header(answer.scriptHashes));
          // Public build files may be embedded from a CDN host in front of /media or /assets.
          else reply.header('cross-origin-resource-policy', 'cross-origin');
          // A 404 page must not turn into a 304 for a client holding some earlier copy.
          return reply.sendFile(answer.file, web.root, answer.status === 404 ? NO_REVALIDATION : {});
      }
    },
  });
};
