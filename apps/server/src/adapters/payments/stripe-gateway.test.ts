import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';
import { stripeSignatureHeader } from './stripe-events.ts';

// The Stripe adapter without the network: webhook signatures made by the Stripe SDK's own test
// helper, and a stand-in for the API client.

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const event = (type: string, object: Record<string, unknown>) =>
  JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
const intent = {
  id: 'pi_123',
  object: 'payment_intent',
  amount: 1499,
  amount_received: 1499,
  currency: 'usd',
  latest_charge: 'ch_9',
};

function fakeClient() {
  const calls: { params: unknown; options: unknown }[] = [];
  const client = {
    paymentIntents: {
      create: async (params: unknown, options: unknown) => {
        calls.push({ params, options });
        return { id: 'pi_new', client_secret: 'pi_new_secret_abc' };
      },
      retrieve: async (id: string) => ({
        id,
        status: retrieveStatus,
        amount: 1499,
        amount_received: retrieveStatus === 'succeeded' ? 1499 : 0,
        currency: 'usd',
        latest_charge: { id: 'ch_5' },
      }),
    },
  };
  let retrieveStatus = 'succeeded';
  return {
    client: client as unknown as Stripe,
    calls,
    setStatus: (status: string) => (retrieveStatus = status),
  };
}

const gateway = (client = fakeClient().client) =>
  createStripeGateway({ secretKey: 'sk_test_x', webhookSecret: WEBHOOK_SECRET }, client);
const headers = (signature: string) => ({ 'stripe-signature': signature });

describe('Stripe gateway', () => {
  it('accepts a webhook signed by the Stripe SDK and reduces payment_intent.succeeded to the paid amount', () => {
    const body = event('payment_intent.succeeded', intent);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    expect(gateway().verifyWebhook(Buffer.from(body), headers(signature))).toEqual({
      kind: 'payment-succeeded',
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      reference: 'pi_123',
      amountMinor: 1499,
      currency: 'USD',
      paymentId: 'ch_9',
    });
  });

  it('our sandbox signs exactly as Stripe does (the SDK verifies our header)', () => {
    const body = event('payment_intent.succeeded', intent);
    expect(
      Stripe.webhooks.signature!.verifyHeader(
        body,
        stripeSignatureHeader(body, WEBHOOK_SECRET),
        WEBHOOK_SECRET,
        300,
      ),
    ).toBe(true);
  });

  it('refuses a tampered body, a wrong secret, a missing header and a timestamp older than 300 s', () => {
    const body = event('payment_intent.succeeded', intent);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
    const reason = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof WebhookVerificationError ? error.reason : 'other';
      }
      return 'accepted';
    };
    expect(
      reason(() => gateway().verifyWebhook(Buffer.from(body.replace('1499', '1')), headers(signature))),
    ).toBe('signature');
    const otherSecret = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_other' });
    expect(reason(() => gateway().verifyWebhook(Buffer.from(body), headers(otherSecret)))).toBe('signature');
    expect(reason(() => gateway().verifyWebhook(Buffer.from(body), {}))).toBe('signature');

    const now = Date.now();
    const old = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(now / 1000) - 301,
    });
    expect(reason(() => gateway().verifyWebhook(Buffer.from(body), headers(old), now))).toBe('stale');
    const recent = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(now / 1000) - 299,
    });
    expect(reason(() => gateway().verifyWebhook(Buffer.from(body), headers(recent), now))).toBe('accepted');
    // Symmetric: the SDK alone would accept any timestamp ahead of our clock.
    const ahead = (seconds: number) =>
      Stripe.webhooks.generateTestHeaderString({
        payload: body,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(now / 1000) + seconds,
      });
    expect(() =>
      Stripe.webhooks.constructEvent(Buffer.from(body), ahead(3600), WEBHOOK_SECRET, 300, undefined, now),
    ).not.toThrow();
    expect(reason(() => gateway().verifyWebhook(Buffer.from(body), headers(ahead(301)), now))).toBe('future');
    expect(reason(() => gateway().verifyWebhook(Buffer.from(body), headers(ahead(3600)), now))).toBe(
      'future',
    );
    expect(reason(() => gateway().verifyWebhook(Buffer.from(body), headers(ahead(299)), now))).toBe(
      'accepted',
    );

    const notAnEvent = '{"hello":"world"}';
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: notAnEvent, secret: WEBHOOK_SECRET });
    expect(reason(() => gateway().verifyWebhook(Buffer.from(notAnEvent), headers(signed)))).toBe('payload');
  });

  it('payment_failed is a failure; other event types are acknowledged and ignored', () => {
    const sign = (body: string) =>
      headers(Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }));
    const failed = event('payment_intent.payment_failed', intent);
    expect(gateway().verifyWebhook(Buffer.from(failed), sign(failed))).toMatchObject({
      kind: 'payment-failed',
      reference: 'pi_123',
    });
    const refund = event('charge.refunded', { id: 'ch_1' });
    expect(gateway().verifyWebhook(Buffer.from(refund), sign(refund))).toEqual({
      kind: 'ignored',
      id: 'evt_1',
      type: 'charge.refunded',
    });
  });

  it('creates the PaymentIntent with the server’s amount, the checkout id and an idempotency key', async () => {
    const fake = fakeClient();
    const created = await gateway(fake.client).createPayment({
      checkoutId: 'c0ffee00-0000-4000-8000-000000000001',
      amountMinor: 1499,
      currency: 'USD',
      description: 'Mythology Reel - Krishna and the Serpent Kaliya',
      email: 'parent@example.com',
    });
    expect(created).toEqual({ reference: 'pi_new', clientSecret: 'pi_new_secret_abc' });
    expect(fake.calls).toEqual([
      {
        params: {
          amount: 1499,
          currency: 'usd',
          automatic_payment_methods: { enabled: true },
          description: 'Mythology Reel - Krishna and the Serpent Kaliya',
          receipt_email: 'parent@example.com',
          metadata: { checkout_id: 'c0ffee00-0000-4000-8000-000000000001' },
        },
        options: { idempotencyKey: 'checkout-c0ffee00-0000-4000-8000-000000000001' },
      },
    ]);
  });

  it('asks Stripe for the status: succeeded is paid, canceled failed, anything else pending', async () => {
    const fake = fakeClient();
    const stripe = gateway(fake.client);
    expect(await stripe.fetchStatus('pi_1')).toEqual({
      state: 'paid',
      amountMinor: 1499,
      currency: 'USD',
      paymentId: 'ch_5',
    });
    fake.setStatus('canceled');
    expect((await stripe.fetchStatus('pi_1')).state).toBe('failed');
    fake.setStatus('requires_payment_method');
    expect((await stripe.fetchStatus('pi_1')).state).toBe('pending');
  });
});
