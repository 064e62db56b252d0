import { GIFT_ERROR_CODES, giftStatusSchema } from '@shop/contracts/gifts';
import { orderNumberFromClientSecret } from '@shop/contracts/orders-create';
import { PAYMENT_ERROR_CODES } from '@shop/contracts/checkout';
import { consentFor, DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY } from '@shop/contracts/privacy';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gifts, orderEvents, orders, outbox, refunds } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import { uploadedPhotos } from '../../../test/payment-fixtures.ts';

// Gift orders (issue 36 point 1, docs/decisions/115): a giver pays for a film without photos or
// consent; the order waits for the parent, who is invited, accepts with consent and photos, and is
// the one the film goes to. The giver's page never shows the child's photos or film. Unclaimed
// gifts are reminded at 3 and 7 days and refunded once at 30.

const DAY_MS = 86_400_000;
const dateAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const giftForm = (overrides: Record<string, unknown> = {}, gift: Record<string, unknown> = {}) => ({
  kidName: 'Meera',
  storyId: 3,
  language: 'english',
  email: 'giver@example.com',
  country: 'US',
  siteLanguage: 'en',
  deliverOn: { date: dateAhead(10), time: '09:00', timeZone: 'Asia/Kolkata' },
  gift: {
    giverName: 'Aunt Priya',
    occasion: 'birthday',
    message: 'Happy birthday, little star!',
    recipientEmail: 'parent@example.in',
    recipientPhone: '98765 43210',
    recipientDialCode: '+91',
    ...gift,
  },
  ...overrides,
});

