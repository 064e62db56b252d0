import type { AuthenticatedUser } from '@shop/contracts/auth';
import { paymentsConfigResponseSchema } from '@shop/contracts/checkout';
import { orderDetailResponseSchema, type AdminOrderDetail } from '@shop/contracts/order-detail';
import { CONSENT_ERROR_CODES, CONSENT_MESSAGES, CONSENT_VERSION, consentFor } from '@shop/contracts/privacy';
import { consentText } from '@shop/content/consent/by-language';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  addRecipient,
  orderForm,
  payForOrder,
  storedRows,
  uploadedPhotos,
} from '../../../test/payment-fixtures.ts';
import { phoneJpeg, photoForm, uploadSessionCookie } from '../../../test/upload-fixtures.ts';
import { photoUploads, sandboxPayments } from '../../db/schema.ts';

// Issue 13 items 1 and 4 (docs/decisions/046): no checkout without the parent's consent (400,
// nothing stored, no payment object made); the consent stored with the checkout and copied onto the
// order in the transaction that makes it; the admin reads it, and every staff use of the photos,
// on the order detail. N in the consent is the server's config, as served to the form.

let t: TestApp;
let admin: AuthenticatedUser;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, 'admin', 'Meera Studio');
  adminToken = await tokenFor(t, admin);
});
afterAll(() => t.close());

const post = (app: TestApp, url: string, payload: object, headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url, payload, headers });

async function everything(app: TestApp) {
  const rows = await storedRows(app);
  const payments = await app.database.db.select().from(sandboxPayments);
  return { checkouts: rows.checkouts.length, orders: rows.orders.length, payments: payments.length };
}

/** Starts, pays (sandbox card) and creates the order; returns it as the admin reads it. */
async function orderWithConsent(
  headers: Record<string, string>,
  form: Record<string, unknown> = {},
  photoIds?: string[],
) {
  const { reference, orderId } = await payForOrder(
    t,
    orderForm(photoIds ?? (await uploadedPhotos(t)), form),
    headers,
  );
  return { reference, orderId };
}

async function adminDetail(orderId: string): Promise<AdminOrderDetail> {
  const res = await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(adminToken) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  const data = orderDetailResponseSchema.parse(res.json()).data;
  if (data.view !== 'admin') throw new Error('expected the admin view');
  return data;
}

