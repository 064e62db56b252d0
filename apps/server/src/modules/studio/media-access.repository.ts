import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { childMediaAccessLog, users } from '../../db/schema.ts';

// Who may see a child's photos and voice clip at the moment a staff link is used, and the record of
// every view, play and download (docs/decisions/032, 045).

export type MediaAccessRow = typeof childMediaAccessLog.$inferSelect;

/** An access record with the admin's name and e-mail (null if the account is gone). */
export type MediaAccessEntry = MediaAccessRow & { adminName: string | null; adminEmail: string | null };

export function createMediaAccessRepository(db: Db) {
  return {
    async record(
      rows: Pick<MediaAccessRow, 'orderId' | 'media' | 'mediaId' | 'adminUserId' | 'kind'>[],
    ): Promise<void> {
      if (rows.length > 0) await db.insert(childMediaAccessLog).values(rows);
    },

    /** The order's access log, oldest first, naming each admin (docs/decisions/046). */
    async listByOrder(orderId: string): Promise<MediaAccessEntry[]> {
      const rows = await db
        .select({ access: childMediaAccessLog, adminName: users.name, adminEmail: users.email })
        .from(childMediaAccessLog)
        .leftJoin(users, eq(users.id, childMediaAccessLog.adminUserId))
        .where(eq(childMediaAccessLog.orderId, orderId))
        .orderBy(asc(childMediaAccessLog.at), asc(childMediaAccessLog.id));
      return rows.map((row) => ({ ...row.access, adminName: row.adminName, adminEmail: row.adminEmail }));
    },

    /** Whether the user is (still) an admin now: a link outlives neither the account nor the role. */
    async isAdmin(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.role, 'admin')))
        .limit(1);
      return row !== undefined;
    },
  };
}
