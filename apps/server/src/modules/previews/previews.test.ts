import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONSENT_MESSAGES, consentFor } from '@shop/contracts/privacy';
import {
  PREVIEW_LIMITS,
  previewResponseSchema,
  type Preview,
  type PreviewRequest,
} from '@shop/contracts/previews';
import { PREVIEW_MESSAGES_HI } from '@shop/content/parent-text/answers.hi';
import { TEST_STORYBOARD } from '@shop/content/storyboards/test-storyboard';
import { DirectoryCache } from '@shop/film/render/cache';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import { phoneJpeg, photoForm } from '../../../test/upload-fixtures.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { filmPreviews, orders, previewRequests } from '../../db/schema.ts';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { orderForm, payForOrder } from '../../../test/payment-fixtures.ts';
import { createRenderQueue, type RenderQueue } from '../studio/render-queue.repository.ts';
import { childProcessRunner, createRenderWorker, doorPortraits } from '../studio/render-worker.service.ts';

// Issue 35, the server's side (docs/decisions/099): a parent's order form asks for a preview of its
// inputs; the server checks the photo and clip are this browser's and the consent given, queues the
// render ahead of films (or answers with the same inputs' preview), keeps to its limits per session
// and network with a 429 in the parent's language, a film worker renders the teaser (the test
// storyboard at the 'test' profile, in a child process) and the parent plays it through a short-lived
// link; nobody else can read it, and it is deleted 24 h after it was last asked for.

let t: TestApp;
let storage: ObjectStorage;
let scratch: string;
let workerQueue: RenderQueue;
let closeModules: () => Promise<void>;
let startWorker: () => Promise<void>;

const retention = () => t.config.photoRetention.daysAfterDelivery;

beforeAll(async () => {
  t = await createTestApp({ env: { RENDER_PROFILE: 'test' } });
  storage = storageFromConfig(t.config);
  scratch = await mkdtemp(path.join(tmpdir(), 'previews-test-'));
  workerQueue = createRenderQueue({
    database: t.database,
    heartbeatSeconds: 10,
    retryLimit: 2,
    retryDelaySeconds: 0,
    log: t.app.log,
    worker: true,
    superviseIntervalSeconds: 1,
  });
  await workerQueue.ready();
  const modules = await modulesOf(t);
  closeModules = modules.close;
  startWorker = () =>
    createRenderWorker({
      db: t.database.db,
      queue: workerQueue,
      orders: modules.orders,
      videos: modules.videos,
      portraits: doorPortraits(modules.uploads),
      storage,
      cache: new DirectoryCache(path.join(scratch, 'cache')),
      workDir: path.join(scratch, 'work'),
      concurrency: 1,
      storyboardOf: () => TEST_STORYBOARD,
      runner: childProcessRunner(),
      previews: modules.previews,
      log: t.app.log,
    }).start();
}, 60_000);

