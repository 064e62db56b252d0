import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { FILM_RENDER_MESSAGES } from '@shop/contracts/film-renders';
import { TRUSTED_STORY_MESSAGES } from '@shop/contracts/render-queue';
import { getStoryboard } from '@shop/content/storyboards/index';
import { storyTitleIn } from '@shop/content/story-title';
import type { Storyboard } from '@shop/content/storyboards/schema';
import type { SegmentCache } from '@shop/film/render/cache';
import type {
  ChildMessage,
  ChildRenderInput,
  ChildStill,
  ParentMessage,
  StoryboardData,
} from '@shop/film/render/child-protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Job } from 'pg-boss';
import type { StoredContentType } from '../../adapters/storage/object-keys.ts';
import {
  ObjectExistsError,
  ObjectNotFoundError,
  type ObjectStorage,
} from '../../adapters/storage/object-storage.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { NarrationService } from '../narration/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import type { VideosService } from '../videos/index.ts';
import { derivedObjectKey } from './render-cache.ts';
import { isPreviewJob, type QueuedRenderData, type RenderQueue } from './render-queue.repository.ts';
import { createPreviewRenderer, type PreviewRenderDependencies } from './preview-render.ts';
import { createRendersRepository, fileKeys, type RenderOutputs } from './renders.repository.ts';
import { createRenderWorkersRepository, WORKER_REPORT_SECONDS } from './render-workers.repository.ts';
import { createStorySettingsRepository } from './story-settings.repository.ts';

// The render worker (docs/decisions/074): takes a render job, reads the order's inputs, renders the
// film in a child process while pg-boss heartbeats the lease from here, publishes the files once
// under keys derived from the order and the render's inputs (a retry of the same inputs makes the
// same bytes under the same keys; nothing is ever overwritten), and moves the order to
// quality_check, or, for a story the studio trusts, delivers it in that same transaction
// (docs/decisions/096). A failed try is retried up to the render's max attempts; then it is failed with
// the reason in the studio's words. Logs carry ids and codes, never a name, a photo or a path.

/** Failures another try cannot mend: the render fails at once. */
const FINAL_CODES = new Set([
  'storyboard-invalid',
  'no-portrait-shot',
  'portrait-unreadable',
  'name-recording-unreadable',
  'narration-recording-unreadable',
  'narration-overrun',
  'gift-card-invalid',
  'story-pending',
  'no-photo',
]);

const PROGRESS_WRITE_MS = 2000;

export interface RenderInputs {
  /** Square JPEG of the child's face. */
  portrait: Buffer;
  nameRecording?: Buffer;
}

/** The child's portrait and recorded name for the film, or null when the order has no photo. */
export type PortraitSource = (orderId: string) => Promise<RenderInputs | null>;

export interface ChildRenderDone {
  result: Extract<ChildMessage, { type: 'done' }>['result'];
  stills: ChildStill[];
  nameAudio: string;
}

/** Runs one render; the default forks render-child.ts. Rejects with { code, message }. */
export type RenderRunner = (
  input: ChildRenderInput,
  cache: SegmentCache,
  onProgress: (fraction: number, step: string) => void,
  /** Aborted when the render is no longer wanted (superseded by a cancel or a new render). */
  signal?: AbortSignal,
) => Promise<ChildRenderDone>;

/** The code of a try the worker stopped itself because its render was superseded. */
const STOPPED_CODE = 'render-stopped';

/** How the child process that rendered ended, for the log: never any of the child's data. */
export interface ChildEnd {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines it wrote to stderr (the renderer's own words; names are redacted when logged). */
  stderrTail: string;
}

export class RenderFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The child's exit and last stderr, when it ended without saying why (or said so). */
    readonly child?: ChildEnd,
  ) {
    super(message);
  }
}

/** stderr kept per render child for the log: the last few lines are where a crash says why. */
const STDERR_TAIL_CHARS = 1500;

