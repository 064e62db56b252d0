import { renderQueueFor } from '../studio/render-queue.repository.ts';
import { orderNumberFromClientSecret } from '@shop/contracts/orders-create';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { checkouts } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  addRecipient,
  orderForm,
  startAndPayByCard,
  storedRows,
  uploadedPhotos,
} from '../../../test/payment-fixtures.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { composeModules } from '../../compose.ts';

// The safety net: a payment nobody reported (server stopped between payment and order, tab closed,
// webhook lost) still becomes its order, exactly once, however many processes look for it. And the
// sandbox really delivers its webhooks over HTTP, as a provider would.

describe('payments without a report', () => {
  let t: TestApp;
  /** The running app: the test app, and after the "restart" the fresh one. */
  let app: App;
  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    await addRecipient(t, 'staff@diyatales.test');
  });
  afterAll(async () => {
    if (app !== t.app) await app.close();
    await t.close();
  });

  const post = (target: App, url: string, payload: object) => target.inject({ method: 'POST', url, payload });
  /** As if two minutes had passed since the checkout started (the reconciler leaves younger ones to the webhook). */
  const makeDue = (reference: string) =>
    t.database.db
      .update(checkouts)
      .set({ nextCheckAt: sql`now() - interval '1 second'` })
      .where(eq(checkouts.paymentReference, reference));
  // A process's payments module, composed as the app composes it (another "process" on the database).
  const reconcilerFor = async (target: App) =>
    (
      await composeModules({
        config: t.config,
        db: t.database.db,
        storage: storageFromConfig(t.config),
        log: target.log,
        serverAddress: () => null,
        // Never started: nothing here queues a render.
        renderQueue: renderQueueFor(t.config, t.database, target.log, false),
      })
    ).payments;

  it('the server stops between payment and order: after the restart the reconciler creates the order', async () => {
    // Paid at the provider; the webhook goes nowhere (not listening) and the browser never reports back.
    const { checkoutToken, reference } = await startAndPayByCard(t, orderForm(await uploadedPhotos(t)));
    await t.app.close();

    // A fresh process on the same database; the test runs its reconciler's passes itself.
    const restarted = await buildApp({
      config: t.config,
      database: t.database,
      logger: t.app.log,
      jobs: false,
    });
    await restarted.ready();
    app = restarted;
    const payments = await reconcilerFor(restarted);
    try {
      expect((await storedRows(t, reference)).orders).toHaveLength(0);
      // Younger than two minutes: left to the webhook and the browser for now.
      expect(await payments.reconciler.runOnce()).toEqual({ checked: 0, ordersCreated: 0, errors: 0 });

      await makeDue(reference);
      expect(await payments.reconciler.runOnce()).toMatchObject({ ordersCreated: 1, errors: 0 });
      const {
        orders,
        checkouts: [checkout],
        outbox,
      } = await storedRows(t, reference);
      expect(orders).toHaveLength(1);
      expect(checkout).toMatchObject({ status: 'paid', orderId: orders[0]!.id });
      expect(
        outbox.filter(
          (m) => m.dedupeKey?.endsWith(orders[0]!.id) || m.dedupeKey?.includes(`:${orders[0]!.id}:`),
        ),
      ).toHaveLength(2);

      // Nothing left to do; the browser coming back later gets the same order.
      expect((await payments.reconciler.runOnce()).ordersCreated).toBe(0);
      const late = await post(restarted, '/api/orders', {
        order_number: reference,
        checkout_token: checkoutToken,
      });
      expect(late.statusCode).toBe(200);
      expect(late.json().data.unique_id).toBe(orders[0]!.id);
    } finally {
      await payments.close();
    }
  });

  it('several processes reconciling at once make one order; unpaid checkouts wait with a growing backoff', async () => {
    const start = async () =>
      (await post(app, '/api/payments/create-payment-intent', orderForm(await uploadedPhotos(t)))).json()
        .clientSecret as string;
    const paidSecret = await start();
    const unpaidSecret = await start();
    const paidRef = orderNumberFromClientSecret(paidSecret);
    const unpaidRef = orderNumberFromClientSecret(unpaidSecret);
    await post(app, '/api/payments/sandbox/card/confirm', {
      clientSecret: paidSecret,
      cardNumber: '4242424242424242',
      expiry: '12/39',
      cvc: '123',
    });
    await makeDue(paidRef);
    await makeDue(unpaidRef);

    const processes = await Promise.all([reconcilerFor(app), reconcilerFor(app), reconcilerFor(app)]);
    try {
      const results = await Promise.all(processes.map((p) => p.reconciler.runOnce()));
      expect(results.reduce((sum, r) => sum + r.ordersCreated, 0)).toBe(1);
      expect(results.reduce((sum, r) => sum + r.errors, 0)).toBe(0);
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
    expect((await storedRows(t, paidRef)).orders).toHaveLength(1);

    const [unpaid] = (await storedRows(t, unpaidRef)).checkouts;
    expect(unpaid).toMatchObject({ status: 'open', orderId: null, checkAttempts: 1 });
    // Next look in about 2 minutes (then 4, 8 … at most 6 h).
    const wait = unpaid!.nextCheckAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(60_000);
    expect(wait).toBeLessThan(3 * 60_000);
  });

  it('the sandbox delivers signed webhooks over HTTP to the server itself: card and UPI payments become orders', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { clientSecret } = (
      await post(app, '/api/payments/create-payment-intent', orderForm(await uploadedPhotos(t)))
    ).json();
    const cardRef = orderNumberFromClientSecret(clientSecret);
    await post(app, '/api/payments/sandbox/card/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });

    const upiOrder = (
      await post(
        app,
        '/api/payments/create-razorpay-order',
        orderForm(await uploadedPhotos(t), { country: 'IN' }),
      )
    ).json().orderId as string;
    await post(app, '/api/payments/sandbox/upi/confirm', { orderId: upiOrder, outcome: 'success' });

    // Nobody calls POST /api/orders: only the webhooks can have made these orders.
    await vi.waitFor(
      async () => {
        expect((await storedRows(t, cardRef)).orders).toHaveLength(1);
        expect((await storedRows(t, upiOrder)).orders).toHaveLength(1);
      },
      { timeout: 15_000, interval: 100 },
    );
    const { events } = await storedRows(t);
    expect(events.some((e) => e.provider === 'sandbox-card' && e.type === 'payment_intent.succeeded')).toBe(
      true,
    );
    expect(events.some((e) => e.provider === 'sandbox-upi' && e.type === 'payment.captured')).toBe(true);
  });
});
