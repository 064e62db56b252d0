import { CHILD_DATA_MESSAGES } from '@shop/contracts/child-data';
import { PHOTO_REQUEST_LINK_MESSAGES, PHOTO_REQUEST_TEMPLATES } from '@shop/contracts/order-detail';
import { ORDER_MESSAGES } from '@shop/contracts/order';
import { ORDER_STATUS_MESSAGES } from '@shop/contracts/order-status';

// The messages of the parent's own pages that the contracts own (the order-status link, the
// better-photo link, the child's data), in English; account-messages.hi.ts has them in Hindi with the
// same keys. The studio's standard better-photo reasons are here too: a reason sent unedited is shown
// in the page's language, an edited one as the studio wrote it.
// (The WhatsApp updates have no message of their own for the parent: the order-status page's box
// reads its words from account.ts, and contracts/whatsapp-updates.ts holds only the admin's view.)

export const ACCOUNT_MESSAGES = {
  orderStatus: ORDER_STATUS_MESSAGES,
  creditNote: { none: ORDER_MESSAGES.noCreditNote },
  photoRequestLink: PHOTO_REQUEST_LINK_MESSAGES,
  childData: CHILD_DATA_MESSAGES,
  photoReasons: {
    blurry: PHOTO_REQUEST_TEMPLATES.blurry.text,
    face_hidden: PHOTO_REQUEST_TEMPLATES.face_hidden.text,
    more_than_one_child: PHOTO_REQUEST_TEMPLATES.more_than_one_child.text,
    too_dark: PHOTO_REQUEST_TEMPLATES.too_dark.text,
    photos_deleted: PHOTO_REQUEST_TEMPLATES.photos_deleted.text,
  },
} as const;
