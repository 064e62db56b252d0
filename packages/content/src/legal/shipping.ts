import { DELIVERY_PROMISES, DOWNLOAD_LINK_DAYS, SITE_NAME } from '../site.ts';
import type { LegalPage } from './legal-page.ts';
import { DELIVERY_STEPS, EMAIL_LINK, GOVERNING_LAW } from './shared-text.ts';

export const SHIPPING_POLICY: LegalPage = {
  title: 'Shipping & Delivery',
  description: `${SITE_NAME} videos are delivered digitally by e-mail ${DELIVERY_PROMISES.policyPages}, anywhere in the world. See each production step and how downloads work.`,
  updated: '2025-09-01',
  intro: [
    `${SITE_NAME} sells digital videos only: nothing is shipped by post and there are no shipping charges. Your child's personalized video is delivered by e-mail, wherever in the world you are.`,
  ],
  sections: [
    {
      heading: 'Delivery time',
      paragraphs: [
        `Your video is delivered ${DELIVERY_PROMISES.policyPages} after your payment is confirmed and your photos have been uploaded. Every video passes through three stages of production:`,
      ],
      list: DELIVERY_STEPS,
      closing: [
        'Stages can overlap and orders are handled in the order they arrive. In the rare case that your video will take longer, for example during very busy festival weeks, we will tell you by e-mail.',
      ],
    },
    {
      heading: 'How you receive your video',
      list: [
        'We e-mail a download link to the address given with your order (your Google account e-mail if you signed in with Google).',
        `For your child's privacy, each download link expires after ${DOWNLOAD_LINK_DAYS} days. Please download the video and keep a copy on your phone or computer.`,
        'If you signed in with Google, your finished videos are also on your profile page, where you can get a fresh download link at any time.',
        'Videos are MP4 files that play on phones, tablets, computers and smart TVs.',
      ],
    },
    {
      heading: 'Has your video not arrived?',
      paragraphs: [
        `First check your spam, promotions and updates folders for an e-mail from ${SITE_NAME}. If it is not there, or your link has expired, write to ${EMAIL_LINK} with your order number and we will send it again. Our support team replies within 24 hours.`,
      ],
    },
    {
      heading: 'Wrong e-mail address',
      paragraphs: [
        'If you made a typo in your e-mail address, contact us from any address with your order number and payment reference and we will deliver the video to the correct address once we have verified the order.',
        GOVERNING_LAW,
      ],
    },
  ],
};
