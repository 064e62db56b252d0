import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { consentText } from '@shop/content/consent/by-language';
import { CONSENT_VERSION, type ConsentRecord } from '@shop/contracts/privacy';
import { and, sql, eq } from 'drizzle-orm';
import { PHOTO_REQUEST_TEMPLATES } from '@shop/contracts/order-detail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrder, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import {
  checkouts,
  childDataDeletions,
  invoices,
  orderEvents,
  orders,
  outbox,
  photoUploads,
  refunds,
  users,
  videos,
} from '../../db/schema.ts';
import { createInvoicesService } from '../orders/invoices/invoices.service.ts';
import { createOrderStatusLinks } from '../orders/order-status-links.ts';
import { storyTitleIn } from '@shop/content/story-title';
import { phoneJpeg, photoForm, uploadSessionCookie } from '../../../test/upload-fixtures.ts';

// Issue 13 item 3: the parent deletes the child's photos and the video, from the order-status
// page's signed link and from /profile; downloads their data; deletes their account, which leaves
// the anonymized payment and invoice rows and nothing that names the child. Bad input: twice →
// "already deleted", a tampered link → 404, another parent's order → 404.

let t: TestApp;
let storage: ObjectStorage;
let sign: (orderId: string) => string;

beforeAll(async () => {
  t = await createTestApp();
  storage = storageFromConfig(t.config);
  const links = createOrderStatusLinks({
    secret: t.config.payments.orderLinkSecret!,
    siteUrl: t.config.siteUrl,
  });
  sign = (orderId) => new URL(links.url(orderId)).searchParams.get('sig')!;
});
afterAll(async () => {
  storage.close();
  await t.close();
});

async function put(key: string) {
  const body = randomBytes(1024);
  await storage.putStream(key, Readable.from([body]), {
    contentType: key.endsWith('.mp4') ? 'video/mp4' : 'image/jpeg',
    contentLength: body.length,
  });
}

/** A delivered order with two stored photos and a stored video and thumbnail. */
async function deliveredOrder(
  owner: AuthenticatedUser | null,
  overrides: Partial<typeof orders.$inferInsert> = {},
) {
  const order = await createOrder(t, owner, { status: 'complete', ...overrides });
  const photoKeys: string[] = [];
  for (let i = 0; i < 2; i++) {
    const id = randomUUID();
    const key = `photos/${id}.jpg`;
    await put(key);
    await t.database.db.insert(photoUploads).values({
      id,
      storageKey: key,
      width: 800,
      height: 600,
      bytes: 1024,
      orderId: order.id,
      claimedAt: new Date(),
    });
    photoKeys.push(key);
  }
  const videoKey = `videos/${randomUUID()}.mp4`;
  const thumbKey = `thumbnails/${randomUUID()}.jpg`;
  await put(videoKey);
  await put(thumbKey);
  await t.database.db.insert(videos).values({
    orderId: order.id,
    userId: order.userId,
    uri: videoKey,
    thumbnail: thumbKey,
    title: 'A brave day',
  });
  return { order, photoKeys, videoKeys: [videoKey, thumbKey] };
}

const stored = async (keys: string[]) =>
  (await Promise.all(keys.map((key) => storage.stat(key)))).filter(Boolean).length;
const post = (url: string, token?: string) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {} });
const receiptsTo = (address: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.toAddress, address));

