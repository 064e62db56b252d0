// The words a parent agrees to on the order form, stored word for word with the order as the record
// of what was agreed (docs/decisions/046): the photo consent, with the retention N the server
// enforces, and the phone-updates opt-in (the record of a WhatsApp opt-in). Their version is
// CONSENT_VERSION in @shop/contracts/privacy; consent.test.ts fails when these words change and the
// version does not.

export const CONSENT_TEXT = {
  /** The consent beside the photo upload, with N = days after delivery. */
  photos: (daysAfterDelivery: number) =>
    "I am this child's parent or legal guardian. I agree that Diya Tales may use these photos (and the voice clip, if I add one) " +
    `only to make this video; that only the Diya Tales studio sees them; and that they are deleted ${daysAfterDelivery} days after the video is delivered. ` +
    'If I make a preview before paying and do not order, these photos are deleted after 24 hours, and the preview too, unless I send it to family: then it is kept until the last link I made ends (7 days at most).',
  /** The phone-updates box: the form shows it and the server stores it with the time. */
  phoneUpdates: 'Send me order updates by phone (optional)',
};
