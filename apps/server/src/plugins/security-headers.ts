import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import type { ContentSecurityPolicy } from '../http/content-security-policy.ts';

// Security headers on every response. HTML documents replace the CSP with one that also allows
// their own inline scripts (see modules/web).
//
// The headers are helmet's, worked out ONCE at start: they depend on config alone, and building
// them per request (as @fastify/helmet does: helmet's middleware made anew for every request)
// was a large share of each request's cost (docs/decisions/041).

export function securityHeaderOptions(config: Config, csp: ContentSecurityPolicy): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: csp.directives() },
    // Payment providers' checkout windows (Razorpay, Stripe 3-D Secure) are popups that report back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // YouTube embeds refuse to play without a referrer; send the origin only, never the path.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Matches the CSP's frame-ancestors 'none' for browsers that only know the old header.
    xFrameOptions: { action: 'deny' },
    // HSTS means nothing on plain http and would pin a local https test host for half a year.
    hsts: config.siteUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  };
}

/** The headers helmet sets for these options (lower-case names), computed by running it once. */
export function computeSecurityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export const securityHeaders = fp<{ config: Config; csp: ContentSecurityPolicy }>(
  async (app, { config, csp }) => {
    const headers = computeSecurityHeaders(securityHeaderOptions(config, csp));
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
