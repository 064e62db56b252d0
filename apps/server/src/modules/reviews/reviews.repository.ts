import { and, count, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { Db } from '../../db/client.ts';
import { orderReviews, orders, videos } from '../../db/schema.ts';

// The reviews' table (docs/decisions/118): the only SQL on order_reviews, and the one read of the
// orders a review request is due for (delivered, released, film and data kept, nothing asked yet).

export type ReviewRow = typeof orderReviews.$inferSelect;
export type ReviewWithOrder = ReviewRow & { orderNumber: string; story: number };

/** An order the one e-mail may ask, with what the e-mail says. */
export interface DueRequest {
  orderId: string;
  email: string;
  siteLanguage: SiteLanguage;
  childName: string;
  story: number;
}

const withOrder = {
  review: orderReviews,
  orderNumber: orders.orderNumber,
  story: orders.itemNumber,
};

export function createReviewsRepository(db: Db) {
  return {
    async find(orderId: string): Promise<ReviewRow | undefined> {
      const [row] = await db.select().from(orderReviews).where(eq(orderReviews.orderId, orderId));
      return row;
    },

    /** The parent's review: written only when the order has none yet (undefined: it had one). */
    async submit(review: {
      orderId: string;
      stars: number;
      line: string | null;
      mayPublish: boolean;
      siteLanguage: SiteLanguage;
      at: Date;
    }): Promise<ReviewRow | undefined> {
      const values = {
        orderId: review.orderId,
        stars: review.stars,
        line: review.line,
        mayPublish: review.mayPublish,
        siteLanguage: review.siteLanguage,
        submittedAt: review.at,
      };
      const [row] = await db
        .insert(orderReviews)
        .values(values)
        .onConflictDoUpdate({
          target: orderReviews.orderId,
          set: {
            stars: values.stars,
            line: values.line,
            mayPublish: values.mayPublish,
            siteLanguage: values.siteLanguage,
            submittedAt: values.submittedAt,
          },
          setWhere: isNull(orderReviews.submittedAt),
        })
        .returning();
      return row;
    },

    /** "Not now": remembered once, and never over a review already given. */
    async decline(orderId: string, at: Date): Promise<void> {
      await db
        .insert(orderReviews)
        .values({ orderId, declinedAt: at })
        .onConflictDoUpdate({
          target: orderReviews.orderId,
          set: { declinedAt: at },
          setWhere: and(isNull(orderReviews.submittedAt), isNull(orderReviews.declinedAt)),
        });
    },

    /**
     * Claims the one e-mail request of an order: true for exactly one caller, and only while the
     * parent has neither answered nor said "Not now" (a row lock decides between processes).
     */
    async claimRequest(orderId: string, at: Date): Promise<boolean> {
      const rows = await db
        .insert(orderReviews)
        .values({ orderId, requestedAt: at })
        .onConflictDoUpdate({
          target: orderReviews.orderId,
          set: { requestedAt: at },
          setWhere: and(
            isNull(orderReviews.requestedAt),
            isNull(orderReviews.submittedAt),
            isNull(orderReviews.declinedAt),
          ),
        })
        .returning({ orderId: orderReviews.orderId });
      return rows.length === 1;
    },

    /**
     * Delivered orders whose film reached the family by `reachedBefore` (its chosen day's release,
     * else the video's upload), whose film and data are kept, with an address, not yet asked and
     * not answered: oldest first.
     */
    async dueForRequest(reachedBefore: Date, limit: number): Promise<DueRequest[]> {
      const reachedAt = sql`coalesce(${orders.releasedAt}, ${videos.createdDate})`;
      return db
        .select({
          orderId: orders.id,
          email: orders.email,
          siteLanguage: orders.siteLanguage,
          childName: orders.characterName,
          story: orders.itemNumber,
        })
        .from(orders)
        .innerJoin(videos, eq(videos.orderId, orders.id))
        .leftJoin(orderReviews, eq(orderReviews.orderId, orders.id))
        .where(
          and(
            eq(orders.stage, 'delivered'),
            isNull(orders.erasedAt),
            isNull(orders.videoDeletedAt),
            ne(orders.email, ''),
            or(isNull(orders.deliverAt), isNotNull(orders.releasedAt)),
            lte(reachedAt, reachedBefore),
            or(
              isNull(orderReviews.orderId),
              and(
                isNull(orderReviews.requestedAt),
                isNull(orderReviews.submittedAt),
                isNull(orderReviews.declinedAt),
              ),
            ),
          ),
        )
        .orderBy(reachedAt)
        .limit(limit);
    },

    async withOrder(orderId: string): Promise<ReviewWithOrder | undefined> {
      const [row] = await db
        .select(withOrder)
        .from(orderReviews)
        .innerJoin(orders, eq(orders.id, orderReviews.orderId))
        .where(and(eq(orderReviews.orderId, orderId), isNotNull(orderReviews.submittedAt)));
      return row && { ...row.review, orderNumber: row.orderNumber, story: row.story };
    },

    /** The newest reviews given, and how many there are. */
    async submitted(limit: number): Promise<{ rows: ReviewWithOrder[]; total: number }> {
      const rows = await db
        .select(withOrder)
        .from(orderReviews)
        .innerJoin(orders, eq(orders.id, orderReviews.orderId))
        .where(isNotNull(orderReviews.submittedAt))
        .orderBy(desc(orderReviews.submittedAt), desc(orderReviews.orderId))
        .limit(limit);
      const [total] = await db
        .select({ n: count() })
        .from(orderReviews)
        .where(isNotNull(orderReviews.submittedAt));
      return {
        rows: rows.map((row) => ({ ...row.review, orderNumber: row.orderNumber, story: row.story })),
        total: total?.n ?? 0,
      };
    },

    /** The published reviews, newest first: the testimonials page's. */
    async published(limit: number): Promise<ReviewWithOrder[]> {
      const rows = await db
        .select(withOrder)
        .from(orderReviews)
        .innerJoin(orders, eq(orders.id, orderReviews.orderId))
        .where(and(isNotNull(orderReviews.publishedAt), eq(orderReviews.mayPublish, true)))
        .orderBy(desc(orderReviews.publishedAt), desc(orderReviews.orderId))
        .limit(limit);
      return rows.map((row) => ({ ...row.review, orderNumber: row.orderNumber, story: row.story }));
    },

    /** Publishes (with the parent's permission only) or unpublishes; undefined without a review. */
    async setPublished(orderId: string, at: Date | null): Promise<boolean> {
      const rows = await db
        .update(orderReviews)
        .set({ publishedAt: at })
        .where(
          and(
            eq(orderReviews.orderId, orderId),
            isNotNull(orderReviews.submittedAt),
            at ? eq(orderReviews.mayPublish, true) : undefined,
          ),
        )
        .returning({ orderId: orderReviews.orderId });
      return rows.length === 1;
    },

    /** The orders' reviews, gone with their film or account (the child-data module's deletion). */
    async erase(orderIds: string[]): Promise<number> {
      if (orderIds.length === 0) return 0;
      const rows = await db
        .delete(orderReviews)
        .where(inArray(orderReviews.orderId, orderIds))
        .returning({ orderId: orderReviews.orderId });
      return rows.length;
    },
  };
}
