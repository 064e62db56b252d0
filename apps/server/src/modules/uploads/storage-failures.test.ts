import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { presignResponseSchema, STORAGE_FAILURE_MESSAGES } from '@shop/contracts/uploads';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fromFileSystemError,
  StorageFullError,
  StorageUnavailableError,
} from '../../adapters/storage/object-storage.ts';
import { newObjectKey } from '../../adapters/storage/object-keys.ts';
import { createS3Storage } from '../../adapters/storage/s3-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { orders, outbox, pendingUploads, photoUploads, videos, voiceClips } from '../../db/schema.ts';
import { bearer, createOrder, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { diskFullError, onFullDisk } from '../../../test/failing-storage.ts';
import { filesUnder, multipart, phoneJpeg, photoForm } from '../../../test/upload-fixtures.ts';

// docs/decisions/022: storage that cannot take a write answers 507 (full) or 503 (unavailable) with
// a message, never a bare 500, and leaves nothing half-written; /readyz says so. A full disk is a
// fault injected through the storage interface (the real local disk, failing with ENOSPC part-way
// through each write); an unreachable S3 is a real S3 client pointed at a closed port.

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const photoUpload = async (t: TestApp) => {
  const form = photoForm(await phoneJpeg({ width: 200, height: 150 }));
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/photos',
    payload: form.payload,
    headers: form.headers,
  });
};

const photoRows = async (t: TestApp) => (await t.database.db.select({ n: count() }).from(photoUploads))[0]!.n;

describe('a full disk', () => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'diya-disk-full-'));
    t = await createTestApp({
      env: { DATA_DIR: dataDir },
      storage: (config) => onFullDisk(storageFromConfig(config)),
      captureLogs: true,
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a photo upload answers 507 with a message, and nothing is kept (file, spool or row)', async () => {
    const res = await photoUpload(t);
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ message: STORAGE_FAILURE_MESSAGES.full, code: 'STORAGE_FULL' });
    expect(res.headers['retry-after']).toBe('60');
    expect(await photoRows(t)).toBe(0);
    expect(await filesUnder(path.join(dataDir, 'storage'))).toEqual([]);
    expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
    // The operator's log says why.
    expect(t.logText()).toContain('ENOSPC');
  });

  it('a voice clip answers 507 with a message, and nothing is kept (file or row)', async () => {
    // A real 1-second WAV (8 kHz, 8-bit): RIFF header and samples, as a recorder app writes it.
    const samples = Buffer.alloc(8000, 128);
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(36 + samples.length, 4);
    header.write('WAVEfmt ', 8, 'latin1');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(8000, 24);
    header.writeUInt32LE(8000, 28);
    header.writeUInt16LE(1, 32);
    header.writeUInt16LE(8, 34);
    header.write('data', 36, 'latin1');
    header.writeUInt32LE(samples.length, 40);
    const form = multipart([
      {
        name: 'file',
        filename: 'name.wav',
        contentType: 'audio/wav',
        data: Buffer.concat([header, samples]),
      },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/voice-clips',
      payload: form.payload,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({ message: STORAGE_FAILURE_MESSAGES.full, code: 'STORAGE_FULL' });
    expect((await t.database.db.select({ n: count() }).from(voiceClips))[0]!.n).toBe(0);
    expect(await filesUnder(path.join(dataDir, 'storage'))).toEqual([]);
  });

  it('an admin upload answers 507, stores nothing, and its link stays unused for a retry', async () => {
    const admin = bearer(await tokenFor(t, await createUser(t, 'admin')));
    const order = await createOrder(t, null);
    const presigned = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/presign',
      headers: admin,
      payload: {
        orderId: order.id,
        fileName: 'v.mp4',
        fileType: 'video/mp4',
        fileSize: 50_000,
        contentType: 'video',
      },
    });
    const link = presignResponseSchema.parse(presigned.json()).data;
    const target = new URL(link.uploadUrl);
    const res = await t.app.inject({
      method: 'PUT',
      url: target.pathname + target.search,
      headers: link.headers,
      payload: randomBytes(50_000),
    });
    expect(res.statusCode).toBe(507);
    expect(res.json().code).toBe('STORAGE_FULL');
    expect(await filesUnder(path.join(dataDir, 'storage'))).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(pendingUploads)
      .where(eq(pendingUploads.key, link.fileKey));
    expect(row!.state).toBe('presigned');
  });

  it('/readyz stays in service (200) but reports the storage as full', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', checks: { database: 'ok', storage: 'full' } });
  });
});

