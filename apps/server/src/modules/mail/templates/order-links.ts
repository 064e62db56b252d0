import { SITE_NAME } from '@shop/content/site';
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

const COPY = {
  en: {
    heading: (many: boolean) => (many ? 'Your orders' : 'Your order'),
    intro: (many: boolean) => [
      `You asked us for the link${many ? 's' : ''} to your ${SITE_NAME} order${many ? 's' : ''}. `,
      'Each one opens the order’s page, no sign-in needed: its progress, and the video once it is ready.',
    ],
    rows: ['Order number', 'Story', "Child's name", 'Ordered on'],
    open: (number: string) => `Open order ${number}`,
    ignore: 'If you did not ask for this e-mail, you can ignore it: nothing has changed on your orders.',
    subject: (many: boolean, first: string) =>
      many ? `Your ${SITE_NAME} orders` : `Your ${SITE_NAME} order ${first}`,
    preheader: 'The links to your order pages, as you asked.',
  },
  hi: {
    heading: (many: boolean) => (many ? 'आपके ऑर्डर' : 'आपका ऑर्डर'),
    intro: (many: boolean) => [
      `आपने ${SITE_NAME} पर अपने ${many ? 'ऑर्डरों' : 'ऑर्डर'} का लिंक माँगा था। `,
      'हर लिंक ऑर्डर का पेज खोलता है, साइन-इन की ज़रूरत नहीं: काम कहाँ तक पहुँचा, और तैयार होने पर वीडियो।',
    ],
    rows: ['ऑर्डर नंबर', 'कहानी', 'बच्चे का नाम', 'ऑर्डर की तारीख़'],
    open: (number: string) => `ऑर्डर ${number} खोलें`,
    ignore: 'अगर आपने यह ई-मेल नहीं माँगा था, तो इसे अनदेखा कर दीजिए: आपके ऑर्डरों में कुछ नहीं बदला है।',
    subject: (many: boolean, first: string) =>
      many ? `${SITE_NAME} पर आपके ऑर्डर` : `${SITE_NAME} पर आपका ऑर्डर ${first}`,
    preheader: 'आपके ऑर्डर के पेजों के लिंक, जैसा आपने माँगा था।',
  },
} as const satisfies Record<SiteLanguage, unknown>;

export function orderLinks(data: OrderLinksData): RenderedMail {
  const copy = COPY[data.siteLanguage];
  const many = data.orders.length > 1;
  const blocks: Block[] = [
    { kind: 'heading', text: copy.heading(many) },
    { kind: 'paragraph', content: copy.intro(many) },
  ];
  const [numberLabel, storyLabel, childLabel, dateLabel] = copy.rows;
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
