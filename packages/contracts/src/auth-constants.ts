// Auth constants with no zod in them: the browser imports this file, so the sign-in widget on every page
// does not pull the schema library (≈110 kB) into the bundle. Schemas stay in ./auth.ts.

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const AUTH_PROVIDERS = ['google', 'guest'] as const;
export type AuthProvider = (typeof AUTH_PROVIDERS)[number];

/** The default role of a token without one (docs/product-guide.md#who-can-do-what). */
export const DEFAULT_ROLE: Role = 'user';

export const TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const TOKEN_EXPIRES_SOON_DEFAULT_MS = 5 * 60_000;
export const TOKEN_FIRST_CHECK_MS = 60_000;
export const TOKEN_CHECK_INTERVAL_MS = 300_000;
export const GUEST_SESSION_MS = 600_000;

/** Prefix of a guest user's id: guest_ plus a timestamp (docs/product-guide.md#guest-session). */
export const GUEST_ID_PREFIX = 'guest_';
export const GUEST_NAME = 'Guest User';

/** Texts of docs/product-guide.md#token-rules, docs/product-guide.md#sign-in-messages, word for word. */
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
