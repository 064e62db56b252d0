import { DATABASE_UNAVAILABLE_CODE, RATE_LIMITED_CODE } from '@shop/contracts/api-error';
import { PAYMENT_ERROR_CODES } from '@shop/contracts/checkout';
import { CHILD_DATA_ERROR_CODES } from '@shop/contracts/child-data';
import { CLIENT_ERROR_CODES } from '@shop/contracts/client-messages';
import { ORDER_ERROR_CODES } from '@shop/contracts/order';
import { PHOTO_REQUEST_LINK_ERROR_CODES } from '@shop/contracts/order-detail';
import { ORDER_CREATE_ERROR_CODES } from '@shop/contracts/orders-create';
import { ORDER_STATUS_ERROR_CODES } from '@shop/contracts/order-status';
import { PREVIEW_ERROR_CODES } from '@shop/contracts/previews';
import { FAMILY_LINK_ERROR_CODES } from '@shop/contracts/family-links';
import { GIFT_ERROR_CODES } from '@shop/contracts/gifts';
import { KEEPSAKE_ERROR_CODES } from '@shop/contracts/keepsakes';
import { PROMOTION_ERROR_CODES } from '@shop/contracts/promotions';
import { REVIEW_ERROR_CODES } from '@shop/contracts/reviews';
import { DELIVERY_DATE_ERROR_CODES } from '@shop/contracts/delivery-date';
import { CONSENT_ERROR_CODES } from '@shop/contracts/privacy';
import { SANDBOX_ERROR_CODES } from '@shop/contracts/sandbox-payments';
import { PHOTO_ERROR_CODES } from '@shop/contracts/uploads';
import { VOICE_CLIP_ERROR_CODES } from '@shop/contracts/voice';
import type { Translation } from '../translation.ts';
import type { PARENT_MESSAGES } from './messages.ts';
import { ORDER_FORM_MESSAGE_CODES } from './order.ts';

// Where each `code` a parent can meet stands in the parent's messages (messages.ts, and
// messages.hi.ts key for key): the groups of PARENT_MESSAGES with the contracts' code tables, so a
// page shows an error by its code in its own language and never by its English words
// (docs/decisions/106-one-path-for-a-parents-words.md). A code the tables do not know (a server
// message of no parent group) is shown as the server wrote it.

export const PARENT_MESSAGE_CODES = {
  account: {
    orderStatus: ORDER_STATUS_ERROR_CODES,
    creditNote: { none: ORDER_ERROR_CODES.noCreditNote },
    photoRequestLink: PHOTO_REQUEST_LINK_ERROR_CODES,
    childData: CHILD_DATA_ERROR_CODES,
  },
  payment: PAYMENT_ERROR_CODES,
  photo: PHOTO_ERROR_CODES,
  voice: VOICE_CLIP_ERROR_CODES,
  preview: PREVIEW_ERROR_CODES,
  familyLink: FAMILY_LINK_ERROR_CODES,
  gift: GIFT_ERROR_CODES,
  keepsake: KEEPSAKE_ERROR_CODES,
  review: REVIEW_ERROR_CODES,
  promotion: PROMOTION_ERROR_CODES,
  consent: CONSENT_ERROR_CODES,
  deliveryDate: DELIVERY_DATE_ERROR_CODES,
  orderForm: ORDER_FORM_MESSAGE_CODES,
  sandbox: SANDBOX_ERROR_CODES,
  orderCreate: ORDER_CREATE_ERROR_CODES,
  client: CLIENT_ERROR_CODES,
  service: { databaseUnavailable: DATABASE_UNAVAILABLE_CODE, rateLimited: RATE_LIMITED_CODE },
} as const satisfies { readonly [Group in keyof typeof PARENT_MESSAGES]?: object };

/** The words of `code` in `messages` (the parent's messages in one language), or undefined for an unknown code. */
export function messageOfCode(
  messages: Translation<typeof PARENT_MESSAGES>,
  code: string | undefined,
): string | undefined {
  return code === undefined ? undefined : find(PARENT_MESSAGE_CODES, messages, code);
}

// Walks the code tables and the messages side by side; a code table's extra keys (a code kept for
// clients, one several answers share) have no words of their own and are passed over.
function find(codes: object, words: object, code: string): string | undefined {
  for (const [key, value] of Object.entries(codes)) {
    const word: unknown = (words as Record<string, unknown>)[key];
    if (value === code && typeof word === 'string') return word;
    if (typeof value === 'object' && value !== null && typeof word === 'object' && word !== null) {
      const found = find(value, word, code);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
