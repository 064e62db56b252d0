import { SITE_NAME } from '../site.ts';
import type { LegalPage } from './legal-page.ts';
import { EMAIL_LINK, GOVERNING_LAW } from './shared-text.ts';

export const RETURN_POLICY: LegalPage = {
  title: 'Return Policy',
  description: `${SITE_NAME} videos are personalized digital products made for one child, so they cannot be returned or exchanged. Here is what we do if something is wrong.`,
  updated: '2025-09-01',
  intro: [
    `Every ${SITE_NAME} video is created from scratch for one child: their photos, their name and the story you chose. Nothing is taken from a shelf, so there is nothing that can be sent back and resold. This page explains what that means for returns and exchanges, and how we put things right if we make a mistake.`,
  ],
  sections: [
    {
      heading: 'No returns',
      paragraphs: [
        'Our videos are digital and personalized. Once an order is placed, production starts straight away and the finished video is delivered to you by e-mail as a download. Because a digital file cannot be "given back", we do not accept returns of any order, whether or not the video has been downloaded or watched.',
      ],
    },
    {
      heading: 'No exchanges',
      paragraphs: [
        'We cannot exchange a finished or in-progress video for a different story, a different language or a different child. Each change would mean a completely new production, which is a new order.',
      ],
      list: [
        'Changing the story after ordering is not possible.',
        'Changing the narration language (English or Hindi) after ordering is not possible.',
        "Using the same order for another child's photos is not possible.",
      ],
    },
    {
      heading: 'Typos spotted right after ordering',
      paragraphs: [
        `If you notice a spelling mistake in your child's name or your e-mail address just after paying, write to ${EMAIL_LINK} straight away with your order number. If production has not yet reached that step, we will correct it at no cost. This is a correction of your order, not an exchange, and we cannot promise it once work has progressed.`,
      ],
    },
    {
      heading: 'If your video has a production fault',
      paragraphs: [
        "Mistakes on our side are covered by our satisfaction guarantee. If the delivered video has a production fault, such as your child's name spelled differently from your order, the wrong story or language, your child's face missing from a scene, or a visual or sound glitch, we will fix the video and deliver a corrected version free of charge. See our [Refund Policy](/refund-policy) for how the guarantee works.",
      ],
    },
    {
      heading: 'Questions',
      paragraphs: [
        `Our support team replies within 24 hours. Write to ${EMAIL_LINK} and include your order number so we can find your order quickly.`,
        GOVERNING_LAW,
      ],
    },
  ],
};
