import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../../plugins/access-control.ts';
import { isFromThisMachine, isLoopbackAddress } from '../../http/trusted-proxies.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { MetricsService } from './metrics.service.ts';

export const METRICS_PATH = '/metrics';

/**
 * Who may read /metrics: a caller on this machine (the client address as TRUST_PROXY decides it,
 * docs/decisions/020, and no forwarding header naming anyone else), or anyone with METRICS_TOKEN
 * as a bearer token. Everyone else gets a 404, as if it were not there.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | null): boolean {
  if (isLoopbackAddress(request.ip) && isFromThisMachine(request.raw)) return true;
  const given = bearerToken(request);
  if (!token || given === undefined) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export const metricsRoutes: RoutesPlugin<{ metrics: MetricsService; token: string | null }> = async (
  app,
  { metrics, token },
) => {
  app.route({
    method: 'GET',
    url: METRICS_PATH,
    // Scraped every few seconds: no access-log line, no rate limit (refusals are cheap 404s).
    logLevel: 'warn',
    config: { rateLimit: false },
    handler: async (request, reply) => {
      if (!mayReadMetrics(request, token)) return reply.callNotFound();
      return reply
        .header('cache-control', 'no-store')
        .type(metrics.contentType)
        .send(await metrics.render());
    },
  });
};
