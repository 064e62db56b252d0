import { PHOTO_REQUEST_LINK_DAYS } from '@shop/contracts/order-detail';
import {
  DELIVERY_PROMISES,
  DOWNLOAD_LINK_DAYS,
  ORDER_CONFIRMATION_SUBJECT,
  REFUND_TIME,
  SITE_NAME,
  SITE_TAGLINE,
} from '../site.ts';

// The words of the e-mails a parent receives, in English; mail.hi.ts is the Hindi, key for key (the
// order's site language chooses, docs/decisions/106-one-path-for-a-parents-words.md). The templates
// in the server's mail module lay them out; a value the e-mail fills in is a function's argument.
// "story" and "child" are already on one line (oneLine) and in the e-mail's language.

type StoryAndChild = { story: string; child: string };

/** The order screens' promise (docs/product-guide.md#settled-contradictions): this mail is read as part of the order journey. */
const PROMISE = `Your personalized video will arrive in this inbox ${DELIVERY_PROMISES.orderScreens}.`;

export const PARENT_MAIL = {
  /** The frame of every e-mail: the tagline and the footer's offer of help. */
  frame: { tagline: SITE_TAGLINE, helpBefore: 'Questions? Write to', helpAfter: 'and we will help.' },
  /** The labels of the details tables. */
  rows: {
    orderNumber: 'Order number',
    story: 'Story',
    childName: "Child's name",
    language: 'Language',
    orderedOn: 'Ordered on',
    deletedOn: 'Deleted on',
    refunded: 'Refunded',
  },
  /** A moment as the parent reads it: India time. */
  indiaTime: (time: string) => `${time} IST`,
  /** The video's narration language, named in the e-mail's language. */
  narration: { english: 'English', hindi: 'Hindi' },
  statusButton: 'See your order status',

  orderConfirmation: {
    subject: ({ story, child }: StoryAndChild) => `${ORDER_CONFIRMATION_SUBJECT}: ${story} starring ${child}`,
    preheader: PROMISE,
    heading: 'Thank you! Your order is confirmed',
    intro: ({ story, child }: StoryAndChild) =>
      `We are making ${story} with ${child} as the hero. ${PROMISE}`,
    keep: {
      before:
        'Keep this e-mail: the link above shows your order at any time, no sign-in needed. Your receipt is attached. Lost this e-mail later? ',
      link: 'Find your order',
      after: ' with your e-mail address.',
    },
  },

  delivery: {
    subject: ({ story, child }: StoryAndChild) => `${child}'s video is ready: ${story}`,
    preheader: 'Watch it, download it and share it with family on its own page.',
    heading: (child: string) => `${child}'s adventure is ready!`,
    intro: ({ story, child }: StoryAndChild) =>
      `Your personalized video of ${story}, starring ${child}, is finished.`,
    /** The watch page (docs/decisions/100). */
    button: 'Watch the film',
    /** A gift's film (docs/decisions/116): the giver's message, which also opens the film. */
    giftMessage: (giver: string) => `${giver}’s message, on the film’s first card:`,
    giftFrom: (giver: string) => `A gift from ${giver}.`,
    onItsPage:
      'On its page you can download it in full quality whenever you like, and send private links to family.',
    later: {
      download: 'Download the video',
      between: ` straight away (this link works for ${DOWNLOAD_LINK_DAYS} days), or `,
      status: 'open your order status page',
      after: '.',
    },
  },

  orderLinks: {
    heading: (many: boolean) => (many ? 'Your orders' : 'Your order'),
    intro: (many: boolean) =>
      `You asked us for the link${many ? 's' : ''} to your ${SITE_NAME} order${many ? 's' : ''}. `,
    eachOpens:
      'Each one opens the order’s page, no sign-in needed: its progress, and the video once it is ready.',
    open: (number: string) => `Open order ${number}`,
    ignore: 'If you did not ask for this e-mail, you can ignore it: nothing has changed on your orders.',
    subject: (many: boolean, first: string) =>
      many ? `Your ${SITE_NAME} orders` : `Your ${SITE_NAME} order ${first}`,
    preheader: 'The links to your order pages, as you asked.',
  },

  photoNeeded: {
    subject: (child: string) => `We need a better photo of ${child}`,
    preheader: (story: string) => `One new photo and we carry on with ${story}.`,
    heading: (child: string) => `Could you send us a better photo of ${child}?`,
    next: (story: string) =>
      `As soon as it arrives we carry on with ${story}, and the video is ready within 24 hours.`,
    button: 'Send a new photo',
    link: `This link works for ${PHOTO_REQUEST_LINK_DAYS} days, for one set of new photos.`,
  },

  redelivery: {
    subject: ({ story, child }: StoryAndChild) => `A corrected video for ${child}: ${story}`,
    preheader: 'We made a correction to the video. Here is the new one.',
    heading: (child: string) => `${child}'s video, corrected`,
    intro: (story: string) =>
      `We made a correction to ${story}. Please use this new video instead of the earlier one.`,
    button: 'Download the new video',
    fresh: {
      link: "The film's own page",
      after: ' always has a fresh link, and your family links now play the new video.',
    },
  },

  cancelled: {
    subject: (number: string) => `Your order ${number} is cancelled and refunded`,
    preheader: (amount: string) => `We refunded ${amount} to the way you paid.`,
    heading: 'Your order is cancelled',
    intro: ({ story, child, amount }: StoryAndChild & { amount: string }) =>
      `We cancelled the order for ${story} starring ${child} and refunded ${amount} to the way you paid. Banks usually show it ${REFUND_TIME}.`,
  },

  /** The receipts for deleting a child's data (docs/decisions/047): they name no child and link to nothing. */
  childDataDeleted: {
    subject: (what: 'photos' | 'video', number: string) =>
      `Deleted: ${what === 'photos' ? "your child's photos" : 'the video'} for order ${number}`,
    preheader: (when: string) => `Deleted on ${when}, as you asked.`,
    heading: (what: 'photos' | 'video') =>
      what === 'photos' ? "Your child's photos are deleted" : 'Your video is deleted',
    photos: ({ story, files, when }: { story: string; files: number; when: string }) =>
      `As you asked, we deleted the photos you sent for ${story} (${files} ${files === 1 ? 'file' : 'files'}) from our storage on ${when}. Nobody at Diya Tales can see them any more, and they cannot be brought back.`,
    video: ({ story, when }: { story: string; when: string }) =>
      `As you asked, we deleted the video of ${story} and its picture from our storage on ${when}. Old download links no longer work, and it cannot be brought back.`,
    kept: (what: 'photos' | 'video') =>
      `We keep the order and its payment record, as the law asks us to, without ${what === 'photos' ? 'the photos' : 'the video'}.`,
  },

  accountErased: {
    subject: 'Your Diya Tales account is deleted',
    preheader: (when: string) => `Deleted on ${when}, as you asked.`,
    heading: 'Your account is deleted',
    erased: ({ when, orders }: { when: string; orders: number }) =>
      `As you asked, on ${when} we deleted your account, your name, your e-mail address and phone number, your child's name, photos and videos from ${orders} ${orders === 1 ? 'order' : 'orders'}.`,
    kept: 'The tax law makes us keep each invoice and payment for 72 months: we keep its number, date, amount, tax and state, without your name, your e-mail address or your child’s name.',
    last: 'This is the last e-mail we send to this address.',
  },
} as const;

export type ParentMail = typeof PARENT_MAIL;
