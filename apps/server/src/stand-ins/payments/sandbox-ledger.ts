import type { Currency } from '@shop/contracts/pricing';

// The sandbox's own records: what a provider keeps on its side (the PaymentIntent or order and
// whether it was paid). Kept in the shop's database, not in memory, so a payment made before a
// restart is still "paid" when the reconciler asks afterwards, and every server process agrees.
// The payments module implements it (the adapters never touch the database themselves).

export type SandboxMethod = 'card' | 'upi';
export type SandboxPaymentStatus = 'created' | 'succeeded' | 'failed';

export interface SandboxPayment {
  /** pi_sandbox_… or order_sandbox_… */
  reference: string;
  method: SandboxMethod;
  /** Card: `<reference>_secret_<random>`; UPI: null. */
  clientSecret: string | null;
  checkoutId: string;
  amountMinor: number;
  currency: Currency;
  status: SandboxPaymentStatus;
  /** ch_sandbox_… / pay_sandbox_… once paid. */
  paymentId: string | null;
}

export interface SandboxLedger {
  create(payment: Omit<SandboxPayment, 'status' | 'paymentId'>): Promise<void>;
  find(reference: string): Promise<SandboxPayment | undefined>;
  /** Records the success unless it already succeeded; returns the record as it now is. */
  markSucceeded(reference: string, paymentId: string): Promise<SandboxPayment>;
  /** Records a failed attempt; a payment that already succeeded stays succeeded. */
  markFailed(reference: string): Promise<void>;
  /** The refund made with this idempotency key, if any. */
  findRefund(idempotencyKey: string): Promise<{ refundId: string } | undefined>;
  /** Records a refund; a concurrent one with the same key wins and is returned instead. */
  insertRefund(refund: {
    idempotencyKey: string;
    reference: string;
    amountMinor: number;
    refundId: string;
  }): Promise<{ refundId: string }>;
  /** What was refunded on the payment so far. */
  refundedMinor(reference: string): Promise<number>;
}

/** A signed webhook the sandbox hands to the shop's own endpoint, as the real provider would. */
export interface SandboxWebhook {
  /** e.g. /api/payments/webhooks/stripe */
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** Delivers in the background; the sandbox's answer to the browser never waits for it. */
export type SandboxWebhookSender = (webhook: SandboxWebhook) => void;
