import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { OPEN_STAGES } from '@shop/contracts/order-stages';
import type { Db } from '../../db/client.ts';
import { checkouts, orders, promotions, refunds } from '../../db/schema.ts';

// Campaigns, and the counts their limits read. A campaign's orders are the checkouts that name it
// and became orders (checkouts.order_id is set in the order's own transaction), so a redemption is
// counted exactly when the paid checkout becomes an order, and never by a step that could stop it.

export type PromotionRow = typeof promotions.$inferSelect;
export type NewPromotionRow = typeof promotions.$inferInsert;

/**
 * How long an open checkout holds its place in a limited campaign: long enough to pay (UPI, a card's
 * 3-D Secure), short enough that an abandoned one frees its place the same hour.
 */
export const RESERVATION_MS = 30 * 60_000;

const since = (ms: number) => sql`now() - (${Math.round(ms)}::integer * interval '1 millisecond')`;

const isCodeClash = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'promotions_code_unique';
};

/** Orders with work still to do: paid (an order exists only once paid), not delivered, not cancelled. */
async function countOpenOrders(db: Db): Promise<number> {
  const [open] = await db
    .select({ n: sql<number>`count(*)::integer` })
    .from(orders)
    .where(inArray(orders.stage, [...OPEN_STAGES]));
  return open?.n ?? 0;
}

