import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { newObjectKey } from '../../adapters/storage/object-keys.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { pendingUploads, photoUploads } from '../../db/schema.ts';
import { createOrder } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import {
  phoneJpeg,
  photoForm,
  TEST_UPLOAD_SESSION,
  uploadSessionCookie,
} from '../../../test/upload-fixtures.ts';
import { modulesOf } from '../../../test/modules.ts';
import { claimPhotos, checkPhotosClaimable, type UploadsService } from './uploads.service.ts';

// Photos belong to an order once it claims them (in the order's own transaction); what no order
// claims within 24 hours is swept away, file and row; admin uploads never attached lose their file
// and are marked expired.

let t: TestApp;
let dataDir: string;
let storage: ObjectStorage;
let uploads: UploadsService;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'diya-claims-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  storage = storageFromConfig(t.config);
  uploads = (await modulesOf(t, { storage })).uploads;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.delete(photoUploads);
  await t.database.db.delete(pendingUploads);
});

let jpeg: Buffer;
async function uploadPhoto(): Promise<{ id: string; key: string }> {
  jpeg ??= await phoneJpeg({ width: 120, height: 90 });
  const form = photoForm(jpeg);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/photos',
    payload: form.payload,
    headers: { ...form.headers, ...uploadSessionCookie },
  });
  expect(res.statusCode).toBe(200);
  const id = res.json().public_id as string;
  return { id, key: `photos/${id}.jpg` };
}

const ageBy = (ids: string[], hours: number) =>
  t.database.db
    .update(photoUploads)
    .set({ createdAt: sql`now() - (${hours}::integer * interval '1 hour')` })
    .where(inArray(photoUploads.id, ids));

describe('claimPhotos', () => {
  it('gives the photos to the order inside its transaction and returns their keys', async () => {
    const order = await createOrder(t, null);
    const [a, b] = [await uploadPhoto(), await uploadPhoto()];
    const claimed = await inTransaction(t.database.db, (tx) => claimPhotos(tx, [b!.id, a!.id], order.id));
    expect(claimed).toEqual([
      { publicId: b!.id, storageKey: b!.key },
      { publicId: a!.id, storageKey: a!.key },
    ]);
    const rows = await t.database.db.select().from(photoUploads).where(eq(photoUploads.orderId, order.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.claimedAt instanceof Date)).toBe(true);
    // Who uploaded them counted only while unclaimed (the budgets); the order does not keep it.
    expect(rows.map((row) => [row.uploaderNetwork, row.uploadSession])).toEqual([
      [null, null],
      [null, null],
    ]);
    // A retried order creation claims them again without complaint.
    await expect(
      inTransaction(t.database.db, (tx) => claimPhotos(tx, [a!.id, b!.id], order.id)),
    ).resolves.toHaveLength(2);
  });

  it('fails for an unknown id, another order’s photo or one older than 24 h, and the order rolls back with it', async () => {
    const [mine, theirs, old] = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const other = await createOrder(t, null);
    await inTransaction(t.database.db, (tx) => claimPhotos(tx, [theirs!.id], other.id));
    await ageBy([old!.id], 25);

    for (const ids of [
      [mine!.id, randomUUID()],
      [mine!.id, theirs!.id],
      [mine!.id, old!.id],
      [mine!.id, 'not-a-uuid'],
    ]) {
      const order = await createOrder(t, null);
      await expect(
        inTransaction(t.database.db, (tx) => claimPhotos(tx, ids, order.id)),
      ).rejects.toMatchObject({
        status: 400,
        message: PHOTO_MESSAGES.unavailable,
        code: 'PHOTOS_UNAVAILABLE',
      });
      // Nothing of the failed claim stayed: `mine` is still free.
      const [row] = await t.database.db.select().from(photoUploads).where(eq(photoUploads.id, mine!.id));
      expect(row!.orderId).toBeNull();
    }
    await expect(
      checkPhotosClaimable(t.database.db, [mine!.id], TEST_UPLOAD_SESSION),
    ).resolves.toBeUndefined();
    // Not from another browser (docs/decisions/070), nor from a request without a session.
    for (const session of [null, 'b0b0b0b0-0000-4000-8000-000000000000'])
      await expect(checkPhotosClaimable(t.database.db, [mine!.id], session)).rejects.toMatchObject({
        code: 'PHOTOS_UNAVAILABLE',
      });
    await expect(
      checkPhotosClaimable(t.database.db, [mine!.id, old!.id], TEST_UPLOAD_SESSION),
    ).rejects.toMatchObject({
      code: 'PHOTOS_UNAVAILABLE',
    });
  });

  it('takes 1 to 3 photos', async () => {
    const order = await createOrder(t, null);
    await expect(inTransaction(t.database.db, (tx) => claimPhotos(tx, [], order.id))).rejects.toMatchObject({
      status: 400,
    });
    const four = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    await expect(inTransaction(t.database.db, (tx) => claimPhotos(tx, four, order.id))).rejects.toMatchObject(
      {
        status: 400,
      },
    );
  });
});

