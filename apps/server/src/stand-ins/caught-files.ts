import { randomBytes } from 'node:crypto';
import { readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The local catchers (mail/caught-mail-store.ts, messaging/message-catcher.ts) keep what they catch as
// files in a directory every server process of the machine shares: one JSON file per item, named by
// an id that sorts by time, so the newest are found without any index.
//
// What they catch names parents and children and carries working links (status pages, photo
// requests), so it is kept no longer than a delivered order's photos (PHOTO_RETENTION_DAYS_AFTER_
// DELIVERY's default, docs/decisions/047): each catch first removes what is older than that.

/** How long a caught e-mail or message is kept. */
export const CAUGHT_RETENTION_DAYS = 30;

const CAUGHT_ID = /^\d{13}-[0-9a-f]{8}$/;

/** "<milliseconds, 13 digits>-<8 hex>": sorts by time, unique across processes. */
export function newCaughtId(): string {
  return `${String(Date.now()).padStart(13, '0')}-${randomBytes(4).toString('hex')}`;
}

export function isCaughtId(id: string): boolean {
  return CAUGHT_ID.test(id);
}

/** Written under a temporary name and renamed, so a listing never reads half a file. */
export async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  await writeFile(`${file}.tmp`, JSON.stringify(value, null, 2));
  await rename(`${file}.tmp`, file);
}

/** Removes every caught file in `dir` (any extension) whose id is older than the retention period. */
export async function pruneCaughtFiles(dir: string, now = Date.now()): Promise<void> {
  const cutoff = String(now - CAUGHT_RETENTION_DAYS * 86_400_000).padStart(13, '0');
  const names = await readdir(dir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => isCaughtId(name.split('.')[0] ?? '') && name.slice(0, 13) < cutoff)
      .map((name) => rm(path.join(dir, name), { force: true })),
  );
}

/** The ids of the JSON files in `dir`, newest first (none when the directory is not there yet). */
export async function newestCaughtIds(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter(isCaughtId)
    .sort()
    .reverse();
}
