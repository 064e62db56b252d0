import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ChildDataDeletionReason } from '@shop/contracts/child-data-state';
import type { Db } from '../../db/client.ts';
import {
  checkouts,
  childDataDeletions,
  orderEvents,
  orders,
  outbox,
  photoRequests,
  photoUploads,
  voiceClips,
  refunds,
  users,
  videos,
} from '../../db/schema.ts';

// The child's media of an order and their deletion record (docs/decisions/047), and the account
// erasure's updates. Made for the executor to run on: the database or a caller's transaction.
// Retention ages are measured against the clock the caller passes (the job's, a test's).

export type OrderRow = typeof orders.$inferSelect;
export type DeletionRow = typeof childDataDeletions.$inferSelect;
export type NewDeletionRow = typeof childDataDeletions.$inferInsert;

const DAY_MS = 86_400_000;

/** A stored file of the child's: a photo, or the voice clip of their name. */
export interface ChildMedia {
  id: string;
  storageKey: string;
  media: 'photo' | 'voice_clip';
}

export function createChildDataRepository(db: Db) {
  return {
    /**
     * Orders whose photos are due for deletion at `now`, oldest first, with the rule that makes them
     * due: cancelled (at once), delivered `afterDeliveryDays` ago (the last delivery), or never
     * delivered and ordered `undeliveredDays` ago.
     */
    async dueForRetention(opts: {
      now: Date;
      afterDeliveryDays: number;
      undeliveredDays: number;
      limit: number;
    }): Promise<{ id: string; reason: ChildDataDeletionReason }[]> {
      const deliveredBefore = new Date(opts.now.getTime() - opts.afterDeliveryDays * DAY_MS);
      const orderedBefore = new Date(opts.now.getTime() - opts.undeliveredDays * DAY_MS);
      const deliveredAt = sql`coalesce((select max(e.created_at) from ${orderEvents} e where e.order_id = ${orders.id} and e.to_stage = 'delivered'), ${orders.updatedDate})`;
      const rows = await db
        .select({ id: orders.id, stage: orders.stage })
        .from(orders)
        .where(
          and(
            isNull(orders.photosDeletedAt),
            or(
              eq(orders.stage, 'cancelled'),
              and(eq(orders.stage, 'delivered'), sql`${deliveredAt} <= ${deliveredBefore.toISOString()}`),
              and(
                sql`${orders.stage} not in ('delivered', 'cancelled')`,
                sql`${orders.createdDate} <= ${orderedBefore.toISOString()}`,
              ),
            ),
          ),
        )
        .orderBy(orders.createdDate)
        .limit(opts.limit);
      return rows.map((row) => ({
        id: row.id,
        reason:
          row.stage === 'cancelled'
            ? 'cancelled'
            : row.stage === 'delivered'
              ? 'retention_delivered'
              : 'retention_undelivered',
      }));
    },

    async findOrder(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },

    /**
     * The order, locked for this transaction; with `skipLocked`, undefined while another process
     * holds it (that one is deleting; the retention job moves on).
     */
    async lockOrder(orderId: string, skipLocked = false): Promise<OrderRow | undefined> {
      const query = db.select().from(orders).where(eq(orders.id, orderId));
      const [row] = await (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update'));
      return row;
    },

    /** The child's photos and the voice clip of their name: what the consent covers, deleted together. */
    async childMediaOfOrder(orderId: string): Promise<ChildMedia[]> {
      const photos = await db
        .select({ id: photoUploads.id, storageKey: photoUploads.storageKey, media: sql<'photo'>`'photo'` })
        .from(photoUploads)
        .where(eq(photoUploads.orderId, orderId));
      const clips = await db
        .select({
          id: voiceClips.id,
          storageKey: voiceClips.storageKey,
          media: sql<'voice_clip'>`'voice_clip'`,
        })
        .from(voiceClips)
        .where(eq(voiceClips.orderId, orderId));
      return [...photos, ...clips];
    },

    async deleteChildMediaRows(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(photoUploads).where(inArray(photoUploads.id, ids));
      await db.delete(voiceClips).where(inArray(voiceClips.id, ids));
    },

    async markPhotosDeleted(orderId: string, at: Date, reason: ChildDataDeletionReason): Promise<void> {
      await db
        .update(orders)
        .set({ photosDeletedAt: at, photosDeletedReason: reason, photoKeys: [] })
        .where(eq(orders.id, orderId));
    },

    async videoOfOrder(orderId: string) {
      const [row] = await db.select().from(videos).where(eq(videos.orderId, orderId)).limit(1);
      return row;
    },

    async deleteVideoRow(id: string, orderId: string, at: Date): Promise<void> {
      await db.delete(videos).where(eq(videos.id, id));
      await db.update(orders).set({ videoDeletedAt: at }).where(eq(orders.id, orderId));
    },

    async recordDeletion(row: NewDeletionRow): Promise<void> {
      await db.insert(childDataDeletions).values(row);
    },

    /** The deletion that took this photo or video (by its id), if one did. */
    async deletionOfItem(itemId: string): Promise<DeletionRow | undefined> {
      const [row] = await db
        .select()
        .from(childDataDeletions)
        .where(sql`${childDataDeletions.itemIds} @> array[${itemId}]::uuid[]`)
        .limit(1);
      return row;
    },

    async deletionsOfOrders(orderIds: string[]): Promise<DeletionRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(childDataDeletions)
        .where(inArray(childDataDeletions.orderId, orderIds))
        .orderBy(childDataDeletions.at);
    },

    /**
     * The orders an account's erasure covers (docs/decisions/070): its own, and the guest orders paid
     * with its e-mail address, which sign-in verified: every message about those went to this
     * person, and "Find my order" hands them to whoever holds the address.
     */
    async ordersOfAccount(userId: string, email: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          or(
            eq(orders.userId, userId),
            and(isNull(orders.userId), sql`lower(${orders.email}) = lower(${email})`),
          ),
        )
        .orderBy(orders.createdDate);
    },

    async userById(userId: string) {
      const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      return row;
    },

    /**
     * The account's personal data out of every row that is kept (docs/decisions/047): the orders and
     * their checkouts keep amounts and references, without names, addresses or phones; staff notes
     * on them (which may name the child) are emptied; e-mails to these addresses lose their text;
     * the user row goes. The invoices are erased by the invoices service in the same transaction.
     */
    async eraseAccount(userId: string, orderIds: string[], addresses: string[], at: Date): Promise<void> {
      if (orderIds.length > 0) {
        await db
          .update(orders)
          .set({
            characterName: '',
            email: '',
            userId: null,
            // How the name is said names the child; the consent record names the parent.
            pronunciation: null,
            consent: null,
            whatsappPhone: null,
            whatsappOptInText: null,
            erasedAt: at,
            updatedDate: at,
          })
          .where(inArray(orders.id, orderIds));
        await db.update(orderEvents).set({ note: null }).where(inArray(orderEvents.orderId, orderIds));
        await db.update(photoRequests).set({ reason: '' }).where(inArray(photoRequests.orderId, orderIds));
        await db.update(refunds).set({ reason: '' }).where(inArray(refunds.orderId, orderIds));
      }
      await db
        .update(checkouts)
        .set({
          kidName: '',
          email: '',
          phoneNumber: null,
          countryCode: null,
          pronunciation: null,
          consent: null,
          phoneE164: null,
          phoneOptInText: null,
          userId: null,
          updatedAt: at,
        })
        .where(
          orderIds.length > 0
            ? or(eq(checkouts.userId, userId), inArray(checkouts.orderId, orderIds))
            : eq(checkouts.userId, userId),
        );
      await db.update(videos).set({ userId: null }).where(eq(videos.userId, userId));
      // The messages of the erased orders, and the account's own (no order) to its address; never a
      // message of an order that stays, even to an address one of these orders also used.
      const erasedMessages = or(
        orderIds.length > 0 ? inArray(outbox.orderId, orderIds) : sql`false`,
        and(isNull(outbox.orderId), inArray(outbox.toAddress, addresses)),
      );
      if (addresses.length > 0 || orderIds.length > 0) {
        // Not yet sent: never sent now. Sent or failed: kept as a count, without who or what.
        await db.delete(outbox).where(and(erasedMessages, eq(outbox.status, 'pending')));
        await db
          .update(outbox)
          .set({ toAddress: '', subject: '', html: '', text: '', lastError: null })
          .where(erasedMessages);
      }
      await db.delete(users).where(eq(users.id, userId));
    },
  };
}
