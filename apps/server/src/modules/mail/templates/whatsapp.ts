import { REFUND_TIME, SITE_NAME } from '@shop/content/site';
import { REFUND_TIME_HI } from '@shop/content/site.hi';
import { REMINDER_TEXT } from '@shop/content/parent-text/reminders';
import { REMINDER_TEXT_HI } from '@shop/content/parent-text/reminders.hi';
import { PHOTO_REQUEST_LINK_DAYS } from '@shop/contracts/order-detail';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { WhatsAppUpdateKind } from '@shop/contracts/whatsapp-updates';
import { oneLine } from '../../../lib/html.ts';
import { formatParentAmount } from './format.ts';

// The WhatsApp updates' texts (docs/decisions/049): the bodies of the templates submitted to Meta
// for approval, with {{1}}, {{2}} … where each message's values go. A business may write first only
// with an approved template, so the words live at Meta and here alike; the catcher shows the body
// filled in. Every body ends with how to stop: the order page's "Stop WhatsApp updates".

const STOP = {
  en: 'To stop these WhatsApp updates, open your order page and tap “Stop WhatsApp updates”.',
  hi: 'ये व्हाट्सऐप अपडेट बंद करने के लिए अपने ऑर्डर का पेज खोलिए और “व्हाट्सऐप अपडेट बंद करें” दबाइए।',
} as const satisfies Record<SiteLanguage, string>;

/** Each update's body per language; {{n}} are the parameters in order. */
export const WHATSAPP_BODIES: Record<WhatsAppUpdateKind, Record<SiteLanguage, string>> = {
  'order-paid': {
    en: `Thank you! Your ${SITE_NAME} order {{1}} is confirmed: {{2}}, starring {{3}}. Your video will be ready within 24 hours. Follow your order here: {{4}}\n\n${STOP.en}`,
    hi: `धन्यवाद! ${SITE_NAME} पर आपका ऑर्डर {{1}} पक्का हो गया है: {{2}}, जिसमें {{3}} हीरो है। आपका वीडियो 24 घंटे के भीतर तैयार होगा। अपना ऑर्डर यहाँ देखिए: {{4}}\n\n${STOP.hi}`,
  },
  'photo-needed': {
    en: `We need a better photo of {{1}} for order {{2}}. Please send a new one here (the link works for ${PHOTO_REQUEST_LINK_DAYS} days): {{3}}\n\nYour order page: {{4}}\n${STOP.en}`,
    hi: `ऑर्डर {{2}} के लिए हमें {{1}} की एक बेहतर फ़ोटो चाहिए। कृपया नई फ़ोटो यहाँ भेजिए (लिंक ${PHOTO_REQUEST_LINK_DAYS} दिन तक चलेगा): {{3}}\n\nआपके ऑर्डर का पेज: {{4}}\n${STOP.hi}`,
  },
  delivered: {
    en: `{{1}}'s video is ready: {{2}}! Watch it, download it and send it to family on its own page: {{3}}\n\nYour order page: {{4}}\n${STOP.en}`,
    hi: `{{1}} का वीडियो तैयार है: {{2}}! इसके अपने पेज पर इसे देखिए, डाउनलोड कीजिए और परिवार को भेजिए: {{3}}\n\nआपके ऑर्डर का पेज: {{4}}\n${STOP.hi}`,
  },
  cancelled: {
    en: `Your ${SITE_NAME} order {{1}} is cancelled and {{2}} is refunded to the way you paid (banks usually show it ${REFUND_TIME}). Your order page: {{3}}\n\n${STOP.en}`,
    hi: `${SITE_NAME} पर आपका ऑर्डर {{1}} रद्द हो गया है और {{2}} उसी तरीक़े से लौटा दिए गए हैं जिससे आपने भुगतान किया था (बैंक में आम तौर पर ${REFUND_TIME_HI} दिखते हैं)। आपके ऑर्डर का पेज: {{3}}\n\n${STOP.hi}`,
  },
  // Its own stop: a link that stops the reminders (there is no order page yet).
  'checkout-reminder': { en: REMINDER_TEXT.whatsapp, hi: REMINDER_TEXT_HI.whatsapp },
};

/** What each update needs; the story title already in the order's language (storyTitleIn). */
export type WhatsAppUpdate =
  | { update: 'order-paid'; orderNumber: string; storyTitle: string; childName: string; statusUrl: string }
  | { update: 'photo-needed'; childName: string; orderNumber: string; requestUrl: string; statusUrl: string }
  | {
      update: 'delivered';
      childName: string;
      storyTitle: string;
      /** The watch page (docs/decisions/100); absent on a message queued before it existed. */
      watchUrl?: string;
      statusUrl: string;
    }
  | { update: 'cancelled'; orderNumber: string; amountMinor: number; currency: string; statusUrl: string }
  | {
      update: 'checkout-reminder';
      childName: string;
      storyTitle: string;
      resumeUrl: string;
      stopUrl: string;
    };

/** The body's parameters, in the order of its {{n}}. */
export function whatsAppParameters(update: WhatsAppUpdate, lang: SiteLanguage): string[] {
  const values = (() => {
    switch (update.update) {
      case 'order-paid':
        return [update.orderNumber, update.storyTitle, update.childName, update.statusUrl];
      case 'photo-needed':
        return [update.childName, update.orderNumber, update.requestUrl, update.statusUrl];
      case 'delivered':
        return [update.childName, update.storyTitle, update.watchUrl ?? update.statusUrl, update.statusUrl];
      case 'cancelled':
        return [
          update.orderNumber,
          formatParentAmount(update.amountMinor, update.currency, lang),
          update.statusUrl,
        ];
      case 'checkout-reminder':
        return [update.childName, update.storyTitle, update.resumeUrl, update.stopUrl];
    }
  })();
  // The Cloud API refuses a parameter with a line break, a tab or more than four spaces in a row.
  return values.map(oneLine);
}

/** The body with its parameters filled in: what the parent reads. */
export function whatsAppText(update: WhatsAppUpdateKind, lang: SiteLanguage, parameters: string[]): string {
  return WHATSAPP_BODIES[update][lang].replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => parameters[Number(n) - 1] ?? '',
  );
}
