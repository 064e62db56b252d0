import type { Locale } from '@shop/contracts/locale';
import { localeOfPath } from '@shop/contracts/locale';
import type { Translation } from '@shop/content/translation';
import { PARENT_TEXT, type ParentText } from '@shop/content/parent-text';
import { standardPhotoReason } from '@shop/contracts/order-detail';
import { apiErrorMessage, isApiError } from './api-client';
import { useLocale } from './ui-text';

// The words of the pages a parent reaches after "Order Now" (order, payment, thank-you, order status,
// better photo, profile), in the page's language (decision 051). English travels with those pages'
// code as before; the Hindi set is a chunk of its own that the route of a Hindi page loads before it
// renders (`loadParentTextFor` in its clientLoader), so English pages never fetch it and no component
// ever waits for it.

type ParentWords = Translation<ParentText>;

let hindi: ParentWords | null = null;
/**
 * A code's Hindi words. The code tables travel with the Hindi chunk: on an English page a failure's
 * own message is already the English dictionary's words for its code (both are the contract's
 * constant), so English pages carry no lookup (decision 048's budget; docs/decisions/106).
 */
let hindiOfCode: ((code: string) => string | undefined) | null = null;

/** For a browser route's clientLoader: the words of the page at `url` are ready before it renders. */
export async function loadParentTextFor(url: string): Promise<null> {
  await loadParentText(localeOfPath(new URL(url).pathname));
  return null;
}

export async function loadParentText(locale: Locale): Promise<void> {
  if (locale !== 'hi' || hindi) return;
  const [{ PARENT_TEXT_HI }, { messageOfCode }] = await Promise.all([
    import('@shop/content/parent-text.hi'),
    import('@shop/content/parent-text/message-codes'),
  ]);
  hindi = PARENT_TEXT_HI;
  hindiOfCode = (code) => messageOfCode(PARENT_TEXT_HI.messages, code);
}

export function useParentText(): ParentWords {
  const locale = useLocale();
  if (locale === 'en') return PARENT_TEXT;
  if (!hindi)
    throw new Error('The Hindi page words are used before its route loaded them (loadParentTextFor)');
  return hindi;
}

/**
 * For a route's `meta` (no hooks there): the words of a page in `locale`, the Hindi ones once the
 * route's clientLoader has loaded them (before that, and on English pages, the English).
 */
export function parentTextFor(locale: Locale): ParentWords {
  return locale === 'hi' && hindi ? hindi : PARENT_TEXT;
}

/**
 * How a page shows a failure, in its language (docs/decisions/106-one-path-for-a-parents-words.md):
 * an API answer's, an upload's or a form check's `code` finds its words in the page's messages; only
 * a code they do not know (or none) shows the message as it came. Takes a caught error, or a
 * `{ message, code }` the page made itself.
 */
export function useErrorText(): (failure: unknown) => string {
  const { messages } = useParentText();
  const wordsOfCode = useLocale() === 'hi' ? hindiOfCode : null;
  return (failure) => errorText(messages, failure, wordsOfCode);
}

/**
 * `wordsOfCode` finds a code's words in the page's language; none on an English page, where a
 * failure's message is its code's English words.
 */
export function errorText(
  messages: ParentWords['messages'],
  failure: unknown,
  wordsOfCode: ((code: string) => string | undefined) | null = null,
): string {
  if (isApiError(failure) && failure.status === 401) return messages.auth.sessionExpired;
  const { code, message } = (typeof failure === 'object' && failure !== null ? failure : {}) as {
    code?: unknown;
    message?: unknown;
  };
  const known = typeof code === 'string' ? wordsOfCode?.(code) : undefined;
  if (known !== undefined) return known;
  if (failure instanceof Error) return apiErrorMessage(failure);
  return typeof message === 'string' && message ? message : messages.client.generic;
}

/**
 * The studio's reason for a better photo as the family reads it: a standard reason sent unchanged in
 * the page's words, the studio's own words as written.
 */
export function usePhotoReasonText(): (reason: string) => string {
  const reasons = useParentText().messages.account.photoReasons;
  return (reason) => {
    const standard = standardPhotoReason(reason);
    return standard ? reasons[standard] : reason;
  };
}
