import type { OrderStage } from '@shop/contracts/order-stages';
import { OPEN_STAGES, ORDER_STAGES } from '@shop/contracts/order-stages';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { newOrderNumber } from './order-number.ts';

export type OrderRow = typeof orders.$inferSelect;
/** What order creation from a paid checkout (order-from-checkout.service.ts) writes. */
export type NewPaidOrderRow = Pick<
  typeof orders.$inferInsert,
  | 'userId'
  | 'itemNumber'
  | 'characterName'
  | 'pronunciation'
  | 'previewId'
  | 'previewsAsked'
  | 'language'
  | 'email'
  | 'country'
  | 'amountMinor'
  | 'currency'
  | 'provider'
  | 'paymentReference'
  | 'dueAt'
  | 'consent'
  | 'siteLanguage'
  | 'whatsappPhone'
  | 'whatsappOptInAt'
  | 'whatsappOptInText'
  | 'deliverAt'
  | 'deliverTimeZone'
  | 'stage'
>;

// Draws before giving up on a fresh number: with 887 million numbers, a second draw is already rare.
const ORDER_NUMBER_DRAWS = 5;

const isOrderNumberClash = (error: unknown) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  return code === '23505' && constraint === 'orders_order_number_unique';
};

const prepareListByUser = (db: Db) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdDate), desc(orders.id))
    .prepare('orders_list_by_user');

