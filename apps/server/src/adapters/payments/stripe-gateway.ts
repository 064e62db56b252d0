import Stripe from 'stripe';
import { headerValue, type PaymentGateway, type PaymentState } from './payment-gateway.ts';
import { STRIPE_SIGNATURE_HEADER, verifyStripeStyleEvent } from './stripe-events.ts';

// Card payments outside India (docs/architecture.md#real-parts-and-stand-ins): a PaymentIntent per checkout, confirmed by Stripe.js's
// Payment Element in the browser, reported by the payment_intent.* webhooks.

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
}

export function createStripeGateway(
  settings: StripeSettings,
  client: Stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 }),
): PaymentGateway {
  return {
    provider: 'stripe',
    testMode: false,

    async createPayment({ checkoutId, amountMinor, currency, description, email }) {
      const intent = await client.paymentIntents.create(
        {
          amount: amountMinor,
          currency: currency.toLowerCase(),
          automatic_payment_methods: { enabled: true },
          description,
          receipt_email: email,
          metadata: { checkout_id: checkoutId },
        },
        // A retried request (network blip) returns the same PaymentIntent instead of a second one.
        { idempotencyKey: `checkout-${checkoutId}` },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe returned PaymentIntent ${intent.id} without a client secret`);
      return { reference: intent.id, clientSecret: intent.client_secret };
    },

    async fetchStatus(reference) {
      const intent = await client.paymentIntents.retrieve(reference);
      const state: PaymentState =
        intent.status === 'succeeded' ? 'paid' : intent.status === 'canceled' ? 'failed' : 'pending';
      const charge = intent.latest_charge;
      return {
        state,
        amountMinor: state === 'paid' ? intent.amount_received : intent.amount,
        currency: intent.currency.toUpperCase(),
        paymentId: typeof charge === 'string' ? charge : (charge?.id ?? null),
      };
    },

    async refund({ reference, amountMinor, idempotencyKey }) {
      // Stripe's own idempotency: a retry with the key gets the refund the first call made.
      const refund = await client.refunds.create(
        { payment_intent: reference, amount: amountMinor, reason: 'requested_by_customer' },
        { idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        throw new Error(`Stripe refund ${refund.id} is ${refund.status}`);
      return { refundId: refund.id };
    },

    verifyWebhook(rawBody, headers, receivedAtMs) {
      return verifyStripeStyleEvent(
        rawBody,
        headerValue(headers, STRIPE_SIGNATURE_HEADER),
        settings.webhookSecret,
        receivedAtMs,
      );
    },
  };
}
