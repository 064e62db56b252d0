import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { orderStatusResponseSchema } from '@shop/contracts/order-status';
import { ORDER_MESSAGES } from '@shop/contracts/order';
import { presignResponseSchema, type PresignRequest } from '@shop/contracts/uploads';
import { VIDEO_MESSAGES, videoListResponseSchema, videoResponseSchema } from '@shop/contracts/videos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { orders, outbox, pendingUploads, videos } from '../../db/schema.ts';
import { bearer, createOrder, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';

// Completing an order (docs/decisions/012): POST /api/videos with the files the admin uploaded
// through presigned links creates the video, completes the order and queues the delivery e-mail,
// in one transaction. Run against the local disk (links served by the app) and against an
// S3-protocol server on loopback.

const DAY_SECONDS = 86_400;

interface Harness {
  t: TestApp;
  /** PUT a file to an upload link, as the admin's browser does. */
  upload(url: string, headers: Record<string, string>, body: Buffer): Promise<number>;
  /** GET a signed link, as the parent's browser does. */
  fetchLink(
    url: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: Buffer }>;
  close(): Promise<void>;
}

async function localHarness(): Promise<Harness> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'diya-completion-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const inject = async (
    method: 'GET' | 'PUT',
    url: string,
    headers?: Record<string, string>,
    body?: Buffer,
  ) => {
    const target = new URL(url);
    expect(target.origin).toBe(new URL(t.config.siteUrl).origin);
    return t.app.inject({ method, url: target.pathname + target.search, headers, payload: body });
  };
  return {
    t,
    upload: async (url, headers, body) => (await inject('PUT', url, headers, body)).statusCode,
    async fetchLink(url, headers) {
      const res = await inject('GET', url, headers);
      return {
        status: res.statusCode,
        headers: new Headers(res.headers as Record<string, string>),
        body: res.rawPayload,
      };
    },
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function s3Harness(): Promise<Harness> {
  const s3: S3TestServer = await startS3TestServer();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'diya-completion-'));
  const t = await createTestApp({ env: { DATA_DIR: dataDir, ...s3.env } });
  return {
    t,
    upload: async (url, headers, body) =>
      (await fetch(url, { method: 'PUT', headers, body: new Uint8Array(body) })).status,
    async fetchLink(url, headers) {
      const res = await fetch(url, { headers });
      return { status: res.status, headers: res.headers, body: Buffer.from(await res.arrayBuffer()) };
    },
    async close() {
      await t.close();
      await s3.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const VIDEO = {
  fileName: 'final.mp4',
  fileType: 'video/mp4',
  contentType: 'video',
  customFolder: 'videos',
} as const;
const THUMBNAIL = {
  fileName: 'poster.png',
  fileType: 'image/png',
  contentType: 'photo',
  customFolder: 'thumbnails',
} as const;

describe.each([
  { name: 'local disk', makeHarness: localHarness },
  { name: 'S3 on loopback', makeHarness: s3Harness },
])('completing an order: $name', ({ makeHarness }) => {
  let h: Harness;
  let t: TestApp;
  let admin: Record<string, string>;
  let parent: AuthenticatedUser;
  let parentHeaders: Record<string, string>;

  beforeAll(async () => {
    h = await makeHarness();
    t = h.t;
    admin = bearer(await tokenFor(t, await createUser(t, 'admin')));
    parent = await createUser(t, 'user', 'Priya');
    parentHeaders = bearer(await tokenFor(t, parent));
  });
  afterAll(() => h?.close());

  const presign = async (
    request: Omit<PresignRequest, 'fileSize' | 'orderId'>,
    fileSize: number,
    orderId: string,
  ) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presign',
      payload: { ...request, fileSize, orderId },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return presignResponseSchema.parse(res.json()).data;
  };

  /** The admin form's two uploads for the order, as it sends them. */
  async function uploadFiles(orderId: string) {
    const video = randomBytes(8 * 1024);
    const thumbnail = randomBytes(1024);
    const videoLink = await presign(VIDEO, video.length, orderId);
    const thumbnailLink = await presign(THUMBNAIL, thumbnail.length, orderId);
    // The local disk answers 204, S3 200.
    expect([200, 204]).toContain(await h.upload(videoLink.uploadUrl, videoLink.headers, video));
    expect([200, 204]).toContain(await h.upload(thumbnailLink.uploadUrl, thumbnailLink.headers, thumbnail));
    return { uri: videoLink.fileKey, thumbnail: thumbnailLink.fileKey, video, thumbnailBytes: thumbnail };
  }

  const complete = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/videos', payload, headers });

  const rowsOf = async (orderId: string) => {
    const db = t.database.db;
    const [[order], videoRows, mail] = await Promise.all([
      db.select().from(orders).where(eq(orders.id, orderId)),
      db.select().from(videos).where(eq(videos.orderId, orderId)),
      db
        .select()
        .from(outbox)
        .where(eq(outbox.dedupeKey, `delivery:${orderId}`)),
    ]);
    return { order: order!, videos: videoRows, mail };
  };

  /** The GET /api/orders/status/{id}?sig=… path behind an order-status link from an e-mail. */
  const statusApiPath = (text: string) => {
    const link = new URL(/(https?:\/\/[^\s"<>]+\/order-status\/[^\s"<>)]+)/.exec(text)![1]!);
    return `/api/orders/status/${link.pathname.split('/').pop()}${link.search}`;
  };

  it('a signed-in family’s order: 201 with the video and fresh links; order complete; one delivery e-mail', async () => {
    const order = await createOrder(t, parent, { characterName: 'Aarav', itemNumber: 3 });
    const files = await uploadFiles(order.id);
    const res = await complete({
      order_id: order.id,
      user_id: parent.id,
      uri: files.uri,
      thumbnail: files.thumbnail,
      title: '  Aarav and Krishna  ',
      description: 'Made with love',
    });
    expect(res.statusCode).toBe(201);
    const video = videoResponseSchema.strict().parse(res.json()).data;
    expect(video).toMatchObject({
      order_id: order.id,
      user_id: parent.id,
      uri: files.uri,
      thumbnail: files.thumbnail,
      title: 'Aarav and Krishna',
      description: 'Made with love',
    });

    const { order: after, videos: rows, mail } = await rowsOf(order.id);
    expect(after.status).toBe('complete');
    expect(rows).toHaveLength(1);
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: 'delivery', toAddress: order.email });
    expect(mail[0]!.subject).toBe("Aarav's video is ready: Krishna and the Serpent Kaliya");
    // Both uploads are now in use: the sweeper leaves them alone.
    for (const key of [files.uri, files.thumbnail]) {
      const [pending] = await t.database.db.select().from(pendingUploads).where(eq(pendingUploads.key, key));
      expect(pending!.verifiedAt).toBeInstanceOf(Date);
    }

    // The e-mail's download link: the file itself, as an attachment with a friendly name, for 7 days.
    const downloadLink = /(https?:\/\/[^\s"<>)]+)/.exec(mail[0]!.text.split('Download the video')[1]!)![1]!;
    const downloaded = await h.fetchLink(downloadLink);
    expect(downloaded.status).toBe(200);
    expect(downloaded.body).toEqual(files.video);
    expect(downloaded.headers.get('content-disposition')).toContain('Diya Tales - Aarav and Krishna.mp4');
    const expiry = expirySeconds(downloadLink);
    expect(expiry - Date.now() / 1000).toBeGreaterThan(7 * DAY_SECONDS - 120);
    expect(expiry - Date.now() / 1000).toBeLessThanOrEqual(7 * DAY_SECONDS);

    // The links in the answer work too: play (ranges), thumbnail, download.
    const part = await h.fetchLink(video.video_url, { range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.body).toEqual(files.video.subarray(0, 100));
    expect((await h.fetchLink(video.thumbnail_url!)).body).toEqual(files.thumbnailBytes);
    expect((await h.fetchLink(video.download_url)).body).toEqual(files.video);

    // The family's profile lists it with fresh links; the seed's PUT that follows answers 200.
    const mine = videoListResponseSchema.parse(
      (await t.app.inject({ url: '/api/videos', headers: parentHeaders })).json(),
    );
    expect(mine.data.map((v) => v.id)).toEqual([video.id]);
    expect((await h.fetchLink(mine.data[0]!.download_url)).body).toEqual(files.video);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order.id}`,
      payload: { status: 'complete' },
      headers: admin,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.status).toBe('complete');

    // The order-status link from the e-mail shows the delivered video.
    const status = orderStatusResponseSchema.parse(
      (await t.app.inject({ url: statusApiPath(mail[0]!.text) })).json(),
    ).data;
    expect(status.status).toBe('complete');
    // The page says when it was delivered (the completion), not when it was due.
    expect(status.video?.delivered_at).toBe(video.created_date);
    expect(status.video).toMatchObject({ title: 'Aarav and Krishna' });
    expect((await h.fetchLink(status.video!.download_url)).body).toEqual(files.video);
  });

  /** A guest's order completed with freshly uploaded files. */
  const completeGuestOrder = async (orderId: string, title: string) => {
    const files = await uploadFiles(orderId);
    return complete({ order_id: orderId, user_id: null, uri: files.uri, thumbnail: files.thumbnail, title });
  };

  it('a guest’s order (user_id null) is completed and delivered by e-mail', async () => {
    const order = await createOrder(t, null, { email: 'Guest.Parent@Example.com' });
    const res = await completeGuestOrder(order.id, 'Meera and Durga');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user_id).toBeNull();
    const { order: after, mail } = await rowsOf(order.id);
    expect(after.status).toBe('complete');
    expect(mail.map((m) => m.toAddress)).toEqual(['guest.parent@example.com']);
    const status = orderStatusResponseSchema.parse(
      (await t.app.inject({ url: statusApiPath(mail[0]!.text) })).json(),
    ).data;
    expect(status.video?.title).toBe('Meera and Durga');
  });

  it('a Hindi order: the delivery e-mail and the WhatsApp update link the Hindi status page', async () => {
    const order = await createOrder(t, null, {
      siteLanguage: 'hi',
      whatsappPhone: '+12015550123',
      whatsappOptInAt: new Date(),
      whatsappOptInText: 'मुझे ऑर्डर की जानकारी फ़ोन पर भेजें (वैकल्पिक)',
    });
    const res = await completeGuestOrder(order.id, 'आरव और कृष्ण');
    expect(res.statusCode).toBe(201);
    const { mail } = await rowsOf(order.id);
    const [whatsapp] = await t.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.dedupeKey, `whatsapp-delivered:${order.id}`));
    for (const text of [mail[0]!.text, whatsapp!.text]) {
      expect(text).toMatch(/\/hi\/order-status\/[0-9a-f-]+\?sig=/);
      const status = await t.app.inject({ url: statusApiPath(text) });
      expect(status.statusCode).toBe(200);
      // The child's name and 7-day links: stored by no cache (issue 31).
      expect(status.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('two completions at once: one video, one e-mail; the other answers 409', async () => {
    const order = await createOrder(t, null);
    const [a, b] = [await uploadFiles(order.id), await uploadFiles(order.id)];
    const results = await Promise.all([
      complete({ order_id: order.id, uri: a.uri, thumbnail: a.thumbnail, title: 'First' }),
      complete({ order_id: order.id, uri: b.uri, thumbnail: b.thumbnail, title: 'Second' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json()).toEqual({
      message: VIDEO_MESSAGES.orderNotPending,
      code: 'ORDER_NOT_PENDING',
    });
    const { videos: rows, mail } = await rowsOf(order.id);
    expect(rows).toHaveLength(1);
    expect(mail).toHaveLength(1);
  });
});

/** The expiry a signed link carries (the local disk's `expires`, S3's X-Amz-Date + X-Amz-Expires). */
function expirySeconds(link: string): number {
  const params = new URL(link).searchParams;
  const local = params.get('expires');
  if (local) return Number(local);
  const date = params
    .get('X-Amz-Date')!
    .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z');
  return Date.parse(date) / 1000 + Number(params.get('X-Amz-Expires'));
}

describe('completing an order: what is refused, leaving nothing half-written', () => {
  let h: Harness;
  let t: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    h = await localHarness();
    t = h.t;
    admin = bearer(await tokenFor(t, await createUser(t, 'admin')));
  });
  afterAll(() => h?.close());

  const presign = async (
    request: Omit<PresignRequest, 'fileSize' | 'orderId'>,
    fileSize: number,
    orderId: string,
  ) =>
    presignResponseSchema.parse(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/uploads/presign',
          payload: { ...request, fileSize, orderId },
          headers: admin,
        })
      ).json(),
    ).data;

  /** The admin form's two uploads for the order; `skip` leaves one announced but never sent. */
  async function uploadFiles(orderId: string, { skip }: { skip?: 'video' | 'thumbnail' } = {}) {
    const video = randomBytes(4096);
    const thumbnail = randomBytes(512);
    const videoLink = await presign(VIDEO, video.length, orderId);
    const thumbnailLink = await presign(THUMBNAIL, thumbnail.length, orderId);
    if (skip !== 'video') expect(await h.upload(videoLink.uploadUrl, videoLink.headers, video)).toBe(204);
    if (skip !== 'thumbnail')
      expect(await h.upload(thumbnailLink.uploadUrl, thumbnailLink.headers, thumbnail)).toBe(204);
    return { uri: videoLink.fileKey, thumbnail: thumbnailLink.fileKey };
  }

  const complete = (payload: object, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'POST', url: '/api/videos', payload, headers });

  async function expectUntouched(orderId: string, keys: string[] = []) {
    const db = t.database.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status ?? 'absent').not.toBe('complete');
    expect(await db.select().from(videos).where(eq(videos.orderId, orderId))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.kind, 'delivery'))).toEqual([]);
    for (const key of keys) {
      const [row] = await db.select().from(pendingUploads).where(eq(pendingUploads.key, key));
      if (row) expect(row.verifiedAt).toBeNull();
    }
  }

  it('an unknown order: 404 Order not found', async () => {
    const files = await uploadFiles((await createOrder(t, null)).id);
    const orderId = '5b0f3b1e-0000-4000-8000-000000000000';
    const res = await complete({ order_id: orderId, ...files, title: 'X' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: ORDER_MESSAGES.notFound, code: 'ORDER_NOT_FOUND' });
    await expectUntouched(orderId, [files.uri, files.thumbnail]);
  });

  it('an order that is already complete: 409', async () => {
    const order = await createOrder(t, null, { status: 'complete' });
    // Links cannot even be asked for a completed order: these were asked for a pending one.
    const files = await uploadFiles((await createOrder(t, null)).id);
    const res = await complete({ order_id: order.id, ...files, title: 'X' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: VIDEO_MESSAGES.orderNotPending, code: 'ORDER_NOT_PENDING' });
    expect(await t.database.db.select().from(videos).where(eq(videos.orderId, order.id))).toEqual([]);
  });

  it('a user_id that is not the order’s: 409, order still pending', async () => {
    const owner = await createUser(t);
    const order = await createOrder(t, owner);
    const guestOrder = await createOrder(t, null);
    const files = await uploadFiles(order.id);
    const other = (await createUser(t)).id;
    for (const [id, userId] of [
      [order.id, other],
      [order.id, null],
      [guestOrder.id, other],
    ] as const) {
      const res = await complete({ order_id: id, user_id: userId, ...files, title: 'X' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: VIDEO_MESSAGES.userMismatch, code: 'USER_MISMATCH' });
      await expectUntouched(id, [files.uri, files.thumbnail]);
    }
  });

  it('a video announced but never uploaded: 422, nothing written', async () => {
    const order = await createOrder(t, null);
    const files = await uploadFiles(order.id, { skip: 'video' });
    const res = await complete({ order_id: order.id, ...files, title: 'X' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ message: VIDEO_MESSAGES.videoFileMissing, code: 'VIDEO_FILE_MISSING' });
    await expectUntouched(order.id, [files.uri, files.thumbnail]);
  });

  it('a thumbnail announced but never uploaded: 422, and the video’s check rolls back with it', async () => {
    const order = await createOrder(t, null);
    const files = await uploadFiles(order.id, { skip: 'thumbnail' });
    const res = await complete({ order_id: order.id, ...files, title: 'X' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: VIDEO_MESSAGES.thumbnailFileMissing,
      code: 'THUMBNAIL_FILE_MISSING',
    });
    await expectUntouched(order.id, [files.uri, files.thumbnail]);
  });

  it('keys no link was issued for, or from the wrong folder: 422', async () => {
    const order = await createOrder(t, null);
    const files = await uploadFiles(order.id);
    for (const [payload, code] of [
      [
        { uri: 'videos/0b5e0c8e-6a4f-4d3c-9d0e-1f2a3b4c5d6e.mp4', thumbnail: files.thumbnail },
        'VIDEO_FILE_MISSING',
      ],
      [{ uri: files.thumbnail, thumbnail: files.thumbnail }, 'VIDEO_FILE_MISSING'],
      [{ uri: files.uri, thumbnail: files.uri }, 'THUMBNAIL_FILE_MISSING'],
      [{ uri: '../../secrets/storage-signing-secret', thumbnail: files.thumbnail }, 'VIDEO_FILE_MISSING'],
      [{ uri: 'https://cdn.example.com/video.mp4', thumbnail: files.thumbnail }, 'VIDEO_FILE_MISSING'],
    ] as const) {
      const res = await complete({ order_id: order.id, ...payload, title: 'X' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().code).toBe(code);
    }
    await expectUntouched(order.id, [files.uri, files.thumbnail]);
  });

  it('a malformed body: 400 naming the problem', async () => {
    const order = await createOrder(t, null);
    const files = await uploadFiles(order.id);
    const blank = await complete({ order_id: order.id, ...files, title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(`title: ${VIDEO_MESSAGES.titleRequired}`);
    for (const payload of [
      { ...files, title: 'X' },
      { order_id: 'not-an-id', ...files, title: 'X' },
      { order_id: order.id, uri: files.uri, title: 'X' },
      { order_id: order.id, ...files, title: 'x'.repeat(201) },
    ]) {
      expect((await complete(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    await expectUntouched(order.id, [files.uri, files.thumbnail]);
  });

  it('admins only: 401 without a token, 403 for a parent (even for their own order)', async () => {
    const owner = await createUser(t);
    const order = await createOrder(t, owner);
    const files = await uploadFiles(order.id);
    const payload = { order_id: order.id, user_id: owner.id, ...files, title: 'X' };
    expect((await complete(payload, {})).statusCode).toBe(401);
    const res = await complete(payload, bearer(await tokenFor(t, owner)));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Admin access required', code: 'ADMIN_REQUIRED' });
    await expectUntouched(order.id, [files.uri, files.thumbnail]);
  });
});