afterAll(async () => {
  await workerQueue?.stop();
  await closeModules?.();
  storage?.close();
  await t?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const sessionCookie = (session: string) => ({ cookie: `diya_upload_session=${session}` });

/** A photo uploaded as a parent's browser uploads it: its id, in this session. */
async function uploadPhoto(session: string, width = 800): Promise<string> {
  const form = photoForm(await phoneJpeg({ width, height: 600 }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/uploads/photos',
    payload: form.payload,
    headers: { ...form.headers, ...sessionCookie(session) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().public_id as string;
}

const form = (photoId: string, overrides: Partial<PreviewRequest> = {}): PreviewRequest => ({
  storyId: 1,
  language: 'english',
  kidName: 'Aarav',
  photoId,
  crop: { x: 0.2, y: 0.1, size: 0.6 },
  consent: consentFor(retention()),
  ...overrides,
});

const ask = (session: string | null, payload: object, remoteAddress = '198.51.100.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/previews',
    payload,
    remoteAddress,
    headers: session ? sessionCookie(session) : {},
  });

const read = (session: string, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/previews/${id}`, headers: sessionCookie(session) });

const previewOf = (res: { json(): unknown }): Preview => previewResponseSchema.parse(res.json()).data;

async function jobsOf(previewId: string): Promise<{ priority: number }[]> {
  const { rows } = await t.database.db.execute<{ priority: number }>(
    sql`select priority from pgboss.job where name = 'film-render' and data->>'previewId' = ${previewId}`,
  );
  return rows;
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

const metric = async (outcome: string) => {
  const text = (await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`film_preview_requests_total{outcome="${outcome}"}`));
  return line ? Number(line.split(' ').pop()) : 0;
};

describe('a preview is asked for from the order form', () => {
  const session = crypto.randomUUID();
  let photoId: string;
  let first: Preview;

  it('is queued ahead of whole films, for this browser’s own photo with consent given', async () => {
    photoId = await uploadPhoto(session);
    const res = await ask(session, form(photoId));
    expect(res.statusCode).toBe(200);
    first = previewOf(res);
    expect(first).toMatchObject({ state: 'queued', progress: 0, video_url: null, error: null });
    const jobs = await jobsOf(first.id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.priority).toBeGreaterThan(0);
  });

  it('the same inputs again are the same preview, rendered once (the cache)', async () => {
    const before = await metric('cached');
    const again = previewOf(await ask(session, form(photoId)));
    expect(again.id).toBe(first.id);
    expect(await jobsOf(first.id)).toHaveLength(1);
    expect(await metric('cached')).toBe(before + 1);
    // Another frame is another preview.
    const reframed = previewOf(await ask(session, form(photoId, { crop: { x: 0, y: 0, size: 0.9 } })));
    expect(reframed.id).not.toBe(first.id);
  });

  it('refuses another browser’s photo, a missing consent, and a name the title cannot hold', async () => {
    const stranger = crypto.randomUUID();
    const theirs = await ask(stranger, form(photoId));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().code).toBe('PHOTOS_UNAVAILABLE');
    expect((await ask(null, form(photoId))).statusCode).toBe(400);
    const noConsent = await ask(session, { ...form(photoId), consent: undefined });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toContain(CONSENT_MESSAGES.required);
    const longName = await ask(session, form(photoId, { kidName: 'A'.repeat(41), siteLanguage: 'hi' }));
    expect(longName.statusCode).toBe(400);
    expect(longName.json().message).toBe(PREVIEW_MESSAGES_HI.nameTooLong);
    // Read by another browser: as if there were no such preview.
    expect((await read(stranger, first.id)).statusCode).toBe(404);
    expect((await read(session, first.id)).statusCode).toBe(200);
  });

  it('a film worker renders it, and the parent plays it through a short-lived link', async () => {
    await startWorker();
    const done = await until('the preview', async () => {
      const now = previewOf(await read(session, first.id));
      return now.state === 'rendered' || now.state === 'failed' ? now : undefined;
    });
    expect(done).toMatchObject({ state: 'rendered', progress: 1, error: null });
    expect(done.duration_seconds).toBeCloseTo(
      TEST_STORYBOARD.title.seconds + TEST_STORYBOARD.shots.find((shot) => shot.portrait)!.seconds,
      0,
    );
    const video = await t.app.inject({
      url: new URL(done.video_url!).pathname + new URL(done.video_url!).search,
    });
    expect(video.statusCode).toBe(200);
    expect(video.headers['content-type']).toBe('video/mp4');
    const file = path.join(scratch, 'played.mp4');
    await writeFile(file, video.rawPayload);
    const [width, height] = execFileSync('ffprobe', [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height'],
      ...['-of', 'csv=p=0', file],
    ])
      .toString()
      .trim()
      .split(',')
      .map(Number);
    expect(height).toBeLessThanOrEqual(720);
    expect(width! / height!).toBeCloseTo(16 / 9, 1);
    const [row] = await t.database.db.select().from(filmPreviews).where(eq(filmPreviews.id, first.id));
    expect(row!.masterKey).toMatch(/^films\/[0-9a-f-]{36}\.mp4$/);
    // The worker stops here: the limits below queue renders nobody needs to wait for.
    await workerQueue.stop();
  }, 180_000);
});

/** Pays for the form as the browser of `session` does; the order's id. */
async function pay(session: string, form: Record<string, unknown>): Promise<string> {
  return (await payForOrder(t, form, sessionCookie(session))).orderId;
}

describe('then pay: the order keeps the approved preview', () => {
  it('the order refers to the preview of its own inputs, and the studio sees it beside the order', async () => {
    const [rendered] = await t.database.db
      .select()
      .from(filmPreviews)
      .where(eq(filmPreviews.state, 'rendered'))
      .limit(1);
    const session = (
      await t.database.db
        .select({ session: previewRequests.uploadSession })
        .from(previewRequests)
        .where(eq(previewRequests.previewId, rendered!.id))
    )[0]!.session;
    const photoId = rendered!.photoKey.slice('photos/'.length, -'.jpg'.length);
    const orderId = await pay(
      session,
      orderForm([photoId], {
        storyId: 1,
        kidName: rendered!.childName,
        kidPhotoCrops: { [photoId]: rendered!.crop },
        previewId: rendered!.id,
      }),
    );
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.previewId).toBe(rendered!.id);
    const admin = await createUser(t, 'admin', 'Meera Studio');
    const detail = await t.app.inject({
      url: `/api/orders/${orderId}`,
      headers: bearer(await tokenFor(t, admin)),
    });
    expect(detail.statusCode).toBe(200);
    const approved = detail.json().data.approved_preview;
    expect(approved).toMatchObject({ id: rendered!.id });
    const video = await t.app.inject({
      url: new URL(approved.video_url).pathname + new URL(approved.video_url).search,
    });
    expect(video.statusCode).toBe(200);
  });

  it('money first: a preview of other inputs, another browser’s, or no preview at all never stops a paid payment from becoming one order', async () => {
    const [rendered] = await t.database.db
      .select()
      .from(filmPreviews)
      .where(eq(filmPreviews.state, 'rendered'))
      .limit(1);
    const session = crypto.randomUUID();
    for (const previewId of [rendered!.id, crypto.randomUUID(), 'not an id', undefined]) {
      // Each order claims its photo: every checkout here uploads its own.
      const photoId = await uploadPhoto(session, 900);
      const orderId = await pay(session, orderForm([photoId], previewId ? { previewId } : {}));
      const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order!.previewId).toBeNull();
    }
  });
});

describe('previews per order, and how many led to one (docs/decisions/103)', () => {
  const asked = async (bucket: string) => {
    const text = (await t.app.inject({ url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    const line = text.split('\n').find((l) => l.startsWith(`orders_by_previews_asked{previews="${bucket}"}`));
    return line ? Number(line.split(' ').pop()) : 0;
  };

  it('an order carries how many previews its parent asked for before paying, and /metrics counts it', async () => {
    const session = crypto.randomUUID();
    const photoId = await uploadPhoto(session, 820);
    const before = { two: await asked('2'), zero: await asked('0') };
    // Two previews, one of them asked for twice: two previews asked.
    for (const kidName of ['Kabir', 'Meera', 'Kabir'])
      expect((await ask(session, form(photoId, { kidName }), '198.51.100.20')).statusCode).toBe(200);
    const orderId = await pay(session, orderForm([photoId]));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order!.previewsAsked).toBe(2);
    expect(await asked('2')).toBe(before.two + 1);

    // A parent who never asked for one: 0.
    const other = crypto.randomUUID();
    const otherPhoto = await uploadPhoto(other, 830);
    const plain = await pay(other, orderForm([otherPhoto]));
    const [plainOrder] = await t.database.db.select().from(orders).where(eq(orders.id, plain));
    expect(plainOrder!.previewsAsked).toBe(0);
    expect(await asked('0')).toBe(before.zero + 1);
  });

  it('the studio sees previews rendered, orders placed with one, and the ratio; admins only', async () => {
    const admin = await createUser(t, 'admin', 'Asha Studio');
    const figures = await t.app.inject({
      url: '/api/studio/preview-figures?days=7',
      headers: bearer(await tokenFor(t, admin)),
    });
    expect(figures.statusCode).toBe(200);
    const rendered = await t.database.db
      .select()
      .from(filmPreviews)
      .where(eq(filmPreviews.state, 'rendered'));
    const placed = await t.database.db.select().from(orders);
    const withPreview = placed.filter((order) => order.previewId !== null).length;
    expect(rendered.length).toBeGreaterThan(0);
    expect(withPreview).toBe(1);
    expect(figures.json().data).toEqual({
      days: 7,
      previews_rendered: rendered.length,
      orders_placed: placed.length,
      orders_with_preview: withPreview,
      orders_after_asking: placed.filter((order) => (order.previewsAsked ?? 0) > 0).length,
      orders_per_preview: Math.round((withPreview / rendered.length) * 1000) / 1000,
    });
    // The count outlives the previews' rows: they go within a day, the figures cover weeks.
    await t.database.db.execute(sql`update preview_daily_counts set day = day - 10`);
    const week = await t.app.inject({
      url: '/api/studio/preview-figures?days=7',
      headers: bearer(await tokenFor(t, admin)),
    });
    expect(week.json().data).toMatchObject({ previews_rendered: 0, orders_per_preview: null });
    const month = await t.app.inject({
      url: '/api/studio/preview-figures?days=30',
      headers: bearer(await tokenFor(t, admin)),
    });
    expect(month.json().data.previews_rendered).toBe(rendered.length);
    await t.database.db.execute(sql`update preview_daily_counts set day = day + 10`);

    expect(
      (
        await t.app.inject({
          url: '/api/studio/preview-figures?days=12',
          headers: bearer(await tokenFor(t, admin)),
        })
      ).statusCode,
    ).toBe(400);
    const parent = await createUser(t, 'user', 'A Parent');
    expect(
      (await t.app.inject({ url: '/api/studio/preview-figures', headers: bearer(await tokenFor(t, parent)) }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/studio/preview-figures' })).statusCode).toBe(401);
  });
});

describe('limits and deletion', () => {
  it('a session that started its renders for the day gets a 429 in the parent’s language; a cached one still answers', async () => {
    const session = crypto.randomUUID();
    const photoId = await uploadPhoto(session, 640);
    const names = Array.from({ length: PREVIEW_LIMITS.perSession }, (_, i) => `Child ${i + 1}`);
    for (const kidName of names)
      expect((await ask(session, form(photoId, { kidName }))).statusCode).toBe(200);
    const refusedBefore = await metric('refused');
    const refused = await ask(session, form(photoId, { kidName: 'One more', siteLanguage: 'hi' }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'PREVIEW_SESSION_LIMIT',
      message: PREVIEW_MESSAGES_HI.sessionLimit,
    });
    expect(await metric('refused')).toBe(refusedBefore + 1);
    expect((await ask(session, form(photoId, { kidName: names[0] }))).statusCode).toBe(200);
  });

  it('a network that started its renders for the day gets a 429, whatever the session', async () => {
    const session = crypto.randomUUID();
    const photoId = await uploadPhoto(session, 700);
    const network = '203.0.113.50';
    const [some] = await t.database.db.select({ id: filmPreviews.id }).from(filmPreviews).limit(1);
    await t.database.db.insert(previewRequests).values(
      Array.from({ length: PREVIEW_LIMITS.perNetwork }, () => ({
        previewId: some!.id,
        uploadSession: crypto.randomUUID(),
        network,
        startedRender: true,
      })),
    );
    const refused = await ask(session, form(photoId, { kidName: 'Meera' }), network);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('PREVIEW_NETWORK_LIMIT');
    expect((await ask(session, form(photoId, { kidName: 'Meera' }), '203.0.113.51')).statusCode).toBe(200);
  });

  it('a preview no one asked for in 24 h goes with its files, but not one an order keeps with its photos', async () => {
    const rendered = await t.database.db
      .select()
      .from(filmPreviews)
      .where(eq(filmPreviews.state, 'rendered'));
    const held = await t.database.db
      .select({ orderId: orders.id, previewId: orders.previewId })
      .from(orders)
      .where(isNotNull(orders.previewId));
    // The order of 'then pay' approved one; the others are nobody's.
    expect(held).toHaveLength(1);
    const [approved] = rendered.filter((row) => row.id === held[0]!.previewId);
    const others = rendered.filter((row) => row.id !== approved!.id);
    expect(others.length).toBeGreaterThan(0);
    const keysOf = (rows: typeof rendered) => rows.flatMap((row) => [row.masterKey!, row.posterKey!]);
    for (const key of keysOf(rendered)) expect(await storage.stat(key)).not.toBeNull();
    await t.database.db.update(filmPreviews).set({ requestedAt: sql`now() - interval '25 hours'` });
    const before = (await t.database.db.select().from(filmPreviews)).length;
    const modules = await modulesOf(t);
    try {
      expect(await modules.previews.sweep()).toBe(before - 1);
      // Only the approved one stays, with its files, while the order keeps its photos.
      expect((await t.database.db.select().from(filmPreviews)).map((row) => row.id)).toEqual([approved!.id]);
      for (const key of keysOf(others)) expect(await storage.stat(key)).toBeNull();
      for (const key of keysOf([approved!])) expect(await storage.stat(key)).not.toBeNull();

      // The child's data goes on its schedule (or the parent's request): the preview with it.
      const deleted = await modules.childData.deletePhotos(held[0]!.orderId, 'retention_delivered', {
        role: 'system',
      });
      expect(deleted).toMatchObject({ deleted: true });
      expect(await t.database.db.select().from(filmPreviews)).toEqual([]);
      expect(await t.database.db.select().from(previewRequests)).toEqual([]);
      for (const key of keysOf([approved!])) expect(await storage.stat(key)).toBeNull();
      // The studio's detail then says it is gone (no links).
      const admin = await createUser(t, 'admin', 'Ravi Studio');
      const detail = await t.app.inject({
        url: `/api/orders/${held[0]!.orderId}`,
        headers: bearer(await tokenFor(t, admin)),
      });
      expect(detail.json().data.approved_preview).toMatchObject({ id: approved!.id, video_url: null });
    } finally {
      await modules.close();
    }
  });
});
