import { z } from 'zod';
import { AUTH_PROVIDERS, ROLES } from './auth-constants';
import { isEmailAddress } from './email-address';

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

/** Claims of the token the server mints after Google sign-in (SPEC §3 "Authenticated user"). */
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
