import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import {
  renderQueueStatusResponseSchema,
  TRUSTED_STORY_MESSAGES,
  trustedStoriesResponseSchema,
  trustedStoryResponseSchema,
  type RenderQueueStatus,
} from '@shop/contracts/render-queue';
import { TEST_STORYBOARD } from '@shop/content/storyboards/test-storyboard';
import { DirectoryCache } from '@shop/film/render/cache';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import { orderForm, payForOrder, uploadedPhotos } from '../../../test/payment-fixtures.ts';
import { phoneJpeg } from '../../../test/upload-fixtures.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { filmRenders, orderEvents, orders, outbox, renderWorkers, videos } from '../../db/schema.ts';
import { createRenderQueue, type RenderQueue } from './render-queue.repository.ts';
import { expectedFilmTimes, median } from './render-queue-status.service.ts';
import {
  createRenderWorker,
  doorPortraits,
  type RenderRunner,
  type RenderWorker,
} from './render-worker.service.ts';

// Issue 34 points 4 and 5 (docs/decisions/096): the render queue on the studio's dashboard, with
// each open order's expected film time and the orders that will miss the 24-hour promise; and the
// stories the studio trusts, whose films are delivered as soon as they render, once.

let t: TestApp;
let storage: ObjectStorage;
let admin: AuthenticatedUser;
let adminToken: string;
let parentToken: string;
let scratch: string;
let workerQueue: RenderQueue;
let closeModules: () => Promise<void>;
let makeWorker: (concurrency?: number, queue?: RenderQueue) => RenderWorker;

const MINUTE = 60_000;

/** A worker's own pg-boss on the test database, as a worker process has it. */
const testWorkerQueue = () =>
  createRenderQueue({
    database: t.database,
    heartbeatSeconds: 10,
    retryLimit: 3,
    retryDelaySeconds: 0,
    log: t.app.log,
    worker: true,
  });

/** A render that makes small files at once (the renderer itself is tested in renders.test.ts). */
const quickRunner: RenderRunner = async (input) => {
  const file = async (name: string, text: string) => {
    const at = path.join(input.outDir, name);
    await writeFile(at, text);
    return at;
  };
  return {
    result: {
      key: 'quick-render',
      files: {
        master: await file('master.mp4', 'master'),
        poster: await file('poster.jpg', 'poster'),
        captions: await file('captions.vtt', 'WEBVTT\n'),
        record: await file('record.json', '{}'),
      },
      record: { seconds: 22, timings: { total: 1 } },
    },
    stills: [{ label: 'Title', at: 0, file: await file('still.jpg', 'still') }],
    nameAudio: await file('name.wav', 'name'),
  };
};

