import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss, type ConstructorOptions, type Job } from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';

// The film renders' job queue (docs/decisions/074): pg-boss on the shop's own database (its tables
// in the schema `pgboss`), PGlite or Postgres alike. A render is queued in the transaction that makes
// it due, so a crash between the two cannot lose or invent one; a worker takes it with a lease that
// its heartbeat keeps while the CPU-bound render runs in a child process, and a worker that dies
// stops heartbeating: pg-boss's monitor lets the lease lapse and the job is retried by another.
// Started lazily, before the first transaction that queues (PGlite has one connection: pg-boss may
// not open its first statements while a transaction holds it).

export const RENDER_QUEUE = 'film-render';

/** What a render job carries: ids only, never a name or a photo (the worker reads them). */
export interface RenderJobData {
  renderId: string;
  orderId: string;
}

/** A preview before paying (issue 35, docs/decisions/099): its id only, like a film's. */
export interface PreviewJobData {
  previewId: string;
}

/** What the queue carries: a film's render or a preview. */
export type QueuedRenderData = RenderJobData | PreviewJobData;

export const isPreviewJob = (data: QueuedRenderData): data is PreviewJobData => 'previewId' in data;

/** Previews go ahead of whole films (pg-boss takes the highest priority first). */
export const RENDER_PRIORITY = { film: 0, preview: 10 } as const;

export interface RenderQueueOptions {
  database: Database;
  /** A lease lapses this long after its last heartbeat (pg-boss's minimum is 10 s). */
  heartbeatSeconds: number;
  /** Tries pg-boss makes; the worker decides failure itself (the row's attempts), this is a backstop. */
  retryLimit: number;
  /** Seconds before a failed try is retried (default 5). */
  retryDelaySeconds?: number;
  log: FastifyBaseLogger;
  /**
   * This process works renders: it also runs the monitor that retries lapsed leases (every worker
   * does; pg-boss keeps two monitors from overlapping). Web processes only queue.
   */
  worker: boolean;
  /** How often the monitor looks for lapsed leases (tests: 1 s). */
  superviseIntervalSeconds?: number;
}

export interface RenderQueue {
  /** Starts pg-boss and creates the queue once; every other call awaits it. */
  ready(): Promise<void>;
  /** Queues a render in the caller's transaction: it exists exactly when the transaction commits. */
  send(tx: Tx, data: QueuedRenderData, options?: { priority?: number }): Promise<string>;
  /**
   * Takes renders `concurrency` at a time until stop(), the lease heartbeated by pg-boss from this
   * process while `handler` waits on its child. Also runs the monitor that retries lapsed leases.
   */
  work(concurrency: number, handler: (job: Job<QueuedRenderData>) => Promise<void>): Promise<void>;
  /** For tests: takes one job without working it (a worker that then dies, heartbeat and all). */
  fetchOne(): Promise<Job<RenderJobData> | undefined>;
  stop(): Promise<void>;
}

export function createRenderQueue({
  database,
  heartbeatSeconds,
  retryLimit,
  retryDelaySeconds = 5,
  log,
  worker,
  superviseIntervalSeconds,
}: RenderQueueOptions): RenderQueue {
  const { connection } = database;
  const options: ConstructorOptions = {
    ...(connection.driver === 'pglite'
      ? { db: fromPglite(connection.client), backend: 'pglite' as const }
      : // The shop's own pool (its lost connections are kept inside it, docs/decisions/067), queried
        // as pg-boss queries its own; LISTEN needs a dedicated connection, so workers poll instead.
        {
          db: {
            executeSql: (text: string, values?: unknown[]) =>
              connection.pool.query(text, values) as unknown as Promise<{ rows: never[] }>,
          },
        }),
    schedule: false,
    supervise: worker,
    ...(superviseIntervalSeconds
      ? { superviseIntervalSeconds, monitorIntervalSeconds: superviseIntervalSeconds }
      : {}),
  };
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;

  async function start() {
    boss = new PgBoss(options);
    // A lost connection, a failed poll: logged, never thrown (docs/decisions/067). No job data here.
    boss.on('error', (error: Error) => log.warn({ reason: error.message }, 'render queue: database error'));
    await boss.start();
    await boss.createQueue(RENDER_QUEUE, {
      heartbeatSeconds,
      retryLimit,
      retryDelay: retryDelaySeconds,
      // A whole uncached 1080p film takes minutes; the heartbeat, not this, is what ends a dead lease.
      expireInSeconds: 4 * 3600,
    });
  }

  const ready = () => (starting ??= start());

  return {
    ready,

    async send(tx, data, { priority = RENDER_PRIORITY.film } = {}) {
      if (!boss) throw new Error('render queue: ready() must be awaited before a transaction queues');
      const id = await boss.send(RENDER_QUEUE, data, { priority, db: fromDrizzle(tx, sql) });
      if (!id) throw new Error('render queue: the job was not queued');
      return id;
    },

    async work(concurrency, handler) {
      if (!worker) throw new Error('render queue: made for queueing only (worker: false)');
      await ready();
      await boss!.work<QueuedRenderData>(
        RENDER_QUEUE,
        { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (job) await handler(job);
        },
      );
    },

    async fetchOne() {
      await ready();
      const [job] = await boss!.fetch<RenderJobData>(RENDER_QUEUE);
      return job;
    },

    async stop() {
      if (!starting) return;
      await starting.catch(() => {});
      await boss?.stop({ graceful: true, timeout: 10_000, close: true });
      starting = undefined;
      boss = undefined;
    },
  };
}

/** How often a worker's monitor looks for lapsed leases: every half heartbeat. */
export const superviseIntervalFor = (heartbeatSeconds: number) =>
  Math.max(1, Math.round(heartbeatSeconds / 2));

/** The queue as config describes it: `worker` when this process works renders too. */
export function renderQueueFor(
  config: { renders: { heartbeatSeconds: number; maxAttempts: number } },
  database: Database,
  log: FastifyBaseLogger,
  worker: boolean,
): RenderQueue {
  return createRenderQueue({
    database,
    heartbeatSeconds: config.renders.heartbeatSeconds,
    // The worker counts tries itself (the render's max attempts); one more is pg-boss's backstop.
    retryLimit: config.renders.maxAttempts + 1,
    log,
    worker,
    // pg-boss looks for lapsed leases every 60 s by default, which would add up to a minute to the
    // take-over of a dead worker's render; every half heartbeat bounds it by 1.5 heartbeats
    // (docs/decisions/097).
    superviseIntervalSeconds: superviseIntervalFor(config.renders.heartbeatSeconds),
  });
}
