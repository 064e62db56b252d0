import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photoRequests } from '../../db/schema.ts';

export type PhotoRequestRow = typeof photoRequests.$inferSelect;

export function createPhotoRequestsRepository(db: Db) {
  return {
    async insert(
      row: Pick<
        typeof photoRequests.$inferInsert,
        'orderId' | 'photoIds' | 'reason' | 'template' | 'requestedBy' | 'requestedByName' | 'expiresAt'
      >,
    ): Promise<PhotoRequestRow> {
      const [inserted] = await db.insert(photoRequests).values(row).returning();
      return inserted!;
    },

    async findById(id: string): Promise<PhotoRequestRow | undefined> {
      const [row] = await db.select().from(photoRequests).where(eq(photoRequests.id, id)).limit(1);
      return row;
    },

    /** Locked until the transaction ends: of two replacements through the same link, the second waits and finds it used. */
    async findByIdForUpdate(id: string): Promise<PhotoRequestRow | undefined> {
      const [row] = await db
        .select()
        .from(photoRequests)
        .where(eq(photoRequests.id, id))
        .limit(1)
        .for('update');
      return row;
    },

    /** The newest request of each order (the admin's detail, the parent's progress). */
    async latestByOrders(orderIds: readonly string[]): Promise<Map<string, PhotoRequestRow>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([photoRequests.orderId])
        .from(photoRequests)
        .where(inArray(photoRequests.orderId, [...orderIds]))
        .orderBy(photoRequests.orderId, desc(photoRequests.createdAt), desc(photoRequests.id));
      return new Map(rows.map((row) => [row.orderId, row]));
    },

    /** The first opening of the link; later ones keep the first time. */
    async markOpened(id: string): Promise<void> {
      await db
        .update(photoRequests)
        .set({ openedAt: sql`now()` })
        .where(and(eq(photoRequests.id, id), isNull(photoRequests.openedAt)));
    },

    /** A newer request replaces the order's open one. */
    async withdrawOpen(orderId: string): Promise<void> {
      await db
        .update(photoRequests)
        .set({ withdrawnAt: sql`now()` })
        .where(
          and(
            eq(photoRequests.orderId, orderId),
            isNull(photoRequests.fulfilledAt),
            isNull(photoRequests.withdrawnAt),
          ),
        );
    },

    /** Used: true when this call fulfilled it (it was open). */
    async markFulfilled(id: string): Promise<boolean> {
      const rows = await db
        .update(photoRequests)
        .set({ fulfilledAt: sql`now()` })
        .where(
          and(eq(photoRequests.id, id), isNull(photoRequests.fulfilledAt), isNull(photoRequests.withdrawnAt)),
        )
        .returning({ id: photoRequests.id });
      return rows.length === 1;
    },
  };
}
