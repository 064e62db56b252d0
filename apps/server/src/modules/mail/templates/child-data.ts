import { oneLine } from '../../../lib/html.ts';
import { formatIndiaTime } from './format.ts';
import { renderMail, type RenderedMail } from './layout.ts';

// The parent's receipts for deleting their child's data (docs/decisions/047). They name no child
// (a receipt outlives the erasure it confirms) and carry no link to a photo or video.

/** To the parent, after their child's photos or the delivered video were deleted at their request. */
export interface ChildDataDeletedData {
  orderNumber: string;
  storyTitle: string;
  what: 'photos' | 'video';
  files: number;
  /** ISO time of the deletion. */
  deletedAt: string;
}

export function childDataDeleted(data: ChildDataDeletedData): RenderedMail {
  const story = oneLine(data.storyTitle);
  const when = formatIndiaTime(new Date(data.deletedAt));
  const thing = data.what === 'photos' ? "your child's photos" : 'the video';
  return renderMail({
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
        content: ['We keep the order and its payment record, as the law asks us to, without the photos.'],
      },
    ],
  });
}

/** To the parent, after their account was erased. */
export interface AccountErasedData {
  orders: number;
  /** ISO time of the erasure. */
  erasedAt: string;
}

export function accountErased(data: AccountErasedData): RenderedMail {
  const when = formatIndiaTime(new Date(data.erasedAt));
  return renderMail({
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
  });
}
