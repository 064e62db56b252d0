import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';
import type { ContentSecurityPolicy } from '../http/content-security-policy.ts';

// Security headers on every response, in two sets worked out ONCE at start (they depend on config
// alone; building them per request, as @fastify/helmet does, was a large share of each request's
// cost: docs/decisions/041):
// - HTML documents get helmet's full set. Pages served by modules/web replace its CSP with one that
//   also allows their own inline scripts; a route that sets a header itself keeps it.
// - Everything else (JSON, probes, files, errors) gets the few headers that protect a response that
//   is not a document: it may run nothing and be framed by nobody if opened as one, is not sniffed
//   into another type, and is not readable by other origins' pages. The document-only headers cost
//   a third of a small answer's throughput (Node validates and writes each one) and protect nothing
//   there (docs/decisions/055).

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

/** The headers of an answer that is not an HTML document (lower-case names). */
export function nonDocumentSecurityHeaders(documentHeaders: Record<string, string>): Record<string, string> {
  const keep = ['x-content-type-options', 'x-frame-options', 'cross-origin-resource-policy'];
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    ...Object.fromEntries(keep.map((name) => [name, documentHeaders[name]!])),
    // HSTS covers the whole host whichever answer carries it.
    ...(documentHeaders['strict-transport-security'] && {
      'strict-transport-security': documentHeaders['strict-transport-security'],
    }),
  };
}

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/html');

export const securityHeaders = fp<{ config: Config; csp: ContentSecurityPolicy }>(
  async (app, { config, csp }) => {
    const documentHeaders = computeSecurityHeaders(securityHeaderOptions(config, csp));
    const otherHeaders = nonDocumentSecurityHeaders(documentHeaders);
    // onSend: the answer's type is known by then, and so are the headers its route set itself.
    app.addHook('onSend', (_request, reply, payload, done) => {
      const headers = isHtml(reply.getHeader('content-type')) ? documentHeaders : otherHeaders;
      for (const name in headers) if (!reply.hasHeader(name)) reply.header(name, headers[name]);
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
