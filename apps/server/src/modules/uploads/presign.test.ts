import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ORDER_MESSAGES } from '@shop/contracts/order';
import { ADMIN_UPLOAD_MESSAGES, presignResponseSchema, type PresignRequest } from '@shop/contracts/uploads';
import { VIDEO_MESSAGES } from '@shop/contracts/videos';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { pendingUploads } from '../../db/schema.ts';
import { bearer, createOrder, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import type { UploadsService } from './uploads.service.ts';

// The admin's upload links (docs/product-guide.md#admin-upload-checks; the presigned URL in docs/architecture.md#api-paths): who may ask, which files
// pass, what the answer holds, and the completion step's check that what arrived is what was signed.

let t: TestApp;
let dataDir: string;
let uploads: UploadsService;
let adminHeaders: Record<string, string>;
let video: PresignRequest;
let thumbnail: PresignRequest;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'diya-presign-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  uploads = (await modulesOf(t)).uploads;
  adminHeaders = bearer(await tokenFor(t, await createUser(t, 'admin')));
  const order = await createOrder(t, null);
  video = { ...VIDEO, orderId: order.id };
  thumbnail = { ...THUMBNAIL, orderId: order.id };
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const MB = 1024 * 1024;
const VIDEO = {
  fileName: 'aarav-hanuman.mp4',
  fileType: 'video/mp4',
  fileSize: 120 * MB,
  contentType: 'video',
  customFolder: 'videos',
} as const;
const THUMBNAIL = {
  fileName: 'poster.png',
  fileType: 'image/png',
  fileSize: 4000,
  contentType: 'photo',
  customFolder: 'thumbnails',
} as const;

const presign = (body: unknown, headers = adminHeaders, url = '/api/uploads/presign') =>
  t.app.inject({ method: 'POST', url, payload: body as object, headers });

/** The completion step's check, in a transaction of its own. */
const attach = (key: string, expected: { folder: 'videos' | 'thumbnails'; orderId: string }) =>
  inTransaction(t.database.db, (tx) => uploads.attachUploadedObject(tx, key, expected));

/** PUT to a link of ours through the app, as the admin's browser does. */
const put = (url: string, headers: Record<string, string>, body: Buffer) => {
  const target = new URL(url);
  return t.app.inject({ method: 'PUT', url: target.pathname + target.search, headers, payload: body });
};

describe('who may ask', () => {
  it('only admins: no token 401, a parent 403, on both paths', async () => {
    const parent = bearer(await tokenFor(t, await createUser(t)));
    for (const url of ['/api/uploads/presign', '/api/aws/upload-url']) {
      expect((await presign(video, {}, url)).statusCode).toBe(401);
      expect((await presign(video, parent, url)).statusCode).toBe(403);
      expect((await presign(video, adminHeaders, url)).statusCode).toBe(200);
    }
  });
});

describe('the order it is for (docs/decisions/022)', () => {
  it('must be named, exist and be pending: 400, 404, 409, and no upload is announced', async () => {
    const before = await t.database.db.select().from(pendingUploads);
    const { orderId: _orderId, ...withoutOrder } = video;
    const missing = await presign(withoutOrder);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('orderId: must be an order id');

    const unknown = await presign({ ...video, orderId: '5b0f3b1e-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: ORDER_MESSAGES.notFound, code: 'ORDER_NOT_FOUND' });

    // A delivered order takes a corrected video (re-delivery); a cancelled one takes nothing.
    const cancelled = await createOrder(t, null, { stage: 'cancelled' });
    const late = await presign({ ...thumbnail, orderId: cancelled.id }, adminHeaders, '/api/aws/upload-url');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: VIDEO_MESSAGES.orderNotPending, code: 'ORDER_NOT_PENDING' });

    expect(await t.database.db.select().from(pendingUploads)).toEqual(before);
  });
});

describe('which files pass', () => {
  const cases: [string, () => Partial<PresignRequest>, string][] = [
    [
      'a video that is not MP4/MOV/AVI',
      () => ({ ...video, fileType: 'video/webm', fileName: 'x.webm' }),
      ADMIN_UPLOAD_MESSAGES.invalidVideo,
    ],
    [
      'a video over 500 MB',
      () => ({ ...video, fileSize: 500 * MB + 1 }),
      ADMIN_UPLOAD_MESSAGES.videoTooLarge,
    ],
    [
      'a thumbnail that is not PNG/JPEG',
      () => ({ ...thumbnail, fileType: 'image/gif' }),
      ADMIN_UPLOAD_MESSAGES.invalidThumbnail,
    ],
    [
      'a thumbnail over 10 MB',
      () => ({ ...thumbnail, fileSize: 10 * MB + 1 }),
      ADMIN_UPLOAD_MESSAGES.thumbnailTooLarge,
    ],
    [
      'a video into thumbnails',
      () => ({ ...video, customFolder: 'thumbnails' }),
      ADMIN_UPLOAD_MESSAGES.folderMismatch,
    ],
    ['an empty file', () => ({ ...thumbnail, fileSize: 0 }), ADMIN_UPLOAD_MESSAGES.emptyFile],
  ];
  it.each(cases)('refuses %s with the form’s message', async (_name, body, message) => {
    const res = await presign(body());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, code: 'INVALID_UPLOAD' });
  });

  it('takes MOV and AVI videos, a JPEG thumbnail, and the folder from contentType when none is given', async () => {
    for (const body of [
      { ...video, fileType: 'video/quicktime', customFolder: undefined },
      { ...video, fileType: 'video/x-msvideo', fileSize: 500 * MB },
      { ...thumbnail, fileType: 'image/jpeg', customFolder: undefined },
    ]) {
      const res = await presign(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
    }
  });

  it('needs fileSize (the size is signed into the link)', async () => {
    const { fileSize: _fileSize, ...withoutSize } = video;
    const res = await presign(withoutSize);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('fileSize');
  });
});

