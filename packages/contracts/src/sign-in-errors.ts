import type { AUTH_MESSAGES } from './auth-constants';

// Apart from ./auth-constants, which every page's entry loads: only the sign-in callback page and
// the server read these (decision 048: nothing a first visit does not need).

/**
 * What the sign-in callback puts in /auth/success?error=… when it fails on our side: a code, never
 * words, so the page shows the AUTH_MESSAGES text of the same key in the parent's language. A
 * failure the provider reported (the person cancelled: access_denied) is passed on as its own OAuth
 * error code (OAUTH_ERROR_CODE), which the page shows as is.
 */
export const SIGN_IN_ERROR_CODES = {
  startFailed: 'SIGN_IN_START_FAILED',
  callbackFailed: 'SIGN_IN_FAILED',
} as const satisfies Partial<Record<keyof typeof AUTH_MESSAGES, string>>;

/** An OAuth error code as providers send them (RFC 6749 section 4.1.2.1: access_denied, server_error …). */
export const OAUTH_ERROR_CODE = /^[a-z_]{1,64}$/;
