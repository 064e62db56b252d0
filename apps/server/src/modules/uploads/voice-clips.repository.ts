import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { voiceClips } from '../../db/schema.ts';

// Voice clips of the child's name (docs/decisions/045): the only code that touches their rows.
// Ages are measured on the database clock, which every server process shares.

export type VoiceClipRow = typeof voiceClips.$inferSelect;

const olderThan = (ms: number) => sql`now() - (${Math.round(ms)}::bigint * interval '1 millisecond')`;

export function createVoiceClipsRepository(db: Db) {
  return {
    async insert(
      row: Pick<
        VoiceClipRow,
        'id' | 'storageKey' | 'contentType' | 'bytes' | 'durationMs' | 'uploadSession' | 'uploaderNetwork'
      >,
    ): Promise<void> {
      await db.insert(voiceClips).values(row);
    },

    async delete(id: string): Promise<void> {
      await db.delete(voiceClips).where(eq(voiceClips.id, id));
    },

    /** Clips of this upload session that no order has claimed yet. */
    async countUnclaimedOfSession(session: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(voiceClips)
        .where(and(isNull(voiceClips.orderId), eq(voiceClips.uploadSession, session)));
      return row?.n ?? 0;
    },

    /** The clip, if no order has claimed it and it is young enough to be claimed. */
    async findClaimable(
      id: string,
      maxAgeMs: number,
      session: string | null,
    ): Promise<VoiceClipRow | undefined> {
      const [row] = await db
        .select()
        .from(voiceClips)
        .where(
          and(
            eq(voiceClips.id, id),
            isNull(voiceClips.orderId),
            gt(voiceClips.createdAt, olderThan(maxAgeMs)),
            // Usable only from the browser session that recorded it (docs/decisions/070).
            or(
              isNull(voiceClips.uploadSession),
              session ? eq(voiceClips.uploadSession, session) : sql`false`,
            ),
          ),
        )
        .limit(1);
      return row;
    },

    /** Gives the clip to the order; true when it is the order's now (also when it already was). */
    async claim(id: string, orderId: string, maxAgeMs: number): Promise<boolean> {
      await db
        .update(voiceClips)
        .set({ orderId, claimedAt: sql`now()`, uploadSession: null, uploaderNetwork: null })
        .where(
          and(
            eq(voiceClips.id, id),
            isNull(voiceClips.orderId),
            gt(voiceClips.createdAt, olderThan(maxAgeMs)),
          ),
        );
      const [row] = await db
        .select({ id: voiceClips.id })
        .from(voiceClips)
        .where(and(eq(voiceClips.id, id), eq(voiceClips.orderId, orderId)))
        .limit(1);
      return row !== undefined;
    },

    async findById(id: string): Promise<VoiceClipRow | undefined> {
      const [row] = await db.select().from(voiceClips).where(eq(voiceClips.id, id)).limit(1);
      return row;
    },

    async findByOrder(orderId: string): Promise<VoiceClipRow | undefined> {
      const [row] = await db.select().from(voiceClips).where(eq(voiceClips.orderId, orderId)).limit(1);
      return row;
    },

    /** Unclaimed clips older than `maxAgeMs`, locked for this sweeper (SKIP LOCKED, as for photos). */
    async lockStale({ maxAgeMs, limit }: { maxAgeMs: number; limit: number }) {
      return db
        .select({ id: voiceClips.id, storageKey: voiceClips.storageKey })
        .from(voiceClips)
        .where(and(isNull(voiceClips.orderId), lt(voiceClips.createdAt, olderThan(maxAgeMs))))
        .orderBy(asc(voiceClips.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async deleteMany(ids: string[]): Promise<void> {
      for (const id of ids) await db.delete(voiceClips).where(eq(voiceClips.id, id));
    },
  };
}
