import type { Readable } from 'node:stream';
import { isLocalDiskStorage, type LocalDiskStorage } from '../src/adapters/storage/local-disk-storage.ts';
import { fromFileSystemError, type ObjectStorage } from '../src/adapters/storage/object-storage.ts';

// A fault injected through the real interface: the real storage of the test app, except that every
// write fails the way a full disk fails (ENOSPC) after part of the body has arrived. The error goes
// through the same errno mapping the local disk applies (fromFileSystemError), so routes see
// exactly what a full disk makes them see. Reads, deletes and links are the real ones.

/** Bytes a failing write takes before the disk "fills up": some of the body is read, as it would be. */
const BYTES_BEFORE_FULL = 1024;

export function diskFullError(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });
}

async function failAfterPartOf(body: Readable): Promise<never> {
  let taken = 0;
  for await (const chunk of body) {
    taken += (chunk as Buffer).length;
    if (taken >= BYTES_BEFORE_FULL) break; // leaving the loop destroys the body, as a failed pipeline does
  }
  throw fromFileSystemError(diskFullError());
}

/** The storage `real`, on a disk that is full. Keeps its kind, so the local disk's links are still served. */
export function onFullDisk(real: ObjectStorage): ObjectStorage {
  const putStream = (_key: string, body: Readable) => failAfterPartOf(body);
  if (isLocalDiskStorage(real)) {
    const local: LocalDiskStorage = { ...real, putStream, receive: (_key, body) => failAfterPartOf(body) };
    return local;
  }
  return { ...real, putStream };
}
