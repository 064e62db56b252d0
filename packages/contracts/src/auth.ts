import { z } from 'zod';
import { ACCESS_ERROR_CODES } from './access';
import { RATE_LIMITED_CODE } from './api-error';
import { AUTH_ENDPOINT_ADDRESSES } from './auth-addresses';
import { AUTH_PROVIDERS, ROLES } from './auth-constants';
export { OAUTH_ERROR_CODE, SIGN_IN_ERROR_CODES } from './sign-in-errors';
import { isEmailAddress } from './email-address';
import { defineEndpoint, NO_BODY } from './endpoint';

// The constants live in ./auth-constants (zod-free, for the browser bundle); they are re-exported here so
// server code keeps one import for the whole auth contract.
export {
  AUTH_MESSAGES,
  AUTH_PROVIDERS,
  DEFAULT_ROLE,
  GUEST_ID_PREFIX,
  GUEST_NAME,
  GUEST_SESSION_MS,
  ROLES,
  TOKEN_CHECK_INTERVAL_MS,
  TOKEN_EXPIRES_SOON_DEFAULT_MS,
  TOKEN_EXPIRY_MARGIN_MS,
  TOKEN_FIRST_CHECK_MS,
  type AuthProvider,
  type Role,
} from './auth-constants';

export const roleSchema = z.enum(ROLES);
export const authProviderSchema = z.enum(AUTH_PROVIDERS);

/** Claims of the token the server mints after Google sign-in (docs/architecture.md#sign-in). */
export const tokenClaimsSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  /** The shop's one address rule (./email-address): an account's address may become an order's. */
  email: z.string().refine(isEmailAddress),
  role: roleSchema.default('user'),
  provider: z.literal('google'),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

export const authenticatedUserSchema = tokenClaimsSchema.omit({ exp: true });
export type AuthenticatedUser = z.infer<typeof authenticatedUserSchema>;

/** GET /api/token/verify */
export const tokenVerifyResponseSchema = z.object({
  success: z.boolean(),
  data: z.object({
    isAuthenticated: z.boolean(),
    user: authenticatedUserSchema.nullable(),
  }),
});
export type TokenVerifyResponse = z.infer<typeof tokenVerifyResponseSchema>;

/** GET /auth/status (the callback page's fallback when the token query parameter is missing) */
export const authStatusResponseSchema = z.object({
  success: z.boolean(),
  token: z.string().nullable(),
});
export type AuthStatusResponse = z.infer<typeof authStatusResponseSchema>;

/** POST /auth/logout (bearer token, no body): the token is revoked on the server. */
export const logoutResponseSchema = z.object({ success: z.literal(true) });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/** GET /auth/verify?token=… (or a bearer token): answers like GET /api/token/verify. */
export const authVerifyQuerySchema = z.object({ token: z.string().optional() });

/** The codes of the token checks of docs/product-guide.md#token-rules (a token given as ?token=, or a bearer token). */
export const AUTH_ERROR_CODES = {
  noTokenReceived: 'NO_TOKEN_RECEIVED',
  invalidTokenFormat: 'INVALID_TOKEN_FORMAT',
  userExtractionFailed: 'USER_EXTRACTION_FAILED',
} as const;

// The seed's auth service paths (docs/architecture.md#api-paths): GET /auth/google → provider → GET /auth/google/callback
// → /auth/success?token=… on the web app; GET /auth/status, POST /auth/logout, GET /api/token/verify
// and GET /auth/verify. The /auth/* ones read the token themselves (a bearer, ?token= or the sign-in
// cookie), so they are public, and rate limited more tightly than the rest.
const RATE_LIMITED = { 429: [RATE_LIMITED_CODE] } as const;

export const AUTH_ENDPOINTS = {
  googleSignIn: defineEndpoint({
    method: 'GET',
    path: '/auth/google',
    access: 'public',
    group: 'auth',
    summary:
      'Starts Google sign-in: a redirect to the provider (or to /auth/success?error=… when it cannot start).',
    responses: { 302: NO_BODY },
    errors: RATE_LIMITED,
  }),
  googleCallback: defineEndpoint({
    method: 'GET',
    path: '/auth/google/callback',
    access: 'public',
    group: 'auth',
    summary:
      'Where the provider returns: the user is saved and the browser redirected to /auth/success?token=… (or ?error=…).',
    responses: { 302: NO_BODY },
    errors: RATE_LIMITED,
  }),
  status: defineEndpoint({
    ...AUTH_ENDPOINT_ADDRESSES.status,
    group: 'auth',
    summary: 'The token of the sign-in cookie, when it is still valid (the callback page’s fallback).',
    responses: { 200: authStatusResponseSchema },
    errors: RATE_LIMITED,
  }),
  logout: defineEndpoint({
    ...AUTH_ENDPOINT_ADDRESSES.logout,
    group: 'auth',
    summary: 'Revokes the bearer token on the server and clears the sign-in cookie (no body).',
    responses: { 200: logoutResponseSchema },
    errors: {
      401: [ACCESS_ERROR_CODES.tokenRequired, ACCESS_ERROR_CODES.invalidToken],
      ...RATE_LIMITED,
    },
  }),
  verifyToken: defineEndpoint({
    ...AUTH_ENDPOINT_ADDRESSES.verifyToken,
    group: 'auth',
    summary: 'Whether the bearer token is valid, and whose it is (with the current role).',
    responses: { 200: tokenVerifyResponseSchema },
  }),
  /** The seed's other verify path; also takes the token as ?token= (the checks of docs/product-guide.md#token-rules apply there). */
  verify: defineEndpoint({
    method: 'GET',
    path: '/auth/verify',
    access: 'public',
    group: 'auth',
    summary: 'Like GET /api/token/verify, for a token given as ?token= or as a bearer token.',
    query: authVerifyQuerySchema,
    responses: { 200: tokenVerifyResponseSchema },
    errors: {
      400: Object.values(AUTH_ERROR_CODES),
      401: [ACCESS_ERROR_CODES.invalidToken],
      ...RATE_LIMITED,
    },
  }),
};
