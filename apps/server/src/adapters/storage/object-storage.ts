import type { Readable } from 'node:stream';

// Object storage (DESIGN §4): S3 in production, the local disk by default, one interface. Every
// object is private; browsers reach one only through a signed, expiring URL. Keys come from
// object-keys.ts (random, under photos/, videos/ or thumbnails/); both implementations refuse
// any other key, so a key from a request can never name a path outside the store.

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
  /** Headers the PUT must carry exactly (Content-Type). Content-Length is the browser's own. */
  headers: Record<string, string>;
}

export interface ObjectStorage {
  readonly kind: 's3' | 'local-disk';
  /** Writes an object; it appears whole or not at all. `contentLength` is the exact byte count. */
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
  /** A URL that accepts exactly one PUT of this type and size until it expires. */
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
