import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, APIResponse, Browser, Page } from '@playwright/test';
import { CONSENT_VERSION } from '@shop/contracts/privacy';
import { expect } from '../../support/fixtures';
import { baseURL, repoRoot } from '../../support/server';
import { signIn, type Person } from './auth';

// Orders for the specs that need one (admin, delivery). A paid order is made through the same calls
// the order page makes, against the offline payment sandbox: photo upload, payment start, the sandbox
// card's confirmation with the success test card, and POST /api/orders. The order page's own journey
// (order.spec.ts) covers those screens; here only the result matters, so it goes by API. An admin
// completes an order through the API the same way the complete-order screen does.

/** A 1x1 PNG: the smallest photo the upload pipeline accepts and re-encodes. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The sandbox's always-successful card (SANDBOX_TEST_CARDS.success). */
const SUCCESS_CARD = '4242 4242 4242 4242';

/**
 * The payment step's sandbox card form as a parent fills it (the success card unless another is
 * given), then the Pay button with its price.
 */
export async function payByCard(
  page: Page,
  { cardNumber = SUCCESS_CARD, pay = /^Pay \$14\.99$/ }: { cardNumber?: string; pay?: RegExp } = {},
): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: pay }).click();
}

/** From the filled order form: on to the payment step, pay by card, and the "Thank You!" dialog's order number. */
export async function checkOutByCard(page: Page, options: { pay?: RegExp } = {}): Promise<string> {
  await page.getByRole('button', { name: 'GET MY PERSONALIZED STORY NOW' }).click();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
  await payByCard(page, options);
  const thanks = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(thanks).toBeVisible({ timeout: 30_000 });
  return thanks.getByTestId('order-number').innerText();
}

/** The studio's list row of the order with this number (the admin's search), as `T` reads it. */
export async function adminOrderRow<T extends { unique_id: string }>(
  request: APIRequestContext,
  adminToken: string,
  orderNumber: string,
): Promise<T> {
  const list = await request.get(
    `/api/orders/admin/all?page=1&limit=5&q=${encodeURIComponent(orderNumber)}`,
    {
      headers: { authorization: `Bearer ${adminToken}` },
    },
  );
  expect(list.ok()).toBe(true);
  const [order] = ((await list.json()) as { data: T[] }).data;
  expect(order, `the order ${orderNumber} in the studio's list`).toBeDefined();
  return order!;
}

/** A finished video to upload: the smallest committed story preview, a real MP4. */
export const SAMPLE_VIDEO = {
  name: 'finished-video.mp4',
  mimeType: 'video/mp4',
  bytes: readFileSync(path.join(repoRoot, 'apps/web/public/media/stories/story-23-mobile.mp4')),
};

export interface PaidOrderInput {
  kidName: string;
  /** The parent's e-mail: where the confirmation and the delivery e-mail go. */
  email: string;
  storyId?: number;
  language?: 'english' | 'hindi';
  /** The signed-in parent's bearer token; without one the order is a guest's. */
  token?: string | null;
  /** The site the order is placed on (its e-mails, pages and papers speak its language); default en. */
  siteLanguage?: 'en' | 'hi';
}

export interface PaidOrder {
  unique_id: string;
  user_id: string | null;
  order_number: string;
  character_name: string;
  item_number: number;
  email: string;
  status: 'pending' | 'complete';
}

export interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

// ── Sessions ──────────────────────────────────────────────────────────────────────────────────

export interface StoredSession {
  token: string;
  expiry: string;
}

// One real sign-in per person and worker (through the local provider, in a context of its own);
// later uses reuse it, which keeps a run under the sign-in rate limit.
const sessions = new Map<string, StoredSession>();

