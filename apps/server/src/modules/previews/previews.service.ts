import { createHash } from 'node:crypto';
import { createReadStream, statSync } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  CONSENT_ERROR_CODES,
  CONSENT_MESSAGES,
  CONSENT_VERSION,
  type PhotoRetention,
} from '@shop/contracts/privacy';
import {
  PREVIEW_ERROR_CODES,
  PREVIEW_LIMITS,
  type Preview,
  type PreviewFigures,
  type previewRequestSchema,
} from '@shop/contracts/previews';
import { PHOTO_ERROR_CODES, PHOTO_MESSAGES, type PhotoCrop } from '@shop/contracts/uploads';
import { previewMessage } from '@shop/content/parent-text/answers';
import { VOICE_CLIP_ERROR_CODES, VOICE_CLIP_MESSAGES } from '@shop/contracts/voice';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { newObjectKey, type StoredContentType } from '../../adapters/storage/object-keys.ts';
import { ObjectExistsError, type ObjectStorage } from '../../adapters/storage/object-storage.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import type { AppError } from '../../errors/app-error.ts';
import { badRequest, notFound, tooManyRequests } from '../../errors/app-error.ts';
import type { UploadsService, VoiceClipsService } from '../uploads/index.ts';
import { clientNetwork } from '../uploads/index.ts';
import { createPreviewsRepository, type PreviewRow } from './previews.repository.ts';

// A personal preview before paying (issue 35, docs/decisions/099). The order form asks for one once
// its inputs are complete; the server checks that the photo and the clip are this browser's own
// uploads and that the parent consented, then answers at once with the preview of the same inputs
// when one exists (rendered or on its way: the cache is shared, whoever asked first), or queues a new
// render ahead of every whole film, within the limits of a session and of a network. The render
// worker (studio module) takes its inputs and hands back its files through this service. Nothing
// here logs a name, a photo or a link.

export type PreviewRequestInput = z.output<typeof previewRequestSchema>;

export interface PreviewCaller {
  /** request.ip, as the app's trusted-proxy rules derive it. */
  ip: string;
  /** The upload session cookie's value; null when the browser has none (so no uploads either). */
  session: string | null;
}

/** What a request came to, for /metrics. */
export type PreviewOutcome = 'queued' | 'cached' | 'refused';

/** The queue, as the render queue gives it to this module (queued in the caller's transaction). */
export interface PreviewQueue {
  ready(): Promise<void>;
  send(tx: Tx, previewId: string): Promise<string>;
}

/** What the render worker needs of a preview. */
export interface PreviewRenderInputs {
  story: number;
  language: 'english' | 'hindi';
  childName: string;
  nameSpelling: string | null;
  portrait: Buffer;
  nameRecording: Buffer | null;
  profile: 'preview' | 'test';
}

/** How many of the latest rendered previews measure a preview's render time. */
const LATEST_PREVIEWS_MEASURED = 20;

