import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { orderFilmResponseSchema, type OrderFilm } from '@shop/contracts/film-renders';
import { TEST_STORYBOARD } from '@shop/content/storyboards/test-storyboard';
import { DirectoryCache } from '@shop/film/render/cache';
import { resolveFfmpeg } from '@shop/film/render/ffmpeg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import { orderForm, payForOrder, uploadedPhotos } from '../../../test/payment-fixtures.ts';
import { phoneJpeg } from '../../../test/upload-fixtures.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { inTransaction } from '../../db/transaction.ts';
import { filmRenders, orders, outbox, videos } from '../../db/schema.ts';
import { createNarrationService, type NarrationService } from '../narration/index.ts';
import { createRenderQueue, type RenderQueue } from './render-queue.repository.ts';
import { createRendersRepository } from './renders.repository.ts';
import {
  doorPortraits,
  childProcessRunner,
  createRenderWorker,
  type RenderWorker,
} from './render-worker.service.ts';

// Issues 33 and 34, the server's side (docs/decisions/074): a paid order's photos accepted queue
// its film's render in the same transaction; a worker renders it (the short test storyboard at the
// 'test' profile, in a child process), publishes it and moves the order to quality_check; the
// studio approves (the existing delivery) or renders again / sends back; a render that keeps
// failing ends failed with its reason; a worker that dies loses its lease and another takes over.

let t: TestApp;
let storage: ObjectStorage;
let admin: AuthenticatedUser;
let adminToken: string;
let scratch: string;
let workerQueue: RenderQueue;
let closeModules: () => Promise<void>;
let makeWorker: (env?: NodeJS.ProcessEnv) => RenderWorker;
/** The studio's narration recordings, of the test storyboard (story 1's id). */
let studioNarration: NarrationService;

/** A worker's own pg-boss on the test database: no delay between tries, a 1 s monitor. */
const testWorkerQueue = () =>
  createRenderQueue({
    database: t.database,
    heartbeatSeconds: 10,
    retryLimit: 3,
    retryDelaySeconds: 0,
    log: t.app.log,
    worker: true,
    superviseIntervalSeconds: 1,
  });

beforeAll(async () => {
  t = await createTestApp({
    env: { RENDER_PROFILE: 'test', RENDER_MAX_ATTEMPTS: '2', RENDER_HEARTBEAT_SECONDS: '10' },
    captureLogs: true,
  });
  storage = storageFromConfig(t.config);
  admin = await createUser(t, 'admin', 'Meera Studio');
  adminToken = await tokenFor(t, admin);
  scratch = await mkdtemp(path.join(tmpdir(), 'renders-test-'));
  // The worker's own pg-boss on the same database, as a worker process has it; made ready first so
  // the queue is created with no delay between tries and a 1 s monitor (the shop's: 5 s, 60 s).
  workerQueue = testWorkerQueue();
  await workerQueue.ready();
  const modules = await modulesOf(t);
  closeModules = modules.close;
  const cache = new DirectoryCache(path.join(scratch, 'cache'));
  studioNarration = createNarrationService({
    db: t.database.db,
    storage,
    log: t.app.log,
    storyboardOf: () => TEST_STORYBOARD,
  });
  makeWorker = (env = process.env) =>
    createRenderWorker({
      db: t.database.db,
      queue: workerQueue,
      orders: modules.orders,
      videos: modules.videos,
      portraits: doorPortraits(modules.uploads),
      narration: studioNarration,
      storage,
      cache,
      workDir: path.join(scratch, 'work'),
      concurrency: 1,
      storyboardOf: () => TEST_STORYBOARD,
      runner: childProcessRunner(env),
      log: t.app.log,
    });
}, 60_000);

afterAll(async () => {
  await workerQueue?.stop();
  await closeModules?.();
  storage?.close();
  await t?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(adminToken), ...(payload ? { payload } : {}) });

async function film(orderId: string): Promise<OrderFilm> {
  const res = await inject('GET', `/api/orders/${orderId}/render`);
  expect(res.statusCode).toBe(200);
  return orderFilmResponseSchema.parse(res.json()).data;
}

async function paidOrder(): Promise<string> {
  const photos = await uploadedPhotos(t, 1);
  // The photo's file, as the upload stored it (a 4:3 phone photo).
  const jpeg = await phoneJpeg({ width: 800, height: 600 });
  await storage.putStream(`photos/${photos[0]}.jpg`, Readable.from([jpeg]), {
    contentType: 'image/jpeg',
    contentLength: jpeg.length,
  });
  return (await payForOrder(t, orderForm(photos))).orderId;
}

