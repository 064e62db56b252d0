import {
  SANDBOX_ERROR_CODES,
  SANDBOX_MESSAGES,
  type SandboxUpiConfirmRequest,
} from '@shop/contracts/sandbox-payments';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  razorpayPaymentSignatureMatches,
  razorpaySignature,
  verifyRazorpayStyleEvent,
} from '../../adapters/payments/razorpay-events.ts';
import type { SandboxConfirmResult } from './sandbox-card-gateway.ts';
import type { SandboxLedger, SandboxPayment, SandboxWebhookSender } from './sandbox-ledger.ts';
import { sandboxId } from './sandbox-ids.ts';
import { sandboxRefund } from './sandbox-refunds.ts';

// The offline stand-in for Razorpay (docs/architecture.md#real-parts-and-stand-ins): orders `order_sandbox_…`, a checkout where the
// buyer picks UPI success or failure, Checkout's handler fields (payment id and the
// HMAC(order_id|payment_id) signature with the sandbox key secret) and signed payment.* webhooks
// to the shop's own Razorpay webhook endpoint. Test mode only.

export interface SandboxUpiPaymentResult {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface SandboxUpiGateway extends PaymentGateway {
  confirm(request: SandboxUpiConfirmRequest): Promise<SandboxConfirmResult<SandboxUpiPaymentResult>>;
}

export interface SandboxUpiOptions {
  ledger: SandboxLedger;
  /** Signs Checkout's handler fields (the sandbox's key secret). */
  keySecret: string;
  /** Signs the webhooks. */
  webhookSecret: string;
  sendWebhook: SandboxWebhookSender;
  /** The shop's Razorpay webhook endpoint, e.g. /api/payments/webhooks/razorpay. */
  webhookPath: string;
}

/** The key id the browser gets in place of Razorpay's. */
export const SANDBOX_KEY_ID = 'sandbox';

export function createSandboxUpiGateway({
  ledger,
  keySecret,
  webhookSecret,
  sendWebhook,
  webhookPath,
}: SandboxUpiOptions): SandboxUpiGateway {
  function deliver(payment: SandboxPayment, paymentId: string, event: 'payment.captured' | 'payment.failed') {
    const captured = event === 'payment.captured';
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: paymentId,
            entity: 'payment',
            amount: payment.amountMinor,
            currency: payment.currency,
            status: captured ? 'captured' : 'failed',
            order_id: payment.reference,
            method: 'upi',
            captured,
            notes: { checkout_id: payment.checkoutId },
            ...(captured ? {} : { error_code: 'BAD_REQUEST_ERROR', error_reason: 'payment_failed' }),
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    sendWebhook({
      path: webhookPath,
      headers: {
        [RAZORPAY_SIGNATURE_HEADER]: razorpaySignature(body, webhookSecret),
        [RAZORPAY_EVENT_ID_HEADER]: sandboxId('evt_sandbox'),
      },
      body,
    });
  }

  return {
    provider: 'sandbox-upi',
    testMode: true,

    async createPayment({ checkoutId, amountMinor, currency }) {
      const reference = sandboxId('order_sandbox', 14);
      await ledger.create({
        reference,
        method: 'upi',
        clientSecret: null,
        checkoutId,
        amountMinor,
        currency,
      });
      return { reference };
    },

    refund: (request) => sandboxRefund(ledger, 'upi', request),

    async fetchStatus(reference) {
      const payment = await ledger.find(reference);
      if (!payment || payment.method !== 'upi') throw new Error(`No sandbox UPI order ${reference}`);
      return {
        state: payment.status === 'succeeded' ? 'paid' : 'pending',
        amountMinor: payment.amountMinor,
        currency: payment.currency,
        paymentId: payment.paymentId,
      };
    },

    verifyWebhook(rawBody, headers) {
      return verifyRazorpayStyleEvent(rawBody, headers, webhookSecret);
    },

    verifyClientConfirmation(reference, { paymentId, signature }) {
      return razorpayPaymentSignatureMatches(reference, paymentId, signature, keySecret);
    },

    async confirm({ orderId, outcome }) {
      const payment = await ledger.find(orderId);
      if (!payment || payment.method !== 'upi') {
        return {
          ok: false,
          status: 404,
          message: SANDBOX_MESSAGES.unknownPayment,
          code: SANDBOX_ERROR_CODES.unknownPayment,
        };
      }
      const result = (paid: SandboxPayment): SandboxConfirmResult<SandboxUpiPaymentResult> => ({
        ok: true,
        value: {
          razorpay_payment_id: paid.paymentId!,
          razorpay_order_id: paid.reference,
          razorpay_signature: razorpaySignature(`${paid.reference}|${paid.paymentId}`, keySecret),
        },
      });
      // Paid already (a second tap): Checkout would show the same success.
      if (payment.status === 'succeeded') return result(payment);

      if (outcome === 'failure') {
        await ledger.markFailed(orderId);
        deliver(payment, sandboxId('pay_sandbox', 14), 'payment.failed');
        return {
          ok: false,
          status: 402,
          message: SANDBOX_MESSAGES.upiFailed,
          code: SANDBOX_ERROR_CODES.upiFailed,
        };
      }
      const paid = await ledger.markSucceeded(orderId, sandboxId('pay_sandbox', 14));
      deliver(paid, paid.paymentId!, 'payment.captured');
      return result(paid);
    },
  };
}