export function createOrdersRepository(db: Db) {
  // A parent's list is read on every visit to their orders page: its SQL is built once per
  // repository (a prepared statement) instead of by Drizzle's query builder per request (044).
  let byUser: ReturnType<typeof prepareListByUser> | undefined;
  return {
    async listByUser(userId: string): Promise<OrderRow[]> {
      byUser ??= prepareListByUser(db);
      return byUser.execute({ userId });
    },

    /** Every order paid with this e-mail address (lower-cased as stored), newest first. */
    async listByEmail(email: string, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.email, email))
        .orderBy(desc(orders.createdDate), desc(orders.id))
        .limit(limit);
    },

    async findById(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      return row;
    },

    /**
     * The order, its row locked until the caller's transaction ends: what decides between a cancel
     * and a delivery of the same order at the same moment (docs/decisions/068).
     */
    /** A delivered order held for its day, the day come by `now`, locked; SKIP LOCKED keeps processes apart. */
    async lockDueRelease(now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.stage, 'delivered'),
            isNull(orders.releasedAt),
            isNotNull(orders.deliverAt),
            lte(orders.deliverAt, now),
          ),
        )
        .orderBy(asc(orders.deliverAt))
        .limit(1)
        .for('update', { skipLocked: true });
      return row;
    },

    /** Guarded: true only for the call that released it. */
    async markReleased(id: string): Promise<boolean> {
      const released = await db
        .update(orders)
        .set({ releasedAt: sql`now()`, updatedDate: sql`now()` })
        .where(and(eq(orders.id, id), isNull(orders.releasedAt), isNotNull(orders.deliverAt)))
        .returning({ id: orders.id });
      return released.length === 1;
    },

    async findByIdForUpdate(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },

    /**
     * The order's WhatsApp opt-in, read under a share lock: a parent's stop (stopWhatsApp) waits for
     * this transaction, or this one sees the stop. Either way no update is queued after a stop.
     */
    async whatsAppRecipient(
      id: string,
    ): Promise<Pick<OrderRow, 'whatsappPhone' | 'whatsappOptOutAt' | 'siteLanguage'> | undefined> {
      const [row] = await db
        .select({
          whatsappPhone: orders.whatsappPhone,
          whatsappOptOutAt: orders.whatsappOptOutAt,
          siteLanguage: orders.siteLanguage,
        })
        .from(orders)
        .where(eq(orders.id, id))
        .for('share');
      return row;
    },

    /** Records the parent's stop once; the time of the first stop is kept. Null for an unknown order. */
    async stopWhatsApp(id: string): Promise<Date | null> {
      const [row] = await db
        .update(orders)
        .set({ whatsappOptOutAt: sql`coalesce(${orders.whatsappOptOutAt}, now())` })
        .where(eq(orders.id, id))
        .returning({ stoppedAt: orders.whatsappOptOutAt });
      return row?.stoppedAt ?? null;
    },

    /** The signed-in buyer's name, for the invoice; null for a guest. */
    async buyerName(userId: string | null): Promise<string | null> {
      if (!userId) return null;
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.name ?? null;
    },

    /**
     * One page of the work list, with the total for paging: optionally of one status and one stage,
     * matching `q` (part of the order number, the payment reference, the kid's name or the parent's
     * e-mail, any case),
     * oldest due first (`due`) or newest first.
     */
    async listPage(query: {
      offset: number;
      limit: number;
      status?: OrderRow['status'];
      stage?: OrderStage;
      q?: string;
      sort: 'due' | 'newest';
    }): Promise<{ rows: OrderRow[]; total: number }> {
      const conditions: (SQL | undefined)[] = [
        query.status ? eq(orders.status, query.status) : undefined,
        query.stage ? eq(orders.stage, query.stage) : undefined,
      ];
      if (query.q) {
        const pattern = `%${escapeLike(query.q)}%`;
        conditions.push(
          or(
            ilike(orders.orderNumber, pattern),
            ilike(orders.paymentReference, pattern),
            ilike(orders.characterName, pattern),
            ilike(orders.email, pattern),
          ),
        );
      }
      const where = and(...conditions);
      const order =
        query.sort === 'due'
          ? [asc(orders.dueAt), asc(orders.createdDate), asc(orders.id)]
          : [desc(orders.createdDate), desc(orders.id)];
      const [rows, [totals]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(orders).where(where),
      ]);
      return { rows: rows, total: totals?.total ?? 0 };
    },

    /** Counts over every order, whatever the list's filter, in one scan: by status, by stage, and overdue. */
    async summary(): Promise<{
      total: number;
      pending: number;
      complete: number;
      stages: Record<OrderStage, number>;
      overdue: number;
    }> {
      const countWhere = (condition: SQL) =>
        sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
      const [row] = await db
        .select({
          total: count(),
          pending: countWhere(sql`${orders.status} = 'pending'`),
          complete: countWhere(sql`${orders.status} = 'complete'`),
          overdue: countWhere(sql`${inArray(orders.stage, [...OPEN_STAGES])} and ${orders.dueAt} < now()`),
          ...Object.fromEntries(
            ORDER_STAGES.map((stage) => [`stage_${stage}`, countWhere(sql`${orders.stage} = ${stage}`)]),
          ),
        })
        .from(orders);
      const counts = (row ?? {}) as Record<string, number | undefined>;
      return {
        total: counts['total'] ?? 0,
        pending: counts['pending'] ?? 0,
        complete: counts['complete'] ?? 0,
        overdue: counts['overdue'] ?? 0,
        stages: Object.fromEntries(
          ORDER_STAGES.map((stage) => [stage, counts[`stage_${stage}`] ?? 0]),
        ) as Record<OrderStage, number>,
      };
    },

    /**
     * Moves the order from `from` to `to` (status follows: complete exactly when delivered);
     * undefined when it is not at `from` (any more). The guard makes this the one place two moves
     * meet: the second waits for the first's row lock, then finds nothing to update.
     */
    async moveStage(
      id: string,
      from: OrderStage,
      to: OrderStage,
      extra: { dueAt?: Date } = {},
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({
          stage: to,
          status: to === 'delivered' ? 'complete' : 'pending',
          updatedDate: sql`now()`,
          ...(extra.dueAt ? { dueAt: extra.dueAt } : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.stage, from)))
        .returning();
      return row;
    },

    /** How many orders have work still to do (paid, not delivered, not cancelled): the studio's load. */
    async countOpen(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::integer` })
        .from(orders)
        .where(inArray(orders.stage, [...OPEN_STAGES]));
      return row?.n ?? 0;
    },

    /** Every open order (work still to do), soonest due first: the render queue's estimates. */
    async listOpen(limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(inArray(orders.stage, [...OPEN_STAGES]))
        .orderBy(asc(orders.dueAt), asc(orders.id))
        .limit(limit);
    },

    async findByIds(ids: readonly string[]): Promise<OrderRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]));
    },

    /**
     * Inserts the order unless one with its payment reference exists; returns the order either
     * way. ON CONFLICT DO NOTHING waits for a concurrent insert of the same reference (another
     * process) to commit and then yields, so the race ends in the first order, not in an error.
     * The new order gets a fresh order number; the rare clash with an existing one is drawn again
     * (in a savepoint, so the caller's transaction goes on).
     */
    async insertPaidIfAbsent(order: NewPaidOrderRow): Promise<{ row: OrderRow; created: boolean }> {
      let inserted: OrderRow | undefined;
      for (let draw = 1; ; draw++) {
        try {
          [inserted] = await inTransaction(db, (savepoint) =>
            savepoint
              .insert(orders)
              .values({ ...order, orderNumber: newOrderNumber() })
              .onConflictDoNothing({ target: orders.paymentReference })
              .returning(),
          );
          break;
        } catch (error) {
          if (draw >= ORDER_NUMBER_DRAWS || !isOrderNumberClash(error)) throw error;
        }
      }
      if (inserted) return { row: inserted, created: true };
      const [existing] = await db
        .select()
        .from(orders)
        .where(eq(orders.paymentReference, order.paymentReference))
        .limit(1);
      if (!existing)
        throw new Error(`Order for payment ${order.paymentReference} conflicted but cannot be found`);
      return { row: existing, created: false };
    },

    /**
     * A gift's parent accepted it (docs/decisions/115): their e-mail, consent and the child's
     * pronunciation go on the order and it enters the studio's flow, due from now. Undefined when the
     * order was not waiting for the parent (any more).
     */
    async acceptGift(
      id: string,
      fields: Pick<OrderRow, 'email' | 'consent' | 'pronunciation' | 'dueAt'>,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...fields, stage: 'received', updatedDate: sql`now()` })
        .where(and(eq(orders.id, id), eq(orders.stage, 'awaiting_parent')))
        .returning();
      return row;
    },

    /**
     * The photos the order has now. Photos again after a deletion clear its mark: the retention
     * schedule then applies to the new ones (docs/decisions/047, 091); the deletion's record stays.
     */
    async setCertificatePortrait(id: string, allowed: boolean): Promise<boolean> {
      const set = await db
        .update(orders)
        .set({ certificatePortrait: allowed, updatedDate: sql`now()` })
        .where(eq(orders.id, id))
        .returning({ id: orders.id });
      return set.length === 1;
    },

    async setPhotoKeys(id: string, photoKeys: string[]): Promise<void> {
      await db
        .update(orders)
        .set({
          photoKeys,
          updatedDate: sql`now()`,
          ...(photoKeys.length > 0 ? { photosDeletedAt: null, photosDeletedReason: null } : {}),
        })
        .where(eq(orders.id, id));
    },
  };
}

/** `q` as a LIKE pattern's literal text: %, _ and the escape character itself match only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
