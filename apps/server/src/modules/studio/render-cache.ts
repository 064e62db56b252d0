import { createHash, randomUUID } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DirectoryCache, type SegmentCache } from '@shop/film/render/cache';
import { newObjectKey, type StoredContentType } from '../../adapters/storage/object-keys.ts';
import { ObjectExistsError, type ObjectStorage } from '../../adapters/storage/object-storage.ts';

// Where renders keep the shots every film of a story shares (and the music loops): object storage,
// so every worker on every machine renders a story's shared shots once (docs/decisions/074). A
// worker keeps a local copy of what it read or made (ffmpeg reads local files); the store is the
// truth. No one's data is in here: a personal shot is never cached.
//
// One worker serves the gets of all its renders at once (RENDER_CONCURRENCY), and renders of one
// story ask for the same shots in the same order: a shot another worker made is downloaded once, the
// others waiting for it, into a part file of its own (a part file per process let two downloads of
// one shot write the same file and the second's rename fail: a try that "crashed").

const CONTENT_TYPES: Record<string, StoredContentType> = {
  mp4: 'video/mp4',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
};

/** A stable object key of the store's one shape for a cache key (a UUID made from its hash). */
export function derivedObjectKey(
  prefix: 'films' | 'film-cache',
  seed: string,
  contentType: StoredContentType,
) {
  const hex = createHash('sha256').update(seed).digest('hex');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  return newObjectKey(prefix, contentType, id);
}

export function storageSegmentCache(storage: ObjectStorage, localDir: string): SegmentCache {
  const local = new DirectoryCache(localDir);
  mkdirSync(localDir, { recursive: true });
  const objectKeyOf = (key: string) => {
    const extension = key.slice(key.lastIndexOf('.') + 1);
    const contentType = CONTENT_TYPES[extension];
    if (!contentType) throw new Error(`segment cache: no stored type for .${extension}`);
    return derivedObjectKey('film-cache', key, contentType);
  };

  const downloads = new Map<string, Promise<string | undefined>>();
  async function download(key: string): Promise<string | undefined> {
    const objectKey = objectKeyOf(key);
    if (!(await storage.stat(objectKey))) return undefined;
    const partial = join(localDir, `${key}.${randomUUID()}.download`);
    try {
      const read = await storage.openRead(objectKey);
      await pipeline(read.stream, createWriteStream(partial));
      const path = join(localDir, key);
      renameSync(partial, path);
      return path;
    } finally {
      rmSync(partial, { force: true });
    }
  }

  return {
    async get(key) {
      const here = await local.get(key);
      if (here) return here;
      let pending = downloads.get(key);
      if (!pending) {
        pending = download(key).finally(() => downloads.delete(key));
        downloads.set(key, pending);
      }
      return pending;
    },

    async put(key, file) {
      const objectKey = objectKeyOf(key);
      try {
        await storage.putStream(objectKey, createReadStream(file), {
          contentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)]!,
          contentLength: statSync(file).size,
        });
      } catch (error) {
        // Another worker put the same segment first: the same bytes (renders are deterministic).
        if (!(error instanceof ObjectExistsError)) throw error;
      }
      return existsSync(join(localDir, key)) ? join(localDir, key) : local.put(key, file);
    },
  };
}
