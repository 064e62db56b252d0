import type { AuthenticatedUser } from '@shop/contracts/auth';
import { PAYMENT_WEBHOOK_MESSAGES } from '@shop/contracts/checkout';
import {
  ORDER_CREATE_MESSAGES,
  createdOrderSchema,
  orderNumberFromClientSecret,
} from '@shop/contracts/orders-create';
import { ORDER_NUMBER_PATTERN } from '@shop/contracts/order-number';
import { ORDER_STATUS_MESSAGES, orderStatusResponseSchema } from '@shop/contracts/order-status';
import { SANDBOX_MESSAGES } from '@shop/contracts/sandbox-payments';
import { PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, photoUploads } from '../../db/schema.ts';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  addRecipient,
  orderForm,
  razorpayStyleWebhook,
  sandboxCheckoutSignature,
  startAndPayByCard,
  storedRows,
  stripeStyleWebhook,
  uploadedPhotos,
} from '../../../test/payment-fixtures.ts';

// "The paid order exists on the server exactly once whatever the browser, the network or the
// payment provider does": webhooks (repeated, racing, forged, stale, altered) and the browser's
// POST /api/orders all end in one order and one set of e-mails, or in a refusal that stores nothing.

describe('orders from payments', () => {
  let t: TestApp;
  let user: AuthenticatedUser;
  let userToken: string;

  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
    user = await createUser(t);
    userToken = await tokenFor(t, user);
    await addRecipient(t, 'staff-one@diyatales.test');
    await addRecipient(t, 'staff-two@diyatales.test');
    await addRecipient(t, 'muted@diyatales.test', false);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const createOrder = (payload: object, headers: Record<string, string> = {}) =>
    post('/api/orders', payload, headers);

  /** A card checkout, paid at the (sandbox) provider; its webhook is lost (the app is not listening). */
  async function paidCardCheckout(headers: Record<string, string> = {}, form: Record<string, unknown> = {}) {
    const photos = await uploadedPhotos(t);
    const { reference, clientSecret, checkoutToken } = await startAndPayByCard(
      t,
      orderForm(photos, form),
      headers,
    );
    return { reference, clientSecret, photos, checkoutToken };
  }

  async function indiaCheckout(headers: Record<string, string> = {}) {
    const res = await post(
      '/api/payments/create-razorpay-order',
      orderForm(await uploadedPhotos(t), { country: 'IN', storyId: 20 }),
      headers,
    );
    expect(res.statusCode).toBe(200);
    return res.json().orderId as string;
  }

  it('the same webhook three times at once, racing the browser’s POST: one order, one set of e-mails', async () => {
    const { reference, photos, checkoutToken } = await paidCardCheckout();
    const webhook = stripeStyleWebhook(t, { id: reference, amount: 1499, eventId: 'evt_race_1' });
    const outboxBefore = (await storedRows(t)).outbox.length;

    const responses = await Promise.all([
      t.app.inject(webhook),
      t.app.inject(webhook),
      createOrder({ item_number: 3, order_number: reference, character_name: 'Aarav' }),
      t.app.inject(webhook),
    ]);
    const [first, second, browser, third] = responses;
    for (const res of [first!, second!, third!]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    // Whoever came first created it; the browser gets the same order either way.
    expect([200, 201]).toContain(browser!.statusCode);

    const { orders, checkouts, outbox, events } = await storedRows(t, reference);
    expect(orders).toHaveLength(1);
    const order = orders[0]!;
    expect(order).toMatchObject({
      userId: null,
      itemNumber: 3,
      characterName: 'Aarav',
      status: 'pending',
      language: 'english',
      email: 'parent@example.com',
      country: 'US',
      amountMinor: 1499,
      currency: 'USD',
      provider: 'sandbox-card',
      paymentReference: reference,
      orderNumber: expect.stringMatching(ORDER_NUMBER_PATTERN),
      photoKeys: photos.map((id) => `photos/${id}.jpg`),
    });
    expect(checkouts[0]).toMatchObject({ status: 'paid', orderId: order.id });
    // Due 24 h after payment (docs/product-guide.md#settled-contradictions).
    expect(order.dueAt.getTime() - checkouts[0]!.paidAt!.getTime()).toBe(24 * 3600_000);
    expect(events.filter((e) => e.eventId === 'evt_race_1')).toHaveLength(1);

    const mail = outbox.slice(outboxBefore);
    expect(mail.map((m) => `${m.kind} ${m.toAddress} ${m.dedupeKey}`).sort()).toEqual([
      `new-order-notice staff-one@diyatales.test order-created:${order.id}:staff-one@diyatales.test`,
      `new-order-notice staff-two@diyatales.test order-created:${order.id}:staff-two@diyatales.test`,
      `order-confirmation parent@example.com order-confirmation:${order.id}`,
    ]);
    const confirmation = mail.find((m) => m.kind === 'order-confirmation')!;
    // One number for the parent; the payment reference stays internal (issue 14).
    expect(confirmation.text).toContain(order.orderNumber);
    expect(confirmation.text).not.toContain(reference);
    for (const notice of mail) expect(notice.subject + notice.text).not.toContain(reference);
    // The receipt goes with the confirmation, rendered when it is sent.
    expect(confirmation.attachments).toEqual([{ type: 'invoice', orderId: order.id }]);
    // Issued in the same transaction: one invoice, quoting the order's number.
    const issued = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ orderNumber: order.orderNumber, totalMinor: 1499, currency: 'USD' });
    expect(confirmation.text).toContain('Krishna and the Serpent Kaliya');
    expect(confirmation.text).toContain('within 24 hours');

    // The photos now belong to the order; they cannot be paid for a second time.
    const claimed = await t.database.db.select().from(photoUploads).where(inArray(photoUploads.id, photos));
    expect(claimed.every((row) => row.orderId === order.id)).toBe(true);
    const again = await post('/api/payments/create-payment-intent', orderForm(photos));
    expect(again.json().message).toBe(PHOTO_MESSAGES.unavailable);

    // Every later report returns the first order, 200, and queues nothing.
    const repeat = await createOrder({ order_number: reference, checkout_token: checkoutToken });
    expect(repeat.statusCode).toBe(200);
    expect(createdOrderSchema.parse(repeat.json().data)).toMatchObject({
      unique_id: order.id,
      order_number: order.orderNumber,
    });
    expect(JSON.stringify(repeat.json())).not.toContain(reference);
    expect((await t.app.inject(stripeStyleWebhook(t, { id: reference, amount: 1499 }))).statusCode).toBe(200);
    expect((await storedRows(t, reference)).orders).toHaveLength(1);
    expect((await storedRows(t)).outbox).toHaveLength(outboxBefore + 3);
  });

  it('the confirmation’s signed link opens the order’s status without an account; a wrong signature does not', async () => {
    const { reference, checkoutToken } = await paidCardCheckout();
    const created = await createOrder({
      checkout_token: checkoutToken,
      payment_intent_id: reference,
      item_number: 3,
      customer_details: { kid_name: 'Aarav', email: 'x@y.z', selected_story: 'X' },
    });
    expect(created.statusCode).toBe(201);
    const order = createdOrderSchema.parse(created.json().data);
    const mail = (await storedRows(t)).outbox.find(
      (m) => m.dedupeKey === `order-confirmation:${order.unique_id}`,
    )!;
    const link = /http:\/\/localhost:3000(\/order-status\/[^\s"<>]+)/.exec(mail.text)![1]!;
    const url = new URL(link, 'http://x');
    const id = url.pathname.split('/').pop()!;
    const sig = url.searchParams.get('sig')!;

    const res = await t.app.inject({ url: `/api/orders/status/${id}?sig=${encodeURIComponent(sig)}` });
    expect(res.statusCode).toBe(200);
    expect(orderStatusResponseSchema.strict().parse(res.json()).data).toEqual({
      unique_id: order.unique_id,
      order_number: order.order_number,
      item_number: 3,
      story_title: 'Krishna and the Serpent Kaliya',
      character_name: 'Aarav',
      language: 'english',
      status: 'pending',
      stage: 'received',
      site_language: 'en',
      whatsapp_updates: null,
      progress: {
        stage: 'received',
        due_at: order.due_at,
        steps: [
          { stage: 'received', label: 'Received', reached_at: order.created_date, current: true },
          { stage: 'in_production', label: 'In production', reached_at: null, current: false },
          { stage: 'quality_check', label: 'Quality check', reached_at: null, current: false },
          { stage: 'delivered', label: 'Delivered', reached_at: null, current: false },
        ],
        photo_needed: null,
        cancelled: null,
      },
      due_at: order.due_at,
      created_date: order.created_date,
      child_data: { photos_deleted_at: null, photos_deleted_reason: null, video_deleted_at: null },
      video: null,
      // No special day was asked for: delivered when ready.
      scheduled_delivery: null,
      // No brother-or-sister campaign in this shop (docs/decisions/120).
      sibling_offer: null,
    });
    for (const bad of [
      `/api/orders/status/${id}?sig=${sig.slice(1)}x`,
      `/api/orders/status/${id}`,
      `/api/orders/status/5b0f3b1e-0000-4000-8000-000000000000?sig=${sig}`,
      `/api/orders/status/not-an-id?sig=${sig}`,
    ]) {
      const refused = await t.app.inject({ url: bad });
      expect(refused.statusCode, bad).toBe(404);
      expect(refused.json().message).toBe(ORDER_STATUS_MESSAGES.invalidLink);
    }

    // The same link downloads the receipt; a wrong signature or another order's id does not.
    const receipt = await t.app.inject({
      url: `/api/orders/status/${id}/receipt?sig=${encodeURIComponent(sig)}`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.headers['content-disposition']).toMatch(
      /attachment; filename=".*DT-\d\d-\d\d-\d{6}\.pdf"/,
    );
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const bad of [
      `/api/orders/status/${id}/receipt?sig=${sig.slice(1)}x`,
      `/api/orders/status/${id}/receipt`,
      `/api/orders/status/5b0f3b1e-0000-4000-8000-000000000000/receipt?sig=${sig}`,
    ]) {
      const refused = await t.app.inject({ url: bad });
      expect(refused.statusCode, bad).toBe(404);
      expect(refused.json().message).toBe(ORDER_STATUS_MESSAGES.invalidLink);
    }
  });

  it('refuses a tampered signature, a stale or future timestamp and a changed amount, storing nothing', async () => {
    const { reference } = await paidCardCheckout();
    const before = await storedRows(t);
    const genuine = stripeStyleWebhook(t, { id: reference, amount: 1499 });

    const cases = [
      {
        ...genuine,
        payload: genuine.payload.replace('"amount":1499', '"amount":1498'),
        message: PAYMENT_WEBHOOK_MESSAGES.invalidSignature,
      },
      {
        ...stripeStyleWebhook(t, { id: reference, amount: 1499 }, { secret: 'whsec_someone_else' }),
        message: PAYMENT_WEBHOOK_MESSAGES.invalidSignature,
      },
      {
        ...genuine,
        headers: { 'content-type': 'application/json' },
        message: PAYMENT_WEBHOOK_MESSAGES.invalidSignature,
      },
      {
        ...stripeStyleWebhook(
          t,
          { id: reference, amount: 1499 },
          { timestamp: Math.floor(Date.now() / 1000) - 301 },
        ),
        message: PAYMENT_WEBHOOK_MESSAGES.staleTimestamp,
      },
      {
        // Symmetric tolerance: a genuine signature dated more than 300 s ahead is refused too.
        ...stripeStyleWebhook(
          t,
          { id: reference, amount: 1499 },
          // 600 s, not 301: the cases before this one must not bring it back within the tolerance.
          { timestamp: Math.floor(Date.now() / 1000) + 600 },
        ),
        message: PAYMENT_WEBHOOK_MESSAGES.futureTimestamp,
      },
      {
        ...stripeStyleWebhook(t, { id: reference, amount: 1 }),
        message: PAYMENT_WEBHOOK_MESSAGES.amountMismatch,
      },
      {
        ...stripeStyleWebhook(t, { id: reference, amount: 1499, currency: 'inr' }),
        message: PAYMENT_WEBHOOK_MESSAGES.amountMismatch,
      },
    ];
    for (const { message, ...request } of cases) {
      const res = await t.app.inject(request);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const after = await storedRows(t);
    expect(after.orders).toHaveLength(before.orders.length);
    expect(after.events).toHaveLength(before.events.length);
    expect(after.outbox).toHaveLength(before.outbox.length);
    expect((await storedRows(t, reference)).checkouts[0]).toMatchObject({ status: 'open', orderId: null });
    // The altered amount is an operator's business: logged as an error with both amounts.
    expect(
      t
        .logs()
        .some(
          (line) =>
            line.level === 50 &&
            String(line.msg).includes('amount paid does not match') &&
            JSON.stringify(line.paid) === '[1,"USD"]',
        ),
    ).toBe(true);

    // The genuine one still works afterwards.
    expect((await t.app.inject(genuine)).statusCode).toBe(200);
    expect((await storedRows(t, reference)).orders).toHaveLength(1);
  });

  it('a webhook for a payment this shop never started is acknowledged and changes nothing', async () => {
    const before = await storedRows(t);
    const res = await t.app.inject(stripeStyleWebhook(t, { id: 'pi_sandbox_NotOurs123', amount: 1499 }));
    expect(res.statusCode).toBe(200);
    const after = await storedRows(t);
    expect([after.orders.length, after.events.length]).toEqual([before.orders.length, before.events.length]);
  });

  it('POST /api/orders: references are checked, unknown and unpaid ones refused with their messages', async () => {
    const photos = await uploadedPhotos(t);
    const started = await post('/api/payments/create-payment-intent', orderForm(photos));
    const unpaid = orderNumberFromClientSecret(started.json().clientSecret);
    const cases: [object, number, string][] = [
      [{}, 400, ORDER_CREATE_MESSAGES.missingReference],
      [{ item_number: 3, character_name: 'Aarav' }, 400, ORDER_CREATE_MESSAGES.missingReference],
      [{ order_number: '2025-01-01T10:00:00.000Z' }, 400, ORDER_CREATE_MESSAGES.invalidOrderNumber],
      [{ order_number: started.json().clientSecret }, 400, ORDER_CREATE_MESSAGES.invalidOrderNumber],
      [{ payment_intent_id: "pi_1'; drop table orders" }, 400, ORDER_CREATE_MESSAGES.invalidOrderNumber],
      [
        { order_number: unpaid, payment_intent_id: 'pi_sandbox_Other1' },
        400,
        ORDER_CREATE_MESSAGES.conflictingReferences,
      ],
      [{ order_number: 'pi_sandbox_Unknown123' }, 404, ORDER_CREATE_MESSAGES.notFound],
      [{ order_number: unpaid }, 409, ORDER_CREATE_MESSAGES.paymentNotCompleted],
    ];
    for (const [payload, status, message] of cases) {
      const res = await createOrder(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().message).toBe(message);
    }
    expect((await storedRows(t, unpaid)).orders).toHaveLength(0);
  });

  it('the order is made from the checkout, not from what the browser claims', async () => {
    const { reference, checkoutToken } = await paidCardCheckout({}, { kidName: 'Meera', storyId: 9 });
    const res = await createOrder({
      checkout_token: checkoutToken,
      order_number: reference,
      item_number: 1,
      character_name: 'Someone Else',
      customer_details: { kid_name: 'X', email: 'evil@example.com', selected_story: 2 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      item_number: 9,
      character_name: 'Meera',
      email: 'parent@example.com',
      amount_minor: 1499,
      currency: 'USD',
    });
  });

  it('a signed-in user’s order carries their user_id; nobody else can claim their payment', async () => {
    const { reference } = await paidCardCheckout(bearer(userToken));
    const other = await createUser(t, 'user', 'Other Parent');
    expect(
      (await createOrder({ order_number: reference }, bearer(await tokenFor(t, other)))).statusCode,
    ).toBe(404);
    expect((await createOrder({ order_number: reference })).statusCode).toBe(404); // as a guest
    const mine = await createOrder({ order_number: reference }, bearer(userToken));
    expect(mine.statusCode).toBe(201);
    expect(mine.json().data.user_id).toBe(user.id);
    // And a guest's payment cannot be claimed by a signed-in user.
    const guest = await paidCardCheckout();
    expect((await createOrder({ order_number: guest.reference }, bearer(userToken))).statusCode).toBe(404);
  });

  describe('India (the UPI sandbox, Razorpay’s shapes and signatures)', () => {
    const confirmUpi = (orderId: string, outcome: 'success' | 'failure') =>
      post('/api/payments/sandbox/upi/confirm', { orderId, outcome });

    it('UPI success: Checkout’s fields create the order (signature checked against the stored order id)', async () => {
      const orderId = await indiaCheckout(bearer(userToken));
      const paid = await confirmUpi(orderId, 'success');
      expect(paid.statusCode).toBe(200);
      const handler = paid.json();
      expect(handler).toMatchObject({ razorpay_order_id: orderId, testMode: true });
      expect(handler.razorpay_payment_id).toMatch(/^pay_sandbox_/);
      expect(handler.razorpay_signature).toBe(
        sandboxCheckoutSignature(t, orderId, handler.razorpay_payment_id),
      );

      const res = await createOrder(
        {
          item_number: 20,
          razorpay_order_id: orderId,
          razorpay_payment_id: handler.razorpay_payment_id,
          razorpay_signature: handler.razorpay_signature,
        },
        bearer(userToken),
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({
        order_number: expect.stringMatching(ORDER_NUMBER_PATTERN),
        user_id: user.id,
        amount_minor: 129_900,
        currency: 'INR',
        country: 'IN',
        item_number: 20,
      });
      expect((await storedRows(t, orderId)).checkouts[0]).toMatchObject({
        status: 'paid',
        providerPaymentId: handler.razorpay_payment_id,
      });

      // Razorpay's webhook arriving afterwards finds the order and changes nothing.
      const before = (await storedRows(t)).outbox.length;
      const webhook = razorpayStyleWebhook(t, {
        orderId,
        paymentId: handler.razorpay_payment_id,
        amount: 129_900,
      });
      expect((await t.app.inject(webhook)).statusCode).toBe(200);
      expect((await storedRows(t, orderId)).orders).toHaveLength(1);
      expect((await storedRows(t)).outbox).toHaveLength(before);
    });

    it('a signature made for another order does not pay for this one', async () => {
      const mine = await indiaCheckout();
      const other = await indiaCheckout();
      const paidOther = (await confirmUpi(other, 'success')).json();
      // The browser names its own (unpaid) order but hands over the other order's payment and signature.
      const res = await createOrder({
        razorpay_order_id: mine,
        razorpay_payment_id: paidOther.razorpay_payment_id,
        razorpay_signature: paidOther.razorpay_signature,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(ORDER_CREATE_MESSAGES.verificationFailed);
      // A forged signature for our order with a made-up payment id fails too.
      const forged = await createOrder({
        razorpay_order_id: mine,
        razorpay_payment_id: 'pay_sandbox_Forged',
        razorpay_signature: 'f'.repeat(64),
      });
      expect(forged.json().message).toBe(ORDER_CREATE_MESSAGES.verificationFailed);
      // Handler fields on a card payment are refused as well.
      const card = await paidCardCheckout();
      const mixed = await createOrder({
        order_number: card.reference,
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'x',
      });
      expect(mixed.json().message).toBe(ORDER_CREATE_MESSAGES.verificationFailed);
      expect((await storedRows(t, mine)).orders).toHaveLength(0);
    });

    it('UPI failure: 402 with the sandbox’s words, and no order until a payment succeeds', async () => {
      const orderId = await indiaCheckout();
      const failed = await confirmUpi(orderId, 'failure');
      expect(failed.statusCode).toBe(402);
      expect(failed.json()).toEqual({ message: SANDBOX_MESSAGES.upiFailed, code: 'payment_failed' });
      const early = await createOrder({ order_number: orderId });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(ORDER_CREATE_MESSAGES.paymentNotCompleted);

      // A failed-payment webhook marks the checkout failed; a later success still wins.
      const failedWebhook = razorpayStyleWebhook(t, {
        orderId,
        paymentId: 'pay_sandbox_F1',
        amount: 129_900,
        event: 'payment.failed',
      });
      expect((await t.app.inject(failedWebhook)).statusCode).toBe(200);
      expect((await storedRows(t, orderId)).checkouts[0]!.status).toBe('failed');
      const retried = await confirmUpi(orderId, 'success');
      expect(retried.statusCode).toBe(200);
      expect((await createOrder({ order_number: orderId })).statusCode).toBe(201);
    });

    it('Razorpay-scheme webhooks: the genuine one creates the order, a tampered or altered one is refused', async () => {
      const orderId = await indiaCheckout();
      const handler = (await confirmUpi(orderId, 'success')).json();
      const genuine = razorpayStyleWebhook(t, {
        orderId,
        paymentId: handler.razorpay_payment_id,
        amount: 129_900,
        eventId: 'evt_rzp_1',
      });
      const tampered = { ...genuine, payload: genuine.payload.replace('129900', '100') };
      expect((await t.app.inject(tampered)).json().message).toBe(PAYMENT_WEBHOOK_MESSAGES.invalidSignature);
      const altered = razorpayStyleWebhook(t, {
        orderId,
        paymentId: handler.razorpay_payment_id,
        amount: 100,
      });
      expect((await t.app.inject(altered)).json().message).toBe(PAYMENT_WEBHOOK_MESSAGES.amountMismatch);
      expect((await storedRows(t, orderId)).orders).toHaveLength(0);

      const results = await Promise.all([
        t.app.inject(genuine),
        t.app.inject(genuine),
        t.app.inject(genuine),
      ]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const { orders, events } = await storedRows(t, orderId);
      expect(orders).toHaveLength(1);
      expect(orders[0]).toMatchObject({ provider: 'sandbox-upi', amountMinor: 129_900, currency: 'INR' });
      expect(events.filter((e) => e.eventId === 'evt_rzp_1')).toHaveLength(1);
    });
  });

  it('photos that can no longer be claimed do not cost the family its paid order', async () => {
    const { reference, photos } = await paidCardCheckout();
    // Swept (or otherwise gone) between payment and order creation.
    await t.database.db.delete(photoUploads).where(eq(photoUploads.id, photos[0]!));
    const res = await createOrder({ order_number: reference });
    expect(res.statusCode).toBe(201);
    const [order] = (await storedRows(t, reference)).orders;
    expect(order!.photoKeys).toEqual([]);
    expect(
      t.logs().some((line) => line.level === 50 && String(line.msg).includes('WITHOUT its photos')),
    ).toBe(true);
  });
});
