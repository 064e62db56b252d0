import { adminOrderPagePath } from '@shop/contracts/page-paths';
import { oneLine } from '../../../lib/html.ts';
import { formatAmount, formatIndiaTime, formatLanguage } from './format.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** To every recipient with orderCreated on, when a paid order is created (docs/product-guide.md#new-order-notices). */
export interface NewOrderNoticeData {
  orderId: string;
  orderNumber: string;
  storyTitle: string;
  childName: string;
  language: string;
  country: string;
  amountMinor: number;
  currency: string;
  /** When the video is due (24 h after payment, docs/product-guide.md#settled-contradictions). */
  dueAt: Date;
  /** The shop's public origin (config.siteUrl), for the link to the admin screen. */
  siteUrl: string;
}

export function newOrderNotice(data: NewOrderNoticeData): RenderedMail {
  const child = oneLine(data.childName);
  const story = oneLine(data.storyTitle);
  const due = formatIndiaTime(data.dueAt);
  // The order's detail page: its photos, stages and the completion (issue 12).
  const orderUrl = `${data.siteUrl.replace(/\/+$/, '')}${adminOrderPagePath(data.orderId)}`;
  return renderMail({
    subject: `New order ${oneLine(data.orderNumber)}: ${story} for ${child}`,
    preheader: `Due ${due}. ${formatLanguage(data.language)}, ${oneLine(data.country)}.`,
    blocks: [
      { kind: 'heading', text: 'A new order is waiting' },
      {
        kind: 'paragraph',
        content: [`${child} will be the hero of ${story}. Please deliver the video by ${due}.`],
      },
      {
        kind: 'details',
        rows: [
          ['Order number', oneLine(data.orderNumber)],
          ['Story', story],
          ["Child's name", child],
          ['Language', formatLanguage(data.language)],
          ['Country', oneLine(data.country)],
          ['Amount paid', formatAmount(data.amountMinor, data.currency)],
          ['Due', due],
        ],
      },
      { kind: 'button', label: 'Open this order', url: orderUrl },
      {
        kind: 'note',
        content: ['You receive this because you are a new-order recipient in the admin dashboard.'],
      },
    ],
  });
}
