import {
  PAYMENT_MESSAGES as M,
  paymentIntentResponseSchema,
  paymentsConfigResponseSchema,
  razorpayOrderResponseSchema,
} from '@shop/contracts/checkout';
import { orderNumberFromClientSecret } from '@shop/contracts/orders-create';
import { SANDBOX_MESSAGES } from '@shop/contracts/sandbox-payments';
import { PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { INDIAN_STATE_MESSAGE } from '@shop/contracts/indian-states';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { orderForm, storedRows, uploadedPhotos } from '../../../test/payment-fixtures.ts';

// Starting a payment (docs/architecture.md#checkout): the form is checked with the texts of docs/product-guide.md#order-form-checks, the
// price is the server's, and a refused start leaves nothing behind. With no provider keys the
// offline sandbox takes the payment, and says so.

describe('starting a payment', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const startCard = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: payload as object,
      headers,
    });
  const startIndia = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/create-razorpay-order',
      payload: payload as object,
      headers,
    });

  it('GET /api/payments/config: both sandboxes in test mode when no keys are set', async () => {
    const res = await t.app.inject({ url: '/api/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(paymentsConfigResponseSchema.strict().parse(res.json())).toEqual({
      card: { provider: 'sandbox-card', testMode: true },
      india: { provider: 'sandbox-upi', testMode: true, keyId: 'sandbox' },
      // No GSTIN configured: the price box shows no tax-number line.
      taxNumber: null,
      // The defaults of PHOTO_RETENTION_DAYS_AFTER_DELIVERY and PHOTO_RETENTION_DAYS_UNDELIVERED.
      photoRetention: { daysAfterDelivery: 30, daysUndelivered: 60 },
    });
  });

  it('GET /api/payments/config: the configured GSTIN is the price box’s tax number', async () => {
    const registered = await createTestApp({
      env: {
        INVOICE_SELLER_NAME: 'Diya Tales Media Private Limited',
        INVOICE_SELLER_ADDRESS: '4th Floor, 80 Feet Road | Koramangala, Bengaluru 560034',
        INVOICE_SELLER_GSTIN: '29AAPFU0939F1ZR',
      },
    });
    try {
      const res = await registered.app.inject({ url: '/api/payments/config' });
      expect(paymentsConfigResponseSchema.parse(res.json()).taxNumber).toBe('29AAPFU0939F1ZR');
    } finally {
      await registered.close();
    }
  });

  it('a guest (no token) starts a card payment: USD 14.99 computed by the server, a sandbox client secret', async () => {
    const photos = await uploadedPhotos(t);
    const res = await startCard(
      orderForm(photos, {
        kidName: ' Diya ',
        email: 'Parent@Example.com',
        phoneUpdates: true,
        phoneNumber: '201 555 0123',
        countryCode: '+1',
      }),
    );
    expect(res.statusCode).toBe(200);
    const body = paymentIntentResponseSchema.strict().parse(res.json());
    expect(body).toMatchObject({ provider: 'sandbox-card', amount: 1499, currency: 'USD' });
    expect(body.publishableKey).toBeUndefined();
    expect(body.clientSecret).toMatch(/^pi_sandbox_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);

    const orderNumber = orderNumberFromClientSecret(body.clientSecret);
    const { checkouts } = await storedRows(t, orderNumber);
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({
      userId: null,
      kidName: 'Diya',
      storyId: 3,
      language: 'english',
      email: 'parent@example.com',
      country: 'US',
      phoneUpdates: true,
      phoneNumber: '201 555 0123',
      countryCode: '+1',
      // The WhatsApp opt-in as given: the number in E.164 and the words of the ticked box.
      phoneE164: '+12015550123',
      phoneOptInText: 'Send me order updates by phone (optional)',
      siteLanguage: 'en',
      photoIds: photos,
      amountMinor: 1499,
      currency: 'USD',
      provider: 'sandbox-card',
      status: 'open',
      orderId: null,
      paidAt: null,
    });
  });

  it('India: a Razorpay-shaped order for INR 1299 with the story in the description', async () => {
    const res = await startIndia(
      orderForm(await uploadedPhotos(t, 1), { country: 'IN', storyId: 1, language: 'hindi' }),
    );
    expect(res.statusCode).toBe(200);
    const body = razorpayOrderResponseSchema.strict().parse(res.json());
    expect(body).toMatchObject({
      amount: 129_900,
      currency: 'INR',
      keyId: 'sandbox',
      provider: 'sandbox-upi',
      description: 'Mythology Reel - Little Krishna the Butter Thief',
    });
    expect(body.orderId).toMatch(/^order_sandbox_[A-Za-z0-9]+$/);
    expect((await storedRows(t, body.orderId)).checkouts[0]).toMatchObject({
      amountMinor: 129_900,
      currency: 'INR',
      provider: 'sandbox-upi',
      language: 'hindi',
      buyerState: 'KA',
    });
  });

  it('the India buyer’s state is kept for the invoice; another country’s form keeps none', async () => {
    const india = await startIndia(orderForm(await uploadedPhotos(t), { country: 'IN', state: 'MH' }));
    expect(india.statusCode).toBe(200);
    expect((await storedRows(t, india.json().orderId)).checkouts[0]!.buyerState).toBe('MH');
    const abroad = await startCard(orderForm(await uploadedPhotos(t), { country: 'US', state: 'MH' }));
    expect(abroad.statusCode).toBe(200);
    const reference = orderNumberFromClientSecret(abroad.json().clientSecret);
    expect((await storedRows(t, reference)).checkouts[0]!.buyerState).toBeNull();
  });

  it('a signed-in user’s checkout is theirs; in India their account’s e-mail stands in for a missing one', async () => {
    const user = await createUser(t);
    const res = await startIndia(
      orderForm(await uploadedPhotos(t), { country: 'IN', email: '' }),
      bearer(await tokenFor(t, user)),
    );
    expect(res.statusCode).toBe(200);
    const { checkouts } = await storedRows(t, res.json().orderId);
    expect(checkouts[0]).toMatchObject({ userId: user.id, email: user.email });
  });

  it('a bad token is refused, never treated as a guest', async () => {
    const res = await startCard(orderForm(await uploadedPhotos(t)), bearer('not.a.token'));
    expect(res.statusCode).toBe(401);
  });

  it('every refusal has its message and stores nothing', async () => {
    const photos = await uploadedPhotos(t);
    const before = (await storedRows(t)).checkouts.length;
    const cases: [unknown, 'card' | 'india', string, number?][] = [
      [{}, 'card', M.missingOrderInformation],
      [orderForm(photos, { kidName: '' }), 'card', M.missingOrderInformation],
      [orderForm(photos, { storyId: undefined }), 'india', M.missingOrderInformation],
      [orderForm(photos, { country: undefined }), 'card', M.missingOrderInformation],
      [orderForm(photos, { email: '' }), 'card', M.missingPaymentInformation],
      [orderForm(photos, { country: 'IN', email: '' }), 'india', M.enterEmail],
      [orderForm(photos, { phoneUpdates: true }), 'card', M.enterPhone],
      [orderForm([]), 'card', M.uploadPhoto],
      [orderForm(['']), 'card', M.waitForUploads],
      [orderForm(photos, { phoneUpdates: true, phoneNumber: '12' }), 'card', M.invalidPhone],
      [orderForm(photos, { email: 'nope' }), 'card', M.invalidEmail],
      // Addresses nodemailer would send to someone else (docs/decisions/018): refused before paying.
      [orderForm(photos, { email: 'x<y@example.com' }), 'card', M.invalidEmail],
      [orderForm(photos, { email: 'a b@example.com' }), 'card', M.invalidEmail],
      [orderForm(photos, { country: 'IN', email: 'a,b@example.com' }), 'india', M.invalidEmail],
      [orderForm(photos, { storyId: 28 }), 'card', M.unknownStory],
      [orderForm(photos, { language: 'french' }), 'card', M.invalidLanguage],
      [orderForm(photos, { country: 'ZZ' }), 'card', M.unknownCountry],
      [orderForm(photos, { country: 'IN' }), 'card', M.indiaUsesGateway],
      [orderForm(photos, { country: 'GB' }), 'india', M.gatewayIsForIndia],
      // India buyers name their state or union territory (the invoice's place of supply).
      [orderForm(photos, { country: 'IN', state: undefined }), 'india', INDIAN_STATE_MESSAGE],
      [orderForm(photos, { country: 'IN', state: '' }), 'india', INDIAN_STATE_MESSAGE],
      [orderForm(photos, { country: 'IN', state: 'XX' }), 'india', INDIAN_STATE_MESSAGE],
      [orderForm(photos, { country: 'IN', state: 'Karnataka' }), 'india', INDIAN_STATE_MESSAGE],
      [orderForm(photos, { amount: 1 }), 'card', M.clientPrice],
      [orderForm(photos, { country: 'IN', currency: 'USD', amount: 100 }), 'india', M.clientPrice],
      // A photo no upload made, or one uploaded more than a day ago: the uploads module's words.
      [orderForm(['5b0f3b1e-0000-4000-8000-000000000000']), 'card', PHOTO_MESSAGES.unavailable],
    ];
    for (const [payload, path, message] of cases) {
      const res = await (path === 'card' ? startCard(payload) : startIndia(payload));
      expect(res.statusCode, `${path} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().message, `${path} ${JSON.stringify(payload)}`).toBe(message);
    }
    expect((await storedRows(t)).checkouts).toHaveLength(before);
  });

  describe('the card sandbox (stands in for Stripe.js’s confirmPayment)', () => {
    const confirm = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/payments/sandbox/card/confirm', payload });

    it('4242… succeeds and returns to /?payment_success=true&order_number=…; again is still success', async () => {
      const { clientSecret } = (await startCard(orderForm(await uploadedPhotos(t)))).json();
      const reference = orderNumberFromClientSecret(clientSecret);
      const card = { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
      for (let i = 0; i < 2; i++) {
        const res = await confirm(card);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          status: 'succeeded',
          paymentIntentId: reference,
          returnUrl: `/?payment_success=true&order_number=${reference}`,
          testMode: true,
        });
      }
    });

    it('4000 0000 0000 0002 is declined (402 card_declined); bad numbers, dates and codes are 400 with Stripe’s words', async () => {
      const { clientSecret } = (await startCard(orderForm(await uploadedPhotos(t)))).json();
      const good = { clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' };
      const cases: [Record<string, string>, number, string, string][] = [
        [{ cardNumber: '4000 0000 0000 0002' }, 402, SANDBOX_MESSAGES.cardDeclined, 'card_declined'],
        [{ cardNumber: '4111 1111 1111 1111' }, 400, SANDBOX_MESSAGES.incorrectNumber, 'incorrect_number'],
        [{ expiry: '13/39' }, 400, SANDBOX_MESSAGES.invalidExpiry, 'invalid_expiry_month'],
        [{ expiry: 'soon' }, 400, SANDBOX_MESSAGES.invalidExpiry, 'invalid_expiry_month'],
        [{ expiry: '01/20' }, 400, SANDBOX_MESSAGES.expiredCard, 'expired_card'],
        [{ cvc: '12' }, 400, SANDBOX_MESSAGES.invalidCvc, 'invalid_cvc'],
        [{ clientSecret: `${clientSecret}x` }, 404, SANDBOX_MESSAGES.unknownPayment, 'resource_missing'],
        [
          { clientSecret: 'pi_sandbox_nope_secret_nope' },
          404,
          SANDBOX_MESSAGES.unknownPayment,
          'resource_missing',
        ],
      ];
      for (const [change, status, message, code] of cases) {
        const res = await confirm({ ...good, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(status);
        expect(res.json()).toEqual({ message, code });
      }
      // After a decline the same payment can still succeed, as with Stripe.
      expect((await confirm(good)).statusCode).toBe(200);
    });
  });
});
