import { SITE_NAME } from '../site.ts';
import type { LegalPage } from './legal-page.ts';
import { EMAIL_LINK, GOVERNING_LAW } from './shared-text.ts';

export const REFUND_POLICY: LegalPage = {
  title: 'Refund Policy',
  description: `All ${SITE_NAME} sales are final and no refunds are given, but our satisfaction guarantee fixes any production fault in your child's video free of charge.`,
  updated: '2025-09-01',
  intro: [
    `Please read this policy before you order. By completing a payment on ${SITE_NAME} you agree to it.`,
  ],
  sections: [
    {
      heading: 'All sales are final',
      paragraphs: [
        "We do not offer refunds for any reason. Each video is a personalized digital product: our team and our animation tools start work on your child's adventure as soon as your payment is confirmed, and that work cannot be undone or reused for anyone else.",
      ],
      list: [
        'No refunds after the video has been delivered, downloaded or watched.',
        'No refunds for orders cancelled after payment.',
        'No refunds because a different story, language or photo would have been preferred.',
        'No partial refunds and no store credit in place of a refund.',
      ],
    },
    {
      heading: 'Our satisfaction guarantee',
      paragraphs: [
        'Instead of refunds, we stand behind the quality of every video. If your video has a production fault, we re-render it and send you the corrected version at no cost. A production fault is something we got wrong, for example:',
      ],
      list: [
        "Your child's name is spelled or pronounced differently from the name in your order.",
        'The story or narration language is not the one you ordered.',
        "Your child's face is missing from, or badly placed in, a scene.",
        'The video stutters, freezes, has missing sound or does not play to the end.',
      ],
      closing: [
        `To use the guarantee, write to ${EMAIL_LINK} within 7 days of delivery with your order number and a short description of the problem (a screenshot helps). We reply within 24 hours and, once we confirm the fault, deliver the corrected video by e-mail. A re-render is a fix of the same order: it does not change the story, language or photos you chose.`,
      ],
    },
    {
      heading: 'Payment problems',
      paragraphs: [
        'Payments are processed securely by Stripe (cards, for orders from outside India) and Razorpay (UPI, cards and other Indian payment methods). If your payment went through but you did not receive an order confirmation e-mail, do not pay again: write to us with the payment reference from your bank or payment app and we will find your payment and complete your order.',
      ],
    },
    {
      heading: 'Contact and governing law',
      paragraphs: [`Questions about this policy are welcome at ${EMAIL_LINK}.`, GOVERNING_LAW],
    },
  ],
};
