import { PARENT_MAIL_IN } from '@shop/content/parent-mail/by-language';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { oneLine } from '../../../lib/html.ts';
import { formatParentDate } from './format.ts';
import { renderMail, type Block, type RenderedMail } from './layout.ts';

/** "Find my order" (issue 14): the signed status links of the orders paid with this address. */
export interface OrderLinksData {
  /** The site language of the latest of these orders: the e-mail is written in it. */
  siteLanguage: SiteLanguage;
  orders: {
    orderNumber: string;
    /** In siteLanguage (storyTitleIn). */
    storyTitle: string;
    childName: string;
    /** When it was ordered (ISO time), written in siteLanguage by the e-mail. */
    orderedAt: string;
    statusUrl: string;
  }[];
}

export function orderLinks(data: OrderLinksData): RenderedMail {
  const mail = PARENT_MAIL_IN[data.siteLanguage];
  const copy = mail.orderLinks;
  const many = data.orders.length > 1;
  const blocks: Block[] = [
    { kind: 'heading', text: copy.heading(many) },
    { kind: 'paragraph', content: [copy.intro(many), copy.eachOpens] },
  ];
  const {
    orderNumber: numberLabel,
    story: storyLabel,
    childName: childLabel,
    orderedOn: dateLabel,
  } = mail.rows;
  for (const order of data.orders) {
    blocks.push(
      {
        kind: 'details',
        rows: [
          [numberLabel, oneLine(order.orderNumber)],
          [storyLabel, oneLine(order.storyTitle)],
          [childLabel, oneLine(order.childName)],
          [dateLabel, formatParentDate(new Date(order.orderedAt), data.siteLanguage)],
        ],
      },
      { kind: 'button', label: copy.open(oneLine(order.orderNumber)), url: order.statusUrl },
    );
  }
  blocks.push({ kind: 'note', content: [copy.ignore] });
  return renderMail({
    lang: data.siteLanguage,
    subject: copy.subject(many, oneLine(data.orders[0]!.orderNumber)),
    preheader: copy.preheader,
    blocks,
  });
}