export interface PreviewsService {
  request(input: PreviewRequestInput, caller: PreviewCaller): Promise<Preview>;
  read(id: string, caller: PreviewCaller): Promise<Preview>;
  /** The worker takes the preview: its inputs, or null when it no longer waits for a render. */
  begin(id: string): Promise<PreviewRenderInputs | null>;
  progress(id: string, fraction: number): Promise<void>;
  /** The rendered files, stored under keys derived from the inputs (a retry finds them there). */
  publish(id: string, files: { master: string; poster: string; seconds: number }): Promise<void>;
  fail(id: string, code: string): Promise<void>;
  /**
   * The checkout's check (docs/decisions/099): the preview's id when it is this session's, rendered,
   * and made of exactly these inputs (so the film renders from what the parent approved); else null.
   * Never throws for a preview: nothing about one may stop a payment.
   */
  approvedFor(
    previewId: string | undefined,
    session: string | null,
    form: ApprovedInputs,
  ): Promise<string | null>;
  /**
   * How many previews this upload session asked for, counted when its checkout starts
   * (docs/decisions/103); null when it cannot be counted: never a reason to refuse a checkout.
   */
  askedBy(session: string | null): Promise<number | null>;
  /** The studio's figures over the last `days` days: previews rendered, orders placed with one. */
  figures(days: number): Promise<PreviewFigures>;
  /** The previews the render workers owe now, for the studio's film estimates (docs/decisions/096). */
  workFacts(): Promise<{ renderingSince: Date[]; queued: number; latestSeconds: number[] }>;
  /** The studio's view of an order's approved preview: short-lived links while it is kept (with the photos), else nulls. */
  staffView(previewId: string): Promise<{
    id: string;
    video_url: string | null;
    poster_url: string | null;
    expires_at: string | null;
  }>;
  /** Whether this upload session asked for the preview, and whether it is rendered (family links). */
  ownedBy(previewId: string, session: string | null): Promise<{ rendered: boolean } | null>;
  /**
   * What a family link to the preview shows (docs/decisions/100): its inputs' name, story and
   * language, and short-lived links, while it is rendered and kept; else null.
   */
  familyView(previewId: string): Promise<SharedPreview | null>;
  /** Kept at least until then, past the 24 h rule, while a family link to it works (null: no link). */
  keepUntil(previewId: string, until: Date | null): Promise<void>;
  /**
   * The files of the preview this order approved, in the caller's transaction (child-data's, which
   * holds the order's lock): kept as long as the order's photos and deleted with them
   * (docs/decisions/103). None when another order that keeps its photos approved the same preview.
   */
  heldFilesOf(tx: Tx, orderId: string): Promise<string[]>;
  /** After those files went: the preview's row (and who asked for it), in the same transaction. */
  forgetHeld(tx: Tx, orderId: string): Promise<void>;
  /**
   * Previews no one asked for in 24 h, files first, then rows, but never one an order holds with its
   * photos (nor one a working family link keeps). Returns how many went.
   */
  sweep(): Promise<number>;
}

/** A rendered preview as a family link shows it. */
export interface SharedPreview {
  story: number;
  language: 'english' | 'hindi';
  childName: string;
  video_url: string;
  poster_url: string;
}

/** What a checkout says the film is made of, to compare with a preview's inputs. */
export interface ApprovedInputs {
  storyId: number;
  language: 'english' | 'hindi';
  kidName: string;
  pronunciation?: string | undefined;
  kidPhotoIds: readonly string[];
  kidPhotoCrops?: Readonly<Record<string, PhotoCrop>> | undefined;
  voiceClipId?: string | undefined;
}

export interface PreviewsDependencies {
  db: Db;
  storage: ObjectStorage;
  uploads: Pick<UploadsService, 'sessionPhoto' | 'portraitFrom' | 'openPhoto'>;
  voiceClips: Pick<VoiceClipsService, 'sessionClip' | 'open'>;
  queue: PreviewQueue;
  retention: PhotoRetention;
  /** The film's profile: 'test' renders previews at the test size too. */
  filmProfile: 'master' | 'test';
  /** Renders a network may start in 24 h (PREVIEW_LIMITS.perNetwork unless configured). */
  perNetwork?: number;
  observe?: (outcome: PreviewOutcome) => void;
  log: FastifyBaseLogger;
}

