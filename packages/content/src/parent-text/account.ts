// The words of the parent's own pages after the purchase: the order-status page, the better-photo
// page, the profile (orders, videos, receipts, WhatsApp updates, the child's data), in English;
// account.hi.ts has them in Hindi with the same keys.
// "{name}" marks a value filled in on the page (fillText in apps/web/app/lib/ui-text.ts).

export const ACCOUNT_TEXT = {
  status: {
    yourOrder: 'Your order',
  },
} as const;
