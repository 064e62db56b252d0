import Razorpay from 'razorpay';
import { validatePaymentVerification } from 'razorpay/dist/utils/razorpay-utils.js';
import { describe, expect, it } from 'vitest';
import { WebhookVerificationError } from './payment-gateway.ts';
import { createRazorpayGateway, type RazorpayOrdersApi } from './razorpay-gateway.ts';
import { razorpaySignature } from './razorpay-events.ts';

// The Razorpay adapter without the network: signatures checked against the Razorpay SDK's own
// helpers, and a stand-in for the orders API.

const SETTINGS = { keyId: 'rzp_test_abc', keySecret: 'key-secret-123', webhookSecret: 'webhook-secret-456' };

function fakeOrders(status = 'paid') {
  const created: unknown[] = [];
  const orders: RazorpayOrdersApi = {
    create: async (params) => {
      created.push(params);
      return { id: 'order_NEW123' };
    },
    fetch: async (id) => ({
      id,
      status,
      amount: 129_900,
      amount_paid: status === 'paid' ? 129_900 : 0,
      currency: 'INR',
    }),
  };
  return { orders, created };
}

const captured = (orderId: string, amount = 129_900) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: 'pay_1', amount, currency: 'INR', status: 'captured', order_id: orderId } },
    },
    created_at: 1_700_000_000,
  });

describe('Razorpay gateway', () => {
  const razorpay = createRazorpayGateway(SETTINGS, fakeOrders().orders);

  it('accepts a webhook whose X-Razorpay-Signature the SDK also accepts', () => {
    const body = captured('order_ABC');
    const signature = razorpaySignature(body, SETTINGS.webhookSecret);
    expect(Razorpay.validateWebhookSignature(body, signature, SETTINGS.webhookSecret)).toBe(true);
    expect(
      razorpay.verifyWebhook(Buffer.from(body), {
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': 'evt_R1',
      }),
    ).toEqual({
      kind: 'payment-succeeded',
      id: 'evt_R1',
      type: 'payment.captured',
      reference: 'order_ABC',
      amountMinor: 129_900,
      currency: 'INR',
      paymentId: 'pay_1',
    });
  });

  it('refuses a tampered body, another secret and a missing signature', () => {
    const body = captured('order_ABC');
    const signature = razorpaySignature(body, SETTINGS.webhookSecret);
    const refused = (raw: string, headers: Record<string, string>) => {
      try {
        razorpay.verifyWebhook(Buffer.from(raw), headers);
        return false;
      } catch (error) {
        return error instanceof WebhookVerificationError && error.reason === 'signature';
      }
    };
    expect(
      Razorpay.validateWebhookSignature(captured('order_ABC', 1), signature, SETTINGS.webhookSecret),
    ).toBe(false);
    expect(refused(captured('order_ABC', 1), { 'x-razorpay-signature': signature })).toBe(true);
    expect(refused(body, { 'x-razorpay-signature': razorpaySignature(body, 'other') })).toBe(true);
    expect(refused(body, {})).toBe(true);
  });

  it('Checkout’s handler signature is checked against the order id the server stored', () => {
    const signature = razorpaySignature('order_STORED|pay_9', SETTINGS.keySecret);
    // The SDK agrees with our reading of the scheme…
    expect(
      validatePaymentVerification(
        { order_id: 'order_STORED', payment_id: 'pay_9' },
        signature,
        SETTINGS.keySecret,
      ),
    ).toBe(true);
    expect(razorpay.verifyClientConfirmation!('order_STORED', { paymentId: 'pay_9', signature })).toBe(true);
    // …and a signature made for another order (or payment, or key) does not pass for ours.
    const forOther = razorpaySignature('order_OTHER|pay_9', SETTINGS.keySecret);
    expect(
      razorpay.verifyClientConfirmation!('order_STORED', { paymentId: 'pay_9', signature: forOther }),
    ).toBe(false);
    expect(razorpay.verifyClientConfirmation!('order_STORED', { paymentId: 'pay_8', signature })).toBe(false);
    expect(razorpay.verifyClientConfirmation!('order_STORED', { paymentId: 'pay_9', signature: 'abc' })).toBe(
      false,
    );
  });

  it('payment.failed and uninteresting events', () => {
    const failed = captured('order_F').replace('payment.captured', 'payment.failed');
    const sign = (body: string) => ({
      'x-razorpay-signature': razorpaySignature(body, SETTINGS.webhookSecret),
    });
    expect(razorpay.verifyWebhook(Buffer.from(failed), sign(failed))).toMatchObject({
      kind: 'payment-failed',
      reference: 'order_F',
    });
    const refund = captured('order_F').replace('payment.captured', 'refund.created');
    expect(razorpay.verifyWebhook(Buffer.from(refund), sign(refund))).toMatchObject({
      kind: 'ignored',
      type: 'refund.created',
    });
  });

  it('creates the order with the server’s amount and the checkout id in its notes; a paid order is paid', async () => {
    const fake = fakeOrders();
    const gateway = createRazorpayGateway(SETTINGS, fake.orders);
    const checkoutId = 'c0ffee00-0000-4000-8000-000000000002';
    expect(
      await gateway.createPayment({
        checkoutId,
        amountMinor: 129_900,
        currency: 'INR',
        description: 'Mythology Reel - X',
        email: 'a@b.in',
      }),
    ).toEqual({
      reference: 'order_NEW123',
    });
    expect(fake.created).toEqual([
      {
        amount: 129_900,
        currency: 'INR',
        receipt: checkoutId,
        notes: { checkout_id: checkoutId, description: 'Mythology Reel - X' },
      },
    ]);
    expect(await gateway.fetchStatus('order_NEW123')).toEqual({
      state: 'paid',
      amountMinor: 129_900,
      currency: 'INR',
      paymentId: null,
    });
    expect(
      (await createRazorpayGateway(SETTINGS, fakeOrders('attempted').orders).fetchStatus('order_X')).state,
    ).toBe('pending');
  });
});
