import { Readable } from 'node:stream';
import type { StorageCheck } from '@shop/contracts/health';
import type { FastifyBaseLogger } from 'fastify';
import { newObjectKey } from '../../adapters/storage/object-keys.ts';
import { StorageFullError, type ObjectStorage } from '../../adapters/storage/object-storage.ts';

// Can storage take a write right now? (docs/decisions/022) A one-byte object under probes/, written
// and deleted through the same interface every upload uses. Load balancers probe every few
// seconds and every process answers them, so a result is reused for a few seconds, and probes that
// arrive while one runs wait for it instead of writing again.

/** How long one probe's answer is reused. */
export const STORAGE_PROBE_CACHE_MS = 5_000;
/** A store that does not answer within this is unavailable, as far as readiness is concerned. */
export const STORAGE_PROBE_TIMEOUT_MS = 2_000;

const PROBE_BODY = Buffer.from('1');

export function createStorageProbe({
  storage,
  log,
  cacheMs = STORAGE_PROBE_CACHE_MS,
  timeoutMs = STORAGE_PROBE_TIMEOUT_MS,
}: {
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  cacheMs?: number;
  timeoutMs?: number;
}): () => Promise<StorageCheck> {
  let last: { check: StorageCheck; at: number } | undefined;
  let running: Promise<StorageCheck> | undefined;

  async function probe(): Promise<StorageCheck> {
    const key = newObjectKey('probes', 'text/plain');
    const write = storage
      .putStream(key, Readable.from([PROBE_BODY]), { contentType: 'text/plain', contentLength: 1 })
      .then(() => storage.delete(key));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([write, timeout]);
      return 'ok';
    } catch (error) {
      // A write still under way goes on (and deletes its object if it ever lands); its failure is this one.
      write.catch(() => {});
      const check = error instanceof StorageFullError ? 'full' : 'unavailable';
      // Once per change, not once per probe: a full disk is one incident, not a line every 5 seconds.
      if (last?.check !== check) log.error({ err: error, storage: check }, 'storage cannot be written');
      return check;
    } finally {
      clearTimeout(timer);
    }
  }

  return () => {
    if (last && Date.now() - last.at < cacheMs) return Promise.resolve(last.check);
    running ??= probe()
      .then((check) => {
        if (check === 'ok' && last && last.check !== 'ok') log.info('storage can be written again');
        last = { check, at: Date.now() };
        return check;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