describe('gift orders', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { TEST_CLOCK: 'true' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  /** A paid gift: its order id and the two links' tokens, read from the queued e-mails. */
  async function paidGift(form = giftForm()) {
    const started = await post('/api/gifts/create-payment-intent', form);
    expect(started.statusCode, started.body).toBe(200);
    const { clientSecret, checkoutToken, amount, currency } = started.json();
    expect({ amount, currency }).toEqual({ amount: 1499, currency: 'USD' });
    const paid = await post('/api/payments/sandbox/card/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    const created = await post('/api/orders', {
      payment_intent_id: orderNumberFromClientSecret(clientSecret),
      checkout_token: checkoutToken,
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.unique_id as string;
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.orderId, orderId));
    const invitation = mails.find((row) => row.kind === 'gift-invitation')!;
    const receipt = mails.find((row) => row.kind === 'gift-receipt')!;
    const inviteToken = /\/gift\/([A-Za-z0-9_-]{20,})/.exec(invitation.text)![1]!;
    const giverToken = /\/gift-status\/([A-Za-z0-9_-]{20,})/.exec(receipt.text)![1]!;
    return { orderId, inviteToken, giverToken, mails };
  }

  const claimBody = (photoIds: string[]) => ({
    email: 'Parent@Example.in',
    consent: consentFor(DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY),
    kidPhotoIds: photoIds,
    pronunciation: 'MEE-ra',
  });

  async function runPass(at: Date) {
    const modules = await modulesOf(t, { clock: { now: () => at } });
    try {
      return await modules.gifts.runPass();
    } finally {
      await modules.close();
    }
  }

  const invitedAgo = async (orderId: string, days: number) =>
    t.database.db
      .update(gifts)
      .set({ invitedAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(gifts.orderId, orderId));

  it('is priced by the server: an amount from the browser is refused, the price is the country’s', async () => {
    const refused = await post('/api/gifts/create-payment-intent', { ...giftForm(), amount: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe(PAYMENT_ERROR_CODES.clientPrice);
    const india = await post('/api/gifts/create-razorpay-order', giftForm({ country: 'IN', state: 'KA' }));
    expect(india.statusCode, india.body).toBe(200);
    expect(india.json()).toMatchObject({ amount: 129900, currency: 'INR' });
  });

  it('needs a way to reach the parent, before any payment', async () => {
    const res = await post(
      '/api/gifts/create-payment-intent',
      giftForm({}, { recipientEmail: '', recipientPhone: undefined }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(GIFT_ERROR_CODES.recipientMissing);
    const longMessage = await post(
      '/api/gifts/create-payment-intent',
      giftForm({}, { message: 'x'.repeat(201) }),
    );
    expect(longMessage.json().code).toBe(GIFT_ERROR_CODES.messageTooLong);
  });

  it('paid: one order waiting for the parent, invited by e-mail and WhatsApp; the giver gets the receipt', async () => {
    const { orderId, mails } = await paidGift();
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ stage: 'awaiting_parent', userId: null, photoKeys: [], consent: null });
    const kinds = mails.map((row) => `${row.channel}:${row.kind}:${row.toAddress}`).sort();
    expect(kinds).toEqual(
      expect.arrayContaining([
        'email:gift-invitation:parent@example.in',
        'email:gift-receipt:giver@example.com',
        'whatsapp:whatsapp-gift-invitation:+919876543210',
      ]),
    );
    // Not the parent's order confirmation: the giver has no status link to the film.
    expect(mails.some((row) => row.kind === 'order-confirmation')).toBe(false);
    const invitation = mails.find((row) => row.kind === 'gift-invitation')!;
    expect(invitation.text).toContain('Aunt Priya');
    expect(invitation.text).toContain('Happy birthday, little star!');
  });

  it('the parent accepts with consent and photos: the order enters the studio; a wrong token is 404; twice is refused', async () => {
    const { orderId, inviteToken } = await paidGift();
    const wrong = await t.app.inject({ url: `/api/gifts/invitation/${'x'.repeat(43)}` });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().code).toBe(GIFT_ERROR_CODES.notFound);
    const wrongClaim = await post(
      `/api/gifts/invitation/${'x'.repeat(43)}/claim`,
      claimBody(await uploadedPhotos(t)),
    );
    expect(wrongClaim.statusCode).toBe(404);

    const invitation = await t.app.inject({ url: `/api/gifts/invitation/${inviteToken}` });
    expect(invitation.statusCode).toBe(200);
    expect(invitation.json().data).toMatchObject({
      giverName: 'Aunt Priya',
      childName: 'Meera',
      occasion: 'birthday',
      state: 'invited',
    });

    const photos = await uploadedPhotos(t);
    const claimed = await post(`/api/gifts/invitation/${inviteToken}/claim`, claimBody(photos));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().data.statusUrl).toContain(`/order-status/${orderId}`);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.stage).toBe('received');
    expect(order!.email).toBe('parent@example.in');
    expect(order!.photoKeys).toHaveLength(2);
    expect(order!.consent?.email).toBe('parent@example.in');
    const events = await t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((event) => event.kind)).toEqual(['created', 'gift_claimed']);
    const parentLink = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'order-links')));
    expect(parentLink.map((row) => row.toAddress)).toEqual(['parent@example.in']);

    const again = await post(
      `/api/gifts/invitation/${inviteToken}/claim`,
      claimBody(await uploadedPhotos(t)),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(GIFT_ERROR_CODES.alreadyClaimed);
  });

  it('the giver’s status follows the gift and never carries photos, film or the parent’s contact', async () => {
    const { inviteToken, giverToken } = await paidGift();
    const before = await t.app.inject({ url: `/api/gifts/status/${giverToken}` });
    expect(before.statusCode).toBe(200);
    expect(giftStatusSchema.parse(before.json().data).progress).toBe('invited');
    await post(`/api/gifts/invitation/${inviteToken}/claim`, claimBody(await uploadedPhotos(t)));
    const after = await t.app.inject({ url: `/api/gifts/status/${giverToken}` });
    const data = after.json().data;
    expect(data.progress).toBe('accepted');
    expect(data.acceptedAt).not.toBeNull();
    expect(Object.keys(data).sort()).toEqual(Object.keys(giftStatusSchema.shape).sort());
    expect(after.body).not.toMatch(/photo|video|https?:|parent@example\.in|\+91/i);
    // The giver's token opens no invitation, and the invitation's is not the giver's.
    expect((await t.app.inject({ url: `/api/gifts/invitation/${giverToken}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/gifts/status/${inviteToken}` })).statusCode).toBe(404);
  });

  it('reminds an unclaimed gift’s parent at 3 and at 7 days, once each, however many passes run', async () => {
    const { orderId } = await paidGift(giftForm({}, { recipientPhone: '' }));
    const invitations = async () =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.orderId, orderId), like(outbox.dedupeKey, 'gift-invitation:%')))
      ).length;
    await invitedAgo(orderId, 2);
    await runPass(new Date());
    expect(await invitations()).toBe(1);
    await invitedAgo(orderId, 3.5);
    await Promise.all([runPass(new Date()), runPass(new Date())]);
    expect(await invitations()).toBe(2);
    await runPass(new Date());
    expect(await invitations()).toBe(2);
    await invitedAgo(orderId, 7.5);
    await Promise.all([runPass(new Date()), runPass(new Date())]);
    await runPass(new Date());
    expect(await invitations()).toBe(3);
    const [gift] = await t.database.db.select().from(gifts).where(eq(gifts.orderId, orderId));
    expect(gift!.remindersSent).toBe(2);
  });

  it('refunds a gift never claimed within 30 days exactly once, and tells the giver and the parent', async () => {
    const { orderId, inviteToken, giverToken } = await paidGift();
    await invitedAgo(orderId, 31);
    await runPass(new Date());
    await runPass(new Date());
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.state).toBe('succeeded');
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.stage).toBe('cancelled');
    const told = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'gift-refunded')));
    expect(told.map((row) => row.toAddress).sort()).toEqual(['giver@example.com', 'parent@example.in']);
    expect(
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'order-cancelled')))
      ).length,
    ).toBe(0);
    const status = await t.app.inject({ url: `/api/gifts/status/${giverToken}` });
    expect(status.json().data.progress).toBe('refunded');
    const late = await post(`/api/gifts/invitation/${inviteToken}/claim`, claimBody(await uploadedPhotos(t)));
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe(GIFT_ERROR_CODES.closed);
  });
});
