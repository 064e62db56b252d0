import { and, count, desc, eq, gt, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { filmPreviews, orders, previewDailyCounts, previewRequests } from '../../db/schema.ts';

// The previews' tables (docs/decisions/099): one row per distinct set of inputs, and which upload
// session asked for it from which network. The only module that touches them.

export type PreviewRow = typeof filmPreviews.$inferSelect;
export type NewPreview = Pick<
  typeof filmPreviews.$inferInsert,
  | 'cacheKey'
  | 'story'
  | 'language'
  | 'childName'
  | 'pronunciation'
  | 'photoKey'
  | 'crop'
  | 'voiceClipKey'
  | 'profile'
>;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

export function createPreviewsRepository(db: Db) {
  return {
    /**
     * Serialises the limit checks of one network and one upload session until the transaction ends,
     * so two requests at once cannot both take a session's last render. Network before session, as
     * the upload budgets lock them.
     */
    async lockLimits(keys: { network: string; session: string }) {
      for (const key of [`preview-limit:network:${keys.network}`, `preview-limit:session:${keys.session}`])
        await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    },

    /** Renders started in the last `hours` by this session and from this network. */
    async rendersStarted(keys: { network: string; session: string }, hours: number) {
      const since = hoursAgo(hours);
      const [bySession] = await db
        .select({ n: count() })
        .from(previewRequests)
        .where(
          and(
            eq(previewRequests.uploadSession, keys.session),
            eq(previewRequests.startedRender, true),
            gt(previewRequests.createdAt, since),
          ),
        );
      const [byNetwork] = await db
        .select({ n: count() })
        .from(previewRequests)
        .where(
          and(
            eq(previewRequests.network, keys.network),
            eq(previewRequests.startedRender, true),
            gt(previewRequests.createdAt, since),
          ),
        );
      return { session: bySession?.n ?? 0, network: byNetwork?.n ?? 0 };
    },

    async findByCacheKey(cacheKey: string): Promise<PreviewRow | undefined> {
      const [row] = await db.select().from(filmPreviews).where(eq(filmPreviews.cacheKey, cacheKey)).limit(1);
      return row;
    },

    async find(id: string): Promise<PreviewRow | undefined> {
      const [row] = await db.select().from(filmPreviews).where(eq(filmPreviews.id, id)).limit(1);
      return row;
    },

    /** The preview, if this upload session asked for it. */
    async findForSession(id: string, session: string): Promise<PreviewRow | undefined> {
      const [row] = await db
        .select({ preview: filmPreviews })
        .from(filmPreviews)
        .innerJoin(previewRequests, eq(previewRequests.previewId, filmPreviews.id))
        .where(and(eq(filmPreviews.id, id), eq(previewRequests.uploadSession, session)))
        .limit(1);
      return row?.preview;
    },

    /** A new preview, or a failed one of the same inputs queued again (its files, if any, stay keyed). */
    async upsertQueued(values: NewPreview): Promise<PreviewRow> {
      const [row] = await db
        .insert(filmPreviews)
        .values(values)
        .onConflictDoUpdate({
          target: filmPreviews.cacheKey,
          set: {
            state: 'queued',
            progress: 0,
            error: null,
            errorCode: null,
            // The newest request's keys: the older photo may be gone by now.
            photoKey: values.photoKey,
            voiceClipKey: values.voiceClipKey,
            requestedAt: sql`now()`,
            createdAt: sql`now()`,
          },
        })
        .returning();
      return row!;
    },

    async setJob(id: string, jobId: string) {
      await db.update(filmPreviews).set({ jobId }).where(eq(filmPreviews.id, id));
    },

    /** Asked for again: the 24 hours start over. */
    async touch(id: string) {
      await db
        .update(filmPreviews)
        .set({ requestedAt: sql`now()` })
        .where(eq(filmPreviews.id, id));
    },

    async addRequest(values: typeof previewRequests.$inferInsert) {
      await db.insert(previewRequests).values(values);
    },

    async hasRequest(previewId: string, session: string) {
      const [row] = await db
        .select({ id: previewRequests.id })
        .from(previewRequests)
        .where(and(eq(previewRequests.previewId, previewId), eq(previewRequests.uploadSession, session)))
        .limit(1);
      return Boolean(row);
    },

    /** Previews waiting ahead of this one (queued before it). */
    async queuedAhead(row: PreviewRow) {
      const [ahead] = await db
        .select({ n: count() })
        .from(filmPreviews)
        .where(and(eq(filmPreviews.state, 'queued'), lt(filmPreviews.createdAt, row.createdAt)));
      return ahead?.n ?? 0;
    },

    /**
     * What the render workers owe previews now: those rendering (since when), how many wait, and how
     * long the latest rendered ones took. The dashboard's film estimates put these first.
     */
    async workFacts(
      latest: number,
    ): Promise<{ renderingSince: Date[]; queued: number; latestSeconds: number[] }> {
      const active = await db
        .select({ state: filmPreviews.state, startedAt: filmPreviews.startedAt })
        .from(filmPreviews)
        .where(inArray(filmPreviews.state, ['queued', 'rendering']));
      const took = sql<number>`extract(epoch from ${filmPreviews.finishedAt} - ${filmPreviews.startedAt})::float8`;
      const rendered = await db
        .select({ seconds: took })
        .from(filmPreviews)
        .where(
          and(
            eq(filmPreviews.state, 'rendered'),
            isNotNull(filmPreviews.startedAt),
            isNotNull(filmPreviews.finishedAt),
          ),
        )
        .orderBy(desc(filmPreviews.finishedAt))
        .limit(latest);
      return {
        renderingSince: active.flatMap((row) =>
          row.state === 'rendering' && row.startedAt ? [row.startedAt] : [],
        ),
        queued: active.filter((row) => row.state === 'queued').length,
        latestSeconds: rendered.map((row) => Math.max(0, Number(row.seconds))),
      };
    },

    /** A worker takes it: null when it is no longer waiting (rendered or failed meanwhile, or gone). */
    async begin(id: string): Promise<PreviewRow | undefined> {
      const [row] = await db
        .update(filmPreviews)
        .set({ state: 'rendering', startedAt: sql`now()`, progress: 0 })
        .where(and(eq(filmPreviews.id, id), inArray(filmPreviews.state, ['queued', 'rendering'])))
        .returning();
      return row;
    },

    async progress(id: string, progress: number) {
      await db
        .update(filmPreviews)
        .set({ progress })
        .where(and(eq(filmPreviews.id, id), eq(filmPreviews.state, 'rendering')));
    },

    async publish(id: string, files: { masterKey: string; posterKey: string; durationSeconds: number }) {
      const [row] = await db
        .update(filmPreviews)
        .set({ ...files, state: 'rendered', progress: 1, finishedAt: sql`now()` })
        .where(and(eq(filmPreviews.id, id), eq(filmPreviews.state, 'rendering')))
        .returning({ id: filmPreviews.id });
      // Counted by day for the studio's figures: the row itself goes within a day (docs/decisions/103).
      if (row)
        await db
          .insert(previewDailyCounts)
          .values({ day: sql`(now() at time zone 'utc')::date`, rendered: 1 })
          .onConflictDoUpdate({
            target: previewDailyCounts.day,
            set: { rendered: sql`${previewDailyCounts.rendered} + 1` },
          });
      return Boolean(row);
    },

    async fail(id: string, failure: { error: string; errorCode: string }) {
      await db
        .update(filmPreviews)
        .set({ ...failure, state: 'failed', finishedAt: sql`now()` })
        .where(eq(filmPreviews.id, id));
    },

    /**
     * Previews nobody asked for in `hours`, locked for this sweep (SKIP LOCKED: one sweeper each).
     * An order's approved preview is not among them while the order keeps its photos: child-data
     * deletes it with them (docs/decisions/103).
     */
    async lockStale(hours: number, limit: number): Promise<PreviewRow[]> {
      return db
        .select()
        .from(filmPreviews)
        .where(
          and(
            lt(filmPreviews.requestedAt, hoursAgo(hours)),
            // A working family link keeps it (docs/decisions/100).
            or(isNull(filmPreviews.keptUntil), lt(filmPreviews.keptUntil, new Date())),
            notExists(
              db
                .select({ id: orders.id })
                .from(orders)
                .where(and(eq(orders.previewId, filmPreviews.id), isNull(orders.photosDeletedAt))),
            ),
          ),
        )
        .orderBy(filmPreviews.requestedAt)
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async keepUntil(id: string, until: Date | null) {
      await db.update(filmPreviews).set({ keptUntil: until }).where(eq(filmPreviews.id, id));
    },

    /**
     * The preview this order approved, locked, unless another order that still keeps its photos
     * approved the same one (the cache is shared: the same inputs are one preview).
     */
    async lockHeldOnlyBy(orderId: string): Promise<PreviewRow | undefined> {
      const [row] = await db
        .select({ preview: filmPreviews })
        .from(filmPreviews)
        .innerJoin(orders, eq(orders.previewId, filmPreviews.id))
        .where(
          and(
            eq(orders.id, orderId),
            notExists(
              db
                .select({ id: sql`1` })
                .from(sql`orders as other`)
                .where(
                  sql`other.preview_id = ${filmPreviews.id} and other.id <> ${orderId} and other.photos_deleted_at is null`,
                ),
            ),
          ),
        )
        .limit(1)
        .for('update', { of: filmPreviews });
      return row?.preview;
    },

    async delete(ids: string[]) {
      if (ids.length > 0) await db.delete(filmPreviews).where(inArray(filmPreviews.id, ids));
    },

    /** The previews this upload session asked for (each once, however often), rendered or not. */
    async askedBy(session: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct ${previewRequests.previewId})::int` })
        .from(previewRequests)
        .where(eq(previewRequests.uploadSession, session));
      return Number(row?.n ?? 0);
    },

    /**
     * The last `days` days (UTC, today included): previews rendered, orders placed, those with an
     * approved preview, and those whose parent asked for at least one.
     */
    async figures(days: number) {
      const { rows } = await db.execute<{
        rendered: number;
        orders: number;
        with_preview: number;
        asked: number;
      }>(sql`
        select
          (select coalesce(sum(rendered), 0)::int from ${previewDailyCounts}
            where day > (now() at time zone 'utc')::date - ${days}::int) as rendered,
          count(*)::int as orders,
          count(*) filter (where preview_id is not null)::int as with_preview,
          count(*) filter (where previews_asked > 0)::int as asked
        from ${orders}
        where created_date >= date_trunc('day', now() at time zone 'utc') at time zone 'utc'
          - make_interval(days => ${days}::int - 1)
      `);
      const row = rows[0]!;
      return {
        rendered: Number(row.rendered),
        orders: Number(row.orders),
        withPreview: Number(row.with_preview),
        asked: Number(row.asked),
      };
    },

    async countByState(): Promise<Record<string, number>> {
      const rows = await db
        .select({ state: filmPreviews.state, n: count() })
        .from(filmPreviews)
        .groupBy(filmPreviews.state);
      return Object.fromEntries(rows.map((row) => [row.state, row.n]));
    },
  };
}
