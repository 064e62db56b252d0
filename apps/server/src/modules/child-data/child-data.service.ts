import type { AuthenticatedUser } from '@shop/contracts/auth';
import { CHILD_DATA_ERROR_CODES, CHILD_DATA_MESSAGES, myDataFileName } from '@shop/contracts/child-data';
import type { ChildDataDeletionReason } from '@shop/contracts/child-data-state';
import { ORDER_ERROR_CODES, ORDER_MESSAGES } from '@shop/contracts/order';
import { ORDER_STATUS_ERROR_CODES, ORDER_STATUS_MESSAGES } from '@shop/contracts/order-status';
import type { FastifyBaseLogger } from 'fastify';
import type { PhotoRetention } from '@shop/contracts/privacy';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { isOpenStage } from '@shop/contracts/order-stages';
import { AppError, conflict, notFound } from '../../errors/app-error.ts';
import type { MailService } from '../mail/index.ts';
import { toOrder, type OrdersService } from '../orders/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import { createChildDataRepository, type OrderRow } from './child-data.repository.ts';
import { storyTitleIn } from '@shop/content/story-title';

// A child's data, kept only as long as needed and deleted on request (issue 13 items 2 and 3,
// docs/decisions/047). One deletion path for every reason: in one transaction the order is locked,
// the stored files are deleted, then the rows, the order marked (when, why) and the deletion
// recorded. A storage failure throws before any row changes, so the transaction rolls back and the
// order stays due: the next retention pass (or the parent's retry) deletes it. A second deletion
// finds the order marked and deletes nothing.

export const RETENTION_BATCH = 50;
// The "Download my data" links: long enough to save the files, short like every child's link.
const MY_DATA_LINK_SECONDS = 24 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type Actor =
  { role: 'system' } | { role: 'parent'; userId: string | null } | { role: 'admin'; userId: string };

export interface DeletionResult {
  /** false: already deleted earlier (nothing deleted now). */
  deleted: boolean;
  files: number;
  at: Date;
}

export interface RetentionPassResult {
  orders: number;
  files: number;
  failed: number;
}

export interface DataFile {
  fileName: string;
  json: string;
}

export interface ChildDataService {
  /** Deletes the order's photos for `reason`; `skipLocked`: leave an order another process holds. */
  deletePhotos(
    orderId: string,
    reason: ChildDataDeletionReason,
    actor: Actor,
    options?: { skipLocked?: boolean },
  ): Promise<DeletionResult | undefined>;
  /** One retention pass at `now` (the job's clock): every due order's photos, a batch at a time. */
  retentionPass(now: Date): Promise<RetentionPassResult>;
  /** Why a photo or video of this id is gone, if it was deleted. */
  deletionOfItem(itemId: string): Promise<{ at: Date; reason: ChildDataDeletionReason } | undefined>;
  deletePhotosBySignedLink(orderId: string, signature: string): Promise<DeletionResult>;
  deletePhotosOfOwnOrder(user: AuthenticatedUser, orderId: string): Promise<DeletionResult>;
  deleteVideoBySignedLink(orderId: string, signature: string): Promise<DeletionResult>;
  deleteVideoOfOwnOrder(user: AuthenticatedUser, orderId: string): Promise<DeletionResult>;
  myDataBySignedLink(orderId: string, signature: string): Promise<DataFile>;
  myDataOfAccount(user: AuthenticatedUser): Promise<DataFile>;
  eraseAccount(user: AuthenticatedUser): Promise<{ erasedAt: Date; orders: number }>;
}

