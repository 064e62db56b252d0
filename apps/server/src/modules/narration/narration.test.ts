import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { storyNarrationResponseSchema, type StoryNarration } from '@shop/contracts/narration';
import { STORYBOARD_01 } from '@shop/content/storyboards/story-01';
import { resolveFfmpeg } from '@shop/film/render/ffmpeg';
import { wavInfo } from '@shop/film/speech/speech';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import { multipart } from '../../../test/upload-fixtures.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { narrationRecordings } from '../../db/schema.ts';

// Issue 33 point 3 (docs/decisions/098): the studio uploads its own recording of a narration part
// in the admin; it is checked by its bytes, levelled, kept privately, listed with a listening link,
// replaced and removed; the renders of the story in that language play it.

let t: TestApp;
let storage: ObjectStorage;
let files: string;
let admin: AuthenticatedUser;
let adminToken: string;
let parentToken: string;

beforeAll(async () => {
  t = await createTestApp();
  storage = storageFromConfig(t.config);
  files = await mkdtemp(path.join(tmpdir(), 'narration-test-'));
  admin = await createUser(t, 'admin', 'Meera Studio');
  adminToken = await tokenFor(t, admin);
  parentToken = await tokenFor(t, await createUser(t, 'user'));
}, 60_000);

afterAll(async () => {
  storage?.close();
  await t?.close();
  if (files) await rm(files, { recursive: true, force: true });
});

/** A take as a studio exports it: a tone of `seconds` with a little silence around it. */
async function take(
  seconds: number,
  format: 'wav' | 'mp3' | 'm4a' | 'ogg' = 'wav',
  hz = 220,
): Promise<Buffer> {
  const file = path.join(files, `take-${seconds}-${hz}.${format}`);
  const codec = { wav: 'pcm_s16le', mp3: 'libmp3lame', m4a: 'aac', ogg: 'libopus' }[format];
  execFileSync(resolveFfmpeg().path, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=f=${hz}:r=48000:d=${seconds},volume=0.2`],
    ...['-af', 'adelay=300,apad=pad_dur=0.3', '-c:a', codec, file],
  ]);
  return readFile(file);
}

// Story 1's first shot: one line without the name (12.5 s shot, the line at 0.5 s).
const FIRST = '/api/narration/1/english/gokul-morning/0/0';

const upload = (url: string, data: Buffer, token = adminToken, filename = 'take.wav') => {
  const body = multipart([{ name: 'file', filename, contentType: 'audio/wav', data }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
};

async function narration(story = 1, language = 'english'): Promise<StoryNarration> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/narration/${story}/${language}`,
    headers: bearer(adminToken),
  });
  expect(res.statusCode).toBe(200);
  return storyNarrationResponseSchema.parse(res.json()).data;
}

const partOf = (view: StoryNarration, segment: string, line = 0, part = 0) =>
  view.parts.find((p) => p.segment === segment && p.line === line && p.part === part);

