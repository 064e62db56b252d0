import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import { OAUTH_ERROR_CODE, SIGN_IN_ERROR_CODES } from '@shop/contracts/sign-in-errors';
import { CLIENT_MESSAGES } from '@shop/contracts/client-messages';
import type { ScreenText } from '~/lib/ui-text';

// The sign-in banner and the callback page show sign-in messages in the page's language. They show
// on prerendered pages too, which never load the parent's pages' words (lib/parent-text), so their
// words come from the screen text every page has from the root loader (its auth.messages).

const ENGLISH = { auth: AUTH_MESSAGES, client: CLIENT_MESSAGES } as const;

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

/**
 * `message`, one the browser made itself from the contracts' English (the auth state's), in the words
 * of `messages`; one it does not know stays as is.
 */
export function signInMessageIn(messages: ScreenText['auth']['messages'], message: string): string {
  for (const group of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]) {
    const english: Record<string, string> = ENGLISH[group];
    const translated: Record<string, string> = messages[group];
    const key = Object.keys(english).find((name) => english[name] === message);
    if (key !== undefined) return translated[key] ?? message;
  }
  return message;
}