export function createChildDataService({
  db,
  files,
  statusLinks,
  invoices,
  mail,
  orders,
  photosDeletedFromOpenOrder,
  renderedFiles,
  reviews,
  retention,
  log,
  now = () => new Date(),
}: {
  db: Db;
  files: Pick<UploadsService, 'deleteStoredFiles' | 'signedUrl'>;
  /** The order-status page's signed links (orders module). */
  statusLinks: {
    url(orderId: string, language?: SiteLanguage): string;
    verify(orderId: string, signature: string): boolean;
  };
  /** Erases the buyer from an order's invoice in the caller's transaction (orders module, docs/decisions/024). */
  invoices: { eraseInvoiceBuyer(tx: Db, orderId: string): Promise<unknown> };
  mail: Pick<MailService, 'enqueue'>;
  /** The orders' timelines: an erasure is an event of each order it empties. */
  orders: Pick<OrdersService, 'recordEvent'>;
  /**
   * What happens to an order still being made when the parent deletes its photos (a port this
   * module owns; the studio answers it: the order waits for new photos, docs/decisions/091). Called
   * in the deletion's transaction, which holds the order's lock.
   */
  photosDeletedFromOpenOrder: (tx: Tx, orderId: string) => Promise<void>;
  /**
   * The files the shop rendered from the child's photos and voice (film drafts, stills, the spoken
   * name: the studio's renders; the preview the parent approved before paying, docs/decisions/103),
   * deleted with the photos. The delivered film is not among them: it goes with the video.
   */
  renderedFiles: {
    keysOf(tx: Tx, orderId: string): Promise<string[]>;
    forget(tx: Tx, orderId: string): Promise<void>;
  };
  /**
   * The parent's reviews of these orders (the reviews module, docs/decisions/118), erased in the
   * caller's transaction with the order's film or the parent's account, and shown in the parent's
   * data file while kept (null: no review given).
   */
  reviews: {
    eraseIn(tx: Tx, orderIds: string[]): Promise<number>;
    ofOrder(orderId: string): Promise<{
      stars: number;
      line: string | null;
      may_publish: boolean;
      given_at: string;
      published_at: string | null;
    } | null>;
  };
  retention: PhotoRetention;
  log: FastifyBaseLogger;
  /** The clock of the parent's actions (tests pass their own). */
  now?: () => Date;
}): ChildDataService {
  const repository = createChildDataRepository(db);
  const invalidLink = () => notFound(ORDER_STATUS_MESSAGES.invalidLink, ORDER_STATUS_ERROR_CODES.invalidLink);
  const orderNotFound = () => notFound(ORDER_MESSAGES.notFound, ORDER_ERROR_CODES.notFound);
  async function deletePhotos(
    orderId: string,
    reason: ChildDataDeletionReason,
    actor: Actor,
    { skipLocked = false, at = now() }: { skipLocked?: boolean; at?: Date } = {},
  ): Promise<DeletionResult | undefined> {
    const result = await inTransaction(db, async (tx) => {
      const inTx = createChildDataRepository(tx);
      const order = await inTx.lockOrder(orderId, skipLocked);
      if (!order) return undefined;
      if (order.photosDeletedAt) return { deleted: false, files: 0, at: order.photosDeletedAt, order };
      // The voice clip goes with the photos: both are the child's media under the one consent.
      const photos = await inTx.childMediaOfOrder(orderId);
      // And what the shop rendered from them, but the film delivered (it goes with the video).
      const video = await inTx.videoOfOrder(orderId);
      const delivered = new Set(video ? [video.uri, video.thumbnail] : []);
      const rendered = (await renderedFiles.keysOf(tx, orderId)).filter((key) => !delivered.has(key));
      const keys = [
        ...new Set([...photos.map((photo) => photo.storageKey), ...order.photoKeys, ...rendered]),
      ];
      // Files first: if storage fails, this throws and no row changes.
      await files.deleteStoredFiles(keys);
      await inTx.deleteChildMediaRows(photos.map((photo) => photo.id));
      await renderedFiles.forget(tx, orderId);
      await inTx.markPhotosDeleted(orderId, at, reason);
      if (photos.length > 0 || keys.length > 0) {
        await inTx.recordDeletion({
          orderId,
          what: 'photos',
          reason,
          itemIds: photos.map((photo) => photo.id),
          files: keys.length,
          actorRole: actor.role,
          actorUserId: actor.role === 'system' ? null : actor.userId,
          at,
        });
      }
      if (reason === 'parent_request') {
        await receipt(tx, order, { what: 'photos', files: keys.length, at });
        // An order still being made cannot be made without them: it waits for new ones, and the
        // parent is asked (the studio's answer, through this module's port; docs/decisions/091).
        if (isOpenStage(order.stage)) await photosDeletedFromOpenOrder(tx, orderId);
      }
      return { deleted: true, files: keys.length, at, order };
    });
    if (result?.deleted) log.info({ orderId, reason, files: result.files }, "child's photos deleted");
    return result && { deleted: result.deleted, files: result.files, at: result.at };
  }

  async function deleteVideo(
    orderId: string,
    reason: ChildDataDeletionReason,
    actor: Actor,
    at = now(),
  ): Promise<DeletionResult | 'none' | undefined> {
    const result = await inTransaction(db, async (tx) => {
      const inTx = createChildDataRepository(tx);
      const order = await inTx.lockOrder(orderId);
      if (!order) return undefined;
      if (order.videoDeletedAt) return { deleted: false, files: 0, at: order.videoDeletedAt };
      const video = await inTx.videoOfOrder(orderId);
      if (!video) return 'none' as const;
      const keys = [video.uri, ...(video.thumbnail ? [video.thumbnail] : [])];
      await files.deleteStoredFiles(keys);
      await inTx.deleteVideoRow(video.id, orderId, at);
      // The review was of this film: it goes with it (and off the testimonials page).
      await reviews.eraseIn(tx, [orderId]);
      await inTx.recordDeletion({
        orderId,
        what: 'video',
        reason,
        itemIds: [video.id],
        files: keys.length,
        actorRole: actor.role,
        actorUserId: actor.role === 'system' ? null : actor.userId,
        at,
      });
      if (reason === 'parent_request') await receipt(tx, order, { what: 'video', files: keys.length, at });
      return { deleted: true, files: keys.length, at };
    });
    if (result === 'none') return 'none';
    if (result?.deleted) log.info({ orderId, reason }, 'delivered video deleted');
    return result;
  }

  async function receipt(
    tx: Db,
    order: OrderRow,
    data: { what: 'photos' | 'video'; files: number; at: Date },
  ) {
    await mail.enqueue(tx, {
      kind: 'child-data-deleted',
      to: order.email,
      orderId: order.id,
      dedupeKey: `child-data-deleted:${data.what}:${order.id}`,
      data: {
        siteLanguage: order.siteLanguage,
        orderNumber: order.orderNumber,
        storyTitle: storyTitleIn(order.itemNumber, order.siteLanguage),
        what: data.what,
        files: data.files,
        deletedAt: data.at.toISOString(),
      },
    });
  }

  /** The parent's deletion: 409 "already deleted" the second time. */
  async function parentDeletesPhotos(order: OrderRow, actor: Actor): Promise<DeletionResult> {
    const result = (await deletePhotos(order.id, 'parent_request', actor))!;
    if (!result.deleted)
      throw conflict(CHILD_DATA_MESSAGES.photosAlreadyDeleted, CHILD_DATA_ERROR_CODES.photosAlreadyDeleted);
    return result;
  }

  async function parentDeletesVideo(order: OrderRow, actor: Actor): Promise<DeletionResult> {
    const result = (await deleteVideo(order.id, 'parent_request', actor))!;
    if (result === 'none') throw conflict(CHILD_DATA_MESSAGES.noVideo, CHILD_DATA_ERROR_CODES.noVideo);
    if (!result.deleted)
      throw conflict(CHILD_DATA_MESSAGES.videoAlreadyDeleted, CHILD_DATA_ERROR_CODES.videoAlreadyDeleted);
    return result;
  }

  async function bySignedLink(orderId: string, signature: string): Promise<OrderRow> {
    const row =
      UUID.test(orderId) && statusLinks.verify(orderId, signature)
        ? await repository.findOrder(orderId)
        : undefined;
    // An erased order's link shows nothing any more.
    if (!row || row.erasedAt) throw invalidLink();
    return row;
  }

  async function ownOrder(user: AuthenticatedUser, orderId: string): Promise<OrderRow> {
    const row = UUID.test(orderId) ? await repository.findOrder(orderId) : undefined;
    // Someone else's order is answered like an unknown one.
    if (!row || row.userId !== user.id) throw orderNotFound();
    return row;
  }

  /** One order as the parent's data file shows it: what we hold, and fresh links to what exists. */
  async function orderData(row: OrderRow) {
    const repo = createChildDataRepository(db);
    const [media, video, deletions, review] = await Promise.all([
      repo.childMediaOfOrder(row.id),
      repo.videoOfOrder(row.id),
      repo.deletionsOfOrders([row.id]),
      reviews.ofOrder(row.id),
    ]);
    const link = (key: string, downloadName?: string) =>
      files.signedUrl(key, {
        expiresInSeconds: MY_DATA_LINK_SECONDS,
        ...(downloadName ? { downloadName } : {}),
      });
    return {
      ...toOrder(row),
      story_title: storyTitleIn(row.itemNumber, row.siteLanguage),
      status_page: statusLinks.url(row.id, row.siteLanguage),
      // What the parent agreed to, as stored: the photos' consent and the WhatsApp opt-in.
      consents: {
        photos: row.consent,
        whatsapp_updates: row.whatsappOptInAt
          ? {
              given_at: row.whatsappOptInAt.toISOString(),
              text: row.whatsappOptInText,
              stopped_at: row.whatsappOptOutAt?.toISOString() ?? null,
            }
          : null,
      },
      photos: await Promise.all(
        media
          .filter((file) => file.media === 'photo')
          .map(async (photo, index) => ({
            id: photo.id,
            link: await link(photo.storageKey, `${row.orderNumber}-photo-${index + 1}.jpg`),
          })),
      ),
      voice_clip: await Promise.all(
        media
          .filter((file) => file.media === 'voice_clip')
          .map(async (clip) => ({ id: clip.id, link: await link(clip.storageKey) })),
      ).then((clips) => clips[0] ?? null),
      video: video
        ? {
            title: video.title,
            delivered_at: video.createdDate.toISOString(),
            link: await link(video.uri, `${row.orderNumber}.mp4`),
          }
        : null,
      // The parent's review of the film, as given (stars, line, the testimonials tick).
      review,
      deletions: deletions.map((deletion) => ({
        what: deletion.what,
        reason: deletion.reason,
        files: deletion.files,
        at: deletion.at.toISOString(),
      })),
    };
  }

  function dataFile(content: object, at: Date): DataFile {
    return {
      fileName: myDataFileName(at.toISOString().slice(0, 10)),
      json: JSON.stringify(
        {
          exported_at: at.toISOString(),
          links_valid_until: new Date(at.getTime() + MY_DATA_LINK_SECONDS * 1000).toISOString(),
          ...content,
        },
        null,
        2,
      ),
    };
  }

  return {
    deletePhotos: (orderId, reason, actor, options) => deletePhotos(orderId, reason, actor, options),

    async retentionPass(at) {
      const due = await repository.dueForRetention({
        now: at,
        afterDeliveryDays: retention.daysAfterDelivery,
        undeliveredDays: retention.daysUndelivered,
        limit: RETENTION_BATCH,
      });
      const result: RetentionPassResult = { orders: 0, files: 0, failed: 0 };
      for (const { id, reason } of due) {
        try {
          const done = await deletePhotos(id, reason, { role: 'system' }, { skipLocked: true, at });
          if (done?.deleted) {
            result.orders += 1;
            result.files += done.files;
          }
        } catch (error) {
          // Storage down or a row refused: this order stays due for the next pass; the others go on.
          result.failed += 1;
          log.error(
            { err: error, orderId: id, reason },
            'retention: could not delete the photos of an order',
          );
        }
      }
      return result;
    },

    async deletionOfItem(itemId) {
      if (!UUID.test(itemId)) return undefined;
      const row = await repository.deletionOfItem(itemId);
      return row && { at: row.at, reason: row.reason };
    },

    async deletePhotosBySignedLink(orderId, signature) {
      return parentDeletesPhotos(await bySignedLink(orderId, signature), { role: 'parent', userId: null });
    },

    async deletePhotosOfOwnOrder(user, orderId) {
      return parentDeletesPhotos(await ownOrder(user, orderId), { role: 'parent', userId: user.id });
    },

    async deleteVideoBySignedLink(orderId, signature) {
      return parentDeletesVideo(await bySignedLink(orderId, signature), { role: 'parent', userId: null });
    },

    async deleteVideoOfOwnOrder(user, orderId) {
      return parentDeletesVideo(await ownOrder(user, orderId), { role: 'parent', userId: user.id });
    },

    async myDataBySignedLink(orderId, signature) {
      const row = await bySignedLink(orderId, signature);
      log.info({ orderId }, 'parent downloaded their data (signed link)');
      return dataFile({ orders: [await orderData(row)] }, now());
    },

    async myDataOfAccount(user) {
      const account = await repository.userById(user.id);
      // The same orders an erasure covers: the account's and the guest ones paid with its address.
      const rows = await repository.ordersOfAccount(user.id, account?.email ?? user.email);
      log.info({ userId: user.id }, 'parent downloaded their data (account)');
      return dataFile(
        {
          account: account && {
            name: account.name,
            email: account.email,
            signed_up: account.createdAt.toISOString(),
            last_sign_in: account.lastLogin?.toISOString() ?? null,
          },
          orders: await Promise.all(rows.map(orderData)),
        },
        now(),
      );
    },

    async eraseAccount(user) {
      const account = await repository.userById(user.id);
      if (!account) throw new AppError(401, 'Authentication required');
      const rows = await repository.ordersOfAccount(user.id, account.email);
      if (rows.some((row) => row.stage !== 'delivered' && row.stage !== 'cancelled'))
        throw conflict(CHILD_DATA_MESSAGES.orderOpen, CHILD_DATA_ERROR_CODES.orderOpen);
      const actor: Actor = { role: 'parent', userId: user.id };
      // The media first, order by order (each its own commit): if storage fails, the account is
      // still there to try again, and what was deleted stays deleted.
      for (const row of rows) {
        await deletePhotos(row.id, 'account_erased', actor);
        await deleteVideo(row.id, 'account_erased', actor);
      }
      // The account's own address: messages without an order sent to it (the orders' own go by order).
      const addresses = [account.email];
      const erasedAt = now();
      await inTransaction(db, async (tx) => {
        for (const row of rows) await invoices.eraseInvoiceBuyer(tx, row.id);
        await reviews.eraseIn(
          tx,
          rows.map((row) => row.id),
        );
        await createChildDataRepository(tx).eraseAccount(
          user.id,
          rows.map((row) => row.id),
          addresses,
          erasedAt,
        );
        // Each order's timeline says what happened, so the studio never reads an emptied order as
        // one placed before consent was asked.
        for (const row of rows)
          await orders.recordEvent(tx, {
            orderId: row.id,
            kind: 'erased',
            from: row.stage,
            to: row.stage,
            actor: { role: 'parent' },
          });
        // The one message that keeps the address: the receipt of this erasure.
        await mail.enqueue(tx, {
          kind: 'account-erased',
          to: account.email,
          data: {
            // Oldest first: the parent's latest order says which language they read.
            siteLanguage: rows.at(-1)?.siteLanguage ?? 'en',
            orders: rows.length,
            erasedAt: erasedAt.toISOString(),
          },
        });
      });
      log.info({ userId: user.id, orders: rows.length }, 'account erased');
      return { erasedAt, orders: rows.length };
    },
  };
}
