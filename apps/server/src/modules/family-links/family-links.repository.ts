import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyLinks } from '../../db/schema.ts';

// The family links' table (docs/decisions/100): the only SQL on family_links.

export type FamilyLinkRow = typeof familyLinks.$inferSelect;

export function createFamilyLinksRepository(db: Db) {
  const ofTarget = (target: { previewId: string } | { orderId: string }) =>
    'previewId' in target
      ? eq(familyLinks.previewId, target.previewId)
      : eq(familyLinks.orderId, target.orderId);

  return {
    async insert(row: typeof familyLinks.$inferInsert): Promise<FamilyLinkRow> {
      const [inserted] = await db.insert(familyLinks).values(row).returning();
      return inserted!;
    },

    /** The target's links, newest first (a preview's: only those its owner's session made). */
    async listOf(target: { previewId: string; session: string } | { orderId: string }) {
      return db
        .select()
        .from(familyLinks)
        .where(
          'previewId' in target
            ? and(ofTarget(target), eq(familyLinks.uploadSession, target.session))
            : ofTarget(target),
        )
        .orderBy(desc(familyLinks.createdAt), desc(familyLinks.id));
    },

    async countLive(target: { previewId: string } | { orderId: string }, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(familyLinks)
        .where(
          and(
            ofTarget(target),
            isNull(familyLinks.revokedAt),
            or(isNull(familyLinks.expiresAt), gt(familyLinks.expiresAt, now)),
          ),
        );
      return row?.n ?? 0;
    },

    /** The latest expiry among a preview's working links (what keeps the preview), or null. */
    async liveUntil(previewId: string, now: Date): Promise<Date | null> {
      const [row] = await db
        .select({ until: sql<Date | null>`max(${familyLinks.expiresAt})` })
        .from(familyLinks)
        .where(
          and(
            eq(familyLinks.previewId, previewId),
            isNull(familyLinks.revokedAt),
            gt(familyLinks.expiresAt, now),
          ),
        );
      return row?.until ? new Date(row.until) : null;
    },

    async find(id: string): Promise<FamilyLinkRow | undefined> {
      const [row] = await db.select().from(familyLinks).where(eq(familyLinks.id, id));
      return row;
    },

    async revoke(id: string, at: Date): Promise<FamilyLinkRow | undefined> {
      const [row] = await db
        .update(familyLinks)
        .set({ revokedAt: sql`coalesce(${familyLinks.revokedAt}, ${at.toISOString()}::timestamptz)` })
        .where(eq(familyLinks.id, id))
        .returning();
      return row;
    },

    async findByTokenHash(tokenHash: string): Promise<FamilyLinkRow | undefined> {
      const [row] = await db.select().from(familyLinks).where(eq(familyLinks.tokenHash, tokenHash));
      return row;
    },

    /** An opening: counted, and when (the parent sees it). */
    async markOpened(id: string, at: Date) {
      await db
        .update(familyLinks)
        .set({ lastUsedAt: at, opens: sql`${familyLinks.opens} + 1` })
        .where(eq(familyLinks.id, id));
    },
  };
}