export function createPromotionsRepository(db: Db) {
  return {
    /** The new campaign, or null when its code is taken (checked by the unique index, race-free). */
    async insert(row: NewPromotionRow): Promise<PromotionRow | null> {
      try {
        const [inserted] = await db.insert(promotions).values(row).returning();
        return inserted!;
      } catch (error) {
        if (isCodeClash(error)) return null;
        throw error;
      }
    },

    async find(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).limit(1);
      return row;
    },

    async findByCode(code: string): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.code, code)).limit(1);
      return row;
    },

    /** The campaign, locked to the end of the transaction: checkouts of one campaign count one at a time. */
    async lock(id: string): Promise<PromotionRow | undefined> {
      const [row] = await db.select().from(promotions).where(eq(promotions.id, id)).for('update');
      return row;
    },

    async setPaused(id: string, paused: boolean): Promise<PromotionRow | undefined> {
      const [row] = await db
        .update(promotions)
        .set({ pausedAt: paused ? sql`coalesce(${promotions.pausedAt}, now())` : null })
        .where(eq(promotions.id, id))
        .returning();
      return row;
    },

    async list(): Promise<PromotionRow[]> {
      return db.select().from(promotions).orderBy(desc(promotions.createdAt), asc(promotions.id));
    },

    /** Automatic campaigns (no code) live at `now`, not paused. */
    async liveAutomatic(now: Date): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            isNull(promotions.code),
            // The sibling offer applies only with its proof, never to every checkout (docs/decisions/120).
            eq(promotions.sibling, false),
            isNull(promotions.pausedAt),
            lte(promotions.startsAt, now),
            gt(promotions.endsAt, now),
          ),
        );
    },

    /** The brother-or-sister campaign live at `now`, not paused (the newest, if the admin made two). */
    async liveSibling(now: Date): Promise<PromotionRow | undefined> {
      const [row] = await db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.sibling, true),
            isNull(promotions.pausedAt),
            lte(promotions.startsAt, now),
            gt(promotions.endsAt, now),
          ),
        )
        .orderBy(desc(promotions.createdAt), asc(promotions.id))
        .limit(1);
      return row;
    },

    /** A paid order a sibling offer names: who bought it, when it was paid, whether it is cancelled. */
    async firstOrder(orderNumber: string) {
      const [row] = await db
        .select({
          id: orders.id,
          email: orders.email,
          stage: orders.stage,
          createdDate: orders.createdDate,
          paidAt: checkouts.paidAt,
        })
        .from(orders)
        .leftJoin(checkouts, eq(checkouts.orderId, orders.id))
        .where(eq(orders.orderNumber, orderNumber))
        .limit(1);
      return row;
    },

    /** Orders made with the sibling offer of this first order (once per first order). */
    async siblingOrders(firstOrderId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::integer` })
        .from(checkouts)
        .where(and(eq(checkouts.siblingOfOrderId, firstOrderId), isNotNull(checkouts.orderId)));
      return row?.n ?? 0;
    },

    /** Campaigns tied to a festival, live at `now`, not paused: the banner's candidates. */
    async liveFestival(now: Date): Promise<PromotionRow[]> {
      return db
        .select()
        .from(promotions)
        .where(
          and(
            isNotNull(promotions.festival),
            isNull(promotions.pausedAt),
            lte(promotions.startsAt, now),
            gt(promotions.endsAt, now),
          ),
        )
        .orderBy(asc(promotions.endsAt));
    },

    /**
     * Places taken in the campaign: its orders, plus the open checkouts of the last RESERVATION_MS by
     * other buyers (one each however often they retried). The buyer asking does not count against
     * themselves, so a parent whose first attempt failed can pay again.
     */
    async placesTaken(promotionId: string, exceptEmail: string | null): Promise<number> {
      const [redeemed] = await db
        .select({ n: sql<number>`count(*)::integer` })
        .from(checkouts)
        .where(and(eq(checkouts.promotionId, promotionId), isNotNull(checkouts.orderId)));
      const [reserved] = await db
        .select({ n: sql<number>`count(distinct ${checkouts.email})::integer` })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.promotionId, promotionId),
            isNull(checkouts.orderId),
            ne(checkouts.status, 'failed'),
            gt(checkouts.createdAt, since(RESERVATION_MS)),
            ...(exceptEmail ? [ne(checkouts.email, exceptEmail)] : []),
          ),
        );
      return (redeemed?.n ?? 0) + (reserved?.n ?? 0);
    },

    /**
     * The studio's load for a campaign limited by capacity (docs/decisions/119): every order with work
     * still to do, plus this campaign's open checkouts of the last RESERVATION_MS by other buyers
     * (counted under the campaign's lock, so two checkouts cannot both take the last film of the day).
     */
    async studioLoad(promotionId: string, exceptEmail: string | null): Promise<number> {
      const open = await countOpenOrders(db);
      const [reserved] = await db
        .select({ n: sql<number>`count(distinct ${checkouts.email})::integer` })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.promotionId, promotionId),
            isNull(checkouts.orderId),
            ne(checkouts.status, 'failed'),
            gt(checkouts.createdAt, since(RESERVATION_MS)),
            ...(exceptEmail ? [ne(checkouts.email, exceptEmail)] : []),
          ),
        );
      return open + (reserved?.n ?? 0);
    },

    /** Orders with work still to do (paid, not delivered, not cancelled): the quote's expected date. */
    openOrders: () => countOpenOrders(db),

    /** Orders this e-mail address placed with the campaign. */
    async ordersBy(promotionId: string, email: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::integer` })
        .from(checkouts)
        .where(
          and(
            eq(checkouts.promotionId, promotionId),
            isNotNull(checkouts.orderId),
            eq(sql`lower(${checkouts.email})`, email),
          ),
        );
      return row?.n ?? 0;
    },

    /** Whether this e-mail address has any order at all (first-order campaigns). */
    async hasOrdered(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(sql`lower(${orders.email})`, email))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Each campaign's orders per currency, how many of them were refunded since, and what the others
     * paid and the discount they got: a refunded order's money went back, so it is not revenue.
     */
    async results(): Promise<
      {
        promotionId: string;
        currency: string;
        orders: number;
        refundedOrders: number;
        paidMinor: number;
        discountMinor: number;
      }[]
    > {
      const refunded = sql`${refunds.state} = 'succeeded'`;
      const kept = sql`${refunds.state} is distinct from 'succeeded'`;
      return db
        .select({
          promotionId: sql<string>`${checkouts.promotionId}`,
          currency: orders.currency,
          orders: sql<number>`count(*)::integer`,
          refundedOrders: sql<number>`(count(*) filter (where ${refunded}))::integer`,
          paidMinor: sql<number>`coalesce(sum(${orders.amountMinor}) filter (where ${kept}), 0)::integer`,
          discountMinor: sql<number>`coalesce(sum(${checkouts.discountMinor}) filter (where ${kept}), 0)::integer`,
        })
        .from(checkouts)
        .innerJoin(orders, eq(orders.id, checkouts.orderId))
        .leftJoin(refunds, eq(refunds.orderId, orders.id))
        .where(isNotNull(checkouts.promotionId))
        .groupBy(checkouts.promotionId, orders.currency);
    },
  };
}

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
