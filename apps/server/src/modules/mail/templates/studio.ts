import { PARENT_MAIL_IN } from '@shop/content/parent-mail/by-language';
import { photoReasonIn } from '@shop/content/parent-text/photo-reasons';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { storageLinkInLanguage } from '@shop/contracts/uploads';
import { oneLine } from '../../../lib/html.ts';
import { formatParentAmount } from './format.ts';
import { renderMail, type RenderedMail } from './layout.ts';

// The parent's e-mails from the studio's work on an order (issue 12): a better photo is needed, the
// video was re-delivered with a correction, the order was cancelled and refunded. None of them
// carries a photo or a link to one; each links to the parent's own signed pages. Each is written in
// the order's site language (issue 16; the words are in packages/content parent-mail); the studio's
// own reason is quoted as the admin wrote it.

// The child's name and the story's title, each on one line (they go into subjects and headings).
const onLine = (data: { childName: string; storyTitle: string }) => ({
  child: oneLine(data.childName),
  story: oneLine(data.storyTitle),
});

/** To the parent, when the studio asks for a better photo. */
export interface PhotoNeededData {
  siteLanguage: SiteLanguage;
  orderNumber: string;
  storyTitle: string;
  childName: string;
  reason: string;
  /** The signed better-photo page (7 days, one use). */
  requestUrl: string;
}

export function photoNeeded(data: PhotoNeededData): RenderedMail {
  const lang = data.siteLanguage;
  const mail = PARENT_MAIL_IN[lang];
  const words = mail.photoNeeded;
  const { child, story } = onLine(data);
  return renderMail({
    lang,
    subject: words.subject(child),
    preheader: words.preheader(story),
    blocks: [
      { kind: 'heading', text: words.heading(child) },
      // A standard reason in the family's language; the studio's own words as they wrote them.
      { kind: 'quote', text: lang === 'en' ? data.reason : photoReasonIn(data.reason, lang) },
      { kind: 'paragraph', content: [words.next(story)] },
      { kind: 'button', label: words.button, url: data.requestUrl },
      { kind: 'note', content: [words.link] },
      {
        kind: 'details',
        rows: [
          [mail.rows.orderNumber, oneLine(data.orderNumber)],
          [mail.rows.story, story],
        ],
      },
    ],
  });
}

/** To the parent, when a delivered order's video is replaced with a corrected one. */
export interface RedeliveryData {
  siteLanguage: SiteLanguage;
  orderNumber: string;
  storyTitle: string;
  childName: string;
  downloadUrl: string;
  statusUrl: string;
  /** The film's watch page (docs/decisions/100); absent on an e-mail queued before it existed. */
  watchUrl?: string;
}

export function redelivery(data: RedeliveryData): RenderedMail {
  const lang = data.siteLanguage;
  const mail = PARENT_MAIL_IN[lang];
  const words = mail.redelivery;
  const { child, story } = onLine(data);
  return renderMail({
    lang,
    subject: words.subject({ child, story }),
    preheader: words.preheader,
    blocks: [
      { kind: 'heading', text: words.heading(child) },
      { kind: 'paragraph', content: [words.intro(story)] },
      // The link's page, should it ever fail (expired, the file replaced), speaks the family's language too.
      { kind: 'button', label: words.button, url: storageLinkInLanguage(data.downloadUrl, lang) },
      {
        kind: 'note',
        content: [{ text: words.fresh.link, url: data.watchUrl ?? data.statusUrl }, words.fresh.after],
      },
      {
        kind: 'details',
        rows: [
          [mail.rows.orderNumber, oneLine(data.orderNumber)],
          [mail.rows.story, story],
        ],
      },
    ],
  });
}

/** To the parent, when the studio cancels the order and refunds it. */
export interface OrderCancelledData {
  siteLanguage: SiteLanguage;
  orderNumber: string;
  storyTitle: string;
  childName: string;
  amountMinor: number;
  currency: string;
  statusUrl: string;
}

export function orderCancelled(data: OrderCancelledData): RenderedMail {
  const lang = data.siteLanguage;
  const mail = PARENT_MAIL_IN[lang];
  const words = mail.cancelled;
  const { child, story } = onLine(data);
  const amount = formatParentAmount(data.amountMinor, data.currency, lang);
  return renderMail({
    lang,
    subject: words.subject(oneLine(data.orderNumber)),
    preheader: words.preheader(amount),
    blocks: [
      { kind: 'heading', text: words.heading },
      { kind: 'paragraph', content: [words.intro({ story, child, amount })] },
      { kind: 'button', label: mail.statusButton, url: data.statusUrl },
      {
        kind: 'details',
        rows: [
          [mail.rows.orderNumber, oneLine(data.orderNumber)],
          [mail.rows.refunded, amount],
        ],
      },
    ],
  });
}
