import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  VOICE_CLIP_ERROR_CODES,
  VOICE_CLIP_LIMITS,
  VOICE_CLIP_MESSAGES,
  type UploadedVoiceClip,
} from '@shop/contracts/voice';
import { PHOTO_ERROR_CODES, PHOTO_MESSAGES } from '@shop/contracts/uploads';
import type { FastifyBaseLogger } from 'fastify';
import { newObjectKey } from '../../adapters/storage/object-keys.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, badRequest, tooManyRequests } from '../../errors/app-error.ts';
import { checkVoiceClip, type VoiceClipRejection } from './voice-clip-check.ts';
import { createVoiceClipsRepository, type VoiceClipRow } from './voice-clips.repository.ts';
import type { Uploader } from './upload-budgets.ts';
import { PHOTO_CLAIM_WINDOW_MS, reserveUploadBudget, type IncomingPhoto } from './uploads.service.ts';

// The voice clip of the child's name (issue 12 item 6, docs/decisions/045): uploaded before payment
// like the photos, checked from its bytes (type, length, size), stored private under voice-clips/,
// claimed by the order its checkout becomes, swept when no order claimed it within 24 hours.

/** One order form records a few takes at most; every take stays until it is claimed or swept. */
export const UNCLAIMED_CLIPS_PER_SESSION = 5;
const SWEEP_BATCH = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StoredVoiceClip = Pick<
  VoiceClipRow,
  'id' | 'orderId' | 'storageKey' | 'contentType' | 'durationMs' | 'bytes'
>;

export interface VoiceClipsService {
  upload(clip: IncomingPhoto, uploader: Uploader): Promise<UploadedVoiceClip>;
  /** The order's clip, if it has one. */
  ofOrder(orderId: string): Promise<StoredVoiceClip | undefined>;
  /** A claimed clip by its id; undefined when unknown or unclaimed. */
  findClaimed(clipId: string): Promise<StoredVoiceClip | undefined>;
  /** Streams a stored clip (throws ObjectNotFoundError when its file is gone). */
  open(storageKey: string): Promise<Readable>;
  /**
   * An unclaimed clip of this upload session a checkout could still name (the preview before
   * paying, docs/decisions/099); undefined when unknown, claimed, stale or another browser's.
   */
  sessionClip(clipId: string, uploadSession: string | null): Promise<StoredVoiceClip | undefined>;
  /** One sweep: unclaimed clips older than 24 h, files first, then rows. */
  sweep(): Promise<number>;
  /** Order creation, in its transaction: gives the clip to the order; false when it can no longer be. */
  claim(tx: Db, clipId: string, orderId: string): Promise<boolean>;
  /** The checkout's check: the clip the form names can still be claimed, from this upload session. */
  checkClaimable(clipId: string | undefined, uploadSession: string | null): Promise<void>;
}

const REJECTIONS: Record<VoiceClipRejection | 'too-large', () => AppError> = {
  'too-large': () => new AppError(413, VOICE_CLIP_MESSAGES.tooLarge, VOICE_CLIP_ERROR_CODES.tooLarge),
  'invalid-type': () =>
    new AppError(415, VOICE_CLIP_MESSAGES.invalidType, VOICE_CLIP_ERROR_CODES.invalidType),
  unreadable: () => badRequest(VOICE_CLIP_MESSAGES.unreadable, VOICE_CLIP_ERROR_CODES.unreadable),
  'too-long': () => badRequest(VOICE_CLIP_MESSAGES.tooLong, VOICE_CLIP_ERROR_CODES.tooLong),
};

/** The whole clip, at most VOICE_CLIP_LIMITS.maxBytes (1 MB) in memory; more is refused as it arrives. */
async function readClip(clip: IncomingPhoto): Promise<Buffer> {
  // The multipart parser cuts the file at the limit but would go on reading (and dropping) the rest
  // of the body: stop right there instead.
  clip.stream.once('limit', () => clip.stream.destroy(REJECTIONS['too-large']()));
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of clip.stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > VOICE_CLIP_LIMITS.maxBytes) {
        clip.stream.destroy();
        throw REJECTIONS['too-large']();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The parser gave up on the bytes it was sent ("Part terminated early": no closing boundary, a
    // body cut off): the sender's to fix, answered as the photo upload answers it, never a 500.
    throw badRequest(PHOTO_MESSAGES.incomplete, PHOTO_ERROR_CODES.incomplete);
  }
  if (clip.truncated()) throw REJECTIONS['too-large']();
  return Buffer.concat(chunks);
}