/** How long a preview and its files are kept after it was last asked for, like an unclaimed upload. */
export const PREVIEW_KEEP_HOURS = 24;
const SWEEP_BATCH = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sha256 = async (stream: Readable) => {
  const hash = createHash('sha256');
  for await (const chunk of stream as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
};

/** A frame as the cache keys it: fractions to 4 places (a pixel of a 10,000 px photo). */
const cropKey = (crop: PhotoCrop | null | undefined) =>
  crop ? [crop.x, crop.y, crop.size].map((n) => n.toFixed(4)).join(',') : 'centre';

/** A stable object key for a preview's file, from its inputs' key: the same inputs, the same key. */
function previewObjectKey(cacheKey: string, name: string, contentType: StoredContentType) {
  const hex = createHash('sha256').update(`preview:${cacheKey}:${name}`).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  return newObjectKey('films', contentType, id);
}

export function createPreviewsService({
  db,
  storage,
  uploads,
  voiceClips,
  queue,
  retention,
  filmProfile,
  perNetwork = PREVIEW_LIMITS.perNetwork,
  observe = () => {},
  log,
}: PreviewsDependencies): PreviewsService {
  const repository = createPreviewsRepository(db);
  const profile = filmProfile === 'test' ? 'test' : 'preview';

  async function view(row: PreviewRow, language: 'en' | 'hi' = 'en'): Promise<Preview> {
    const rendered = row.state === 'rendered' && row.masterKey && row.posterKey;
    const link = (key: string) => storage.signedGetUrl(key, { expiresInSeconds: PREVIEW_LIMITS.linkSeconds });
    return {
      id: row.id,
      state: row.state,
      progress: row.progress,
      queue_position: row.state === 'queued' ? await repository.queuedAhead(row) : null,
      // The parent's words, never the renderer's (its reason is kept on the row for the operator).
      error: row.state === 'failed' ? previewMessage('failed', language) : null,
      video_url: rendered ? await link(row.masterKey!) : null,
      poster_url: rendered ? await link(row.posterKey!) : null,
      duration_seconds: rendered ? row.durationSeconds : null,
      expires_at: new Date(
        Math.max(row.requestedAt.getTime() + PREVIEW_KEEP_HOURS * 3600_000, row.keptUntil?.getTime() ?? 0),
      ).toISOString(),
    };
  }

  const refuse = (error: AppError): never => {
    observe('refused');
    throw error;
  };

  return {
    async request(input, caller) {
      const language = input.siteLanguage;
      const name = input.kidName.normalize('NFC').trim();
      if ([...name].length > PREVIEW_LIMITS.nameMaxLength)
        refuse(badRequest(previewMessage('nameTooLong', language), PREVIEW_ERROR_CODES.nameTooLong));
      if (
        input.consent.version !== CONSENT_VERSION ||
        input.consent.daysAfterDelivery !== retention.daysAfterDelivery
      )
        refuse(badRequest(CONSENT_MESSAGES.changed, CONSENT_ERROR_CODES.changed));
      // Only this browser's own uploads (docs/decisions/070): another's is as unknown as none.
      const photo = await uploads.sessionPhoto(input.photoId, caller.session);
      if (!photo) return refuse(badRequest(PHOTO_MESSAGES.unavailable, PHOTO_ERROR_CODES.unavailable));
      const clip = input.voiceClipId
        ? await voiceClips.sessionClip(input.voiceClipId, caller.session)
        : undefined;
      if (input.voiceClipId && !clip)
        refuse(badRequest(VOICE_CLIP_MESSAGES.unavailable, VOICE_CLIP_ERROR_CODES.unavailable));
      const session = caller.session!;
      const spelling = input.pronunciation?.trim() || null;

      // The cache's key: what the preview is made of, the photo and the clip by their bytes (the
      // same photo uploaded twice is the same preview).
      const cacheKey = createHash('sha256')
        .update(
          JSON.stringify([
            1,
            profile,
            input.storyId,
            input.language,
            name,
            await sha256(await uploads.openPhoto(photo.storageKey)),
            cropKey(input.crop),
            spelling,
            clip ? await sha256(await voiceClips.open(clip.storageKey)) : null,
          ]),
        )
        .digest('hex');

      await queue.ready();
      const network = clientNetwork(caller.ip);
      const { row, outcome } = await inTransaction(db, async (tx) => {
        const inTx = createPreviewsRepository(tx);
        await inTx.lockLimits({ network, session });
        const existing = await inTx.findByCacheKey(cacheKey);
        if (existing && existing.state !== 'failed') {
          await inTx.touch(existing.id);
          if (!(await inTx.hasRequest(existing.id, session)))
            await inTx.addRequest({
              previewId: existing.id,
              uploadSession: session,
              network,
              startedRender: false,
            });
          return { row: existing, outcome: 'cached' as const };
        }
        const started = await inTx.rendersStarted({ network, session }, PREVIEW_LIMITS.windowHours);
        if (started.session >= PREVIEW_LIMITS.perSession)
          return { row: null, outcome: 'sessionLimit' as const };
        if (started.network >= perNetwork) return { row: null, outcome: 'networkLimit' as const };
        const queued = await inTx.upsertQueued({
          cacheKey,
          story: input.storyId,
          language: input.language,
          childName: name,
          pronunciation: spelling,
          photoKey: photo.storageKey,
          crop: input.crop ?? null,
          voiceClipKey: clip?.storageKey ?? null,
          profile,
        });
        await inTx.setJob(queued.id, await queue.send(tx, queued.id));
        await inTx.addRequest({ previewId: queued.id, uploadSession: session, network, startedRender: true });
        return { row: queued, outcome: 'queued' as const };
      });
      if (!row)
        return refuse(
          tooManyRequests(
            previewMessage(outcome === 'sessionLimit' ? 'sessionLimit' : 'networkLimit', language),
            PREVIEW_ERROR_CODES[outcome === 'sessionLimit' ? 'sessionLimit' : 'networkLimit'],
          ),
        );
      observe(outcome);
      log.info({ previewId: row.id, outcome }, 'preview requested');
      return view(row, language);
    },

    async approvedFor(previewId, session, form) {
      if (!previewId || !session || !UUID.test(previewId)) return null;
      try {
        const row = await repository.findForSession(previewId.toLowerCase(), session);
        if (!row || row.state !== 'rendered') return null;
        // The film's portrait comes from the first framed photo, else the first (docs/decisions/080).
        const ids = form.kidPhotoIds.map((id) => id.trim().toLowerCase());
        const crops = new Map(
          Object.entries(form.kidPhotoCrops ?? {}).map(([id, crop]) => [id.trim().toLowerCase(), crop]),
        );
        const portraitPhoto = ids.find((id) => crops.has(id)) ?? ids[0];
        const same =
          row.story === form.storyId &&
          row.language === form.language &&
          row.childName === form.kidName.normalize('NFC').trim() &&
          (row.pronunciation ?? null) === (form.pronunciation?.trim() || null) &&
          row.photoKey === `photos/${portraitPhoto}.jpg` &&
          cropKey(row.crop) === cropKey(portraitPhoto ? crops.get(portraitPhoto) : null) &&
          Boolean(row.voiceClipKey) === Boolean(form.voiceClipId) &&
          (!row.voiceClipKey || row.voiceClipKey.includes(form.voiceClipId!.toLowerCase()));
        return same ? row.id : null;
      } catch (error) {
        log.warn({ reason: (error as Error)?.name }, 'preview check failed: the checkout goes on without it');
        return null;
      }
    },

    async askedBy(session) {
      if (!session) return 0;
      try {
        return await repository.askedBy(session);
      } catch (error) {
        log.warn({ reason: (error as Error)?.name }, 'previews asked not counted: the checkout goes on');
        return null;
      }
    },

    async figures(days) {
      const { rendered, orders, withPreview, asked } = await repository.figures(days);
      return {
        days,
        previews_rendered: rendered,
        orders_placed: orders,
        orders_with_preview: withPreview,
        orders_after_asking: asked,
        // Orders per rendered preview: how many previews led to an order (null: none rendered).
        orders_per_preview: rendered > 0 ? Math.round((withPreview / rendered) * 1000) / 1000 : null,
      };
    },

    workFacts: () => repository.workFacts(LATEST_PREVIEWS_MEASURED),

    async staffView(previewId) {
      const row = await repository.find(previewId);
      const kept = row?.state === 'rendered' && row.masterKey && row.posterKey ? row : null;
      const link = (key: string) =>
        storage.signedGetUrl(key, { expiresInSeconds: PREVIEW_LIMITS.linkSeconds });
      return {
        id: previewId,
        video_url: kept ? await link(kept.masterKey!) : null,
        poster_url: kept ? await link(kept.posterKey!) : null,
        // Kept with the order's photos (docs/decisions/103): no end of its own.
        expires_at: null,
      };
    },

    async ownedBy(previewId, session) {
      if (!session || !UUID.test(previewId)) return null;
      const row = await repository.findForSession(previewId.toLowerCase(), session);
      return row ? { rendered: row.state === 'rendered' && !!row.masterKey && !!row.posterKey } : null;
    },

    async familyView(previewId) {
      const row = await repository.find(previewId);
      if (!row || row.state !== 'rendered' || !row.masterKey || !row.posterKey) return null;
      const link = (key: string) =>
        storage.signedGetUrl(key, { expiresInSeconds: PREVIEW_LIMITS.linkSeconds });
      return {
        story: row.story,
        language: row.language,
        childName: row.childName,
        video_url: await link(row.masterKey),
        poster_url: await link(row.posterKey),
      };
    },

    keepUntil: (previewId, until) => repository.keepUntil(previewId, until),

    async read(id, caller) {
      const row = caller.session ? await repository.findForSession(id, caller.session) : undefined;
      if (!row) throw notFound(previewMessage('notFound'), PREVIEW_ERROR_CODES.notFound);
      return view(row);
    },

    async begin(id) {
      const row = await repository.begin(id);
      if (!row) return null;
      const portrait = await uploads.portraitFrom(row.photoKey, row.crop ?? null);
      const nameRecording = row.voiceClipKey ? await readAll(await voiceClips.open(row.voiceClipKey)) : null;
      return {
        story: row.story,
        language: row.language,
        childName: row.childName,
        nameSpelling: row.pronunciation,
        portrait,
        nameRecording,
        profile: row.profile === 'test' ? 'test' : 'preview',
      };
    },

    progress: (id, fraction) => repository.progress(id, Math.min(0.99, Math.max(0, fraction))),

    async publish(id, files) {
      const row = await repository.find(id);
      if (!row) return;
      const put = async (name: string, file: string, contentType: StoredContentType) => {
        const key = previewObjectKey(row.cacheKey, name, contentType);
        try {
          await storage.putStream(key, createReadStream(file), {
            contentType,
            contentLength: statSync(file).size,
          });
        } catch (error) {
          if (!(error instanceof ObjectExistsError)) throw error;
        }
        return key;
      };
      const masterKey = await put('master', files.master, 'video/mp4');
      const posterKey = await put('poster', files.poster, 'image/jpeg');
      await repository.publish(id, { masterKey, posterKey, durationSeconds: files.seconds });
    },

    async fail(id, code) {
      await repository.fail(id, { error: code, errorCode: code });
    },

    async heldFilesOf(tx, orderId) {
      const row = await createPreviewsRepository(tx).lockHeldOnlyBy(orderId);
      return row ? [row.masterKey, row.posterKey].filter((key) => key !== null) : [];
    },

    async forgetHeld(tx, orderId) {
      const inTx = createPreviewsRepository(tx);
      const row = await inTx.lockHeldOnlyBy(orderId);
      if (row) await inTx.delete([row.id]);
    },

    async sweep() {
      let removed = 0;
      for (;;) {
        const batch = await inTransaction(db, async (tx) => {
          const inTx = createPreviewsRepository(tx);
          const stale = await inTx.lockStale(PREVIEW_KEEP_HOURS, SWEEP_BATCH);
          // Files first, rows after: a failed delete leaves the rows for the next sweep.
          const keys = stale.flatMap((row) => [row.masterKey, row.posterKey]).filter((key) => key !== null);
          await Promise.all(keys.map((key) => storage.delete(key)));
          await inTx.delete(stale.map((row) => row.id));
          return stale.length;
        });
        removed += batch;
        if (batch < SWEEP_BATCH) return removed;
      }
    },
  };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
