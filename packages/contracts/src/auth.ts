import { z } from 'zod';

export const ROLES = ['user', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const AUTH_PROVIDERS = ['google', 'guest'] as const;
export const authProviderSchema = z.enum(AUTH_PROVIDERS);
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** Claims of the token the server mints after Google sign-in (SPEC §3 "Authenticated user"). */
export const tokenClaimsSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  email: z.email(),
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

export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const TOKEN_EXPIRES_SOON_DEFAULT_MS = 5 * 60_000;
export const TOKEN_FIRST_CHECK_MS = 60_000;
export const TOKEN_CHECK_INTERVAL_MS = 300_000;
export const GUEST_SESSION_MS = 600_000;

/** Texts of SPEC §5 "Sign-in" and §8 "Sign-in", word for word. */
export const AUTH_MESSAGES = {
  noTokenReceived: 'No authentication token received',
  invalidTokenFormat: 'Invalid authentication token format',
  userExtractionFailed: 'Failed to extract user data from token',
  startFailed: 'Failed to start authentication process',
  callbackFailed: 'Authentication failed',
  tokenRequired: 'Authentication token required',
  sessionExpired: 'Session expired. Please sign in again.',
  noStoredToken: 'No authentication token available',
  status401: 'Authentication failed. Please try again.',
  status403: 'Access denied. Please contact support.',
  status429: 'Too many attempts. Please try again later.',
  status500: 'Server error. Please try again later.',
  otherApiError: 'Authentication error occurred.',
  unexpected: 'An unexpected error occurred during authentication.',
  initFailed: 'Failed to initialize authentication',
  guestLoginFailed: 'Guest login failed',
  logoutFailed: 'Logout failed',
} as const;
