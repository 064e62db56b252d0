import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../errors/app-error.ts';

// A generous per-client ceiling on every route, against floods and runaway scripts. Whole
// families share one address behind Indian mobile carriers' NAT, so it is high; routes that need
// it (sign-in, payments, uploads) tighten it with `config: { rateLimit: { max, timeWindow } }`.
// Counters live in each process (with N processes the effective limit is N times higher).
// Every limit, global and per route, is keyed on request.ip (IPv6 by /56): the TCP peer, or the
// client a trusted proxy forwarded (TRUST_PROXY, http/trusted-proxies.ts). A client can never name
// its own address, so a new X-Forwarded-For per request does not buy a new allowance.
// The bench raises it (RATE_LIMIT_PER_MINUTE) so that a load test measures the limiter's cost
// without being turned away by it.
export const GLOBAL_RATE_LIMIT = { max: 1000, timeWindow: '1 minute' } as const;

export const rateLimiting = fp<{ perMinute?: number }>(
  async (app, { perMinute = GLOBAL_RATE_LIMIT.max }) => {
    await app.register(rateLimit, {
      global: true,
      ...GLOBAL_RATE_LIMIT,
      max: perMinute,
      // The counters go out only with a 429 (with retry-after): the shop's own pages never read them,
      // and three more headers on every answer cost throughput (docs/decisions/055).
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
      errorResponseBuilder: (_request, context) =>
        tooManyRequests(`Too many requests. Please try again in ${context.after}.`, 'RATE_LIMITED'),
    });
  },
  { name: 'rate-limiting' },
);
