import { photoReasonIn } from '@shop/content/parent-text/photo-reasons';
import { REFUND_TIME } from '@shop/content/site';
import { REFUND_TIME_HI } from '@shop/content/site.hi';
import { PHOTO_REQUEST_LINK_DAYS } from '@shop/contracts/order-detail';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { storageLinkInLanguage } from '@shop/contracts/uploads';
import { oneLine } from '../../../lib/html.ts';
import { formatParentAmount } from './format.ts';
import { renderMail, type MailDocument, type RenderedMail } from './layout.ts';

// The parent's e-mails from the studio's work on an order (issue 12): a better photo is needed, the
// video was re-delivered with a correction, the order was cancelled and refunded. None of them
// carries a photo or a link to one; each links to the parent's own signed pages. Each is written in
// the order's site language (issue 16); the studio's reason is quoted as the admin wrote it.

type Copy<D> = Record<
  SiteLanguage,
  (words: { child: string; story: string; data: D }) => Omit<MailDocument, 'lang'>
>;

function render<D extends { siteLanguage: SiteLanguage; childName: string; storyTitle: string }>(
  copy: Copy<D>,
  data: D,
): RenderedMail {
  const words = { child: oneLine(data.childName), story: oneLine(data.storyTitle), data };
  return renderMail({ lang: data.siteLanguage, ...copy[data.siteLanguage](words) });
}

/** To the parent, when the studio asks for a better photo. */
export interface PhotoNeededData {
  siteLanguage: SiteLanguage;
  orderNumber: string;
  storyTitle: string;
  childName: string;
  reason: string;
  /** The signed better-photo page (7 days, one use). */
  requestUrl: string;
}

const PHOTO_NEEDED: Copy<PhotoNeededData> = {
  en: ({ child, story, data }) => ({
    subject: `We need a better photo of ${child}`,
    preheader: `One new photo and we carry on with ${story}.`,
    blocks: [
      { kind: 'heading', text: `Could you send us a better photo of ${child}?` },
      { kind: 'quote', text: data.reason },
      {
        kind: 'paragraph',
        content: [`As soon as it arrives we carry on with ${story}, and the video is ready within 24 hours.`],
      },
      { kind: 'button', label: 'Send a new photo', url: data.requestUrl },
      {
        kind: 'note',
        content: [`This link works for ${PHOTO_REQUEST_LINK_DAYS} days, for one set of new photos.`],
      },
      {
        kind: 'details',
        rows: [
          ['Order number', oneLine(data.orderNumber)],
          ['Story', story],
        ],
      },
    ],
  }),
  hi: ({ child, story, data }) => ({
    subject: `हमें ${child} की एक बेहतर फ़ोटो चाहिए`,
    preheader: `बस एक नई फ़ोटो, और हम ${story} पर काम आगे बढ़ाएँगे।`,
    blocks: [
      { kind: 'heading', text: `क्या आप ${child} की एक बेहतर फ़ोटो भेज सकते हैं?` },
      // A standard reason in Hindi; the studio's own words as they wrote them.
      { kind: 'quote', text: photoReasonIn(data.reason, 'hi') },
      {
        kind: 'paragraph',
        content: [`फ़ोटो मिलते ही हम ${story} पर काम आगे बढ़ाएँगे, और वीडियो 24 घंटे के भीतर तैयार होगा।`],
      },
      { kind: 'button', label: 'नई फ़ोटो भेजें', url: data.requestUrl },
      {
        kind: 'note',
        content: [`यह लिंक ${PHOTO_REQUEST_LINK_DAYS} दिन तक चलेगा, नई फ़ोटो एक बार भेजने के लिए।`],
      },
      {
        kind: 'details',
        rows: [
          ['ऑर्डर नंबर', oneLine(data.orderNumber)],
          ['कहानी', story],
        ],
      },
    ],
  }),
};

export const photoNeeded = (data: PhotoNeededData) => render(PHOTO_NEEDED, data);

/** To the parent, when a delivered order's video is replaced with a corrected one. */
export interface RedeliveryData {
  siteLanguage: SiteLanguage;
  orderNumber: string;
  storyTitle: string;
  childName: string;
  downloadUrl: string;
  statusUrl: string;
  /** The film's watch page (docs/decisions/100); absent on an e-mail queued before it existed. */
  watchUrl?: string;
}

