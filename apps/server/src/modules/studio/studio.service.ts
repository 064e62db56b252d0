import { PassThrough, type Readable } from 'node:stream';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { CHILD_DATA_DELETION_REASON_LABELS } from '@shop/contracts/child-data-state';
import {
  ORDER_DETAIL_ERROR_CODES,
  ORDER_DETAIL_MESSAGES,
  orderPhotosZipFileName,
  PHOTO_REPLACEMENT_DUE_HOURS,
  PHOTO_REQUEST_LINK_DAYS,
  PHOTO_REQUEST_LINK_ERROR_CODES,
  PHOTO_REQUEST_LINK_MESSAGES,
  PHOTO_REQUEST_TEMPLATES,
  type AdminOrderDetail,
  type CancelOrderRequest,
  type PhotoRequestRequest,
  type PhotoRequestTemplate,
  type PhotoRequestView,
  type StaffPhoto,
  type StaffVoiceClip,
  type StageMoveRequest,
} from '@shop/contracts/order-detail';
import {
  isOpenStage,
  STAGE_ERROR_CODES,
  STAGE_MESSAGES,
  stageMoveAction,
  type OrderStage,
} from '@shop/contracts/order-stages';
import { ORDER_ERROR_CODES, ORDER_MESSAGES } from '@shop/contracts/order';
import type { ConsentRecord, ConsentView } from '@shop/contracts/privacy';
import { getStory } from '@shop/content/stories';
import { PHOTO_LIMITS, type PhotoCrop } from '@shop/contracts/uploads';
import type { FastifyBaseLogger } from 'fastify';
import yazl from 'yazl';
import type { Db } from '../../db/client.ts';
import { inTransaction, type Tx } from '../../db/transaction.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error.ts';
import type { ChildDataService } from '../child-data/index.ts';
import type { MailService } from '../mail/index.ts';
import {
  adminActor,
  isOverdue,
  toOrder,
  type Actor,
  type OrderRecord,
  type OrdersService,
  type OrderStatusLinks,
} from '../orders/index.ts';
import type { PaymentsModule } from '../payments/index.ts';
import type { UploadsService } from '../uploads/index.ts';
import type { PreviewsService } from '../previews/index.ts';
import type { VideosService } from '../videos/index.ts';
import { createMediaAccessRepository } from './media-access.repository.ts';
import { createPhotoRequestsRepository, type PhotoRequestRow } from './photo-requests.repository.ts';
import { createRefundsRepository, type RefundRow } from './refunds.repository.ts';
import type { RendersService } from './renders.service.ts';
import type { PhotoDisposition, StaffMedia, StaffPhotoLinks } from './staff-photo-links.ts';
import type { StoredVoiceClip, VoiceClipsService } from '../uploads/index.ts';
import { storyTitleIn } from '@shop/content/story-title';

// The studio's work on one order (issue 12): the admin's detail with the child's photos behind
// short-lived staff links, manual stage moves, better-photo requests and the parent's answer,
// cancelling with a refund, the photos as one streamed zip, and every staff view or download of a
// photo recorded. Stage rules: packages/contracts/src/order-stages.ts (docs/decisions/031).

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;
/**
 * A cancel asking the provider holds its claim this long; a provider call is bounded far below it
 * (the SDKs' timeouts), so an older pending refund belongs to a cancel whose process died.
 */
const CANCEL_CLAIM_MS = 2 * 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored consent as the admin reads it (docs/decisions/046). */
function consentView(consent: ConsentRecord): ConsentView {
  return {
    version: consent.version,
    text: consent.text,
    given_at: consent.givenAt,
    given_by: { kind: consent.userId ? 'account' : 'guest', user_id: consent.userId, email: consent.email },
  };
}

export type StudioFiles = Pick<
  UploadsService,
  | 'orderPhotos'
  | 'findOrderPhoto'
  | 'openPhoto'
  | 'deleteStoredFiles'
  | 'signedUrl'
  | 'replaceOrderPhotos'
  | 'setOrderPhotoCrop'
>;

export interface StudioPayments {
  refund: PaymentsModule['refund'];
  contactOfOrder: PaymentsModule['contactOfOrder'];
}

export interface ServedPhoto {
  stream: Readable;
  disposition: PhotoDisposition;
  fileName: string;
}

export interface ServedVoiceClip extends ServedPhoto {
  contentType: string;
}

