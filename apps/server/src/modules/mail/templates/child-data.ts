import { PARENT_MAIL_IN } from '@shop/content/parent-mail/by-language';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { oneLine } from '../../../lib/html.ts';
import { formatParentTime } from './format.ts';
import { renderMail, type RenderedMail } from './layout.ts';

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

export function childDataDeleted(data: ChildDataDeletedData): RenderedMail {
  const lang = data.siteLanguage;
  const mail = PARENT_MAIL_IN[lang];
  const words = mail.childDataDeleted;
  const when = formatParentTime(new Date(data.deletedAt), lang);
  const story = oneLine(data.storyTitle);
  const number = oneLine(data.orderNumber);
  return renderMail({
    lang,
    subject: words.subject(data.what, number),
    preheader: words.preheader(when),
    blocks: [
      { kind: 'heading', text: words.heading(data.what) },
      {
        kind: 'paragraph',
        content: [
          data.what === 'photos'
            ? words.photos({ story, files: data.files, when })
            : words.video({ story, when }),
        ],
      },
      {
        kind: 'details',
        rows: [
          [mail.rows.orderNumber, number],
          [mail.rows.deletedOn, when],
        ],
      },
      { kind: 'note', content: [words.kept(data.what)] },
    ],
  });
}

/** To the parent, after their account was erased. */
export interface AccountErasedData {
  /** The language of the account's latest order (English without one). */
  siteLanguage: SiteLanguage;
  orders: number;
  /** ISO time of the erasure. */
  erasedAt: string;
}

export function accountErased(data: AccountErasedData): RenderedMail {
  const lang = data.siteLanguage;
  const words = PARENT_MAIL_IN[lang].accountErased;
  const when = formatParentTime(new Date(data.erasedAt), lang);
  return renderMail({
    lang,
    subject: words.subject,
    preheader: words.preheader(when),
    blocks: [
      { kind: 'heading', text: words.heading },
      { kind: 'paragraph', content: [words.erased({ when, orders: data.orders })] },
      { kind: 'paragraph', content: [words.kept] },
      { kind: 'note', content: [words.last] },
    ],
  });
}
