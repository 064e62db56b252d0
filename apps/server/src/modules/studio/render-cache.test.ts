import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../adapters/storage/local-disk-storage.ts';
import { storageSegmentCache } from './render-cache.ts';

// The shared-shot cache as two workers use it (docs/decisions/074, 097): one worker made a shot and
// put it in the store; the other worker's renders of the same story ask for it at the same moment.
// Before, each download went to the same part file (one per process), so three renders asking at
// once wrote one file together and all but the first rename failed: a render try that "crashed".

let scratch: string;
const shot = Buffer.alloc(3 * 1024 * 1024, 7); // big enough for the downloads to overlap

beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), 'render-cache-test-'));
});
afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

describe("the segment cache shared through the shop's storage", () => {
  it('renders of one worker asking at once for a shot another worker made all get the whole shot', async () => {
    const storage = createLocalDiskStorage({
      dir: path.join(scratch, 'storage'),
      siteUrl: 'http://127.0.0.1:3000',
      signingSecret: () => Promise.resolve('s'.repeat(32)),
    });
    const made = path.join(scratch, 'made.mp4');
    await writeFile(made, shot);
    // The worker that drew it.
    await storageSegmentCache(storage, path.join(scratch, 'worker-1')).put('story-1-v1-river-e1.mp4', made);

    // The other worker: three renders, one get each, at the same moment.
    const otherDir = path.join(scratch, 'worker-2');
    const other = storageSegmentCache(storage, otherDir);
    const got = await Promise.allSettled([1, 2, 3].map(() => other.get('story-1-v1-river-e1.mp4')));
    expect(got.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
    for (const result of got) {
      const file = (result as PromiseFulfilledResult<string | undefined>).value;
      expect(file).toBe(path.join(otherDir, 'story-1-v1-river-e1.mp4'));
      expect((await readFile(file!)).equals(shot)).toBe(true);
    }
    // No part file left behind; a shot nobody made is still a miss.
    expect(await readdir(otherDir)).toEqual(['story-1-v1-river-e1.mp4']);
    expect(await other.get('story-1-v1-sky-e1.mp4')).toBeUndefined();
  });
});