export interface RenderWorkerDependencies {
  db: Db;
  queue: RenderQueue;
  orders: Pick<OrdersService, 'record' | 'moveStage'>;
  /** The delivery a trusted story's finished render goes through (the one "Approve and deliver" uses). */
  videos: Pick<VideosService, 'deliverRenderedInTransaction'>;
  portraits: PortraitSource;
  /** The studio's narration recordings (docs/decisions/098); none when absent. */
  narration?: Pick<NarrationService, 'takesFor'>;
  /**
   * A gift's card at the film's start (docs/decisions/116): a port the composition fills with the
   * gifts module's door (the studio does not build on that module); null for an order not a gift.
   */
  gifts?: { filmCard(orderId: string): Promise<NonNullable<ChildRenderInput['giftCard']> | null> };
  storage: ObjectStorage;
  cache: SegmentCache;
  /** Scratch space for renders (each render's own directory, removed after). */
  workDir: string;
  concurrency: number;
  storyboardOf?: (story: number) => Storyboard | undefined;
  runner?: RenderRunner;
  /** Previews before paying (issue 35): rendered by the same workers, ahead of films. */
  previews?: PreviewRenderDependencies['previews'];
  log: FastifyBaseLogger;
}

export interface RenderWorker {
  /** Works renders until the queue stops, reporting itself and its capacity to the dashboard. */
  start(): Promise<void>;
  /** Stops reporting and leaves the dashboard's count of workers (the queue is stopped by its owner). */
  stop(): Promise<void>;
  /** One job, as pg-boss hands it (tests call it through the queue). */
  run(job: Job<QueuedRenderData>): Promise<void>;
}

/** packages/film/src/render/child.ts: the renderer's side of the IPC. */
const CHILD_SCRIPT = createRequire(import.meta.url).resolve('@shop/film/render/child');

/** The render in a child process, its segment cache served from here. */
export const childProcessRunner =
  (env: NodeJS.ProcessEnv = process.env): RenderRunner =>
  (input, cache, onProgress, signal) =>
    new Promise((resolve, reject) => {
      const child = fork(CHILD_SCRIPT, [], {
        execArgv: ['--import', 'tsx'],
        env,
        // The child's stdout is the renderer's own (ffmpeg's is captured). Its stderr (a crash's
        // stack, a warning) may quote an input such as the name: it is not passed on raw but kept,
        // its tail logged with a failed try, the name taken out.
        stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
        serialization: 'advanced',
      });
      let stderrTail = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderrTail = (stderrTail + chunk.toString()).slice(-STDERR_TAIL_CHARS);
      });
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        outcome();
      };
      const reply = (message: ParentMessage) => {
        if (child.connected) child.send(message);
      };
      child.on('message', (message: ChildMessage) => {
        switch (message.type) {
          case 'progress':
            onProgress(message.fraction, message.step);
            break;
          case 'cache-get':
            cache.get(message.key).then(
              (path) => reply({ type: 'cache-reply', id: message.id, ...(path ? { path } : {}) }),
              (error: Error) => reply({ type: 'cache-reply', id: message.id, error: error.message }),
            );
            break;
          case 'cache-put':
            cache.put(message.key, message.file).then(
              (path) => reply({ type: 'cache-reply', id: message.id, path }),
              (error: Error) => reply({ type: 'cache-reply', id: message.id, error: error.message }),
            );
            break;
          case 'done':
            settle(() =>
              resolve({ result: message.result, stills: message.stills, nameAudio: message.nameAudio }),
            );
            break;
          case 'failed':
            settle(() =>
              reject(
                new RenderFailure(message.code, message.message, {
                  exitCode: null,
                  signal: null,
                  stderrTail,
                }),
              ),
            );
            break;
        }
      });
      child.on('error', (error) =>
        settle(() =>
          reject(new RenderFailure('render-crashed', `The renderer could not start: ${error.message}`)),
        ),
      );
      // 'close', not 'exit': by then its stderr has been read to the end (the tail is complete).
      child.on('close', (code, signal) =>
        settle(() =>
          reject(
            new RenderFailure(
              'render-crashed',
              `The renderer stopped unexpectedly (${signal ?? `exit code ${code}`}).`,
              { exitCode: code, signal, stderrTail },
            ),
          ),
        ),
      );
      // Nobody wants this render any more: its CPU goes to the next one now, not minutes later.
      const stop = () => {
        settle(() => reject(new RenderFailure(STOPPED_CODE, 'The render was superseded: stopped.')));
        child.kill('SIGKILL');
      };
      if (signal?.aborted) stop();
      else signal?.addEventListener('abort', stop, { once: true });
      child.once('close', () => signal?.removeEventListener('abort', stop));
      child.send({ type: 'render', input } satisfies ParentMessage);
    });

