import { DEV_CLOCK_ENDPOINTS } from '@shop/contracts/dev-clock';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import type { Clock } from '../../lib/clock.ts';
import { LOCAL_INBOX_ROUTE } from '../mail/mail-inbox.routes.ts';

// The test clock (TEST_CLOCK=true; docs/decisions/114): the system's time plus an offset a journey
// moves forward through POST /dev/clock, so a delivery chosen for a day weeks away is released in a
// test run. Only the scheduled deliveries read it (their checks and their release job); tokens,
// links, retention and the database keep real time. The offset only grows: the tests of one run
// share the server, and a clock going back would hold again what another test saw released.

export interface TestClock extends Clock {
  /** Moves "now" forward to `to` (a time already past leaves the clock where it is). */
  moveTo(to: Date): Date;
}

export function createTestClock(system: () => number = Date.now): TestClock {
  let offsetMs = 0;
  const now = () => new Date(system() + offsetMs);
  return {
    now,
    moveTo(to) {
      offsetMs = Math.max(offsetMs, to.getTime() - system());
      return now();
    },
  };
}

/** GET and POST /dev/clock: only with the test clock, and only for requests from this machine. */
export const testClockRoutes: RoutesPlugin<{ clock: TestClock | null }> = async (app, { clock }) => {
  if (!clock) {
    // Claimed anyway, so the paths are an honest 404 rather than the web app's fallback page.
    const notFound = async (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
    app.get(DEV_CLOCK_ENDPOINTS.read.path, notFound);
    app.post(DEV_CLOCK_ENDPOINTS.move.path, notFound);
    return;
  }
  registerEndpoint(
    app,
    DEV_CLOCK_ENDPOINTS.read,
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { now: clock.now().toISOString() };
    },
    LOCAL_INBOX_ROUTE,
  );
  registerEndpoint(
    app,
    DEV_CLOCK_ENDPOINTS.move,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { now: clock.moveTo(new Date(request.body.to)).toISOString() };
    },
    LOCAL_INBOX_ROUTE,
  );
};
