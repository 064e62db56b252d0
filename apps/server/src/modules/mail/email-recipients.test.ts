import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCESS_MESSAGES } from '@shop/contracts/access';
import { AUTH_MESSAGES } from '@shop/contracts/auth';
import { EMAIL_RECIPIENT_MESSAGES } from '@shop/contracts/email-recipients';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { createCaughtMailStore } from '../../stand-ins/mail/caught-mail-store.ts';
import { startMailCatcher, type MailCatcher } from '../../stand-ins/mail/mail-catcher.ts';
import { createSmtpMailer } from '../../adapters/mail/smtp-mailer.ts';
import { emailRecipients, outbox } from '../../db/schema.ts';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { enqueueNewOrderNotices, orderCreatedRecipients } from './email-recipients.service.ts';
import { createOutboxDelivery } from './outbox.service.ts';

describe('e-mail recipients (admin)', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let dir: string;
  let catcher: MailCatcher;

  const post = (payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/email/recipients', headers, payload: payload as object });
  const list = async (url = '/api/email/recipients') => {
    const res = await t.app.inject({ url, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json<{
      success: true;
      data: Array<{ email: string; name: string; notificationTypes: { orderCreated: boolean } }>;
    }>().data;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'diya-recipients-'));
    catcher = await startMailCatcher({ store: createCaughtMailStore(dir), port: 0 });
    t = await createTestApp({ mailInbox: catcher.store });
    admin = bearer(await tokenFor(t, await createUser(t, 'admin', 'Priya Admin')));
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await t.database.db.delete(emailRecipients);
    await t.database.db.delete(outbox);
  });

  it('adds a recipient (address stored lower-cased) and lists it', async () => {
    const res = await post({
      email: '  Ops@DiyaTales.in ',
      name: ' Ops team ',
      notificationTypes: { orderCreated: true },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      data: { email: 'ops@diyatales.in', name: 'Ops team', notificationTypes: { orderCreated: true } },
    });
    expect(await list()).toEqual([
      { email: 'ops@diyatales.in', name: 'Ops team', notificationTypes: { orderCreated: true } },
    ]);
  });

  it('/active lists only the recipients with orderCreated on; so does orderCreatedRecipients()', async () => {
    await post({ email: 'on@example.com', name: 'On', notificationTypes: { orderCreated: true } });
    await post({ email: 'off@example.com', name: 'Off', notificationTypes: { orderCreated: false } });
    expect((await list()).map((r) => r.email)).toEqual(['on@example.com', 'off@example.com']);
    expect((await list('/api/email/recipients/active')).map((r) => r.email)).toEqual(['on@example.com']);
    expect((await orderCreatedRecipients(t.database.db)).map((r) => r.email)).toEqual(['on@example.com']);
  });

  it.each([
    [{ name: 'No address' }, EMAIL_RECIPIENT_MESSAGES.requiredFields],
    [{ email: 'a@example.com' }, EMAIL_RECIPIENT_MESSAGES.requiredFields],
    [{ email: '   ', name: 'Blank' }, EMAIL_RECIPIENT_MESSAGES.requiredFields],
    [{ email: 'not-an-address', name: '' }, EMAIL_RECIPIENT_MESSAGES.requiredFields],
    [{ email: 'not-an-address', name: 'Typo' }, EMAIL_RECIPIENT_MESSAGES.invalidEmail],
    [{ email: 'a@b', name: 'No TLD' }, EMAIL_RECIPIENT_MESSAGES.invalidEmail],
    [{ email: 'two words@example.com', name: 'Space' }, EMAIL_RECIPIENT_MESSAGES.invalidEmail],
    // The outbox could not send it (nodemailer would write to shift@…): refused where it is typed.
    [{ email: 'night<shift@diyatales.test', name: 'Night' }, EMAIL_RECIPIENT_MESSAGES.invalidEmail],
    [{ email: 'a@example.com', name: 'x'.repeat(101) }, EMAIL_RECIPIENT_MESSAGES.nameTooLong],
    [[], EMAIL_RECIPIENT_MESSAGES.requiredFields],
  ])('400 for %j: %s', async (payload, message) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'VALIDATION_ERROR' });
    expect(await list()).toEqual([]);
  });

  it('409 for an address that is already a recipient, whatever its case', async () => {
    expect((await post({ email: 'ops@example.com', name: 'Ops' })).statusCode).toBe(201);
    const res = await post({ email: 'OPS@example.com', name: 'Ops again' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: EMAIL_RECIPIENT_MESSAGES.duplicate });
  });

  it('notificationTypes defaults to orderCreated on', async () => {
    const res = await post({ email: 'x@example.com', name: 'X' });
    expect(res.json().data.notificationTypes).toEqual({ orderCreated: true });
  });

  it('removes a recipient by its URL-encoded address; an unknown address is a 404', async () => {
    await post({ email: 'sita+orders@example.com', name: 'Sita' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/email/recipients/${encodeURIComponent('Sita+Orders@example.com')}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { email: 'sita+orders@example.com' } });
    expect(await list()).toEqual([]);

    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/email/recipients/${encodeURIComponent('sita+orders@example.com')}`,
      headers: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: EMAIL_RECIPIENT_MESSAGES.notFound });
  });

  it('POST /api/email/test queues one test e-mail per recipient, delivered through the outbox', async () => {
    await post({ email: 'meera@example.com', name: 'Meera', notificationTypes: { orderCreated: true } });
    await post({ email: 'dev@example.com', name: 'Dev', notificationTypes: { orderCreated: false } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/email/test',
      headers: admin,
      payload: { message: 'Checking <the> notices\nsecond line' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { queued: 2 } });

    const queued = await t.database.db.select().from(outbox);
    expect(queued.map((row) => [row.kind, row.toAddress, row.status]).sort()).toEqual([
      ['test', 'dev@example.com', 'pending'],
      ['test', 'meera@example.com', 'pending'],
    ]);

    const mailer = createSmtpMailer({ url: catcher.url, from: '"Diya Tales" <hello@diyatales.in>' });
    const delivery = createOutboxDelivery({
      db: t.database.db,
      mailer,
      logger: pino({ level: 'silent' }),
      messageIdDomain: 'diyatales.in',
    });
    expect(await delivery.deliverBatch()).toMatchObject({ sent: 2 });
    await mailer.close();

    const inbox = await t.app.inject({ url: '/dev/mail/api/messages?to=meera@example.com' });
    const [mail] = inbox.json<{ messages: Array<{ subject: string; html: string; text: string }> }>()
      .messages;
    expect(mail!.subject).toBe('Test email from Diya Tales');
    expect(mail!.text).toContain('> Checking <the> notices\n> second line');
    expect(mail!.html).toContain('Checking &lt;the&gt; notices<br />second line');
  });

  it('POST /api/email/test without a message still sends; without recipients it is a 400', async () => {
    const none = await t.app.inject({ method: 'POST', url: '/api/email/test', headers: admin, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: EMAIL_RECIPIENT_MESSAGES.noRecipients, code: 'NO_RECIPIENTS' });
    expect(await t.database.db.select().from(outbox)).toEqual([]);

    await post({ email: 'meera@example.com', name: 'Meera' });
    const bare = await t.app.inject({ method: 'POST', url: '/api/email/test', headers: admin });
    expect(bare.json()).toEqual({ success: true, data: { queued: 1 } });

    const long = await t.app.inject({
      method: 'POST',
      url: '/api/email/test',
      headers: admin,
      payload: { message: 'x'.repeat(2001) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: EMAIL_RECIPIENT_MESSAGES.messageTooLong });
  });

  it("the order flow's notices go to orderCreated recipients once per order, however often it is created", async () => {
    await post({ email: 'on@example.com', name: 'On', notificationTypes: { orderCreated: true } });
    await post({ email: 'off@example.com', name: 'Off', notificationTypes: { orderCreated: false } });
    const notice = {
      orderId: '5f1c0a4e-1f0d-4c44-9e0b-2a1f3c4d5e6f',
      orderNumber: 'pi_1',
      storyTitle: 'Krishna',
      childName: 'Arjun',
      language: 'english',
      country: 'IN',
      amountMinor: 129_900,
      currency: 'INR',
      dueAt: new Date(),
      siteUrl: t.config.siteUrl,
    };
    const first = await inTransaction(t.database.db, (tx) => enqueueNewOrderNotices(tx, notice));
    const second = await inTransaction(t.database.db, (tx) => enqueueNewOrderNotices(tx, notice));
    expect([first, second]).toEqual([
      { queued: 1, refused: 0 },
      { queued: 0, refused: 0 },
    ]);
    const rows = await t.database.db.select().from(outbox);
    expect(rows.map((row) => [row.kind, row.toAddress, row.dedupeKey])).toEqual([
      ['new-order-notice', 'on@example.com', `order-created:${notice.orderId}:on@example.com`],
    ]);
  });

  describe('admins only', () => {
    const routes = [
      { method: 'GET', url: '/api/email/recipients' },
      { method: 'GET', url: '/api/email/recipients/active' },
      { method: 'POST', url: '/api/email/recipients', payload: { email: 'x@example.com', name: 'X' } },
      { method: 'DELETE', url: '/api/email/recipients/x%40example.com' },
      { method: 'POST', url: '/api/email/test', payload: { message: 'hi' } },
    ] as const;

    const expectNothingChanged = async () => {
      expect(await t.database.db.select().from(emailRecipients)).toEqual([]);
      expect(await t.database.db.select().from(outbox)).toEqual([]);
    };

    it.each(routes)('$method $url: 401 without a token', async (route) => {
      const res = await t.app.inject({ ...route });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ message: AUTH_MESSAGES.tokenRequired });
      await expectNothingChanged();
    });

    it.each(routes)('$method $url: 403 for a signed-in customer', async (route) => {
      const customer = bearer(await tokenFor(t, await createUser(t, 'user')));
      const res = await t.app.inject({ ...route, headers: customer });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: ACCESS_MESSAGES.adminRequired });
      await expectNothingChanged();
    });
  });
});
