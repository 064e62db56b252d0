import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pendingUploads, photoUploads } from '../../db/schema.ts';

// Every function takes the executor to run on: the database, or a caller's transaction (claiming
// photos joins the transaction that creates the order). Ages are measured on the database clock,
// which every server process shares.

export type PhotoUploadRow = typeof photoUploads.$inferSelect;
export type PendingUploadRow = typeof pendingUploads.$inferSelect;

const olderThan = (ms: number) => sql`now() - (${Math.round(ms)}::bigint * interval '1 millisecond')`;

export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}

export async function insertPhotoUpload(
  db: Db,
  row: Pick<PhotoUploadRow, 'id' | 'storageKey' | 'width' | 'height' | 'bytes'>,
): Promise<void> {
  await db.insert(photoUploads).values(row);
}

/**
 * Gives the unclaimed, young enough photos among `ids` to the order, then returns every photo among
 * `ids` that now belongs to it (including any it already had: a retried order creation).
 */
export async function claimPhotoUploads(
  tx: Db,
  { ids, orderId, maxAgeMs }: { ids: string[]; orderId: string; maxAgeMs: number },
): Promise<Pick<PhotoUploadRow, 'id' | 'storageKey'>[]> {
  await tx
    .update(photoUploads)
    .set({ orderId, claimedAt: sql`now()` })
    .where(
      and(
        inArray(photoUploads.id, ids),
        isNull(photoUploads.orderId),
        gt(photoUploads.createdAt, olderThan(maxAgeMs)),
      ),
    );
  return tx
    .select({ id: photoUploads.id, storageKey: photoUploads.storageKey })
    .from(photoUploads)
    .where(and(inArray(photoUploads.id, ids), eq(photoUploads.orderId, orderId)));
}

/** The photos among `ids` an order could still claim now. */
export async function findClaimablePhotoUploads(
  db: Db,
  ids: string[],
  maxAgeMs: number,
): Promise<Pick<PhotoUploadRow, 'id'>[]> {
  return db
    .select({ id: photoUploads.id })
    .from(photoUploads)
    .where(
      and(
        inArray(photoUploads.id, ids),
        isNull(photoUploads.orderId),
        gt(photoUploads.createdAt, olderThan(maxAgeMs)),
      ),
    );
}

export async function listPhotoUploadsOfOrder(db: Db, orderId: string): Promise<PhotoUploadRow[]> {
  return db
    .select()
    .from(photoUploads)
    .where(eq(photoUploads.orderId, orderId))
    .orderBy(asc(photoUploads.createdAt), asc(photoUploads.id));
}

/**
 * Locks up to `limit` unclaimed photos older than `maxAgeMs` for the sweeper of this process.
 * SKIP LOCKED: another process's sweeper passes over them, and an order claiming one this very
 * moment either holds it first (so it is not swept) or finds it gone (so its claim fails).
 */
export async function lockStalePhotoUploads(
  tx: Db,
  { maxAgeMs, limit }: { maxAgeMs: number; limit: number },
) {
  return tx
    .select({ id: photoUploads.id, storageKey: photoUploads.storageKey })
    .from(photoUploads)
    .where(and(isNull(photoUploads.orderId), lt(photoUploads.createdAt, olderThan(maxAgeMs))))
    .orderBy(asc(photoUploads.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deletePhotoUploads(tx: Db, ids: string[]): Promise<void> {
  if (ids.length > 0) await tx.delete(photoUploads).where(inArray(photoUploads.id, ids));
}

export async function insertPendingUpload(
  db: Db,
  row: Pick<PendingUploadRow, 'key' | 'contentType' | 'size' | 'expiresAt' | 'createdBy'>,
): Promise<void> {
  await db.insert(pendingUploads).values(row);
}

export async function findPendingUpload(db: Db, key: string): Promise<PendingUploadRow | undefined> {
  const [row] = await db.select().from(pendingUploads).where(eq(pendingUploads.key, key)).limit(1);
  return row;
}

export async function markPendingUploadVerified(db: Db, key: string): Promise<void> {
  await db
    .update(pendingUploads)
    .set({ verifiedAt: sql`coalesce(${pendingUploads.verifiedAt}, now())` })
    .where(eq(pendingUploads.key, key));
}

/** Locks up to `limit` announced uploads never verified whose link expired more than `graceMs` ago. */
export async function lockAbandonedPendingUploads(
  tx: Db,
  { graceMs, limit }: { graceMs: number; limit: number },
) {
  return tx
    .select({ key: pendingUploads.key })
    .from(pendingUploads)
    .where(and(isNull(pendingUploads.verifiedAt), lt(pendingUploads.expiresAt, olderThan(graceMs))))
    .orderBy(asc(pendingUploads.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function deletePendingUploads(tx: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await tx.delete(pendingUploads).where(inArray(pendingUploads.key, keys));
}
