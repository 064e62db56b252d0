import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { AuthenticatedUser } from '@shop/contracts/auth';
import { ORDER_ERROR_CODES, ORDER_MESSAGES } from '@shop/contracts/order';
import {
  ADMIN_UPLOAD_ERROR_CODES,
  ADMIN_UPLOAD_MESSAGES,
  PHOTO_ERROR_CODES,
  PHOTO_HOLD,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  type PhotoCrop,
  presignFolder,
  presignProblem,
  type PresignRequest,
  type PresignResponse,
  type UploadedPhotoResponse,
  type UploadFolder,
} from '@shop/contracts/uploads';
import { VIDEO_MESSAGES } from '@shop/contracts/videos';
import { VOICE_CLIP_ERROR_CODES, VOICE_CLIP_MESSAGES } from '@shop/contracts/voice';
import { PHOTO_REQUEST_LINK_ERROR_CODES, PHOTO_REQUEST_LINK_MESSAGES } from '@shop/contracts/order-detail';
import type { FastifyBaseLogger } from 'fastify';
import { isStoredContentType, newObjectKey, parseObjectKey } from '../../adapters/storage/object-keys.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound, tooManyRequests } from '../../errors/app-error.ts';
import type { OrdersService } from '../orders/index.ts';
import { clientNetwork, UPLOAD_BUDGETS, type Uploader } from './upload-budgets.ts';
import { cleanPhoto, PhotoRejectedError, spoolPhoto, type PhotoRejection } from './photo-processing.ts';
import { inTransaction } from '../../db/transaction.ts';
import { createUploadsRepository, type PhotoUploadRow } from './uploads.repository.ts';
import { cutPortrait } from './portrait.ts';
import { createVoiceClipsRepository } from './voice-clips.repository.ts';

// Kid photos (streamed, checked, re-encoded, private, within the uploader's budgets) and the
// admin's presigned video and thumbnail uploads, each for one order and attached to it once
// (docs/architecture.md#uploads, docs/decisions/022). Orders claim photos inside their own transaction; the
// sweeper removes what no order claimed within a day, and uploads announced but never used.

/** A photo must be claimed by an order within this time of its upload; after it, it is swept. */
export const PHOTO_CLAIM_WINDOW_MS = PHOTO_HOLD.claimWindowMs;
/** The preview link in the upload answer: long enough for filling in the form and paying. */
export const PHOTO_PREVIEW_LINK_SECONDS = PHOTO_HOLD.previewLinkSeconds;
/** Links in the admin's order view. */
export const ADMIN_PHOTO_LINK_SECONDS = 3600;
/** The browser gives up after 5 minutes (docs/product-guide.md#numbers-and-limits); the link outlives that with room to spare. */
export const UPLOAD_LINK_SECONDS = 15 * 60;
/** The longest a signed link may live: download links in delivery e-mails (docs/architecture.md#delivery), and S3's own ceiling. */
export const MAX_LINK_SECONDS = 7 * 86_400;
/** An announced upload not verified this long after its link expired is abandoned. */
export const ABANDONED_UPLOAD_GRACE_MS = 24 * 3600_000;

/** Where uploads are spooled while they are checked; under DATA_DIR, not the system's tmpfs (RAM). */
export const uploadSpoolDir = (dataDir: string) => path.join(dataDir, 'tmp', 'uploads');

const SWEEP_BATCH = 100;
// Storage deletes run a few at a time: S3 round trips, each short.
const DELETE_CONCURRENCY = 8;

/** The photo as it arrives: the multipart file stream, and whether the parser cut it at the size limit. */
export interface IncomingPhoto {
  stream: Readable;
  truncated: () => boolean;
}

export interface VerifiedUpload {
  key: string;
  contentType: string;
  size: number;
}

export interface OrderPhoto {
  public_id: string;
  width: number;
  height: number;
  /** Opens in the browser. */
  url: string;
  /** Downloads as a file. */
  download_url: string;
}

export interface StoredOrderPhoto {
  id: string;
  orderId: string;
  storageKey: string;
  width: number;
  height: number;
}

