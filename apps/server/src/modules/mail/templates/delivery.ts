import { DOWNLOAD_LINK_DAYS } from '@shop/content/site';
import { oneLine } from '../../../lib/html.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** To the parent, when an admin completes the order. */
export interface DeliveryData {
  orderNumber: string;
  storyTitle: string;
  childName: string;
  /** Signed download link, valid DOWNLOAD_LINK_DAYS days. */
  downloadUrl: string;
  /** Signed order-status link, which issues a fresh download link at any time. */
  statusUrl: string;
}

export function delivery(data: DeliveryData): RenderedMail {
  const child = oneLine(data.childName);
  const story = oneLine(data.storyTitle);
  return renderMail({
    subject: `${child}'s video is ready: ${story}`,
    preheader: `Download it now: the link works for ${DOWNLOAD_LINK_DAYS} days.`,
    blocks: [
      { kind: 'heading', text: `${child}'s adventure is ready!` },
      {
        kind: 'paragraph',
        content: [`Your personalized video of ${story}, starring ${child}, is finished.`],
      },
      { kind: 'button', label: 'Download the video', url: data.downloadUrl },
      {
        kind: 'note',
        content: [
          `This download link works for ${DOWNLOAD_LINK_DAYS} days. After that, `,
          { text: 'open your order status page', url: data.statusUrl },
          ' to get a fresh link whenever you like.',
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
  });
}
