import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { ContentSecurityPolicy } from '../http/content-security-policy.ts';

// Security headers on every response. HTML documents replace the CSP with one that also allows
// their own inline scripts (see modules/web).
export const securityHeaders = fp<{ config: Config; csp: ContentSecurityPolicy }>(
  async (app, { config, csp }) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: csp.directives() },
      // Payment providers' checkout windows (Razorpay, Stripe 3-D Secure) are popups that report back.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      // YouTube embeds refuse to play without a referrer; send the origin only, never the path.
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS means nothing on plain http and would pin a local https test host for half a year.
      // Matches the CSP's frame-ancestors 'none' for browsers that only know the old header.
      xFrameOptions: { action: 'deny' },
      hsts: config.siteUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