/** What the film renderer takes of the child (docs/decisions/080). */
export interface PortraitInputs {
  /** Square JPEG, PORTRAIT_SIZE (768) px a side, cut where the parent framed it, else centred. */
  portrait: Buffer;
  /** The parent's recording of the child's name (docs/decisions/045), when the order has one. */
  nameRecording?: Buffer;
  /** Its type as stored (audio/webm, audio/ogg, audio/mp4, audio/mpeg, audio/wav). */
  nameRecordingType?: string;
}

export interface SweepResult {
  photos: number;
  pendingUploads: number;
}

/** A reopened checkout's photo, for the order form to show again. */
export interface HandedOverPhoto {
  publicId: string;
  url: string;
  width: number;
  height: number;
  uploadedAt: Date;
  crop: PhotoCrop | null;
}

export interface UploadsService {
  /**
   * Refuses (429) an uploader whose budget of unclaimed photo bytes is already used up, before a
   * byte of the photo is read. uploadPhoto checks again, exactly, once it knows the photo's size.
   */
  checkPhotoBudget(uploader: Uploader): Promise<void>;
  uploadPhoto(photo: IncomingPhoto, uploader: Uploader): Promise<UploadedPhotoResponse>;
  /** An upload link for a file of the pending order `request.orderId` (404 / 409 otherwise). */
  presign(request: PresignRequest, admin: AuthenticatedUser): Promise<PresignResponse['data']>;
  /**
   * The local disk's upload link received its file: the upload is `uploaded`. Never throws (the
   * file is stored either way; the completion's check records it if this could not).
   */
  markUploaded(key: string): Promise<void>;
  /**
   * For the order-completion step, inside its transaction `tx`: the object at `key` was announced
   * for `orderId` (409 if for another order, or already attached), is in the expected folder and
   * exists with exactly the type and size its link was issued for (400 otherwise); it becomes
   * attached, for good, when `tx` commits.
   */
  attachUploadedObject(
    tx: Db,
    key: string,
    expected: { folder: UploadFolder; orderId: string },
  ): Promise<VerifiedUpload>;
  /**
   * A signed GET link to a stored object of ours (video, thumbnail, photo), for the modules that
   * show or send one: the delivery e-mail (7 days, with a download name), profile and admin pages.
   * Throws for a key of any other shape.
   */
  signedUrl(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
  /** Fresh signed links to an order's photos, oldest first (the admin works from these). */
  photoUrls(orderId: string): Promise<OrderPhoto[]>;
  /** The order's photos as stored, oldest first (the studio serves them through its own links). */
  orderPhotos(orderId: string): Promise<StoredOrderPhoto[]>;
  /** One claimed photo by its public_id, with its order; undefined when unknown or unclaimed. */
  findOrderPhoto(photoId: string): Promise<StoredOrderPhoto | undefined>;
  /**
   * The film's child (docs/decisions/080): the portrait cut from the order's first framed photo (its
   * first photo when none is framed) and the parent's recording of the name; null when the order has
   * no photo. Throws ObjectNotFoundError when a file is gone from storage.
   */
  portraitInputs(orderId: string): Promise<PortraitInputs | null>;
  /**
   * An unclaimed photo of this upload session a checkout could still name (the preview before
   * paying, docs/decisions/099): its stored key; undefined when unknown, claimed, stale or another
   * browser's.
   */
  sessionPhoto(photoId: string, uploadSession: string | null): Promise<{ storageKey: string } | undefined>;
  /** The film's square portrait cut from a stored photo where `crop` frames it (docs/decisions/080). */
  portraitFrom(storageKey: string, crop: PhotoCrop | null): Promise<Buffer>;
  /** Streams a stored photo (throws ObjectNotFoundError when its file is gone). */
  openPhoto(storageKey: string): Promise<Readable>;
  /** Deletes stored files (replaced photos) after their rows are gone; a file already gone is fine. */
  deleteStoredFiles(keys: string[]): Promise<void>;
  /** One sweep: unclaimed photos older than 24 h and abandoned admin uploads, files and rows. */
  sweep(): Promise<SweepResult>;
  /** Gives uploaded photos to an order in its transaction (the orders module's OrderMediaClaims). */
  claimPhotos(tx: Db, publicIds: readonly string[], orderId: string): Promise<{ storageKey: string }[]>;
  /**
   * The checkout's check before any money moves: the photos can still be claimed, and from this
   * upload session (400 PHOTOS_UNAVAILABLE otherwise; docs/decisions/070).
   */
  checkPhotosClaimable(publicIds: readonly string[], uploadSession: string | null): Promise<void>;
  /**
   * The checkout's frames (docs/decisions/080), once checkPhotosClaimable passed: each of the
   * photos gets the frame `crops` names for it, or none; only unclaimed photos of this session.
   */
  framePhotos(
    publicIds: readonly string[],
    crops: Readonly<Record<string, PhotoCrop>> | undefined,
    uploadSession: string | null,
  ): Promise<void>;
  /**
   * An unpaid checkout's photos as the shop holds them (docs/decisions/112): null when any of them
   * is gone (swept, deleted, claimed), else when the first of them will be swept. `tx`: the caller's
   * transaction, to read in it (one connection on the embedded database).
   */
  photoHold(publicIds: readonly string[], tx?: Db): Promise<{ until: Date } | null>;
  /**
   * A reminder's link reopens the checkout in this browser: its unclaimed photos and clip move to
   * `uploadSession` (the link, sent to the checkout's address, is the proof), and the photos come
   * back with short-lived links to show them. null when any photo is gone.
   */
  handOverCheckoutUploads(
    publicIds: readonly string[],
    voiceClipId: string | null,
    uploadSession: string,
  ): Promise<HandedOverPhoto[] | null>;
  /** The studio re-frames one of an order's photos (null: centred); false when it is not the order's. */
  setOrderPhotoCrop(orderId: string, photoId: string, crop: PhotoCrop | null): Promise<boolean>;
  /**
   * A better-photo answer, in the studio's transaction: the new photos (uploaded after
   * `uploadedAfter`, from `uploadSession`) replace `replacedIds`; the removed files' keys to delete
   * once committed, and the order's photo keys now.
   */
  replaceOrderPhotos(
    tx: Db,
    orderId: string,
    replacedIds: readonly string[],
    newPublicIds: readonly string[],
    options: {
      uploadedAfter: Date;
      uploadSession: string | null;
      /** The parent's frames on the new photos, by photo id (docs/decisions/080). */
      crops?: Readonly<Record<string, PhotoCrop>>;
    },
  ): Promise<{ removedKeys: string[]; photoKeys: string[] }>;
}

export interface UploadsServiceDependencies {
  db: Db;
  /** The order an admin's upload is for (presign checks it is paid and not cancelled). */
  orders: Pick<OrdersService, 'findPaid'>;
  storage: ObjectStorage;
  /** Where uploads are spooled while they are checked (DATA_DIR/tmp/uploads). */
  spoolDir: string;
  logger: FastifyBaseLogger;
}

const PHOTO_REJECTIONS: Record<PhotoRejection, () => AppError> = {
  'invalid-type': () => new AppError(415, PHOTO_MESSAGES.invalidType, PHOTO_ERROR_CODES.invalidType),
  'too-large': () => new AppError(413, PHOTO_MESSAGES.tooLarge, PHOTO_ERROR_CODES.tooLarge),
  'too-many-pixels': () => badRequest(PHOTO_MESSAGES.tooManyPixels, PHOTO_ERROR_CODES.tooManyPixels),
  'invalid-image': () => badRequest(PHOTO_MESSAGES.invalidImage, PHOTO_ERROR_CODES.invalidImage),
  incomplete: () => badRequest(PHOTO_MESSAGES.incomplete, PHOTO_ERROR_CODES.incomplete),
};

export function createUploadsService({
  db,
  orders,
  storage,
  spoolDir,
  logger,
}: UploadsServiceDependencies): UploadsService {
  const repository = createUploadsRepository(db);
  /** Budget sums and the row that reserves the photo's room, in one transaction (reserveUploadBudget). */
  async function reservePhoto(
    row: { id: string; storageKey: string; width: number; height: number; bytes: number },
    uploader: Uploader,
  ): Promise<void> {
    await inTransaction(db, async (tx) => {
      const keys = await reserveUploadBudget(tx, uploader, row.bytes, 'photo');
      await createUploadsRepository(tx).insertPhotoUpload({
        ...row,
        uploaderNetwork: keys.network,
        uploadSession: keys.session,
      });
    });
  }

  async function storePhoto(photo: IncomingPhoto, uploader: Uploader): Promise<UploadedPhotoResponse> {
    const spooled = await spoolPhoto(photo.stream, spoolDir, photo.truncated);
    try {
      const clean = await cleanPhoto(spooled);
      const id = randomUUID();
      const key = newObjectKey('photos', 'image/jpeg', id);
      // Signed before anything is written: a failure here leaves nothing behind.
      const url = await storage.signedGetUrl(key, { expiresInSeconds: PHOTO_PREVIEW_LINK_SECONDS });
      // The row first: it holds the photo's room in the budgets while the file is written, and a
      // refusal (429) comes before any file exists.
      await reservePhoto(
        { id, storageKey: key, width: clean.width, height: clean.height, bytes: clean.data.length },
        uploader,
      );
      try {
        await storage.putStream(key, Readable.from([clean.data]), {
          contentType: 'image/jpeg',
          contentLength: clean.data.length,
        });
      } catch (error) {
        // Disk full, S3 down: the store kept nothing (writes are whole or nothing); neither may the
        // database. If even this fails, the sweeper removes the row within a day.
        await repository
          .deletePhotoUpload(id)
          .catch((cause: unknown) =>
            logger.error({ err: cause, key }, 'could not remove the row of a photo whose file failed'),
          );
        throw error;
      }
      return { secure_url: url, url, public_id: id, width: clean.width, height: clean.height };
    } finally {
      await spooled.remove();
    }
  }

  async function deleteObjects(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETE_CONCURRENCY) {
      await Promise.all(keys.slice(i, i + DELETE_CONCURRENCY).map((key) => storage.delete(key)));
    }
  }

