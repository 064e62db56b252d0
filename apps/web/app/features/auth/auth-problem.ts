import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import type { CLIENT_MESSAGES } from '@shop/contracts/client-messages';

// What the sign-in banner and the callback page say went wrong (docs/product-guide.md#sign-in-messages),
// carried by key: one of our sign-in messages, one of the web app's own call failures, or a server's
// own words. The page shows a key's words in its language (docs/decisions/106); nothing is ever
// found again by its English text.

export type AuthMessageKey = keyof typeof AUTH_MESSAGES;
export type ClientMessageKey = keyof typeof CLIENT_MESSAGES;

export type AuthProblem = { auth: AuthMessageKey } | { client: ClientMessageKey } | { server: string };

/** A token check that failed, by its message's key (the Error's message is the English, for logs). */
export class SignInError extends Error {
  constructor(readonly key: AuthMessageKey) {
    super(AUTH_MESSAGES[key]);
    this.name = 'SignInError';
  }
}
