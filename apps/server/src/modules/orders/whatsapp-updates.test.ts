import { englishLeftIn } from '@shop/content/hindi-text';
import { orderStatusResponseSchema } from '@shop/contracts/order-status';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, outbox } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { orderForm, payForOrder, uploadedPhotos } from '../../../test/payment-fixtures.ts';
import { OUTBOX_REFUSALS } from '../mail/outbox.service.ts';
import { createMailService } from '../mail/index.ts';
import { createParentUpdates } from './parent-updates.service.ts';

// Issue 16 items 4-5 from the parent's side: an order placed on the Hindi site with "Send me order
// updates by phone" ticked keeps its language and the opt-in; its e-mail and WhatsApp update are in
// Hindi; nothing goes to a parent who did not tick it; "Stop WhatsApp updates" works at once.

describe('the parent’s language and WhatsApp updates follow the order', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

  async function paidOrder(form: Record<string, unknown>) {
    return (await payForOrder(t, orderForm(await uploadedPhotos(t), form))).order;
  }

  // The order's WhatsApp messages (its e-mails name the order too).
  const messagesOf = (orderId: string) =>
    t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, orderId), eq(outbox.channel, 'whatsapp')))
      .orderBy(outbox.createdAt);
  const mailOf = async (dedupeKey: string) =>
    (await t.database.db.select().from(outbox).where(eq(outbox.dedupeKey, dedupeKey)))[0]!;

  function statusLink(text: string) {
    const url = new URL(
      /http:\/\/localhost:3000((?:\/hi)?\/order-status\/[^\s"<>]+)/.exec(text)![1]!,
      'http://x',
    );
    return { id: url.pathname.split('/').pop()!, sig: url.searchParams.get('sig')! };
  }

  it('a Hindi order with the opt-in: stored with its time and words, a Hindi e-mail and a Hindi WhatsApp update', async () => {
    const order = await paidOrder({
      siteLanguage: 'hi',
      phoneUpdates: true,
      phoneNumber: '(201) 555-0123',
      countryCode: '+1',
    });
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.unique_id));
    expect(row).toMatchObject({
      siteLanguage: 'hi',
      whatsappPhone: '+12015550123',
      whatsappOptInText: 'मुझे ऑर्डर की जानकारी फ़ोन पर भेजें (वैकल्पिक)',
      whatsappOptOutAt: null,
    });
    expect(row!.whatsappOptInAt).toBeInstanceOf(Date);

    const confirmation = await mailOf(`order-confirmation:${order.unique_id}`);
    expect(confirmation.html).toContain('<html lang="hi">');
    expect(confirmation.subject).toContain('ऑर्डर पक्का हुआ');
    expect(confirmation.subject).toContain('कृष्ण'); // the story's Hindi title
    // The status link opens the Hindi page, and the page's API takes its signature.
    expect(confirmation.text).toMatch(/http:\/\/localhost:3000\/hi\/order-status\/[0-9a-f-]+\?sig=/);
    const { id, sig } = statusLink(confirmation.text);
    const status = await t.app.inject({ url: `/api/orders/status/${id}?sig=${encodeURIComponent(sig)}` });
    expect(status.statusCode).toBe(200);

    const [message] = await messagesOf(order.unique_id);
    expect(message).toMatchObject({
      channel: 'whatsapp',
      status: 'pending',
      toAddress: '+12015550123',
      payload: { update: 'order-paid', siteLanguage: 'hi' },
    });
    const leftover = englishLeftIn(message!.text.replace(order.order_number, '').replaceAll('Aarav', ''));
    expect(leftover).toEqual([]);
    expect(message!.text).toMatch(/“व्हाट्सऐप अपडेट बंद करें” दबाइए।$/);
    expect(message!.text).toContain('/hi/order-status/');
  });

  it('no opt-in, no message: the order and its e-mail only', async () => {
    const order = await paidOrder({ phoneUpdates: false });
    expect(await messagesOf(order.unique_id)).toEqual([]);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.unique_id));
    expect(row).toMatchObject({ siteLanguage: 'en', whatsappPhone: null, whatsappOptInAt: null });
    const confirmation = await mailOf(`order-confirmation:${order.unique_id}`);
    expect(confirmation.html).toContain('<html lang="en">');
    const { id, sig } = statusLink(confirmation.text);
    const view = orderStatusResponseSchema.parse(
      (await t.app.inject({ url: `/api/orders/status/${id}?sig=${encodeURIComponent(sig)}` })).json(),
    ).data;
    expect(view.whatsapp_updates).toBeNull();
  });

  it('"Stop WhatsApp updates" works at once with the signed link: what is queued is withdrawn, nothing more is queued', async () => {
    const order = await paidOrder({ phoneUpdates: true, phoneNumber: '201 555 0123', countryCode: '+1' });
    const { id, sig } = statusLink((await mailOf(`order-confirmation:${order.unique_id}`)).text);
    const view = async () =>
      orderStatusResponseSchema.parse(
        (await t.app.inject({ url: `/api/orders/status/${id}?sig=${encodeURIComponent(sig)}` })).json(),
      ).data;
    expect((await view()).whatsapp_updates).toEqual({ phone_masked: '+1 •••••• 0123', stopped_at: null });

    // A wrong signature stops nothing, and is told like an unknown order.
    const wrong = await post(`/api/orders/status/${id}/whatsapp-stop?sig=not-the-signature`, {});
    expect(wrong.statusCode).toBe(404);
    expect((await view()).whatsapp_updates?.stopped_at).toBeNull();

    const stopped = await post(`/api/orders/status/${id}/whatsapp-stop?sig=${encodeURIComponent(sig)}`, {});
    expect(stopped.statusCode).toBe(200);
    expect((await view()).whatsapp_updates?.stopped_at).toBe(stopped.json().data.stopped_at);
    // The paid update had not gone out yet (no worker runs here): it never will.
    expect((await messagesOf(order.unique_id)).map((row) => [row.status, row.lastError])).toEqual([
      ['failed', OUTBOX_REFUSALS.optedOut],
    ]);
    // A later change of the order queues no message.
    const queued = await inTransaction(t.database.db, (tx) =>
      createParentUpdates({ mail: createMailService() }).messageParent(tx, order.unique_id, 'later', {
        update: 'delivered',
        childName: 'Aarav',
        storyTitle: 'x',
        statusUrl: 'https://diyatales.in/s',
      }),
    );
    expect(queued).toBeNull();
    const pending = await t.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.orderId, order.unique_id),
          eq(outbox.channel, 'whatsapp'),
          eq(outbox.status, 'pending'),
        ),
      );
    expect(pending).toEqual([]);
    // Stopping twice keeps the first time.
    const again = await post(`/api/orders/status/${id}/whatsapp-stop?sig=${encodeURIComponent(sig)}`, {});
    expect(again.json().data.stopped_at).toBe(stopped.json().data.stopped_at);
  });

  it('a number that is not valid for its country is refused with the field’s message; nothing is stored', async () => {
    const res = await post(
      '/api/payments/create-payment-intent',
      orderForm(await uploadedPhotos(t), {
        phoneUpdates: true,
        phoneNumber: '555 123 4567',
        countryCode: '+1',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid phone number.');
  });

  it('/dev/messages answers this machine only', async () => {
    const local = await t.app.inject({ url: '/dev/messages/api/messages' });
    expect(local.statusCode).toBe(200);
    expect(local.json()).toEqual({ messages: [] });
    const remote = await t.app.inject({ url: '/dev/messages/api/messages', remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    const page = await t.app.inject({ url: '/dev/messages' });
    expect(page.headers['content-type']).toContain('text/html');
  });
});