/** The person's stored session (the app's localStorage auth_token and auth_token_expiry). */
export async function sessionFor(browser: Browser, person: Person): Promise<StoredSession> {
  const known = sessions.get(person.email);
  if (known) return known;
  const context = await browser.newContext({ baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/blogs');
    await signIn(page, person);
    const session = await page.evaluate(() => ({
      token: window.localStorage.getItem('auth_token') ?? '',
      expiry: window.localStorage.getItem('auth_token_expiry') ?? '',
    }));
    expect(session.token).not.toBe('');
    sessions.set(person.email, session);
    return session;
  } finally {
    await context.close();
  }
}

/** A bearer token of the person, for API calls. */
export async function tokenFor(browser: Browser, person: Person): Promise<string> {
  return (await sessionFor(browser, person)).token;
}

/** Opens the page already signed in with a stored session (set before any script of the app runs). */
export async function useSession(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript((stored) => {
    window.localStorage.setItem('auth_token', stored.token);
    window.localStorage.setItem('auth_token_expiry', stored.expiry);
  }, session);
}

// ── Orders ────────────────────────────────────────────────────────────────────────────────────

async function ok<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

const bearer = (token: string | null): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/**
 * An order paid by card in the sandbox (country US, so the card path); the signed-in parent's when
 * `input.token` is given, else a guest's. Pending until an admin completes it.
 */
export async function createPaidOrder(request: APIRequestContext, input: PaidOrderInput): Promise<PaidOrder> {
  const headers = bearer(input.token ?? null);
  const photo = await ok<{ public_id: string }>(
    await request.post('/api/uploads/photos', {
      headers,
      multipart: { file: { name: 'kid.png', mimeType: 'image/png', buffer: TINY_PNG } },
    }),
    'photo upload',
  );
  // The parent's consent to the wording the order form shows: N as the shop serves it (docs/decisions/046).
  const served = await ok<{ photoRetention: { daysAfterDelivery: number } }>(
    await request.get('/api/payments/config'),
    'payments config',
  );
  const intent = await ok<{ clientSecret: string; checkoutToken: string }>(
    await request.post('/api/payments/create-payment-intent', {
      headers,
      data: {
        kidName: input.kidName,
        storyId: input.storyId ?? 3,
        language: input.language ?? 'english',
        email: input.email,
        country: 'US',
        kidPhotoIds: [photo.public_id],
        ...(input.siteLanguage ? { siteLanguage: input.siteLanguage } : {}),
        consent: {
          given: true,
          version: CONSENT_VERSION,
          daysAfterDelivery: served.photoRetention.daysAfterDelivery,
        },
      },
    }),
    'payment start',
  );
  const paid = await ok<{ paymentIntentId: string }>(
    await request.post('/api/payments/sandbox/card/confirm', {
      headers,
      data: { clientSecret: intent.clientSecret, cardNumber: SUCCESS_CARD, expiry: '12/34', cvc: '123' },
    }),
    'sandbox card confirmation',
  );
  const created = await ok<{ data: PaidOrder }>(
    // The checkout token, as the paying browser sends it: a guest is answered the order's details only with it.
    await request.post('/api/orders', {
      headers,
      data: { payment_intent_id: paid.paymentIntentId, checkout_token: intent.checkoutToken },
    }),
    'order creation',
  );
  return created.data;
}

/** How many orders the shop holds (the admin list's summary). */
export async function orderCount(request: APIRequestContext, adminToken: string): Promise<number> {
  const list = await ok<{ summary: { total: number } }>(
    await request.get('/api/orders/admin/all?page=1&limit=1', { headers: bearer(adminToken) }),
    'admin order list',
  );
  return list.summary.total;
}

/** Tops the shop up to at least `count` orders (for paging); parallel tests may add more. */
export async function ensureOrders(
  request: APIRequestContext,
  adminToken: string,
  count: number,
): Promise<void> {
  const missing = count - (await orderCount(request, adminToken));
  for (let i = 0; i < missing; i += 1) {
    await createPaidOrder(request, { kidName: `Child ${i + 1}`, email: `paging-${i + 1}@example.com` });
  }
}

/** A presigned upload for the order, as the complete-order screen makes it: link, then the bytes with its headers. */
async function upload(
  request: APIRequestContext,
  adminToken: string,
  orderId: string,
  file: { name: string; mimeType: string; bytes: Buffer },
  kind: 'video' | 'photo',
): Promise<string> {
  const presigned = await ok<{
    data: { uploadUrl: string; fileKey: string; headers: Record<string, string> };
  }>(
    await request.post('/api/uploads/presign', {
      headers: bearer(adminToken),
      data: {
        orderId,
        fileName: file.name,
        fileType: file.mimeType,
        fileSize: file.bytes.length,
        contentType: kind,
        customFolder: kind === 'video' ? 'videos' : 'thumbnails',
      },
    }),
    `presign ${kind}`,
  );
  const put = await request.put(presigned.data.uploadUrl, {
    headers: presigned.data.headers,
    data: file.bytes,
  });
  expect([200, 204], `PUT ${kind}: ${put.status()}`).toContain(put.status());
  return presigned.data.fileKey;
}

/** The admin completes the order through the API: thumbnail, video, video record, status. */
export async function completeOrder(
  request: APIRequestContext,
  adminToken: string,
  order: Pick<PaidOrder, 'unique_id' | 'user_id'>,
  title: string,
): Promise<void> {
  const thumbnail = await upload(
    request,
    adminToken,
    order.unique_id,
    { name: 'thumbnail.png', mimeType: 'image/png', bytes: TINY_PNG },
    'photo',
  );
  const video = await upload(request, adminToken, order.unique_id, SAMPLE_VIDEO, 'video');
  await ok(
    await request.post('/api/videos', {
      headers: bearer(adminToken),
      data: { order_id: order.unique_id, user_id: order.user_id, uri: video, thumbnail, title },
    }),
    'video record',
  );
  await ok(
    await request.put(`/api/orders/${order.unique_id}`, {
      headers: bearer(adminToken),
      data: { status: 'complete' },
    }),
    'order completion',
  );
}

/** A delivered order's corrected video, through the studio's re-delivery (POST /api/orders/{id}/redeliver). */
export async function redeliverOrder(
  request: APIRequestContext,
  adminToken: string,
  order: Pick<PaidOrder, 'unique_id'>,
  title: string,
): Promise<void> {
  const thumbnail = await upload(
    request,
    adminToken,
    order.unique_id,
    { name: 'thumbnail.png', mimeType: 'image/png', bytes: TINY_PNG },
    'photo',
  );
  const video = await upload(request, adminToken, order.unique_id, SAMPLE_VIDEO, 'video');
  await ok(
    await request.post(`/api/orders/${order.unique_id}/redeliver`, {
      headers: bearer(adminToken),
      data: { uri: video, thumbnail, title, note: 'A corrected video' },
    }),
    're-delivery',
  );
}

// ── Mail ──────────────────────────────────────────────────────────────────────────────────────

/** The local inbox's messages to an address, newest first (GET /dev/mail/api/messages). */
export async function inbox(request: APIRequestContext, to: string): Promise<CaughtMail[]> {
  const list = await ok<{ messages: CaughtMail[] }>(
    await request.get(`/dev/mail/api/messages?to=${encodeURIComponent(to)}`),
    'local inbox',
  );
  return list.messages;
}

/** Waits (the outbox worker sends in the background) for a message to `to` whose subject matches. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await inbox(request, to)).find((mail) => subject.test(mail.subject));
        return found !== undefined;
      },
      { message: `an e-mail to ${to} with subject ${subject}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * The address a labelled link of the text part points to: a button is written "Label:\n<url>", an
 * inline link "label (<url>)".
 */
export function linkIn(mail: CaughtMail, label: RegExp): string {
  const at = mail.text.search(label);
  expect(at, `"${label}" in the e-mail "${mail.subject}"`).toBeGreaterThanOrEqual(0);
  const url = /https?:\/\/[^\s)]+/.exec(mail.text.slice(at))?.[0];
  expect(url, `a link after "${label}" in the e-mail "${mail.subject}"`).toBeTruthy();
  return url!;
}
