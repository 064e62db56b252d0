import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { VOICE_CLIP_MESSAGES } from '@shop/contracts/voice';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.ts';
import { photoUploads, voiceClips } from '../../db/schema.ts';
import { createOrder } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { clientNetwork, UPLOAD_BUDGETS } from './upload-budgets.ts';
import { filesUnder, multipart, phoneJpeg, photoForm } from '../../../test/upload-fixtures.ts';
import { UPLOAD_SESSION_COOKIE } from '../../http/upload-session.ts';
import { claimPhotos } from './uploads.service.ts';

// docs/decisions/022: strangers cannot fill the disk with photos no order ever claims. Unclaimed
// photo bytes are budgeted per browser upload session (a cookie) and per network (request.ip; an
// IPv6 /64); past either, POST /api/uploads/photos answers 429 with a message and stores nothing.
// The budgets are large (40 MB, 200 MB), so the tests fill them with rows of photos uploaded
// earlier, the way the database would hold them, and then upload for real.

let t: TestApp;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'diya-budgets-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.db.delete(photoUploads);
  await rm(path.join(dataDir, 'storage'), { recursive: true, force: true });
});

/** A 1x1 PNG: the smallest photo there is (a few hundred bytes once stored as JPEG). */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let jpeg: Buffer;
beforeAll(async () => {
  jpeg = await phoneJpeg({ width: 320, height: 240 });
});

const upload = ({
  from = '198.51.100.20',
  session,
  photo = jpeg,
}: { from?: string; session?: string; photo?: Buffer } = {}) => {
  const form = photoForm(photo);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/photos',
    remoteAddress: from,
    payload: form.payload,
    headers: form.headers,
    cookies: session ? { [UPLOAD_SESSION_COOKIE]: session } : {},
  });
};

/** Photos uploaded earlier and not claimed, as rows: `bytes` in all, from that network and session. */
async function alreadyUploaded(bytes: number, { network, session }: { network: string; session: string }) {
  const rows = [];
  for (let left = bytes; left > 0; left -= 10 * 1024 * 1024) {
    const id = randomUUID();
    rows.push({
      id,
      storageKey: `photos/${id}.jpg`,
      width: 800,
      height: 600,
      bytes: Math.min(left, 10 * 1024 * 1024),
      uploaderNetwork: network,
      uploadSession: session,
    });
  }
  await t.database.db.insert(photoUploads).values(rows);
  return rows.map((row) => row.id);
}

const rowCount = async () => (await t.database.db.select({ n: count() }).from(photoUploads))[0]!.n;

async function expectRefused(res: Awaited<ReturnType<typeof upload>>, message: string, rowsBefore: number) {
  expect(res.statusCode).toBe(429);
  // Each budget's message has its own code (the page shows the message by it).
  const code =
    message === PHOTO_MESSAGES.networkBudgetExceeded
      ? 'PHOTO_NETWORK_BUDGET_EXCEEDED'
      : 'PHOTO_BUDGET_EXCEEDED';
  expect(res.json()).toEqual({ message, code });
  expect(await rowCount()).toBe(rowsBefore);
  expect(await filesUnder(path.join(dataDir, 'storage'))).toEqual([]);
  expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
}

describe('the upload session', () => {
  it('starts with the first photo (an HttpOnly cookie for the upload routes) and holds each unclaimed photo', async () => {
    const first = await upload({ from: '198.51.100.7' });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((c) => c.name === UPLOAD_SESSION_COOKIE)!;
    expect(cookie).toMatchObject({
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 86_400,
    });
    expect(cookie.value).toMatch(/^[0-9a-f-]{36}$/);

    const second = await upload({ from: '198.51.100.7', session: cookie.value });
    expect(second.statusCode).toBe(200);
    // The same session, its cookie renewed for the whole API.
    expect(second.cookies.find((c) => c.name === UPLOAD_SESSION_COOKIE)).toMatchObject({
      value: cookie.value,
      path: '/api',
    });

    const rows = await t.database.db.select().from(photoUploads);
    expect(rows.map((row) => [row.uploaderNetwork, row.uploadSession])).toEqual([
      ['198.51.100.7', cookie.value],
      ['198.51.100.7', cookie.value],
    ]);
  });

  it('refuses a photo that would take it past 40 MB of unclaimed photos (429), storing nothing; a smaller one still fits', async () => {
    const session = randomUUID();
    await alreadyUploaded(UPLOAD_BUDGETS.perSessionBytes - 1000, { network: '192.0.2.1', session });
    const before = await rowCount();

    await expectRefused(await upload({ session }), PHOTO_MESSAGES.sessionBudgetExceeded, before);
    // A 1x1 photo is a few hundred bytes stored: it fits in the 1000 left.
    const tiny = await upload({ session, photo: TINY_PNG });
    expect(tiny.statusCode).toBe(200);
    // Another browser on the same network has its own session.
    expect((await upload()).statusCode).toBe(200);
  });

  it('lets only one of two photos sent at once into its last room', async () => {
    const probe = await upload();
    const [row] = await t.database.db
      .select({ bytes: photoUploads.bytes })
      .from(photoUploads)
      .where(eq(photoUploads.id, probe.json().public_id));
    const bytes = row!.bytes;
    await t.database.db.delete(photoUploads);
    await rm(path.join(dataDir, 'storage'), { recursive: true, force: true });

    const session = randomUUID();
    // Room for one and a half of them.
    await alreadyUploaded(UPLOAD_BUDGETS.perSessionBytes - bytes - Math.floor(bytes / 2), {
      network: '192.0.2.2',
      session,
    });
    const results = await Promise.all([upload({ session }), upload({ session })]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 429]);
  });
});

