import fp from 'fastify-plugin';
import type { MetricsService } from '../modules/metrics/metrics.service.ts';

// Every answered request counted for /metrics by its route PATTERN ('/api/orders/:id', '/*' for the
// web app), never its URL: ids and query strings would make a series per request and could carry
// personal data. Requests no route matched are counted as 'unmatched'.
export const requestMetrics = fp<{ metrics: MetricsService }>(
  async (app, { metrics }) => {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observeRequest(
        request.routeOptions.url ?? 'unmatched',
        request.method,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });
  },
  { name: 'request-metrics' },
);