const acceptPhotos = (orderId: string) =>
  inject('POST', `/api/orders/${orderId}/stage`, { stage: 'in_production' });

async function jobsOf(renderId: string): Promise<number> {
  const { rows } = await t.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = 'film-render' and data->>'renderId' = ${renderId}`,
  );
  return Number(rows[0]!.n);
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, seconds = 120): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('a film render is queued in the transaction that makes it due', () => {
  it('photos accepted on a paid order: the render row and its job commit with the move', async () => {
    const orderId = await paidOrder();
    const before = await film(orderId);
    expect(before).toMatchObject({
      stage: 'received',
      render: null,
      can_render: true,
      story_renderable: true,
    });

    expect((await acceptPhotos(orderId)).statusCode).toBe(200);
    const after = await film(orderId);
    expect(after.stage).toBe('in_production');
    expect(after.render).toMatchObject({ state: 'queued', attempts: 0, max_attempts: 2, files: null });
    expect(await jobsOf(after.render!.id)).toBe(1);
  });

  it('a transaction that fails after queueing leaves neither the render nor its job', async () => {
    const orderId = await paidOrder();
    const modules = await modulesOf(t);
    try {
      const order = (await t.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
      await modules.renders.prepare();
      let renderId: string | undefined;
      await expect(
        inTransaction(t.database.db, async (tx) => {
          await modules.renders.queueInTransaction(tx, order);
          renderId = (await tx.select().from(filmRenders).where(eq(filmRenders.orderId, orderId)))[0]?.id;
          throw new Error('the move failed');
        }),
      ).rejects.toThrow('the move failed');
      expect(renderId).toBeDefined();
      expect(await t.database.db.select().from(filmRenders).where(eq(filmRenders.orderId, orderId))).toEqual(
        [],
      );
      expect(await jobsOf(renderId!)).toBe(0);
    } finally {
      await modules.close();
    }
  });

  it('the studio’s film endpoints are for admins only, and answer 404 for an unknown order', async () => {
    const orderId = await paidOrder();
    const parentToken = await tokenFor(t, await createUser(t));
    const asParent = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}/render`,
      headers: bearer(parentToken),
    });
    expect(asParent.statusCode).toBe(403);
    expect((await inject('GET', `/api/orders/${crypto.randomUUID()}/render`)).statusCode).toBe(404);
    const approve = await inject('POST', `/api/orders/${orderId}/render/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().code).toBe('RENDER_NOT_FOUND');
    const empty = await inject('POST', `/api/orders/${orderId}/render/send-back`, { note: '  ' });
    expect(empty.statusCode).toBe(400);
  });
});

describe('a worker renders, the studio reviews', () => {
  let orderId: string;

  it('renders in a child process, publishes the files and moves the order to quality_check', async () => {
    orderId = await paidOrder();
    await acceptPhotos(orderId);
    const worker = makeWorker();
    await worker.start();
    const done = await until('the render', async () => {
      const now = await film(orderId);
      return now.render?.state === 'rendered' || now.render?.state === 'failed' ? now : undefined;
    });
    expect(done.render).toMatchObject({ state: 'rendered', progress: 1, attempts: 1, error: null });
    expect(done.stage).toBe('quality_check');
    expect(done.render!.duration_seconds).toBeCloseTo(22, 0);
    // Title, the portrait shot and the credits, each as a still; the spoken name.
    expect(done.render!.stills.map((still) => still.label)).toEqual([
      'Title',
      'Shot “test-portrait”',
      'Credits',
    ]);
    const files = done.render!.files!;
    for (const url of [
      files.master_url,
      files.poster_url,
      files.captions_url,
      done.render!.name_audio_url!,
    ]) {
      const res = await t.app.inject({ url: new URL(url).pathname + new URL(url).search });
      expect(res.statusCode).toBe(200);
    }
    const captions = await t.app.inject({
      url: new URL(files.captions_url).pathname + new URL(files.captions_url).search,
    });
    expect(captions.body).toContain('Aarav');
    // Published under keys derived from the order and the inputs: films/, never a photo's key.
    const [row] = await t.database.db.select().from(filmRenders).where(eq(filmRenders.orderId, orderId));
    expect(row!.masterKey).toMatch(/^films\/[0-9a-f-]{36}\.mp4$/);
    expect(row!.inputsHash).toBe(done.render!.inputs_hash);
    // The links showed the child's film to this admin: recorded, and listed on the order.
    const detail = await inject('GET', `/api/orders/${orderId}`);
    const filmAccess = detail
      .json()
      .data.media_access.filter((entry: { media: string }) => entry.media === 'film');
    expect(filmAccess.length).toBeGreaterThan(0);
    expect(filmAccess[0]).toMatchObject({ media_id: row!.id, kind: 'view', admin: { user_id: admin.id } });
  }, 180_000);

  it('approve delivers it through the existing delivery: the video, the stage and the e-mail', async () => {
    const res = await inject('POST', `/api/orders/${orderId}/render/approve`);
    expect(res.statusCode).toBe(200);
    expect(orderFilmResponseSchema.parse(res.json()).data.stage).toBe('delivered');
    const [video] = await t.database.db.select().from(videos).where(eq(videos.orderId, orderId));
    const [row] = await t.database.db.select().from(filmRenders).where(eq(filmRenders.orderId, orderId));
    expect(video!.uri).toBe(row!.masterKey);
    expect(video!.thumbnail).toBe(row!.posterKey);
    const mail = await t.database.db.select().from(outbox).where(eq(outbox.orderId, orderId));
    expect(mail.map((message) => message.kind)).toContain('delivery');
    // Delivered: no second approval, no render again.
    expect((await inject('POST', `/api/orders/${orderId}/render/approve`)).statusCode).toBe(409);
    expect((await inject('POST', `/api/orders/${orderId}/render`)).json().code).toBe('RENDER_NOT_ALLOWED');
  });

  it('render again and send back: the draft is superseded, the same inputs give the same files', async () => {
    const other = await paidOrder();
    await acceptPhotos(other);
    const first = await until('the first render', async () => {
      const now = await film(other);
      return now.render?.state === 'rendered' ? now : undefined;
    });
    const sentBack = await inject('POST', `/api/orders/${other}/render/send-back`, {
      note: 'The portrait is cut off: render it again',
    });
    expect(sentBack.statusCode).toBe(200);
    const queued = orderFilmResponseSchema.parse(sentBack.json()).data;
    expect(queued.stage).toBe('in_production');
    expect(queued.render).toMatchObject({
      state: 'queued',
      note: 'The portrait is cut off: render it again',
    });
    const second = await until('the second render', async () => {
      const now = await film(other);
      return now.render?.state === 'rendered' ? now : undefined;
    });
    expect(second.render!.id).not.toBe(first.render!.id);
    expect(second.render!.inputs_hash).toBe(first.render!.inputs_hash);
    const rows = await t.database.db.select().from(filmRenders).where(eq(filmRenders.orderId, other));
    expect(rows.map((row) => row.state).sort()).toEqual(['rendered', 'superseded']);
    expect(new Set(rows.map((row) => row.masterKey)).size).toBe(1);
    // Render again from quality_check: back in production, a new render queued.
    const again = await inject('POST', `/api/orders/${other}/render`);
    expect(again.statusCode).toBe(202);
    expect(orderFilmResponseSchema.parse(again.json()).data).toMatchObject({
      stage: 'in_production',
      render: { state: 'queued' },
    });
  }, 240_000);
});

/** A film's sound as mono 16 kHz samples, read through its signed link. */
async function soundOf(url: string): Promise<Int16Array> {
  const res = await t.app.inject({ url: new URL(url).pathname + new URL(url).search });
  const file = path.join(scratch, `sound-${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(file, res.rawPayload);
  const raw = execFileSync(
    resolveFfmpeg().path,
    ['-v', 'error', '-i', file, '-ac', '1', '-ar', '16000', '-f', 's16le', '-'],
    { maxBuffer: 1 << 26 },
  );
  return new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
}

/** How much of a window's energy is a pure tone of `hz` (Goertzel). */
function toneShare(pcm: Int16Array, hz: number, from: number, to: number): number {
  const coeff = 2 * Math.cos((2 * Math.PI * hz) / 16000);
  let [s1, s2, energy] = [0, 0, 0];
  const [a, b] = [Math.round(from * 16000), Math.round(to * 16000)];
  for (let i = a; i < b; i++) {
    const x = (pcm[i] ?? 0) / 32768;
    [s1, s2] = [x + coeff * s1 - s2, s1];
    energy += x * x;
  }
  return (s1 * s1 + s2 * s2 - coeff * s1 * s2) / Math.max(1e-9, energy * (b - a));
}

describe('the studio’s recording of a narration part (docs/decisions/098)', () => {
  it('the next render plays it where its line is, under new keys', async () => {
    const orderId = await paidOrder();
    await acceptPhotos(orderId);
    const first = await until('the render with the voice', async () => {
      const now = await film(orderId);
      return now.render?.state === 'rendered' ? now : undefined;
    });
    // The studio's take of "the river sings." (after the name, in the first shot): a 1.5 kHz tone.
    const toneFile = path.join(scratch, 'take.wav');
    execFileSync(resolveFfmpeg().path, [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=f=1500:r=44100:d=1.5', toneFile],
    ]);
    const view = await studioNarration.upload(
      { story: 1, language: 'english', segment: 'test-river', line: 0, part: 1 },
      { stream: Readable.from([await readFile(toneFile)]), truncated: () => false },
      admin.id,
    );
    const take = view.parts.find((part) => part.segment === 'test-river' && part.part === 1)?.recording;
    expect(take?.current).toBe(true);

    expect((await inject('POST', `/api/orders/${orderId}/render`)).statusCode).toBe(202);
    const second = await until('the render with the studio’s take', async () => {
      const now = await film(orderId);
      return now.render?.state === 'rendered' && now.render.id !== first.render!.id ? now : undefined;
    });
    expect(second.render!.inputs_hash).not.toBe(first.render!.inputs_hash);
    const [row] = await t.database.db.select().from(filmRenders).where(eq(filmRenders.id, second.render!.id));
    expect((row!.record as { inputs: { narration: unknown } }).inputs.narration).toEqual({
      'test-river#0#1': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The first shot is 4-9 s into the film: the take sounds there, and only in the new render.
    const withVoice = await soundOf(first.render!.files!.master_url);
    const withTake = await soundOf(second.render!.files!.master_url);
    expect(toneShare(withTake, 1500, 4.5, 9)).toBeGreaterThan(10 * toneShare(withVoice, 1500, 4.5, 9));
  }, 300_000);
});

describe('failures and dead workers', () => {
  it('a render that keeps failing ends failed with its reason after its tries, and /metrics counts it', async () => {
    await workerQueue.stop();
    workerQueue = testWorkerQueue();
    const orderId = await paidOrder();
    // An ffmpeg that fails every time, on this worker only.
    await makeWorker({ ...process.env, FFMPEG_PATH: '/bin/false' }).start();
    await acceptPhotos(orderId);
    const failed = await until('the failure', async () => {
      const now = await film(orderId);
      return now.render?.state === 'failed' ? now : undefined;
    });
    expect(failed.render).toMatchObject({ attempts: 2, error_code: 'ffmpeg-failed', files: null });
    expect(failed.render!.error).toMatch(/^The render failed 2 times\. ffmpeg/);
    expect(failed.stage).toBe('in_production');
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.body).toMatch(/film_renders_by_state\{state="failed"\} [1-9]/);
  }, 180_000);

  it('a render child that dies says in the log how: its signal or exit code and its last stderr, without the name', async () => {
    await workerQueue.stop();
    workerQueue = testWorkerQueue();
    const orderId = await paidOrder();
    // A render child that is killed as it starts, as the kernel's out-of-memory killer would, after
    // its last words (which name the child, as an error message might).
    const crash = path.join(scratch, 'killed-child.mjs');
    await writeFile(
      crash,
      "process.stderr.write('renderer: out of memory while drawing the portrait of Aarav\\n');\n" +
        "process.kill(process.pid, 'SIGKILL');\n",
    );
    await makeWorker({ ...process.env, NODE_OPTIONS: `--import=${pathToFileURL(crash).href}` }).start();
    await acceptPhotos(orderId);
    const failed = await until('the failure', async () => {
      const now = await film(orderId);
      return now.render?.state === 'failed' ? now : undefined;
    });
    expect(failed.render).toMatchObject({ attempts: 2, error_code: 'render-crashed', files: null });
    expect(failed.render!.error).toContain('The renderer stopped unexpectedly (SIGKILL)');
    const tries = t
      .logText()
      .split('\n')
      .filter((line) => line.includes('film render try failed') && line.includes(failed.render!.id))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(tries.map((line) => line.attempt)).toEqual([1, 2]);
    expect(tries[0]).toMatchObject({
      code: 'render-crashed',
      final: false,
      signal: 'SIGKILL',
      exitCode: null,
      reason: 'The renderer stopped unexpectedly (SIGKILL).',
    });
    expect(tries[0]!.stderrTail).toContain('out of memory while drawing the portrait of [REDACTED]');
    expect(JSON.stringify(tries)).not.toContain('Aarav');
  }, 120_000);

  it('a worker that dies mid-render loses its lease after the heartbeat: another worker takes it over', async () => {
    // The failing worker goes; a good one is made ready but not yet working.
    await workerQueue.stop();
    workerQueue = testWorkerQueue();
    await workerQueue.ready();
    // Renders still waiting from the tests above are no longer wanted.
    await t.database.db
      .update(filmRenders)
      .set({ state: 'superseded' })
      .where(eq(filmRenders.state, 'queued'));
    const orderId = await paidOrder();
    await acceptPhotos(orderId);
    const renderId = (await film(orderId)).render!.id;
    // A worker takes the job and begins, then is SIGKILLed: no heartbeat, no failure recorded.
    const job = await until('the job', () => workerQueue.fetchOne(), 30);
    expect(job.data.renderId).toBe(renderId);
    expect(await createRendersRepository(t.database.db).begin(renderId)).toMatchObject({ attempts: 1 });
    const diedAt = Date.now();
    await makeWorker().start();
    const taken = await until('the take-over', async () => {
      const row = await createRendersRepository(t.database.db).find(renderId);
      return row && row.attempts === 2 ? Date.now() - diedAt : undefined;
    });
    // Not before the lease's heartbeat lapsed (10 s), and soon after it.
    expect(taken).toBeGreaterThanOrEqual(9_000);
    expect(taken).toBeLessThan(30_000);
    const done = await until('the render', async () => {
      const now = await film(orderId);
      return now.render?.state === 'rendered' ? now : undefined;
    });
    expect(done.render).toMatchObject({ id: renderId, attempts: 2, error: null });
    expect(done.stage).toBe('quality_check');
  }, 180_000);

  it('a render whose order is cancelled before its turn is not rendered: it is superseded', async () => {
    const orderId = await paidOrder();
    await acceptPhotos(orderId);
    // The worker above is busy for a moment at most; cancel at once.
    const cancelled = await inject('POST', `/api/orders/${orderId}/cancel`, { reason: 'Changed our minds' });
    expect(cancelled.statusCode).toBe(200);
    const done = await until('the render to be dropped', async () => {
      const now = await film(orderId);
      return now.render && now.render.state !== 'queued' && now.render.state !== 'rendering'
        ? now
        : undefined;
    });
    expect(done.stage).toBe('cancelled');
    expect(done.render).toMatchObject({ state: 'superseded', files: null });
    expect(done.can_render).toBe(false);
  }, 120_000);

  it('a render under way when its order is cancelled does not become its film: it is superseded', async () => {
    const orderId = await paidOrder();
    await acceptPhotos(orderId);
    await until('the render to be under way', async () => {
      const now = await film(orderId);
      return now.render?.state === 'rendering' ? now : undefined;
    });
    const cancelled = await inject('POST', `/api/orders/${orderId}/cancel`, { reason: 'Changed our minds' });
    expect(cancelled.statusCode).toBe(200);
    const dropped = (await film(orderId)).render!;
    expect(dropped).toMatchObject({ state: 'superseded', files: null });
    // The worker sees it at its next progress report and stops the renderer (its CPU goes to the
    // next render), leaving the render superseded, not failed.
    await until(
      'the worker to stop its try',
      async () =>
        t
          .logText()
          .split('\n')
          .some((line) => line.includes(dropped.id) && /film render stopped: superseded/.test(line))
          ? true
          : undefined,
      60,
    );
    expect(
      t
        .logText()
        .split('\n')
        .some((line) => line.includes(dropped.id) && /film render (finished|try failed)/.test(line)),
    ).toBe(false);
    const done = await film(orderId);
    expect(done.stage).toBe('cancelled');
    expect(done.render).toMatchObject({ state: 'superseded', files: null });
    expect(done.can_render).toBe(false);
  }, 300_000);

  it('the logs of all those renders hold no child’s name and no working link', () => {
    const logs = t.logText();
    expect(logs).toContain('film render finished');
    expect(logs).not.toContain('Aarav');
    expect(logs).not.toMatch(/[?&]sig=(?!\[REDACTED\])|X-Amz-Signature=(?!\[REDACTED\])/);
  });
});
