import { REMINDER_TEXT } from '@shop/content/parent-text/reminders';
import { REMINDER_TEXT_HI } from '@shop/content/parent-text/reminders.hi';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { oneLine } from '../../../lib/html.ts';
import { formatParentTime } from './format.ts';
import { renderMail, type RenderedMail } from './layout.ts';

/** An unpaid checkout's reminder (docs/decisions/112): back to the saved form, or stop. */
export interface CheckoutReminderData {
  siteLanguage: SiteLanguage;
  childName: string;
  /** In siteLanguage (storyTitleIn). */
  storyTitle: string;
  /** The signed link that reopens the filled form. */
  resumeUrl: string;
  /** The one-click stop. */
  stopUrl: string;
  /** When the link stops working (the photos' hold ends), ISO time. */
  resumeUntil: string;
}

const TEXT = { en: REMINDER_TEXT, hi: REMINDER_TEXT_HI } as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export function checkoutReminder(data: CheckoutReminderData): RenderedMail {
  const copy = TEXT[data.siteLanguage].email;
  const values = {
    child: oneLine(data.childName),
    story: oneLine(data.storyTitle),
    time: formatParentTime(new Date(data.resumeUntil), data.siteLanguage),
  };
  return renderMail({
    lang: data.siteLanguage,
    subject: fill(copy.subject, values),
    preheader: copy.preheader,
    blocks: [
      { kind: 'heading', text: fill(copy.heading, values) },
      { kind: 'paragraph', content: [fill(copy.intro, values)] },
      { kind: 'button', label: copy.button, url: data.resumeUrl },
      { kind: 'paragraph', content: [fill(copy.keptUntil, values)] },
      { kind: 'note', content: [copy.ignore] },
      {
        kind: 'note',
        content: [`${copy.stopBefore} `, { text: copy.stopLink, url: data.stopUrl }, ` ${copy.stopAfter}`],
      },
    ],
  });
}
