import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { z } from 'zod';
import { WEBHOOK_TOLERANCE_SECONDS, WebhookVerificationError, type PaymentEvent } from './payment-gateway.ts';

// Stripe's webhook scheme, shared by the Stripe gateway and the sandbox card gateway (which signs
// its webhooks the same way): header `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`.
// Verification is the Stripe SDK's own, so the sandbox proves the real path.

export const STRIPE_SIGNATURE_HEADER = 'stripe-signature';

/** Signs a body as Stripe does (used by the sandbox to deliver its webhooks). */
export function stripeSignatureHeader(
  body: string,
  secret: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`, 'utf8').digest('hex');
  return `t=${timestampSeconds},v1=${signature}`;
}

// Only what the shop acts on; Stripe sends much more and adds fields over time.
const stripeEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const paymentIntentSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  amount_received: z.number().int().optional(),
  currency: z.string().min(3),
  latest_charge: z.union([z.string(), z.object({ id: z.string() })]).nullish(),
});

/**
 * Verifies the signature and its time (at most 300 s old, and at most 300 s ahead of our clock),
 * then reduces the event to what the shop acts on.
 */
export function verifyStripeStyleEvent(
  rawBody: Buffer,
  signatureHeader: string | undefined,
  secret: string,
  receivedAtMs: number = Date.now(),
): PaymentEvent {
  if (!signatureHeader) throw new WebhookVerificationError('signature', 'Missing Stripe-Signature header');
  try {
    Stripe.webhooks.signature!.verifyHeader(
      rawBody,
      signatureHeader,
      secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      receivedAtMs,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // The SDK says which check failed only in its message.
    if (message.startsWith('Timestamp outside the tolerance zone')) {
      throw new WebhookVerificationError(
        'stale',
        `Webhook timestamp is more than ${WEBHOOK_TOLERANCE_SECONDS} s old`,
      );
    }
    throw new WebhookVerificationError('signature', 'Invalid webhook signature');
  }
  // The SDK measures only the age: a timestamp from the future (a signature made on a clock far
  // ahead, or held back to be replayed later) would pass for ever. Refused the same way.
  const aheadSeconds = signedTimestamp(signatureHeader) - Math.floor(receivedAtMs / 1000);
  if (aheadSeconds > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookVerificationError(
      'future',
      `Webhook timestamp is more than ${WEBHOOK_TOLERANCE_SECONDS} s in the future`,
    );
  }
  return normaliseStripeEvent(parseJson(rawBody));
}

/** The `t=` of a Stripe-Signature header, read as the SDK reads it (the last one counts). */
function signedTimestamp(header: string): number {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

function normaliseStripeEvent(json: unknown): PaymentEvent {
  const event = stripeEventSchema.safeParse(json);
  if (!event.success) throw new WebhookVerificationError('payload', 'Webhook body is not a Stripe event');
  const { id, type } = event.data;
  if (type !== 'payment_intent.succeeded' && type !== 'payment_intent.payment_failed')
    return { kind: 'ignored', id, type };

  const intent = paymentIntentSchema.safeParse(event.data.data.object);
  if (!intent.success) throw new WebhookVerificationError('payload', `${type} without a PaymentIntent`);
  const pi = intent.data;
  if (type === 'payment_intent.payment_failed') return { kind: 'payment-failed', id, type, reference: pi.id };
  const charge = pi.latest_charge;
  return {
    kind: 'payment-succeeded',
    id,
    type,
    reference: pi.id,
    amountMinor: pi.amount_received ?? pi.amount,
    currency: pi.currency.toUpperCase(),
    paymentId: typeof charge === 'string' ? charge : (charge?.id ?? null),
  };
}

export function parseJson(rawBody: Buffer): unknown {
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookVerificationError('payload', 'Webhook body is not JSON');
  }
}
