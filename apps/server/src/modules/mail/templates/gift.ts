import { GIFT_TEXT } from '@shop/content/parent-text/gifts';
import { GIFT_TEXT_HI } from '@shop/content/parent-text/gifts.hi';
import type { GiftOccasion } from '@shop/contracts/gifts';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { oneLine } from '../../../lib/html.ts';
import { formatParentAmount, formatParentDate } from './format.ts';
import { renderMail, type Block, type RenderedMail } from './layout.ts';

// A gift's e-mails (docs/decisions/115), in the language the giver chose: the parent's invitation
// (and its reminders), the giver's receipt with the status page's link, and the notice to both of an
// unclaimed gift's refund. The giver's message is their own words, shown as a quote.

const TEXT = { en: GIFT_TEXT, hi: GIFT_TEXT_HI } as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export interface GiftInvitationData {
  siteLanguage: SiteLanguage;
  giverName: string;
  childName: string;
  occasion: GiftOccasion;
  message: string;
  /** In siteLanguage (storyTitleIn). */
  storyTitle: string;
  /** The film's day (ISO), or null: as soon as it is ready. */
  deliverAt: string | null;
  inviteUrl: string;
  /** 0: the invitation; 1 and 2: the reminders at 3 and 7 days. */
  reminder: 0 | 1 | 2;
}

export function giftInvitation(data: GiftInvitationData): RenderedMail {
  const text = TEXT[data.siteLanguage];
  const copy = text.invitation.email;
  const values = {
    giver: oneLine(data.giverName),
    child: oneLine(data.childName),
    story: oneLine(data.storyTitle),
    occasion: text.occasions[data.occasion],
    day: data.deliverAt ? formatParentDate(new Date(data.deliverAt), data.siteLanguage) : '—',
  };
  const blocks: Block[] = [
    { kind: 'heading', text: fill(copy.heading, values) },
    ...(data.reminder > 0
      ? [{ kind: 'paragraph' as const, content: [fill(copy.reminderIntro, values)] }]
      : []),
    { kind: 'paragraph', content: [fill(copy.intro, values)] },
    ...(data.message
      ? [
          { kind: 'paragraph' as const, content: [copy.messageLabel] },
          { kind: 'quote' as const, text: data.message },
        ]
      : []),
    { kind: 'paragraph', content: [fill(copy.howTo, values)] },
    { kind: 'button', label: copy.button, url: data.inviteUrl },
    { kind: 'note', content: [fill(copy.lastDay, values)] },
  ];
  return renderMail({
    lang: data.siteLanguage,
    subject: fill(data.reminder > 0 ? copy.reminderSubject : copy.subject, values),
    preheader: fill(copy.preheader, values),
    blocks,
  });
}

export interface GiftReceiptData {
  siteLanguage: SiteLanguage;
  giverName: string;
  childName: string;
  storyTitle: string;
  orderNumber: string;
  statusUrl: string;
}

export function giftReceipt(data: GiftReceiptData): RenderedMail {
  const copy = TEXT[data.siteLanguage].receipt;
  const values = {
    giver: oneLine(data.giverName),
    child: oneLine(data.childName),
    story: oneLine(data.storyTitle),
    number: oneLine(data.orderNumber),
  };
  return renderMail({
    lang: data.siteLanguage,
    subject: fill(copy.subject, values),
    preheader: fill(copy.intro, values),
    blocks: [
      { kind: 'heading', text: fill(copy.heading, values) },
      { kind: 'paragraph', content: [fill(copy.intro, values)] },
      { kind: 'button', label: copy.button, url: data.statusUrl },
      { kind: 'note', content: [copy.privacy] },
    ],
  });
}

export interface GiftRefundedData {
  siteLanguage: SiteLanguage;
  to: 'giver' | 'parent';
  giverName: string;
  childName: string;
  amountMinor: number;
  currency: string;
}

export function giftRefunded(data: GiftRefundedData): RenderedMail {
  const copy = TEXT[data.siteLanguage].refund;
  const values = {
    giver: oneLine(data.giverName),
    child: oneLine(data.childName),
    amount: formatParentAmount(data.amountMinor, data.currency, data.siteLanguage),
  };
  const subject = fill(data.to === 'giver' ? copy.giverSubject : copy.parentSubject, values);
  return renderMail({
    lang: data.siteLanguage,
    subject,
    preheader: subject,
    blocks: [
      { kind: 'heading', text: subject },
      { kind: 'paragraph', content: [fill(data.to === 'giver' ? copy.giverText : copy.parentText, values)] },
    ],
  });
}
