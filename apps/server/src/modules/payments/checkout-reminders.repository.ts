import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { checkoutReminderStops, checkouts } from '../../db/schema.ts';
import type { CheckoutRow } from './checkouts.repository.ts';

// Which unpaid checkouts are due a reminder, and the parents' stops (docs/decisions/112). Times are
// the database's; `aheadMs` moves "now" forward for the development hook that lets e2e see an hour
// pass (never set by the job itself).

const interval = (ms: number) => sql`(${Math.round(ms)}::bigint * interval '1 millisecond')`;

/** The stored form of an address that stopped reminders. */
export const stopHashOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');

export function createCheckoutRemindersRepository(db: Db) {
  return {
    /**
     * Up to `limit` checkouts due a reminder, locked for this transaction (FOR UPDATE SKIP LOCKED:
     * another process's pass skips them, so each reminder is queued once). Due: no order, not paid,
     * consent given, not stopped (the checkout, or its address), the address's latest checkout (a
     * newer one means they came back), younger than `maxAgeMs`, and old enough for its next reminder.
     */
    async lockDue({
      limit,
      firstAfterMs,
      secondAfterMs,
      maxAgeMs,
      aheadMs = 0,
      email,
    }: {
      limit: number;
      firstAfterMs: number;
      secondAfterMs: number;
      maxAgeMs: number;
      aheadMs?: number;
      email?: string;
    }): Promise<{ rows: CheckoutRow[]; now: Date }> {
      const now = sql`(now() + ${interval(aheadMs)})`;
      const newer = alias(checkouts, 'newer');
      const rows = await db
        .select()
        .from(checkouts)
        .where(
          and(
            isNull(checkouts.orderId),
            ne(checkouts.status, 'paid'),
            isNotNull(checkouts.consent),
            isNull(checkouts.remindersStoppedAt),
            gt(checkouts.createdAt, sql`${now} - ${interval(maxAgeMs)}`),
            or(
              and(
                eq(checkouts.remindersSent, 0),
                lte(checkouts.createdAt, sql`${now} - ${interval(firstAfterMs)}`),
              ),
              and(
                eq(checkouts.remindersSent, 1),
                lte(checkouts.createdAt, sql`${now} - ${interval(secondAfterMs)}`),
              ),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(newer)
                .where(and(eq(newer.email, checkouts.email), gt(newer.createdAt, checkouts.createdAt))),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(checkoutReminderStops)
                .where(
                  eq(
                    checkoutReminderStops.emailHash,
                    sql`encode(sha256(convert_to(lower(${checkouts.email}), 'UTF8')), 'hex')`,
                  ),
                ),
            ),
            email ? eq(checkouts.email, email.trim().toLowerCase()) : undefined,
          ),
        )
        .orderBy(asc(checkouts.createdAt))
        .limit(limit)
        .for('update', { of: checkouts, skipLocked: true });
      const { rows: clock } = await db.execute<{ now: string }>(sql`select ${now} as now`);
      return { rows, now: new Date(clock[0]!.now) };
    },

    /** The reminder `number` (1 or 2) is queued. */
    async markReminded(id: string, number: 1 | 2): Promise<void> {
      await db
        .update(checkouts)
        .set({ remindersSent: number, lastReminderAt: sql`now()` })
        .where(eq(checkouts.id, id));
    },

    /**
     * No reminder can go any more (its photos are gone or about to be): marked as done (2) so later
     * passes do not scan it again; last_reminder_at still says when one really went.
     */
    async endReminders(id: string): Promise<void> {
      await db.update(checkouts).set({ remindersSent: 2 }).where(eq(checkouts.id, id));
    },

    async find(id: string): Promise<CheckoutRow | undefined> {
      const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
      return row;
    },

    /** The parent's stop: this checkout's reminders, and every later checkout of the address. */
    async stop(checkout: Pick<CheckoutRow, 'id' | 'email'>): Promise<void> {
      await db
        .update(checkouts)
        .set({ remindersStoppedAt: sql`coalesce(${checkouts.remindersStoppedAt}, now())` })
        .where(eq(checkouts.id, checkout.id));
      await db
        .insert(checkoutReminderStops)
        .values({ emailHash: stopHashOf(checkout.email) })
        .onConflictDoNothing();
    },

    async isAddressStopped(email: string): Promise<boolean> {
      const [row] = await db
        .select({ emailHash: checkoutReminderStops.emailHash })
        .from(checkoutReminderStops)
        .where(eq(checkoutReminderStops.emailHash, stopHashOf(email)))
        .limit(1);
      return row !== undefined;
    },
  };
}
