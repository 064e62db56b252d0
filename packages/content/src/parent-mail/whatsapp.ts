import type { WhatsAppUpdateKind } from '@shop/contracts/whatsapp-updates';
import { PHOTO_REQUEST_LINK_DAYS } from '@shop/contracts/order-detail';
import { REFUND_TIME, SITE_NAME } from '../site.ts';
import { REMINDER_TEXT } from '../parent-text/reminders.ts';
import { GIFT_TEXT } from '../parent-text/gifts.ts';

// The WhatsApp updates' texts (docs/decisions/049), in English; whatsapp.hi.ts is the Hindi, key for
// key. They are the bodies of the templates submitted to Meta for approval, with {{1}}, {{2}} … where
// each message's values go, so the words live at Meta and here alike. Every body ends with how to
// stop: the order page's "Stop WhatsApp updates".

const STOP = 'To stop these WhatsApp updates, open your order page and tap “Stop WhatsApp updates”.';

export const WHATSAPP_TEXT = {
  stop: STOP,
  /** Each update's body; {{n}} are the parameters in order. */
  bodies: {
    'order-paid': `Thank you! Your ${SITE_NAME} order {{1}} is confirmed: {{2}}, starring {{3}}. Your video will be ready within 24 hours. Follow your order here: {{4}}\n\n${STOP}`,
    'photo-needed': `We need a better photo of {{1}} for order {{2}}. Please send a new one here (the link works for ${PHOTO_REQUEST_LINK_DAYS} days): {{3}}\n\nYour order page: {{4}}\n${STOP}`,
    delivered: `{{1}}'s video is ready: {{2}}! Watch it, download it and send it to family on its own page: {{3}}\n\nYour order page: {{4}}\n${STOP}`,
    cancelled: `Your ${SITE_NAME} order {{1}} is cancelled and {{2}} is refunded to the way you paid (banks usually show it ${REFUND_TIME}). Your order page: {{3}}\n\n${STOP}`,
    /** The abandoned-checkout reminder (its words live with the reminder's e-mail). */
    'checkout-reminder': REMINDER_TEXT.whatsapp,
    /** A gift's invitation (its words live with the gift's e-mails). */
    'gift-invitation': GIFT_TEXT.invitation.whatsapp,
  } satisfies Record<WhatsAppUpdateKind, string>,
} as const;
