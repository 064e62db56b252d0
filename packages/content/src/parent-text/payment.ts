// The words of the payment step, the sandbox payment screens, the thank-you dialog and the order
// confirmation page, in English; payment.hi.ts has them in Hindi with the same keys.
// "{name}" marks a value filled in on the page (fillText in apps/web/app/lib/ui-text.ts).

export const PAYMENT_TEXT = {
  upi: {
    heading: 'Pay {amount} with UPI',
    paySuccess: 'Pay with UPI (success)',
    simulateFailure: 'Simulate failure',
  },
} as const;
