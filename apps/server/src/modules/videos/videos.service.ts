import type { AuthenticatedUser } from '@shop/contracts/auth';
import type { OrderStatusView } from '@shop/contracts/order-status';
import {
  ORDER_DETAIL_ERROR_CODES,
  ORDER_DETAIL_MESSAGES,
  type RedeliverRequest,
} from '@shop/contracts/order-detail';
import { STAGE_ERROR_CODES, STAGE_MESSAGES, stageMoveAction } from '@shop/contracts/order-stages';
import { ORDER_ERROR_CODES, ORDER_MESSAGES } from '@shop/contracts/order';
import type { Pagination } from '@shop/contracts/pagination';
import type { UploadFolder } from '@shop/contracts/uploads';
import {
  VIDEO_ERROR_CODES,
  VIDEO_MESSAGES,
  type CreateVideoRequest,
  type Video,
  type VideosQuery,
} from '@shop/contracts/videos';
import { DOWNLOAD_LINK_DAYS, SITE_NAME } from '@shop/content/site';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError, conflict, notFound } from '../../errors/app-error.ts';
import type { MailService } from '../mail/index.ts';
import {
  adminActor,
  isHeldForRelease,
  type Actor,
  type OrdersService,
  type PaidOrder,
} from '../orders/index.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { UploadsService } from '../uploads/index.ts';
import { createVideosRepository, type VideoRow } from './videos.repository.ts';
import { storyTitleIn } from '@shop/content/story-title';

// Finished videos. A user sees their own; an admin may open any one by id. Someone else's video
// answers exactly like an unknown one. Creating one completes its order (docs/decisions/012): the
// video row, the order's status and the delivery e-mail commit together or not at all.
// Files are private: every answer carries fresh signed links, never a lasting address.

/** The delivery e-mail's link, and the one every answer carries: docs/architecture.md#delivery, 7 days. */
export const DOWNLOAD_LINK_SECONDS = DOWNLOAD_LINK_DAYS * 86_400;
/** Playing in the page: long enough for a page left open an afternoon; reloading makes a new one. */
export const PLAY_LINK_SECONDS = 6 * 3600;

/** What the videos module needs of the uploads service: signed links, and the completion's file check. */
export type VideoFiles = Pick<UploadsService, 'signedUrl' | 'attachUploadedObject' | 'deleteStoredFiles'>;

export interface VideosService {
  listOwn(caller: AuthenticatedUser, query: VideosQuery): Promise<{ data: Video[]; pagination: Pagination }>;
  getVisibleTo(caller: AuthenticatedUser, id: string): Promise<Video>;
  /** POST /api/videos: the video of an open order; delivers the order and queues the delivery e-mail. */
  create(request: CreateVideoRequest, admin: AuthenticatedUser): Promise<Video>;
  /**
   * POST /api/orders/{id}/redeliver: a delivered order's corrected video (presigned for this order),
   * its event and the parent's e-mail with the new link, in one transaction.
   */
  redeliver(orderId: string, request: RedeliverRequest, admin: AuthenticatedUser): Promise<Video>;
  /**
   * The order-status page's video block (the orders module's OrderFilms port): fresh links to the
   * order's video, or null until it is delivered.
   */
  deliveredFilmOf(orderId: string): Promise<OrderStatusView['video']>;
  /** The order's video with fresh links (the admin's order detail), or null before delivery. */
  videoOfOrder(orderId: string): Promise<Video | null>;
  /**
   * The studio approved the film the shop rendered (modules/studio renders): delivered like an
   * uploaded one, in the caller's transaction. Its files were published by the render worker under
   * keys of their own; the order must be open in a stage a delivery comes from. In one transaction
   * like every delivery.
   */
  deliverRendered(
    admin: AuthenticatedUser,
    film: { orderId: string; uri: string; thumbnail: string; title: string },
    /** Runs first in the delivery's transaction: throws when the film is no longer the one to deliver. */
    recheck: (tx: Tx) => Promise<void>,
  ): Promise<Video>;
  /**
   * A rendered film delivered by the shop itself, nobody pressing (a story the studio trusts,
   * docs/decisions/096): the same delivery, in the caller's transaction (the render's completion,
   * so a render is delivered exactly when it is recorded finished), the timeline's event saying
   * why. undefined when the order is not (any more) at a stage a delivery comes from.
   */
  deliverRenderedInTransaction(
    tx: Tx,
    film: { orderId: string; uri: string; thumbnail: string; title: string },
    note: string,
  ): Promise<{ videoId: string } | undefined>;
  /**
   * The release job's pass (docs/decisions/114): every delivered film whose chosen day has come by
   * the clock goes out once: the delivery e-mail, the WhatsApp update, the film on the status page.
   */
  releaseDue(): Promise<{ released: number }>;
  /** The order's film is held for the family's chosen day: no family-facing page may show it yet. */
  heldForRelease(orderId: string): Promise<boolean>;
}

