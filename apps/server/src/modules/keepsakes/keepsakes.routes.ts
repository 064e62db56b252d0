import { KEEPSAKE_ENDPOINTS } from '@shop/contracts/keepsakes';
import { attachmentDisposition } from '../../adapters/storage/content-disposition.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { KeepsakesService } from './keepsakes.service.ts';

// Keepsakes (docs/decisions/117): the certificate behind its signed link, and the parent's tick for
// the portrait on it. Private answers: the links are the keys, and the PDF may carry a child's face.

const PRIVATE_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex, nofollow',
  'cache-control': 'private, no-store',
};

export const keepsakesRoutes: RoutesPlugin<{ keepsakes: KeepsakesService }> = async (app, { keepsakes }) => {
  registerEndpoint(
    app,
    KEEPSAKE_ENDPOINTS.certificate,
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      const file = await keepsakes.certificate(request.params.id, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.pdf);
    },
    // Each one is drawn on request: a few a minute is all a family needs.
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
  );

  registerEndpoint(
    app,
    KEEPSAKE_ENDPOINTS.certificatePortrait,
    async (request, reply) => {
      reply.headers(PRIVATE_HEADERS);
      const allowed = await keepsakes.setCertificatePortrait(
        request.params.id,
        request.query.sig,
        request.body.allowed,
      );
      return { success: true as const, data: { certificate_portrait: allowed } };
    },
    { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
  );
};
