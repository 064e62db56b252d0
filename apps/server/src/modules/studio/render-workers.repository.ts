import { gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { renderWorkers } from '../../db/schema.ts';

// The render workers alive now (docs/decisions/096): the only SQL on render_workers.

/** A worker reports itself this often while it runs. */
export const WORKER_REPORT_SECONDS = 30;
/** Not seen for this long: gone (three missed reports). */
export const WORKER_GONE_SECONDS = 3 * WORKER_REPORT_SECONDS;

export function createRenderWorkersRepository(db: Db) {
  return {
    /** Here, with this capacity (again every report); rows gone for a day are swept on the way. */
    async report(worker: { id: string; host: string; concurrency: number }): Promise<void> {
      await db
        .insert(renderWorkers)
        .values(worker)
        .onConflictDoUpdate({
          target: renderWorkers.id,
          set: { concurrency: worker.concurrency, seenAt: sql`now()` },
        });
      await db.delete(renderWorkers).where(lt(renderWorkers.seenAt, sql`now() - interval '1 day'`));
    },

    /** Stopped on purpose: no longer counted. */
    async remove(id: string): Promise<void> {
      await db.delete(renderWorkers).where(sql`${renderWorkers.id} = ${id}`);
    },

    /** The workers seen lately, and the renders they take at once between them. */
    async capacity(): Promise<{ live: number; capacity: number }> {
      const [row] = await db
        .select({
          live: sql<number>`count(*)::int`,
          capacity: sql<number>`coalesce(sum(${renderWorkers.concurrency}), 0)::int`,
        })
        .from(renderWorkers)
        .where(gt(renderWorkers.seenAt, sql`now() - make_interval(secs => ${WORKER_GONE_SECONDS})`));
      return { live: Number(row?.live ?? 0), capacity: Number(row?.capacity ?? 0) };
    },
  };
}