export interface VideosServiceDependencies {
  db: Db;
  files: VideoFiles;
  /** The orders this module completes; the delivery e-mail carries their order-status link. */
  orders: Pick<
    OrdersService,
    | 'findPaid'
    | 'deliverOpen'
    | 'statusPageUrl'
    | 'watchPageUrl'
    | 'recordRedelivery'
    | 'messageParent'
    | 'record'
    | 'claimDueRelease'
    | 'markReleased'
  >;
  mail: Pick<MailService, 'enqueue'>;
  /** A gift's card (docs/decisions/116): the delivery e-mail repeats the giver's message. */
  gifts?: { filmCard(orderId: string, tx: Tx): Promise<{ giverName: string; message: string } | null> };
  /** "Now" for chosen delivery days (docs/decisions/114); the system's unless a test run wires its own. */
  clock?: Clock;
  log: FastifyBaseLogger;
}

/** Releases one pass of the release job makes at most; the next pass takes the rest. */
const RELEASES_PER_PASS = 50;

export function createVideosService({
  db,
  files,
  orders,
  mail,
  gifts,
  clock = systemClock,
  log,
}: VideosServiceDependencies): VideosService {
  const repository = createVideosRepository(db);
  const toVideo = (row: VideoRow) => withLinks(files, row);

  /**
   * The admin's upload, checked as presigned for this order and attached to it. Another order's
   * upload, or one already delivered, is the 409 that says so (docs/decisions/022); any other
   * shortfall is the one message the form shows.
   */
  async function attachedFile(tx: Tx, key: string, folder: UploadFolder, orderId: string) {
    try {
      await files.attachUploadedObject(tx, key, { folder, orderId });
    } catch (error) {
      if (!(error instanceof AppError) || error.status === 409) throw error;
      log.warn(
        { key, folder, reason: error.code },
        'completion refused: the uploaded file is not as presigned',
      );
      throw folder === 'videos'
        ? new AppError(422, VIDEO_MESSAGES.videoFileMissing, VIDEO_ERROR_CODES.videoFileMissing)
        : new AppError(422, VIDEO_MESSAGES.thumbnailFileMissing, VIDEO_ERROR_CODES.thumbnailFileMissing);
    }
  }

  /**
   * The delivery itself, in the caller's transaction: the order delivered (guarded), its video, the
   * delivery e-mail and the WhatsApp update (docs/decisions/012). The files are already checked.
   */
  async function deliverInTransaction(
    tx: Tx,
    orderId: string,
    film: { uri: string; thumbnail: string; title: string; description?: string | undefined },
    actor: Actor,
    note?: string,
  ): Promise<VideoRow> {
    // A film for a chosen day that has not come is delivered in the studio and held: its e-mail and
    // WhatsApp go at the release (docs/decisions/114). Read before the move, so its event says so.
    const record = await orders.record(orderId, tx);
    const heldUntil = record?.deliverAt && record.deliverAt > clock.now() ? record.deliverAt : null;
    const holdNote = heldUntil
      ? `Held for the family's chosen day: released ${heldUntil.toISOString()}`
      : null;
    const completed = await orders.deliverOpen(
      tx,
      orderId,
      actor,
      [note, holdNote].filter(Boolean).join('. ') || undefined,
    );
    // Another completion committed since the caller's check: it made the video and the e-mail.
    if (!completed) throw conflict(VIDEO_MESSAGES.orderNotPending, ORDER_ERROR_CODES.notPending);
    const video = await createVideosRepository(tx).insert({
      orderId: completed.unique_id,
      // From the order, not the request: null for a guest's order, delivered by e-mail only.
      userId: completed.user_id,
      uri: film.uri,
      thumbnail: film.thumbnail,
      title: film.title,
      description: film.description || null,
    });
    if (heldUntil) return video;
    // A chosen day already here (a late film): released with the delivery itself.
    if (record?.deliverAt) await orders.markReleased(tx, completed.unique_id);
    await announceDelivery(tx, completed, video);
    return video;
  }

  /** The family hears of the film: the delivery e-mail and the WhatsApp update (docs/decisions/012). */
  async function announceDelivery(tx: Tx, completed: PaidOrder, video: VideoRow): Promise<void> {
    const gift = await gifts?.filmCard(completed.unique_id, tx);
    await mail.enqueue(tx, {
      kind: 'delivery',
      to: completed.email,
      orderId: completed.unique_id,
      dedupeKey: `delivery:${completed.unique_id}`,
      data: {
        siteLanguage: completed.site_language,
        orderNumber: completed.order_number,
        storyTitle: storyTitleIn(completed.item_number, completed.site_language),
        childName: completed.character_name,
        downloadUrl: await downloadUrl(files, video),
        statusUrl: orders.statusPageUrl(completed.unique_id, completed.site_language),
        watchUrl: orders.watchPageUrl(completed.unique_id, completed.site_language),
        ...(gift ? { gift: { giverName: gift.giverName, message: gift.message } } : {}),
      },
    });
    // WhatsApp carries the watch page (docs/decisions/100), which plays the film and makes a fresh
    // download link at every visit, and the order page.
    await orders.messageParent(tx, completed.unique_id, completed.unique_id, {
      update: 'delivered',
      childName: completed.character_name,
      storyTitle: storyTitleIn(completed.item_number, completed.site_language),
      watchUrl: orders.watchPageUrl(completed.unique_id, completed.site_language),
      statusUrl: orders.statusPageUrl(completed.unique_id, completed.site_language),
    });
  }

  /** A held film the family may not see yet (admins see it on the studio's side). */
  async function heldFromFamily(orderId: string): Promise<boolean> {
    const record = await orders.record(orderId);
    return !!record && isHeldForRelease(record);
  }

  return {
    async listOwn(caller, { page, limit, sortBy, sortOrder }) {
      const { rows, total } = await repository.listPageByUser(caller.id, {
        offset: (page - 1) * limit,
        limit,
        sortBy,
        sortOrder,
      });
      return {
        data: await Promise.all(rows.map(toVideo)),
        pagination: { page, limit, total, pages: Math.ceil(total / limit) },
      };
    },

    async getVisibleTo(caller, id) {
      const row = await repository.findById(id);
      if (
        !row ||
        (caller.role !== 'admin' && (row.userId !== caller.id || (await heldFromFamily(row.orderId))))
      ) {
        throw notFound(VIDEO_MESSAGES.notFound, VIDEO_ERROR_CODES.notFound);
      }
      return toVideo(row);
    },

    async create(request, admin) {
      // Checked first for a clear answer; the guarded update below decides a race.
      const order = await orders.findPaid(request.order_id);
      if (!order) throw notFound(ORDER_MESSAGES.notFound, ORDER_ERROR_CODES.notFound);
      if (order.status !== 'pending')
        throw conflict(VIDEO_MESSAGES.orderNotPending, ORDER_ERROR_CODES.notPending);
      // Waiting for the parent's photo, or cancelled: not a stage a delivery can come from.
      if (stageMoveAction(order.stage, 'delivered') !== 'delivery')
        throw conflict(STAGE_MESSAGES.illegalMove(order.stage, 'delivered'), STAGE_ERROR_CODES.illegalMove);
      // The seed's form sends the loaded order's user_id; a different one means the wrong order.
      if (request.user_id !== undefined && request.user_id !== order.user_id) {
        throw conflict(VIDEO_MESSAGES.userMismatch, VIDEO_ERROR_CODES.userMismatch);
      }

      // One commit: the video, the order's status and the delivery e-mail.
      const row = await inTransaction(db, async (tx) => {
        await attachedFile(tx, request.uri, 'videos', order.unique_id);
        await attachedFile(tx, request.thumbnail, 'thumbnails', order.unique_id);
        return deliverInTransaction(tx, order.unique_id, request, adminActor(admin));
      });
      log.info(
        { orderId: row.orderId, videoId: row.id },
        'order completed: video saved, delivery e-mail queued',
      );
      return toVideo(row);
    },

    async deliverRendered(admin, film, recheck) {
      const order = await orders.findPaid(film.orderId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound, ORDER_ERROR_CODES.notFound);
      if (order.status !== 'pending')
        throw conflict(VIDEO_MESSAGES.orderNotPending, ORDER_ERROR_CODES.notPending);
      if (stageMoveAction(order.stage, 'delivered') !== 'delivery')
        throw conflict(STAGE_MESSAGES.illegalMove(order.stage, 'delivered'), STAGE_ERROR_CODES.illegalMove);
      const row = await inTransaction(db, async (tx) => {
        await recheck(tx);
        return deliverInTransaction(tx, order.unique_id, film, adminActor(admin));
      });
      log.info({ orderId: row.orderId, videoId: row.id }, 'order completed: rendered film delivered');
      return toVideo(row);
    },

    async deliverRenderedInTransaction(tx, film, note) {
      const order = await orders.findPaid(film.orderId, tx);
      if (!order || order.status !== 'pending' || stageMoveAction(order.stage, 'delivered') !== 'delivery')
        return undefined;
      const row = await deliverInTransaction(tx, order.unique_id, film, { role: 'system' }, note);
      return { videoId: row.id };
    },

    async redeliver(orderId, request, admin) {
      const order = await orders.findPaid(orderId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound, ORDER_ERROR_CODES.notFound);
      if (order.stage !== 'delivered')
        throw conflict(ORDER_DETAIL_MESSAGES.notDelivered, ORDER_DETAIL_ERROR_CODES.notDelivered);
      const { video: row, replaced } = await inTransaction(db, async (tx) => {
        await attachedFile(tx, request.uri, 'videos', orderId);
        await attachedFile(tx, request.thumbnail, 'thumbnails', orderId);
        const repository = createVideosRepository(tx);
        const before = await repository.findByOrderId(orderId);
        const video = await repository.replaceFiles(orderId, {
          uri: request.uri,
          thumbnail: request.thumbnail,
          title: request.title,
          description: request.description || null,
        });
        if (!video || !before)
          throw conflict(ORDER_DETAIL_MESSAGES.notDelivered, ORDER_DETAIL_ERROR_CODES.notDelivered);
        await orders.recordRedelivery(tx, orderId, admin, request.note || null);
        await mail.enqueue(tx, {
          kind: 'redelivery',
          to: order.email,
          orderId,
          // One e-mail per corrected video.
          dedupeKey: `redelivery:${orderId}:${request.uri}`,
          data: {
            siteLanguage: order.site_language,
            orderNumber: order.order_number,
            storyTitle: storyTitleIn(order.item_number, order.site_language),
            childName: order.character_name,
            downloadUrl: await downloadUrl(files, video),
            statusUrl: orders.statusPageUrl(orderId, order.site_language),
            watchUrl: orders.watchPageUrl(orderId, order.site_language),
          },
        });
        const replaced = [before.uri, before.thumbnail].filter(
          (key): key is string => !!key && key !== video.uri && key !== video.thumbnail,
        );
        return { video, replaced };
      });
      // The replaced video and thumbnail leave storage once nothing refers to them. The first
      // delivery e-mail's link stops working: the parent was just sent the corrected one.
      await files
        .deleteStoredFiles(replaced)
        .catch((error: unknown) =>
          log.error({ err: error, orderId }, 'the replaced video could not be deleted from storage'),
        );
      log.info({ orderId, videoId: row.id }, 'order re-delivered with a corrected video');
      return toVideo(row);
    },

    async deliveredFilmOf(orderId) {
      const row = await repository.findByOrderId(orderId);
      if (!row || (await heldFromFamily(orderId))) return null;
      const { title, video_url, thumbnail_url, download_url } = await withLinks(files, row);
      return { title, video_url, thumbnail_url, download_url, delivered_at: row.createdDate.toISOString() };
    },

    async releaseDue() {
      let released = 0;
      // One order per transaction: a failure stays with its order, the others still go out.
      for (let i = 0; i < RELEASES_PER_PASS; i += 1) {
        const outcome = await inTransaction(db, async (tx) => {
          const due = await orders.claimDueRelease(tx, clock.now());
          if (!due) return 'none' as const;
          const video = await createVideosRepository(tx).findByOrderId(due.id);
          const order = await orders.findPaid(due.id, tx);
          if (!video || !order || !(await orders.markReleased(tx, due.id))) return 'skipped' as const;
          await announceDelivery(tx, order, video);
          return 'released' as const;
        });
        if (outcome === 'none') break;
        if (outcome === 'released') released += 1;
      }
      if (released > 0) log.info({ released }, 'films released on their chosen day');
      return { released };
    },

    heldForRelease: heldFromFamily,

    async videoOfOrder(orderId) {
      const row = await repository.findByOrderId(orderId);
      return row ? withLinks(files, row) : null;
    },
  };
}

