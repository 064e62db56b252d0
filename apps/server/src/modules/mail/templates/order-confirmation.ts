import { DELIVERY_PROMISES, ORDER_CONFIRMATION_SUBJECT } from '@shop/content/site';
import { DELIVERY_PROMISES_HI, ORDER_CONFIRMATION_SUBJECT_HI } from '@shop/content/site.hi';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { oneLine } from '../../../lib/html.ts';
import { narrationIn } from './format.ts';
import { renderMail, type MailDocument, type RenderedMail } from './layout.ts';

/** To the parent, when their paid order is created. */
export interface OrderConfirmationData {
  /** The order's site language: the e-mail is written in it. */
  siteLanguage: SiteLanguage;
  orderNumber: string;
  /** In the order's site language (storyTitleIn). */
  storyTitle: string;
  childName: string;
  /** The video's narration language ('english' | 'hindi'). */
  language: string;
  /** Signed link to the order's status page (works without signing in). */
  statusUrl: string;
  /** The Find-my-order page, for a parent who loses this e-mail. */
  findOrderUrl: string;
}

type Words = { child: string; story: string; data: OrderConfirmationData };

const COPY: Record<SiteLanguage, (words: Words) => Omit<MailDocument, 'lang'>> = {
  en: ({ child, story, data }) => {
    // The order screens' promise (docs/product-guide.md#settled-contradictions): this mail is read as part of the order journey.
    const promise = `Your personalized video will arrive in this inbox ${DELIVERY_PROMISES.orderScreens}.`;
    return {
      subject: `${ORDER_CONFIRMATION_SUBJECT}: ${story} starring ${child}`,
      preheader: promise,
      blocks: [
        { kind: 'heading', text: 'Thank you! Your order is confirmed' },
        { kind: 'paragraph', content: [`We are making ${story} with ${child} as the hero. ${promise}`] },
        {
          kind: 'details',
          rows: [
            ['Order number', oneLine(data.orderNumber)],
            ['Story', story],
            ["Child's name", child],
            ['Language', narrationIn(data.language, 'en')],
          ],
        },
        { kind: 'button', label: 'See your order status', url: data.statusUrl },
        {
          kind: 'note',
          content: [
            'Keep this e-mail: the link above shows your order at any time, no sign-in needed. Your receipt is attached. Lost this e-mail later? ',
            { text: 'Find your order', url: data.findOrderUrl },
            ' with your e-mail address.',
          ],
        },
      ],
    };
  },
  hi: ({ child, story, data }) => {
    const promise = `आपका वीडियो ${DELIVERY_PROMISES_HI.orderScreens} इसी ई-मेल पते पर पहुँच जाएगा।`;
    return {
      subject: `${ORDER_CONFIRMATION_SUBJECT_HI}: ${story}, हीरो ${child}`,
      preheader: promise,
      blocks: [
        { kind: 'heading', text: 'धन्यवाद! आपका ऑर्डर पक्का हो गया है' },
        {
          kind: 'paragraph',
          content: [`हम ${story} की कहानी बना रहे हैं, जिसमें ${child} हीरो है। ${promise}`],
        },
        {
          kind: 'details',
          rows: [
            ['ऑर्डर नंबर', oneLine(data.orderNumber)],
            ['कहानी', story],
            ['बच्चे का नाम', child],
            ['वीडियो की भाषा', narrationIn(data.language, 'hi')],
          ],
        },
        { kind: 'button', label: 'अपने ऑर्डर की स्थिति देखें', url: data.statusUrl },
        {
          kind: 'note',
          content: [
            'यह ई-मेल सँभालकर रखिए: ऊपर वाले लिंक से आप कभी भी अपना ऑर्डर देख सकते हैं, साइन-इन की ज़रूरत नहीं। आपकी रसीद साथ में लगी है। बाद में यह ई-मेल न मिले, तो अपने ई-मेल पते से ',
            { text: 'अपना ऑर्डर ढूँढिए', url: data.findOrderUrl },
            '।',
          ],
        },
      ],
    };
  },
};

export function orderConfirmation(data: OrderConfirmationData): RenderedMail {
  const words = { child: oneLine(data.childName), story: oneLine(data.storyTitle), data };
  return renderMail({ lang: data.siteLanguage, ...COPY[data.siteLanguage](words) });
}
