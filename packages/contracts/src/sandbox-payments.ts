import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE, type MessageCodes } from './api-error';
import { defineEndpoint } from './endpoint';

// The offline payment sandbox (docs/architecture.md#real-parts-and-stand-ins): what runs instead of Stripe and Razorpay when their keys
// are not configured. Its screens (built by the web app) must say "test mode" on every view; its
// answers use the real providers' messages and codes, so the web app handles both the same way.

export const SANDBOX_TEST_CARDS = {
  /** Always succeeds. */
  success: '4242 4242 4242 4242',
  /** Always declined (402 card_declined). */
  declined: '4000 0000 0000 0002',
} as const;

export const SANDBOX_MESSAGES = {
  testMode: 'Test mode: no real money is charged.',
  cardDeclined: 'Your card was declined.',
  incorrectNumber:
    'Your card number is incorrect. In test mode use 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
  invalidExpiry: "Your card's expiration date is invalid.",
  expiredCard: 'Your card has expired.',
  invalidCvc: "Your card's security code is invalid.",
  upiFailed: 'Your UPI payment failed. No money was taken.',
  unknownPayment: 'No such payment.',
} as const;

/** Stripe's and Razorpay's own error codes, as their APIs answer them. */
export const SANDBOX_ERROR_CODES = {
  cardDeclined: 'card_declined',
  incorrectNumber: 'incorrect_number',
  invalidExpiry: 'invalid_expiry_month',
  expiredCard: 'expired_card',
  invalidCvc: 'invalid_cvc',
  upiFailed: 'payment_failed',
  unknownPayment: 'resource_missing',
} as const satisfies MessageCodes<Omit<typeof SANDBOX_MESSAGES, 'testMode'>>;

const field = z.string().max(64);

/** POST /api/payments/sandbox/card/confirm: the sandbox's stripe.confirmPayment. */
export const sandboxCardConfirmRequestSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  /** Spaces allowed, as typed. */
  cardNumber: field,
  /** MM/YY (or MM/YYYY). */
  expiry: field,
  cvc: field,
});
export type SandboxCardConfirmRequest = z.infer<typeof sandboxCardConfirmRequestSchema>;

export const sandboxCardConfirmResponseSchema = z.object({
  status: z.literal('succeeded'),
  /** The PaymentIntent id = the order number. */
  paymentIntentId: z.string(),
  /** Where Stripe's confirmPayment would return the browser: /?payment_success=true&order_number=… */
  returnUrl: z.string(),
  testMode: z.literal(true),
});
export type SandboxCardConfirmResponse = z.infer<typeof sandboxCardConfirmResponseSchema>;

/** POST /api/payments/sandbox/upi/confirm: the sandbox's Razorpay Checkout, the buyer's choice of outcome. */
export const sandboxUpiConfirmRequestSchema = z.object({
  orderId: z.string().min(1).max(100),
  outcome: z.enum(['success', 'failure']),
});
export type SandboxUpiConfirmRequest = z.infer<typeof sandboxUpiConfirmRequestSchema>;

/** What Razorpay Checkout hands its success handler; pass it to POST /api/orders as it is. */
export const sandboxUpiConfirmResponseSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
  testMode: z.literal(true),
});
export type SandboxUpiConfirmResponse = z.infer<typeof sandboxUpiConfirmResponseSchema>;

/** The payment-success return address of the card path (docs/product-guide.md#after-paying). */
export const paymentReturnPath = (orderNumber: string) =>
  `/?payment_success=true&order_number=${encodeURIComponent(orderNumber)}`;

// Registered only while a sandbox runs (a real provider's keys are missing). They play the
// provider's part (Stripe.js's confirmPayment, Razorpay Checkout), so they accept guests.
export const SANDBOX_PAYMENT_ENDPOINTS = {
  confirmCard: defineEndpoint({
    method: 'POST',
    path: '/api/payments/sandbox/card/confirm',
    access: 'guest-or-user',
    group: 'payments',
    summary: 'Test mode only: the card sandbox’s confirmPayment (the test cards succeed or decline).',
    body: sandboxCardConfirmRequestSchema,
    responses: { 200: sandboxCardConfirmResponseSchema },
    errors: {
      400: [
        SANDBOX_ERROR_CODES.incorrectNumber,
        SANDBOX_ERROR_CODES.invalidExpiry,
        SANDBOX_ERROR_CODES.expiredCard,
        SANDBOX_ERROR_CODES.invalidCvc,
        VALIDATION_ERROR_CODE,
      ],
      402: [SANDBOX_ERROR_CODES.cardDeclined],
      404: [SANDBOX_ERROR_CODES.unknownPayment],
      429: [RATE_LIMITED_CODE],
    },
  }),
  confirmUpi: defineEndpoint({
    method: 'POST',
    path: '/api/payments/sandbox/upi/confirm',
    access: 'guest-or-user',
    group: 'payments',
    summary: 'Test mode only: the UPI sandbox’s Checkout, with the buyer’s choice of outcome.',
    body: sandboxUpiConfirmRequestSchema,
    responses: { 200: sandboxUpiConfirmResponseSchema },
    errors: {
      400: [VALIDATION_ERROR_CODE],
      402: [SANDBOX_ERROR_CODES.upiFailed],
      404: [SANDBOX_ERROR_CODES.unknownPayment],
      429: [RATE_LIMITED_CODE],
    },
  }),
};
