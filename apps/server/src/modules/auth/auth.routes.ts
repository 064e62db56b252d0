import fastifyCookie from '@fastify/cookie';
import { ACCESS_ERROR_CODES, ACCESS_MESSAGES } from '@shop/contracts/access';
import {
  AUTH_ENDPOINTS,
  AUTH_MESSAGES,
  SIGN_IN_ERROR_CODES,
  type AuthenticatedUser,
  type TokenVerifyResponse,
} from '@shop/contracts/auth';
import { RATE_LIMITED_CODE } from '@shop/contracts/api-error';
import { tooManyRequests, unauthorized } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { bearerToken, signedInCaller } from '../../plugins/access-control.ts';
import type { AuthService } from './auth.service.ts';
import {
  clearOptions,
  decodeFlow,
  encodeFlow,
  FLOW_COOKIE,
  flowCookieOptions,
  TOKEN_COOKIE,
  tokenCookieOptions,
} from './sign-in-cookies.ts';
import { checkTokenParameter } from './token-parameter.ts';

// The seed's auth service paths (docs/architecture.md#api-paths, declared in @shop/contracts/auth): GET /auth/google →
// provider → GET /auth/google/callback → /auth/success?token=… on the web app; GET /auth/status,
// POST /auth/logout, GET /api/token/verify and GET /auth/verify. The /auth/* ones read the token
// themselves (a bearer, ?token= or the sign-in cookie).

export type AuthRoutesOptions = {
  auth: AuthService;
  /** SITE_URL, without a trailing slash: where /auth/success lives and the callback is registered. */
  siteUrl: string;
  /** Signs the in-flight sign-in cookie. */
  cookieSecret: string;
};

// A sign-in takes three or four requests; this stops scripted guessing without troubling a family
// behind one carrier-grade NAT address. Per process, like the global limit.
export const AUTH_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

export const authRoutes: RoutesPlugin<AuthRoutesOptions> = async (app, { auth, siteUrl, cookieSecret }) => {
  // Cookies only here: nothing else in the shop reads or sets one.
  await app.register(fastifyCookie, { secret: cookieSecret });
  // Clients send `Content-Type: application/json` with POST /auth/logout and no body (the seed's
  // API helper does): nothing here reads a body, so none is parsed, and an empty one is no error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  // Every answer here is personal (a redirect with state, a token): never stored by a cache.
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const secure = siteUrl.startsWith('https:');
  const limited = {
    rateLimit: {
      ...AUTH_RATE_LIMIT,
      errorResponseBuilder: () => tooManyRequests(AUTH_MESSAGES.status429, RATE_LIMITED_CODE),
    },
  };
  const limitedOptions = { config: limited };
  const successUrl = (params: { token: string } | { error: string }) =>
    `${siteUrl}/auth/success?${new URLSearchParams(params).toString()}`;

  registerEndpoint(
    app,
    AUTH_ENDPOINTS.googleSignIn,
    async (request, reply) => {
      const started = await auth.startSignIn();
      if (!started.ok) {
        request.log.warn({ reason: started.reason }, 'Sign-in could not start');
        return reply.redirect(successUrl({ error: SIGN_IN_ERROR_CODES.startFailed }), 302);
      }
      reply.setCookie(FLOW_COOKIE, encodeFlow(started.flow), flowCookieOptions(secure));
      return reply.redirect(started.url, 302);
    },
    limitedOptions,
  );

  // No query schema: the provider's parameters (code, state, iss, error, scope, authuser …) go to
  // the OIDC client as received, which checks them; any failure ends on /auth/success?error=….
  registerEndpoint(
    app,
    AUTH_ENDPOINTS.googleCallback,
    async (request, reply) => {
      const raw = request.cookies[FLOW_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      const flow = unsigned?.valid ? decodeFlow(unsigned.value) : null;
      reply.clearCookie(FLOW_COOKIE, clearOptions(secure));

      const queryStart = request.url.indexOf('?');
      const callbackUrl = new URL(
        `${siteUrl}${AUTH_ENDPOINTS.googleCallback.path}${queryStart === -1 ? '' : request.url.slice(queryStart)}`,
      );
      const result = await auth.completeSignIn(callbackUrl, flow);
      if (!result.ok) {
        request.log.warn({ reason: result.reason, provider: auth.identityKind }, 'Sign-in refused');
        reply.clearCookie(TOKEN_COOKIE, clearOptions(secure));
        return reply.redirect(successUrl({ error: result.error }), 302);
      }
      request.log.info(
        { userId: result.user.id, role: result.user.role, provider: auth.identityKind },
        'Signed in',
      );
      reply.setCookie(TOKEN_COOKIE, result.token, tokenCookieOptions(secure));
      return reply.redirect(successUrl({ token: result.token }), 302);
    },
    limitedOptions,
  );

  registerEndpoint(
    app,
    AUTH_ENDPOINTS.status,
    async (request) => {
      const token = request.cookies[TOKEN_COOKIE];
      const valid = token ? (await auth.authenticate(token)) !== null : false;
      return valid ? { success: true, token: token! } : { success: false, token: null };
    },
    limitedOptions,
  );

  registerEndpoint(
    app,
    AUTH_ENDPOINTS.logout,
    async (request, reply) => {
      const token = bearerToken(request);
      if (token === undefined)
        throw unauthorized(AUTH_MESSAGES.tokenRequired, ACCESS_ERROR_CODES.tokenRequired);
      const outcome = await auth.logout(token);
      if (outcome === 'invalid')
        throw unauthorized(ACCESS_MESSAGES.invalidToken, ACCESS_ERROR_CODES.invalidToken);
      reply.clearCookie(TOKEN_COOKIE, clearOptions(secure));
      return { success: true as const };
    },
    limitedOptions,
  );

  const verified = (user: AuthenticatedUser): TokenVerifyResponse => ({
    success: true,
    data: { isAuthenticated: true, user },
  });

  registerEndpoint(app, AUTH_ENDPOINTS.verifyToken, async (request) => verified(signedInCaller(request)));

  // The seed's other verify path; also takes the token as ?token= (the checks of docs/product-guide.md#token-rules apply there).
  registerEndpoint(
    app,
    AUTH_ENDPOINTS.verify,
    async (request) => {
      const token =
        request.query.token !== undefined ? checkTokenParameter(request.query.token) : bearerToken(request);
      const user = await auth.authenticate(checkTokenParameter(token));
      if (!user) throw unauthorized(ACCESS_MESSAGES.invalidToken, ACCESS_ERROR_CODES.invalidToken);
      return verified(user);
    },
    limitedOptions,
  );
};
