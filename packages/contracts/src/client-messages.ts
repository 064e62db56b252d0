import type { MessageCodes } from './api-error';

// The web app's own words for a call that failed without an answer it could show (docs/product-guide.md#call-failures),
// word for word. Here rather than in the web app, so the parent's messages in
// packages/content can list them next to the API's (and give their Hindi).

export const CLIENT_MESSAGES = {
  network: 'Network error occurred',
  generic: 'An error occurred',
  invalidResponse: 'Invalid response format',
} as const;

/** Their codes (the web's ApiError carries them, so a page shows them by code like the API's). */
export const CLIENT_ERROR_CODES = {
  network: 'NETWORK_ERROR',
  generic: 'UNKNOWN_ERROR',
  invalidResponse: 'INVALID_RESPONSE',
} as const satisfies MessageCodes<typeof CLIENT_MESSAGES>;
