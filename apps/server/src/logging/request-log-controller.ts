import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

// One access-log line per request, written when the status is known (Fastify's default writes a
// second line on arrival). The logger's serializers scrub the URL. A route keeps its probes out
// of the log with `logLevel: 'warn'` (the health checks do).
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTimeMs: Math.round(reply.elapsedTime) };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }

  // The default message prints the raw URL, query string and all; the access line covers it.
  override routeNotFound(): void {}
}
