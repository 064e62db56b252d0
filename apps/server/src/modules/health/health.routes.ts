import { HEALTH_ENDPOINTS } from '@shop/contracts/health';
import { registerConstantEndpoint, registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { HealthService } from './health.service.ts';

// Probed every few seconds: no access-log line for them unless something goes wrong, no rate limit,
// and no compression (their answers are a few bytes).
const probeOptions = { logLevel: 'warn', config: { rateLimit: false }, compress: false } as const;

export const healthRoutes: RoutesPlugin<{ health: HealthService }> = async (app, { health }) => {
  // A process that can answer is alive: the answer never changes.
  registerConstantEndpoint(app, HEALTH_ENDPOINTS.liveness, health.liveness(), probeOptions);

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
