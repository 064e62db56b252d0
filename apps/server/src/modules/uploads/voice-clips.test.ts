import { randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { orderDetailResponseSchema, type AdminOrderDetail } from '@shop/contracts/order-detail';
import { VOICE_CLIP_MESSAGES } from '@shop/contracts/voice';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { orderForm, payForOrder, uploadedPhotos } from '../../../test/payment-fixtures.ts';
import { filesUnder, multipart, phoneJpeg } from '../../../test/upload-fixtures.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { checkouts, childMediaAccessLog, orders, outbox, users, voiceClips } from '../../db/schema.ts';
import { createStaffPhotoLinks } from '../studio/staff-photo-links.ts';
import { webmBlocksSeconds } from './voice-clip-check.ts';
import { createVoiceClipsService } from './voice-clips.service.ts';

// The voice clip of the child's name (issue 12 item 6, docs/decisions/045): every accepted format
// from a real file ffmpeg makes now, the refusals (too long, too big, wrong bytes) that store
// nothing, the pronunciation rule, the clip carried from checkout to order, and the studio's staff
// link to it (expiry, tampering, a demoted admin) with every play and download recorded.

let t: TestApp;
let dataDir: string;
let clipsDir: string;
let storage: ObjectStorage;
let adminToken: string;
let admin: { id: string };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'diya-voice-'));
  clipsDir = await mkdtemp(path.join(tmpdir(), 'diya-voice-files-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  storage = storageFromConfig(t.config);
  const user = await createUser(t, 'admin', 'Meera Studio');
  admin = user;
  adminToken = await tokenFor(t, user);
});
afterAll(async () => {
  storage.close();
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(clipsDir, { recursive: true, force: true });
});

