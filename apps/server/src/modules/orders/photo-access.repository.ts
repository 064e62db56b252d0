import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photoAccessLog } from '../../db/schema.ts';

export type PhotoAccessRow = typeof photoAccessLog.$inferSelect;

export function createPhotoAccessRepository(db: Db) {
  return {
    async record(
      rows: Pick<PhotoAccessRow, 'orderId' | 'photoId' | 'adminUserId' | 'kind'>[],
    ): Promise<void> {
      if (rows.length > 0) await db.insert(photoAccessLog).values(rows);
    },

    async listByOrder(orderId: string): Promise<PhotoAccessRow[]> {
      return db
        .select()
        .from(photoAccessLog)
        .where(eq(photoAccessLog.orderId, orderId))
        .orderBy(asc(photoAccessLog.at), asc(photoAccessLog.id));
    },
  };
}
