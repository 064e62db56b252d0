import { STAFF_PHOTO_LINK_SECONDS } from '@shop/contracts/order-detail';
import { FAMILY_LINK_DAYS } from '@shop/contracts/family-links';
import { DEFAULT_PHOTO_RETENTION, type PhotoRetention } from '@shop/contracts/privacy';
import { DOWNLOAD_LINK_DAYS, SITE_NAME } from '../site.ts';
import type { LegalPage } from './legal-page.ts';
import { EMAIL_LINK, GOVERNING_LAW } from './shared-text.ts';

// The privacy policy states the rules the code enforces (issue 13 item 5, docs/decisions/046): N and
// M are the server's PHOTO_RETENTION_DAYS_AFTER_DELIVERY and PHOTO_RETENTION_DAYS_UNDELIVERED, with
// the defaults of the same contract constants; the staff links' lifetime is the studio's own.

export const STAFF_LINK_MINUTES = STAFF_PHOTO_LINK_SECONDS / 60;

/** The policy for the shop's retention settings (N days after delivery, M days if never delivered). */
export function privacyPolicy({ daysAfterDelivery, daysUndelivered }: PhotoRetention): LegalPage {
  return {
    title: 'Privacy Policy',
    description: `How ${SITE_NAME} handles your details and your child's photos: used only to make the video, seen only by our studio, deleted on a schedule.`,
    updated: '2026-11-25',
    intro: [
      `You trust us with something precious: photos of your child, and perhaps their voice. This policy explains, in plain words, what ${SITE_NAME} collects, why, who sees it, how long we keep it and how you delete it. The short version: we use your child's photos only to make their video, only our studio sees them, and we delete them ${daysAfterDelivery} days after delivery.`,
    ],
    sections: [
      {
        heading: 'What we collect',
        list: [
          'Your name and e-mail address, from Google sign-in or from the order form if you continue as a guest.',
          "Your child's first name, the story and narration language you chose, and your country.",
          'One to three photos of your child that you upload for the video, and a short voice clip if you choose to add one.',
          'A phone number, only if you tick the box to receive order updates by phone.',
          'Order and payment records: what you bought, when, the amount and the payment reference. We never see or store your full card number or UPI PIN.',
        ],
      },
      {
        heading: "Your child's photos and voice",
        paragraphs: [
          'Photos are uploaded over an encrypted connection and stored privately: they are never public. When a photo arrives we remove its hidden metadata, including any GPS location, before storing it.',
          `Only the ${SITE_NAME} studio sees them, through links made for one staff member that stop working after ${STAFF_LINK_MINUTES} minutes. Every time someone in the studio views or downloads a photo or clip, we record who, when and which one. Photos and links to them are never sent by e-mail to staff, never written into our logs and never kept by shared caches.`,
          "We use the photos and clip for one purpose only: creating your child's video. We never use them, or the finished video, for advertising, social media or to train AI models.",
        ],
      },
      {
        heading: 'Your consent',
        paragraphs: [
          `Before you can order, the form asks you to confirm that you are the child's parent or legal guardian and that you agree to exactly this: the photos (and voice clip) are used only to make this video, seen only by our studio, and deleted ${daysAfterDelivery} days after the video is delivered. We keep a record of your consent with your order: the wording you agreed to and its version, the time, and your account or the e-mail address you gave. Without it we take no order and keep nothing.`,
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
          'Payments: Stripe (cards, outside India) and Razorpay (UPI, cards and other Indian methods) process your payment under their own privacy policies. They never receive your child’s photos.',
          'Sign-in: Google, if you choose to sign in with your Google account, shares your name, e-mail address and profile picture with us.',
          'Narration: when a film is narrated by a cloud voice, the lines it speaks (with your child’s first name, or how you told us to say it) are sent to Microsoft (Azure AI Speech) to be read aloud, and nothing else: never the photos or your voice clip.',
          'Hosting, storage and e-mail delivery providers that store our data and send our e-mails on our behalf.',
        ],
      },
      {
        heading: 'No tracking',
        paragraphs: [
          "We run no analytics, advertising cookies, tracking pixels or third-party trackers, and we never profile children or show them targeted advertising. The pages you use to order (the order form, payment and thank-you) load only from our own site; the one exception is the payment provider's own payment form, which loads on the payment step when you pay through Stripe or Razorpay. Your browser stores a sign-in token (or a guest session that ends after 10 minutes) and the progress of an order you are placing, so a page refresh does not lose your work. Videos from YouTube on our blog only load when you press play, and then through YouTube's privacy-enhanced mode.",
        ],
      },
      {
        heading: 'How long we keep it',
        list: [
          `Your child's photos and voice clip: deleted ${daysAfterDelivery} days after your video is delivered; at once if the order is cancelled; and ${daysUndelivered} days after the order if it is never delivered. They are deleted from our storage and the deletion is recorded.`,
          `Finished videos: kept so you can download them again from your profile; each download link expires after ${DOWNLOAD_LINK_DAYS} days and a fresh one can be issued. You can delete a video yourself at any time.`,
          `Your film's watch page and family links: the film is kept until you delete it (or your account), and for that long its watch page makes fresh links each time it is opened, while each file link itself still expires after ${DOWNLOAD_LINK_DAYS} days. A family link you make for the film works as long as the film is kept; a link to a preview before ordering works for ${FAMILY_LINK_DAYS.preview} days, and the preview is kept only while such a link works (otherwise 24 hours). You can stop any family link at any time. We record when each link was last opened and how often, never who opened it, and those pages carry no trackers.`,
          `Your review: if you review your film, we keep the stars and your line with the order, and whether you allowed us to show it. Only with that permission can it appear on our testimonials page, as "a parent" with the story's name, never with your child's name or photo. We ask once on the watch page and once by e-mail a few days after delivery; after your review or "Not now" we never ask again. Deleting the film or your account deletes the review.`,
          'Your consent record, and order and payment records: as long as Indian tax and accounting law requires.',
        ],
      },
      {
        heading: 'How to delete your data',
        list: [
          `"Delete my child's photos now": on the order-status page (the link in your order confirmation e-mail, no account needed) and on your profile page. It asks you to confirm, deletes the photos and voice clip at once and for good, and e-mails you a receipt.`,
          '"Delete this video": on the same pages, for a delivered video.',
          '"Download my data": a file with your orders, your consents and fresh links to what we still hold.',
          '"Delete my account", when you are signed in: erases your names, e-mail addresses, phone numbers, photos, voice clips and videos, keeping only the anonymised payment and invoice records the law requires.',
        ],
      },
      {
        heading: 'Your rights and how to reach us',
        paragraphs: [
          `In line with India's Digital Personal Data Protection Act, 2023, you can ask to see the personal data we hold about you, correct it, or have it deleted (except records the law requires us to keep). Write to ${EMAIL_LINK} and we will respond within 24 hours and act on your request promptly.`,
        ],
      },
      {
        heading: 'Children',
        paragraphs: [
          `${SITE_NAME} is for parents and guardians. Orders must be placed by an adult, who confirms on the order form that they are the child's parent or legal guardian and consents to the use of the child's photos as described above. We do not knowingly collect data directly from children.`,
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
}

/** The prerendered page's policy: the shop's default retention (PHOTO_RETENTION_DAYS_* unset). */
export const PRIVACY_POLICY: LegalPage = privacyPolicy(DEFAULT_PHOTO_RETENTION);
