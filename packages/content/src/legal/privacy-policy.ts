import { DOWNLOAD_LINK_DAYS, SITE_NAME } from '../site.ts';
import type { LegalPage } from './legal-page.ts';
import { EMAIL_LINK, GOVERNING_LAW } from './shared-text.ts';

export const PRIVACY_POLICY: LegalPage = {
  title: 'Privacy Policy',
  description: `How ${SITE_NAME} handles your details and your child's photos: used only to make the video, kept private, deleted after delivery, never sold.`,
  updated: '2025-09-01',
  intro: [
    `You trust us with something precious: photos of your child. This policy explains, in plain words, what ${SITE_NAME} collects, why, who else sees it and how long we keep it. The short version: we use your child's photos only to make their video, we keep them private, and we delete them after delivery.`,
  ],
  sections: [
    {
      heading: 'What we collect',
      list: [
        'Your name and e-mail address, from Google sign-in or from the order form if you continue as a guest.',
        "Your child's first name, the story and narration language you chose, and your country.",
        'One to three photos of your child that you upload for the video.',
        'A phone number, only if you tick the box to receive order updates by phone.',
        'Order and payment records: what you bought, when, the amount and the payment reference. We never see or store your full card number or UPI PIN.',
      ],
    },
    {
      heading: "Your child's photos",
      paragraphs: [
        'Photos are uploaded over an encrypted connection and stored privately: they are never public, and links to them are signed and expire quickly. When a photo arrives we remove its hidden metadata, including any GPS location, before storing it.',
        "We use the photos for one purpose only: creating your child's video. We never use them, or the finished video, for advertising, social media or to train AI models. The photos are deleted after your video has been delivered. If a video ever needs to be re-rendered under our satisfaction guarantee, we will ask you to send the photos again.",
      ],
    },
    {
      heading: 'How we use your details',
      list: [
        'To make and deliver your video and send you e-mails about your order.',
        'To show your orders and videos on your profile page when you sign in with Google.',
        'To answer your questions and honour our satisfaction guarantee.',
        'To keep the accounting and tax records the law requires.',
      ],
      closing: ['We do not sell, rent or trade your personal data, and we do not send marketing e-mails.'],
    },
    {
      heading: 'Who else processes your data',
      paragraphs: ['A few trusted providers help us run the shop, and each receives only what it needs:'],
      list: [
        'Payments: Stripe (cards, outside India) and Razorpay (UPI, cards and other Indian methods) process your payment under their own privacy policies.',
        'Sign-in: Google, if you choose to sign in with your Google account, shares your name, e-mail address and profile picture with us.',
        'Hosting, storage and e-mail delivery providers that store our data and send our e-mails on our behalf.',
      ],
    },
    {
      heading: 'Cookies and browser storage',
      paragraphs: [
        "We do not use advertising cookies or third-party trackers. Your browser stores a sign-in token (or a guest session that ends after 10 minutes) and the progress of an order you are placing, so a page refresh does not lose your work. Videos from YouTube on our blog only load when you press play, and then through YouTube's privacy-enhanced mode.",
      ],
    },
    {
      heading: 'How long we keep it',
      list: [
        "Your child's photos: deleted after your video is delivered.",
        `Finished videos: kept so you can download them again from your profile; each download link expires after ${DOWNLOAD_LINK_DAYS} days and a fresh one can be issued. Ask us and we will delete the video.`,
        'Order and payment records: as long as Indian tax and accounting law requires.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        `In line with India's Digital Personal Data Protection Act, 2023, you can ask to see the personal data we hold about you, correct it, or have it deleted (except records the law requires us to keep). Write to ${EMAIL_LINK} and we will respond within 24 hours and act on your request promptly.`,
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        `${SITE_NAME} is for parents and guardians. Orders must be placed by an adult, who confirms that they may share the child's photos with us. We do not knowingly collect data directly from children.`,
      ],
    },
    {
      heading: 'Changes and governing law',
      paragraphs: [
        'If we change this policy we will update the date at the top of this page; important changes will be e-mailed to customers with open orders.',
        GOVERNING_LAW,
      ],
    },
  ],
};
