import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { link, mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { finished, Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createLocalUrlSigner, type LocalUrlSigner } from './local-signed-urls.ts';
import { requireContentTypeOfKey, requireObjectKey } from './object-keys.ts';
import {
  fromFileSystemError,
  ObjectExistsError,
  ObjectNotFoundError,
  RangeNotSatisfiableError,
  type ObjectStorage,
} from './object-storage.ts';

// The embedded default (docs/architecture.md#real-parts-and-stand-ins): objects are files under DATA_DIR/storage/<key>, their type
// given by the key's extension. A write streams into DATA_DIR/storage/.incoming/ and is linked
// into place only once every byte arrived, so a reader never sees half a file and a failed or cut
// upload leaves nothing behind. The link is the conditional write (docs/decisions/022): link(2)
// never replaces an existing name, so a file once stored is never overwritten, not by a second PUT
// to its upload link, not by two PUTs racing. Browsers reach files through links this server signs
// and serves itself (modules/storage).

export interface LocalDiskStorage extends ObjectStorage {
  readonly kind: 'local-disk';
  /** Signs and checks the /storage links (modules/storage uses it to serve them). */
  readonly links: LocalUrlSigner;
  /**
   * Writes exactly `size` bytes of `body` as the new object `key`. More bytes: ObjectTooLargeError
   * as soon as they arrive (the rest of `body` is left unread); fewer, or `body` breaks off:
   * ObjectIncompleteError; `key` already stored: ObjectExistsError (before a byte is read if it
   * was there already, after the body if another write got there first).
   */
  receive(key: string, body: Readable, size: number): Promise<void>;
}

export class ObjectTooLargeError extends Error {
  override name = 'ObjectTooLargeError';

  constructor(readonly limit: number) {
    super(`More than the announced ${limit} bytes arrived`);
  }
}

export class ObjectIncompleteError extends Error {
  override name = 'ObjectIncompleteError';

  constructor(
    readonly expected: number,
    readonly received: number,
  ) {
    super(`Expected ${expected} bytes, received ${received}`);
  }
}

const INCOMING = '.incoming';

export function createLocalDiskStorage(options: {
  /** DATA_DIR/storage */
  dir: string;
  /** SITE_URL: the origin the signed links point at. */
  siteUrl: string;
  signingSecret: () => Promise<string>;
}): LocalDiskStorage {
  const root = path.resolve(options.dir);
  const incoming = path.join(root, INCOMING);
  const links = createLocalUrlSigner(options.siteUrl, options.signingSecret);
  // Keys are validated before this, so the join can only land inside root; checked again anyway.
  const fileOf = (key: string) => {
    const file = path.join(root, requireObjectKey(key).key);
    if (!file.startsWith(root + path.sep)) throw new Error(`Object key escapes the store: ${key}`);
    return file;
  };

  async function receive(key: string, body: Readable, size: number): Promise<void> {
    const target = fileOf(key);
    // Refused before a byte is read: the upload link of a file that arrived already.
    if (await exists(target)) throw new ObjectExistsError(key);
    await Promise.all([
      mkdir(incoming, { recursive: true }),
      mkdir(path.dirname(target), { recursive: true }),
    ]).catch((error: unknown) => {
      throw fromFileSystemError(error);
    });
    const temp = path.join(incoming, `${randomUUID()}.part`);
    const counter = new ByteLimit(size);
    // Not pipeline(body, …): on "too large" pipeline would destroy the request and with it the
    // socket, so the client would never read our 413. Unpiped, the rest simply stays unread.
    body.pipe(counter);
    const stopWatching = finished(body, (error) => {
      if (error) counter.destroy(new ObjectIncompleteError(size, counter.received));
    });
    try {
      // flush: on disk before it has a name, so a crash never leaves a named file with missing bytes.
      await pipeline(counter, createWriteStream(temp, { flags: 'wx', mode: 0o600, flush: true }));
      if (counter.received !== size) throw new ObjectIncompleteError(size, counter.received);
      await link(temp, target).catch((error: unknown) => {
        throw (error as NodeJS.ErrnoException).code === 'EEXIST' ? new ObjectExistsError(key) : error;
      });
    } catch (error) {
      body.unpipe(counter);
      // A full disk must not keep the part that did fit.
      await rm(temp, { force: true }).catch(() => {});
      throw fromFileSystemError(error);
    } finally {
      stopWatching();
    }
    // The object is stored under its key; this only drops the second name of the same file.
    await rm(temp, { force: true }).catch(() => {});
  }

  return {
    kind: 'local-disk',
    links,
    receive,

    async putStream(key, body, { contentType, contentLength }) {
      requireContentTypeOfKey(key, contentType);
      await receive(key, body, contentLength);
    },

    async openRead(key, range) {
      const { contentType } = requireObjectKey(key);
      let handle;
      try {
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ObjectNotFoundError(key);
        throw fromFileSystemError(error);
      }
      try {
        const { size } = await handle.stat();
        if (!range) return { size, contentType, range: null, stream: handle.createReadStream() };
        if (range.start >= size) throw new RangeNotSatisfiableError(size);
        const end = Math.min(range.end ?? size - 1, size - 1);
        return {
          size,
          contentType,
          range: { start: range.start, end },
          stream: handle.createReadStream({ start: range.start, end }),
        };
      } catch (error) {
        await handle.close();
        throw fromFileSystemError(error);
      }
    },

    async stat(key) {
      const { contentType } = requireObjectKey(key);
      try {
        const info = await stat(fileOf(key));
        return info.isFile() ? { size: info.size, contentType } : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw fromFileSystemError(error);
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true }).catch((error: unknown) => {
        throw fromFileSystemError(error);
      });
    },

    async presignPut({ key, contentType, size, expiresInSeconds }) {
      requireContentTypeOfKey(key, contentType);
      const url = await links.uploadUrl({
        key,
        contentType,
        size,
        expiresAt: secondsFromNow(expiresInSeconds),
      });
      return { url, headers: { 'Content-Type': contentType } };
    },

    async signedGetUrl(key, { expiresInSeconds, downloadName }) {
      requireObjectKey(key);
      return links.downloadUrl({ key, downloadName, expiresAt: secondsFromNow(expiresInSeconds) });
    },

    close() {},
  };
}

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

async function exists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw fromFileSystemError(error);
  }
}

/** Passes bytes through until more than `limit` have come, then fails with ObjectTooLargeError. */
class ByteLimit extends Transform {
  received = 0;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.received += chunk.length;
    if (this.received > this.limit) done(new ObjectTooLargeError(this.limit));
    else done(null, chunk);
  }
}

export const isLocalDiskStorage = (storage: ObjectStorage): storage is LocalDiskStorage =>
  storage.kind === 'local-disk' && 'receive' in storage;
