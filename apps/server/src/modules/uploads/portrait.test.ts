import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newObjectKey } from '../../adapters/storage/object-keys.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { photoUploads, voiceClips } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { bearer, createOrder, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { photoForm, uploadSessionCookie } from '../../../test/upload-fixtures.ts';
import { modulesOf } from '../../../test/modules.ts';
import { PORTRAIT_SIZE } from './portrait.ts';
import { claimPhotos, type UploadsService } from './uploads.service.ts';

// The film's child (docs/decisions/080): the portrait is cut where the parent framed the photo, else
// from its centre, always a square JPEG of one size; the name's recording comes along when given.

let t: TestApp;
let dataDir: string;
let storage: ObjectStorage;
let uploads: UploadsService;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'diya-portrait-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  storage = storageFromConfig(t.config);
  uploads = (await modulesOf(t, { storage })).uploads;
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A 400x200 photo: its left half red, its right half blue. */
const twoHalves = () =>
  sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
    .composite([
      {
        input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } },
        left: 200,
        top: 0,
      },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();

async function orderWithPhoto(): Promise<{ orderId: string; photoId: string }> {
  const form = photoForm(await twoHalves());
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/photos',
    payload: form.payload,
    headers: { ...form.headers, ...uploadSessionCookie },
  });
  expect(res.statusCode).toBe(200);
  const photoId = res.json().public_id as string;
  const order = await createOrder(t, null);
  await inTransaction(t.database.db, (tx) => claimPhotos(tx, [photoId], order.id));
  return { orderId: order.id, photoId };
}

/** The mean colour of the portrait's left and right quarters. */
async function sides(jpeg: Buffer): Promise<{ left: number[]; right: number[] }> {
  const mean = async (left: number) => {
    const quarter = await sharp(jpeg)
      .extract({ left, top: 0, width: PORTRAIT_SIZE / 4, height: PORTRAIT_SIZE })
      .png()
      .toBuffer();
    // stats() reads its input, not the pipeline's result: measure the cut quarter itself.
    const { channels } = await sharp(quarter).stats();
    return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
  };
  return { left: await mean(0), right: await mean((PORTRAIT_SIZE * 3) / 4) };
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 60 && b! < 60;
const isBlue = ([r, g, b]: number[]) => r! < 60 && g! < 60 && b! > 200;

describe('portraitInputs', () => {
  it('is null for an order without a photo', async () => {
    const order = await createOrder(t, null);
    await expect(uploads.portraitInputs(order.id)).resolves.toBeNull();
  });

  it('cuts the centre square when the photo is not framed, as a square JPEG of one size', async () => {
    const { orderId } = await orderWithPhoto();
    const inputs = await uploads.portraitInputs(orderId);
    expect(inputs?.nameRecording).toBeUndefined();
    const meta = await sharp(inputs!.portrait).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: PORTRAIT_SIZE, height: PORTRAIT_SIZE });
    expect(PORTRAIT_SIZE).toBeGreaterThanOrEqual(512);
    // The centre of a red|blue photo: red on the left, blue on the right.
    const { left, right } = await sides(inputs!.portrait);
    expect(isRed(left)).toBe(true);
    expect(isBlue(right)).toBe(true);
  });

  it('cuts where the parent framed it, a frame past the edge moved back inside', async () => {
    const { orderId, photoId } = await orderWithPhoto();
    const frame = (crop: { cropX: number; cropY: number; cropSize: number }) =>
      t.database.db.update(photoUploads).set(crop).where(eq(photoUploads.id, photoId));

    await frame({ cropX: 0.5, cropY: 0, cropSize: 1 }); // the right half: all blue
    let sides_ = await sides((await uploads.portraitInputs(orderId))!.portrait);
    expect([isBlue(sides_.left), isBlue(sides_.right)]).toEqual([true, true]);

    await frame({ cropX: 0, cropY: 0.25, cropSize: 0.5 }); // a small square at the left edge: all red
    sides_ = await sides((await uploads.portraitInputs(orderId))!.portrait);
    expect([isRed(sides_.left), isRed(sides_.right)]).toEqual([true, true]);

    await frame({ cropX: 0.9, cropY: 0.9, cropSize: 1 }); // runs past the right edge: moved to it
    sides_ = await sides((await uploads.portraitInputs(orderId))!.portrait);
    expect([isBlue(sides_.left), isBlue(sides_.right)]).toEqual([true, true]);
  });

  it('prefers a framed photo to the first one, and brings the recording of the name', async () => {
    const first = await orderWithPhoto();
    const form = photoForm(await twoHalves());
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/photos',
      payload: form.payload,
      headers: { ...form.headers, ...uploadSessionCookie },
    });
    const second = res.json().public_id as string;
    await inTransaction(t.database.db, (tx) => claimPhotos(tx, [second], first.orderId));
    await t.database.db
      .update(photoUploads)
      .set({ cropX: 0.5, cropY: 0, cropSize: 1 })
      .where(eq(photoUploads.id, second));

    const clipId = randomUUID();
    const clipKey = newObjectKey('voice-clips', 'audio/webm', clipId);
    const clip = Buffer.from('a recording of the name');
    await storage.putStream(clipKey, Readable.from([clip]), {
      contentType: 'audio/webm',
      contentLength: clip.length,
    });
    await t.database.db.insert(voiceClips).values({
      id: clipId,
      storageKey: clipKey,
      contentType: 'audio/webm',
      bytes: clip.length,
      durationMs: 900,
      orderId: first.orderId,
      claimedAt: new Date(),
    });

    const inputs = await uploads.portraitInputs(first.orderId);
    const { left, right } = await sides(inputs!.portrait);
    expect([isBlue(left), isBlue(right)]).toEqual([true, true]);
    expect(inputs!.nameRecording).toEqual(clip);
    expect(inputs!.nameRecordingType).toBe('audio/webm');
  });

  it('the studio re-frames a photo of the order (PUT …/photos/:photoId/crop), admins only, and the next portrait follows', async () => {
    const { orderId, photoId } = await orderWithPhoto();
    const admin = bearer(await tokenFor(t, await createUser(t, 'admin', 'Meera Studio')));
    const parent = bearer(await tokenFor(t, await createUser(t)));
    const frame = (crop: unknown, headers = admin, photo = photoId, order = orderId) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/orders/${order}/photos/${photo}/crop`,
        headers,
        payload: { crop },
      });

    const right = { x: 0.5, y: 0, size: 1 };
    const res = await frame(right);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { photo_id: photoId, crop: right } });
    let portrait = await sides((await uploads.portraitInputs(orderId))!.portrait);
    expect([isBlue(portrait.left), isBlue(portrait.right)]).toEqual([true, true]);

    expect((await frame(null)).statusCode).toBe(200);
    portrait = await sides((await uploads.portraitInputs(orderId))!.portrait);
    expect([isRed(portrait.left), isBlue(portrait.right)]).toEqual([true, true]);

    // Not the parent's to change here; a bad frame is a 400 with its code; another order's photo, 404.
    expect((await frame(right, parent)).statusCode).toBe(403);
    for (const bad of [{ x: 2, y: 0, size: 1 }, 'centre', { x: 0, y: 0, size: 0 }]) {
      const refused = await frame(bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'INVALID_PHOTO_CROP' });
    }
    const other = await orderWithPhoto();
    const foreign = await frame(right, admin, other.photoId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'PHOTO_NOT_FOUND' });
    expect((await frame(right, admin, photoId, randomUUID())).statusCode).toBe(404);
  });
});