describe('S3 that cannot be reached', () => {
  let t: TestApp;
  let dataDir: string;
  let endpoint: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'diya-s3-down-'));
    endpoint = `http://127.0.0.1:${await closedPort()}`;
    t = await createTestApp({
      env: {
        DATA_DIR: dataDir,
        S3_BUCKET: 'diya-tales-down',
        S3_REGION: 'us-east-1',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: 'test',
        S3_SECRET_ACCESS_KEY: 'test-secret',
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('a photo upload answers 503 with a message, and nothing is kept', async () => {
    const res = await photoUpload(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message: STORAGE_FAILURE_MESSAGES.unavailable,
      code: 'STORAGE_UNAVAILABLE',
    });
    expect(await photoRows(t)).toBe(0);
    expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
  });

  it('completing an order answers 503, and the order, its uploads and the outbox are untouched', async () => {
    const admin = bearer(await tokenFor(t, await createUser(t, 'admin')));
    const order = await createOrder(t, null);
    const keys: string[] = [];
    for (const payload of [
      { fileName: 'v.mp4', fileType: 'video/mp4', fileSize: 5000, contentType: 'video' },
      { fileName: 't.png', fileType: 'image/png', fileSize: 500, contentType: 'photo' },
    ]) {
      // Signing a link is arithmetic: it works with S3 down.
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/presign',
        headers: admin,
        payload: { ...payload, orderId: order.id },
      });
      expect(res.statusCode).toBe(200);
      keys.push(presignResponseSchema.parse(res.json()).data.fileKey);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/videos',
      headers: admin,
      payload: { order_id: order.id, uri: keys[0], thumbnail: keys[1], title: 'Aarav' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('STORAGE_UNAVAILABLE');
    const db = t.database.db;
    expect((await db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('pending');
    expect(await db.select().from(videos).where(eq(videos.orderId, order.id))).toEqual([]);
    expect(await db.select().from(outbox).where(eq(outbox.kind, 'delivery'))).toEqual([]);
    for (const row of await db.select().from(pendingUploads)) expect(row.state).toBe('presigned');
  });

  it('/readyz reports the storage as unavailable', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'degraded', checks: { database: 'ok', storage: 'unavailable' } });
  });

  it('the S3 adapter says "unavailable" for every call that needs the service', async () => {
    const storage = createS3Storage({
      bucket: 'diya-tales-down',
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test-secret' },
      forcePathStyle: true,
    });
    try {
      const key = newObjectKey('thumbnails', 'image/png');
      await expect(
        storage.putStream(key, Readable.from([Buffer.from('png')]), {
          contentType: 'image/png',
          contentLength: 3,
        }),
      ).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.openRead(key)).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      storage.close();
    }
  });
});

describe('file-system errors as the local disk reports them', () => {
  it('a full disk or quota is "full", a broken or read-only disk "unavailable", anything else unchanged', () => {
    expect(fromFileSystemError(diskFullError())).toBeInstanceOf(StorageFullError);
    const errno = (code: string) => Object.assign(new Error(code), { code });
    expect(fromFileSystemError(errno('EDQUOT'))).toBeInstanceOf(StorageFullError);
    for (const code of ['EROFS', 'EIO', 'EACCES'])
      expect(fromFileSystemError(errno(code))).toBeInstanceOf(StorageUnavailableError);
    const bug = errno('EINVAL');
    expect(fromFileSystemError(bug)).toBe(bug);
    expect((fromFileSystemError(diskFullError()) as Error).cause).toMatchObject({ code: 'ENOSPC' });
  });
});
