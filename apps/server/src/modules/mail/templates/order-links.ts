import { oneLine } from '../../../lib/html.ts';
import { renderMail, type Block, type RenderedMail } from './layout.ts';

/** "Find my order" (issue 14): the signed status links of the orders paid with this address. */
export interface OrderLinksData {
  orders: {
    orderNumber: string;
    storyTitle: string;
    childName: string;
    orderedOn: string;
    statusUrl: string;
  }[];
}

export function orderLinks(data: OrderLinksData): RenderedMail {
  const many = data.orders.length > 1;
  const blocks: Block[] = [
    { kind: 'heading', text: many ? 'Your orders' : 'Your order' },
    {
      kind: 'paragraph',
      content: [
        `You asked us for the link${many ? 's' : ''} to your Diya Tales order${many ? 's' : ''}. `,
        'Each one opens the order’s page, no sign-in needed: its progress, and the video once it is ready.',
      ],
    },
  ];
  for (const order of data.orders) {
    blocks.push(
      {
        kind: 'details',
        rows: [
          ['Order number', oneLine(order.orderNumber)],
          ['Story', oneLine(order.storyTitle)],
          ["Child's name", oneLine(order.childName)],
          ['Ordered on', oneLine(order.orderedOn)],
        ],
      },
      { kind: 'button', label: `Open order ${oneLine(order.orderNumber)}`, url: order.statusUrl },
    );
  }
  blocks.push({
    kind: 'note',
    content: ['If you did not ask for this e-mail, you can ignore it: nothing has changed on your orders.'],
  });
  return renderMail({
    subject: many
      ? 'Your Diya Tales orders'
      : `Your Diya Tales order ${oneLine(data.orders[0]!.orderNumber)}`,
    preheader: 'The links to your order pages, as you asked.',
    blocks,
  });
}
