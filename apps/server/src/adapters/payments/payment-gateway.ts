import type { PaymentProvider } from '@shop/contracts/checkout';
import type { Currency } from '@shop/contracts/pricing';

// One interface for every way of taking money (docs/architecture.md#real-parts-and-stand-ins): Stripe and Razorpay, and the
// offline sandboxes standing in for them when their keys are not configured. The payments module
// sees only this; which implementation runs is decided once, from the configuration.

/** What the shop asks to be paid: the price is the server's (pricing.ts), never the browser's. */
export interface PaymentRequest {
  /** Our checkout's id, kept in the provider object's metadata / notes. */
  checkoutId: string;
  amountMinor: number;
  currency: Currency;
  /** "Mythology Reel - {story}". */
  description: string;
  email: string;
}

export interface CreatedPayment {
  /** PaymentIntent id / Razorpay order id / sandbox id: the order number of docs/product-guide.md#order-numbers. */
  reference: string;
  /** Card path: what the browser confirms the payment with. */
  clientSecret?: string;
}

export type PaymentState = 'paid' | 'pending' | 'failed';

export interface PaymentStatus {
  state: PaymentState;
  /** What the provider says was (or is to be) paid; compared with the checkout before any order exists. */
  amountMinor: number;
  currency: string;
  /** The provider's id of the successful payment (charge / pay_…), when known. */
  paymentId: string | null;
}

/** A verified webhook, reduced to what the shop acts on. */
export type PaymentEvent =
  | {
      kind: 'payment-succeeded';
      id: string;
      type: string;
      reference: string;
      amountMinor: number;
      currency: string;
      paymentId: string | null;
    }
  | { kind: 'payment-failed'; id: string; type: string; reference: string }
  /** Verified but of no interest (refunds, disputes …): acknowledged and dropped. */
  | { kind: 'ignored'; id: string; type: string };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

/** stale / future: a genuine signature whose signed time is more than the tolerance from ours. */
export type WebhookRejection = 'signature' | 'stale' | 'future' | 'payload';

/** A webhook that must not be acted on; the route answers 400 so nothing is stored. */
export class WebhookVerificationError extends Error {
  override name = 'WebhookVerificationError';
  constructor(
    readonly reason: WebhookRejection,
    message: string,
  ) {
    super(message);
  }
}

/** A full or partial refund of a paid payment (docs/decisions/033). */
export interface RefundRequest {
  /** PaymentIntent id / Razorpay order id / sandbox id: the order number. */
  reference: string;
  /** The provider's id of the successful payment (charge / pay_…), when we know it. */
  paymentId: string | null;
  amountMinor: number;
  currency: string;
  /**
   * The same for every attempt at this refund: the provider answers a repeat with the refund it
   * made the first time, never a second one.
   */
  idempotencyKey: string;
}

export interface RefundResult {
  /** re_…, rfnd_…, or the sandbox's. */
  refundId: string;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** true for the sandboxes: no real money moves. */
  readonly testMode: boolean;
  /** Creates the provider's object (PaymentIntent / order) for a checkout. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /** Asks the provider, now, whether the payment went through. */
  fetchStatus(reference: string): Promise<PaymentStatus>;
  /** Refunds (part of) a paid payment, once per idempotency key; throws when the provider refuses. */
  refund(request: RefundRequest): Promise<RefundResult>;
  /** Verifies the signature over the exact raw body; throws WebhookVerificationError. */
  verifyWebhook(rawBody: Buffer, headers: WebhookHeaders, receivedAtMs?: number): PaymentEvent;
  /**
   * Razorpay Checkout's handler signature, HMAC_SHA256(order_id + '|' + payment_id, key_secret),
   * checked against the order id WE stored for the checkout (`reference`), never the browser's.
   */
  verifyClientConfirmation?(
    reference: string,
    confirmation: { paymentId: string; signature: string },
  ): boolean;
}

/**
 * Stripe's and our tolerance for a webhook's signed timestamp, both ways: Stripe's SDK only refuses
 * one too old; we also refuse one too far ahead of our clock (docs/decisions/019).
 */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
