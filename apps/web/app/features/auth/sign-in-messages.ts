import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import { CLIENT_MESSAGES } from '@shop/contracts/client-messages';
import type { ScreenText } from '~/lib/ui-text';

// The sign-in banner and the callback page show messages made in English (the contracts' texts of docs/product-guide.md#sign-in-messages,
// the API client's own). They show on prerendered pages too, which never load the parent's pages'
// words (lib/parent-text), so they find the Hindi in the screen text every page has from the root
// loader: its auth.messages, key for key with the two English sets here.

const ENGLISH = { auth: AUTH_MESSAGES, client: CLIENT_MESSAGES } as const;

/** `message` in the words of `messages` (the page's screen text); one it does not know stays as is. */
export function signInMessageIn(messages: ScreenText['auth']['messages'], message: string): string {
  for (const group of Object.keys(ENGLISH) as (keyof typeof ENGLISH)[]) {
    const english: Record<string, string> = ENGLISH[group];
    const translated: Record<string, string> = messages[group];
    const key = Object.keys(english).find((name) => english[name] === message);
    if (key !== undefined) return translated[key] ?? message;
  }
  return message;
}
