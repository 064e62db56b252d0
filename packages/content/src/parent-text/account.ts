import type { ChildDataDeletionReason } from '@shop/contracts/child-data-state';
import { ORDER_STAGE_LABELS } from '@shop/contracts/order-stages';
import { DELIVERY_PROMISES, REFUND_TIME } from '../site.ts';

// The words of the parent's own pages after the purchase: the order-status page, the better-photo
// page, the profile (orders, videos, receipts, WhatsApp updates, the child's data), in English;
// account.hi.ts has them in Hindi with the same keys.
// "{name}" marks a value filled in on the page (fillText in apps/web/app/lib/ui-text.ts); "{link}"
// and the like, where a link or bold text sits inside a sentence (fillParts in apps/web/app/lib).

export const ACCOUNT_TEXT = {
  /** The narration language of an order (catalog LANGUAGES). */
  languages: { english: 'English', hindi: 'Hindi' },
  /** The timeline's steps, by stage, as the server names them (contracts order-stages.ts). */
  stages: ORDER_STAGE_LABELS,
  /** The short word of the stage badge. */
  stageBadges: {
    received: 'Received',
    photo_needed: 'Photo needed',
    in_production: 'In production',
    quality_check: 'Quality check',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
    awaiting_parent: 'Gift',
  },
  /** Why the child's photos were deleted (contracts child-data-state.ts), said to the parent. */
  deletionReasons: {
    retention_delivered: 'kept the promised days after delivery',
    retention_undelivered: 'the order was never delivered',
    cancelled: 'the order was cancelled',
    parent_request: 'at your request',
    account_erased: 'your account was deleted',
  } satisfies Record<ChildDataDeletionReason, string>,
  timeline: {
    label: 'Order progress',
    cancelledRefunded: 'Cancelled and refunded',
    spoken: { done: 'done', current: 'now', upcoming: 'next' },
    deliveredOn: 'Delivered on {day}',
    readyToWatch: 'Ready to watch',
    dueAfterPhotos: 'Due 24 hours after your new photos arrive',
    dueBy: 'Due by {time}',
  },
  order: {
    starring: 'Starring {name}',
    ordered: 'Ordered',
    deliveredOn: 'Delivered on',
    dueBy: 'Due by',
    paid: 'Paid',
    order: 'Order',
    progress: 'Progress',
    sendBetterPhoto: 'Send a better photo',
    useEmailLink: 'Please use the link in the e-mail we sent you to send a new photo.',
  },
  status: {
    pageTitle: 'Your Order | Diya Tales',
    yourOrder: 'Your order',
    loading: 'Loading your order',
    loadFailed: 'Failed to load your order',
    invalidHeading: 'We could not open this order',
    googleHint: 'Ordered while signed in with Google? Your orders and videos are also on {link}.',
    yourProfile: 'your profile',
    emailMeLinks: 'E-mail me my order links',
    backHome: 'Back to Home',
    yourVideo: 'Your video',
    videoReady: "{name}'s adventure is ready to watch and keep.",
    freshLinks:
      'This page makes a fresh download link every time you open it; each one works for {days} days. Keep your confirmation e-mail to come back here.',
    makingHeading: 'Your video is being made',
    making:
      'Our artists are placing {name} into the story. Your personalized video will arrive in your inbox {promise}, by {due}. When it does, it plays right here too.',
    promise: DELIVERY_PROMISES.orderScreens,
    /** An order for a chosen day (docs/decisions/114), until its release. */
    scheduledHeading: 'Saved for the special day',
    scheduled:
      "{name}'s video will arrive on {when} ({zone}), by e-mail and right here on this page — not a moment before.",
    howMade: 'How your video was made',
    whereIs: 'Where your video is',
    linkWorksUntil: 'The link works until {time}.',
    cancelledRefunded: `This order was cancelled on {day} and your payment has been refunded. Refunds usually reach your account ${REFUND_TIME}.`,
    cancelled: 'This order was cancelled on {day}. Your refund is on its way.',
    detailsHeading: 'Order details',
    /** A paid order's brother-or-sister offer (docs/decisions/120). */
    siblingHeading: 'Add a film for a brother or sister — {percent}% off',
    siblingBody:
      'Make a second film for another child in the family. Your e-mail and country are filled in for you, and the discount is applied on the order page until {time}.',
    siblingButton: 'Make a film for a brother or sister',
    story: 'Story',
    childName: "Child's name",
    language: 'Language',
    stage: 'Stage',
    ordered: 'Ordered',
    deliveredOn: 'Delivered on',
    dueBy: 'Due by',
    orderNumber: 'Order number',
    receipt: 'Download receipt (PDF)',
    creditNote: 'Download credit note (PDF)',
  },
  whatsapp: {
    heading: 'WhatsApp updates',
    on: 'We send updates about this order on WhatsApp to {phone}.',
    off: 'WhatsApp updates to {phone} are stopped. We will keep you posted by e-mail.',
    stop: 'Stop WhatsApp updates',
    stopping: 'Stopping…',
    failed: 'The updates could not be stopped just now. Please try again.',
  },
  childData: {
    heading: "Your child's photos and data",
    intro:
      'The photos are seen only by our studio to make this video, and deleted on a schedule. You can delete them sooner, at any time.',
    photos: 'Photos',
    video: 'Video',
    photosDeleted: 'Deleted on {day} ({reason}).',
    photosKept: 'Kept privately until they are deleted on schedule.',
    deletePhotos: "Delete my child's photos now",
    videoDeleted: 'Deleted on {day}.',
    videoReady: 'Ready to watch and download.',
    deleteVideo: 'Delete this video',
    download: 'Download my data',
    deleting: 'Deleting...',
    confirm: {
      photos: {
        keep: 'Keep them',
        title: "Delete your child's photos now?",
        body: 'We delete them from our storage at once. Nobody can see them after this, and they cannot be brought back. If your video is not finished yet, we cannot make it without them.',
        action: 'Yes, delete the photos',
      },
      video: {
        keep: 'Keep it',
        title: 'Delete this video?',
        body: 'We delete the video and its picture from our storage at once. Download links stop working, and it cannot be brought back. Save a copy first if you want to keep it.',
        action: 'Yes, delete the video',
      },
    },
  },
  video: {
    play: 'Play {title}',
    download: 'Download',
  },
  lists: {
    retry: 'Retry',
  },
  profile: {
    pageTitle: 'My Orders | Diya Tales',
    eyebrow: 'My Profile',
    greeting: 'Namaste, {name}!',
    greetingNoName: 'Namaste!',
    newStory: 'Start a new story',
    intro:
      "Your orders and your child's finished adventures live here. Download links are made fresh each time you visit, so you can always watch again.",
  },
  orders: {
    heading: 'My Orders',
    loading: 'Loading your orders',
    failed: 'Failed to fetch orders',
    emptyTitle: 'No orders yet',
    emptyAction: 'Choose a story',
    emptyText: 'Pick one of our 27 stories, add a few photos, and your child becomes the hero of it.',
  },
  videos: {
    heading: 'My Videos',
    loading: 'Loading your videos',
    failed: 'Failed to fetch videos',
    emptyTitle: 'No videos yet',
    emptyAction: 'Order a video',
    emptyText: "When your child's adventure is finished it appears here, ready to watch and download.",
    delivered: 'Delivered {day}',
    pages: 'Video pages',
    newer: 'Newer',
    older: 'Older',
    range: 'Videos {first}-{last} of {total}',
  },
  accountData: {
    heading: 'Your account and data',
    intro:
      "Download everything we hold about you and your orders, with fresh links to the photos and videos that still exist. Or delete your account: we erase your name, e-mail address and phone number, your child's name, photos and videos. The tax law makes us keep each invoice and payment record for 72 months; we keep its number, date, amount, tax and state, without your name, your e-mail address or your child's name.",
    download: 'Download my data',
    delete: 'Delete my account',
    confirmTitle: 'Delete your account?',
    confirmBody:
      "Your account, your child's photos and videos are deleted at once and cannot be brought back. Save your videos first if you want to keep them. We e-mail you a receipt.",
    keep: 'Keep my account',
    deleting: 'Deleting...',
    confirm: 'Yes, delete everything',
    /** On screen once the account is gone (the parent is signed out by then). */
    erasedTitle: 'Your account is deleted',
    erasedBody:
      "We erased your name, e-mail address and phone number, and your child's name, photos and videos. A receipt of the deletion is on its way to your e-mail address. Thank you for the stories we made together.",
    erasedHome: 'Back to the home page',
  },
  photoRequest: {
    pageTitle: 'Send a better photo | Diya Tales',
    loading: 'Loading the photo request',
    openFailed: 'We could not open this page',
    tryAgain: 'Try again',
    problems: {
      invalid: 'We could not open this link',
      expired: 'This link has expired',
      used: 'We already have your new photos',
    },
    questions: 'Questions? Write to us from {link}.',
    contactPage: 'our contact page',
    backHome: 'Back to Home',
    doneHeading: 'Thank you! We have the new photos',
    doneText: 'Our artists are back at work on {name}’s story. The video will be in your inbox by {due}.',
    order: 'Order',
    heading: 'We need a better photo of {name}',
    intro: 'To make {story} look its best, our artists need a clearer view of {name}.',
    fromStudio: 'From our studio',
    newPhoto: 'Your new photo',
    newPhotos: 'Your new photos',
    photoHint: 'A clear, well-lit photo of your child alone, face to the camera.',
    photoAlt: 'New photo {number}',
    managePhotos: 'Manage photos',
    choosePhotos: 'Choose photos',
    uploading: 'Uploading… {progress}%',
    uploaded: '{count} uploaded',
    linkOnce: 'This link works once, until {time}.',
    sending: 'Sending...',
    send: 'Send new photos',
  },
} as const;
