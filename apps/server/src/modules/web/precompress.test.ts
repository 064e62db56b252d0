import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ASSET_BODY, createFakeWebBuild, type FakeWebBuild } from '../../../test/fake-web-build.ts';
import { precompressBuild } from './precompress.ts';
import { loadWebBuild, PRECOMPRESSED_DIR } from './web-build.ts';

describe('variants made by the build step', () => {
  let build: FakeWebBuild;
  beforeEach(async () => {
    build = await createFakeWebBuild();
  });
  afterEach(() => build.remove());

  it('are served when made from the very bytes loaded, and never served as files themselves', async () => {
    await precompressBuild(build.dir);
    const asset = 'assets/entry.client-AbC123.js';
    const onDisk = await readFile(path.join(build.dir, PRECOMPRESSED_DIR, `${asset}.br`));
    const loaded = await loadWebBuild(build.dir);
    const body = loaded!.bodies!.get(asset)!;
    expect(body.br).toEqual(onDisk);
    expect(brotliDecompressSync(body.br!).toString()).toBe(ASSET_BODY);
    expect(gunzipSync(body.gzip!).toString()).toBe(ASSET_BODY);
    expect([...loaded!.files].filter((f) => f.includes(PRECOMPRESSED_DIR))).toEqual([]);
  });

  it('a variant of an older file is ignored: the loaded bytes are compressed afresh', async () => {
    await precompressBuild(build.dir);
    const asset = 'assets/entry.client-AbC123.js';
    const changed = ASSET_BODY.replace('story-1"', 'story-one"');
    await writeFile(path.join(build.dir, asset), changed);
    const body = (await loadWebBuild(build.dir))!.bodies!.get(asset)!;
    expect(brotliDecompressSync(body.br!).toString()).toBe(changed);
    expect(gunzipSync(body.gzip!).toString()).toBe(changed);
  });
});
