import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { orderDetailResponseSchema } from '@shop/contracts/order-detail';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOrder, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { startS3TestServer, type S3TestServer } from '../../../test/s3-test-server.ts';
import { StorageUnavailableError, type ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { childDataDeletions, orderEvents, orders, photoUploads, voiceClips } from '../../db/schema.ts';
import { modulesOf } from '../../../test/modules.ts';
import type { ChildDataService } from './child-data.service.ts';

// Issue 13 item 2: each retention rule on an injected clock, on the local disk and on S3 (s3rver):
// photos deleted from storage and database, the order marked with when and why, one audit row per
// deletion, nothing deleted twice, a storage failure leaving the order for the next pass, and the
// studio's links to a deleted photo answering 410.

const DAY = 86_400_000;
const T0 = new Date('2026-03-01T10:00:00.000Z');
const at = (days: number, extraMs = 0) => new Date(T0.getTime() + days * DAY + extraMs);

describe.each(['local-disk', 's3'] as const)('retention on %s', (kind) => {
  let s3: S3TestServer | undefined;
  let t: TestApp;
  let storage: ObjectStorage;
  // Flip to make every storage delete fail, like S3 down.
  let deletesFail = false;
  let childData: ChildDataService;
  let modules: Awaited<ReturnType<typeof modulesOf>>;
  let admin: AuthenticatedUser;
  let adminToken: string;

  beforeAll(async () => {
    s3 = kind === 's3' ? await startS3TestServer() : undefined;
    t = await createTestApp({ env: s3?.env ?? {} });
    storage = storageFromConfig(t.config);
    expect(storage.kind).toBe(kind);
    // The service as the app builds it, on the same store, with deletes that can be made to fail.
    modules = await modulesOf(t, {
      storage: {
        ...storage,
        delete: async (key) => {
          if (deletesFail) throw new StorageUnavailableError();
          return storage.delete(key);
        },
      },
    });
    childData = modules.childData;
    admin = await createUser(t, 'admin', 'Meera Studio');
    adminToken = await tokenFor(t, admin);
  });
  afterAll(async () => {
    await modules.close();
    storage.close();
    await t.close();
    await s3?.close();
  });

  /** An order with `photos` stored photos and a voice clip; `keys` are all three files. */
  async function orderWithPhotos(overrides: Partial<typeof orders.$inferInsert>, photos = 2) {
    const order = await createOrder(t, null, { createdDate: T0, ...overrides });
    const keys: string[] = [];
    for (let i = 0; i < photos; i++) {
      const id = randomUUID();
      const key = `photos/${id}.jpg`;
      const body = randomBytes(2048);
      await storage.putStream(key, Readable.from([body]), {
        contentType: 'image/jpeg',
        contentLength: body.length,
      });
      await t.database.db.insert(photoUploads).values({
        id,
        storageKey: key,
        width: 800,
        height: 600,
        bytes: body.length,
        orderId: order.id,
        claimedAt: T0,
      });
      keys.push(key);
    }
    await t.database.db.update(orders).set({ photoKeys: keys }).where(eq(orders.id, order.id));
    // The voice clip of the name goes with the photos (the same consent covers both).
    const clipId = randomUUID();
    const clipKey = `voice-clips/${clipId}.webm`;
    const clip = randomBytes(1024);
    await storage.putStream(clipKey, Readable.from([clip]), {
      contentType: 'audio/webm',
      contentLength: clip.length,
    });
    await t.database.db.insert(voiceClips).values({
      id: clipId,
      storageKey: clipKey,
      contentType: 'audio/webm',
      bytes: clip.length,
      durationMs: 2000,
      orderId: order.id,
      claimedAt: T0,
    });
    return { order, keys: [...keys, clipKey] };
  }

  const stored = async (keys: string[]) =>
    (await Promise.all(keys.map((key) => storage.stat(key)))).filter((info) => info !== null).length;
  const orderRow = async (id: string) =>
    (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
  const deletionsOf = (id: string) =>
    t.database.db.select().from(childDataDeletions).where(eq(childDataDeletions.orderId, id));

  async function expectDeleted(orderId: string, keys: string[], reason: string, when: Date) {
    expect(await stored(keys)).toBe(0);
    expect(await t.database.db.select().from(photoUploads).where(eq(photoUploads.orderId, orderId))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(voiceClips).where(eq(voiceClips.orderId, orderId))).toEqual([]);
    const row = await orderRow(orderId);
    expect(row.photosDeletedAt).toEqual(when);
    expect(row.photosDeletedReason).toBe(reason);
    expect(row.photoKeys).toEqual([]);
    const audit = await deletionsOf(orderId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      what: 'photos',
      reason,
      files: keys.length,
      actorRole: 'system',
      at: when,
    });
    expect(audit[0]!.itemIds).toHaveLength(keys.length);
  }

  it('a delivered order: kept for PHOTO_RETENTION_DAYS_AFTER_DELIVERY after its delivery, then deleted once', async () => {
    expect(t.config.photoRetention.daysAfterDelivery).toBe(30);
    const { order, keys } = await orderWithPhotos({ status: 'complete', stage: 'delivered' });
    // Delivered five days after the order: the days count from the delivery.
    await t.database.db.insert(orderEvents).values({
      orderId: order.id,
      kind: 'delivered',
      fromStage: 'quality_check',
      toStage: 'delivered',
      actorRole: 'admin',
      createdAt: at(5),
    });
    await childData.retentionPass(at(35, -1000));
    expect(await stored(keys)).toBe(3);
    expect((await orderRow(order.id)).photosDeletedAt).toBeNull();

    const pass = await childData.retentionPass(at(35));
    expect(pass.failed).toBe(0);
    await expectDeleted(order.id, keys, 'retention_delivered', at(35));

    // Again, and later: nothing is deleted twice, no second record.
    await childData.retentionPass(at(40));
    await expectDeleted(order.id, keys, 'retention_delivered', at(35));
  });

  it('an order never delivered: deleted PHOTO_RETENTION_DAYS_UNDELIVERED after it was placed', async () => {
    expect(t.config.photoRetention.daysUndelivered).toBe(60);
    const { order, keys } = await orderWithPhotos({ stage: 'in_production' });
    await childData.retentionPass(at(60, -1000));
    expect(await stored(keys)).toBe(3);
    await childData.retentionPass(at(60));
    await expectDeleted(order.id, keys, 'retention_undelivered', at(60));
  });

  it('a cancelled order: deleted on the first pass, whatever its age', async () => {
    const { order, keys } = await orderWithPhotos({ stage: 'cancelled', createdDate: at(100) });
    await childData.retentionPass(at(100, 60_000));
    await expectDeleted(order.id, keys, 'cancelled', at(100, 60_000));
  });

  it('a storage failure deletes nothing and leaves the order due; the next pass deletes it', async () => {
    const { order, keys } = await orderWithPhotos({ stage: 'received' });
    deletesFail = true;
    try {
      const failed = await childData.retentionPass(at(61));
      expect(failed.failed).toBeGreaterThanOrEqual(1);
    } finally {
      deletesFail = false;
    }
    expect(await stored(keys)).toBe(3);
    expect((await orderRow(order.id)).photosDeletedAt).toBeNull();
    expect(await deletionsOf(order.id)).toEqual([]);
    await childData.retentionPass(at(62));
    await expectDeleted(order.id, keys, 'retention_undelivered', at(62));
  });

  it('two passes at once (two processes) delete each order once', async () => {
    const made = await Promise.all([1, 2, 3].map(() => orderWithPhotos({ stage: 'cancelled' })));
    await Promise.all([childData.retentionPass(at(200)), childData.retentionPass(at(200))]);
    for (const { order, keys } of made) await expectDeleted(order.id, keys, 'cancelled', at(200));
  });

  it('the admin sees "deleted" instead of photos, and a staff link issued before answers 410', async () => {
    const { order } = await orderWithPhotos({ stage: 'in_production' });
    const before = orderDetailResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(adminToken) })
      ).json(),
    ).data;
    if (before.view !== 'admin') throw new Error('expected the admin view');
    expect(before.photos).toHaveLength(2);
    const link = before.photos[0]!.url;
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);

    await childData.retentionPass(at(70));
    const after = orderDetailResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(adminToken) })
      ).json(),
    ).data;
    if (after.view !== 'admin') throw new Error('expected the admin view');
    expect(after.photos).toEqual([]);
    expect(after.child_data).toEqual({
      photos_deleted_at: at(70).toISOString(),
      photos_deleted_reason: 'retention_undelivered',
      video_deleted_at: null,
    });
    const gone = await t.app.inject({ method: 'GET', url: link });
    expect(gone.statusCode).toBe(410);
    expect(gone.json()).toMatchObject({ code: 'PHOTO_DELETED' });
    expect(gone.json().message).toContain('was deleted on');
  });
});
