import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { checkouts, processedWebhookEvents } from '../../db/schema.ts';

// Checkouts and the webhook events already handled. Built on the database, or on a caller's
// transaction to join it. Times come from the database clock, shared by every server process.

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckoutRow = Omit<
  typeof checkouts.$inferInsert,
  'nextCheckAt' | 'status' | 'paidAt' | 'orderId' | 'checkAttempts'
>;

const interval = (ms: number) => sql`(${Math.round(ms)}::integer * interval '1 millisecond')`;

export function createCheckoutsRepository(db: Db) {
  return {
    /** A new open checkout; the reconciler first looks at it `firstCheckMs` later. */
    async insert(row: NewCheckoutRow, firstCheckMs: number): Promise<CheckoutRow> {
      const [inserted] = await db
        .insert(checkouts)
        .values({ ...row, nextCheckAt: sql`now() + ${interval(firstCheckMs)}` })
        .returning();
      return inserted!;
    },

    async findByOrderId(orderId: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.orderId, orderId)).limit(1);
      return row;
    },

    async findByReference(reference: string): Promise<CheckoutRow | undefined> {
      const [row] = await db
        .select()
        .from(checkouts)
        .where(eq(checkouts.paymentReference, reference))
        .limit(1);
      return row;
    },

    /**
     * The checkout, locked until the transaction ends (SELECT … FOR UPDATE): whoever creates the
     * order from it — webhook, browser or reconciler, in this process or another — goes one at a time.
     */
    async lock(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
      return row;
    },

    /** Paid (keeping the first paid_at and payment id if it was already). */
    async markPaid(id: string, providerPaymentId: string | null): Promise<CheckoutRow> {
      const [row] = await db
        .update(checkouts)
        .set({
          status: 'paid',
          paidAt: sql`coalesce(${checkouts.paidAt}, now())`,
          providerPaymentId: sql`coalesce(${checkouts.providerPaymentId}, ${providerPaymentId})`,
          updatedAt: sql`now()`,
        })
        .where(eq(checkouts.id, id))
        .returning();
      return row!;
    },

    /** A failed attempt on an open checkout; a paid one stays paid (a later success may still come). */
    async markFailed(id: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ status: 'failed', updatedAt: sql`now()` })
        .where(and(eq(checkouts.id, id), eq(checkouts.status, 'open')));
    },

    async linkToOrder(id: string, orderId: string): Promise<void> {
      await db
        .update(checkouts)
        .set({ orderId, updatedAt: sql`now()` })
        .where(eq(checkouts.id, id));
    },

    /**
     * The reconciler's claim: up to `limit` checkouts without an order that are due for a check and
     * younger than `maxAgeMs`, each pushed back by its backoff in the same statement. FOR UPDATE
     * SKIP LOCKED lets reconcilers in other processes pass over rows being claimed (or being turned
     * into an order) this instant instead of waiting for them or taking them too.
     */
    async claimToReconcile({
      limit,
      maxAgeMs,
      firstBackoffMs,
      maxBackoffMs,
    }: {
      limit: number;
      maxAgeMs: number;
      firstBackoffMs: number;
      maxBackoffMs: number;
    }): Promise<CheckoutRow[]> {
      const due = db
        .select({ id: checkouts.id })
        .from(checkouts)
        .where(
          and(
            isNull(checkouts.orderId),
            lte(checkouts.nextCheckAt, sql`now()`),
            gt(checkouts.createdAt, sql`now() - ${interval(maxAgeMs)}`),
          ),
        )
        .orderBy(asc(checkouts.nextCheckAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      // 2 min, 4, 8 … doubling after each check, at most maxBackoffMs.
      const backoff = sql`least(${interval(firstBackoffMs)} * power(2, least(${checkouts.checkAttempts}, 20)), ${interval(maxBackoffMs)})`;
      return db
        .update(checkouts)
        .set({ nextCheckAt: sql`now() + ${backoff}`, checkAttempts: sql`${checkouts.checkAttempts} + 1` })
        .where(inArray(checkouts.id, due))
        .returning();
    },

    async hasProcessedEvent(provider: CheckoutRow['provider'], eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ eventId: processedWebhookEvents.eventId })
        .from(processedWebhookEvents)
        .where(
          and(eq(processedWebhookEvents.provider, provider), eq(processedWebhookEvents.eventId, eventId)),
        )
        .limit(1);
      return row !== undefined;
    },

    async recordProcessedEvent(event: {
      provider: CheckoutRow['provider'];
      eventId: string;
      type: string;
    }): Promise<void> {
      await db.insert(processedWebhookEvents).values(event).onConflictDoNothing();
    },
  };
}

export type CheckoutsRepository = ReturnType<typeof createCheckoutsRepository>;
