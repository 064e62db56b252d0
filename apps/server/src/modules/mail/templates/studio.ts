import { formatMoney } from '@shop/contracts/pricing';
import { PHOTO_REQUEST_LINK_DAYS } from '@shop/contracts/order-detail';
import { oneLine } from '../../../lib/html.ts';
import { renderMail, type RenderedMail } from './layout.ts';

// The parent's e-mails from the studio's work on an order (issue 12): a better photo is needed, the
// video was re-delivered with a correction, the order was cancelled and refunded. None of them
// carries a photo or a link to one; each links to the parent's own signed pages.

/** To the parent, when the studio asks for a better photo. */
export interface PhotoNeededData {
  orderNumber: string;
  storyTitle: string;
  childName: string;
  reason: string;
  /** The signed better-photo page (7 days, one use). */
  requestUrl: string;
}

export function photoNeeded(data: PhotoNeededData): RenderedMail {
  const child = oneLine(data.childName);
  const story = oneLine(data.storyTitle);
  return renderMail({
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
  });
}

/** To the parent, when a delivered order's video is replaced with a corrected one. */
export interface RedeliveryData {
  orderNumber: string;
  storyTitle: string;
  childName: string;
  downloadUrl: string;
  statusUrl: string;
}

export function redelivery(data: RedeliveryData): RenderedMail {
  const child = oneLine(data.childName);
  const story = oneLine(data.storyTitle);
  return renderMail({
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
        content: [{ text: 'Your order status page', url: data.statusUrl }, ' always has a fresh link.'],
      },
      {
        kind: 'details',
        rows: [
          ['Order number', oneLine(data.orderNumber)],
          ['Story', story],
        ],
      },
    ],
  });
}

/** To the parent, when the studio cancels the order and refunds it. */
export interface OrderCancelledData {
  orderNumber: string;
  storyTitle: string;
  childName: string;
  amountMinor: number;
  currency: string;
  statusUrl: string;
}

export function orderCancelled(data: OrderCancelledData): RenderedMail {
  const child = oneLine(data.childName);
  const story = oneLine(data.storyTitle);
  const amount = formatMoney(data.amountMinor, data.currency);
  return renderMail({
    subject: `Your order ${oneLine(data.orderNumber)} is cancelled and refunded`,
    preheader: `We refunded ${amount} to the way you paid.`,
    blocks: [
      { kind: 'heading', text: 'Your order is cancelled' },
      {
        kind: 'paragraph',
        content: [
          `We cancelled the order for ${story} starring ${child} and refunded ${amount} to the way you paid. Banks usually show it within 5 to 7 working days.`,
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
  });
}