export function createVoiceClipsService({
  db,
  storage,
  logger,
}: {
  db: Db;
  storage: ObjectStorage;
  logger: FastifyBaseLogger;
}): VoiceClipsService {
  const repository = createVoiceClipsRepository(db);
  const stored = (row: VoiceClipRow): StoredVoiceClip => ({
    id: row.id,
    orderId: row.orderId,
    storageKey: row.storageKey,
    contentType: row.contentType,
    durationMs: row.durationMs,
    bytes: row.bytes,
  });

  return {
    async upload(clip, uploader) {
      if ((await repository.countUnclaimedOfSession(uploader.session)) >= UNCLAIMED_CLIPS_PER_SESSION)
        throw tooManyRequests(VOICE_CLIP_MESSAGES.tooMany, VOICE_CLIP_ERROR_CODES.tooMany);
      const data = await readClip(clip);
      if (data.length === 0) throw REJECTIONS.unreadable();
      const check = await checkVoiceClip(data);
      if (!check.ok) throw REJECTIONS[check.reason]();
      const id = randomUUID();
      const key = newObjectKey('voice-clips', check.contentType, id);
      // The row first (it holds the clip's room in the one upload budget, and it is what the sweeper
      // finds), then the file; a failed write takes the row back.
      await inTransaction(db, async (tx) => {
        const keys = await reserveUploadBudget(tx, uploader, data.length, 'voice-clip');
        await createVoiceClipsRepository(tx).insert({
          id,
          storageKey: key,
          contentType: check.contentType,
          bytes: data.length,
          durationMs: check.durationMs,
          uploadSession: keys.session,
          uploaderNetwork: keys.network,
        });
      });
      try {
        await storage.putStream(key, Readable.from([data]), {
          contentType: check.contentType,
          contentLength: data.length,
        });
      } catch (error) {
        await repository
          .delete(id)
          .catch((cause: unknown) =>
            logger.error({ err: cause, key }, 'could not remove the row of a voice clip whose file failed'),
          );
        throw error;
      }
      return { id, content_type: check.contentType, duration_seconds: check.durationMs / 1000 };
    },

    async sessionClip(clipId, uploadSession) {
      if (!UUID.test(clipId) || !uploadSession) return undefined;
      const row = await repository.findClaimable(clipId.toLowerCase(), PHOTO_CLAIM_WINDOW_MS, uploadSession);
      return row && stored(row);
    },

    async ofOrder(orderId) {
      const row = await repository.findByOrder(orderId);
      return row && stored(row);
    },

    async findClaimed(clipId) {
      if (!UUID.test(clipId)) return undefined;
      const row = await repository.findById(clipId.toLowerCase());
      return row?.orderId ? stored(row) : undefined;
    },

    async open(storageKey) {
      return (await storage.openRead(storageKey)).stream;
    },

    checkClaimable: (clipId, uploadSession) => checkVoiceClipClaimable(db, clipId, uploadSession),

    claim: (tx, clipId, orderId) => claimVoiceClip(tx, clipId, orderId),

    async sweep() {
      let removed = 0;
      for (;;) {
        const batch = await inTransaction(db, async (tx) => {
          const inTx = createVoiceClipsRepository(tx);
          const stale = await inTx.lockStale({ maxAgeMs: PHOTO_CLAIM_WINDOW_MS, limit: SWEEP_BATCH });
          // A file already gone is fine; a failed delete keeps the rows for the next sweep.
          await Promise.all(stale.map((row) => storage.delete(row.storageKey)));
          await inTx.deleteMany(stale.map((row) => row.id));
          return stale.length;
        });
        removed += batch;
        if (batch < SWEEP_BATCH) return removed;
      }
    },
  };
}

/**
 * Checkout start: the clip the form names can still be claimed (400 otherwise, before any money
 * moves: the parent records again or removes it).
 */
export async function checkVoiceClipClaimable(
  db: Db,
  clipId: string | undefined,
  uploadSession: string | null,
): Promise<void> {
  if (clipId === undefined) return;
  if (!UUID.test(clipId))
    throw badRequest(VOICE_CLIP_MESSAGES.unavailable, VOICE_CLIP_ERROR_CODES.unavailable);
  const clip = await createVoiceClipsRepository(db).findClaimable(
    clipId.toLowerCase(),
    PHOTO_CLAIM_WINDOW_MS,
    uploadSession,
  );
  if (!clip) throw badRequest(VOICE_CLIP_MESSAGES.unavailable, VOICE_CLIP_ERROR_CODES.unavailable);
}

/** Order creation, in its transaction: gives the clip to the order; false when it can no longer be. */
export async function claimVoiceClip(tx: Db, clipId: string, orderId: string): Promise<boolean> {
  if (!UUID.test(clipId)) return false;
  return createVoiceClipsRepository(tx).claim(clipId.toLowerCase(), orderId, PHOTO_CLAIM_WINDOW_MS);
}