  /** Repeats `batch` while batches come back full; each batch is one transaction. */
  async function sweepInBatches(batch: (tx: Db) => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const removed = await inTransaction(db, batch);
      total += removed;
      if (removed < SWEEP_BATCH) return total;
    }
  }

  return {
    async checkPhotoBudget(uploader) {
      const refusal = budgetRefusal(await repository.unclaimedUploadBytes(budgetKeys(uploader)), 0, 'photo');
      if (refusal) throw refusal;
    },

    async uploadPhoto(photo, uploader) {
      try {
        return await storePhoto(photo, uploader);
      } catch (error) {
        if (error instanceof PhotoRejectedError) throw PHOTO_REJECTIONS[error.reason]();
        throw error;
      }
    },

    async presign(request, admin) {
      const problem = presignProblem(request);
      if (problem) throw badRequest(problem, ADMIN_UPLOAD_ERROR_CODES.invalidUpload);
      const contentType = request.fileType;
      // presignProblem admitted only the types of ADMIN_UPLOAD_RULES, each a stored type.
      if (!isStoredContentType(contentType))
        throw badRequest(ADMIN_UPLOAD_MESSAGES.invalidVideo, ADMIN_UPLOAD_ERROR_CODES.invalidUpload);
      // The upload belongs to this order from the start: only its completion can use the file.
      const order = await orders.findPaid(request.orderId);
      if (!order) throw notFound(ORDER_MESSAGES.notFound, ORDER_ERROR_CODES.notFound);
      // A delivered order may take a corrected video (re-delivery); a cancelled one nothing.
      if (order.stage === 'cancelled')
        throw conflict(VIDEO_MESSAGES.orderNotPending, ORDER_ERROR_CODES.notPending);
      // A fresh random key per upload, never reused: with create-only writes, one file per link.
      const key = newObjectKey(presignFolder(request), contentType);
      const expiresAt = new Date(Date.now() + UPLOAD_LINK_SECONDS * 1000);
      const { url, headers } = await storage.presignPut({
        key,
        contentType,
        size: request.fileSize,
        expiresInSeconds: UPLOAD_LINK_SECONDS,
      });
      await repository.insertPendingUpload({
        key,
        contentType,
        size: request.fileSize,
        expiresAt,
        createdBy: admin.id,
        orderId: order.unique_id,
      });
      return { uploadUrl: url, fileKey: key, fileUrl: key, headers, expiresAt: expiresAt.toISOString() };
    },

    async markUploaded(key) {
      await repository
        .markPendingUploadUploaded(key)
        .catch((error: unknown) =>
          logger.warn({ err: error, key }, 'could not record an upload as uploaded; the completion will'),
        );
    },

    async attachUploadedObject(tx, key, { folder, orderId }) {
      const inTx = createUploadsRepository(tx);
      const parsed = parseObjectKey(key);
      const pending = parsed?.prefix === folder ? await inTx.lockPendingUpload(key) : undefined;
      if (!pending)
        throw badRequest(ADMIN_UPLOAD_MESSAGES.unknownUpload, ADMIN_UPLOAD_ERROR_CODES.unknownUpload);
      if (pending.orderId !== orderId)
        throw conflict(
          ADMIN_UPLOAD_MESSAGES.uploadForOtherOrder,
          ADMIN_UPLOAD_ERROR_CODES.uploadForOtherOrder,
        );
      if (pending.state === 'attached')
        throw conflict(ADMIN_UPLOAD_MESSAGES.uploadAlreadyUsed, ADMIN_UPLOAD_ERROR_CODES.uploadAlreadyUsed);
      if (pending.state === 'expired')
        throw badRequest(ADMIN_UPLOAD_MESSAGES.uploadMissing, ADMIN_UPLOAD_ERROR_CODES.uploadMissing);
      const stored = await storage.stat(key);
      if (!stored)
        throw badRequest(ADMIN_UPLOAD_MESSAGES.uploadMissing, ADMIN_UPLOAD_ERROR_CODES.uploadMissing);
      const storedType = stored.contentType.split(';')[0]!.trim().toLowerCase();
      if (stored.size !== pending.size || storedType !== pending.contentType) {
        logger.warn(
          { key, expected: { size: pending.size, type: pending.contentType }, stored },
          'uploaded object differs from its upload link',
        );
        throw badRequest(ADMIN_UPLOAD_MESSAGES.uploadMismatch, ADMIN_UPLOAD_ERROR_CODES.uploadMismatch);
      }
      await inTx.markPendingUploadAttached(key);
      return { key, contentType: pending.contentType, size: pending.size };
    },

    async signedUrl(key, { expiresInSeconds, downloadName }) {
      if (!parseObjectKey(key)) throw new Error(`Not a stored object key: ${key.slice(0, 200)}`);
      if (!(expiresInSeconds > 0 && expiresInSeconds <= MAX_LINK_SECONDS)) {
        throw new Error(`A signed link lives 1 s to ${MAX_LINK_SECONDS} s, not ${expiresInSeconds}`);
      }
      return storage.signedGetUrl(key, { expiresInSeconds, downloadName });
    },

    async photoUrls(orderId) {
      const rows = await repository.listPhotoUploadsOfOrder(orderId);
      return Promise.all(
        rows.map(async (row, index) => ({
          public_id: row.id,
          width: row.width,
          height: row.height,
          url: await storage.signedGetUrl(row.storageKey, { expiresInSeconds: ADMIN_PHOTO_LINK_SECONDS }),
          download_url: await storage.signedGetUrl(row.storageKey, {
            expiresInSeconds: ADMIN_PHOTO_LINK_SECONDS,
            downloadName: `order-${orderId.slice(-8)}-photo-${index + 1}.jpg`,
          }),
        })),
      );
    },

    async orderPhotos(orderId) {
      return (await repository.listPhotoUploadsOfOrder(orderId)).map(toStoredOrderPhoto);
    },

    async findOrderPhoto(photoId) {
      if (!UUID.test(photoId)) return undefined;
      const row = await repository.findPhotoUpload(photoId);
      return row?.orderId ? toStoredOrderPhoto(row) : undefined;
    },

    async portraitInputs(orderId) {
      const photos = await repository.listPhotoUploadsOfOrder(orderId);
      const photo = photos.find((row) => cropOf(row)) ?? photos[0];
      if (!photo) return null;
      const portrait = await cutPortrait(
        await buffer((await storage.openRead(photo.storageKey)).stream),
        cropOf(photo),
      );
      const clip = await createVoiceClipsRepository(db).findByOrder(orderId);
      if (!clip) return { portrait };
      const nameRecording = await buffer((await storage.openRead(clip.storageKey)).stream);
      return { portrait, nameRecording, nameRecordingType: clip.contentType };
    },

    async sessionPhoto(photoId, uploadSession) {
      if (!UUID.test(photoId) || !uploadSession) return undefined;
      const [row] = await repository.findClaimablePhotoUploads(
        [photoId.toLowerCase()],
        PHOTO_CLAIM_WINDOW_MS,
        uploadSession,
      );
      if (!row) return undefined;
      const found = await repository.findPhotoUpload(row.id);
      return found && { storageKey: found.storageKey };
    },

    async portraitFrom(storageKey, crop) {
      return cutPortrait(await buffer((await storage.openRead(storageKey)).stream), crop);
    },

    async openPhoto(storageKey) {
      return (await storage.openRead(storageKey)).stream;
    },

    deleteStoredFiles: deleteObjects,

    checkPhotosClaimable: (publicIds, uploadSession) => checkPhotosClaimable(db, publicIds, uploadSession),

    async framePhotos(publicIds, crops, uploadSession) {
      const byId = new Map(
        Object.entries(crops ?? {}).map(([key, crop]) => [key.trim().toLowerCase(), crop]),
      );
      for (const id of photoIdsOf(publicIds))
        await repository.setPhotoCrop(id, byId.get(id) ?? null, uploadSession);
    },

    async photoHold(publicIds, tx) {
      const ids = publicIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
      if (ids.length === 0 || ids.length !== publicIds.length) return null;
      const rows = await (tx ? createUploadsRepository(tx) : repository).findUnclaimedPhotos(ids);
      if (rows.length !== ids.length) return null;
      const first = Math.min(...rows.map((row) => row.createdAt.getTime()));
      return { until: new Date(first + PHOTO_CLAIM_WINDOW_MS) };
    },

    async handOverCheckoutUploads(publicIds, voiceClipId, uploadSession) {
      const ids = publicIds.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
      if (ids.length === 0 || ids.length !== publicIds.length) return null;
      const rows = await repository.findUnclaimedPhotos(ids);
      if (rows.length !== ids.length) return null;
      await repository.moveUnclaimedToSession(ids, voiceClipId, uploadSession);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return Promise.all(
        ids.map(async (id) => {
          const row = byId.get(id)!;
          return {
            publicId: row.id,
            url: await storage.signedGetUrl(row.storageKey, {
              expiresInSeconds: PHOTO_HOLD.previewLinkSeconds,
            }),
            width: row.width,
            height: row.height,
            uploadedAt: row.createdAt,
            crop: cropOf(row),
          };
        }),
      );
    },

    async setOrderPhotoCrop(orderId, photoId, crop) {
      if (!UUID.test(photoId)) return false;
      return repository.setOrderPhotoCrop(orderId, photoId.toLowerCase(), crop);
    },

    replaceOrderPhotos,

    claimPhotos: (tx, publicIds, orderId) => claimPhotos(tx, publicIds, orderId),

    async sweep() {
      // Files first, rows after, in one transaction: if a delete fails, the rows stay and the
      // next sweep tries again; deleting a file that is already gone is fine.
      const photos = await sweepInBatches(async (tx) => {
        const inTx = createUploadsRepository(tx);
        const stale = await inTx.lockStalePhotoUploads({
          maxAgeMs: PHOTO_CLAIM_WINDOW_MS,
          limit: SWEEP_BATCH,
        });
        await deleteObjects(stale.map((row) => row.storageKey));
        await inTx.deletePhotoUploads(stale.map((row) => row.id));
        return stale.length;
      });
      const pendingUploads = await sweepInBatches(async (tx) => {
        const inTx = createUploadsRepository(tx);
        const abandoned = await inTx.lockAbandonedPendingUploads({
          graceMs: ABANDONED_UPLOAD_GRACE_MS,
          limit: SWEEP_BATCH,
        });
        const keys = abandoned.map((row) => row.key);
        await deleteObjects(keys);
        await inTx.markPendingUploadsExpired(keys);
        return keys.length;
      });
      return { photos, pendingUploads };
    },
  };
}

