import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refunds } from '../../db/schema.ts';

export type RefundRow = typeof refunds.$inferSelect;

export function createRefundsRepository(db: Db) {
  return {
    /**
     * The order's refund, made now or the one that exists: one per order, and its idempotency key
     * with it, so every retry asks the provider with the same key.
     */
    async findOrCreate(
      row: Pick<
        typeof refunds.$inferInsert,
        | 'orderId'
        | 'provider'
        | 'paymentReference'
        | 'amountMinor'
        | 'currency'
        | 'idempotencyKey'
        | 'reason'
        | 'requestedBy'
      >,
    ): Promise<RefundRow> {
      await db.insert(refunds).values(row).onConflictDoNothing({ target: refunds.orderId });
      const [existing] = await db.select().from(refunds).where(eq(refunds.orderId, row.orderId)).limit(1);
      if (!existing) throw new Error(`Refund of order ${row.orderId} conflicted but cannot be found`);
      return existing;
    },

    async findByOrders(orderIds: readonly string[]): Promise<Map<string, RefundRow>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(refunds)
        .where(inArray(refunds.orderId, [...orderIds]));
      return new Map(rows.map((row) => [row.orderId, row]));
    },

    /** A cancel asks the provider now: pending again (after a failure), counted, and stamped. */
    async startAttempt(id: string): Promise<void> {
      await db
        .update(refunds)
        .set({
          state: 'pending',
          attempts: sql`${refunds.attempts} + 1`,
          attemptStartedAt: sql`now()`,
          lastError: null,
        })
        .where(and(eq(refunds.id, id), ne(refunds.state, 'succeeded')));
    },

    /** Whether the order's refund is asked or made: a delivery must then not happen. */
    async blocksDelivery(orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), inArray(refunds.state, ['pending', 'succeeded'])))
        .limit(1);
      return row !== undefined;
    },

    /** The provider refunded: recorded once; the order's id when this call recorded it. */
    async markSucceeded(id: string, providerRefundId: string): Promise<string | undefined> {
      const [refunded] = await db
        .update(refunds)
        .set({ state: 'succeeded', providerRefundId, completedAt: sql`now()`, lastError: null })
        .where(and(eq(refunds.id, id), ne(refunds.state, 'succeeded')))
        .returning({ orderId: refunds.orderId });
      return refunded?.orderId;
    },

    async markFailed(id: string, lastError: string): Promise<void> {
      await db
        .update(refunds)
        .set({ state: 'failed', lastError: lastError.slice(0, 500) })
        .where(and(eq(refunds.id, id), ne(refunds.state, 'succeeded')));
    },
  };
}
