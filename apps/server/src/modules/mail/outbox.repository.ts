import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

// Made for the executor to run on: the database, or a caller's transaction (enqueue must join the
// transaction of the change that causes the e-mail). Times come from the database clock, which
// every server process shares.

export type OutboxRow = typeof outbox.$inferSelect;
export type OutboxChannel = OutboxRow['channel'];
export type NewOutboxRow = Pick<
  typeof outbox.$inferInsert,
  | 'kind'
  | 'toAddress'
  | 'subject'
  | 'html'
  | 'text'
  | 'dedupeKey'
  | 'attachments'
  | 'channel'
  | 'payload'
  | 'orderId'
>;

const interval = (ms: number) => sql`(${Math.round(ms)}::integer * interval '1 millisecond')`;

export function createOutboxRepository(db: Db) {
  return {
    /** Inserts unless a row with the same dedupe key exists; returns the new id, or null if it did. */
    async insert(row: NewOutboxRow): Promise<string | null> {
      const inserted = await db
        .insert(outbox)
        .values(row)
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id });
      return inserted[0]?.id ?? null;
    },

    /**
     * Records an e-mail that cannot be queued (its address breaks the rule, its template failed) as
     * failed at once, with the reason, for the admin; unless its dedupe key exists already.
     */
    async insertFailed(row: NewOutboxRow & { lastError: string }): Promise<string | null> {
      const inserted = await db
        .insert(outbox)
        .values({ ...row, status: 'failed', failedAt: sql`now()` })
        .onConflictDoNothing({ target: outbox.dedupeKey })
        .returning({ id: outbox.id });
      return inserted[0]?.id ?? null;
    },

    /**
     * Takes up to `limit` due rows for this worker: leases them for `leaseMs` and counts the attempt,
     * in one statement. FOR UPDATE SKIP LOCKED makes concurrent workers (other processes) pass over
     * rows another worker is claiming this instant instead of waiting for them or taking them too;
     * the lease keeps them away from everyone until it expires (a worker that died mid-send).
     */
    async claimDue({ limit, leaseMs }: { limit: number; leaseMs: number }): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            lte(outbox.nextAttemptAt, sql`now()`),
            or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
          ),
        )
        .orderBy(asc(outbox.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(outbox)
        .set({ lockedUntil: sql`now() + ${interval(leaseMs)}`, attempts: sql`${outbox.attempts} + 1` })
        .where(inArray(outbox.id, due))
        .returning();
      return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },

    async markSent(id: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    },

    async scheduleRetry(id: string, delayMs: number, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ nextAttemptAt: sql`now() + ${interval(delayMs)}`, lockedUntil: null, lastError: error })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    },

    async markFailed(id: string, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ status: 'failed', lockedUntil: null, lastError: error, failedAt: sql`now()` })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
    },

    /**
     * Fails the order's pending messages of one channel with the reason (the parent stopped them);
     * rows a worker holds right now are left to that worker. Returns how many.
     */
    async failPendingOfOrder(orderId: string, channel: OutboxChannel, reason: string): Promise<number> {
      const failed = await db
        .update(outbox)
        .set({ status: 'failed', lockedUntil: null, lastError: reason, failedAt: sql`now()` })
        .where(
          and(
            eq(outbox.orderId, orderId),
            eq(outbox.channel, channel),
            eq(outbox.status, 'pending'),
            or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
          ),
        )
        .returning({ id: outbox.id });
      return failed.length;
    },

    /** An order's messages of one channel, oldest first (the admin's order detail). */
    async listOfOrder(orderId: string, channel: OutboxChannel): Promise<OutboxRow[]> {
      return db
        .select()
        .from(outbox)
        .where(and(eq(outbox.orderId, orderId), eq(outbox.channel, channel)))
        .orderBy(asc(outbox.createdAt));
    },

    /** The failed e-mails, the most recently failed first (rows failed before failed_at existed: by creation). */
    async listFailed({
      offset,
      limit,
    }: {
      offset: number;
      limit: number;
    }): Promise<{ rows: OutboxRow[]; total: number }> {
      // E-mails only: a WhatsApp refusal is shown on its order (the admin's order detail).
      const failed = and(eq(outbox.status, 'failed'), eq(outbox.channel, 'email'));
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(outbox)
          .where(failed)
          .orderBy(desc(sql`coalesce(${outbox.failedAt}, ${outbox.createdAt})`), desc(outbox.id))
          .limit(limit)
          .offset(offset),
        db.select({ total: count() }).from(outbox).where(failed),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    async find(id: string): Promise<OutboxRow | null> {
      const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
      return row ?? null;
    },

    /**
     * Puts a failed e-mail back in the queue, due now, with a fresh count of attempts (the admin's
     * retry). Returns false when the row is not failed (any more): retried already, or never was.
     */
    async requeueFailed(id: string): Promise<boolean> {
      const requeued = await db
        .update(outbox)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, failedAt: null })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'failed'), eq(outbox.channel, 'email')))
        .returning({ id: outbox.id });
      return requeued.length > 0;
    },

    /** Gives claimed rows back untouched (shutdown before they were tried): the attempt did not happen. */
    async release(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(outbox)
        .set({ lockedUntil: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
        .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')));
    },
  };
}