// "Diya Tales - Aarav and Hanuman.mp4": the file as it lands in the parent's downloads.
const downloadName = (row: VideoRow) =>
  `${SITE_NAME} - ${row.title}${row.uri.slice(row.uri.lastIndexOf('.'))}`;

const downloadUrl = (files: Pick<VideoFiles, 'signedUrl'>, row: VideoRow) =>
  files.signedUrl(row.uri, { expiresInSeconds: DOWNLOAD_LINK_SECONDS, downloadName: downloadName(row) });

async function withLinks(files: Pick<VideoFiles, 'signedUrl'>, row: VideoRow): Promise<Video> {
  const [video_url, thumbnail_url, download_url] = await Promise.all([
    files.signedUrl(row.uri, { expiresInSeconds: PLAY_LINK_SECONDS }),
    row.thumbnail ? files.signedUrl(row.thumbnail, { expiresInSeconds: PLAY_LINK_SECONDS }) : null,
    downloadUrl(files, row),
  ]);
  return {
    unique_id: row.id,
    id: row.id,
    order_id: row.orderId,
    user_id: row.userId,
    uri: row.uri,
    thumbnail: row.thumbnail,
    title: row.title,
    description: row.description,
    created_date: row.createdDate.toISOString(),
    updated_date: row.updatedDate.toISOString(),
    video_url,
    thumbnail_url,
    download_url,
  };
}
