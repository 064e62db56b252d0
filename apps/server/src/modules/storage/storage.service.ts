import { Readable } from 'node:stream';
import { STORAGE_LINK_ERROR_CODES, STORAGE_LINK_MESSAGES } from '@shop/contracts/uploads';
import {
  ObjectIncompleteError,
  ObjectTooLargeError,
  type LocalDiskStorage,
} from '../../adapters/storage/local-disk-storage.ts';
import type { Query } from '../../adapters/storage/local-signed-urls.ts';
import {
  ObjectExistsError,
  ObjectNotFoundError,
  RangeNotSatisfiableError,
  type ByteRange,
  type ObjectRead,
} from '../../adapters/storage/object-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { UploadsService } from '../uploads/index.ts';
import { parseRangeHeader } from './byte-range.ts';

// What S3 does for its presigned URLs, done by this server for the local disk: a signed PUT
// stores exactly the file it was signed for, once (a second PUT to the same link is a 409, the
// stored file untouched: docs/decisions/022), a signed GET streams the file (ranges included).

export type FileOutcome =
  | { ok: true; read: ObjectRead; downloadName: string | null; secondsLeft: number }
  | {
      ok: false;
      status: 403 | 404 | 410 | 416;
      reason: 'invalid' | 'expired' | 'missing' | 'unsatisfiable';
      size?: number;
    };

export interface StorageLinksService {
  /**
   * Throws AppError: 403 link, 415 type, 413 too large (also while streaming), 400 incomplete,
   * 409 link already used; StorageFullError / StorageUnavailableError from the disk (507 / 503).
   */
  receiveUpload(input: {
    query: Query;
    contentType?: string;
    contentLength?: string;
    body?: Readable;
  }): Promise<void>;
  openFile(input: { query: Query; range?: string }): Promise<FileOutcome>;
}

const mediaType = (header: string | undefined) => (header ?? '').split(';')[0]!.trim().toLowerCase();

export function createStorageLinksService({
  storage,
  uploads,
}: {
  storage: LocalDiskStorage;
  /** Records the arrival of an announced upload. */
  uploads: Pick<UploadsService, 'markUploaded'>;
}): StorageLinksService {
  return {
    async receiveUpload({ query, contentType, contentLength, body }) {
      const check = await storage.links.checkUpload(query);
      if (!check.ok)
        throw new AppError(
          403,
          STORAGE_LINK_MESSAGES.uploadLinkExpiredOrInvalid,
          STORAGE_LINK_ERROR_CODES[check.reason],
        );
      const { key, size } = check.grant;
      if (mediaType(contentType) !== check.grant.contentType) {
        throw new AppError(
          415,
          STORAGE_LINK_MESSAGES.uploadWrongType,
          STORAGE_LINK_ERROR_CODES.uploadWrongType,
        );
      }
      // A declared length settles it before a byte is read; without one (chunked), the stream is counted.
      if (contentLength !== undefined && /^\d+$/.test(contentLength)) {
        const declared = Number(contentLength);
        if (declared > size)
          throw new AppError(
            413,
            STORAGE_LINK_MESSAGES.uploadTooLarge,
            STORAGE_LINK_ERROR_CODES.uploadTooLarge,
          );
        if (declared < size)
          throw new AppError(
            400,
            STORAGE_LINK_MESSAGES.uploadIncomplete,
            STORAGE_LINK_ERROR_CODES.uploadIncomplete,
          );
      }
      try {
        await storage.receive(key.key, body ?? Readable.from([]), size);
      } catch (error) {
        if (error instanceof ObjectTooLargeError) {
          throw new AppError(
            413,
            STORAGE_LINK_MESSAGES.uploadTooLarge,
            STORAGE_LINK_ERROR_CODES.uploadTooLarge,
          );
        }
        if (error instanceof ObjectIncompleteError) {
          throw new AppError(
            400,
            STORAGE_LINK_MESSAGES.uploadIncomplete,
            STORAGE_LINK_ERROR_CODES.uploadIncomplete,
          );
        }
        if (error instanceof ObjectExistsError) {
          throw new AppError(
            409,
            STORAGE_LINK_MESSAGES.uploadLinkUsed,
            STORAGE_LINK_ERROR_CODES.uploadLinkUsed,
          );
        }
        throw error;
      }
      await uploads.markUploaded(key.key);
    },

    async openFile({ query, range: rangeHeader }) {
      const check = await storage.links.checkDownload(query);
      if (!check.ok)
        return check.reason === 'expired'
          ? { ok: false, status: 410, reason: 'expired' }
          : { ok: false, status: 403, reason: 'invalid' };
      const { key, downloadName, expiresAt } = check.grant;
      try {
        const requested = parseRangeHeader(rangeHeader);
        let range: ByteRange | undefined;
        if (requested.kind === 'from') range = { start: requested.start, end: requested.end };
        if (requested.kind === 'suffix') {
          const info = await storage.stat(key.key);
          if (!info) throw new ObjectNotFoundError(key.key);
          if (requested.length === 0 || info.size === 0) throw new RangeNotSatisfiableError(info.size);
          range = { start: Math.max(0, info.size - requested.length) };
        }
        const read = await storage.openRead(key.key, range);
        const secondsLeft = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
        return { ok: true, read, downloadName, secondsLeft };
      } catch (error) {
        if (error instanceof ObjectNotFoundError) return { ok: false, status: 404, reason: 'missing' };
        if (error instanceof RangeNotSatisfiableError)
          return { ok: false, status: 416, reason: 'unsatisfiable', size: error.size };
        throw error;
      }
    },
  };
}
