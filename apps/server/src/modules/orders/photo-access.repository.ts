import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photoAccessLog, users } from '../../db/schema.ts';

export type PhotoAccessRow = typeof photoAccessLog.$inferSelect;

/** An access record with the admin's name and e-mail (null if the account is gone). */
export type PhotoAccessEntry = PhotoAccessRow & { adminName: string | null; adminEmail: string | null };

export function createPhotoAccessRepository(db: Db) {
  return {
    async record(
      rows: Pick<PhotoAccessRow, 'orderId' | 'photoId' | 'adminUserId' | 'kind'>[],
    ): Promise<void> {
      if (rows.length > 0) await db.insert(photoAccessLog).values(rows);
    },

    /** The order's access log, oldest first, naming each admin (docs/decisions/046). */
    async listByOrder(orderId: string): Promise<PhotoAccessEntry[]> {
      const rows = await db
        .select({ access: photoAccessLog, adminName: users.name, adminEmail: users.email })
        .from(photoAccessLog)
        .leftJoin(users, eq(users.id, photoAccessLog.adminUserId))
        .where(eq(photoAccessLog.orderId, orderId))
        .orderBy(asc(photoAccessLog.at), asc(photoAccessLog.id));
      return rows.map((row) => ({ ...row.access, adminName: row.adminName, adminEmail: row.adminEmail }));
    },
  };
}