beforeAll(async () => {
  t = await createTestApp({ env: { RENDER_PROFILE: 'test', RENDER_MAX_ATTEMPTS: '2' } });
  storage = storageFromConfig(t.config);
  admin = await createUser(t, 'admin', 'Meera Studio');
  adminToken = await tokenFor(t, admin);
  parentToken = await tokenFor(t, await createUser(t, 'user', 'A Parent'));
  scratch = await mkdtemp(path.join(tmpdir(), 'render-queue-test-'));
  workerQueue = testWorkerQueue();
  await workerQueue.ready();
  // The tests run jobs by hand (worker.run): the scratch space start() would make.
  await mkdir(path.join(scratch, 'work'), { recursive: true });
  const modules = await modulesOf(t);
  closeModules = modules.close;
  const cache = new DirectoryCache(path.join(scratch, 'cache'));
  makeWorker = (concurrency = 1, queue = workerQueue) =>
    createRenderWorker({
      db: t.database.db,
      queue,
      orders: modules.orders,
      videos: modules.videos,
      portraits: doorPortraits(modules.uploads),
      storage,
      cache,
      workDir: path.join(scratch, 'work'),
      concurrency,
      storyboardOf: () => TEST_STORYBOARD,
      runner: quickRunner,
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

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = adminToken) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function queueStatus(): Promise<RenderQueueStatus> {
  const res = await inject('GET', '/api/studio/render-queue');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return renderQueueStatusResponseSchema.parse(res.json()).data;
}

/** A paid order of story 3 with one photo, as a parent makes it. */
async function paidOrder(kidName = 'Aarav'): Promise<{ id: string; orderNumber: string }> {
  const photos = await uploadedPhotos(t, 1);
  const jpeg = await phoneJpeg({ width: 800, height: 600 });
  await storage.putStream(`photos/${photos[0]}.jpg`, Readable.from([jpeg]), {
    contentType: 'image/jpeg',
    contentLength: jpeg.length,
  });
  const { order } = await payForOrder(t, orderForm(photos, { kidName }));
  return { id: order.unique_id, orderNumber: order.order_number };
}

describe('the render queue’s endpoints are the studio’s', () => {
  it('answers 401 to a guest and 403 to a parent, and refuses a bad story or setting with a 400', async () => {
    expect((await t.app.inject({ url: '/api/studio/render-queue' })).statusCode).toBe(401);
    expect((await inject('GET', '/api/studio/render-queue', undefined, parentToken)).statusCode).toBe(403);
    expect((await inject('GET', '/api/studio/trusted-stories', undefined, parentToken)).statusCode).toBe(403);
    const asParent = await inject(
      'PUT',
      '/api/studio/trusted-stories/3',
      { auto_deliver: true },
      parentToken,
    );
    expect(asParent.statusCode).toBe(403);
    const unknown = await inject('PUT', '/api/studio/trusted-stories/28', { auto_deliver: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain(TRUSTED_STORY_MESSAGES.unknownStory);
    const notABoolean = await inject('PUT', '/api/studio/trusted-stories/3', { auto_deliver: 'yes' });
    expect(notABoolean.statusCode).toBe(400);
    expect(notABoolean.json().message).toContain(TRUSTED_STORY_MESSAGES.autoDeliverRequired);
    // Nothing was changed by the refusals: every story is still reviewed by a person.
    const stories = trustedStoriesResponseSchema.parse(
      (await inject('GET', '/api/studio/trusted-stories')).json(),
    ).data;
    expect(stories).toHaveLength(27);
    expect(stories.filter((story) => story.auto_deliver)).toEqual([]);
  });
});

describe('the queue, the rate, the workers and which orders will be late', () => {
  it('estimates each open order’s film from the renders in flight, the last hour’s median and the capacity', async () => {
    const T0 = Date.now();
    const at = (minutes: number) => new Date(T0 + minutes * MINUTE);
    const db = t.database.db;
    const rendering = await paidOrder('Aarav Kumar');
    const waitingLong = await paidOrder('Diya');
    const waiting = await paidOrder('Ishaan');
    const received = await paidOrder('Kavya');
    const photoNeeded = await paidOrder('Meera');

    // The orders as the studio left them (stages and due times set directly: the estimate's
    // inputs, not the moves, are what is tested here).
    const set = async (id: string, stage: 'in_production' | 'photo_needed' | 'received', due: Date) =>
      db.update(orders).set({ stage, dueAt: due }).where(eq(orders.id, id));
    await set(rendering.id, 'in_production', at(60));
    await set(waitingLong.id, 'in_production', at(10));
    await set(waiting.id, 'in_production', at(24 * 60));
    await set(received.id, 'received', at(20));
    await set(photoNeeded.id, 'photo_needed', at(-60));

    // Three renders finished in the last hour (10, 15 and 20 minutes: median 15), one long before.
    const finished = (orderId: string, startedAt: Date, seconds: number) => ({
      orderId,
      state: 'superseded' as const,
      maxAttempts: 2,
      profile: 'test',
      inputsHash: 'h',
      queuedAt: new Date(startedAt.getTime() - MINUTE),
      startedAt,
      finishedAt: new Date(startedAt.getTime() + seconds * 1000),
    });
    await db
      .insert(filmRenders)
      .values([
        finished(rendering.id, at(-50), 600),
        finished(rendering.id, at(-50), 900),
        finished(waiting.id, at(-50), 1200),
        finished(waiting.id, at(-180), 60),
      ]);
    // In flight: one rendering since 5 minutes, two waiting (20 and 10 minutes).
    await db.insert(filmRenders).values([
      {
        orderId: rendering.id,
        state: 'rendering',
        maxAttempts: 2,
        profile: 'test',
        queuedAt: at(-6),
        startedAt: at(-5),
      },
      { orderId: waitingLong.id, state: 'queued', maxAttempts: 2, profile: 'test', queuedAt: at(-20) },
      { orderId: waiting.id, state: 'queued', maxAttempts: 2, profile: 'test', queuedAt: at(-10) },
    ]);
    // A worker that stopped reporting minutes ago is not counted; the one started here is.
    await db
      .insert(renderWorkers)
      .values({ id: 'gone:1:x', host: 'gone', concurrency: 4, startedAt: at(-30), seenAt: at(-10) });
    // Its own queue, stopped at the end, so it takes none of the later tests' jobs.
    const ownQueue = testWorkerQueue();
    const worker = makeWorker(2, ownQueue);
    await worker.start();

    const status = await queueStatus();
    const now = Date.parse(status.computed_at);
    expect(status).toMatchObject({
      waiting: 2,
      rendering: 1,
      finished_last_hour: 3,
      median_seconds_last_hour: 900,
      estimate_render_seconds: 900,
      estimate_basis: 'last_hour',
      workers: { live: 1, capacity: 2 },
    });
    expect(status.oldest_waiting_seconds).toBeCloseTo((now - at(-20).getTime()) / 1000, 3);

    const byId = new Map(status.orders.map((order) => [order.order_id, order]));
    const expectedAt = (id: string) => Date.parse(byId.get(id)!.expected_at!);
    // Two slots: the render in flight ends at its start plus 15 minutes; the other slot is free now.
    expect(expectedAt(rendering.id)).toBe(at(10).getTime());
    // The oldest waiting render takes the free slot, the next one the slot the render in flight frees.
    expect(expectedAt(waitingLong.id)).toBe(now + 15 * MINUTE);
    expect(expectedAt(waiting.id)).toBe(at(10).getTime() + 15 * MINUTE);
    // Photos not accepted yet: rendered after those, in the slot that frees first.
    expect(expectedAt(received.id)).toBe(now + 30 * MINUTE);
    expect(byId.get(photoNeeded.id)!.expected_at).toBeNull();

    expect(byId.get(rendering.id)).toMatchObject({
      order_number: rendering.orderNumber,
      child_first_name: 'Aarav',
      stage: 'in_production',
      render_state: 'rendering',
      late: false,
    });
    const late = status.orders.filter((order) => order.late).map((order) => order.order_id);
    // Due in 10 minutes but rendered in 15; due in 20 but rendered in 30; already past due.
    expect(late.sort()).toEqual([waitingLong.id, received.id, photoNeeded.id].sort());
    expect(byId.get(waiting.id)!.late).toBe(false);

    // A worker that stops leaves the count: waiting renders then have no time to expect.
    await worker.stop();
    await ownQueue.stop();
    const stopped = await queueStatus();
    expect(stopped.workers).toEqual({ live: 0, capacity: 0 });
    expect(stopped.orders.find((order) => order.order_id === waitingLong.id)!.expected_at).toBeNull();
    expect(stopped.orders.find((order) => order.order_id === rendering.id)!.expected_at).toBe(
      at(10).toISOString(),
    );
    // Leave the next tests an empty queue (these renders have no jobs).
    await db.delete(filmRenders);
    await db.delete(renderWorkers);
  });

  it('with nothing finished to measure, nothing is estimated; an order past due is still late', () => {
    const now = 1_000_000;
    const active = [
      { id: 'r1', orderId: 'a', state: 'queued' as const, startedAt: null },
      { id: 'r2', orderId: 'b', state: 'rendering' as const, startedAt: new Date(now - 60_000) },
    ];
    expect(expectedFilmTimes({ now, capacity: 2, renderSeconds: null, active, toQueue: ['c'] }).size).toBe(0);
    // One slot, busy: the waiting render follows the one in flight, then the order not yet queued.
    const oneSlot = expectedFilmTimes({ now, capacity: 1, renderSeconds: 120, active, toQueue: ['c'] });
    expect(Object.fromEntries(oneSlot)).toEqual({ b: now + 60_000, a: now + 180_000, c: now + 300_000 });
    // A render past its expected time is expected now, not in the past.
    const overdue = expectedFilmTimes({
      now,
      capacity: 1,
      renderSeconds: 30,
      active: [active[1]!],
      toQueue: [],
    });
    expect(overdue.get('b')).toBe(now);
    // Previews go first on the same workers: one rendering for 10 s of its 20, two waiting, one slot
    // free beside the busy film: the free slot renders the rest of that one's neighbours first.
    const withPreviews = expectedFilmTimes({
      now,
      capacity: 2,
      renderSeconds: 120,
      active,
      toQueue: ['c'],
      previews: { renderingSince: [new Date(now - 10_000)], queued: 2, renderSeconds: 20 },
    });
    // Slots: film b ends at +60 s, the preview at +10 s; the two waiting previews take the preview's
    // slot (+30 s, +50 s); then film a takes it (+170 s) and c the film's slot (+180 s).
    expect(Object.fromEntries(withPreviews)).toEqual({ b: now + 60_000, a: now + 170_000, c: now + 180_000 });
    // Without a measured preview a film's time stands in for it (never optimistic).
    const unmeasured = expectedFilmTimes({
      now,
      capacity: 1,
      renderSeconds: 120,
      active: [],
      toQueue: ['c'],
      previews: { renderingSince: [], queued: 1, renderSeconds: null },
    });
    expect(unmeasured.get('c')).toBe(now + 240_000);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe('a trusted story’s film is delivered automatically after a successful render', () => {
  const trust = async (autoDeliver: boolean) => {
    const res = await inject('PUT', '/api/studio/trusted-stories/3', { auto_deliver: autoDeliver });
    expect(res.statusCode).toBe(200);
    expect(trustedStoryResponseSchema.parse(res.json()).data).toMatchObject({
      story: 3,
      auto_deliver: autoDeliver,
      renderable: true,
    });
  };

  /** The studio accepts the photos; a worker takes the render's job (and keeps it, to run it again). */
  async function acceptedAndTaken(orderId: string) {
    const accepted = await inject('POST', `/api/orders/${orderId}/stage`, { stage: 'in_production' });
    expect(accepted.statusCode).toBe(200);
    const job = await workerQueue.fetchOne();
    expect(job?.data.orderId).toBe(orderId);
    return job!;
  }

  it('delivers once through the usual delivery, also when the completion runs again', async () => {
    await trust(true);
    const listed = trustedStoriesResponseSchema.parse(
      (await inject('GET', '/api/studio/trusted-stories')).json(),
    );
    expect(listed.data.filter((story) => story.auto_deliver).map((story) => story.story)).toEqual([3]);

    const order = await paidOrder();
    const job = await acceptedAndTaken(order.id);
    const worker = makeWorker();
    // The same job twice at once (a lease that lapsed while the first still ran), then once more
    // (a worker that died after its commit, before pg-boss heard of it).
    await Promise.all([worker.run(job), worker.run(job)]);
    await worker.run(job);

    const db = t.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.stage).toBe('delivered');
    expect(row!.status).toBe('complete');
    const delivered = await db.select().from(videos).where(eq(videos.orderId, order.id));
    const [render] = await db.select().from(filmRenders).where(eq(filmRenders.orderId, order.id));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.uri).toBe(render!.masterKey);
    expect(render!.state).toBe('rendered');
    const mail = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, order.id), eq(outbox.kind, 'delivery')));
    expect(mail).toHaveLength(1);
    // The timeline says nobody pressed it: the shop delivered it, and why.
    const events = await db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStage, 'delivered')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actorRole: 'system',
      note: TRUSTED_STORY_MESSAGES.deliveredAutomatically,
    });
    // And the studio's order detail shows it so.
    const detail = (await inject('GET', `/api/orders/${order.id}`)).json().data;
    expect(detail.stage).toBe('delivered');
    expect(detail.events.at(-1)).toMatchObject({
      to: 'delivered',
      by: { role: 'system' },
      note: TRUSTED_STORY_MESSAGES.deliveredAutomatically,
    });
  });

  it('a story no longer trusted waits in quality_check for the studio’s review', async () => {
    await trust(false);
    const order = await paidOrder();
    const job = await acceptedAndTaken(order.id);
    await makeWorker().run(job);
    const db = t.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.stage).toBe('quality_check');
    expect(await db.select().from(videos).where(eq(videos.orderId, order.id))).toEqual([]);
    // Its film is ready: the dashboard expects it at its render's end, and it is not late.
    const entry = (await queueStatus()).orders.find((candidate) => candidate.order_id === order.id)!;
    expect(entry).toMatchObject({ stage: 'quality_check', render_state: 'rendered', late: false });
    expect(entry.expected_at).not.toBeNull();
  });
});
