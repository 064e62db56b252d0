// Every key the app keeps in browser storage, in one place, spelled as the seed spells them (docs/product-guide.md#after-paying),
// so a session started by an older build of the site is still understood after a deploy.

/** localStorage: the signed-in user's token and its expiry (ms since the epoch, as text). */
export const AUTH_TOKEN_KEY = 'auth_token';
export const AUTH_TOKEN_EXPIRY_KEY = 'auth_token_expiry';

/** localStorage: the guest user (JSON) and when the guest session began (ms since the epoch, as text). */
export const GUEST_USER_KEY = 'guest_user';
export const GUEST_STARTED_AT_KEY = 'guest_user_started_at';

/** sessionStorage: where a signed-out visitor was going, to return there after signing in. */
export const PRE_AUTH_PATH_KEY = 'pre_auth_path';

/**
 * sessionStorage: the order form's draft (values and the ids of its uploaded photos), versioned, so a
 * refresh, Back/Forward, a declined card or the guest session ending keeps the parent's work in this
 * tab (docs/decisions/038). Not the seed's.
 */
export const ORDER_DRAFT_KEY = 'orderDraft';

/** localStorage: order progress across the payment round trip (docs/product-guide.md#after-paying). */
export const ORDER_PROGRESS_KEYS = {
  createdInPayment: 'orderCreatedInPayment',
  paymentIntentId: 'orderPaymentIntentId',
  creationPending: 'orderCreationPending',
  creationError: 'orderCreationError',
  creationTimestamp: 'orderCreationTimestamp',
  selectedStoryId: 'selectedStoryId',
  characterName: 'characterName',
  orderResponse: 'orderResponse',
  // Ours, not the seed's: the checkout token of the payment in orderPaymentIntentId, which alone
  // shows a guest the order's details (docs/decisions/023).
  checkoutToken: 'orderCheckoutToken',
} as const;

type Area = 'local' | 'session';

// Storage can be missing (prerender in Node) or throw (blocked cookies, private mode, quota): every
// caller treats that as "nothing stored" instead of crashing the page.
function area(which: Area): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Returns false when the value could not be kept (no storage, quota, blocked). */
export function writeStored(which: Area, key: string, value: string): boolean {
  try {
    const storage = area(which);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(which: Area, ...keys: string[]): void {
  for (const key of keys) {
    try {
      area(which)?.removeItem(key);
    } catch {
      // Nothing to remove from storage we cannot reach.
    }
  }
}

/** localStorage: the site language the visitor chose ('en' or 'hi', issue 16); once set, no more offers. */
export const SITE_LANGUAGE_KEY = 'siteLanguage';
