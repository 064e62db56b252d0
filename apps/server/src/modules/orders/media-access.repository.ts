import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { childMediaAccessLog, users } from '../../db/schema.ts';

// Who may see a child's photos and voice clip at the moment a staff link is used, and the record of
// every view, play and download (docs/decisions/032, 045).

export type MediaAccessRow = typeof childMediaAccessLog.$inferSelect;

export function createMediaAccessRepository(db: Db) {
  return {
    async record(
      rows: Pick<MediaAccessRow, 'orderId' | 'media' | 'mediaId' | 'adminUserId' | 'kind'>[],
    ): Promise<void> {
      if (rows.length > 0) await db.insert(childMediaAccessLog).values(rows);
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
