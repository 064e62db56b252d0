import { livenessResponseSchema, readinessResponseSchema } from '@shop/contracts/health';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { HealthService } from './health.service.ts';

// Probed every few seconds: no access-log line for them unless something goes wrong, and no rate limit.
const probeOptions = { logLevel: 'warn', config: { rateLimit: false } } as const;

export const healthRoutes: RoutesPlugin<{ health: HealthService }> = async (app, { health }) => {
  app.get('/healthz', { ...probeOptions, schema: { response: { 200: livenessResponseSchema } } }, async () =>
    health.liveness(),
  );

  app.get(
    '/readyz',
    { ...probeOptions, schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (_request, reply) => {
      const readiness = await health.readiness();
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
};
