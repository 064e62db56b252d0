import { timingSafeEqual } from 'node:crypto';
import { orderNumberFromClientSecret } from '@shop/contracts/orders-create';
import {
  SANDBOX_ERROR_CODES,
  SANDBOX_MESSAGES,
  type SandboxCardConfirmRequest,
} from '@shop/contracts/sandbox-payments';
import { headerValue, type PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { SandboxLedger, SandboxPayment, SandboxWebhookSender } from './sandbox-ledger.ts';
import { sandboxId } from './sandbox-ids.ts';
import { sandboxRefund } from './sandbox-refunds.ts';
import {
  STRIPE_SIGNATURE_HEADER,
  stripeSignatureHeader,
  verifyStripeStyleEvent,
} from '../../adapters/payments/stripe-events.ts';

// The offline stand-in for Stripe (docs/architecture.md#real-parts-and-stand-ins): PaymentIntents `pi_sandbox_…` with client secrets
// `<id>_secret_<random>`, a confirm call taking the famous test cards, and signed
// payment_intent.* webhooks delivered to the shop's own Stripe webhook endpoint, exactly as Stripe
// would deliver them. Test mode only: no real card is ever charged.

const SUCCEEDS = '4242424242424242';
const DECLINED = '4000000000000002';

export type SandboxConfirmResult<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 402 | 404; message: string; code: string };

export interface SandboxCardGateway extends PaymentGateway {
  confirm(
    request: SandboxCardConfirmRequest,
    now?: Date,
  ): Promise<SandboxConfirmResult<{ reference: string }>>;
}

export interface SandboxCardOptions {
  ledger: SandboxLedger;
  /** Signs the webhooks (the sandbox's "whsec_…"). */
  webhookSecret: string;
  sendWebhook: SandboxWebhookSender;
  /** The shop's Stripe webhook endpoint, e.g. /api/payments/webhooks/stripe. */
  webhookPath: string;
}

export function createSandboxCardGateway({
  ledger,
  webhookSecret,
  sendWebhook,
  webhookPath,
}: SandboxCardOptions): SandboxCardGateway {
  const fail = (status: 400 | 402 | 404, message: string, code: string) =>
    ({ ok: false, status, message, code }) as const;

  function deliver(
    payment: SandboxPayment,
    type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
  ) {
    const succeeded = type === 'payment_intent.succeeded';
    const body = JSON.stringify({
      id: sandboxId('evt_sandbox'),
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: {
        object: {
          id: payment.reference,
          object: 'payment_intent',
          amount: payment.amountMinor,
          amount_received: succeeded ? payment.amountMinor : 0,
          currency: payment.currency.toLowerCase(),
          status: succeeded ? 'succeeded' : 'requires_payment_method',
          latest_charge: payment.paymentId,
          metadata: { checkout_id: payment.checkoutId },
          ...(succeeded
            ? {}
            : {
                last_payment_error: {
                  code: SANDBOX_ERROR_CODES.cardDeclined,
                  message: SANDBOX_MESSAGES.cardDeclined,
                },
              }),
        },
      },
    });
    sendWebhook({
      path: webhookPath,
      headers: { [STRIPE_SIGNATURE_HEADER]: stripeSignatureHeader(body, webhookSecret) },
      body,
    });
  }

  return {
    provider: 'sandbox-card',
    testMode: true,

    async createPayment({ checkoutId, amountMinor, currency }) {
      const reference = sandboxId('pi_sandbox');
      const clientSecret = `${reference}_secret_${sandboxId('cs').slice(3)}`;
      await ledger.create({ reference, method: 'card', clientSecret, checkoutId, amountMinor, currency });
      return { reference, clientSecret };
    },

    refund: (request) => sandboxRefund(ledger, 'card', request),

    async fetchStatus(reference) {
      const payment = await ledger.find(reference);
      if (!payment || payment.method !== 'card') throw new Error(`No sandbox card payment ${reference}`);
      return {
        state: payment.status === 'succeeded' ? 'paid' : 'pending',
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        paymentId: payment.paymentId,
      };
    },

    verifyWebhook(rawBody, headers, receivedAtMs) {
      return verifyStripeStyleEvent(
        rawBody,
        headerValue(headers, STRIPE_SIGNATURE_HEADER),
        webhookSecret,
        receivedAtMs,
      );
    },

    async confirm({ clientSecret, cardNumber, expiry, cvc }, now = new Date()) {
      const reference = orderNumberFromClientSecret(clientSecret);
      const payment = await ledger.find(reference);
      if (!payment || payment.method !== 'card' || !sameSecret(payment.clientSecret, clientSecret)) {
        return fail(404, SANDBOX_MESSAGES.unknownPayment, SANDBOX_ERROR_CODES.unknownPayment);
      }
      // A double click, or a retry after a lost answer: Stripe answers with the succeeded intent.
      if (payment.status === 'succeeded') return { ok: true, value: { reference } };

      const digits = cardNumber.replace(/[\s-]/g, '');
      if (digits !== SUCCEEDS && digits !== DECLINED)
        return fail(400, SANDBOX_MESSAGES.incorrectNumber, SANDBOX_ERROR_CODES.incorrectNumber);
      const expiryProblem = checkExpiry(expiry, now);
      if (expiryProblem) return fail(400, expiryProblem.message, expiryProblem.code);
      if (!/^\d{3,4}$/.test(cvc.trim()))
        return fail(400, SANDBOX_MESSAGES.invalidCvc, SANDBOX_ERROR_CODES.invalidCvc);

      if (digits === DECLINED) {
        await ledger.markFailed(reference);
        deliver(payment, 'payment_intent.payment_failed');
        return fail(402, SANDBOX_MESSAGES.cardDeclined, SANDBOX_ERROR_CODES.cardDeclined);
      }
      const paid = await ledger.markSucceeded(reference, sandboxId('ch_sandbox'));
      deliver(paid, 'payment_intent.succeeded');
      return { ok: true, value: { reference } };
    },
  };
}

function sameSecret(stored: string | null, given: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** MM/YY or MM/YYYY, valid through the end of that month. */
function checkExpiry(expiry: string, now: Date): { message: string; code: string } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  const month = match ? Number(match[1]) : 0;
  if (!match || month < 1 || month > 12)
    return { message: SANDBOX_MESSAGES.invalidExpiry, code: SANDBOX_ERROR_CODES.invalidExpiry };
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  const endOfMonth = Date.UTC(year, month, 1); // first instant of the following month
  if (endOfMonth <= now.getTime())
    return { message: SANDBOX_MESSAGES.expiredCard, code: SANDBOX_ERROR_CODES.expiredCard };
  return null;
}
