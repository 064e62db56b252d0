import { PARENT_MAIL_IN } from '@shop/content/parent-mail/by-language';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { storageLinkInLanguage } from '@shop/contracts/uploads';
import { oneLine } from '../../../lib/html.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** To the parent, when an admin completes the order. */
export interface DeliveryData {
  /** The order's site language: the e-mail is written in it. */
  siteLanguage: SiteLanguage;
  orderNumber: string;
  /** In the order's site language (storyTitleIn). */
  storyTitle: string;
  childName: string;
  /** Signed download link, valid DOWNLOAD_LINK_DAYS days. */
  downloadUrl: string;
  /** Signed order-status link, which issues a fresh download link at any time. */
  statusUrl: string;
  /**
   * The film's watch page (docs/decisions/100): plays it, downloads it with fresh links for as long
   * as it is kept, shares it with family. Absent on an e-mail queued before it existed.
   */
  watchUrl?: string;
  /** A gift's film (docs/decisions/116): who gave it and their message (plain text, may be empty). */
  gift?: { giverName: string; message: string };
}

export function delivery(data: DeliveryData): RenderedMail {
  const lang = data.siteLanguage;
  const mail = PARENT_MAIL_IN[lang];
  const words = mail.delivery;
  const values = { child: oneLine(data.childName), story: oneLine(data.storyTitle) };
  return renderMail({
    lang,
    subject: words.subject(values),
    preheader: words.preheader,
    blocks: [
      { kind: 'heading', text: words.heading(values.child) },
      { kind: 'paragraph', content: [words.intro(values)] },
      ...(data.gift
        ? data.gift.message
          ? [
              { kind: 'paragraph' as const, content: [words.giftMessage(oneLine(data.gift.giverName))] },
              { kind: 'quote' as const, text: data.gift.message },
            ]
          : [{ kind: 'paragraph' as const, content: [words.giftFrom(oneLine(data.gift.giverName))] }]
        : []),
      { kind: 'button', label: words.button, url: data.watchUrl ?? data.statusUrl },
      { kind: 'paragraph', content: [words.onItsPage] },
      {
        kind: 'note',
        content: [
          // The link's page, should it ever fail (expired, the file replaced), speaks the e-mail's language too.
          { text: words.later.download, url: storageLinkInLanguage(data.downloadUrl, lang) },
          words.later.between,
          { text: words.later.status, url: data.statusUrl },
          words.later.after,
        ],
      },
      {
        kind: 'details',
        rows: [
          [mail.rows.orderNumber, oneLine(data.orderNumber)],
          [mail.rows.story, values.story],
        ],
      },
    ],
  });
}