const REDELIVERY: Copy<RedeliveryData> = {
  en: ({ child, story, data }) => ({
    subject: `A corrected video for ${child}: ${story}`,
    preheader: 'We made a correction to the video. Here is the new one.',
    blocks: [
      { kind: 'heading', text: `${child}'s video, corrected` },
      {
        kind: 'paragraph',
        content: [`We made a correction to ${story}. Please use this new video instead of the earlier one.`],
      },
      { kind: 'button', label: 'Download the new video', url: data.downloadUrl },
      {
        kind: 'note',
        content: [
          { text: "The film's own page", url: data.watchUrl ?? data.statusUrl },
          ' always has a fresh link, and your family links now play the new video.',
        ],
      },
      {
        kind: 'details',
        rows: [
          ['Order number', oneLine(data.orderNumber)],
          ['Story', story],
        ],
      },
    ],
  }),
  hi: ({ child, story, data }) => ({
    subject: `${child} के लिए सुधरा हुआ वीडियो: ${story}`,
    preheader: 'हमने वीडियो में एक सुधार किया है। यह रहा नया वीडियो।',
    blocks: [
      { kind: 'heading', text: `${child} का वीडियो, सुधार के साथ` },
      {
        kind: 'paragraph',
        content: [`हमने ${story} में एक सुधार किया है। कृपया पहले वाले की जगह यह नया वीडियो रखिए।`],
      },
      // The link's page, should it ever fail (expired, the file replaced), speaks Hindi too.
      { kind: 'button', label: 'नया वीडियो डाउनलोड करें', url: storageLinkInLanguage(data.downloadUrl, 'hi') },
      {
        kind: 'note',
        content: [
          { text: 'फ़िल्म के अपने पेज', url: data.watchUrl ?? data.statusUrl },
          ' पर हमेशा नया लिंक मिलेगा, और परिवार को भेजे गए लिंक पर भी अब नया वीडियो चलेगा।',
        ],
      },
      {
        kind: 'details',
        rows: [
          ['ऑर्डर नंबर', oneLine(data.orderNumber)],
          ['कहानी', story],
        ],
      },
    ],
  }),
};

export const redelivery = (data: RedeliveryData) => render(REDELIVERY, data);

/** To the parent, when the studio cancels the order and refunds it. */
export interface OrderCancelledData {
  siteLanguage: SiteLanguage;
  orderNumber: string;
  storyTitle: string;
  childName: string;
  amountMinor: number;
  currency: string;
  statusUrl: string;
}

const CANCELLED: Copy<OrderCancelledData> = {
  en: ({ child, story, data }) => {
    const amount = formatParentAmount(data.amountMinor, data.currency, 'en');
    return {
      subject: `Your order ${oneLine(data.orderNumber)} is cancelled and refunded`,
      preheader: `We refunded ${amount} to the way you paid.`,
      blocks: [
        { kind: 'heading', text: 'Your order is cancelled' },
        {
          kind: 'paragraph',
          content: [
            `We cancelled the order for ${story} starring ${child} and refunded ${amount} to the way you paid. Banks usually show it ${REFUND_TIME}.`,
          ],
        },
        { kind: 'button', label: 'See your order status', url: data.statusUrl },
        {
          kind: 'details',
          rows: [
            ['Order number', oneLine(data.orderNumber)],
            ['Refunded', amount],
          ],
        },
      ],
    };
  },
  hi: ({ child, story, data }) => {
    const amount = formatParentAmount(data.amountMinor, data.currency, 'hi');
    return {
      subject: `आपका ऑर्डर ${oneLine(data.orderNumber)} रद्द हो गया है और पैसे लौटा दिए गए हैं`,
      preheader: `हमने ${amount} उसी तरीक़े से लौटा दिए हैं जिससे आपने भुगतान किया था।`,
      blocks: [
        { kind: 'heading', text: 'आपका ऑर्डर रद्द कर दिया गया है' },
        {
          kind: 'paragraph',
          content: [
            `हमने ${story} का ऑर्डर, जिसमें ${child} हीरो था, रद्द कर दिया है और ${amount} उसी तरीक़े से लौटा दिए हैं जिससे आपने भुगतान किया था। आम तौर पर बैंक में यह रक़म ${REFUND_TIME_HI} दिख जाती है।`,
          ],
        },
        { kind: 'button', label: 'अपने ऑर्डर की स्थिति देखें', url: data.statusUrl },
        {
          kind: 'details',
          rows: [
            ['ऑर्डर नंबर', oneLine(data.orderNumber)],
            ['लौटाई गई रक़म', amount],
          ],
        },
      ],
    };
  },
};

export const orderCancelled = (data: OrderCancelledData) => render(CANCELLED, data);
