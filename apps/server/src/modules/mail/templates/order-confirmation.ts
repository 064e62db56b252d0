import { DELIVERY_PROMISES } from '@shop/content/site';
import { oneLine } from '../../../lib/html.ts';
import { formatLanguage } from './format.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** To the parent, when their paid order is created. */
export interface OrderConfirmationData {
  orderNumber: string;
  storyTitle: string;
  childName: string;
  language: string;
  /** Signed link to the order's status page (works without signing in). */
  statusUrl: string;
  /** The Find-my-order page, for a parent who loses this e-mail. */
  findOrderUrl: string;
}

export function orderConfirmation(data: OrderConfirmationData): RenderedMail {
  const child = oneLine(data.childName);
  const story = oneLine(data.storyTitle);
  // The order screens' promise (DESIGN §7): this mail is read as part of the order journey.
  const promise = `Your personalized video will arrive in this inbox ${DELIVERY_PROMISES.orderScreens}.`;
  return renderMail({
    subject: `Order confirmed: ${story} starring ${child}`,
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
          ['Language', formatLanguage(data.language)],
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
  });
}