describe('the link', () => {
  it('answers the seed’s shape, signs for 15 minutes, and records what was announced', async () => {
    const res = await presign(video, adminHeaders, '/api/aws/upload-url');
    const { data } = presignResponseSchema.parse(res.json());
    expect(data.fileKey).toMatch(/^videos\/[0-9a-f-]{36}\.mp4$/);
    expect(data.fileUrl).toBe(data.fileKey);
    expect(data.headers).toEqual({ 'Content-Type': 'video/mp4' });
    const minutes = (Date.parse(data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const [row] = await t.database.db
      .select()
      .from(pendingUploads)
      .where(eq(pendingUploads.key, data.fileKey));
    expect(row).toMatchObject({
      contentType: 'video/mp4',
      size: 120 * MB,
      orderId: video.orderId,
      state: 'presigned',
      verifiedAt: null,
    });
  });

  it('takes the announced file, which the completion step then verifies once it is there', async () => {
    const file = randomBytes(thumbnail.fileSize);
    const { data } = presignResponseSchema.parse((await presign(thumbnail)).json());
    const expected = { folder: 'thumbnails', orderId: thumbnail.orderId } as const;

    await expect(attach(data.fileKey, expected)).rejects.toMatchObject({
      status: 400,
      message: ADMIN_UPLOAD_MESSAGES.uploadMissing,
    });
    const sent = await put(data.uploadUrl, data.headers, file);
    expect(sent.statusCode).toBe(204);

    await expect(attach(data.fileKey, { ...expected, folder: 'videos' })).rejects.toMatchObject({
      message: ADMIN_UPLOAD_MESSAGES.unknownUpload,
    });
    await expect(attach(data.fileKey, expected)).resolves.toEqual({
      key: data.fileKey,
      contentType: 'image/png',
      size: file.length,
    });
    const [row] = await t.database.db
      .select()
      .from(pendingUploads)
      .where(eq(pendingUploads.key, data.fileKey));
    expect(row).toMatchObject({ state: 'attached', orderId: thumbnail.orderId });
    expect(row!.verifiedAt).toBeInstanceOf(Date);

    // What the delivery e-mail and the profile hand out afterwards: a 7-day link that downloads.
    const link = await uploads.signedUrl(data.fileKey, {
      expiresInSeconds: 7 * 86_400,
      downloadName: 'Aarav poster.png',
    });
    const target = new URL(link);
    const got = await t.app.inject({ method: 'GET', url: target.pathname + target.search });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload).toEqual(file);
    expect(got.headers['content-disposition']).toBe('attachment; filename="Aarav poster.png"');
    await expect(uploads.signedUrl(data.fileKey, { expiresInSeconds: 8 * 86_400 })).rejects.toThrow();
    await expect(
      uploads.signedUrl('../../secrets/storage-signing-secret', { expiresInSeconds: 60 }),
    ).rejects.toThrow();
  });

  it('is not fooled by a key no link was issued for, or an object that differs from the announcement', async () => {
    const expected = { folder: 'thumbnails', orderId: thumbnail.orderId } as const;
    await expect(
      attach('thumbnails/0b5e0c8e-6a4f-4d3c-9d0e-1f2a3b4c5d6e.png', expected),
    ).rejects.toMatchObject({
      message: ADMIN_UPLOAD_MESSAGES.unknownUpload,
    });
    await expect(attach('../../secrets/storage-signing-secret', expected)).rejects.toMatchObject({
      message: ADMIN_UPLOAD_MESSAGES.unknownUpload,
    });
    const { data } = presignResponseSchema.parse((await presign(thumbnail)).json());
    // Written behind the link's back with another size (the link itself would refuse it).
    const other = randomBytes(thumbnail.fileSize + 10);
    await storageFromConfig(t.config).putStream(data.fileKey, Readable.from([other]), {
      contentType: 'image/png',
      contentLength: other.length,
    });
    await expect(attach(data.fileKey, expected)).rejects.toMatchObject({
      message: ADMIN_UPLOAD_MESSAGES.uploadMismatch,
    });
  });
});
