import type { Readable } from 'node:stream';

// Object storage (docs/architecture.md#real-parts-and-stand-ins): S3 in production, the local disk by default, one interface. Every
// object is private; browsers reach one only through a signed, expiring URL. Keys come from
// object-keys.ts (random, under photos/, videos/ or thumbnails/); both implementations refuse
// any other key, so a key from a request can never name a path outside the store.
// Writes are create-only (docs/decisions/022): every upload gets a key of its own, so a key that
// already holds an object is never written again (ObjectExistsError), not even through its link.
// Failures of the store itself come out as StorageFullError or StorageUnavailableError, which the
// error handler answers with 507 / 503 and a message, whichever implementation is behind.

/** Inclusive byte offsets, as in an HTTP Range (`end` omitted: to the end of the object). */
export interface ByteRange {
  start: number;
  end?: number;
}

export interface ObjectInfo {
  /** Bytes of the whole object. */
  size: number;
  contentType: string;
}

export interface ObjectRead extends ObjectInfo {
  stream: Readable;
  /** The bytes the stream carries, inclusive; null when it carries the whole object. */
  range: { start: number; end: number } | null;
}

export interface PresignedPut {
  url: string;
  /**
   * Headers the PUT must carry exactly (Content-Type; on S3 also If-None-Match: *, the conditional
   * write). Content-Length is the browser's own.
   */
  headers: Record<string, string>;
}

export interface ObjectStorage {
  readonly kind: 's3' | 'local-disk';
  /**
   * Writes a new object; it appears whole or not at all. `contentLength` is the exact byte count.
   * ObjectExistsError when the key already holds one (where the store can tell: always on the local
   * disk; on S3 where the service honours If-None-Match).
   */
  putStream(
    key: string,
    body: Readable,
    options: { contentType: string; contentLength: number },
  ): Promise<void>;
  /** Throws ObjectNotFoundError, or RangeNotSatisfiableError for a range starting past the end. */
  openRead(key: string, range?: ByteRange): Promise<ObjectRead>;
  /** null when there is no such object. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Idempotent: deleting a missing object is fine. */
  delete(key: string): Promise<void>;
  /** A URL that accepts one PUT of this type and size, to a key that holds nothing yet, until it expires. */
  presignPut(request: {
    key: string;
    contentType: string;
    size: number;
    expiresInSeconds: number;
  }): Promise<PresignedPut>;
  /** A URL that reads the object until it expires; with `downloadName`, as an attachment of that name. */
  signedGetUrl(key: string, options: { expiresInSeconds: number; downloadName?: string }): Promise<string>;
  /** Releases connections (the S3 client's sockets). */
  close(): void;
}

export class ObjectNotFoundError extends Error {
  override name = 'ObjectNotFoundError';

  constructor(readonly key: string) {
    super(`No stored object ${key}`);
  }
}

export class RangeNotSatisfiableError extends Error {
  override name = 'RangeNotSatisfiableError';

  constructor(readonly size: number) {
    super(`Range starts past the end of a ${size}-byte object`);
  }
}

/** A create-only write found its key already taken (local disk: EEXIST; S3: 412 to If-None-Match: *). */
export class ObjectExistsError extends Error {
  override name = 'ObjectExistsError';

  constructor(readonly key: string) {
    super(`An object is already stored as ${key}`);
  }
}

/** The store has no room left (ENOSPC, EDQUOT, an S3 service's 507): nothing of the write was kept. */
export class StorageFullError extends Error {
  override name = 'StorageFullError';

  constructor(options?: { cause?: unknown }) {
    super('Storage is full', options);
  }
}

/**
 * The store cannot be reached or refuses to work: S3 down, timing out, answering 5xx or refusing our
 * credentials; a disk that is read-only or failing. Nothing of the write was kept.
 */
export class StorageUnavailableError extends Error {
  override name = 'StorageUnavailableError';

  constructor(options?: { cause?: unknown }) {
    super('Storage is unavailable', options);
  }
}

const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
// What a failing or misconfigured disk answers, as opposed to a bug of ours (EINVAL, ENOENT, …).
const DISK_UNAVAILABLE_CODES = new Set([
  'EROFS',
  'EIO',
  'EACCES',
  'EPERM',
  'ENOTCONN',
  'ESTALE',
  'EMFILE',
  'ENFILE',
]);

/**
 * A file-system error as the store reports it: StorageFullError for a full disk or quota,
 * StorageUnavailableError for a disk that cannot be used, anything else unchanged. For the local
 * disk and for the upload spool (DATA_DIR/tmp), which share the same disk.
 */
export function fromFileSystemError(error: unknown): unknown {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (typeof code !== 'string') return error;
  if (DISK_FULL_CODES.has(code)) return new StorageFullError({ cause: error });
  if (DISK_UNAVAILABLE_CODES.has(code)) return new StorageUnavailableError({ cause: error });
  return error;
}