describe("from the order-status page's signed link (no account)", () => {
  it('deletes the photos now, e-mails a receipt, and says "already deleted" the second time', async () => {
    const { order, photoKeys } = await deliveredOrder(null, { email: 'link-parent@example.com' });
    const url = `/api/orders/status/${order.id}/delete-photos?sig=${encodeURIComponent(sign(order.id))}`;
    const res = await post(url);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { files: 2 } });
    expect(await stored(photoKeys)).toBe(0);
    expect(await t.database.db.select().from(photoUploads).where(eq(photoUploads.orderId, order.id))).toEqual(
      [],
    );
    const [audit] = await t.database.db
      .select()
      .from(childDataDeletions)
      .where(eq(childDataDeletions.orderId, order.id));
    expect(audit).toMatchObject({
      what: 'photos',
      reason: 'parent_request',
      actorRole: 'parent',
      actorUserId: null,
      files: 2,
    });

    const [mail] = await receiptsTo('link-parent@example.com');
    expect(mail).toMatchObject({ kind: 'child-data-deleted', status: 'pending' });
    expect(mail!.subject).toContain(order.orderNumber);
    expect(mail!.text).toContain('deleted the photos');
    // The receipt names no child and links to nothing of the child's.
    expect(mail!.text).not.toContain(order.characterName);
    expect(mail!.html).not.toMatch(/photos\/|sig=/);

    const again = await post(url);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: "Your child's photos for this order were already deleted.",
      code: 'PHOTOS_ALREADY_DELETED',
    });
    expect(await receiptsTo('link-parent@example.com')).toHaveLength(1);

    // The status page says when.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/orders/status/${order.id}?sig=${encodeURIComponent(sign(order.id))}`,
    });
    expect(view.json().data.child_data).toMatchObject({ photos_deleted_reason: 'parent_request' });
  });

  it('photos deleted while the order is being made: it waits for new ones, the parent is asked, the timeline says why; new photos bring it back', async () => {
    const { order } = await deliveredOrder(null, {
      email: 'open-order@example.com',
      status: 'pending',
      stage: 'in_production',
    });
    const sig = encodeURIComponent(sign(order.id));
    expect((await post(`/api/orders/status/${order.id}/delete-photos?sig=${sig}`)).statusCode).toBe(200);

    // The parent's page: waiting for photos, with the page to send them.
    const view = (await t.app.inject({ url: `/api/orders/status/${order.id}?sig=${sig}` })).json().data;
    expect(view.stage).toBe('photo_needed');
    expect(view.progress.photo_needed).toMatchObject({
      reason: PHOTO_REQUEST_TEMPLATES.photos_deleted.text,
      action_url: expect.stringContaining('/photo-request/'),
    });
    // The studio's timeline records it, by the parent.
    const [event] = await t.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'photos_deleted')));
    expect(event).toMatchObject({ fromStage: 'in_production', toStage: 'photo_needed', actorRole: 'parent' });
    // The e-mail asks for them (beside the deletion's receipt), with the page's link.
    const mails = await receiptsTo('open-order@example.com');
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['child-data-deleted', 'photo-needed']);
    const asked = mails.find((mail) => mail.kind === 'photo-needed')!;
    const link = new URL(/(https?:\/\/[^\s"<>]+\/photo-request\/[^\s"<>]+)/.exec(asked.text)![1]!);
    const requestId = link.pathname.split('/').pop()!;
    const requestSig = link.searchParams.get('sig')!;
    const page = await t.app.inject({
      url: `/api/photo-requests/${requestId}?sig=${encodeURIComponent(requestSig)}`,
    });
    expect(page.json().data).toMatchObject({ photos_to_replace: 3, template: 'photos_deleted' });

    // Two new photos from the parent's browser: received again, the deletion mark cleared so the
    // retention schedule covers the new ones; the deletion's record stays.
    const newIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const form = photoForm(await phoneJpeg());
      const uploaded = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/photos',
        payload: form.payload,
        headers: { ...form.headers, ...uploadSessionCookie },
      });
      newIds.push(uploaded.json().public_id);
    }
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/photo-requests/${requestId}/photos?sig=${encodeURIComponent(requestSig)}`,
      headers: uploadSessionCookie,
      payload: { photoIds: newIds },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.stage).toBe('received');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ photosDeletedAt: null, photosDeletedReason: null });
    expect(row!.photoKeys).toHaveLength(2);
    expect(
      await t.database.db.select().from(childDataDeletions).where(eq(childDataDeletions.orderId, order.id)),
    ).toHaveLength(1);
  });

  it('photos deleted after delivery: the order stays delivered and nobody is asked for anything', async () => {
    const { order } = await deliveredOrder(null, { email: 'done-order@example.com', stage: 'delivered' });
    const sig = encodeURIComponent(sign(order.id));
    expect((await post(`/api/orders/status/${order.id}/delete-photos?sig=${sig}`)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.stage).toBe('delivered');
    expect((await receiptsTo('done-order@example.com')).map((mail) => mail.kind)).toEqual([
      'child-data-deleted',
    ]);
  });

  it('a Hindi order’s receipt is in Hindi, with the story’s Hindi title', async () => {
    const { order } = await deliveredOrder(null, { email: 'hindi-parent@example.com', siteLanguage: 'hi' });
    const url = `/api/orders/status/${order.id}/delete-video?sig=${encodeURIComponent(sign(order.id))}`;
    expect((await post(url)).statusCode).toBe(200);
    const [mail] = await receiptsTo('hindi-parent@example.com');
    expect(mail!.html).toContain('<html lang="hi">');
    expect(mail!.subject).toBe(`ऑर्डर ${order.orderNumber} का वीडियो हटा दिया गया`);
    expect(mail!.text).toContain(storyTitleIn(order.itemNumber, 'hi'));
  });

  it('refuses a tampered or missing signature exactly like an unknown order (404), deleting nothing', async () => {
    const { order, photoKeys } = await deliveredOrder(null);
    const sig = sign(order.id);
    const tampered = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const url of [
      `/api/orders/status/${order.id}/delete-photos?sig=${encodeURIComponent(tampered)}`,
      `/api/orders/status/${order.id}/delete-photos`,
      `/api/orders/status/${randomUUID()}/delete-photos?sig=${encodeURIComponent(sig)}`,
      `/api/orders/status/not-an-id/delete-video?sig=x`,
    ]) {
      const res = await post(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe('INVALID_ORDER_LINK');
    }
    expect(await stored(photoKeys)).toBe(2);
  });

  it('deletes the delivered video and its thumbnail; the page then offers none; twice is "already deleted"', async () => {
    const { order, videoKeys } = await deliveredOrder(null);
    const sig = encodeURIComponent(sign(order.id));
    const res = await post(`/api/orders/status/${order.id}/delete-video?sig=${sig}`);
    expect(res.statusCode).toBe(200);
    expect(await stored(videoKeys)).toBe(0);
    expect(await t.database.db.select().from(videos).where(eq(videos.orderId, order.id))).toEqual([]);
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/orders/status/${order.id}?sig=${sig}` })
    ).json();
    expect(view.data.video).toBeNull();
    expect(view.data.child_data.video_deleted_at).not.toBeNull();
    const again = await post(`/api/orders/status/${order.id}/delete-video?sig=${sig}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('VIDEO_ALREADY_DELETED');

    const undelivered = await createOrder(t, null);
    const none = await post(
      `/api/orders/status/${undelivered.id}/delete-video?sig=${encodeURIComponent(sign(undelivered.id))}`,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_VIDEO');
  });

  it('"Download my data": a JSON file of the order, its consents and fresh links that work', async () => {
    const { order } = await deliveredOrder(null);
    const consent: ConsentRecord = {
      version: CONSENT_VERSION,
      text: consentText(30),
      givenAt: '2026-11-20T07:59:00.000Z',
      userId: null,
      email: order.email,
    };
    const optInAt = new Date('2026-11-20T08:00:00.000Z');
    await t.database.db
      .update(orders)
      .set({ consent, whatsappOptInAt: optInAt, whatsappOptInText: 'Send me order updates by phone' })
      .where(eq(orders.id, order.id));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/orders/status/${order.id}/my-data?sig=${encodeURIComponent(sign(order.id))}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="diya-tales-my-data-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      order_number: order.orderNumber,
      character_name: order.characterName,
    });
    expect(data.orders[0].consents).toEqual({
      photos: consent,
      whatsapp_updates: {
        given_at: optInAt.toISOString(),
        text: 'Send me order updates by phone',
        stopped_at: null,
      },
    });
    expect(data.orders[0].photos).toHaveLength(2);
    for (const link of [data.orders[0].photos[0].link, data.orders[0].video.link]) {
      const file = await t.app.inject({
        method: 'GET',
        url: new URL(link, t.config.siteUrl).pathname + new URL(link, t.config.siteUrl).search,
      });
      expect(file.statusCode, link).toBe(200);
    }
    expect(new URL(data.orders[0].status_page).pathname).toBe(`/order-status/${order.id}`);
    expect(data.orders[0].story_title).toBe(storyTitleIn(order.itemNumber, 'en'));

    // An order placed on the Hindi site links to the Hindi status page (the same signature) and
    // names its story as the parent read it.
    await t.database.db.update(orders).set({ siteLanguage: 'hi' }).where(eq(orders.id, order.id));
    const hindi = await t.app.inject({
      method: 'GET',
      url: `/api/orders/status/${order.id}/my-data?sig=${encodeURIComponent(sign(order.id))}`,
    });
    const statusPage = new URL(hindi.json().orders[0].status_page);
    expect(statusPage.pathname).toBe(`/hi/order-status/${order.id}`);
    expect(statusPage.searchParams.get('sig')).toBe(sign(order.id));
    expect(hindi.json().orders[0].story_title).toBe(storyTitleIn(order.itemNumber, 'hi'));
  });
});

describe('limits', () => {
  it('each action is rate-limited per client: at most 10 in 15 minutes, then 429', async () => {
    const { order } = await deliveredOrder(null);
    const url = `/api/orders/status/${order.id}/my-data?sig=${encodeURIComponent(sign(order.id))}`;
    // From a client address of its own, so the other tests' calls do not count.
    const call = () => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.77' });
    for (let i = 0; i < 10; i++) expect((await call()).statusCode).toBe(200);
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

describe('from /profile (signed in)', () => {
  it("deletes the photos of the parent's own order; another parent's order is 404", async () => {
    const parent = await createUser(t, 'user', 'Kavya Iyer');
    const token = await tokenFor(t, parent);
    const other = await createUser(t);
    const { order, photoKeys } = await deliveredOrder(parent);
    const { order: theirs, photoKeys: theirKeys } = await deliveredOrder(other);

    const denied = await post(`/api/orders/${theirs.id}/delete-photos`, token);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().code).toBe('ORDER_NOT_FOUND');
    expect(await stored(theirKeys)).toBe(2);
    expect((await post(`/api/orders/${order.id}/delete-photos`)).statusCode).toBe(401);

    const res = await post(`/api/orders/${order.id}/delete-photos`, token);
    expect(res.statusCode).toBe(200);
    expect(await stored(photoKeys)).toBe(0);
    const [audit] = await t.database.db
      .select()
      .from(childDataDeletions)
      .where(eq(childDataDeletions.orderId, order.id));
    expect(audit).toMatchObject({ reason: 'parent_request', actorRole: 'parent', actorUserId: parent.id });
    expect((await receiptsTo(parent.email))[0]).toMatchObject({ kind: 'child-data-deleted' });
    // The profile's list says so.
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).json();
    expect(list.data[0].child_data.photos_deleted_reason).toBe('parent_request');
    expect((await post(`/api/orders/${order.id}/delete-photos`, token)).json().code).toBe(
      'PHOTOS_ALREADY_DELETED',
    );
  });

  it('"Delete my account" waits while an order is being made (409), deleting nothing', async () => {
    const parent = await createUser(t);
    const token = await tokenFor(t, parent);
    const open = await createOrder(t, parent, { stage: 'in_production' });
    const res = await post('/api/account/erase', token);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_STILL_OPEN');
    expect(await t.database.db.select().from(users).where(eq(users.id, parent.id))).toHaveLength(1);
    expect((await t.database.db.select().from(orders).where(eq(orders.id, open.id)))[0]!.characterName).toBe(
      'Aarav',
    );
  });

  it('"Delete my account": the receipt is in the language of the parent’s latest order', async () => {
    const parent = await createUser(t);
    const token = await tokenFor(t, parent);
    await deliveredOrder(parent, { createdDate: new Date('2026-01-05T10:00:00Z') });
    await deliveredOrder(parent, { siteLanguage: 'hi', createdDate: new Date('2026-03-05T10:00:00Z') });
    expect((await post('/api/account/erase', token)).statusCode).toBe(200);
    const [receipt] = await receiptsTo(parent.email);
    expect(receipt).toMatchObject({ kind: 'account-erased', subject: 'आपका Diya Tales खाता हटा दिया गया है' });
    expect(receipt!.html).toContain('<html lang="hi">');
  });

  it('"Delete my account" also erases the guest orders paid with the account’s own address, and never an unsent message of an order that stays', async () => {
    const parent = await createUser(t, 'user', 'Guestqz Parent');
    const token = await tokenFor(t, parent);
    const otherAddress = `typed-${randomUUID().slice(0, 8)}@example.com`;
    // Signed in, but the receipt sent to another address the parent typed.
    const { order: own } = await deliveredOrder(parent, { characterName: 'Ownqz', email: otherAddress });
    // Before signing up: a guest order with the account's address, its photos and film still kept.
    const {
      order: guest,
      photoKeys,
      videoKeys,
    } = await deliveredOrder(null, {
      characterName: 'Guestchildqz',
      email: parent.email,
    });
    // Someone else's guest order with the typed address: not the account's, it stays, and so does
    // the confirmation still waiting to go out.
    const { order: stays } = await deliveredOrder(null, {
      characterName: 'Strangerqz',
      email: otherAddress,
      status: 'pending',
      stage: 'received',
    });
    await t.database.db.insert(outbox).values({
      kind: 'order-confirmation',
      toAddress: otherAddress,
      subject: 'Order confirmed',
      html: '<p>Strangerqz</p>',
      text: 'Strangerqz',
      status: 'pending',
      orderId: stays.id,
    });

    const res = await post('/api/account/erase', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { orders: 2 } });

    const [guestRow] = await t.database.db.select().from(orders).where(eq(orders.id, guest.id));
    expect(guestRow).toMatchObject({ characterName: '', email: '' });
    expect(guestRow!.erasedAt).not.toBeNull();
    expect(await stored([...photoKeys, ...videoKeys])).toBe(0);
    const [ownRow] = await t.database.db.select().from(orders).where(eq(orders.id, own.id));
    expect(ownRow).toMatchObject({ characterName: '', email: '' });

    const [strangerRow] = await t.database.db.select().from(orders).where(eq(orders.id, stays.id));
    expect(strangerRow).toMatchObject({ characterName: 'Strangerqz', email: otherAddress, erasedAt: null });
    const waiting = await t.database.db.select().from(outbox).where(eq(outbox.orderId, stays.id));
    expect(waiting).toMatchObject([{ status: 'pending', toAddress: otherAddress, text: 'Strangerqz' }]);
  });

  it('"Delete my account" erases every name, address, photo and video, and keeps the anonymized accounting rows', async () => {
    const childName = 'Vihaanqz';
    const parentName = 'Parvatiqz Menon';
    const parent = await createUser(t, 'user', parentName);
    const token = await tokenFor(t, parent);
    const { order, photoKeys, videoKeys } = await deliveredOrder(parent, { characterName: childName });
    const { order: cancelled } = await deliveredOrder(parent, {
      characterName: childName,
      status: 'pending',
      stage: 'cancelled',
    });
    // What an order leaves behind: its checkout, invoice, notes naming the child, a refund, e-mails.
    const invoiceService = createInvoicesService({ config: t.config.invoices });
    for (const row of [order, cancelled]) {
      await invoiceService.issueInvoice(t.database.db, {
        orderId: row.id,
        orderNumber: row.orderNumber,
        buyer: { name: parentName, email: parent.email, country: 'IN', state: 'KA' },
        childName,
        storyTitle: 'Hanuman',
        language: 'english',
        siteLanguage: 'en',
        currency: 'INR',
        totalMinor: row.amountMinor,
      });
      await t.database.db.insert(checkouts).values({
        id: randomUUID(),
        userId: parent.id,
        kidName: childName,
        storyId: 3,
        language: 'english',
        email: parent.email,
        country: 'IN',
        phoneUpdates: true,
        phoneNumber: '9876543210',
        countryCode: '+91',
        photoIds: [],
        amountMinor: row.amountMinor,
        currency: 'INR',
        provider: 'sandbox-upi',
        paymentReference: row.paymentReference,
        status: 'paid',
        paidAt: new Date(),
        orderId: row.id,
        nextCheckAt: new Date(),
      });
    }
    await t.database.db.insert(orderEvents).values({
      orderId: cancelled.id,
      kind: 'cancelled',
      fromStage: 'received',
      toStage: 'cancelled',
      note: `${childName}'s family asked to cancel`,
      actorRole: 'admin',
    });
    await t.database.db.insert(refunds).values({
      orderId: cancelled.id,
      provider: 'sandbox-upi',
      paymentReference: cancelled.paymentReference,
      amountMinor: cancelled.amountMinor,
      currency: 'INR',
      idempotencyKey: `refund-order-${cancelled.id}`,
      reason: `${childName}'s family asked`,
      state: 'succeeded',
    });
    await t.database.db.insert(outbox).values({
      kind: 'delivery',
      toAddress: parent.email,
      subject: `${childName}'s video is ready`,
      html: `<p>${childName}</p>`,
      text: childName,
      status: 'sent',
    });

    const res = await post('/api/account/erase', token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { orders: 2 } });

    // Files gone, every deletion recorded.
    expect(await stored([...photoKeys, ...videoKeys])).toBe(0);
    const audit = await t.database.db
      .select()
      .from(childDataDeletions)
      .where(eq(childDataDeletions.orderId, order.id));
    expect(audit.map((row) => `${row.what}:${row.reason}`).sort()).toEqual([
      'photos:account_erased',
      'video:account_erased',
    ]);

    // Accounting stays: both orders (amounts, references), both invoices (number, amounts), the refund.
    const kept = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.paymentReference, order.paymentReference));
    expect(kept[0]).toMatchObject({
      amountMinor: order.amountMinor,
      orderNumber: order.orderNumber,
      userId: null,
      characterName: '',
      email: '',
    });
    const invoiceRows = await t.database.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(invoiceRows[0]).toMatchObject({
      buyerName: null,
      buyerEmail: null,
      childName: null,
      totalMinor: order.amountMinor,
    });
    expect(invoiceRows[0]!.buyerErasedAt).not.toBeNull();
    expect(await t.database.db.select().from(refunds).where(eq(refunds.orderId, cancelled.id))).toHaveLength(
      1,
    );

    // Nothing in the whole database names the child or the parent; the address is only on the
    // erasure's own receipt.
    const tables = (
      await t.database.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      )
    ).rows.map((row) => row.table_name);
    expect(tables).toContain('child_data_deletions');
    for (const table of tables) {
      const rows = (
        await t.database.db.execute<{ row: string }>(
          sql`select row_to_json(x)::text as row from ${sql.identifier(table)} x`,
        )
      ).rows.map((row) => row.row);
      for (const row of rows) {
        expect(row, table).not.toContain(childName);
        expect(row, table).not.toContain('Parvatiqz');
        if (row.includes(parent.email)) {
          expect(table).toBe('outbox');
          expect(row).toContain('"kind":"account-erased"');
        }
      }
    }
    // The account is gone: its token no longer works, and the old order link shows nothing.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) })).statusCode,
    ).toBe(401);
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/orders/status/${order.id}?sig=${encodeURIComponent(sign(order.id))}`,
    });
    expect(link.statusCode).toBe(404);
    const [receipt] = await receiptsTo(parent.email);
    expect(receipt).toMatchObject({ kind: 'account-erased', subject: 'Your Diya Tales account is deleted' });
    expect(receipt!.text).toContain('72 months');
  });
});
