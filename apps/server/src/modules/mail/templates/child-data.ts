import type { SiteLanguage } from '@shop/contracts/site-language';
import { oneLine } from '../../../lib/html.ts';
import { formatParentTime } from './format.ts';
import { renderMail, type MailDocument, type RenderedMail } from './layout.ts';

// The parent's receipts for deleting their child's data (docs/decisions/047). They name no child
// (a receipt outlives the erasure it confirms) and carry no link to a photo or video. Each is
// written in the parent's language (issue 16): the order's for a deletion, and for an erased
// account the language of its latest order (docs/decisions/057).

/** To the parent, after their child's photos or the delivered video were deleted at their request. */
export interface ChildDataDeletedData {
  /** The order's site language. */
  siteLanguage: SiteLanguage;
  orderNumber: string;
  storyTitle: string;
  what: 'photos' | 'video';
  files: number;
  /** ISO time of the deletion. */
  deletedAt: string;
}

type Copy<D> = Record<SiteLanguage, (data: D, when: string) => Omit<MailDocument, 'lang'>>;

const CHILD_DATA_DELETED: Copy<ChildDataDeletedData> = {
  en: (data, when) => {
    const story = oneLine(data.storyTitle);
    const thing = data.what === 'photos' ? "your child's photos" : 'the video';
    return {
      subject: `Deleted: ${thing} for order ${oneLine(data.orderNumber)}`,
      preheader: `Deleted on ${when}, as you asked.`,
      blocks: [
        {
          kind: 'heading',
          text: data.what === 'photos' ? "Your child's photos are deleted" : 'Your video is deleted',
        },
        {
          kind: 'paragraph',
          content: [
            data.what === 'photos'
              ? `As you asked, we deleted the photos you sent for ${story} (${data.files} ${data.files === 1 ? 'file' : 'files'}) from our storage on ${when}. Nobody at Diya Tales can see them any more, and they cannot be brought back.`
              : `As you asked, we deleted the video of ${story} and its picture from our storage on ${when}. Old download links no longer work, and it cannot be brought back.`,
          ],
        },
        {
          kind: 'details',
          rows: [
            ['Order number', oneLine(data.orderNumber)],
            ['Deleted on', when],
          ],
        },
        {
          kind: 'note',
          content: [
            `We keep the order and its payment record, as the law asks us to, without ${data.what === 'photos' ? 'the photos' : 'the video'}.`,
          ],
        },
      ],
    };
  },
  hi: (data, when) => {
    const story = oneLine(data.storyTitle);
    return {
      subject:
        data.what === 'photos'
          ? `ऑर्डर ${oneLine(data.orderNumber)} के लिए भेजी गई फ़ोटो हटा दी गईं`
          : `ऑर्डर ${oneLine(data.orderNumber)} का वीडियो हटा दिया गया`,
      preheader: `आपके कहने पर ${when} को हटाया गया।`,
      blocks: [
        {
          kind: 'heading',
          text: data.what === 'photos' ? 'आपके बच्चे की फ़ोटो हटा दी गई हैं' : 'आपका वीडियो हटा दिया गया है',
        },
        {
          kind: 'paragraph',
          content: [
            data.what === 'photos'
              ? `आपके कहने पर, ${story} के लिए भेजी गई फ़ोटो (${data.files} फ़ाइल) हमने ${when} को अपने स्टोरेज से हटा दीं। अब Diya Tales में कोई उन्हें नहीं देख सकता, और उन्हें वापस नहीं लाया जा सकता।`
              : `आपके कहने पर, ${story} का वीडियो और उसकी तस्वीर हमने ${when} को अपने स्टोरेज से हटा दी। पुराने डाउनलोड लिंक अब नहीं चलेंगे, और वीडियो वापस नहीं लाया जा सकता।`,
          ],
        },
        {
          kind: 'details',
          rows: [
            ['ऑर्डर नंबर', oneLine(data.orderNumber)],
            ['हटाने का समय', when],
          ],
        },
        {
          kind: 'note',
          content: [
            `ऑर्डर और उसके भुगतान का रिकॉर्ड हम क़ानून के मुताबिक़ रखते हैं, ${data.what === 'photos' ? 'फ़ोटो' : 'वीडियो'} के बिना।`,
          ],
        },
      ],
    };
  },
};

export function childDataDeleted(data: ChildDataDeletedData): RenderedMail {
  const when = formatParentTime(new Date(data.deletedAt), data.siteLanguage);
  return renderMail({ lang: data.siteLanguage, ...CHILD_DATA_DELETED[data.siteLanguage](data, when) });
}

/** To the parent, after their account was erased. */
export interface AccountErasedData {
  /** The language of the account's latest order (English without one). */
  siteLanguage: SiteLanguage;
  orders: number;
  /** ISO time of the erasure. */
  erasedAt: string;
}

const ACCOUNT_ERASED: Copy<AccountErasedData> = {
  en: (data, when) => ({
    subject: 'Your Diya Tales account is deleted',
    preheader: `Deleted on ${when}, as you asked.`,
    blocks: [
      { kind: 'heading', text: 'Your account is deleted' },
      {
        kind: 'paragraph',
        content: [
          `As you asked, on ${when} we deleted your account, your name, your e-mail address and phone number, your child's name, photos and videos from ${data.orders} ${data.orders === 1 ? 'order' : 'orders'}.`,
        ],
      },
      {
        kind: 'paragraph',
        content: [
          'The tax law makes us keep each invoice and payment for 72 months: we keep its number, date, amount, tax and state, without your name, your e-mail address or your child’s name.',
        ],
      },
      { kind: 'note', content: ['This is the last e-mail we send to this address.'] },
    ],
  }),
  hi: (data, when) => ({
    subject: 'आपका Diya Tales खाता हटा दिया गया है',
    preheader: `आपके कहने पर ${when} को हटाया गया।`,
    blocks: [
      { kind: 'heading', text: 'आपका खाता हटा दिया गया है' },
      {
        kind: 'paragraph',
        content: [
          `आपके कहने पर, ${when} को हमने आपका खाता, आपका नाम, ई-मेल पता और फ़ोन नंबर, और ${data.orders} ${data.orders === 1 ? 'ऑर्डर' : 'ऑर्डरों'} से जुड़े आपके बच्चे का नाम, फ़ोटो और वीडियो हटा दिए।`,
        ],
      },
      {
        kind: 'paragraph',
        content: [
          'टैक्स क़ानून के अनुसार हमें हर इनवॉइस और भुगतान का रिकॉर्ड 72 महीने तक रखना होता है: हम उसका नंबर, तारीख़, राशि, टैक्स और राज्य रखते हैं, पर आपका नाम, ई-मेल पता या बच्चे का नाम नहीं।',
        ],
      },
      { kind: 'note', content: ['इस पते पर यह हमारा आख़िरी ई-मेल है।'] },
    ],
  }),
};

export function accountErased(data: AccountErasedData): RenderedMail {
  const when = formatParentTime(new Date(data.erasedAt), data.siteLanguage);
  return renderMail({ lang: data.siteLanguage, ...ACCOUNT_ERASED[data.siteLanguage](data, when) });
}
