import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { gifts } from '../../db/schema.ts';

// The gifts table (docs/decisions/115): the only code that reads or writes it. Every change of a
// gift's state or of its reminders is a guarded update, so two processes (or two parents' tabs)
// doing the same at once do it once.

export type GiftRow = typeof gifts.$inferSelect;
export type NewGiftRow = typeof gifts.$inferInsert;

export function createGiftsRepository(db: Db) {
  return {
    async insertIfAbsent(row: NewGiftRow): Promise<GiftRow | undefined> {
      const [inserted] = await db
        .insert(gifts)
        .values(row)
        .onConflictDoNothing({ target: gifts.orderId })
        .returning();
      return inserted;
    },

    async findByInviteHash(hash: string): Promise<GiftRow | undefined> {
      const [row] = await db.select().from(gifts).where(eq(gifts.inviteTokenHash, hash)).limit(1);
      return row;
    },

    async findByOrder(orderId: string): Promise<GiftRow | undefined> {
      const [row] = await db.select().from(gifts).where(eq(gifts.orderId, orderId)).limit(1);
      return row;
    },

    async findByGiverHash(hash: string): Promise<GiftRow | undefined> {
      const [row] = await db.select().from(gifts).where(eq(gifts.giverTokenHash, hash)).limit(1);
      return row;
    },

    /** The gift's row, locked until the caller's transaction ends. */
    async lock(id: string): Promise<GiftRow | undefined> {
      const [row] = await db.select().from(gifts).where(eq(gifts.id, id)).for('update');
      return row;
    },

    /** invited → claimed; false when it was not invited any more. */
    async markClaimed(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(gifts)
        .set({ state: 'claimed', claimedAt: at })
        .where(and(eq(gifts.id, id), eq(gifts.state, 'invited')))
        .returning({ id: gifts.id });
      return rows.length === 1;
    },

    /**
     * Gifts still invited whose next reminder (number `sent + 1`) is due: invited at or before
     * `invitedBefore` with `sent` reminders so far. Oldest first.
     */
    async dueForReminder(sent: 0 | 1, invitedBefore: Date, limit: number): Promise<GiftRow[]> {
      return db
        .select()
        .from(gifts)
        .where(
          and(eq(gifts.state, 'invited'), eq(gifts.remindersSent, sent), lte(gifts.invitedAt, invitedBefore)),
        )
        .orderBy(asc(gifts.invitedAt))
        .limit(limit);
    },

    /** Claims reminder number `sent + 1` for the gift: true for exactly one caller. */
    async claimReminder(id: string, sent: 0 | 1): Promise<boolean> {
      const rows = await db
        .update(gifts)
        .set({ remindersSent: sent + 1 })
        .where(and(eq(gifts.id, id), eq(gifts.state, 'invited'), eq(gifts.remindersSent, sent)))
        .returning({ id: gifts.id });
      return rows.length === 1;
    },

    /** Unclaimed gifts past their claim period, or whose refund has not gone through yet. */
    async dueForRefund(invitedBefore: Date, limit: number): Promise<GiftRow[]> {
      return db
        .select()
        .from(gifts)
        .where(and(inArray(gifts.state, ['invited', 'expired']), lte(gifts.invitedAt, invitedBefore)))
        .orderBy(asc(gifts.invitedAt))
        .limit(limit);
    },

    /** invited → expired: from here no parent can claim it, and the refund is due. */
    async markExpired(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(gifts)
        .set({ state: 'expired', expiredAt: at })
        .where(and(eq(gifts.id, id), eq(gifts.state, 'invited')))
        .returning({ id: gifts.id });
      return rows.length === 1;
    },

    /** expired → refunded: true for exactly one caller (who then tells the giver and the parent). */
    async markRefunded(id: string): Promise<boolean> {
      const rows = await db
        .update(gifts)
        .set({ state: 'refunded' })
        .where(and(eq(gifts.id, id), eq(gifts.state, 'expired')))
        .returning({ id: gifts.id });
      return rows.length === 1;
    },

    async countWaiting(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(gifts)
        .where(eq(gifts.state, 'invited'));
      return row?.n ?? 0;
    },
  };
}
