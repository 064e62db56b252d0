import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PHOTO_MESSAGES, uploadedPhotoResponseSchema } from '@shop/contracts/uploads';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { photoUploads } from '../../db/schema.ts';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { PHOTO_STORED_FLOOR_BYTES, storedPhotoBound } from './photo-processing.ts';
import {
  exifHasGps,
  filesUnder,
  multipart,
  phoneJpeg,
  photoForm,
  png,
  softWebp,
  stripedPng,
  webp,
} from '../../../test/upload-fixtures.ts';

// POST /api/uploads/photos as a parent's browser uses it (the seed's image host): what is
// accepted, what is refused with which message, and that a refusal leaves nothing anywhere.

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'diya-photos-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (
  form: { payload: Buffer; headers: Record<string, string> },
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads/photos',
    payload: form.payload,
    headers: { ...form.headers, ...headers },
  });

const photoRows = async () => (await t.database.db.select({ n: count() }).from(photoUploads))[0]!.n;

async function expectNothingStored() {
  expect(await filesUnder(path.join(dataDir, 'storage'))).toEqual([]);
  expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
  expect(await photoRows()).toBe(0);
}

/** GET a signed link of ours through the app. */
const fetchLink = (url: string) => {
  const target = new URL(url);
  return t.app.inject({ method: 'GET', url: target.pathname + target.search });
};

describe('a good photo', () => {
  beforeEach(async () => {
    await t.database.db.delete(photoUploads);
  });

  it('comes back in the image host shape, re-encoded as a JPEG with no EXIF, GPS, XMP or ICC, turned upright', async () => {
    const original = await phoneJpeg({ width: 400, height: 300 });
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.orientation).toBe(6);
    expect(exifHasGps(originalMeta.exif!)).toBe(true); // the fixture really carries a position

    const res = await upload(photoForm(original));
    expect(res.statusCode).toBe(200);
    const body = uploadedPhotoResponseSchema.parse(res.json());
    // Orientation 6 is a quarter turn: the stored photo is upright, so portrait.
    expect(body).toMatchObject({ width: 300, height: 400 });
    expect(body.secure_url).toBe(body.url);

    const [row] = await t.database.db.select().from(photoUploads).where(eq(photoUploads.id, body.public_id));
    expect(row).toMatchObject({
      storageKey: `photos/${body.public_id}.jpg`,
      width: 300,
      height: 400,
      orderId: null,
      claimedAt: null,
    });

    const stored = await fetchLink(body.secure_url);
    expect(stored.statusCode).toBe(200);
    expect(stored.headers['content-type']).toBe('image/jpeg');
    expect(stored.rawPayload.length).toBe(row!.bytes);
    const meta = await sharp(stored.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 300, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const trace of ['Exif', 'TestCam', 'Pocket 9', '12.97N'])
      expect(stored.rawPayload.includes(trace)).toBe(false);

    // Private: the key alone opens nothing.
    const bare = await t.app.inject({
      method: 'GET',
      url: `/storage/files?key=${encodeURIComponent(row!.storageKey)}`,
    });
    expect(bare.statusCode).toBe(403);
  });

  it('may be a PNG (transparency on white) or a WebP, stored as JPEG either way, by guests and signed-in parents', async () => {
    const user = await createUser(t);
    const pngRes = await upload(
      photoForm(await png(640, 480), 'kid.png', 'image/png'),
      bearer(await tokenFor(t, user)),
    );
    expect(pngRes.statusCode).toBe(200);
    expect(pngRes.json()).toMatchObject({ width: 640, height: 480 });
    const webpRes = await upload(photoForm(await webp(320, 200), 'kid.webp', 'image/webp'));
    expect(webpRes.statusCode).toBe(200);
    for (const res of [pngRes, webpRes]) {
      const stored = await fetchLink(res.json().url);
      expect((await sharp(stored.rawPayload).metadata()).format).toBe('jpeg');
    }
    expect(await photoRows()).toBe(2);
  });
});

