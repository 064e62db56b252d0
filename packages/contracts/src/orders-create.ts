import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE } from './api-error';
import { PAYMENT_ERROR_CODES } from './checkout';
import { defineEndpoint } from './endpoint';
import { orderSchema, orderStatusSchema } from './order';

// POST /api/orders: the browser reports a payment (docs/architecture.md#api-paths, docs/product-guide.md#after-paying and
// "Payment return"). The server trusts none of it but the payment reference: it finds the checkout
// it stored for that reference, asks the provider (or checks Razorpay's signature against the order
// id it stored) and creates the order from the checkout. Kid's name and story come from the
// checkout; the names the seed sends are accepted and ignored.

export const ORDER_CREATE_MESSAGES = {
  /** docs/product-guide.md#order-numbers: a value matching none of the payment reference formats. */
  invalidOrderNumber: 'Invalid order number format',
  /** No reference at all (neither order_number, payment_intent_id nor razorpay_order_id). */
  missingReference: 'Missing required payment information',
  /** Two references in one request that name different payments. */
  conflictingReferences: 'The order number and the payment reference do not match',
  /** No checkout with this reference — or one that belongs to someone else. */
  notFound: 'No payment was found for this order number',
  /** The provider does not (yet) report the payment as paid. */
  paymentNotCompleted: 'Payment not completed',
  /** Razorpay's handler signature does not match the order id the server stored. */
  verificationFailed: 'Payment verification failed',
  /** The provider reports another amount or currency than the server asked for. */
  amountMismatch: 'The amount paid does not match the order',
} as const;

/** docs/architecture.md#api-paths: what the client throws when creation answers non-2xx. */
export const orderCreationFailedMessage = (status: number) => `Order creation failed: ${status}`;

export const ORDER_CREATE_ERROR_CODES = {
  invalidOrderNumber: 'INVALID_ORDER_NUMBER',
  missingReference: 'MISSING_PAYMENT_REFERENCE',
  conflictingReferences: 'CONFLICTING_PAYMENT_REFERENCES',
  notFound: 'CHECKOUT_NOT_FOUND',
  paymentNotCompleted: 'PAYMENT_NOT_COMPLETED',
  verificationFailed: 'PAYMENT_VERIFICATION_FAILED',
  amountMismatch: 'AMOUNT_MISMATCH',
} as const;

/**
 * The order number IS the payment reference (docs/product-guide.md#order-numbers): a Stripe PaymentIntent id (pi_…), a
 * Razorpay order id (order_…), or a sandbox one (pi_sandbox_…, order_sandbox_…). A client secret
 * (pi_…_secret_…) is not a reference: send the part before `_secret_`.
 */
export const PAYMENT_REFERENCE_PATTERN = /^(?:pi|order)_[A-Za-z0-9]+(?:_[A-Za-z0-9]+)*$/;
const MAX_REFERENCE_LENGTH = 100;

export function isPaymentReference(value: string): boolean {
  return (
    value.length <= MAX_REFERENCE_LENGTH &&
    PAYMENT_REFERENCE_PATTERN.test(value) &&
    !value.includes('_secret_')
  );
}

/** The seed's order_number: the part of a Stripe client secret before `_secret_`. */
export function orderNumberFromClientSecret(clientSecret: string): string {
  const at = clientSecret.indexOf('_secret_');
  return at === -1 ? clientSecret : clientSecret.slice(0, at);
}

const text = z.string().max(500);

/**
 * POST /api/orders body. Either the checkout's form (item_number, payment_intent_id,
 * customer_details), or the payment return's (order_number, character_name), plus after Razorpay
 * Checkout its handler's three fields. Fields not named here are dropped.
 */
export const createOrderRequestSchema = z.object({
  /** The story id; ignored (the checkout's story is used). */
  item_number: z.union([z.number(), z.string().max(20)]).optional(),
  payment_intent_id: text.optional(),
  order_number: text.optional(),
  /** The kid's name; ignored (the checkout's is used). */
  character_name: text.optional(),
  customer_details: z
    .object({
      kid_name: text.optional(),
      email: text.optional(),
      selected_story: z.union([text, z.number()]).optional(),
    })
    .optional(),
  razorpay_payment_id: text.optional(),
  razorpay_order_id: text.optional(),
  razorpay_signature: text.optional(),
  /**
   * The checkoutToken the payment start answered (kept by the paying browser): with it, a guest is
   * answered the order's details; without it, or with another, only that the payment became an order.
   */
  checkout_token: z.string().max(200).optional(),
});
export type CreateOrderRequest = z.input<typeof createOrderRequestSchema>;

/** The created (or, on a repeat, the first) order, with its order number (DT-…, not the payment reference). */
export const createdOrderSchema = orderSchema;
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/**
 * The answer to a caller who is not known to have paid (a guest without the checkout's token): the
 * payment is an order, under this number, and nothing about the child, the story or the family.
 */
export const confirmedOrderSchema = z.object({
  /** The order's number (DT-…), as in its e-mails. */
  order_number: z.string(),
  status: orderStatusSchema,
});
export type ConfirmedOrder = z.infer<typeof confirmedOrderSchema>;

/**
 * 201 when this call created the order, 200 when it existed already (same body). The order's details
 * go to its signed-in owner and to the guest browser that sends the checkout's token; anyone else
 * gets the confirmation alone.
 */
export const createOrderResponseSchema = z.object({
  success: z.literal(true),
  data: z.union([createdOrderSchema, confirmedOrderSchema]),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponseSchema>;

/** Whether an answer of POST /api/orders carries the order's details. */
export const hasOrderDetails = (data: CreateOrderResponse['data']): data is CreatedOrder =>
  'unique_id' in data;

export const ORDER_CREATE_ENDPOINTS = {
  /** 201 when this call created the order, 200 when it existed already (same body). */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/orders',
    access: 'guest-or-user',
    group: 'orders',
    summary:
      'Reports a payment: the server checks it with the provider and creates the order from its checkout (idempotent).',
    body: createOrderRequestSchema,
    responses: { 200: createOrderResponseSchema, 201: createOrderResponseSchema },
    errors: {
      400: [
        ORDER_CREATE_ERROR_CODES.missingReference,
        ORDER_CREATE_ERROR_CODES.invalidOrderNumber,
        ORDER_CREATE_ERROR_CODES.conflictingReferences,
        ORDER_CREATE_ERROR_CODES.verificationFailed,
        VALIDATION_ERROR_CODE,
      ],
      404: [ORDER_CREATE_ERROR_CODES.notFound],
      409: [ORDER_CREATE_ERROR_CODES.paymentNotCompleted, ORDER_CREATE_ERROR_CODES.amountMismatch],
      429: [RATE_LIMITED_CODE],
      502: [PAYMENT_ERROR_CODES.providerUnavailable],
      503: [PAYMENT_ERROR_CODES.providerUnavailable],
    },
  }),
};
