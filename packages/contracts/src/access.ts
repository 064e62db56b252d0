// What the server answers when a caller may not use an API route (docs/product-guide.md#who-can-do-what, docs/architecture.md#requests). The texts
// of docs/product-guide.md#token-rules and #sign-in-messages are in ./auth-constants (AUTH_MESSAGES); these two are the server's own.

export const ACCESS_MESSAGES = {
  /** 401: a token came but its signature, algorithm, issuer, audience, expiry or revocation is wrong. */
  invalidToken: 'Invalid or expired token',
  /** 403: a valid token whose role is not admin, on an admin route. */
  adminRequired: 'Admin access required',
} as const;

/** The `code` of those error bodies (and of AUTH_MESSAGES.tokenRequired), for clients that branch on it. */
export const ACCESS_ERROR_CODES = {
  tokenRequired: 'TOKEN_REQUIRED',
  invalidToken: 'INVALID_TOKEN',
  adminRequired: 'ADMIN_REQUIRED',
} as const;