const budgetKeys = (uploader: Uploader) => ({
  network: clientNetwork(uploader.ip),
  session: uploader.session,
});

/** What is uploaded, for the words of a refusal. */
export type UnclaimedUploadKind = 'photo' | 'voice-clip';

const BUDGET_REFUSALS: Record<UnclaimedUploadKind, Record<'session' | 'network', () => AppError>> = {
  photo: {
    session: () =>
      tooManyRequests(PHOTO_MESSAGES.sessionBudgetExceeded, PHOTO_ERROR_CODES.sessionBudgetExceeded),
    network: () =>
      tooManyRequests(PHOTO_MESSAGES.networkBudgetExceeded, PHOTO_ERROR_CODES.networkBudgetExceeded),
  },
  'voice-clip': {
    session: () => tooManyRequests(VOICE_CLIP_MESSAGES.tooMany, VOICE_CLIP_ERROR_CODES.tooMany),
    network: () =>
      tooManyRequests(
        VOICE_CLIP_MESSAGES.networkBudgetExceeded,
        VOICE_CLIP_ERROR_CODES.networkBudgetExceeded,
      ),
  },
};

/**
 * The 429 for `adding` more bytes on top of `used`; null while both budgets have room for them.
 * `adding` 0 (the check before the photo is read): refused only when a budget is used up.
 */
