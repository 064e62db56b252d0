import Razorpay from 'razorpay';
import type { PaymentGateway } from './payment-gateway.ts';
import { razorpayPaymentSignatureMatches, verifyRazorpayStyleEvent } from './razorpay-events.ts';

// Payments in India (docs/architecture.md#real-parts-and-stand-ins): a Razorpay order per checkout, paid in Razorpay Checkout (UPI,
// cards, net banking), reported by Checkout's signed handler and by the payment.captured /
// order.paid webhooks. Payments must be captured automatically (the account's default setting).

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
}

/** The part of the SDK the gateway uses (tests pass a stand-in; no network in tests). */
export interface RazorpayOrdersApi {
  create(params: {
    amount: number;
    currency: string;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<{ id: string }>;
  fetch(orderId: string): Promise<{
    id: string;
    status: string;
    amount: number | string;
    amount_paid: number | string;
    currency: string;
  }>;
}

/** The part of the SDK's payments API the refunds use. */
export interface RazorpayPaymentsApi {
  refund(
    paymentId: string,
    params: { amount: number; speed: 'normal'; receipt: string; notes: Record<string, string> },
  ): Promise<{ id: string; status: string }>;
  fetchMultipleRefund(
    paymentId: string,
    params: { count: number },
  ): Promise<{ items: { id: string; status: string; receipt?: string | null; notes?: unknown }[] }>;
}

/** The part of the SDK's orders API that finds an order's captured payment. */
export interface RazorpayOrderPaymentsApi {
  fetchPayments(orderId: string): Promise<{ items: { id: string; status: string }[] }>;
}

export function createRazorpayGateway(
  settings: RazorpaySettings,
  givenOrders?: RazorpayOrdersApi & Partial<RazorpayOrderPaymentsApi>,
  givenPayments?: RazorpayPaymentsApi,
): PaymentGateway {
  const sdk =
    givenOrders && givenPayments
      ? null
      : new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret });
  const orders = (givenOrders ?? sdk!.orders) as RazorpayOrdersApi & Partial<RazorpayOrderPaymentsApi>;
  const payments = (givenPayments ?? sdk!.payments) as unknown as RazorpayPaymentsApi;
  return {
    provider: 'razorpay',
    testMode: false,

    async createPayment({ checkoutId, amountMinor, currency, description }) {
      const order = await orders.create({
        amount: amountMinor,
        currency,
        // Razorpay's receipt is at most 40 characters; a uuid is 36.
        receipt: checkoutId,
        notes: { checkout_id: checkoutId, description },
      });
      return { reference: order.id };
    },

    async fetchStatus(reference) {
      const order = await orders.fetch(reference);
      const paid = order.status === 'paid';
      // Razorpay orders never fail; an unpaid one stays 'created' or 'attempted'.
      return {
        state: paid ? 'paid' : 'pending',
        amountMinor: Number(paid ? order.amount_paid : order.amount),
        currency: order.currency.toUpperCase(),
        paymentId: null,
      };
    },

    async refund({ reference, paymentId, amountMinor, idempotencyKey }) {
      // Refunds are made on the payment, not the order: the order's captured payment.
      const payment =
        paymentId ??
        (await orders.fetchPayments?.(reference))?.items.find((p) => p.status === 'captured')?.id;
      if (!payment) throw new Error(`Razorpay order ${reference} has no captured payment to refund`);
      // Razorpay has no idempotency header for refunds: the key travels as the refund's receipt,
      // and a retry first looks for the refund an earlier attempt made.
      const receipt = idempotencyKey.slice(0, 40);
      const earlier = (await payments.fetchMultipleRefund(payment, { count: 100 })).items.find(
        (refund) => refund.receipt === receipt && refund.status !== 'failed',
      );
      if (earlier) return { refundId: earlier.id };
      const refund = await payments.refund(payment, {
        amount: amountMinor,
        speed: 'normal',
        receipt,
        notes: { idempotency_key: idempotencyKey },
      });
      if (refund.status === 'failed') throw new Error(`Razorpay refund ${refund.id} failed`);
      return { refundId: refund.id };
    },

    verifyWebhook(rawBody, headers) {
      return verifyRazorpayStyleEvent(rawBody, headers, settings.webhookSecret);
    },

    verifyClientConfirmation(reference, { paymentId, signature }) {
      return razorpayPaymentSignatureMatches(reference, paymentId, signature, settings.keySecret);
    },
  };
}