describe('consent on the order form', () => {
  it('no consent, an unticked one or a stale wording: 400 with the message, nothing stored, no payment object', async () => {
    const before = await everything(t);
    const photos = await uploadedPhotos(t, 1);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ consent: undefined }, CONSENT_MESSAGES.required, CONSENT_ERROR_CODES.required],
      [
        { consent: { ...consentFor(30), given: false } },
        CONSENT_MESSAGES.required,
        CONSENT_ERROR_CODES.required,
      ],
      [{ consent: consentFor(29) }, CONSENT_MESSAGES.changed, CONSENT_ERROR_CODES.changed],
      [
        { consent: { ...consentFor(30), version: '2020-01-01' } },
        CONSENT_MESSAGES.changed,
        CONSENT_ERROR_CODES.changed,
      ],
    ];
    for (const [form, message, code] of refusals) {
      for (const [url, extra] of [
        ['/api/payments/create-payment-intent', {}],
        ['/api/payments/create-razorpay-order', { country: 'IN' }],
      ] as const) {
        const res = await post(t, url, orderForm(photos, { ...extra, ...form }));
        expect(res.statusCode, `${url} ${JSON.stringify(form)}`).toBe(400);
        expect(res.json()).toMatchObject({ message, code });
      }
    }
    expect(await everything(t)).toEqual(before);
    // The photo is still the parent's to use once they consent.
    const [photo] = await t.database.db.select().from(photoUploads).where(eq(photoUploads.id, photos[0]!));
    expect(photo?.orderId).toBeNull();
  });

  it('a guest: the consent is stored with the checkout, copied onto the order, and shown to the admin', async () => {
    const startedAt = Date.now();
    const { reference, orderId } = await orderWithConsent({}, { email: 'guest.parent@example.com' });
    const expected = {
      version: CONSENT_VERSION,
      text: consentText(30),
      givenAt: expect.any(String),
      userId: null,
      email: 'guest.parent@example.com',
    };
    const { checkouts, orders: orderRows } = await storedRows(t, reference);
    expect(checkouts[0]?.consent).toEqual(expected);
    expect(orderRows[0]?.consent).toEqual(checkouts[0]?.consent);
    const givenAt = Date.parse(checkouts[0]!.consent!.givenAt);
    expect(givenAt).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(givenAt).toBeLessThanOrEqual(Date.now());
    expect(consentText(30)).toContain('deleted 30 days after the video is delivered');

    expect((await adminDetail(orderId)).consent).toEqual({
      version: CONSENT_VERSION,
      text: consentText(30),
      given_at: checkouts[0]!.consent!.givenAt,
      given_by: { kind: 'guest', user_id: null, email: 'guest.parent@example.com' },
    });
  });

  it('a parent on the Hindi site: the Hindi words they read are what is stored', async () => {
    const { reference, orderId } = await orderWithConsent({}, { siteLanguage: 'hi' });
    const { checkouts } = await storedRows(t, reference);
    expect(checkouts[0]?.consent?.text).toBe(consentText(30, 'hi'));
    expect(checkouts[0]?.consent?.text).toContain('वीडियो डिलीवर होने के 30 दिन बाद इन्हें मिटा दिया जाए');
    expect((await adminDetail(orderId)).consent?.text).toBe(consentText(30, 'hi'));
  });

  it('a signed-in parent: the consent names the account', async () => {
    const parent = await createUser(t);
    const { orderId } = await orderWithConsent(bearer(await tokenFor(t, parent)));
    expect((await adminDetail(orderId)).consent?.given_by).toEqual({
      kind: 'account',
      user_id: parent.id,
      email: 'parent@example.com',
    });
    // The parent's own view carries no consent record of staff interest, nor the photos.
    const own = await t.app.inject({
      url: `/api/orders/${orderId}`,
      headers: bearer(await tokenFor(t, parent)),
    });
    expect(own.json().data).not.toHaveProperty('consent');
  });

  it('N comes from PHOTO_RETENTION_DAYS_AFTER_DELIVERY: served to the form, and only that wording is accepted', async () => {
    const shop = await createTestApp({
      env: { PHOTO_RETENTION_DAYS_AFTER_DELIVERY: '45', PHOTO_RETENTION_DAYS_UNDELIVERED: '90' },
    });
    try {
      const served = paymentsConfigResponseSchema.parse(
        (await shop.app.inject({ url: '/api/payments/config' })).json(),
      );
      expect(served.photoRetention).toEqual({ daysAfterDelivery: 45, daysUndelivered: 90 });
      const photos = await uploadedPhotos(shop, 1);
      const stale = await post(
        shop,
        '/api/payments/create-payment-intent',
        orderForm(photos, { consent: consentFor(30) }),
      );
      expect(stale.statusCode).toBe(400);
      expect(stale.json().code).toBe(CONSENT_ERROR_CODES.changed);
      const ok = await post(
        shop,
        '/api/payments/create-payment-intent',
        orderForm(photos, { consent: consentFor(45) }),
      );
      expect(ok.statusCode).toBe(200);
      const [checkout] = (await storedRows(shop)).checkouts;
      expect(checkout?.consent?.text).toBe(consentText(45));
      expect(checkout?.consent?.text).toContain('deleted 45 days after the video is delivered');
    } finally {
      await shop.close();
    }
  });
});