/** A real clip of `seconds` of a tone, made by ffmpeg with these output arguments. */
async function makeClip(name: string, seconds: number, args: string[]): Promise<Buffer> {
  const file = path.join(clipsDir, name);
  const made = spawnSync(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=330:duration=${seconds}`,
      ...args,
      file,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`ffmpeg could not make ${name}: ${made.stderr}`);
  return readFile(file);
}

const CLIPS = {
  webm: (s: number) => makeClip(`clip-${s}.webm`, s, ['-c:a', 'libopus', '-b:a', '24k']),
  // As a browser's MediaRecorder writes it: a live stream, with no Duration in the header.
  recordedWebm: (s: number) =>
    makeClip(`recorded-${s}.webm`, s, ['-c:a', 'libopus', '-b:a', '16k', '-live', '1', '-f', 'webm']),
  ogg: (s: number) => makeClip(`clip-${s}.ogg`, s, ['-c:a', 'libopus', '-b:a', '24k']),
  m4a: (s: number) => makeClip(`clip-${s}.m4a`, s, ['-c:a', 'aac', '-b:a', '32k']),
  // Safari's MediaRecorder: fragmented MP4.
  fragmentedMp4: (s: number) =>
    makeClip(`clip-${s}.mp4`, s, ['-c:a', 'aac', '-b:a', '32k', '-movflags', 'frag_keyframe+empty_moov']),
  mp3: (s: number) => makeClip(`clip-${s}.mp3`, s, ['-c:a', 'libmp3lame', '-b:a', '32k']),
  wav: (s: number) => makeClip(`clip-${s}.wav`, s, ['-ar', '8000', '-ac', '1', '-c:a', 'pcm_u8']),
};

const clipForm = (data: Buffer, filename = 'name.webm', contentType = 'audio/webm') =>
  multipart([{ name: 'file', filename, contentType, data }]);

async function uploadClip(data: Buffer, filename?: string, contentType?: string, cookie?: string) {
  const form = clipForm(data, filename, contentType);
  return t.app.inject({
    method: 'POST',
    url: '/api/uploads/voice-clips',
    payload: form.payload,
    headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
  });
}

const clipRows = async () => (await t.database.db.select({ n: count() }).from(voiceClips))[0]!.n;
const storedClips = async () =>
  (await filesUnder(path.join(dataDir, 'storage'))).filter((file) => file.startsWith('voice-clips'));

describe('uploading a voice clip', () => {
  it('accepts each format by its bytes, measures its length itself, and keeps it private', async () => {
    const cases: [keyof typeof CLIPS, string, string][] = [
      ['webm', 'audio/webm', 'webm'],
      ['recordedWebm', 'audio/webm', 'webm'],
      ['ogg', 'audio/ogg', 'ogg'],
      ['m4a', 'audio/mp4', 'm4a'],
      ['fragmentedMp4', 'audio/mp4', 'm4a'],
      ['mp3', 'audio/mpeg', 'mp3'],
      ['wav', 'audio/wav', 'wav'],
    ];
    for (const [kind, type, extension] of cases) {
      const data = await CLIPS[kind](3);
      expect(data.length, kind).toBeLessThan(100 * 1024);
      // The browser's name and declared type count for nothing.
      const res = await uploadClip(data, 'whatever.bin', 'application/octet-stream');
      expect(res.statusCode, kind).toBe(200);
      const body = res.json();
      expect(body.content_type, kind).toBe(type);
      expect(body.duration_seconds, kind).toBeGreaterThan(2.9);
      expect(body.duration_seconds, kind).toBeLessThan(3.2);
      expect(body).not.toHaveProperty('url');
      const [row] = await t.database.db.select().from(voiceClips).where(eq(voiceClips.id, body.id));
      expect(row!.storageKey, kind).toBe(`voice-clips/${body.id}.${extension}`);
      expect(row!.bytes).toBe(data.length);
      expect(row!.orderId).toBeNull();
    }
  }, 60_000);

  it('reads the length of a recorded WebM from its blocks (its header has none)', async () => {
    const data = await CLIPS.recordedWebm(7);
    expect(webmBlocksSeconds(data)).toBeGreaterThan(6.9);
    expect(webmBlocksSeconds(data)).toBeLessThan(7.1);
  });

  it('refuses too long, too big and wrong bytes with a clear message, storing nothing', async () => {
    const before = { rows: await clipRows(), files: (await storedClips()).length };
    const refusals: [Buffer, number, string, string][] = [
      [await CLIPS.recordedWebm(20), 400, 'VOICE_CLIP_TOO_LONG', VOICE_CLIP_MESSAGES.tooLong],
      [await CLIPS.mp3(16), 400, 'VOICE_CLIP_TOO_LONG', VOICE_CLIP_MESSAGES.tooLong],
      // 8 kHz 8-bit WAV: 1 MB is about 2 minutes; 140 s is past both limits, the size is met first.
      [await CLIPS.wav(140), 413, 'VOICE_CLIP_TOO_LARGE', VOICE_CLIP_MESSAGES.tooLarge],
      [await phoneJpeg(), 415, 'VOICE_CLIP_INVALID_TYPE', VOICE_CLIP_MESSAGES.invalidType],
      [randomBytes(4000), 415, 'VOICE_CLIP_INVALID_TYPE', VOICE_CLIP_MESSAGES.invalidType],
      [
        Buffer.from('<html>not a recording</html>'),
        415,
        'VOICE_CLIP_INVALID_TYPE',
        VOICE_CLIP_MESSAGES.invalidType,
      ],
      // Audio magic bytes, then nothing a parser can read.
      [
        Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), randomBytes(64)]),
        400,
        'VOICE_CLIP_UNREADABLE',
        VOICE_CLIP_MESSAGES.unreadable,
      ],
    ];
    for (const [data, status, code, message] of refusals) {
      const res = await uploadClip(data);
      expect(res.statusCode, code).toBe(status);
      expect(res.json()).toEqual({ code, message });
    }
    expect(await clipRows()).toBe(before.rows);
    expect((await storedClips()).length).toBe(before.files);
    expect(await filesUnder(path.join(dataDir, 'tmp'))).toEqual([]);
  }, 60_000);

  it('without a file, or in another field: 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/voice-clips',
      ...multipart([
        { name: 'clip', filename: 'a.webm', contentType: 'audio/webm', data: await CLIPS.webm(1) },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VOICE_CLIP_NO_FILE');
  });

  it('one browser session keeps at most 5 unclaimed takes', async () => {
    const data = await CLIPS.ogg(1);
    const first = await uploadClip(data);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    for (let take = 2; take <= 5; take++)
      expect((await uploadClip(data, undefined, undefined, cookie)).statusCode).toBe(200);
    const sixth = await uploadClip(data, undefined, undefined, cookie);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('VOICE_CLIP_BUDGET_EXCEEDED');
  });

  it('the sweeper removes clips no order claimed within 24 hours, file and row', async () => {
    const res = await uploadClip(await CLIPS.ogg(1));
    const id = res.json().id as string;
    await t.database.db
      .update(voiceClips)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(voiceClips.id, id));
    const service = createVoiceClipsService({ db: t.database.db, storage, logger: t.app.log });
    expect(await service.sweep()).toBeGreaterThanOrEqual(1);
    expect(await t.database.db.select().from(voiceClips).where(eq(voiceClips.id, id))).toEqual([]);
    expect(await storedClips()).not.toContain(`voice-clips/${id}.ogg`);
  });
});

describe('the order form’s pronunciation and clip', () => {
  const start = (form: Record<string, unknown>, token?: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: form,
      headers: { ...(token ? bearer(token) : {}), ...(cookie ? { cookie } : {}) },
    });

  it('a pronunciation over 60 characters, or a clip that is not there: 400 with the message, no checkout', async () => {
    const before = (await t.database.db.select({ n: count() }).from(checkouts))[0]!.n;
    const long = await start(orderForm(await uploadedPhotos(t), { pronunciation: 'aa-'.repeat(21) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(VOICE_CLIP_MESSAGES.pronunciationTooLong);
    const missing = await start(orderForm(await uploadedPhotos(t), { voiceClipId: randomUUID() }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      code: 'VOICE_CLIP_UNAVAILABLE',
      message: VOICE_CLIP_MESSAGES.unavailable,
    });
    expect((await t.database.db.select({ n: count() }).from(checkouts))[0]!.n).toBe(before);
  });

  async function paidOrderWithClip(parentToken?: string): Promise<{ orderId: string; clipId: string }> {
    const clip = await uploadClip(await CLIPS.recordedWebm(4));
    const clipId = clip.json().id as string;
    const form = orderForm(await uploadedPhotos(t), { pronunciation: '  AA-rahv  ', voiceClipId: clipId });
    // The clip is usable only from the browser that recorded it (docs/decisions/070).
    const elsewhere = await start(form, parentToken);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('VOICE_CLIP_UNAVAILABLE');
    const recorder = {
      ...(parentToken ? bearer(parentToken) : {}),
      cookie: String(clip.headers['set-cookie']).split(';')[0]!,
    };
    const { orderId } = await payForOrder(t, form, recorder);
    return { orderId, clipId };
  }

  async function detail(orderId: string, token = adminToken): Promise<AdminOrderDetail> {
    const res = await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const data = orderDetailResponseSchema.parse(res.json()).data;
    if (data.view !== 'admin') throw new Error('expected the admin view');
    return data;
  }

  const accessOf = async (orderId: string) =>
    (
      await t.database.db
        .select()
        .from(childMediaAccessLog)
        .where(eq(childMediaAccessLog.orderId, orderId))
        .orderBy(childMediaAccessLog.at)
    ).map((row) => [row.media, row.mediaId, row.adminUserId, row.kind]);

  it('reach the order; the studio plays the clip through a short-lived staff link, every play and download recorded; no e-mail carries it', async () => {
    const parentToken = await tokenFor(t, await createUser(t));
    const { orderId, clipId } = await paidOrderWithClip(parentToken);
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.pronunciation).toBe('AA-rahv');
    const [clipRow] = await t.database.db.select().from(voiceClips).where(eq(voiceClips.id, clipId));
    expect(clipRow!.orderId).toBe(orderId);

    const data = await detail(orderId);
    expect(data.pronunciation).toBe('AA-rahv');
    expect(data.voice_clip).toMatchObject({ id: clipId, content_type: 'audio/webm' });
    expect(data.voice_clip!.duration_seconds).toBeGreaterThan(3.9);
    const lifetime = Date.parse(data.voice_clip!.expires_at) - Date.now();
    expect(lifetime).toBeGreaterThan(8 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(10 * 60_000);

    const play = await t.app.inject({ url: data.voice_clip!.url });
    expect(play.statusCode).toBe(200);
    expect(play.headers['content-type']).toBe('audio/webm');
    expect(play.headers['cache-control']).toBe('private, no-store');
    expect(play.headers['content-disposition']).toBe('inline');
    expect(play.rawPayload.equals(await readFile(path.join(dataDir, 'storage', clipRow!.storageKey)))).toBe(
      true,
    );
    const download = await t.app.inject({ url: data.voice_clip!.download_url });
    expect(download.headers['content-disposition']).toContain(`order-${order!.orderNumber}-name.webm`);
    expect(await accessOf(orderId)).toEqual([
      ['voice_clip', clipId, admin.id, 'play'],
      ['voice_clip', clipId, admin.id, 'download'],
    ]);

    // The owner's view of the order carries neither; no e-mail of the order holds a clip link.
    const own = await t.app.inject({ url: `/api/orders/${orderId}`, headers: bearer(parentToken) });
    expect(own.json().data.view).toBe('owner');
    expect(own.json().data).not.toHaveProperty('voice_clip');
    expect(own.json().data).not.toHaveProperty('pronunciation');
    const mails = await t.database.db.select().from(outbox);
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(JSON.stringify(mail)).not.toMatch(/voice-clips|staff-voice/);
  });

  it('an expired, tampered or photo-signed link, or one for an admin no longer admin: refused and nothing recorded', async () => {
    const { orderId, clipId } = await paidOrderWithClip();
    const demoted = await createUser(t, 'admin', 'Former Studio');
    const demotedData = await detail(orderId, await tokenFor(t, demoted));
    const { voice_clip: clip } = await detail(orderId);
    const url = new URL(clip!.url, 'http://x');
    const tampered = new URL(url);
    tampered.searchParams.set('sig', `${url.searchParams.get('sig')!.slice(0, -2)}xx`);
    const otherAdmin = new URL(url);
    otherAdmin.searchParams.set('by', randomUUID());
    const links = createStaffPhotoLinks(t.config.payments.orderLinkSecret!);
    // A photo's signature for the same id does not open the clip.
    const photoSigned = new URL(links.url(clipId, admin.id, 'inline').url, 'http://x');
    const asClip = `${url.pathname}${photoSigned.search}`;
    for (const bad of [tampered, otherAdmin]
      .map((u) => `${u.pathname}${u.search}`)
      .concat(asClip, url.pathname)) {
      expect((await t.app.inject({ url: bad })).statusCode, bad).toBe(403);
    }
    const old = links.url(clipId, admin.id, 'inline', Date.now() - 11 * 60_000, 'voice_clip');
    expect((await t.app.inject({ url: old.url })).statusCode).toBe(410);
    // The role is checked when the link is used, not only when it was made.
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.id));
    expect((await t.app.inject({ url: demotedData.voice_clip!.url })).statusCode).toBe(403);
    expect(await accessOf(orderId)).toEqual([]);
  });
});
