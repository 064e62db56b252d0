import { STORAGE_LINK_MESSAGES } from '@shop/contracts/uploads';
import { DOWNLOAD_LINK_DAYS, ORDER_CONFIRMATION_SUBJECT, SITE_NAME } from '../site.ts';

// The words of the pages the server writes itself, outside the web app: the page a failed video or
// photo link from an e-mail opens (storage module), and a family link's card in WhatsApp (the link
// page's head). Picked by the language of the message or link (./by-language.ts).

export const SERVER_PAGES = {
  /** A family link's card, as WhatsApp and other apps read it from the page's head. */
  familyCard: {
    title: (childName: string, storyTitle: string) => `${childName}'s film: ${storyTitle} | Diya Tales`,
    description: 'A private link from the family. Tap to watch.',
  },
  /** A link from an e-mail that no longer works: why, and how to get a fresh link. */
  failedLink: {
    titles: {
      expired: STORAGE_LINK_MESSAGES.expired,
      invalid: STORAGE_LINK_MESSAGES.invalid,
      missing: STORAGE_LINK_MESSAGES.notFound,
    },
    leads: {
      expired: `To keep your child's video private, download links work for ${DOWNLOAD_LINK_DAYS} days. Your video is safe with us: here is how to get a new link.`,
      invalid:
        'This link is incomplete or was changed. Please open it exactly as you received it, or get a new one.',
      missing: 'The file this link pointed to has been removed. Your order page shows what is available now.',
    },
    signedInHeading: 'Signed in with Google when you ordered?',
    signedInText: 'Your videos are waiting on your profile, with fresh download links.',
    openProfile: 'Open my profile',
    guestHeading: 'Ordered as a guest?',
    guestText: (subject: string) =>
      `Open the order-status link in your order confirmation e-mail (subject “${subject}: …”). That page always gives you a fresh download link.`,
    /** The subject the parent got the confirmation under, to find that e-mail by. */
    subject: ORDER_CONFIRMATION_SUBJECT,
    home: `Back to ${SITE_NAME}`,
  },
};