/** `text` with every occurrence of the given names (any case) replaced: what a log may say of a render. */
export function redactNames(text: string, names: (string | null | undefined)[]): string {
  let out = text;
  for (const name of names) {
    const trimmed = name?.trim();
    if (!trimmed) continue;
    out = out.replace(new RegExp(trimmed.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), '[REDACTED]');
  }
  return out;
}

/**
 * The child's portrait (the uploads module's square crop, where the parent framed it) and recorded
 * name, through its door; a photo whose file cannot be read is a failure the studio can act on.
 */
export function doorPortraits(uploads: Pick<UploadsService, 'portraitInputs'>): PortraitSource {
  return async (orderId) => {
    try {
      return await uploads.portraitInputs(orderId);
    } catch (error) {
      if (!(error instanceof ObjectNotFoundError) && !/Input buffer|unsupported image/i.test(String(error)))
        throw error;
      throw new RenderFailure(
        'portrait-unreadable',
        "The order's photo could not be read to make the portrait. Ask the parent for a new photo.",
      );
    }
  };
}

const OUTPUT_TYPES = {
  master: 'video/mp4',
  whatsapp: 'video/mp4',
  poster: 'image/jpeg',
  captions: 'text/vtt',
  nameAudio: 'audio/wav',
  still: 'image/jpeg',
} as const satisfies Record<string, StoredContentType>;

