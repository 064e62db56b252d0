import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { consentFor, DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY } from '@shop/contracts/privacy';
import { orderNumberFromClientSecret } from '@shop/contracts/orders-create';
import { TEST_STORYBOARD } from '@shop/content/storyboards/test-storyboard';
import { DirectoryCache } from '@shop/film/render/cache';
import type { ChildRenderInput } from '@shop/film/render/child-protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, tokenFor } from '../../../test/auth-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/create-test-app.ts';
import { modulesOf } from '../../../test/modules.ts';
import { orderForm, payForOrder, uploadedPhotos } from '../../../test/payment-fixtures.ts';
import { phoneJpeg } from '../../../test/upload-fixtures.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import { storageFromConfig } from '../../adapters/storage/storage-from-config.ts';
import { outbox } from '../../db/schema.ts';
import { createRenderQueue, type RenderQueue } from '../studio/render-queue.repository.ts';
import {
  createRenderWorker,
  doorPortraits,
  type RenderRunner,
  type RenderWorker,
} from '../studio/render-worker.service.ts';

// A gift's film opens with the giver's card (docs/decisions/116): the render worker takes its words
// from the gift's row through the gifts module's door, never from a browser; an order that is not a
// gift renders without one. The film's delivery e-mail repeats the message.

const DAY_MS = 86_400_000;
const dateAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

let t: TestApp;
let storage: ObjectStorage;
let adminToken: string;
let scratch: string;
let workerQueue: RenderQueue;
let closeModules: () => Promise<void>;
let worker: RenderWorker;
/** What the worker handed the renderer, by order. */
const rendered = new Map<string, ChildRenderInput>();

/** A render that records its input and makes small files at once (the renderer is tested in packages/film). */
const recordingRunner: RenderRunner = async (input) => {
  const file = async (name: string, text: string) => {
    const at = path.join(input.outDir, name);
    await writeFile(at, text);
    return at;
  };
  rendered.set(input.childName, input);
  return {
    result: {
      key: `render-${input.childName}`,
      files: {
        master: await file('master.mp4', 'master'),
        poster: await file('poster.jpg', 'poster'),
        captions: await file('captions.vtt', 'WEBVTT\n'),
        record: await file('record.json', '{}'),
      },
      record: { seconds: 27, timings: { total: 1 } },
    },
    stills: [],
    nameAudio: await file('name.wav', 'name'),
  };
};