export interface OrderStudioService {
  detail(admin: AuthenticatedUser, orderId: string): Promise<AdminOrderDetail>;
  moveStage(admin: AuthenticatedUser, orderId: string, request: StageMoveRequest): Promise<AdminOrderDetail>;
  requestPhotos(
    admin: AuthenticatedUser,
    orderId: string,
    request: PhotoRequestRequest,
  ): Promise<AdminOrderDetail>;
  cancel(admin: AuthenticatedUser, orderId: string, request: CancelOrderRequest): Promise<AdminOrderDetail>;
  /**
   * A gift never claimed (docs/decisions/115): cancelled and refunded through the same path as an
   * admin's cancel, exactly once; the gifts module tells the giver and the parent. Throws as cancel.
   */
  refundUnclaimedGift(orderId: string, reason: string): Promise<void>;
  /**
   * The parent deleted the child's photos while the order is being made (child-data's port): the
   * order waits in photo_needed for new photos, the parent is asked for them (e-mail, WhatsApp, the
   * status page), and the timeline says why. In the deletion's transaction; nothing for an order
   * already delivered or cancelled (docs/decisions/091).
   */
  askForNewPhotos(tx: Tx, orderId: string): Promise<void>;
  photoLink(admin: AuthenticatedUser, orderId: string, photoId: string): Promise<StaffPhoto>;
  /** Re-frames one of the order's photos for the portrait (docs/decisions/080); 404 when not its photo. */
  framePhoto(
    orderId: string,
    photoId: string,
    crop: PhotoCrop | null,
  ): Promise<{ photo_id: string; crop: PhotoCrop | null }>;
  /** Every photo of the order as one zip, streamed; each photo is recorded as downloaded. */
  photosZip(admin: AuthenticatedUser, orderId: string): Promise<{ fileName: string; stream: Readable }>;
  /** The photo behind a staff link, recorded with the admin the link was made for. */
  staffPhoto(photoId: string, query: Record<string, unknown>): Promise<ServedPhoto>;
  /** The voice clip behind a staff link, recorded like a photo (a play or a download). */
  staffVoiceClip(clipId: string, query: Record<string, unknown>): Promise<ServedVoiceClip>;
  /** The parent's better-photo page; the first opening is recorded. */
  viewPhotoRequest(requestId: string, signature: string): Promise<PhotoRequestView>;
  /** The parent's replacement photos: replaced and deleted, back to received, due 24 h from now. */
  replacePhotos(
    requestId: string,
    signature: string,
    photoIds: string[],
    /** The caller's browser upload session: the new photos must be its own (docs/decisions/070). */
    uploadSession: string | null,
    /** The parent's frames on the new photos, by photo id (docs/decisions/080). */
    crops?: Readonly<Record<string, PhotoCrop>>,
  ): Promise<{ stage: OrderStage; due_at: string }>;
}

export interface OrderStudioDependencies {
  db: Db;
  /** The order records the studio works on; every stage move goes through them. */
  orders: Pick<
    OrdersService,
    'record' | 'lockRecord' | 'moveStage' | 'eventsOf' | 'setPhotoKeys' | 'messageParent' | 'issueCreditNote'
  >;
  mail: Pick<MailService, 'enqueue' | 'whatsAppMessagesOfOrder'>;
  /** The delivered film on the detail. */
  videos: Pick<VideosService, 'videoOfOrder'>;
  links: OrderStatusLinks;
  staffLinks: StaffPhotoLinks;
  files: StudioFiles;
  voiceClips: Pick<VoiceClipsService, 'ofOrder' | 'findClaimed' | 'open'>;
  payments: StudioPayments;
  /** Deletes a cancelled order's photos at once; tells why a staff link's photo is gone (047). */
  childData: Pick<ChildDataService, 'deletePhotos' | 'deletionOfItem'>;
  /** The film's render, queued when the studio accepts the photos (received → in_production). */
  renders: Pick<RendersService, 'prepare' | 'queueInTransaction' | 'dropOpenInTransaction'>;
  /** The preview the parent approved before paying (docs/decisions/099), beside the order. */
  previews?: Pick<PreviewsService, 'staffView'>;
  log: FastifyBaseLogger;
}

const orderNotFound = () => notFound(ORDER_MESSAGES.notFound, ORDER_ERROR_CODES.notFound);
const storyTitle = (row: OrderRecord) => getStory(row.itemNumber)?.title ?? `Story ${row.itemNumber}`;
const movedMeanwhile = (now: OrderStage) =>
  conflict(STAGE_MESSAGES.movedMeanwhile(now), STAGE_ERROR_CODES.movedMeanwhile);
const illegalMove = (message: string) => conflict(message, STAGE_ERROR_CODES.illegalMove);

