import { FAILED_MAIL_MESSAGES, failedMailListResponseSchema } from '@shop/contracts/failed-mail';
import { orderNumberFromClientSecret } from '@shop/contracts/orders-create';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer, OutgoingMail } from '../../adapters/mail/mailer.ts';
import { checkouts, emailRecipients, outbox } from '../../db/schema.ts';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  addRecipient,
  orderForm,
  storedRows,
  stripeStyleWebhook,
  uploadedPhotos,
} from '../../../test/payment-fixtures.ts';
import { createOutboxDelivery, OUTBOX_REFUSALS } from '../mail/outbox.service.ts';
import { modulesOf } from '../../../test/modules.ts';

// Issue 10 item 1, docs/decisions/019: e-mail can never block an order. A checkout whose parent
// address, or a staff recipient whose address, the mailer cannot use (stored before the one address
// rule refused them at the form) still becomes exactly one order — whoever reports the payment:
// the webhook, the browser's POST /api/orders or the reconciler. The e-mails that cannot go out are
// recorded as failed, and the admin sees them and can retry the ones that can work.

const UNSENDABLE_PARENT = 'x<y@example.com'; // nodemailer would deliver it to y@example.com
const UNSENDABLE_STAFF = 'night<shift@diyatales.test';

describe('an unsendable address never costs a paid order', () => {
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ captureLogs: true });
    admin = bearer(await tokenFor(t, await createUser(t, 'admin', 'Priya Admin')));
    await addRecipient(t, 'studio@diyatales.test');
    // A staff address stored before the address rule (the recipient form refuses it now).
    await addRecipient(t, UNSENDABLE_STAFF);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  /** Paid at the (sandbox) provider; the checkout's e-mail is one typed before the address rule. */
  async function paidCheckoutWithUnsendableEmail() {
    const started = await post('/api/payments/create-payment-intent', orderForm(await uploadedPhotos(t)));
    expect(started.statusCode).toBe(200);
    const { clientSecret } = started.json();
    const reference = orderNumberFromClientSecret(clientSecret);
    await t.database.db
      .update(checkouts)
      .set({ email: UNSENDABLE_PARENT })
      .where(eq(checkouts.paymentReference, reference));
    const paid = await post('/api/payments/sandbox/card/confirm', {
      clientSecret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    });
    expect(paid.statusCode).toBe(200);
    return reference;
  }

  /** The order's outbox rows as `kind to status`, and the failure reasons. */
  async function mailOf(orderId: string) {
    const rows = (await storedRows(t)).outbox.filter((row) => row.dedupeKey?.includes(orderId));
    return rows.map((row) => `${row.kind} ${row.toAddress} ${row.status}`).sort();
  }

  /** Every order here: the good staff notice queued, the two unsendable ones recorded as failed. */
  const EXPECTED_MAIL = [
    `new-order-notice ${UNSENDABLE_STAFF} failed`,
    'new-order-notice studio@diyatales.test pending',
    `order-confirmation ${UNSENDABLE_PARENT} failed`,
  ].sort();

  it('via the webhook: 200, one order, the sendable notice queued and the others recorded as failed', async () => {
    const reference = await paidCheckoutWithUnsendableEmail();
    const webhook = stripeStyleWebhook(t, { id: reference, amount: 1499 });
    const res = await t.app.inject(webhook);
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject(webhook)).statusCode).toBe(200); // the provider's retry changes nothing

    const { orders } = await storedRows(t, reference);
    expect(orders).toHaveLength(1);
    expect(await mailOf(orders[0]!.id)).toEqual(EXPECTED_MAIL);
    // The failure is logged with the order, never with the address.
    const warning = t.logs().find((line) => String(line.msg).includes('some of its e-mails cannot be sent'));
    expect(warning).toMatchObject({ orderId: orders[0]!.id, refusedNotices: 1 });
    expect(t.logText()).not.toContain(UNSENDABLE_PARENT);
    expect(t.logText()).not.toContain('night<shift');
  });

  it('via POST /api/orders: the browser’s report creates the one order', async () => {
    const reference = await paidCheckoutWithUnsendableEmail();
    const res = await post('/api/orders', { order_number: reference });
    expect(res.statusCode).toBe(201);
    const { orders } = await storedRows(t, reference);
    expect(orders).toHaveLength(1);
    expect(await mailOf(orders[0]!.id)).toEqual(EXPECTED_MAIL);
    // Reported again (the webhook arrives after all): still one order.
    expect((await t.app.inject(stripeStyleWebhook(t, { id: reference, amount: 1499 }))).statusCode).toBe(200);
    expect((await storedRows(t, reference)).orders).toHaveLength(1);
  });

  it('via the reconciler: the pass creates the order and counts no error', async () => {
    const reference = await paidCheckoutWithUnsendableEmail();
    await t.database.db
      .update(checkouts)
      .set({ nextCheckAt: sql`now() - interval '1 second'` })
      .where(eq(checkouts.paymentReference, reference));
    const { payments } = await modulesOf(t);
    try {
      expect(await payments.reconciler.runOnce()).toMatchObject({ ordersCreated: 1, errors: 0 });
      expect(await payments.reconciler.runOnce()).toMatchObject({ ordersCreated: 0, errors: 0 });
    } finally {
      await payments.close();
    }
    const { orders } = await storedRows(t, reference);
    expect(orders).toHaveLength(1);
    expect(await mailOf(orders[0]!.id)).toEqual(EXPECTED_MAIL);
  });

  it('the worker sends what it can; the unsendable rows never reach the mailer', async () => {
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = {
      async send(mail) {
        sent.push(mail);
        return { messageId: mail.messageId };
      },
      close: async () => {},
    };
    const delivery = createOutboxDelivery({
      db: t.database.db,
      mailer,
      logger: pino({ level: 'silent' }),
      messageIdDomain: 'diyatales.in',
    });
    while ((await delivery.deliverBatch()).claimed > 0);
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((mail) => mail.to))).toEqual(new Set(['studio@diyatales.test']));
  });

  it('the admin sees every failed e-mail, with its reason, and retries the ones that can work', async () => {
    // One more kind of failure: a relay that refused a good address until the worker gave up.
    const [givenUp] = await t.database.db
      .insert(outbox)
      .values({
        kind: 'delivery',
        toAddress: 'parent@example.com',
        subject: "Aarav's video is ready",
        html: '<p>…</p>',
        text: '…',
        status: 'failed',
        attempts: 8,
        lastError: '550 5.7.1 Relay access denied',
        failedAt: sql`now() + interval '1 second'`,
      })
      .returning();

    const res = await t.app.inject({ url: '/api/email/failed?limit=50', headers: admin });
    expect(res.statusCode).toBe(200);
    const list = failedMailListResponseSchema.parse(res.json());
    expect(list.pagination).toMatchObject({ page: 1, total: 7 }); // 3 orders × 2, and the given-up one
    expect(list.data[0]).toMatchObject({
      id: givenUp!.id,
      kind: 'delivery',
      to: 'parent@example.com',
      error: '550 5.7.1 Relay access denied',
      attempts: 8,
      retryable: true,
    });
    const refused = list.data.filter((mail) => mail.to === UNSENDABLE_PARENT);
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({
      kind: 'order-confirmation',
      error: OUTBOX_REFUSALS.invalidAddress,
      retryable: false,
    });
    expect(new Date(refused[0]!.failedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    // Retrying what cannot work says why; retrying the relay's refusal queues it again, due now.
    const hopeless = await post(`/api/email/failed/${refused[0]!.id}/retry`, {}, admin);
    expect(hopeless.statusCode).toBe(409);
    expect(hopeless.json().message).toBe(FAILED_MAIL_MESSAGES.invalidAddress);
    const retried = await post(`/api/email/failed/${givenUp!.id}/retry`, {}, admin);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ success: true, data: { id: givenUp!.id } });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, givenUp!.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0, lockedUntil: null, failedAt: null });
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const again = await post(`/api/email/failed/${givenUp!.id}/retry`, {}, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FAILED_MAIL_MESSAGES.notFound);
    expect(
      failedMailListResponseSchema.parse(
        (await t.app.inject({ url: '/api/email/failed', headers: admin })).json(),
      ).pagination.total,
    ).toBe(6);
  });

  it('only admins see or retry failed e-mails', async () => {
    const customer = bearer(await tokenFor(t, await createUser(t, 'user')));
    const [failed] = await t.database.db.select().from(outbox).where(eq(outbox.status, 'failed'));
    for (const headers of [{}, customer]) {
      const list = await t.app.inject({ url: '/api/email/failed', headers });
      const retry = await post(`/api/email/failed/${failed!.id}/retry`, {}, headers);
      expect([list.statusCode, retry.statusCode]).toEqual(
        Object.keys(headers).length ? [403, 403] : [401, 401],
      );
    }
    expect((await t.database.db.select().from(outbox).where(eq(outbox.id, failed!.id)))[0]!.status).toBe(
      'failed',
    );
  });

  it('the recipient form refuses the unsendable staff address now; removing the old one still works', async () => {
    const res = await post('/api/email/recipients', { email: UNSENDABLE_STAFF, name: 'Night' }, admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address.');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/email/recipients/${encodeURIComponent(UNSENDABLE_STAFF)}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.database.db.select().from(emailRecipients)).map((recipient) => recipient.email)).toEqual([
      'studio@diyatales.test',
    ]);
  });
});
