import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingUploads, photoUploads, voiceClips } from '../../db/schema.ts';

// Made for the executor to run on: the database, or a caller's transaction (claiming photos joins
// the transaction that creates the order). Ages are measured on the database clock,
// which every server process shares.

export type PhotoUploadRow = typeof photoUploads.$inferSelect;
export type PendingUploadRow = typeof pendingUploads.$inferSelect;

const olderThan = (ms: number) => sql`now() - (${Math.round(ms)}::bigint * interval '1 millisecond')`;

export function createUploadsRepository(db: Db) {
  return {
    async insertPhotoUpload(
      row: Pick<
        PhotoUploadRow,
        'id' | 'storageKey' | 'width' | 'height' | 'bytes' | 'uploaderNetwork' | 'uploadSession'
      >,
    ): Promise<void> {
      await db.insert(photoUploads).values(row);
    },

    async deletePhotoUpload(id: string): Promise<void> {
      await db.delete(photoUploads).where(eq(photoUploads.id, id));
    },

    /**
     * Serialises the budget checks of one network and one upload session until the transaction ends (a
     * transaction-level advisory lock per key), so two uploads at once cannot both fit into the last
     * room of a budget. Always network before session: two transactions never wait on each other in a circle.
     */
    async lockUploadBudgets(keys: { network: string; session: string }): Promise<void> {
      for (const key of [`upload-budget:network:${keys.network}`, `upload-budget:session:${keys.session}`]) {
        await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      }
    },

    /**
     * Bytes no order has claimed yet, uploaded from this network and from this upload session: photos
     * and voice clips together, one budget (docs/decisions/070).
     */
    async unclaimedUploadBytes(keys: {
      network: string;
      session: string;
    }): Promise<{ network: number; session: number }> {
      const { rows } = await db.execute<{ network: string; session: string }>(sql`
        select coalesce(sum(bytes) filter (where uploader_network = ${keys.network}), 0) as network,
               coalesce(sum(bytes) filter (where upload_session = ${keys.session}), 0) as session
          from (
            select ${photoUploads.bytes} as bytes, ${photoUploads.uploaderNetwork} as uploader_network,
                   ${photoUploads.uploadSession} as upload_session
              from ${photoUploads}
             where ${photoUploads.orderId} is null
               and (${photoUploads.uploaderNetwork} = ${keys.network} or ${photoUploads.uploadSession} = ${keys.session})
            union all
            select ${voiceClips.bytes}, ${voiceClips.uploaderNetwork}, ${voiceClips.uploadSession}
              from ${voiceClips}
             where ${voiceClips.orderId} is null
               and (${voiceClips.uploaderNetwork} = ${keys.network} or ${voiceClips.uploadSession} = ${keys.session})
          ) as unclaimed`);
      return { network: Number(rows[0]?.network ?? 0), session: Number(rows[0]?.session ?? 0) };
    },

    /**
     * Gives the unclaimed, young enough photos among `ids` to the order, then returns every photo among
     * `ids` that now belongs to it (including any it already had: a retried order creation).
     */
    async claimPhotoUploads({
      ids,
      orderId,
      maxAgeMs,
    }: {
      ids: string[];
      orderId: string;
      maxAgeMs: number;
    }): Promise<Pick<PhotoUploadRow, 'id' | 'storageKey'>[]> {
      await db
        .update(photoUploads)
        // Who uploaded it mattered only for the budgets of unclaimed photos: not kept with the order.
        .set({ orderId, claimedAt: sql`now()`, uploaderNetwork: null, uploadSession: null })
        .where(
          and(
            inArray(photoUploads.id, ids),
            isNull(photoUploads.orderId),
            gt(photoUploads.createdAt, olderThan(maxAgeMs)),
          ),
        );
      return db
        .select({ id: photoUploads.id, storageKey: photoUploads.storageKey })
        .from(photoUploads)
        .where(and(inArray(photoUploads.id, ids), eq(photoUploads.orderId, orderId)));
    },

    /**
     * The photos among `ids` an order could still claim now, from this upload session: a photo the
     * browser uploaded is usable only from it (rows without a session are the shop's own, as tests
     * and tools insert them).
     */
    async findClaimablePhotoUploads(
      ids: string[],
      maxAgeMs: number,
      session: string | null,
    ): Promise<Pick<PhotoUploadRow, 'id'>[]> {
      return db
        .select({ id: photoUploads.id })
        .from(photoUploads)
        .where(
          and(
            inArray(photoUploads.id, ids),
            isNull(photoUploads.orderId),
            gt(photoUploads.createdAt, olderThan(maxAgeMs)),
            or(
              isNull(photoUploads.uploadSession),
              session ? eq(photoUploads.uploadSession, session) : sql`false`,
            ),
          ),
        );
    },

    /**
     * Unclaimed photos among `ids`, with when each was uploaded and its frame (an unpaid checkout's
     * reminder, docs/decisions/112); a claimed or swept photo is simply absent.
     */
    async findUnclaimedPhotos(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: photoUploads.id,
          storageKey: photoUploads.storageKey,
          width: photoUploads.width,
          height: photoUploads.height,
          createdAt: photoUploads.createdAt,
          cropX: photoUploads.cropX,
          cropY: photoUploads.cropY,
          cropSize: photoUploads.cropSize,
        })
        .from(photoUploads)
        .where(and(inArray(photoUploads.id, ids), isNull(photoUploads.orderId)));
    },

    /** Unclaimed photos and clip of a reopened checkout move to the browser that reopened it. */
    async moveUnclaimedToSession(photoIds: string[], clipId: string | null, session: string): Promise<void> {
      if (photoIds.length > 0)
        await db
          .update(photoUploads)
          .set({ uploadSession: session })
          .where(and(inArray(photoUploads.id, photoIds), isNull(photoUploads.orderId)));
      if (clipId)
        await db
          .update(voiceClips)
          .set({ uploadSession: session })
          .where(and(eq(voiceClips.id, clipId), isNull(voiceClips.orderId)));
    },

    /**
     * The parent's frame on an unclaimed photo of this upload session (null: none); a claimed photo
     * or another browser's keeps its own.
     */
    async setPhotoCrop(
      id: string,
      crop: { x: number; y: number; size: number } | null,
      session: string | null,
    ): Promise<void> {
      await db
        .update(photoUploads)
        .set({ cropX: crop?.x ?? null, cropY: crop?.y ?? null, cropSize: crop?.size ?? null })
        .where(
          and(
            eq(photoUploads.id, id),
            isNull(photoUploads.orderId),
            or(
              isNull(photoUploads.uploadSession),
              session ? eq(photoUploads.uploadSession, session) : sql`false`,
            ),
          ),
        );
    },

    /** The frame on a photo of this order (null: none); false when the order has no such photo. */
    async setOrderPhotoCrop(
      orderId: string,
      id: string,
      crop: { x: number; y: number; size: number } | null,
    ): Promise<boolean> {
      const rows = await db
        .update(photoUploads)
        .set({ cropX: crop?.x ?? null, cropY: crop?.y ?? null, cropSize: crop?.size ?? null })
        .where(and(eq(photoUploads.id, id), eq(photoUploads.orderId, orderId)))
        .returning({ id: photoUploads.id });
      return rows.length > 0;
    },

    async findPhotoUpload(id: string): Promise<PhotoUploadRow | undefined> {
      const [row] = await db.select().from(photoUploads).where(eq(photoUploads.id, id)).limit(1);
      return row;
    },

    async findPhotoUploads(ids: string[]): Promise<PhotoUploadRow[]> {
      return ids.length ? db.select().from(photoUploads).where(inArray(photoUploads.id, ids)) : [];
    },

    async listPhotoUploadsOfOrder(orderId: string): Promise<PhotoUploadRow[]> {
      return db
        .select()
        .from(photoUploads)
        .where(eq(photoUploads.orderId, orderId))
        .orderBy(asc(photoUploads.createdAt), asc(photoUploads.id));
    },

    /**
     * Locks up to `limit` unclaimed photos older than `maxAgeMs` for the sweeper of this process.
     * SKIP LOCKED: another process's sweeper passes over them, and an order claiming one this very
     * moment either holds it first (so it is not swept) or finds it gone (so its claim fails).
     */
    async lockStalePhotoUploads({ maxAgeMs, limit }: { maxAgeMs: number; limit: number }) {
      return db
        .select({ id: photoUploads.id, storageKey: photoUploads.storageKey })
        .from(photoUploads)
        .where(and(isNull(photoUploads.orderId), lt(photoUploads.createdAt, olderThan(maxAgeMs))))
        .orderBy(asc(photoUploads.createdAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    async deletePhotoUploads(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(photoUploads).where(inArray(photoUploads.id, ids));
    },

    async insertPendingUpload(
      row: Pick<PendingUploadRow, 'key' | 'contentType' | 'size' | 'expiresAt' | 'createdBy' | 'orderId'>,
    ): Promise<void> {
      await db.insert(pendingUploads).values(row);
    },

    /**
     * The announced upload, locked until the transaction ends: of two completions naming the same file, the second
     * waits here and then sees it attached.
     */
    async lockPendingUpload(key: string): Promise<PendingUploadRow | undefined> {
      const [row] = await db.select().from(pendingUploads).where(eq(pendingUploads.key, key)).for('update');
      return row;
    },

    /** The file arrived (the local disk's PUT): presigned → uploaded. */
    async markPendingUploadUploaded(key: string): Promise<void> {
      await db
        .update(pendingUploads)
        .set({ state: 'uploaded', uploadedAt: sql`now()` })
        .where(and(eq(pendingUploads.key, key), eq(pendingUploads.state, 'presigned')));
    },

    /** Verified and in use by its order for good: presigned or uploaded → attached. */
    async markPendingUploadAttached(key: string): Promise<void> {
      await db
        .update(pendingUploads)
        .set({
          state: 'attached',
          uploadedAt: sql`coalesce(${pendingUploads.uploadedAt}, now())`,
          verifiedAt: sql`now()`,
        })
        .where(and(eq(pendingUploads.key, key), inArray(pendingUploads.state, ['presigned', 'uploaded'])));
    },

    /** Locks up to `limit` announced uploads never attached whose link expired more than `graceMs` ago. */
    async lockAbandonedPendingUploads({ graceMs, limit }: { graceMs: number; limit: number }) {
      return db
        .select({ key: pendingUploads.key })
        .from(pendingUploads)
        .where(
          and(
            inArray(pendingUploads.state, ['presigned', 'uploaded']),
            lt(pendingUploads.expiresAt, olderThan(graceMs)),
          ),
        )
        .orderBy(asc(pendingUploads.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Their files are gone: the rows stay, as the record of what each upload became. */
    async markPendingUploadsExpired(keys: string[]): Promise<void> {
      if (keys.length > 0)
        await db.update(pendingUploads).set({ state: 'expired' }).where(inArray(pendingUploads.key, keys));
    },
  };
}
