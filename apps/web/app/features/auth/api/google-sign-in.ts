/**
 * GET /auth/google begins Google sign-in. It is a full-page navigation (the server redirects to the
 * identity provider), so controls use a plain <a href>, never the client-side router.
 */
export const GOOGLE_SIGN_IN_PATH = '/auth/google';