export function createRenderWorker({
  db,
  queue,
  orders,
  videos,
  portraits,
  narration,
  gifts,
  storage,
  cache,
  workDir,
  concurrency,
  storyboardOf = getStoryboard,
  runner = childProcessRunner(),
  previews,
  log,
}: RenderWorkerDependencies): RenderWorker {
  const renders = createRendersRepository(db);
  const preview = previews && createPreviewRenderer({ previews, runner, cache, workDir, storyboardOf, log });

  /** Once, under a key made of the order, the inputs and the file's name: a retry finds it there. */
  async function publish(
    orderId: string,
    inputsHash: string,
    name: string,
    file: string,
    type: StoredContentType,
  ) {
    const key = derivedObjectKey('films', `${orderId}:${inputsHash}:${name}`, type);
    try {
      await storage.putStream(key, createReadStream(file), {
        contentType: type,
        contentLength: statSync(file).size,
      });
    } catch (error) {
      if (!(error instanceof ObjectExistsError)) throw error;
    }
    return key;
  }

  async function fail(
    renderId: string,
    attempt: number,
    failure: RenderFailure,
    lastTry: boolean,
    /** The order's name and spelling: redacted from what the log says of the failure. */
    names: (string | null | undefined)[] = [],
  ) {
    const final = lastTry || FINAL_CODES.has(failure.code);
    const recorded = await renders.failTry(renderId, attempt, {
      final,
      error:
        final && lastTry && !FINAL_CODES.has(failure.code)
          ? `${FILM_RENDER_MESSAGES.failedAfterTries(attempt)} ${failure.message}`
          : failure.message,
      errorCode: failure.code,
    });
    // Why, for whoever reads the log: the renderer's words, the child's exit and its last stderr,
    // with the child's name taken out (the row keeps the studio's message as it was).
    log.warn(
      {
        renderId,
        attempt,
        code: failure.code,
        final,
        reason: redactNames(failure.message, names),
        ...(failure.child
          ? {
              exitCode: failure.child.exitCode,
              signal: failure.child.signal,
              stderrTail: redactNames(failure.child.stderrTail, names) || undefined,
            }
          : {}),
      },
      'film render try failed',
    );
    // Not final: pg-boss tries again after its delay (the row waits as queued with the reason).
    if (recorded && !final) throw failure;
  }

  async function run(job: Job<QueuedRenderData>) {
    if (isPreviewJob(job.data)) return preview?.run(job.data.previewId);
    const { renderId, orderId } = job.data;
    const before = await renders.find(renderId);
    // Superseded, failed or rendered meanwhile: nothing to do.
    if (!before || (before.state !== 'queued' && before.state !== 'rendering')) return;
    if (before.attempts >= before.maxAttempts) {
      // Its tries ran out on workers that died (leases lapsed, no failure recorded by a handler).
      await renders.fail(
        renderId,
        `${FILM_RENDER_MESSAGES.failedAfterTries(before.attempts)} ${before.error ?? 'The render worker stopped before the film was finished.'}`,
        before.errorCode ?? 'worker-lost',
      );
      return;
    }
    // Cancelled, or delivered by hand, before its turn: nothing to render for it.
    const current = await orders.record(orderId);
    if (current && (current.stage === 'cancelled' || current.stage === 'delivered')) {
      await renders.supersede(renderId);
      log.info({ renderId, orderId, stage: current.stage }, 'film render no longer wanted');
      return;
    }
    const begun = await renders.begin(renderId);
    if (!begun) return;
    const attempt = begun.attempts;
    const lastTry = attempt >= begun.maxAttempts;
    log.info({ renderId, orderId, attempt }, 'film render started');

    const order = await orders.record(orderId);
    const storyboard = order ? storyboardOf(order.itemNumber) : undefined;
    if (!order || !storyboard) {
      return fail(
        renderId,
        attempt,
        new RenderFailure('story-pending', FILM_RENDER_MESSAGES.storyPending(order?.itemNumber ?? 0)),
        lastTry,
      );
    }
    const dir = mkdtempSync(join(workDir, 'render-'));
    try {
      const inputs = await portraits(orderId);
      if (!inputs)
        return fail(renderId, attempt, new RenderFailure('no-photo', FILM_RENDER_MESSAGES.noPhoto), lastTry);
      const portraitFile = join(dir, 'portrait.jpg');
      writeFileSync(portraitFile, inputs.portrait);
      const nameRecordingFile = inputs.nameRecording ? join(dir, 'name-recording') : null;
      if (nameRecordingFile) writeFileSync(nameRecordingFile, inputs.nameRecording!);
      // The studio's takes of this story's narration in the order's language, as files for the child.
      const takes = (await narration?.takesFor(storyboard, order.language)) ?? [];
      const narrationFiles = takes.map((take, index) => {
        const file = join(dir, `narration-${index}.wav`);
        writeFileSync(file, take.audio);
        return { segment: take.segment, line: take.line, part: take.part, text: take.text, file };
      });
      // A gift's film opens with the giver's card: its words from the gift's row, never a browser's.
      const giftCard = (await gifts?.filmCard(orderId)) ?? null;
      const outDir = join(dir, 'out');
      mkdirSync(outDir);

      let lastWrite = 0;
      const superseded = new AbortController();
      const done = await runner(
        {
          storyboard: storyboard as unknown as StoryboardData,
          language: order.language,
          childName: order.characterName,
          portraitFile,
          nameRecordingFile,
          nameSpelling: order.pronunciation,
          narration: narrationFiles,
          giftCard,
          profile: begun.profile as ChildRenderInput['profile'],
          outDir,
        },
        cache,
        (fraction, step) => {
          if (Date.now() - lastWrite < PROGRESS_WRITE_MS) return;
          lastWrite = Date.now();
          renders
            .progress(renderId, attempt, Math.min(0.99, fraction), step)
            .then((current) => {
              if (!current) superseded.abort();
            })
            .catch(() => {});
        },
        superseded.signal,
      );

      const hash = done.result.key;
      const { files } = done.result;
      const outputs: RenderOutputs = {
        inputsHash: hash,
        masterKey: await publish(orderId, hash, 'master', files.master, OUTPUT_TYPES.master),
        whatsappKey: files.whatsapp
          ? await publish(orderId, hash, 'whatsapp', files.whatsapp, OUTPUT_TYPES.whatsapp)
          : null,
        posterKey: await publish(orderId, hash, 'poster', files.poster, OUTPUT_TYPES.poster),
        captionsKey: await publish(orderId, hash, 'captions', files.captions, OUTPUT_TYPES.captions),
        nameAudioKey: await publish(orderId, hash, 'name', done.nameAudio, OUTPUT_TYPES.nameAudio),
        stills: await Promise.all(
          done.stills.map(async (still, index) => ({
            label: still.label,
            at: still.at,
            key: await publish(orderId, hash, `still-${index}`, still.file, OUTPUT_TYPES.still),
          })),
        ),
        record: done.result.record,
        durationSeconds: done.result.record.seconds,
      };

      let autoDelivered: { videoId: string } | undefined;
      const finished = await inTransaction(db, async (tx) => {
        const repository = createRendersRepository(tx);
        const current = await repository.publish(renderId, attempt, outputs);
        const now = await orders.record(orderId, tx);
        // The parent deleted the photos while it rendered: what was made from them goes too.
        if (now?.photosDeletedAt) {
          await Promise.all(fileKeys({ ...begun, ...outputs }).map((key) => storage.delete(key)));
          await repository.forgetFiles([orderId]);
          return false;
        }
        if (!current) return false;
        if (now?.stage !== 'in_production') return true;
        const moved = await orders.moveStage(tx, {
          orderId,
          from: 'in_production',
          to: 'quality_check',
          kind: 'stage',
          note: 'The film is rendered: ready for review.',
          actor: { role: 'system' },
        });
        // A story the studio trusts: delivered in this same transaction, so the render is
        // recorded finished exactly when it is delivered, once, whatever retries the job.
        if (moved && (await createStorySettingsRepository(tx).autoDelivers(moved.order.itemNumber))) {
          try {
            // A savepoint: a delivery refused (a cancel under way) leaves the film for review.
            autoDelivered = await inTransaction(tx, (savepoint) =>
              videos.deliverRenderedInTransaction(
                savepoint,
                {
                  orderId,
                  uri: outputs.masterKey!,
                  thumbnail: outputs.posterKey!,
                  title: `${storyTitleIn(moved.order.itemNumber, moved.order.siteLanguage)} (${moved.order.characterName})`,
                },
                TRUSTED_STORY_MESSAGES.deliveredAutomatically,
              ),
            );
          } catch (error) {
            log.warn(
              { renderId, orderId, reason: (error as Error)?.message },
              'automatic delivery refused: the film waits for review',
            );
          }
        }
        return true;
      });
      if (autoDelivered)
        log.info(
          { renderId, orderId, videoId: autoDelivered.videoId },
          'rendered film delivered automatically',
        );
      log.info(
        { renderId, orderId, attempt, current: finished, seconds: done.result.record.timings.total },
        'film render finished',
      );
    } catch (error) {
      if (error instanceof RenderFailure && error.code === STOPPED_CODE) {
        // Not a failure: the row already says superseded, and a retry would only render it again.
        log.info({ renderId, orderId, attempt }, 'film render stopped: superseded');
        return;
      }
      const failure =
        error instanceof RenderFailure
          ? error
          : new RenderFailure('render-crashed', `The render stopped: ${(error as Error)?.message ?? error}`);
      await fail(renderId, attempt, failure, lastTry, [order.characterName, order.pronunciation]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  // Which worker this is on the dashboard (docs/decisions/096), and its capacity, reported again
  // and again while it runs: a worker that dies stops reporting and drops out of the count.
  const workers = createRenderWorkersRepository(db);
  const self = {
    id: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    host: hostname(),
    concurrency,
  };
  let reporting: NodeJS.Timeout | undefined;
  const report = () =>
    workers
      .report(self)
      .catch((error: Error) => log.warn({ reason: error.message }, 'render worker: could not report in'));

  return {
    run,
    async start() {
      mkdirSync(workDir, { recursive: true });
      await queue.work(concurrency, run);
      await report();
      reporting = setInterval(report, WORKER_REPORT_SECONDS * 1000);
      reporting.unref();
      log.info({ concurrency }, 'render worker started');
    },
    async stop() {
      clearInterval(reporting);
      reporting = undefined;
      await workers.remove(self.id).catch(() => {});
    },
  };
}
