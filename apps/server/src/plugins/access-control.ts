import { ACCESS_ERROR_CODES, ACCESS_MESSAGES } from '@shop/contracts/access';
import { AUTH_MESSAGES, type AuthenticatedUser } from '@shop/contracts/auth';
import { isApiPath } from '@shop/contracts/endpoint';
import type { FastifyRequest, preParsingHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors/app-error.ts';

// The server decides every permission (docs/architecture.md#requests, docs/product-guide.md#who-can-do-what). Each /api route declares who may call
// it, `config: { access }` (from its contract, by http/endpoint-route.ts), and this plugin enforces
// it before the body is even read:
// - public         anyone; a token, if sent, must still be valid
// - guest-or-user  a guest (no token) or a signed-in user: order creation only
// - user           a valid token
// - admin          a valid token whose user is an admin now: `authenticate` reads the role from
//                  the users table on every request, never from the token's claim alone
// A token that is present but bad is always refused, never quietly treated as a guest.

export const ROUTE_ACCESS = ['public', 'guest-or-user', 'user', 'admin'] as const;
export type RouteAccess = (typeof ROUTE_ACCESS)[number];

/** One route's declaration, as registered (for tests that must cover every route of a kind). */
export interface AccessRule {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route that declared access, in registration order. */
    readonly accessRules: readonly AccessRule[];
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The signed-in caller; null for guests and on routes that declare no access. */
    user: AuthenticatedUser | null;
  }
}

export interface AccessControlOptions {
  /** The caller behind a bearer token, with their current role; null when it is invalid, expired or revoked. */
  authenticate(token: string): Promise<AuthenticatedUser | null>;
}

export const accessControl = fp<AccessControlOptions>(
  async (app, { authenticate }) => {
    app.decorateRequest('user', null);
    const rules: AccessRule[] = [];
    app.decorate('accessRules', { getter: () => rules });

    // preParsing: after the rate limit (onRequest), before the body is parsed and validated, so
    // a caller without the right gets 401/403, never a validation message about the body. A caller
    // without a token is judged at once; only a token waits for its lookup.
    const checkAccess: preParsingHookHandler = (request, _reply, payload, done) => {
      const access = request.routeOptions.config.access!;
      const token = bearerToken(request);
      if (token === undefined) {
        if (access === 'user' || access === 'admin')
          return done(unauthorized(AUTH_MESSAGES.tokenRequired, ACCESS_ERROR_CODES.tokenRequired));
        return done(null, payload);
      }
      authenticate(token).then((user) => {
        if (!user) return done(unauthorized(ACCESS_MESSAGES.invalidToken, ACCESS_ERROR_CODES.invalidToken));
        request.user = user;
        if (access === 'admin' && user.role !== 'admin')
          return done(forbidden(ACCESS_MESSAGES.adminRequired, ACCESS_ERROR_CODES.adminRequired));
        done(null, payload);
      }, done);
    };

    // At startup, not at the first request: an /api route without a declaration cannot ship.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (access !== undefined && !ROUTE_ACCESS.includes(access)) {
        throw new Error(
          `${String(route.method)} ${route.url}: config.access must be one of ${ROUTE_ACCESS.join(', ')}`,
        );
      }
      if (access === undefined && isApiPath(route.url)) {
        throw new Error(
          `${String(route.method)} ${route.url}: every /api route must declare config.access (${ROUTE_ACCESS.join(' | ')})`,
        );
      }
      if (access !== undefined) {
        for (const method of [route.method].flat())
          if (method !== 'HEAD') rules.push({ method, url: route.url, access });
        // Only routes with a declaration pay for the check (the web app's pages and probes do not).
        route.preParsing = [route.preParsing ?? []].flat().concat(checkAccess);
      }
    });
  },
  { name: 'access-control' },
);

/**
 * The token of `Authorization: Bearer <token>`; undefined when no Authorization header came (or an
 * empty one). Any other form of the header yields its raw value, so it is judged — and refused — as a token.
 */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match ? match[1] : header;
}

/** The signed-in caller on a 'user' or 'admin' route (the hook has already refused everyone else). */
export function signedInCaller(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized(AUTH_MESSAGES.tokenRequired, ACCESS_ERROR_CODES.tokenRequired);
  return request.user;
}
