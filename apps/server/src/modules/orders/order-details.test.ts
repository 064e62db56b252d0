import { createHash } from 'node:crypto';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { confirmedOrderSchema, createdOrderSchema } from '@shop/contracts/orders-create';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts } from '../../db/schema.ts';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { orderForm, startAndPayByCard, storedRows, uploadedPhotos } from '../../../test/payment-fixtures.ts';

// "A guest's order number alone does not reveal the order" (docs/decisions/023). The order number
// travels: the payment return address, the confirmation e-mail, a screenshot, a shoulder. The
// order's details (the child's name, the story, the family's e-mail, the amount) are answered by
// POST /api/orders only to the browser that started the checkout, which holds its checkout token,
// and to the signed-in owner. Anyone else learns that the payment is an order, and nothing more;
// and the order is made all the same, since a paid payment must always become its order.

describe('who is shown a paid order’s details', () => {
  let t: TestApp;
  let owner: AuthenticatedUser;
  let ownerToken: string;

  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
    owner = await createUser(t, 'user', 'Asha Rao');
    ownerToken = await tokenFor(t, owner);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  /** A card payment started and paid as a browser does it; what that browser keeps. */
  async function paidCard(headers: Record<string, string> = {}, form: Record<string, unknown> = {}) {
    const { reference, checkoutToken } = await startAndPayByCard(
      t,
      orderForm(await uploadedPhotos(t), { kidName: 'Meera', email: 'meera.parent@example.com', ...form }),
      headers,
    );
    return { reference, checkoutToken };
  }

  const orderNumberOf = async (reference: string) => (await storedRows(t, reference)).orders[0]!.orderNumber;

  /** The bare confirmation, and nothing of the family's in the whole answer. */
  async function expectOnlyConfirmation(body: string, reference: string) {
    // The order's number (DT-…), never the payment reference it was reported with.
    const orderNumber = await orderNumberOf(reference);
    expect(JSON.parse(body)).toEqual({
      success: true,
      data: { order_number: orderNumber, status: 'pending' },
    });
    confirmedOrderSchema.strict().parse(JSON.parse(body).data);
    for (const personal of ['Meera', 'meera.parent@example.com', 'Krishna', 'unique_id', 'amount', reference])
      expect(body).not.toContain(personal);
  }

  it('the browser that paid, with its checkout token, is answered the order’s details', async () => {
    const { reference, checkoutToken } = await paidCard();
    expect(checkoutToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await post('/api/orders', { order_number: reference, checkout_token: checkoutToken });
    expect(res.statusCode).toBe(201);
    const order = createdOrderSchema.strict().parse(res.json().data);
    expect(order).toMatchObject({
      order_number: await orderNumberOf(reference),
      character_name: 'Meera',
      email: 'meera.parent@example.com',
      item_number: 3,
      amount_minor: 1499,
      currency: 'USD',
      user_id: null,
    });
    expect((await storedRows(t, reference)).orders[0]!.id).toBe(order.unique_id);
  });

  it('another guest with only the order number gets the bare confirmation — and the paid order is still made', async () => {
    const { reference, checkoutToken } = await paidCard();
    const stranger = await post('/api/orders', { order_number: reference, character_name: 'Meera' });
    // Money first: the payment is paid, so it becomes its order whoever reports it.
    expect(stranger.statusCode).toBe(201);
    await expectOnlyConfirmation(stranger.body, reference);
    const [order] = (await storedRows(t, reference)).orders;
    expect(order).toMatchObject({ characterName: 'Meera', email: 'meera.parent@example.com' });

    // The same request again, and the seed's other body: still nothing.
    await expectOnlyConfirmation((await post('/api/orders', { order_number: reference })).body, reference);
    const seedBody = await post('/api/orders', {
      payment_intent_id: reference,
      customer_details: { kid_name: 'Meera', email: 'meera.parent@example.com', selected_story: 3 },
    });
    expect(seedBody.statusCode).toBe(200);
    await expectOnlyConfirmation(seedBody.body, reference);

    // The paying browser, afterwards, still sees its order (the one the stranger's call made).
    const mine = await post('/api/orders', { order_number: reference, checkout_token: checkoutToken });
    expect(mine.statusCode).toBe(200);
    expect(createdOrderSchema.parse(mine.json().data).unique_id).toBe(order!.id);
    expect((await storedRows(t, reference)).orders).toHaveLength(1);
  });

  it('a wrong token, another checkout’s token, or an empty one is answered like no token', async () => {
    const { reference, checkoutToken } = await paidCard();
    const other = await paidCard();
    for (const wrong of [
      other.checkoutToken,
      `${checkoutToken.slice(0, -1)}${checkoutToken.endsWith('A') ? 'B' : 'A'}`,
      checkoutToken.toUpperCase(),
      createHash('sha256').update(checkoutToken).digest('hex'),
      '',
      '   ',
    ]) {
      const res = await post('/api/orders', { order_number: reference, checkout_token: wrong });
      expect([200, 201], wrong).toContain(res.statusCode);
      await expectOnlyConfirmation(res.body, reference);
    }
  });

  it('a signed-in owner sees their order without a token; nobody else sees it at all', async () => {
    const { reference } = await paidCard(bearer(ownerToken));
    const mine = await post('/api/orders', { order_number: reference }, bearer(ownerToken));
    expect(mine.statusCode).toBe(201);
    expect(createdOrderSchema.parse(mine.json().data)).toMatchObject({
      user_id: owner.id,
      character_name: 'Meera',
    });
    // Another account, and a guest, are told the payment is unknown, as before.
    const someoneElse = await tokenFor(t, await createUser(t, 'user', 'Other Parent'));
    expect((await post('/api/orders', { order_number: reference }, bearer(someoneElse))).statusCode).toBe(
      404,
    );
    expect((await post('/api/orders', { order_number: reference })).statusCode).toBe(404);
  });

  it('India: the token of create-razorpay-order goes with Checkout’s handler fields', async () => {
    const started = await post(
      '/api/payments/create-razorpay-order',
      orderForm(await uploadedPhotos(t), {
        kidName: 'Meera',
        email: 'meera.parent@example.com',
        country: 'IN',
      }),
    );
    const { orderId, checkoutToken } = started.json() as { orderId: string; checkoutToken: string };
    const handler = (await post('/api/payments/sandbox/upi/confirm', { orderId, outcome: 'success' })).json();
    const fields = {
      razorpay_order_id: orderId,
      razorpay_payment_id: handler.razorpay_payment_id,
      razorpay_signature: handler.razorpay_signature,
    };
    const withToken = await post('/api/orders', { ...fields, checkout_token: checkoutToken });
    expect(withToken.statusCode).toBe(201);
    expect(createdOrderSchema.parse(withToken.json().data)).toMatchObject({ currency: 'INR', country: 'IN' });
    const without = await post('/api/orders', fields);
    expect(without.statusCode).toBe(200);
    expect(without.json()).toEqual({
      success: true,
      data: { order_number: await orderNumberOf(orderId), status: 'pending' },
    });
  });

  it('only the token’s hash is kept; the token is in no row and no log line', async () => {
    const { reference, checkoutToken } = await paidCard();
    const [row] = await t.database.db
      .select()
      .from(checkouts)
      .where(eq(checkouts.paymentReference, reference));
    expect(row!.clientTokenHash).toBe(createHash('sha256').update(checkoutToken).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(checkoutToken);
    await post('/api/orders', { order_number: reference, checkout_token: checkoutToken });
    expect(t.logText()).not.toContain(checkoutToken);
  });

  it('a checkout started before tokens existed shows its details to no guest', async () => {
    const { reference, checkoutToken } = await paidCard();
    await t.database.db
      .update(checkouts)
      .set({ clientTokenHash: null })
      .where(eq(checkouts.paymentReference, reference));
    const res = await post('/api/orders', { order_number: reference, checkout_token: checkoutToken });
    expect(res.statusCode).toBe(201);
    await expectOnlyConfirmation(res.body, reference);
  });
});
