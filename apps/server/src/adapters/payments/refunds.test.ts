import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import type { RefundRequest } from './payment-gateway.ts';
import {
  createRazorpayGateway,
  type RazorpayOrdersApi,
  type RazorpayPaymentsApi,
} from './razorpay-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

// Refunds through the real providers' adapters, without the network: stand-ins for the SDK calls
// that behave as the providers document them. The sandbox's own refunds are tested through the
// cancel endpoint (modules/orders/order-studio.test.ts).

const request: RefundRequest = {
  reference: 'pi_123',
  paymentId: null,
  amountMinor: 1499,
  currency: 'USD',
  idempotencyKey: 'refund-order-7d0b5c1e-2f4a-4a7e-9d61-1f0c2b3a4d5e',
};

describe('Stripe refunds', () => {
  it('refunds the PaymentIntent with the idempotency key, so Stripe answers a retry with the first refund', async () => {
    const byKey = new Map<string, { id: string; status: string }>();
    const calls: unknown[] = [];
    const client = {
      refunds: {
        create: async (params: unknown, options: { idempotencyKey: string }) => {
          calls.push(params);
          if (!byKey.has(options.idempotencyKey))
            byKey.set(options.idempotencyKey, { id: `re_${byKey.size + 1}`, status: 'succeeded' });
          return byKey.get(options.idempotencyKey);
        },
      },
    } as unknown as Stripe;
    const gateway = createStripeGateway({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' }, client);
    const first = await gateway.refund(request);
    expect(await gateway.refund(request)).toEqual(first);
    expect(first).toEqual({ refundId: 're_1' });
    expect(calls[0]).toEqual({ payment_intent: 'pi_123', amount: 1499, reason: 'requested_by_customer' });
  });

  it('a refund Stripe reports as failed is an error', async () => {
    const client = {
      refunds: { create: async () => ({ id: 're_x', status: 'failed' }) },
    } as unknown as Stripe;
    const gateway = createStripeGateway({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' }, client);
    await expect(gateway.refund(request)).rejects.toThrow(/failed/);
  });
});

describe('Razorpay refunds', () => {
  function fakeRazorpay() {
    const refunds: { id: string; status: string; receipt: string; amount: number }[] = [];
    const orders = {
      create: async () => ({ id: 'order_1' }),
      fetch: async (id: string) => ({
        id,
        status: 'paid',
        amount: 129_900,
        amount_paid: 129_900,
        currency: 'INR',
      }),
      fetchPayments: async () => ({
        items: [
          { id: 'pay_failed', status: 'failed' },
          { id: 'pay_9', status: 'captured' },
        ],
      }),
    } as RazorpayOrdersApi & { fetchPayments: () => Promise<{ items: { id: string; status: string }[] }> };
    const payments: RazorpayPaymentsApi = {
      async refund(paymentId, params) {
        // Razorpay refuses more than was captured.
        if (refunds.reduce((sum, refund) => sum + refund.amount, 0) + params.amount > 129_900)
          throw new Error('The refund amount provided is greater than amount captured');
        const refund = {
          id: `rfnd_${refunds.length + 1}`,
          status: 'processed',
          receipt: params.receipt,
          amount: params.amount,
        };
        expect(paymentId).toBe('pay_9');
        refunds.push(refund);
        return refund;
      },
      async fetchMultipleRefund() {
        return { items: refunds };
      },
    };
    return {
      gateway: createRazorpayGateway({ keyId: 'k', keySecret: 's', webhookSecret: 'w' }, orders, payments),
      refunds,
    };
  }

  it('refunds the order’s captured payment; a retry finds the refund by its receipt and makes no second one', async () => {
    const { gateway, refunds } = fakeRazorpay();
    const india = { ...request, reference: 'order_1', amountMinor: 129_900, currency: 'INR' };
    const first = await gateway.refund(india);
    expect(await gateway.refund(india)).toEqual(first);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.receipt).toBe(india.idempotencyKey.slice(0, 40));
  });
});