describe('a photo never takes more room than it was sent in (docs/decisions/022)', () => {
  beforeEach(async () => {
    await t.database.db.delete(photoUploads);
  });

  /** Uploads `photo`; the stored JPEG's bytes and what it decodes to. */
  async function stored(photo: Buffer, filename: string, type: string) {
    const res = await upload(photoForm(photo, filename, type));
    expect(res.statusCode).toBe(200);
    const body = uploadedPhotoResponseSchema.parse(res.json());
    const file = (await fetchLink(body.url)).rawPayload;
    const [row] = await t.database.db.select().from(photoUploads).where(eq(photoUploads.id, body.public_id));
    expect(row!.bytes).toBe(file.length);
    return { body, file, meta: await sharp(file).metadata() };
  }

  it('a small, highly compressed PNG that would grow tenfold as a JPEG is stored within 256 KB', async () => {
    const small = await stripedPng(1600, 1600);
    expect(small.length).toBeLessThan(PHOTO_STORED_FLOOR_BYTES);
    // What a plain re-encode at the usual quality would have written.
    const grown = await sharp(small).jpeg({ quality: 88 }).toBuffer();
    expect(grown.length).toBeGreaterThan(storedPhotoBound(small.length));

    const { body, file, meta } = await stored(small, 'pattern.png', 'image/png');
    expect(file.length).toBeLessThanOrEqual(storedPhotoBound(small.length));
    // Made smaller to fit, in proportion; still the photo, as a JPEG.
    expect(meta).toMatchObject({ format: 'jpeg', width: body.width, height: body.height });
    expect(body.width).toBe(body.height);
    expect(body.width).toBeLessThan(1600);
  });

  it('a WebP over 256 KB that would grow as a JPEG is stored no larger than it was sent', async () => {
    const sent = await softWebp();
    expect(sent.length).toBeGreaterThan(PHOTO_STORED_FLOOR_BYTES);
    expect((await sharp(sent).jpeg({ quality: 88 }).toBuffer()).length).toBeGreaterThan(sent.length);

    const { file, meta } = await stored(sent, 'kid.webp', 'image/webp');
    expect(file.length).toBeLessThanOrEqual(sent.length);
    expect(meta.format).toBe('jpeg');
  });

  it('a phone photo keeps its full size (it fits at the usual quality)', async () => {
    const sent = await phoneJpeg({ width: 640, height: 480 });
    const { body, file } = await stored(sent, 'kid.jpg', 'image/jpeg');
    expect(body).toMatchObject({ width: 480, height: 640 });
    expect(file.length).toBeLessThanOrEqual(storedPhotoBound(sent.length));
  });
});

describe('a refused photo leaves nothing behind', () => {
  beforeEach(async () => {
    await t.database.db.delete(photoUploads);
    await rm(path.join(dataDir, 'storage'), { recursive: true, force: true });
  });

  it('a text file named kid.jpg is not an image (415), whatever its name and declared type', async () => {
    const res = await upload(
      photoForm(Buffer.from('Just some notes, not a photo at all.\n'.repeat(50)), 'kid.jpg', 'image/jpeg'),
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: PHOTO_MESSAGES.invalidType, code: 'INVALID_FILE_TYPE' });
    await expectNothingStored();
  });

  it('a 4000×10 PNG is over the dimensions (400), judged from its header', async () => {
    const res = await upload(photoForm(await png(4000, 10), 'wide.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: PHOTO_MESSAGES.tooManyPixels, code: 'IMAGE_TOO_LARGE' });
    await expectNothingStored();
  });

  it('11 MB is over the 10 MB limit (413)', async () => {
    // A JPEG signature first, so the size is what fails, not the type.
    const big = Buffer.alloc(11 * 1024 * 1024, 0x41);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await upload(photoForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'File too large. Maximum size is 10MB.', code: 'FILE_TOO_LARGE' });
    await expectNothingStored();
  });

  it('a 100 MB upload over a real connection is refused once 10 MB have arrived, not after all of it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const boundary = 'diya-stream-boundary';
    let sent = 0;
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    const body = Readable.from(
      (function* () {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="kid.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        );
        yield Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
        for (let i = 0; i < 400; i++) {
          sent += chunk.length;
          yield chunk;
        }
        yield Buffer.from(`\r\n--${boundary}--\r\n`);
      })(),
    );
    const answer = await new Promise<{ status: number; body: string; connection?: string }>(
      (resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/uploads/photos',
            headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          },
          (res) => {
            let text = '';
            res.on('data', (data: Buffer) => (text += data));
            res.on('end', () =>
              resolve({ status: res.statusCode!, body: text, connection: res.headers.connection }),
            );
          },
        );
        req.on('error', reject);
        body.pipe(req);
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: PHOTO_MESSAGES.tooLarge, code: 'FILE_TOO_LARGE' });
    expect(answer.connection).toBe('close');
    expect(sent).toBeLessThan(32 * 1024 * 1024);
    await expectNothingStored();
  });

  it('a truncated JPEG is not a decodable image (400)', async () => {
    const whole = await phoneJpeg({ width: 600, height: 400 });
    const res = await upload(photoForm(whole.subarray(0, Math.floor(whole.length * 0.6))));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Invalid image file.', code: 'INVALID_IMAGE' });
    await expectNothingStored();
  });

  it('no file, a file in another field, or no multipart at all is a 400 that says how to send it', async () => {
    const cases = [
      multipart([{ name: 'folder', data: 'kid-pictures' }]),
      multipart([{ name: 'image', filename: 'kid.jpg', contentType: 'image/jpeg', data: await phoneJpeg() }]),
      {
        payload: Buffer.from(JSON.stringify({ file: 'data:image/jpeg;base64,AAAA' })),
        headers: { 'content-type': 'application/json' },
      },
    ];
    for (const form of cases) {
      const res = await upload(form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: PHOTO_MESSAGES.noFile, code: 'NO_FILE' });
    }
    await expectNothingStored();
  });

  it('a bad token is refused before the upload is read (401), never taken as a guest', async () => {
    const res = await upload(photoForm(await phoneJpeg()), { authorization: 'Bearer not-a-token' });
    expect(res.statusCode).toBe(401);
    await expectNothingStored();
  });
});

it('is rate limited per client (30 a minute)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/photos',
      remoteAddress: '203.0.113.9',
      payload: {},
    });
    statuses.push(res.statusCode);
  }
  expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
  expect(statuses[30]).toBe(429);
});
