import { HEALTH_ENDPOINTS } from '@shop/contracts/health';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { HealthService } from './health.service.ts';

// Probed every few seconds: no access-log line for them unless something goes wrong, and no rate limit.
const probeOptions = { logLevel: 'warn', config: { rateLimit: false } } as const;

export const healthRoutes: RoutesPlugin<{ health: HealthService }> = async (app, { health }) => {
  registerEndpoint(app, HEALTH_ENDPOINTS.liveness, async () => health.liveness(), probeOptions);

  registerEndpoint(
    app,
    HEALTH_ENDPOINTS.readiness,
    async (_request, reply) => {
      const readiness = await health.readiness();
      // 'degraded' keeps its traffic (200): see health.service.ts.
      return reply.status(readiness.status === 'not-ready' ? 503 : 200).send(readiness);
    },
    probeOptions,
  );
};