describe('the network', () => {
  it('refuses past 200 MB of unclaimed photos before reading the upload, whatever the cookie', async () => {
    await alreadyUploaded(UPLOAD_BUDGETS.perNetworkBytes, { network: '203.0.113.50', session: randomUUID() });
    const before = await rowCount();

    for (const session of [undefined, randomUUID()]) {
      await expectRefused(
        await upload({ from: '203.0.113.50', session }),
        PHOTO_MESSAGES.networkBudgetExceeded,
        before,
      );
    }
    // Not even read: a text file is refused for the budget, not as "not an image".
    const notAPhoto = await upload({ from: '203.0.113.50', photo: Buffer.from('hello, not a photo') });
    expect(notAPhoto.statusCode).toBe(429);
    expect(notAPhoto.headers.connection).toBe('close');
    // The same address as IPv4-mapped IPv6 is the same network.
    await expectRefused(
      await upload({ from: '::ffff:203.0.113.50' }),
      PHOTO_MESSAGES.networkBudgetExceeded,
      before,
    );
    expect((await upload({ from: '203.0.113.51' })).statusCode).toBe(200);
  });

  it('is an IPv6 /64, so rotating the address within it does not escape', async () => {
    await alreadyUploaded(UPLOAD_BUDGETS.perNetworkBytes, {
      network: '2001:db8:7:7::/64',
      session: randomUUID(),
    });
    const before = await rowCount();
    for (const from of ['2001:db8:7:7::1', '2001:db8:7:7:abcd:1234:5678:9abc']) {
      await expectRefused(await upload({ from }), PHOTO_MESSAGES.networkBudgetExceeded, before);
    }
    expect((await upload({ from: '2001:db8:7:8::1' })).statusCode).toBe(200);
  });

  it('frees up as soon as an order claims the photos', async () => {
    const ids = await alreadyUploaded(UPLOAD_BUDGETS.perNetworkBytes, {
      network: '203.0.113.60',
      session: randomUUID(),
    });
    expect((await upload({ from: '203.0.113.60' })).statusCode).toBe(429);
    // An order is paid with three of them: the claim, in the order's transaction, frees their room.
    const order = await createOrder(t, null);
    await inTransaction(t.database.db, (tx) => claimPhotos(tx, ids.slice(0, 3), order.id));
    expect((await upload({ from: '203.0.113.60' })).statusCode).toBe(200);
  });
});

/** A WAV of `seconds` of a quiet tone, 32 kHz 16-bit mono: 64 kB a second (14 s is under the 1 MB limit). */
function wavClip(seconds: number): Buffer {
  const rate = 32_000;
  const samples = Math.round(seconds * rate);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    wav.writeInt16LE(Math.round(2000 * Math.sin((i * 2 * Math.PI * 330) / rate)), 44 + i * 2);
  return wav;
}

const uploadClip = ({ from, clip, session }: { from: string; clip: Buffer; session?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/uploads/voice-clips',
    remoteAddress: from,
    ...multipart([{ name: 'file', filename: 'name.wav', contentType: 'audio/wav', data: clip }]),
    cookies: session ? { [UPLOAD_SESSION_COOKIE]: session } : {},
  });

describe('one budget for photos and voice clips (issue 31)', () => {
  beforeEach(async () => {
    await t.database.db.delete(voiceClips);
  });

  it('clips without a cookie from one address stop at the network’s budget, which photos share', async () => {
    const clip = wavClip(14);
    // Room for two of them under the 200 MB the network's unclaimed photos nearly fill.
    await alreadyUploaded(UPLOAD_BUDGETS.perNetworkBytes - 2 * clip.length - 1000, {
      network: '203.0.113.80',
      session: randomUUID(),
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await uploadClip({ from: '203.0.113.80', clip })).statusCode);
    expect(codes).toEqual([200, 200, 429, 429]);
    const refused = await uploadClip({ from: '203.0.113.80', clip });
    expect(refused.json()).toEqual({
      message: VOICE_CLIP_MESSAGES.networkBudgetExceeded,
      code: 'VOICE_CLIP_NETWORK_BUDGET_EXCEEDED',
    });
    const rows = await t.database.db.select().from(voiceClips);
    expect(rows.map((row) => row.uploaderNetwork)).toEqual(['203.0.113.80', '203.0.113.80']);
    // And the clips' bytes hold the photos back too: a photo no longer fits either.
    expect((await upload({ from: '203.0.113.80' })).statusCode).toBe(429);
    // Another network is not touched.
    expect((await uploadClip({ from: '203.0.113.81', clip })).statusCode).toBe(200);
  });

  it('a session’s clips and photos share its 40 MB', async () => {
    const session = randomUUID();
    const clip = wavClip(14);
    await alreadyUploaded(UPLOAD_BUDGETS.perSessionBytes - clip.length - 1000, {
      network: '192.0.2.90',
      session,
    });
    expect((await uploadClip({ from: '192.0.2.91', clip, session })).statusCode).toBe(200);
    const second = await uploadClip({ from: '192.0.2.91', clip, session });
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('VOICE_CLIP_BUDGET_EXCEEDED');
  });
});

describe('clientNetwork', () => {
  it('is the IPv4 address (also IPv4-mapped), or the IPv6 /64', () => {
    expect(clientNetwork('203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(clientNetwork('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientNetwork('::1')).toBe('::/64');
  });
});
