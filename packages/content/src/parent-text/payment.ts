import { paymentRetryMessage } from '@shop/contracts/checkout';
import { DELIVERY_PROMISES, DOWNLOAD_LINK_DAYS } from '../site.ts';

// The words of the payment step, the sandbox payment screens, the thank-you dialog and the order
// confirmation page, in English; payment.hi.ts has them in Hindi with the same keys.
// "{name}" marks a value filled in on the page (fillText in apps/web/app/lib/ui-text.ts, or
// FilledText where the value is set in bold or as a link).

export const PAYMENT_TEXT = {
  step: {
    stepOf: 'Step 2 of 2',
    heading: 'Complete Your Payment',
    starring: '{story} starring {name}',
    preparing: 'Preparing secure payment…',
    backToForm: 'Back to the order form',
  },
  testMode: 'Test mode',
  card: {
    heading: 'Pay by card',
    hint: 'Use {success} to succeed or {declined} to see a decline, any future expiry and any 3-digit CVC.',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay {amount}',
    processing: 'Processing…',
    refresh: 'Refresh and try again',
    /** docs/product-guide.md#payment-messages: "Attempt N of 3. Please wait..." */
    retrying: paymentRetryMessage,
  },
  upi: {
    heading: 'Pay {amount} with UPI',
    paySuccess: 'Pay with UPI (success)',
    simulateFailure: 'Simulate failure',
  },
  razorpay: {
    pay: 'Pay {amount} with UPI, card or net banking',
  },
  thankYou: {
    heading: 'Thank You!',
    paid: 'Your payment was successful.',
    confirmed: "Your order has been confirmed. We'll be in touch with you shortly.",
    orderNumber: 'Order number',
    arrives: `Your personalized video arrives ${DELIVERY_PROMISES.orderScreens}.`,
    confirming: 'Confirming your order…',
    onItsWay: 'Your order confirmation, with its order number, is on its way to your e-mail.',
    close: 'Close',
    home: 'Return to Home',
    details: 'View order details',
  },
  /** The order page once paid (the thank-you's heading is the order section's paidHeading). */
  paid: {
    orderNumber: 'Order number: {number}',
  },
  confirmation: {
    title: 'Order Confirmation | Diya Tales',
    heading: 'Order Confirmation',
    success: 'Payment Successful!',
    thanks: "Thank you! {name}'s adventure in {story} is now in our storytellers' hands.",
    detailsHeading: 'Order details',
    orderNumber: 'Order number',
    story: 'Story',
    storyNumber: 'Story {number}',
    kidName: "Kid's name",
    language: 'Language',
    languages: { english: 'English', hindi: 'Hindi' },
    amountPaid: 'Amount paid',
    expectedDelivery: 'Expected delivery',
    deliveryBy: 'By {date}',
    nextHeading: 'What happens next',
    nextPhotos: `Our team turns {name}'s photos into the hero of the story. Your personalized video arrives ${DELIVERY_PROMISES.orderScreens}.`,
    nextEmail:
      'A confirmation e-mail is on its way to {email}, with a link to follow your order at any time — keep it.',
    nextVideo: `When the video is ready we e-mail you a download link (valid for ${DOWNLOAD_LINK_DAYS} days).`,
    nextVideoSignedIn: `When the video is ready we e-mail you a download link (valid for ${DOWNLOAD_LINK_DAYS} days), and it appears under My Videos in your profile.`,
    elsewhere:
      "This order is confirmed and in our storytellers' hands. To keep your family's details private, they are shown only in the browser the order was paid from. Your confirmation e-mail has them, with a link to follow your order at any time.",
    writeToUs: 'Write to us at {email} and we will sort it out.',
    nothing:
      'There is no recent payment to show here. Your order confirmation e-mail has the link to your order.',
  },
  receipt: {
    download: 'Download receipt (PDF)',
    preparing: 'Preparing receipt…',
    failed: 'The receipt could not be downloaded: {reason}',
  },
  /** A refunded order's credit note, beside its receipt. */
  creditNote: {
    download: 'Download credit note (PDF)',
    preparing: 'Preparing credit note…',
    failed: 'The credit note could not be downloaded: {reason}',
  },
} as const;