describe('photoUrls', () => {
  it('gives the admin fresh links to an order’s photos, to view and to download', async () => {
    const order = await createOrder(t, null);
    const photo = await uploadPhoto();
    await inTransaction(t.database.db, (tx) => claimPhotos(tx, [photo.id], order.id));
    const [link] = await uploads.photoUrls(order.id);
    expect(link).toMatchObject({ public_id: photo.id, width: 90, height: 120 });
    for (const url of [link!.url, link!.download_url]) {
      const target = new URL(url);
      const res = await t.app.inject({ method: 'GET', url: target.pathname + target.search });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    }
    const download = new URL(link!.download_url);
    const res = await t.app.inject({ method: 'GET', url: download.pathname + download.search });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="order-${order.id.slice(-8)}-photo-1.jpg"`,
    );
    expect(await uploads.photoUrls(randomUUID())).toEqual([]);
  });
});

describe('the sweeper', () => {
  it('removes only unclaimed photos older than 24 hours, files and rows', async () => {
    const [stale, young, claimedOld] = [await uploadPhoto(), await uploadPhoto(), await uploadPhoto()];
    const order = await createOrder(t, null);
    await inTransaction(t.database.db, (tx) => claimPhotos(tx, [claimedOld!.id], order.id));
    await ageBy([stale!.id, claimedOld!.id], 25);
    await ageBy([young!.id], 23);

    expect(await uploads.sweep()).toEqual({ photos: 1, pendingUploads: 0 });
    expect(await storage.stat(stale!.key)).toBeNull();
    expect(await storage.stat(young!.key)).not.toBeNull();
    expect(await storage.stat(claimedOld!.key)).not.toBeNull();
    const left = await t.database.db.select({ id: photoUploads.id }).from(photoUploads);
    expect(left.map((row) => row.id).sort()).toEqual([young!.id, claimedOld!.id].sort());
    expect(await uploads.sweep()).toEqual({ photos: 0, pendingUploads: 0 });
  });

  it('removes the files of admin uploads never attached a day after their link expired, marking them expired, and keeps attached ones', async () => {
    const order = await createOrder(t, null);
    const put = async (expiresHoursAgo: number, state: 'presigned' | 'uploaded' | 'attached') => {
      const key = newObjectKey('videos', 'video/mp4');
      const body = randomBytes(1000);
      await storage.putStream(key, Readable.from([body]), {
        contentType: 'video/mp4',
        contentLength: body.length,
      });
      await t.database.db.insert(pendingUploads).values({
        key,
        contentType: 'video/mp4',
        size: body.length,
        expiresAt: new Date(Date.now() - expiresHoursAgo * 3600_000),
        orderId: order.id,
        state,
        verifiedAt: state === 'attached' ? new Date() : null,
      });
      return key;
    };
    const abandoned = await put(25, 'presigned');
    const uploadedNeverUsed = await put(30, 'uploaded');
    const recent = await put(1, 'uploaded');
    const used = await put(48, 'attached');

    expect(await uploads.sweep()).toEqual({ photos: 0, pendingUploads: 2 });
    expect(await storage.stat(abandoned)).toBeNull();
    expect(await storage.stat(uploadedNeverUsed)).toBeNull();
    expect(await storage.stat(recent)).not.toBeNull();
    expect(await storage.stat(used)).not.toBeNull();
    const states = Object.fromEntries(
      (await t.database.db.select().from(pendingUploads)).map((row) => [row.key, row.state]),
    );
    expect(states).toEqual({
      [abandoned]: 'expired',
      [uploadedNeverUsed]: 'expired',
      [recent]: 'uploaded',
      [used]: 'attached',
    });
    // Expired is final: the next sweep finds nothing to do.
    expect(await uploads.sweep()).toEqual({ photos: 0, pendingUploads: 0 });
  });

  it('can run in several processes at once: each stale upload is removed exactly once', async () => {
    const photos = await Promise.all(Array.from({ length: 6 }, () => uploadPhoto()));
    await ageBy(
      photos.map((photo) => photo.id),
      30,
    );
    const results = await Promise.all([uploads.sweep(), uploads.sweep(), uploads.sweep()]);
    expect(results.reduce((sum, result) => sum + result.photos, 0)).toBe(6);
    for (const photo of photos) expect(await storage.stat(photo.key)).toBeNull();
  });
});
