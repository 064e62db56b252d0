import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema.ts';

export type OrderRow = typeof orders.$inferSelect;
/** What order creation from a paid checkout (order-from-checkout.service.ts) writes. */
export type NewPaidOrderRow = Pick<
  typeof orders.$inferInsert,
  | 'userId'
  | 'itemNumber'
  | 'characterName'
  | 'language'
  | 'email'
  | 'country'
  | 'amountMinor'
  | 'currency'
  | 'provider'
  | 'paymentReference'
  | 'dueAt'
>;

export function createOrdersRepository(db: Db) {
  return {
    async listByUser(userId: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdDate), desc(orders.id));
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** One page of every order, newest first, optionally of one status, with the total for paging. */
    async listPage(query: {
      offset: number;
      limit: number;
      status?: OrderRow['status'];
    }): Promise<{ rows: OrderRow[]; total: number }> {
      const where = query.status ? eq(orders.status, query.status) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdDate), desc(orders.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows, total: totals?.total ?? 0 };
    },

    /** Counts over every order, whatever the list's filter: one scan, not three. */
    async summary(): Promise<{ total: number; pending: number; complete: number }> {
      const [row] = await db
        .select({
          total: count(),
          pending: sql`count(*) filter (where ${orders.status} = 'pending')`.mapWith(Number),
          complete: sql`count(*) filter (where ${orders.status} = 'complete')`.mapWith(Number),
        })
        .from(orders);
      return { total: row?.total ?? 0, pending: row?.pending ?? 0, complete: row?.complete ?? 0 };
    },

    /**
     * Sets a pending order complete; undefined when it is not pending (any more). The status guard
     * makes this the one place two completions meet: the second waits for the first's row lock and
     * then finds nothing to update.
     */
    async completeIfPending(id: string): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ status: 'complete', updatedDate: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * Inserts the order unless one with its payment reference exists; returns the order either
     * way. ON CONFLICT DO NOTHING waits for a concurrent insert of the same reference (another
     * process) to commit and then yields, so the race ends in the first order, not in an error.
     */
    async insertPaidIfAbsent(order: NewPaidOrderRow): Promise<{ row: OrderRow; created: boolean }> {
      const [inserted] = await db
        .insert(orders)
        .values(order)
        .onConflictDoNothing({ target: orders.paymentReference })
        .returning();
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(orders)
        .where(eq(orders.paymentReference, order.paymentReference))
        .limit(1);
      if (!existing)
        throw new Error(`Order for payment ${order.paymentReference} conflicted but cannot be found`);
      return { row: existing, created: false };
    },

    async setPhotoKeys(id: string, photoKeys: string[]): Promise<void> {
      await db
        .update(orders)
        .set({ photoKeys, updatedDate: sql`now()` })
        .where(eq(orders.id, id));
    },
  };
}