describe('the access log on the admin detail', () => {
  it('lists every staff view and download of the photos: who, when, which photo, how; answers are never cached', async () => {
    const other = await createUser(t, 'admin', 'Ravi Studio');
    // Real uploads, stored: the photos are read from storage when staff open them.
    const photoIds: string[] = [];
    for (const size of [{}, { width: 300, height: 400 }]) {
      const { payload, headers } = photoForm(await phoneJpeg(size));
      const upload = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/photos',
        payload,
        headers: { ...headers, ...uploadSessionCookie },
      });
      expect(upload.statusCode).toBe(200);
      photoIds.push(upload.json().public_id);
    }
    const { orderId } = await orderWithConsent(uploadSessionCookie, {}, photoIds);
    const first = await adminDetail(orderId);
    expect(first.media_access).toEqual([]);
    expect(first.photos).toHaveLength(2);
    const [one, two] = first.photos;

    const view = await t.app.inject({ url: one!.url });
    expect(view.statusCode).toBe(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    const download = await t.app.inject({ url: two!.download_url });
    expect(download.headers['cache-control']).toBe('private, no-store');
    const zip = await t.app.inject({
      url: `/api/orders/${orderId}/photos.zip`,
      headers: bearer(await tokenFor(t, other)),
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['cache-control']).toBe('private, no-store');

    const log = (await adminDetail(orderId)).media_access;
    const rows = log.map((entry) => [entry.admin.name, entry.media_id, entry.kind]);
    expect(rows.slice(0, 2)).toEqual([
      ['Meera Studio', one!.id, 'view'],
      ['Meera Studio', two!.id, 'download'],
    ]);
    // The zip's rows are written at one instant, one per photo.
    expect(rows.slice(2)).toEqual(
      expect.arrayContaining([
        ['Ravi Studio', one!.id, 'zip'],
        ['Ravi Studio', two!.id, 'zip'],
      ]),
    );
    expect(rows).toHaveLength(4);
    expect(log[0]!.admin).toEqual({ user_id: admin.id, name: 'Meera Studio', email: admin.email });
    for (const entry of log) expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });
});

describe('staff e-mails', () => {
  // Any way to a stored photo: the staff photo route, storage's own signed links (local disk or
  // S3 presigned), an upload's link, a storage key, or a link's signature.
  const STORAGE_LINK =
    /\/api\/staff-photos|\/storage\/files|\/api\/uploads|photos\/[0-9a-f-]{36}|[?&](sig|X-Amz-[A-Za-z]+)=/i;

  async function storedPhoto(): Promise<{ id: string; link: string }> {
    const { payload, headers } = photoForm(await phoneJpeg());
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/photos',
      payload,
      headers: { ...headers, ...uploadSessionCookie },
    });
    expect(upload.statusCode).toBe(200);
    return { id: upload.json().public_id, link: upload.json().secure_url };
  }

  it('the new-order notice carries no link to the photos, nor any storage link', async () => {
    await addRecipient(t, 'studio-notices@diyatales.test');
    const photo = await storedPhoto();
    const { orderId } = await orderWithConsent(uploadSessionCookie, { kidName: 'Ishaan' }, [photo.id]);

    const notices = (await storedRows(t)).outbox.filter(
      (mail) => mail.kind === 'new-order-notice' && mail.toAddress === 'studio-notices@diyatales.test',
    );
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    // It is this order's notice (it links to the admin's detail page) …
    expect(notice.text).toContain(`/admin/orders/${orderId}`);
    // … and nothing in it leads to the child's photos.
    for (const body of [notice.subject, notice.text, notice.html]) {
      expect(body).not.toMatch(STORAGE_LINK);
      expect(body).not.toContain(photo.id);
    }

    // The check can fail: every link to a photo the shop makes is caught by it.
    const detail = await adminDetail(orderId);
    for (const link of [detail.photos[0]!.url, detail.photos[0]!.download_url, photo.link])
      expect(link).toMatch(STORAGE_LINK);
  });
});
