import { and, desc, eq, gt, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { FilmRenderState } from '@shop/contracts/film-renders';
import type { Db } from '../../db/client.ts';
import { filmRenders } from '../../db/schema.ts';

export type FilmRenderRow = typeof filmRenders.$inferSelect;
export type RenderOutputs = Pick<
  FilmRenderRow,
  | 'inputsHash'
  | 'masterKey'
  | 'whatsappKey'
  | 'posterKey'
  | 'captionsKey'
  | 'nameAudioKey'
  | 'stills'
  | 'record'
  | 'durationSeconds'
>;

/** The film renders' rows (the jobs are pg-boss's): the only SQL on film_renders. */
export function createRendersRepository(db: Db) {
  return {
    async insert(row: Pick<typeof filmRenders.$inferInsert, 'orderId' | 'maxAttempts' | 'profile' | 'note'>) {
      const [inserted] = await db.insert(filmRenders).values(row).returning();
      return inserted!;
    },

    async setJob(id: string, jobId: string) {
      await db.update(filmRenders).set({ jobId }).where(eq(filmRenders.id, id));
    },

    /** The order's latest render (superseded ones are history). */
    async latestOf(orderId: string): Promise<FilmRenderRow | undefined> {
      const [row] = await db
        .select()
        .from(filmRenders)
        .where(eq(filmRenders.orderId, orderId))
        .orderBy(desc(filmRenders.queuedAt), desc(filmRenders.id))
        .limit(1);
      return row;
    },

    /** The order's render whose master is this file (the delivered one). */
    async ofMaster(orderId: string, masterKey: string): Promise<FilmRenderRow | undefined> {
      const [row] = await db
        .select()
        .from(filmRenders)
        .where(and(eq(filmRenders.orderId, orderId), eq(filmRenders.masterKey, masterKey)))
        .limit(1);
      return row;
    },

    async findForUpdate(id: string): Promise<FilmRenderRow | undefined> {
      const [row] = await db.select().from(filmRenders).where(eq(filmRenders.id, id)).for('update');
      return row;
    },

    async find(id: string): Promise<FilmRenderRow | undefined> {
      const [row] = await db.select().from(filmRenders).where(eq(filmRenders.id, id));
      return row;
    },

    /** Every earlier render of the order that is not over: replaced by a newer one. */
    async supersedeOpen(orderId: string): Promise<void> {
      await db
        .update(filmRenders)
        .set({ state: 'superseded', finishedAt: sql`coalesce(${filmRenders.finishedAt}, now())` })
        .where(
          and(
            eq(filmRenders.orderId, orderId),
            inArray(filmRenders.state, ['queued', 'rendering', 'rendered']),
          ),
        );
    },

    /** The order's render waiting or under way, no longer wanted (its order is cancelled). */
    async supersedeUnfinished(orderId: string): Promise<void> {
      await db
        .update(filmRenders)
        .set({ state: 'superseded', step: null, finishedAt: sql`now()` })
        .where(and(eq(filmRenders.orderId, orderId), inArray(filmRenders.state, ['queued', 'rendering'])));
    },

    /** No longer wanted (its order was delivered by hand or cancelled before it ran). */
    async supersede(id: string): Promise<void> {
      await db
        .update(filmRenders)
        .set({ state: 'superseded', step: null, finishedAt: sql`now()` })
        .where(and(eq(filmRenders.id, id), inArray(filmRenders.state, ['queued', 'rendering'])));
    },

    /** A try begins: counted and stamped. */
    async begin(id: string): Promise<FilmRenderRow | undefined> {
      const [row] = await db
        .update(filmRenders)
        .set({
          state: 'rendering',
          attempts: sql`${filmRenders.attempts} + 1`,
          startedAt: sql`now()`,
          progress: 0,
          step: null,
        })
        .where(and(eq(filmRenders.id, id), inArray(filmRenders.state, ['queued', 'rendering'])))
        .returning();
      return row;
    },

    /** Progress of the try in flight (only while it is still this render's). */
    /** Records a try's progress; false when the try is no longer the render's (superseded, retried). */
    async progress(id: string, attempt: number, progress: number, step: string): Promise<boolean> {
      const rows = await db
        .update(filmRenders)
        .set({ progress, step })
        .where(
          and(eq(filmRenders.id, id), eq(filmRenders.state, 'rendering'), eq(filmRenders.attempts, attempt)),
        )
        .returning({ id: filmRenders.id });
      return rows.length > 0;
    },

    /**
     * The published files, recorded on the row whatever became of it meanwhile (superseded: they
     * still are the child's data to delete). Returns whether the try was still the render's.
     */
    async publish(id: string, attempt: number, outputs: RenderOutputs): Promise<boolean> {
      await db.update(filmRenders).set(outputs).where(eq(filmRenders.id, id));
      const [row] = await db
        .update(filmRenders)
        .set({
          state: 'rendered',
          progress: 1,
          step: null,
          error: null,
          errorCode: null,
          finishedAt: sql`now()`,
        })
        .where(
          and(eq(filmRenders.id, id), eq(filmRenders.state, 'rendering'), eq(filmRenders.attempts, attempt)),
        )
        .returning({ id: filmRenders.id });
      return Boolean(row);
    },

    /** A try failed: back to the queue for the next, or failed for good. */
    async failTry(
      id: string,
      attempt: number,
      outcome: { final: boolean; error: string; errorCode: string },
    ): Promise<boolean> {
      const [row] = await db
        .update(filmRenders)
        .set({
          state: outcome.final ? 'failed' : 'queued',
          error: outcome.error,
          errorCode: outcome.errorCode,
          step: null,
          ...(outcome.final ? { finishedAt: sql`now()` } : {}),
        })
        .where(
          and(eq(filmRenders.id, id), eq(filmRenders.state, 'rendering'), eq(filmRenders.attempts, attempt)),
        )
        .returning({ id: filmRenders.id });
      return Boolean(row);
    },

    /** Failed without a try in flight (its leases all lapsed). */
    async fail(id: string, error: string, errorCode: string): Promise<void> {
      await db
        .update(filmRenders)
        .set({ state: 'failed', error, errorCode, step: null, finishedAt: sql`now()` })
        .where(and(eq(filmRenders.id, id), inArray(filmRenders.state, ['queued', 'rendering'])));
    },

    /** Every stored file of the order's renders (the child's data to delete). */
    async fileKeysOf(orderIds: readonly string[]): Promise<string[]> {
      if (orderIds.length === 0) return [];
      const rows = await db
        .select()
        .from(filmRenders)
        .where(inArray(filmRenders.orderId, [...orderIds]));
      return rows.flatMap(fileKeys);
    },

    /** The files are deleted: the rows forget them (the render's history stays, without files). */
    async forgetFiles(orderIds: readonly string[]): Promise<void> {
      if (orderIds.length === 0) return;
      await db
        .update(filmRenders)
        .set({
          masterKey: null,
          whatsappKey: null,
          posterKey: null,
          captionsKey: null,
          nameAudioKey: null,
          stills: [],
        })
        .where(inArray(filmRenders.orderId, [...orderIds]));
    },

    /**
     * The render queue as the studio's dashboard sees it (docs/decisions/096): every render waiting
     * or rendering, oldest queued first, and how long the successful renders took from start to
     * finish: those finished in the last hour, and the latest `latest` of them whenever they were.
     */
    async queueFacts(latest: number): Promise<{
      active: Pick<FilmRenderRow, 'id' | 'orderId' | 'state' | 'queuedAt' | 'startedAt'>[];
      lastHourSeconds: number[];
      latestSeconds: number[];
    }> {
      const active = await db
        .select({
          id: filmRenders.id,
          orderId: filmRenders.orderId,
          state: filmRenders.state,
          queuedAt: filmRenders.queuedAt,
          startedAt: filmRenders.startedAt,
        })
        .from(filmRenders)
        .where(inArray(filmRenders.state, ['queued', 'rendering']))
        .orderBy(filmRenders.queuedAt, filmRenders.id);
      // A successful render is one whose files were published (superseded ones since included).
      const took = sql<number>`extract(epoch from ${filmRenders.finishedAt} - ${filmRenders.startedAt})::float8`;
      const succeeded = and(
        isNotNull(filmRenders.inputsHash),
        isNotNull(filmRenders.startedAt),
        isNotNull(filmRenders.finishedAt),
      );
      const lastHour = await db
        .select({ seconds: took })
        .from(filmRenders)
        .where(and(succeeded, gt(filmRenders.finishedAt, sql`now() - interval '1 hour'`)));
      const latestRows = await db
        .select({ seconds: took })
        .from(filmRenders)
        .where(succeeded)
        .orderBy(desc(filmRenders.finishedAt))
        .limit(latest);
      return {
        active,
        lastHourSeconds: lastHour.map((row) => Math.max(0, Number(row.seconds))),
        latestSeconds: latestRows.map((row) => Math.max(0, Number(row.seconds))),
      };
    },

    /** Each of these orders' latest render. */
    async latestOfOrders(orderIds: readonly string[]): Promise<Map<string, FilmRenderRow>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([filmRenders.orderId])
        .from(filmRenders)
        .where(inArray(filmRenders.orderId, [...orderIds]))
        .orderBy(filmRenders.orderId, desc(filmRenders.queuedAt), desc(filmRenders.id));
      return new Map(rows.map((row) => [row.orderId, row]));
    },

    /** For /metrics: renders by state, and the oldest waiting one's queue time. */
    async gauges(): Promise<{ byState: Record<FilmRenderState, number>; oldestQueuedAt: Date | null }> {
      const rows = await db
        .select({ state: filmRenders.state, count: sql<number>`count(*)::int` })
        .from(filmRenders)
        .groupBy(filmRenders.state);
      const [oldest] = await db
        .select({ at: min(filmRenders.queuedAt) })
        .from(filmRenders)
        .where(eq(filmRenders.state, 'queued'));
      const byState = { queued: 0, rendering: 0, rendered: 0, failed: 0, superseded: 0 };
      for (const row of rows) byState[row.state] = Number(row.count);
      return { byState, oldestQueuedAt: oldest?.at ? new Date(oldest.at) : null };
    },
  };
}

export function fileKeys(row: FilmRenderRow): string[] {
  return [
    row.masterKey,
    row.whatsappKey,
    row.posterKey,
    row.captionsKey,
    row.nameAudioKey,
    ...row.stills.map((still) => still.key),
  ].filter((key): key is string => Boolean(key));
}
