import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { CheckoutFormInput } from '@shop/contracts/checkout';
import {
  type CreatedOrder,
  createdOrderSchema,
  orderNumberFromClientSecret,
} from '@shop/contracts/orders-create';
import { consentFor, DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY } from '@shop/contracts/privacy';
import { eq, inArray, sql } from 'drizzle-orm';
import { sandboxSecrets } from '../src/wiring/payment-gateways.ts';
import {
  RAZORPAY_EVENT_ID_HEADER,
  RAZORPAY_SIGNATURE_HEADER,
  razorpaySignature,
} from '../src/adapters/payments/razorpay-events.ts';
import { STRIPE_SIGNATURE_HEADER, stripeSignatureHeader } from '../src/adapters/payments/stripe-events.ts';
import {
  checkouts,
  emailRecipients,
  orders,
  outbox,
  photoUploads,
  processedWebhookEvents,
} from '../src/db/schema.ts';
import type { TestApp } from './create-test-app.ts';

// The order-and-pay journey's building blocks for tests: uploaded photos as the uploads module
// leaves them, the order form, and webhooks signed exactly as the sandbox (and Stripe / Razorpay)
// sign them, with the test app's sandbox secret.

/** Photos as if uploaded through POST /api/uploads/photos; returns their public_ids. */
export async function uploadedPhotos(t: TestApp, count = 2): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await t.database.db
    .insert(photoUploads)
    .values(
      ids.map((id) => ({ id, storageKey: `photos/${id}.jpg`, width: 800, height: 600, bytes: 50_000 })),
    );
  return ids;
}

/** As if the photos had been uploaded `hours` ago (the sweeper removes unclaimed ones after 24). */
export async function agePhotos(t: TestApp, ids: string[], hours: number): Promise<void> {
  await t.database.db
    .update(photoUploads)
    .set({ createdAt: sql`now() - (${hours}::integer * interval '1 hour')` })
    .where(inArray(photoUploads.id, ids));
}

/** Which of these photos are still stored (not swept). */
export async function remainingPhotos(t: TestApp, ids: string[]): Promise<string[]> {
  const rows = await t.database.db
    .select({ id: photoUploads.id })
    .from(photoUploads)
    .where(inArray(photoUploads.id, ids));
  return rows.map((row) => row.id);
}

/** As if two minutes had passed since the checkout started (the reconciler leaves younger ones to the webhook). */
export async function makeCheckoutDue(t: TestApp, reference: string): Promise<void> {
  await t.database.db
    .update(checkouts)
    .set({ nextCheckAt: sql`now() - interval '1 second'` })
    .where(eq(checkouts.paymentReference, reference));
}

/** The sandbox's test card that always pays (the order page's "Pay" with it). */
export const PAYING_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } as const;

/**
 * The order page's first two steps as a browser takes them: start the checkout with `form` (sent with
 * `headers`: a bearer token or the upload session's cookie) and pay it with the sandbox's paying card.
 * `reference` is the payment's reference, as the provider reports it.
 */
export async function startAndPayByCard(
  t: TestApp,
  form: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ clientSecret: string; checkoutToken: string; reference: string }> {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/payments/create-payment-intent',
    payload: form,
    headers,
  });
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, checkoutToken } = started.json<{ clientSecret: string; checkoutToken: string }>();
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/card/confirm',
    payload: { clientSecret, ...PAYING_CARD },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { clientSecret, checkoutToken, reference: orderNumberFromClientSecret(clientSecret) };
}

/**
 * ...and its third: the order made from the paid checkout, as the confirmation page asks for it. 201,
 * or 200 when the sandbox's webhook made the order first (an app that listens).
 */
export async function payForOrder(
  t: TestApp,
  form: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ orderId: string; order: CreatedOrder; reference: string; checkoutToken: string }> {
  const { checkoutToken, reference } = await startAndPayByCard(t, form, headers);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: { checkout_token: checkoutToken, payment_intent_id: reference },
  });
  expect([200, 201], created.body).toContain(created.statusCode);
  // The checkout's token shows its browser the order's details, whoever else asks.
  const order = createdOrderSchema.parse(created.json().data);
  return { orderId: order.unique_id, order, reference, checkoutToken };
}

