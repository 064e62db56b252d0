// The web app's own words for a call that failed without an answer it could show (docs/product-guide.md#call-failures),
// word for word. Here rather than in the web app, so the parent's messages in
// packages/content can list them next to the API's (and give their Hindi).

export const CLIENT_MESSAGES = {
  network: 'Network error occurred',
  generic: 'An error occurred',
  invalidResponse: 'Invalid response format',
} as const;
