import { PARENT_MAIL_IN } from '@shop/content/parent-mail/by-language';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { oneLine } from '../../../lib/html.ts';
import { narrationIn } from './format.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** To the parent, when their paid order is created. */
export interface OrderConfirmationData {
  /** The order's site language: the e-mail is written in it. */
  siteLanguage: SiteLanguage;
  orderNumber: string;
  /** In the order's site language (storyTitleIn). */
  storyTitle: string;
  childName: string;
  /** The video's narration language ('english' | 'hindi'). */
  language: string;
  /** Signed link to the order's status page (works without signing in). */
  statusUrl: string;
  /** The Find-my-order page, for a parent who loses this e-mail. */
  findOrderUrl: string;
}

export function orderConfirmation(data: OrderConfirmationData): RenderedMail {
  const lang = data.siteLanguage;
  const mail = PARENT_MAIL_IN[lang];
  const words = mail.orderConfirmation;
  const values = { child: oneLine(data.childName), story: oneLine(data.storyTitle) };
  return renderMail({
    lang,
    subject: words.subject(values),
    preheader: words.preheader,
    blocks: [
      { kind: 'heading', text: words.heading },
      { kind: 'paragraph', content: [words.intro(values)] },
      {
        kind: 'details',
        rows: [
          [mail.rows.orderNumber, oneLine(data.orderNumber)],
          [mail.rows.story, values.story],
          [mail.rows.childName, values.child],
          [mail.rows.language, narrationIn(data.language, lang)],
        ],
      },
      { kind: 'button', label: mail.statusButton, url: data.statusUrl },
      {
        kind: 'note',
        content: [words.keep.before, { text: words.keep.link, url: data.findOrderUrl }, words.keep.after],
      },
    ],
  });
}