describe('the studio’s narration recordings', { timeout: 60_000 }, () => {
  it('lists every spoken part of a story in a language, all spoken by the voice at first', async () => {
    const view = await narration(1, 'hindi');
    expect(view).toMatchObject({ story: 1, language: 'hindi', storyboard_version: STORYBOARD_01.version });
    const first = partOf(view, 'gokul-morning');
    expect(first).toMatchObject({ text: STORYBOARD_01.shots[0]?.narration[0]?.hi, recording: null });
    expect(first?.max_seconds).toBeGreaterThan(12);
    // The welcome over the title card is there, without the name.
    expect(view.parts[0]).toMatchObject({ segment: 'title', line_text: expect.stringContaining('{name}') });
    expect(view.parts[0]?.text).not.toContain('{name}');
    expect(view.parts.every((part) => part.recording === null)).toBe(true);
  });

  it('takes a recording, levelled, kept privately with who uploaded it; replaces and removes it', async () => {
    const res = await upload(FIRST, await take(2, 'mp3'), adminToken, 'take.mp3');
    expect(res.statusCode, res.body).toBe(200);
    const recording = partOf(storyNarrationResponseSchema.parse(res.json()).data, 'gokul-morning')?.recording;
    expect(recording).toMatchObject({ original_type: 'audio/mpeg', uploaded_by: admin.email, current: true });
    // The silence around the take is trimmed (a little is kept).
    expect(recording?.duration_seconds).toBeGreaterThan(1.9);
    expect(recording?.duration_seconds).toBeLessThan(2.3);

    // The listening link plays the WAV the films play; the store keeps it under narration/.
    const [row] = await t.database.db.select().from(narrationRecordings);
    expect(row?.storageKey).toMatch(/^narration\/[0-9a-f-]{36}\.wav$/);
    expect(row?.uploadedBy).toBe(admin.id);
    const listened = await t.app.inject({ method: 'GET', url: recording?.url ?? '' });
    expect(listened.statusCode).toBe(200);
    expect(listened.headers['content-type']).toBe('audio/wav');
    expect(wavInfo(listened.rawPayload)).toMatchObject({ sampleRate: 44100, channels: 1 });

    // Replaced: another take, another hash; the first file is gone from the store.
    const replaced = await upload(FIRST, await take(3, 'ogg', 330), adminToken, 'take.ogg');
    expect(replaced.statusCode, replaced.body).toBe(200);
    const second = partOf(
      storyNarrationResponseSchema.parse(replaced.json()).data,
      'gokul-morning',
    )?.recording;
    expect(second?.original_type).toBe('audio/ogg');
    expect(second?.content_hash).not.toBe(recording?.content_hash);
    expect(await storage.stat(row!.storageKey)).toBeNull();
    const rows = await t.database.db.select().from(narrationRecordings);
    expect(rows).toHaveLength(1);

    // Removed: the voice speaks the part again, and the file is gone.
    const removed = await t.app.inject({ method: 'DELETE', url: FIRST, headers: bearer(adminToken) });
    expect(removed.statusCode).toBe(200);
    expect(
      partOf(storyNarrationResponseSchema.parse(removed.json()).data, 'gokul-morning')?.recording,
    ).toBeNull();
    expect(await storage.stat(rows[0]!.storageKey)).toBeNull();
    const again = await t.app.inject({ method: 'DELETE', url: FIRST, headers: bearer(adminToken) });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NARRATION_RECORDING_NOT_FOUND');
  });

  it('two takes for one empty part at once: one is kept, and no file of the other is left behind', async () => {
    const [a, b] = await Promise.all([
      upload(FIRST, await take(2)),
      upload(FIRST, await take(2.5, 'wav', 330)),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const rows = await t.database.db.select().from(narrationRecordings);
    expect(rows).toHaveLength(1);
    // The store holds exactly the kept take's file under narration/.
    if (t.config.storage.driver !== 'local-disk') return;
    const kept = (await readdir(path.join(t.config.storage.dir, 'narration'))).map((f) => `narration/${f}`);
    expect(kept).toEqual([rows[0]!.storageKey]);
    const removed = await t.app.inject({ method: 'DELETE', url: FIRST, headers: bearer(adminToken) });
    expect(removed.statusCode).toBe(200);
  });

  it('refuses what is not a usable take, saying why, and keeps nothing of it', async () => {
    const refused = async (data: Buffer, status: number, code: string) => {
      const res = await upload(FIRST, data);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ code, message: expect.any(String) });
      return res.json().message as string;
    };
    await refused(Buffer.from('just some words, not a sound'), 415, 'NARRATION_INVALID_TYPE');
    // A WAV header with no sound after it.
    await refused((await take(1)).subarray(0, 44), 400, 'NARRATION_UNREADABLE');
    await refused(await take(0.1), 400, 'NARRATION_TOO_SHORT');
    // Longer than the line's 12.5 s shot allows: said at upload, never cut short in a film.
    const message = await refused(await take(16), 400, 'NARRATION_TOO_LONG');
    expect(message).toMatch(/lasts 16\.\d s, but this part has room for 13\.\d s/);
    await refused(Buffer.alloc(25 * 1024 * 1024 + 10, 1), 413, 'NARRATION_TOO_LARGE');
    const none = await t.app.inject({
      method: 'POST',
      url: FIRST,
      headers: { ...bearer(adminToken), 'content-type': 'application/json' },
      payload: { file: 'x' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('NO_FILE');
    expect(await t.database.db.select().from(narrationRecordings)).toEqual([]);
  });

  it('knows only the parts the storyboard has', async () => {
    const res = await upload('/api/narration/1/english/gokul-morning/0/3', await take(1));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NARRATION_PART_NOT_FOUND');
    const noShot = await upload('/api/narration/1/english/no-such-shot/0/0', await take(1));
    expect(noShot.statusCode).toBe(404);
    const badStory = await t.app.inject({
      method: 'GET',
      url: '/api/narration/99/english',
      headers: bearer(adminToken),
    });
    expect(badStory.statusCode).toBe(400);
    const badLanguage = await t.app.inject({
      method: 'GET',
      url: '/api/narration/1/french',
      headers: bearer(adminToken),
    });
    expect(badLanguage.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const asParent = await upload(FIRST, await take(1), parentToken);
    expect(asParent.statusCode).toBe(403);
    const asGuest = await upload(FIRST, await take(1), '');
    expect(asGuest.statusCode).toBe(401);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/narration/1/english',
      headers: bearer(parentToken),
    });
    expect(list.statusCode).toBe(403);
    const remove = await t.app.inject({ method: 'DELETE', url: FIRST, headers: bearer(parentToken) });
    expect(remove.statusCode).toBe(403);
  });

  it('gives a render the takes of its story and language whose words the storyboard still says', async () => {
    // A line with the name: its words after the name are part 1 (the name itself is never recorded).
    const withName = STORYBOARD_01.shots.flatMap((shot) =>
      shot.narration.flatMap((line, index) =>
        line.en.startsWith('{name}') ? [{ shot: shot.id, index }] : [],
      ),
    );
    expect(await upload(FIRST, await take(2))).toMatchObject({ statusCode: 200 });
    const hindi = await upload('/api/narration/1/hindi/gokul-morning/0/0', await take(2, 'wav', 440));
    expect(hindi.statusCode, hindi.body).toBe(200);
    if (withName[0]) {
      const url = `/api/narration/1/english/${withName[0].shot}/${withName[0].index}/0`;
      // Part 0 of a line that starts with the name is only punctuation: not a spoken part.
      expect((await upload(url, await take(1))).statusCode).toBe(404);
    }

    const modules = await modulesOf(t);
    try {
      const english = await modules.narration.takesFor(STORYBOARD_01, 'english');
      expect(english.map(({ segment, line, part }) => ({ segment, line, part }))).toEqual([
        { segment: 'gokul-morning', line: 0, part: 0 },
      ]);
      expect(english[0]?.text).toBe(STORYBOARD_01.shots[0]?.narration[0]?.en);
      expect(wavInfo(english[0]!.audio).seconds).toBeGreaterThan(1.9);
      expect(await modules.narration.takesFor(STORYBOARD_01, 'hindi')).toHaveLength(1);
      // The storyboard's words changed since: the take is left out and the voice says the new words.
      const rewritten = structuredClone(STORYBOARD_01);
      rewritten.shots[0]!.narration[0]!.en = 'Once upon a time, in Gokul by the river, the sun came up.';
      expect(await modules.narration.takesFor(rewritten, 'english')).toEqual([]);
    } finally {
      await modules.close();
    }
  });
});
