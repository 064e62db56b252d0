import Razorpay from 'razorpay';
import type { PaymentGateway } from './payment-gateway.ts';
import { razorpayPaymentSignatureMatches, verifyRazorpayStyleEvent } from './razorpay-events.ts';

// Payments in India (DESIGN §4): a Razorpay order per checkout, paid in Razorpay Checkout (UPI,
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

export function createRazorpayGateway(
  settings: RazorpaySettings,
  orders: RazorpayOrdersApi = new Razorpay({ key_id: settings.keyId, key_secret: settings.keySecret })
    .orders as unknown as RazorpayOrdersApi,
): PaymentGateway {
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

    verifyWebhook(rawBody, headers) {
      return verifyRazorpayStyleEvent(rawBody, headers, settings.webhookSecret);
    },

    verifyClientConfirmation(reference, { paymentId, signature }) {
      return razorpayPaymentSignatureMatches(reference, paymentId, signature, settings.keySecret);
    },
  };
}
