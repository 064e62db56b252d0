import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  headerValue,
  WebhookVerificationError,
  type PaymentEvent,
  type WebhookHeaders,
} from './payment-gateway.ts';
import { parseJson } from './stripe-events.ts';

// Razorpay's signature schemes, shared by the Razorpay gateway and the sandbox UPI gateway:
// - webhooks: `X-Razorpay-Signature` = hex HMAC-SHA256 of the raw body with the webhook secret;
// - Checkout's success handler: hex HMAC-SHA256 of `order_id|payment_id` with the key secret.
// Razorpay's own helpers compare with `===`; ours compare in constant time (the tests check that
// both agree). Razorpay signs no timestamp: a replayed event is harmless because every event is
// recorded by id and order creation is idempotent (docs/decisions/010-payments-and-order-creation.md).

export const RAZORPAY_SIGNATURE_HEADER = 'x-razorpay-signature';
export const RAZORPAY_EVENT_ID_HEADER = 'x-razorpay-event-id';

export function razorpaySignature(message: string | Buffer, secret: string): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

export function razorpaySignatureMatches(
  message: string | Buffer,
  signature: string | undefined,
  secret: string,
): boolean {
  if (!signature) return false;
  const expected = Buffer.from(razorpaySignature(message, secret), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Checkout's handler signature for the order id we stored. */
export function razorpayPaymentSignatureMatches(
  orderId: string,
  paymentId: string,
  signature: string,
  keySecret: string,
): boolean {
  return razorpaySignatureMatches(`${orderId}|${paymentId}`, signature, keySecret);
}

const paymentEntitySchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string().min(3),
  order_id: z.string().min(1).nullish(),
});

const razorpayEventSchema = z.object({
  event: z.string().min(1),
  created_at: z.number().optional(),
  payload: z.object({
    payment: z.object({ entity: paymentEntitySchema }).optional(),
    order: z
      .object({ entity: z.object({ id: z.string().min(1), amount_paid: z.number().int().optional() }) })
      .optional(),
  }),
});

export function verifyRazorpayStyleEvent(
  rawBody: Buffer,
  headers: WebhookHeaders,
  webhookSecret: string,
): PaymentEvent {
  if (!razorpaySignatureMatches(rawBody, headerValue(headers, RAZORPAY_SIGNATURE_HEADER), webhookSecret)) {
    throw new WebhookVerificationError('signature', 'Invalid webhook signature');
  }
  const parsed = razorpayEventSchema.safeParse(parseJson(rawBody));
  if (!parsed.success) throw new WebhookVerificationError('payload', 'Webhook body is not a Razorpay event');
  const { event, payload } = parsed.data;
  const payment = payload.payment?.entity;
  // Razorpay sends its event id in a header; every retry of one event carries the same id.
  const id =
    headerValue(headers, RAZORPAY_EVENT_ID_HEADER) ??
    `${event}:${payment?.id ?? payload.order?.entity.id ?? 'unknown'}`;

  if (event !== 'payment.captured' && event !== 'order.paid' && event !== 'payment.failed')
    return { kind: 'ignored', id, type: event };
  const reference = payment?.order_id ?? payload.order?.entity.id;
  if (!payment || !reference)
    throw new WebhookVerificationError('payload', `${event} without a payment and its order`);
  if (event === 'payment.failed') return { kind: 'payment-failed', id, type: event, reference };
  return {
    kind: 'payment-succeeded',
    id,
    type: event,
    reference,
    amountMinor: payload.order?.entity.amount_paid ?? payment.amount,
    currency: payment.currency.toUpperCase(),
    paymentId: payment.id,
  };
}
