import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { newOrderNumber } from './order-number.ts';

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

// Draws before giving up on a fresh number: with 887 million numbers, a second draw is already rare.
const ORDER_NUMBER_DRAWS = 5;

const isOrderNumberClash = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'orders_order_number_unique';
};

const prepareListByUser = (db: Db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdDate), desc(orders.id))
    .prepare('orders_list_by_user');

export function createOrdersRepository(db: Db) {
  // A parent's list is read on every visit to their orders page: its SQL is built once per
  // repository (a prepared statement) instead of by Drizzle's query builder per request (044).
  let byUser: ReturnType<typeof prepareListByUser> | undefined;
  return {
    async listByUser(userId: string): Promise<OrderRow[]> {
      byUser ??= prepareListByUser(db);
      return byUser.execute({ userId });
    },

    /** Every order paid with this e-mail address (lower-cased as stored), newest first. */
    async listByEmail(email: string, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.email, email))
        .orderBy(desc(orders.createdDate), desc(orders.id))
        .limit(limit);
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /** The signed-in buyer's name, for the invoice; null for a guest. */
    async buyerName(userId: string | null): Promise<string | null> {
      if (!userId) return null;
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name ?? null;
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
      return { rows: rows, total: totals?.total ?? 0 };
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
     * The new order gets a fresh order number; the rare clash with an existing one is drawn again
     * (in a savepoint, so the caller's transaction goes on).
     */
    async insertPaidIfAbsent(order: NewPaidOrderRow): Promise<{ row: OrderRow; created: boolean }> {
      let inserted: OrderRow | undefined;
      for (let draw = 1; ; draw++) {
        try {
          [inserted] = await inTransaction(db, (savepoint) =>
            savepoint
              .insert(orders)
              .values({ ...order, orderNumber: newOrderNumber() })
              .onConflictDoNothing({ target: orders.paymentReference })
              .returning(),
          );
          break;
        } catch (error) {
          if (draw >= ORDER_NUMBER_DRAWS || !isOrderNumberClash(error)) throw error;
        }
      }
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