export function createOrderStudioService({
  db,
  orders,
  mail,
  videos,
  links,
  staffLinks,
  files,
  voiceClips,
  payments,
  childData,
  renders,
  previews,
  log,
}: OrderStudioDependencies): OrderStudioService {
  const mediaAccess = createMediaAccessRepository(db);

  /**
   * The admin a staff link was made for, if the link is sound and they are still an admin now: a
   * link outlives neither a removed account nor a withdrawn role (403 like a forged link).
   */
  async function staffLinkHolder(media: StaffMedia, id: string, query: Record<string, unknown>) {
    const check = staffLinks.check(id, query, Date.now(), media);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new AppError(410, 'This link has expired. Reload the order to get a fresh one.', 'LINK_EXPIRED')
        : new AppError(403, 'This link is not valid', 'LINK_INVALID');
    }
    if (!(await mediaAccess.isAdmin(check.adminId)))
      throw new AppError(403, 'This link is not valid', 'LINK_INVALID');
    return check;
  }

  async function findOrder(orderId: string): Promise<OrderRecord> {
    const row = await orders.record(orderId);
    if (!row) throw orderNotFound();
    return row;
  }

  function photoLinks(photo: { id: string; width: number; height: number }, adminId: string): StaffPhoto {
    const view = staffLinks.url(photo.id, adminId, 'inline');
    const download = staffLinks.url(photo.id, adminId, 'attachment');
    return {
      id: photo.id,
      url: view.url,
      download_url: download.url,
      width: photo.width,
      height: photo.height,
      expires_at: view.expiresAt.toISOString(),
    };
  }

  function voiceClipLinks(clip: StoredVoiceClip, adminId: string): StaffVoiceClip {
    const play = staffLinks.url(clip.id, adminId, 'inline', Date.now(), 'voice_clip');
    const download = staffLinks.url(clip.id, adminId, 'attachment', Date.now(), 'voice_clip');
    return {
      id: clip.id,
      url: play.url,
      download_url: download.url,
      content_type: clip.contentType as StaffVoiceClip['content_type'],
      duration_seconds: clip.durationMs / 1000,
      expires_at: play.expiresAt.toISOString(),
    };
  }

  async function detailOf(row: OrderRecord, admin: AuthenticatedUser): Promise<AdminOrderDetail> {
    const [photos, voiceClip, events, requests, refunds, contact, video, access, whatsAppMessages] =
      await Promise.all([
        files.orderPhotos(row.id),
        voiceClips.ofOrder(row.id),
        orders.eventsOf(row.id),
        createPhotoRequestsRepository(db).latestByOrders([row.id]),
        createRefundsRepository(db).findByOrders([row.id]),
        payments.contactOfOrder(row.id),
        row.stage === 'delivered' ? videos.videoOfOrder(row.id) : null,
        mediaAccess.listByOrder(row.id),
        mail.whatsAppMessagesOfOrder(db, row.id),
      ]);
    const request = requests.get(row.id);
    const refund = refunds.get(row.id);
    const now = Date.now();
    const approvedPreview = row.previewId && previews ? await previews.staffView(row.previewId) : null;
    // The child's face and name: links given to a staff member are recorded like a film's view (032).
    if (approvedPreview?.video_url)
      await mediaAccess.record([
        { orderId: row.id, media: 'film', mediaId: row.previewId!, adminUserId: admin.id, kind: 'view' },
      ]);
    return {
      view: 'admin',
      ...toOrder(row),
      story_title: storyTitle(row),
      overdue: isOverdue(row, now),
      provider: row.provider,
      payment_reference: row.paymentReference,
      parent: { email: row.email, phone: contact.phone, updates_opted_in: contact.updatesOptedIn },
      site_language: row.siteLanguage,
      whatsapp: {
        phone: row.whatsappPhone,
        opted_in_at: row.whatsappOptInAt?.toISOString() ?? null,
        opt_in_text: row.whatsappOptInText,
        opted_out_at: row.whatsappOptOutAt?.toISOString() ?? null,
        messages: whatsAppMessages,
      },
      photos: photos.map((photo) => photoLinks(photo, admin.id)),
      pronunciation: row.pronunciation,
      voice_clip: voiceClip ? voiceClipLinks(voiceClip, admin.id) : null,
      consent: row.consent ? consentView(row.consent) : null,
      approved_preview: approvedPreview,
      media_access: access.map((entry) => ({
        at: entry.at.toISOString(),
        media: entry.media,
        media_id: entry.mediaId,
        kind: entry.kind,
        admin: { user_id: entry.adminUserId, name: entry.adminName, email: entry.adminEmail },
      })),
      events: events.map((event) => ({
        id: event.id,
        kind: event.kind,
        at: event.createdAt.toISOString(),
        by: { role: event.actorRole, user_id: event.actorUserId, name: event.actorName },
        from: event.fromStage,
        to: event.toStage,
        note: event.note,
      })),
      photo_request: request ? adminPhotoRequest(request, now) : null,
      refund: refund
        ? {
            state: refund.state,
            amount_minor: refund.amountMinor,
            currency: refund.currency,
            provider: refund.provider,
            provider_refund_id: refund.providerRefundId,
            requested_at: refund.createdAt.toISOString(),
            completed_at: refund.completedAt?.toISOString() ?? null,
          }
        : null,
      video: video
        ? {
            id: video.id,
            title: video.title,
            video_url: video.video_url,
            thumbnail_url: video.thumbnail_url,
            download_url: video.download_url,
            delivered_at: video.updated_date,
          }
        : null,
    };
  }

  /** The move's action must be `action`; otherwise the 409 that says which move or action it takes. */
  function checkMove(row: OrderRecord, to: OrderStage, action: 'stage' | 'photo-request' | 'cancel') {
    if (row.stage === to && action !== 'photo-request') throw illegalMove(STAGE_MESSAGES.sameStage(to));
    const needed = stageMoveAction(row.stage, to);
    if (!needed) throw illegalMove(STAGE_MESSAGES.illegalMove(row.stage, to));
    if (needed !== action)
      throw illegalMove(STAGE_MESSAGES.useAction[needed as keyof typeof STAGE_MESSAGES.useAction]);
  }

  /** After a guarded move found nothing to update: where the order is now. */
  async function lostRace(orderId: string): Promise<never> {
    const now = await findOrder(orderId);
    throw movedMeanwhile(now.stage);
  }

  async function openRequest(requestId: string, signature: string, tx: Db = db, lock = false) {
    const invalid = () =>
      notFound(PHOTO_REQUEST_LINK_MESSAGES.invalid, PHOTO_REQUEST_LINK_ERROR_CODES.invalid);
    if (!UUID.test(requestId) || !links.verifyPhotoRequest(requestId, signature)) throw invalid();
    const repository = createPhotoRequestsRepository(tx);
    const request = lock
      ? await repository.findByIdForUpdate(requestId)
      : await repository.findById(requestId);
    if (!request) throw invalid();
    if (request.fulfilledAt)
      throw conflict(PHOTO_REQUEST_LINK_MESSAGES.used, PHOTO_REQUEST_LINK_ERROR_CODES.used);
    // Past its 7 days, or replaced by a newer request (whose own link was e-mailed).
    if (request.withdrawnAt || request.expiresAt.getTime() <= Date.now())
      throw new AppError(410, PHOTO_REQUEST_LINK_MESSAGES.expired, PHOTO_REQUEST_LINK_ERROR_CODES.expired);
    return request;
  }

  /**
   * Opens a request for photos (a newer one replaces the open one: its link stops working), moves
   * the order to photo_needed with the event, and tells the parent by e-mail (and WhatsApp if they
   * asked for it) with the signed page to answer it, in the order's language. In the caller's
   * transaction; undefined when the order moved meanwhile.
   */
  async function askParentForPhotos(
    tx: Tx,
    row: OrderRecord,
    request: {
      photoIds: string[];
      reason: string;
      template: PhotoRequestTemplate | null;
      requestedBy: { id: string; name: string } | null;
      kind: 'photo_request' | 'photos_deleted';
      actor: Actor;
    },
  ) {
    const requests = createPhotoRequestsRepository(tx);
    await requests.withdrawOpen(row.id);
    const opened = await requests.insert({
      orderId: row.id,
      photoIds: request.photoIds,
      reason: request.reason,
      template: request.template,
      requestedBy: request.requestedBy?.id ?? null,
      requestedByName: request.requestedBy?.name ?? null,
      expiresAt: new Date(Date.now() + PHOTO_REQUEST_LINK_DAYS * DAY_MS),
    });
    const result = await orders.moveStage(tx, {
      orderId: row.id,
      from: row.stage,
      to: 'photo_needed',
      kind: request.kind,
      note: request.kind === 'photo_request' ? request.reason : null,
      actor: request.actor,
    });
    if (!result) return undefined;
    // Neither message ever blocks the request.
    const requestUrl = links.photoRequestUrl(opened.id, row.siteLanguage);
    await mail.enqueue(tx, {
      kind: 'photo-needed',
      to: row.email,
      orderId: row.id,
      dedupeKey: `photo-needed:${opened.id}`,
      data: {
        siteLanguage: row.siteLanguage,
        orderNumber: row.orderNumber,
        storyTitle: storyTitleIn(row.itemNumber, row.siteLanguage),
        childName: row.characterName,
        reason: request.reason,
        requestUrl,
      },
    });
    await orders.messageParent(tx, row.id, opened.id, {
      update: 'photo-needed',
      childName: row.characterName,
      orderNumber: row.orderNumber,
      requestUrl,
      statusUrl: links.url(row.id, row.siteLanguage),
    });
    return result;
  }

  /**
   * A cancel with its refund (docs/decisions/033, 068): the admin's, or the system's for a gift
   * never claimed (docs/decisions/115), which tells the giver and parent itself (notify: false).
   */
  async function cancelWithRefund(
    orderId: string,
    reason: string,
    by: { userId: string | null; actor: Actor; notify: boolean },
  ): Promise<void> {
    const row = await findOrder(orderId);
    checkMove(row, 'cancelled', 'cancel');
    // The claim, under the order's row lock (docs/decisions/068): of a cancel and a delivery at the
    // same moment, the first to lock wins. A delivery that locks first leaves a stage no cancel can
    // come from; a cancel that locks first leaves a pending refund no delivery may pass. One refund
    // per order, with one idempotency key for every attempt: a retry after a lost answer (ours or
    // the provider's) can never refund twice (docs/decisions/033).
    const claim = await inTransaction(db, async (tx): Promise<CancelClaim> => {
      const current = await orders.lockRecord(tx, orderId);
      if (!current || stageMoveAction(current.stage, 'cancelled') !== 'cancel')
        return { kind: 'lost', stage: current?.stage ?? row.stage };
      const refunds = createRefundsRepository(tx);
      const refund = await refunds.findOrCreate({
        orderId,
        provider: row.provider,
        paymentReference: row.paymentReference,
        amountMinor: row.amountMinor,
        currency: row.currency,
        idempotencyKey: `refund-order-${orderId}`,
        reason,
        requestedBy: by.userId,
      });
      if (refund.state === 'succeeded') return { kind: 'claimed', refund, ask: false };
      // Another admin's cancel is asking the provider right now: theirs answers what happened.
      if (
        refund.state === 'pending' &&
        refund.attemptStartedAt &&
        Date.now() - refund.attemptStartedAt.getTime() < CANCEL_CLAIM_MS
      )
        return { kind: 'busy' };
      await refunds.startAttempt(refund.id);
      return { kind: 'claimed', refund, ask: true };
    });
    if (claim.kind === 'lost') throw movedMeanwhile(claim.stage);
    if (claim.kind === 'busy')
      throw conflict(ORDER_DETAIL_MESSAGES.cancelInProgress, ORDER_DETAIL_ERROR_CODES.cancelInProgress);
    const { refund } = claim;
    if (claim.ask) {
      const refunds = createRefundsRepository(db);
      try {
        const { paymentId } = await payments.contactOfOrder(orderId);
        const result = await payments.refund(row.provider, {
          reference: row.paymentReference,
          paymentId,
          amountMinor: refund.amountMinor,
          currency: refund.currency,
          idempotencyKey: refund.idempotencyKey,
        });
        // Recorded, and the order's invoice reversed by its credit note in the same transaction,
        // numbered and dated as the money goes back (whichever cancel asked; docs/decisions/072).
        await inTransaction(db, async (tx) => {
          // The order's row first, as every transaction of a cancel locks it: the credit note's
          // insert needs a share lock on it, and taking it after the refund's row deadlocked with a
          // concurrent cancel holding the order and waiting for the refund (Postgres, 12 cancels).
          await orders.lockRecord(tx, orderId);
          const refundedOrder = await createRefundsRepository(tx).markSucceeded(refund.id, result.refundId);
          if (refundedOrder)
            await orders.issueCreditNote(tx, { orderId: refundedOrder, refundId: refund.id });
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // Failed: the claim is released, the order may be delivered (or cancelled again).
        await refunds.markFailed(refund.id, message);
        log.error(
          { err: error, orderId, provider: row.provider },
          'refund failed; the order was not cancelled',
        );
        throw new AppError(502, ORDER_DETAIL_MESSAGES.refundFailed, ORDER_DETAIL_ERROR_CODES.refundFailed);
      }
    }
    // Refunded: now the order is cancelled and the parent told, together. No delivery can come
    // between (the refund blocks it); another admin's stage move may, so the move re-reads.
    const moved = await inTransaction(db, async (tx) => {
      const current = (await orders.lockRecord(tx, orderId))!;
      if (current.stage === 'cancelled') return { already: true as const };
      if (stageMoveAction(current.stage, 'cancelled') !== 'cancel') return { lost: current.stage };
      const result = await orders.moveStage(tx, {
        orderId,
        from: current.stage,
        to: 'cancelled',
        kind: 'cancelled',
        note: reason,
        actor: by.actor,
      });
      if (!result) return { lost: current.stage };
      await createPhotoRequestsRepository(tx).withdrawOpen(orderId);
      // A film waiting or under way is no longer wanted: a render that finishes now is not this
      // order's film (its files are still recorded, to be deleted with the photos).
      await renders.dropOpenInTransaction(tx, orderId);
      if (by.notify)
        await mail.enqueue(tx, {
          kind: 'order-cancelled',
          to: row.email,
          orderId,
          dedupeKey: `order-cancelled:${orderId}`,
          data: {
            siteLanguage: row.siteLanguage,
            orderNumber: row.orderNumber,
            storyTitle: storyTitleIn(row.itemNumber, row.siteLanguage),
            childName: row.characterName,
            amountMinor: refund.amountMinor,
            currency: refund.currency,
            statusUrl: links.url(orderId, row.siteLanguage),
          },
        });
      if (by.notify)
        await orders.messageParent(tx, orderId, orderId, {
          update: 'cancelled',
          orderNumber: row.orderNumber,
          amountMinor: refund.amountMinor,
          currency: refund.currency,
          statusUrl: links.url(orderId, row.siteLanguage),
        });
      return result;
    });
    // A cancel of the same order finished first (its refund is this one): what was asked is done.
    if ('already' in moved) return;
    if ('lost' in moved) {
      // Cannot happen while the refund blocks delivery; said loudly if it ever does.
      log.error({ orderId, stage: moved.lost }, 'order refunded, but it moved before it could be cancelled');
      throw movedMeanwhile(moved.lost);
    }
    log.info({ orderId, provider: row.provider }, 'order cancelled and refunded');
    // A cancelled order's photos go now (docs/decisions/047). If storage fails, the cancellation
    // stands and the retention job deletes them on its next pass.
    try {
      await childData.deletePhotos(
        orderId,
        'cancelled',
        by.userId ? { role: 'admin', userId: by.userId } : { role: 'system' },
      );
    } catch (error) {
      log.error(
        { err: error, orderId },
        'photos of a cancelled order not deleted yet; the retention job will',
      );
    }
  }

  return {
    async detail(admin, orderId) {
      return detailOf(await findOrder(orderId), admin);
    },

    async moveStage(admin, orderId, { stage, note, from }) {
      const row = await findOrder(orderId);
      if (from && from !== row.stage) throw movedMeanwhile(row.stage);
      checkMove(row, stage, 'stage');
      // The studio accepts the photos: the film's render is queued with the move, or neither.
      const accepting = row.stage === 'received' && stage === 'in_production';
      if (accepting) await renders.prepare();
      const moved = await inTransaction(db, async (tx) => {
        const result = await orders.moveStage(tx, {
          orderId,
          from: row.stage,
          to: stage,
          kind: 'stage',
          note: note || null,
          actor: adminActor(admin),
        });
        if (result && accepting) await renders.queueInTransaction(tx, result.order);
        return result;
      });
      if (!moved) return lostRace(orderId);
      log.info({ orderId, from: row.stage, to: stage }, 'order stage moved');
      return detailOf(moved.order, admin);
    },

    async requestPhotos(admin, orderId, { photoIds, reason, template }) {
      const row = await findOrder(orderId);
      const photos = await files.orderPhotos(orderId);
      const chosen = [...new Set(photoIds.map((id) => id.toLowerCase()))];
      if (!chosen.every((id) => photos.some((photo) => photo.id === id)))
        throw badRequest(ORDER_DETAIL_MESSAGES.photoNotInOrder, ORDER_DETAIL_ERROR_CODES.photoNotInOrder);
      checkMove(row, 'photo_needed', 'photo-request');
      const moved = await inTransaction(db, (tx) =>
        askParentForPhotos(tx, row, {
          photoIds: chosen,
          reason,
          template: template ?? null,
          requestedBy: { id: admin.id, name: admin.name },
          kind: 'photo_request',
          actor: adminActor(admin),
        }),
      );
      if (!moved) return lostRace(orderId);
      log.info({ orderId, photos: chosen.length, template: template ?? null }, 'better photo requested');
      return detailOf(moved.order, admin);
    },

    async askForNewPhotos(tx, orderId) {
      const row = await orders.lockRecord(tx, orderId);
      if (!row || !isOpenStage(row.stage)) return;
      await askParentForPhotos(tx, row, {
        photoIds: [],
        reason: PHOTO_REQUEST_TEMPLATES.photos_deleted.text,
        template: 'photos_deleted',
        requestedBy: null,
        kind: 'photos_deleted',
        actor: { role: 'parent' },
      });
      log.info({ orderId }, 'photos deleted by the parent while the order was open: waiting for new ones');
    },

    async cancel(admin, orderId, { reason }) {
      await cancelWithRefund(orderId, reason, { userId: admin.id, actor: adminActor(admin), notify: true });
      return detailOf(await findOrder(orderId), admin);
    },

    async refundUnclaimedGift(orderId, reason) {
      await cancelWithRefund(orderId, reason, { userId: null, actor: { role: 'system' }, notify: false });
    },

    async photoLink(admin, orderId, photoId) {
      await findOrder(orderId);
      const photo = UUID.test(photoId) ? await files.findOrderPhoto(photoId) : undefined;
      if (!photo || photo.orderId !== orderId)
        throw notFound(ORDER_DETAIL_MESSAGES.photoNotFound, ORDER_DETAIL_ERROR_CODES.photoNotFound);
      return photoLinks(photo, admin.id);
    },

    async framePhoto(orderId, photoId, crop) {
      await findOrder(orderId);
      if (!(await files.setOrderPhotoCrop(orderId, photoId, crop)))
        throw notFound(ORDER_DETAIL_MESSAGES.photoNotFound, ORDER_DETAIL_ERROR_CODES.photoNotFound);
      return { photo_id: photoId.toLowerCase(), crop };
    },

    async photosZip(admin, orderId) {
      const row = await findOrder(orderId);
      const photos = await files.orderPhotos(orderId);
      if (photos.length === 0)
        throw conflict(ORDER_DETAIL_MESSAGES.noPhotos, ORDER_DETAIL_ERROR_CODES.noPhotos);
      await createMediaAccessRepository(db).record(
        photos.map((photo) => ({
          orderId,
          media: 'photo' as const,
          mediaId: photo.id,
          adminUserId: admin.id,
          kind: 'zip' as const,
        })),
      );
      // Streamed: yazl reads one photo at a time into the zip as the client reads the zip; JPEGs
      // are stored, not deflated (they do not compress). Never held whole in memory.
      const zip = new yazl.ZipFile();
      const output = new PassThrough();
      zip.outputStream.on('error', (error) => output.destroy(error)).pipe(output);
      for (const [index, photo] of photos.entries()) {
        const stream = await files.openPhoto(photo.storageKey);
        zip.addReadStream(stream, `photo-${index + 1}.jpg`, { compress: false });
      }
      zip.end();
      log.info({ orderId, photos: photos.length }, 'order photos downloaded as a zip');
      return { fileName: orderPhotosZipFileName(row.orderNumber), stream: output };
    },

    async staffPhoto(photoId, query) {
      const check = await staffLinkHolder('photo', photoId, query);
      const photo = await files.findOrderPhoto(photoId);
      if (!photo) {
        const deletion = await childData.deletionOfItem(photoId);
        if (deletion)
          throw new AppError(
            410,
            `This photo was deleted on ${deletion.at.toISOString().slice(0, 10)} (${CHILD_DATA_DELETION_REASON_LABELS[deletion.reason]}). It cannot be viewed any more.`,
            'PHOTO_DELETED',
          );
        throw notFound('This file is no longer available', 'FILE_NOT_FOUND');
      }
      const [order, siblings] = await Promise.all([
        orders.record(photo.orderId),
        files.orderPhotos(photo.orderId),
      ]);
      const stream = await files.openPhoto(photo.storageKey);
      await mediaAccess.record([
        {
          orderId: photo.orderId,
          media: 'photo',
          mediaId: photoId,
          adminUserId: check.adminId,
          kind: check.disposition === 'attachment' ? 'download' : 'view',
        },
      ]);
      const place = siblings.findIndex((sibling) => sibling.id === photoId) + 1;
      return {
        stream,
        disposition: check.disposition,
        fileName: `order-${order?.orderNumber ?? 'photo'}-photo-${place || 1}.jpg`,
      };
    },

    async staffVoiceClip(clipId, query) {
      const check = await staffLinkHolder('voice_clip', clipId, query);
      const clip = await voiceClips.findClaimed(clipId);
      if (!clip?.orderId) throw notFound('This file is no longer available', 'FILE_NOT_FOUND');
      const order = await orders.record(clip.orderId);
      const stream = await voiceClips.open(clip.storageKey);
      await mediaAccess.record([
        {
          orderId: clip.orderId,
          media: 'voice_clip',
          mediaId: clip.id,
          adminUserId: check.adminId,
          kind: check.disposition === 'attachment' ? 'download' : 'play',
        },
      ]);
      const extension = clip.storageKey.slice(clip.storageKey.lastIndexOf('.') + 1);
      return {
        stream,
        contentType: clip.contentType,
        disposition: check.disposition,
        // The order number only, never the child's name.
        fileName: `order-${order?.orderNumber ?? 'clip'}-name.${extension}`,
      };
    },

    async viewPhotoRequest(requestId, signature) {
      const request = await openRequest(requestId, signature);
      const row = await findOrder(request.orderId);
      await createPhotoRequestsRepository(db).markOpened(request.id);
      return {
        id: request.id,
        order_number: row.orderNumber,
        character_name: row.characterName,
        story_title: storyTitle(row),
        reason: request.reason,
        template: (request.template as PhotoRequestView['template']) ?? null,
        photos_to_replace: photosAsked(request),
        expires_at: request.expiresAt.toISOString(),
      };
    },

    async replacePhotos(requestId, signature, photoIds, uploadSession, crops) {
      const result = await inTransaction(db, async (tx) => {
        // Locked: of two submissions through the same link, the second waits and finds it used.
        const request = await openRequest(requestId, signature, tx, true);
        if (photoIds.length > photosAsked(request))
          throw badRequest(
            PHOTO_REQUEST_LINK_MESSAGES.count(photosAsked(request)),
            PHOTO_REQUEST_LINK_ERROR_CODES.count,
          );
        const order = (await orders.record(request.orderId, tx))!;
        if (order.stage !== 'photo_needed')
          throw new AppError(
            410,
            PHOTO_REQUEST_LINK_MESSAGES.expired,
            PHOTO_REQUEST_LINK_ERROR_CODES.expired,
          );
        // The photo pipeline's claim: 400 PHOTOS_UNAVAILABLE, and nothing changes, if any cannot be.
        const { removedKeys, photoKeys } = await files.replaceOrderPhotos(
          tx,
          order.id,
          request.photoIds,
          photoIds,
          {
            uploadedAfter: request.createdAt,
            uploadSession,
            crops,
          },
        );
        await orders.setPhotoKeys(tx, order.id, photoKeys);
        await createPhotoRequestsRepository(tx).markFulfilled(request.id);
        const moved = await orders.moveStage(tx, {
          orderId: order.id,
          from: 'photo_needed',
          to: 'received',
          kind: 'photos_replaced',
          note: null,
          actor: { role: 'parent' },
          // The promise restarts from the new photos.
          dueAt: new Date(Date.now() + PHOTO_REPLACEMENT_DUE_HOURS * HOUR_MS),
        });
        if (!moved)
          throw new AppError(
            410,
            PHOTO_REQUEST_LINK_MESSAGES.expired,
            PHOTO_REQUEST_LINK_ERROR_CODES.expired,
          );
        return { removedKeys, order: moved.order };
      });
      // The replaced photos leave storage once nothing refers to them.
      await files
        .deleteStoredFiles(result.removedKeys)
        .catch((error: unknown) =>
          log.error(
            { err: error, orderId: result.order.id },
            'replaced photos could not be deleted from storage',
          ),
        );
      log.info({ orderId: result.order.id, replaced: result.removedKeys.length }, 'better photos received');
      return { stage: result.order.stage, due_at: result.order.dueAt.toISOString() };
    },
  };
}

/** How many new photos a request takes: one per photo to replace, or a whole order's worth after a deletion. */
const photosAsked = (request: Pick<PhotoRequestRow, 'photoIds'>) =>
  request.photoIds.length || PHOTO_LIMITS.maxPerOrder;

function adminPhotoRequest(request: PhotoRequestRow, now: number): AdminOrderDetail['photo_request'] {
  const state = request.fulfilledAt
    ? 'fulfilled'
    : request.withdrawnAt
      ? 'withdrawn'
      : request.expiresAt.getTime() <= now
        ? 'expired'
        : 'open';
  return {
    id: request.id,
    state,
    photo_ids: request.photoIds,
    reason: request.reason,
    template: (request.template as NonNullable<AdminOrderDetail['photo_request']>['template']) ?? null,
    requested_at: request.createdAt.toISOString(),
    requested_by: request.requestedByName,
    expires_at: request.expiresAt.toISOString(),
    opened_at: request.openedAt?.toISOString() ?? null,
    fulfilled_at: request.fulfilledAt?.toISOString() ?? null,
  };
}

/** What a cancel's claim found under the order's lock. */
type CancelClaim =
  | { kind: 'lost'; stage: OrderStage }
  | { kind: 'busy' }
  | { kind: 'claimed'; refund: RefundRow; ask: boolean };

export type { Actor };
