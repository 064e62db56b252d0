import { REVIEW_TEXT } from '@shop/content/parent-text/reviews';
import { REVIEW_TEXT_HI } from '@shop/content/parent-text/reviews.hi';
import type { SiteLanguage } from '@shop/contracts/site-language';
import { oneLine } from '../../../lib/html.ts';
import { renderMail, type RenderedMail } from './layout.ts';

// The one e-mail that asks for a review a few days after the film reached the family
// (docs/decisions/118), in the order's language; its button opens the watch page with the card.

const TEXT = { en: REVIEW_TEXT, hi: REVIEW_TEXT_HI } as const;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);

export interface ReviewRequestData {
  siteLanguage: SiteLanguage;
  childName: string;
  /** In siteLanguage (storyTitleIn). */
  storyTitle: string;
  /** The watch page, asking for the review on arrival. */
  reviewUrl: string;
}

export function reviewRequest(data: ReviewRequestData): RenderedMail {
  const copy = TEXT[data.siteLanguage].email;
  const values = { child: oneLine(data.childName), story: oneLine(data.storyTitle) };
  return renderMail({
    lang: data.siteLanguage,
    subject: fill(copy.subject, values),
    preheader: copy.preheader,
    blocks: [
      { kind: 'heading', text: fill(copy.heading, values) },
      { kind: 'paragraph', content: [fill(copy.intro, values)] },
      { kind: 'button', label: copy.button, url: data.reviewUrl },
      { kind: 'note', content: [copy.note] },
    ],
  });
}
