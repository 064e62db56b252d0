import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  compressBest,
  contentHash,
  isCompressible,
  PRECOMPRESSED_DIR,
  PRECOMPRESSED_MANIFEST,
} from './web-build.ts';

// The build step after `react-router build` (root `npm run build`): brotli (quality 11) and gzip (9)
// of every text file of the web build, once per build, into <build>/.precompressed, with a manifest
// of the content hash each variant was made from. The server (web-build.ts) takes a variant only
// when that hash matches the file it loaded, so a stale variant is never served.
//
//   node --import tsx apps/server/src/modules/web/precompress.ts [build dir]

export async function precompressBuild(root: string): Promise<{ files: number; bytes: number; br: number }> {
  const out = path.join(root, PRECOMPRESSED_DIR);
  await rm(out, { recursive: true, force: true });
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => isCompressible(file));
  const manifest: Record<string, string> = {};
  let bytes = 0;
  let br = 0;
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      const identity = await readFile(path.join(root, file));
      const variants = await compressBest(identity);
      const base = path.join(out, file);
      await mkdir(path.dirname(base), { recursive: true });
      await Promise.all([writeFile(`${base}.br`, variants.br), writeFile(`${base}.gz`, variants.gzip)]);
      manifest[file] = contentHash(identity);
      bytes += identity.length;
      br += variants.br.length;
    }
  };
  await Promise.all(Array.from({ length: 2 }, worker));
  await writeFile(path.join(root, PRECOMPRESSED_MANIFEST), JSON.stringify(manifest));
  return { files: files.length, bytes, br };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? 'apps/web/build/client');
  const started = Date.now();
  precompressBuild(root).then(
    ({ files, bytes, br }) =>
      process.stdout.write(
        `precompressed ${files} files of ${path.relative(process.cwd(), root) || root}: ` +
          `${(bytes / 1024).toFixed(0)} kB -> ${(br / 1024).toFixed(0)} kB brotli in ${Date.now() - started} ms\n`,
      ),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
