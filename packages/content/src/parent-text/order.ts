// The words of the order page, its form and the photo modal (story, name, voice clip, photos,
// consent, phone, price, guest session), in English; order.hi.ts has them in Hindi with the same keys.
// "{name}" marks a value filled in on the page (fillText in apps/web/app/lib/ui-text.ts).

export const ORDER_TEXT = {
  paidHeading: 'Payment received — thank you!',
} as const;
