import { WHATSAPP_TEXT_IN } from '@shop/content/parent-mail/by-language';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { WhatsAppUpdateKind } from '@shop/contracts/whatsapp-updates';
import { oneLine } from '../../../lib/html.ts';
import { formatParentAmount } from './format.ts';

// The WhatsApp updates (docs/decisions/049): their bodies are the templates submitted to Meta for
// approval, with {{1}}, {{2}} … where each message's values go. Their words, in each language, are in
// packages/content (parent-mail/whatsapp.ts and its Hindi); this file fills them in.

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
    }
  | { update: 'gift-invitation'; giverName: string; childName: string; inviteUrl: string };

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
      case 'gift-invitation':
        return [update.giverName, update.childName, update.inviteUrl];
    }
  })();
  // The Cloud API refuses a parameter with a line break, a tab or more than four spaces in a row.
  return values.map(oneLine);
}

/** The body with its parameters filled in: what the parent reads. */
export function whatsAppText(update: WhatsAppUpdateKind, lang: SiteLanguage, parameters: string[]): string {
  return WHATSAPP_TEXT_IN[lang].bodies[update].replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => parameters[Number(n) - 1] ?? '',
  );
}