beforeAll(async () => {
  t = await createTestApp({ env: { RENDER_PROFILE: 'test', RENDER_MAX_ATTEMPTS: '2' } });
  storage = storageFromConfig(t.config);
  adminToken = await tokenFor(t, await createUser(t, 'admin', 'Meera Studio'));
  scratch = await mkdtemp(path.join(tmpdir(), 'gift-film-test-'));
  await mkdir(path.join(scratch, 'work'), { recursive: true });
  workerQueue = createRenderQueue({
    database: t.database,
    heartbeatSeconds: 10,
    retryLimit: 3,
    retryDelaySeconds: 0,
    log: t.app.log,
    worker: true,
    superviseIntervalSeconds: 1,
  });
  await workerQueue.ready();
  const modules = await modulesOf(t);
  closeModules = modules.close;
  worker = createRenderWorker({
    db: t.database.db,
    queue: workerQueue,
    orders: modules.orders,
    videos: modules.videos,
    portraits: doorPortraits(modules.uploads),
    gifts: modules.gifts,
    storage,
    cache: new DirectoryCache(path.join(scratch, 'cache')),
    workDir: path.join(scratch, 'work'),
    concurrency: 1,
    storyboardOf: () => TEST_STORYBOARD,
    runner: recordingRunner,
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

const post = (url: string, payload: object, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });

/** Photos uploaded by this browser, their files in storage as the upload left them. */
async function storedPhotos(): Promise<string[]> {
  const photos = await uploadedPhotos(t, 1);
  const jpeg = await phoneJpeg({ width: 800, height: 600 });
  await storage.putStream(`photos/${photos[0]}.jpg`, Readable.from([jpeg]), {
    contentType: 'image/jpeg',
    contentLength: jpeg.length,
  });
  return photos;
}

/** A paid gift for `kidName`, accepted by the parent with a photo: its order id. */
async function acceptedGift(kidName: string, message: string): Promise<string> {
  const started = await post('/api/gifts/create-payment-intent', {
    kidName,
    storyId: 3,
    language: 'hindi',
    email: 'giver@example.com',
    country: 'US',
    siteLanguage: 'en',
    deliverOn: { date: dateAhead(10), time: '09:00', timeZone: 'Asia/Kolkata' },
    gift: {
      giverName: 'Dadi Kamla',
      occasion: 'diwali',
      message,
      recipientEmail: 'parent@example.in',
    },
  });
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, checkoutToken } = started.json();
  const paid = await post('/api/payments/sandbox/card/confirm', {
    clientSecret,
    cardNumber: '4242 4242 4242 4242',
    expiry: '12/39',
    cvc: '123',
  });
  expect(paid.statusCode).toBe(200);
  const created = await post('/api/orders', {
    payment_intent_id: orderNumberFromClientSecret(clientSecret),
    checkout_token: checkoutToken,
  });
  expect(created.statusCode, created.body).toBe(201);
  const orderId = created.json().data.unique_id as string;
  const [invitation] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.orderId, orderId), eq(outbox.kind, 'gift-invitation')));
  const token = /\/gift\/([A-Za-z0-9_-]{20,})/.exec(invitation!.text)![1]!;
  const claimed = await post(`/api/gifts/invitation/${token}/claim`, {
    email: 'parent@example.in',
    consent: consentFor(DEFAULT_PHOTO_RETENTION_DAYS_AFTER_DELIVERY),
    kidPhotoIds: await storedPhotos(),
  });
  expect(claimed.statusCode, claimed.body).toBe(200);
  return orderId;
}

/** The studio accepts the photos and a worker renders the film. */
async function render(orderId: string) {
  const accepted = await post(`/api/orders/${orderId}/stage`, { stage: 'in_production' }, adminToken);
  expect(accepted.statusCode, accepted.body).toBe(200);
  const job = await workerQueue.fetchOne();
  expect(job?.data.orderId).toBe(orderId);
  await worker.run(job!);
}

describe('the gift’s card at the film’s start', () => {
  it('a gift order’s render carries the giver’s card from the gift; another order’s carries none', async () => {
    const message = 'मेरी प्यारी मीरा, {\\fs99}<b> दिवाली मुबारक!';
    const giftOrder = await acceptedGift('Meera', message);
    await render(giftOrder);
    expect(rendered.get('Meera')?.giftCard).toEqual({
      giverName: 'Dadi Kamla',
      occasion: 'diwali',
      message,
    });

    const { orderId } = await payForOrder(t, orderForm(await storedPhotos(), { kidName: 'Kabir' }));
    await render(orderId);
    expect(rendered.get('Kabir')).toBeDefined();
    expect(rendered.get('Kabir')?.giftCard ?? null).toBeNull();
  });

  it('the gift’s delivery e-mail, on its day, repeats the giver’s message', async () => {
    const giftOrder = await acceptedGift('Diya', 'Shine bright, little one!');
    await render(giftOrder);
    const approved = await post(`/api/orders/${giftOrder}/render/approve`, {}, adminToken);
    expect(approved.statusCode, approved.body).toBe(200);
    // Held for its day; released by the release pass once the day has come.
    const later = await modulesOf(t, { clock: { now: () => new Date(Date.now() + 11 * DAY_MS) } });
    try {
      expect((await later.videos.releaseDue()).released).toBeGreaterThanOrEqual(1);
    } finally {
      await later.close();
    }
    const [delivery] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.orderId, giftOrder), eq(outbox.kind, 'delivery')));
    expect(delivery?.toAddress).toBe('parent@example.in');
    expect(delivery?.text).toContain('Dadi Kamla’s message, on the film’s first card:');
    expect(delivery?.text).toContain('Shine bright, little one!');
  });
});
