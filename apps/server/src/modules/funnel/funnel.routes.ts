import { FUNNEL_ENDPOINTS, funnelExportFileName } from '@shop/contracts/funnel';
import type { FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../adapters/storage/content-disposition.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { FunnelService } from './funnel.service.ts';

// The funnel's beacon and the owner's dashboard (packages/contracts/src/funnel.ts, docs/decisions/111).

/** Country headers a CDN in front of the shop sets (Cloudflare, CloudFront). */
const CDN_COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country'] as const;

/**
 * The visitor's country as a CDN told it, believed only when the request came through a proxy we
 * trust (TRUST_PROXY, docs/decisions/020): anyone can send the header straight to the shop.
 */
function cdnCountry(request: FastifyRequest): string | null {
  if (request.ips === undefined || request.ips.length < 2) return null;
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && value.length > 0) return value;
  }
  return null;
}

export const funnelRoutes: RoutesPlugin<{ funnel: FunnelService }> = async (app, { funnel }) => {
  registerEndpoint(
    app,
    FUNNEL_ENDPOINTS.record,
    async (request, reply) => {
      await funnel.record(request.body, cdnCountry(request));
      return reply.code(204).send();
    },
    // A page sends a handful per visit; more than this from one address is not a family shopping.
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
  );

  registerEndpoint(app, FUNNEL_ENDPOINTS.dashboard, async (request) => ({
    success: true as const,
    data: await funnel.dashboard(request.query.days),
  }));

  registerEndpoint(app, FUNNEL_ENDPOINTS.exportCsv, async (request, reply) => {
    const { csv, from, to } = await funnel.exportCsv(request.query.days);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(funnelExportFileName(from, to)))
      .send(csv);
  });
};