export function orderForm(
  photoIds: string[],
  overrides: Partial<Record<keyof CheckoutFormInput, unknown>> & Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    kidName: 'Aarav',
    storyId: 3,
    language: 'english',
    email: 'parent@example.com',
    country: 'US',
    kidPhotoIds: photoIds,
    // The parent's consent to the wording of the default config (docs/decisions/046).
    consent: consentFor(DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY),
    // India buyers name their state (the invoice's place of supply); Karnataka, the sample seller's.
    ...(overrides.country === 'IN' ? { state: 'KA' } : {}),
    ...overrides,
  };
}

export async function addRecipient(t: TestApp, email: string, orderCreated = true): Promise<void> {
  await t.database.db.insert(emailRecipients).values({ email, name: email.split('@')[0]!, orderCreated });
}

const secrets = (t: TestApp) => sandboxSecrets(t.config.payments.sandboxSecret!);

/** A payment_intent.* event as the card sandbox (and Stripe) sends it, signed; `timestamp` in seconds. */
export function stripeStyleWebhook(
  t: TestApp,
  intent: { id: string; amount: number; currency?: string; type?: string; eventId?: string },
  { timestamp, secret }: { timestamp?: number; secret?: string } = {},
) {
  const body = JSON.stringify({
    id: intent.eventId ?? `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: intent.type ?? 'payment_intent.succeeded',
    data: {
      object: {
        id: intent.id,
        object: 'payment_intent',
        amount: intent.amount,
        amount_received: intent.amount,
        currency: intent.currency ?? 'usd',
        status: 'succeeded',
        latest_charge: 'ch_test_1',
      },
    },
  });
  return {
    method: 'POST' as const,
    url: '/api/payments/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      [STRIPE_SIGNATURE_HEADER]: stripeSignatureHeader(body, secret ?? secrets(t).webhookSecret, timestamp),
    },
    payload: body,
  };
}

/** A payment.* event as the UPI sandbox (and Razorpay) sends it, signed. */
export function razorpayStyleWebhook(
  t: TestApp,
  payment: { orderId: string; paymentId: string; amount: number; event?: string; eventId?: string },
  { secret }: { secret?: string } = {},
) {
  const body = JSON.stringify({
    entity: 'event',
    event: payment.event ?? 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: payment.paymentId,
          amount: payment.amount,
          currency: 'INR',
          status: 'captured',
          order_id: payment.orderId,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  });
  return {
    method: 'POST' as const,
    url: '/api/payments/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      [RAZORPAY_SIGNATURE_HEADER]: razorpaySignature(body, secret ?? secrets(t).webhookSecret),
      [RAZORPAY_EVENT_ID_HEADER]: payment.eventId ?? `evt_test_${randomUUID().replaceAll('-', '')}`,
    },
    payload: body,
  };
}

/** Checkout's handler signature for an order id, with the sandbox's key secret. */
export function sandboxCheckoutSignature(t: TestApp, orderId: string, paymentId: string): string {
  return razorpaySignature(`${orderId}|${paymentId}`, secrets(t).keySecret);
}

/** What the tests count: orders, checkouts, outbox rows, handled webhook events. */
export async function storedRows(t: TestApp, reference?: string) {
  const db = t.database.db;
  const [orderRows, checkoutRows, mail, events] = await Promise.all([
    reference
      ? db.select().from(orders).where(eq(orders.paymentReference, reference))
      : db.select().from(orders),
    reference
      ? db.select().from(checkouts).where(eq(checkouts.paymentReference, reference))
      : db.select().from(checkouts),
    db.select().from(outbox),
    db.select().from(processedWebhookEvents),
  ]);
  return { orders: orderRows, checkouts: checkoutRows, outbox: mail, events };
}
