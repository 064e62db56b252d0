import { OAUTH_ERROR_CODE, SIGN_IN_ERROR_CODES } from '@shop/contracts/sign-in-errors';
import type { ScreenText } from '~/lib/ui-text';
import type { AuthProblem } from './auth-problem';

// The sign-in banner and the callback page show sign-in messages in the page's language. They show
// on prerendered pages too, which never load the parent's pages' words (lib/parent-text), so their
// words come from the screen text every page has from the root loader (its auth.messages).

/**
 * The words of /auth/success?error=…: one of our codes (SIGN_IN_ERROR_CODES) in the page's words; a
 * provider's OAuth error code (access_denied) as is, as the sign-in callback's line names it; anything
 * else (an old link with English words, a hand-made one) as the generic failure, never echoed.
 */
export function signInErrorOfUrl(messages: ScreenText['auth']['messages'], error: string): string {
  const key = (Object.keys(SIGN_IN_ERROR_CODES) as (keyof typeof SIGN_IN_ERROR_CODES)[]).find(
    (name) => SIGN_IN_ERROR_CODES[name] === error,
  );
  if (key) return messages.auth[key];
  if (OAUTH_ERROR_CODE.test(error)) return error;
  return messages.auth.callbackFailed;
}

/** The words of `problem` in the page's language: a key's from `messages`, a server's own as they came. */
export function authProblemText(messages: ScreenText['auth']['messages'], problem: AuthProblem): string {
  if ('auth' in problem) return messages.auth[problem.auth];
  if ('client' in problem) return messages.client[problem.client];
  return problem.server;
}