function budgetRefusal(
  used: { network: number; session: number },
  adding: number,
  kind: UnclaimedUploadKind,
): AppError | null {
  const over = (bytes: number, budget: number) => bytes + Math.max(adding, 1) > budget;
  if (over(used.session, UPLOAD_BUDGETS.perSessionBytes)) return BUDGET_REFUSALS[kind].session();
  if (over(used.network, UPLOAD_BUDGETS.perNetworkBytes)) return BUDGET_REFUSALS[kind].network();
  return null;
}

/**
 * Every unclaimed upload's room in the one budget (docs/decisions/070): locks the uploader's network
 * and session budgets until `tx` ends, refuses (429) `bytes` more that would not fit, and returns the
 * keys the caller stores with its row, inserted in `tx` right after so two uploads at once cannot
 * both take the last room.
 */
export async function reserveUploadBudget(
  tx: Db,
  uploader: Uploader,
  bytes: number,
  kind: UnclaimedUploadKind,
): Promise<{ network: string; session: string }> {
  const keys = budgetKeys(uploader);
  const repository = createUploadsRepository(tx);
  await repository.lockUploadBudgets(keys);
  const refusal = budgetRefusal(await repository.unclaimedUploadBytes(keys), bytes, kind);
  if (refusal) throw refusal;
  return keys;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function photoIdsOf(publicIds: readonly string[]): string[] {
  const ids = [...new Set(publicIds.map((id) => id.trim().toLowerCase()))];
  if (ids.length === 0 || ids.length > PHOTO_LIMITS.maxPerOrder) {
    throw badRequest(PHOTO_MESSAGES.tooManyForOrder, PHOTO_ERROR_CODES.tooManyForOrder);
  }
  // Not a UUID: no photo of ours, and Postgres would refuse the comparison outright.
  if (!ids.every((id) => UUID.test(id)))
    throw badRequest(PHOTO_MESSAGES.unavailable, PHOTO_ERROR_CODES.unavailable);
  return ids;
}

/**
 * Gives the uploaded photos to an order. Call it with the transaction that creates the order:
 * it fails (400 PHOTOS_UNAVAILABLE, rolling the order back with it) if any id is unknown, belongs
 * to another order, or was uploaded more than 24 h ago. Calling it again for the same order is
 * fine (a retried webhook). Returns the photos' storage keys in the order of `publicIds`.
 */
export async function claimPhotos(
  tx: Db,
  publicIds: readonly string[],
  orderId: string,
): Promise<{ publicId: string; storageKey: string }[]> {
  const ids = photoIdsOf(publicIds);
  const claimed = await createUploadsRepository(tx).claimPhotoUploads({
    ids,
    orderId,
    maxAgeMs: PHOTO_CLAIM_WINDOW_MS,
  });
  if (claimed.length !== ids.length)
    throw badRequest(PHOTO_MESSAGES.unavailable, PHOTO_ERROR_CODES.unavailable);
  const keyOf = new Map(claimed.map((row) => [row.id, row.storageKey]));
  return ids.map((id) => ({ publicId: id, storageKey: keyOf.get(id)! }));
}

/** The parent's frame stored with a photo, or null when it has none. */
function cropOf(row: Pick<PhotoUploadRow, 'cropX' | 'cropY' | 'cropSize'>): PhotoCrop | null {
  if (row.cropX === null || row.cropY === null || row.cropSize === null) return null;
  return { x: row.cropX, y: row.cropY, size: row.cropSize };
}

function toStoredOrderPhoto(row: {
  id: string;
  orderId: string | null;
  storageKey: string;
  width: number;
  height: number;
}): StoredOrderPhoto {
  return {
    id: row.id,
    orderId: row.orderId!,
    storageKey: row.storageKey,
    width: row.width,
    height: row.height,
  };
}

/**
 * Replaces some of an order's photos with newly uploaded ones, in the caller's transaction (a
 * better-photo request's answer): the new ones are claimed as at order creation (400
 * PHOTOS_UNAVAILABLE if any cannot be), the replaced rows are deleted. Returns the replaced files'
 * keys, to delete from storage once the transaction has committed, and the order's photo keys now.
 */
export async function replaceOrderPhotos(
  tx: Db,
  orderId: string,
  replacedIds: readonly string[],
  newPublicIds: readonly string[],
  {
    uploadedAfter,
    uploadSession,
    crops,
  }: { uploadedAfter: Date; uploadSession: string | null; crops?: Readonly<Record<string, PhotoCrop>> },
): Promise<{ removedKeys: string[]; photoKeys: string[] }> {
  const repository = createUploadsRepository(tx);
  // An answer brings photos uploaded for it: naming one the order already has would replace a photo
  // by itself and then delete it, leaving the order with none; an older upload was not made for it.
  const ids = photoIdsOf(newPublicIds);
  const named = await repository.findPhotoUploads(ids);
  if (named.some((row) => row.orderId === orderId || (!row.orderId && row.createdAt < uploadedAfter)))
    throw badRequest(PHOTO_REQUEST_LINK_MESSAGES.notNew, PHOTO_REQUEST_LINK_ERROR_CODES.notNew);
  // Another browser's upload: as unknown as any photo that is not there (docs/decisions/070).
  if (named.some((row) => row.uploadSession && row.uploadSession !== uploadSession))
    throw badRequest(PHOTO_MESSAGES.unavailable, PHOTO_ERROR_CODES.unavailable);
  await claimPhotos(tx, ids, orderId);
  for (const [id, crop] of Object.entries(crops ?? {})) {
    const photoId = id.trim().toLowerCase();
    if (ids.includes(photoId)) await repository.setOrderPhotoCrop(orderId, photoId, crop);
  }
  const current = await repository.listPhotoUploadsOfOrder(orderId);
  const removed = current.filter((row) => replacedIds.includes(row.id));
  await repository.deletePhotoUploads(removed.map((row) => row.id));
  return {
    removedKeys: removed.map((row) => row.storageKey),
    photoKeys: current.filter((row) => !replacedIds.includes(row.id)).map((row) => row.storageKey),
  };
}

/**
 * The same checks without claiming, for the checkout step before payment: a parent learns of a
 * stale photo before paying, not after. (The claim itself happens when the order is created.)
 */
export async function checkPhotosClaimable(
  db: Db,
  publicIds: readonly string[],
  uploadSession: string | null,
): Promise<void> {
  const ids = photoIdsOf(publicIds);
  const claimable = await createUploadsRepository(db).findClaimablePhotoUploads(
    ids,
    PHOTO_CLAIM_WINDOW_MS,
    uploadSession,
  );
  if (claimable.length !== ids.length)
    throw badRequest(PHOTO_MESSAGES.unavailable, PHOTO_ERROR_CODES.unavailable);
}
