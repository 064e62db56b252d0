import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderEvents } from '../../db/schema.ts';

export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrderEventRow = Pick<
  typeof orderEvents.$inferInsert,
  | 'orderId'
  | 'kind'
  | 'fromStage'
  | 'toStage'
  | 'note'
  | 'actorRole'
  | 'actorUserId'
  | 'actorName'
  | 'createdAt'
>;

export function createOrderEventsRepository(db: Db) {
  return {
    async insert(event: NewOrderEventRow): Promise<OrderEventRow> {
      // The statement's own time, not the transaction's: two events of one transaction (a render
      // finished, then delivered automatically) keep their order on the timeline. An event that
      // marks a row's own making (the order received) takes that row's time instead.
      const [row] = await db
        .insert(orderEvents)
        .values({ ...event, createdAt: event.createdAt ?? sql`clock_timestamp()` })
        .returning();
      return row!;
    },

    /** The events of the given orders, oldest first (an order's timeline). */
    async listByOrders(orderIds: readonly string[]): Promise<OrderEventRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderEvents)
        .where(inArray(orderEvents.orderId, [...orderIds]))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },
  };
}
