import { PAYMENT_MESSAGES } from '@shop/contracts/checkout';
import { CONSENT_MESSAGES } from '@shop/contracts/privacy';
import { AUTH_MESSAGES } from '@shop/contracts/auth-constants';
import { CLIENT_MESSAGES } from '@shop/contracts/client-messages';
import { DATABASE_UNAVAILABLE_MESSAGE } from '@shop/contracts/api-error';
import { SANDBOX_MESSAGES } from '@shop/contracts/sandbox-payments';
import { ORDER_CREATE_MESSAGES } from '@shop/contracts/orders-create';
import { PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { VOICE_CLIP_MESSAGES } from '@shop/contracts/voice';
import { PREVIEW_MESSAGES } from '@shop/contracts/previews';
import { DELIVERY_DATE_MESSAGES } from '@shop/contracts/delivery-date';
import { FAMILY_LINK_MESSAGES } from '@shop/contracts/family-links';
import { GIFT_MESSAGES } from '@shop/contracts/gifts';
import { KEEPSAKE_MESSAGES } from '@shop/contracts/keepsakes';
import { PROMOTION_MESSAGES } from '@shop/contracts/promotions';
import { REVIEW_MESSAGES } from '@shop/contracts/reviews';
import { ORDER_FORM_MESSAGES } from './order.ts';
import { ACCOUNT_MESSAGES } from './account-messages.ts';

// The messages a parent can see that the contracts own (form checks shown by the web app, the API's
// answers), gathered by group; messages.hi.ts has them in Hindi with the same keys. A page shows an
// answer or a check by its `code` (message-codes.ts pairs each group with its code table), never by
// its English words (docs/decisions/106-one-path-for-a-parents-words.md).

export const PARENT_MESSAGES = {
  account: ACCOUNT_MESSAGES,
  payment: PAYMENT_MESSAGES,
  photo: PHOTO_MESSAGES,
  voice: VOICE_CLIP_MESSAGES,
  preview: PREVIEW_MESSAGES,
  familyLink: FAMILY_LINK_MESSAGES,
  gift: GIFT_MESSAGES,
  keepsake: KEEPSAKE_MESSAGES,
  /** A parent's review of their film (docs/decisions/118). */
  review: REVIEW_MESSAGES,
  /** Why a promotion code cannot apply (docs/decisions/108). */
  promotion: PROMOTION_MESSAGES,
  consent: CONSENT_MESSAGES,
  deliveryDate: DELIVERY_DATE_MESSAGES,
  orderForm: ORDER_FORM_MESSAGES,
  sandbox: SANDBOX_MESSAGES,
  orderCreate: ORDER_CREATE_MESSAGES,
  client: CLIENT_MESSAGES,
  auth: AUTH_MESSAGES,
  /**
   * Answers any request may get: the database restarting (503), too many requests (429; an English
   * page shows the limiter's own words, which say how long to wait).
   */
  service: {
    databaseUnavailable: DATABASE_UNAVAILABLE_MESSAGE,
    rateLimited: 'Too many requests. Please try again later.',
  },
} as const;
