import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

// The built web app (apps/web/build/client) held in memory: the list of its files, the hashes of
// the inline scripts in each HTML file, and every file a page pulls in (HTML, scripts, styles,
// loader data, images, fonts) as bytes with its ETag and its brotli and gzip variants, so a request
// costs a map lookup and a write (docs/decisions/040). Video and audio stay on disk (streamed with
// Range for seeking). Read at start and again when the build on disk changes (web.service.ts decides
// when). The variants come from the build step (precompress.ts, at top quality) when it ran over
// these very bytes; otherwise they are made here, once, at a quicker setting.

/** A file of the build held in memory, ready to send. */
export interface BuiltBody {
  readonly contentType: string;
  /** Strong validator of the bytes (`"…"`); each encoded variant has its own (`"…-br"`, `"…-gz"`). */
  readonly etag: string;
  readonly identity: Buffer;
  /** Present only where it is smaller than the file. */
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

export interface WebBuild {
  /** Absolute directory; nothing outside it is ever served. */
  readonly root: string;
  /** Every file, as a relative path with forward slashes ('assets/root-abc.js', 'stories/index.html'). */
  readonly files: ReadonlySet<string>;
  /** For each HTML file, the CSP hashes ('sha256-…') of its inline scripts. */
  readonly scriptHashes: ReadonlyMap<string, readonly string[]>;
  /** Files served from memory (all but video and audio); the rest are streamed from disk. */
  readonly bodies?: ReadonlyMap<string, BuiltBody>;
  /** Identifies this build on disk (see readBuildStamp). */
  readonly stamp: string | null;
}

export interface LoadOptions {
  /** Applied to every HTML page once, as it is loaded (the TEST MODE banner). */
  transformHtml?: (html: string) => string;
}

/** Where the build step keeps the precompressed variants; never served. */
export const PRECOMPRESSED_DIR = '.precompressed';
export const PRECOMPRESSED_MANIFEST = `${PRECOMPRESSED_DIR}/manifest.json`;

/** Changes whenever the web app is rebuilt: every build rewrites index.html. Null when there is none. */
export async function readBuildStamp(root: string): Promise<string | null> {
  return stat(path.join(root, 'index.html')).then(
    (s) => `${s.mtimeMs}:${s.size}`,
    () => null,
  );
}

const CONTENT_TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  // React Router's prerendered loader data (turbo-stream text).
  data: 'application/octet-stream',
  svg: 'image/svg+xml',
  xml: 'application/xml',
  txt: 'text/plain; charset=utf-8',
  ico: 'image/x-icon',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  woff2: 'font/woff2',
  woff: 'font/woff',
};
const COMPRESSIBLE = new Set([
  'html',
  'js',
  'mjs',
  'css',
  'json',
  'webmanifest',
  'map',
  'data',
  'svg',
  'xml',
  'txt',
]);
// Below this a compressed answer saves less than its headers cost.
const COMPRESS_THRESHOLD = 1024;
// Anything larger stays on disk (none of today's build files comes close).
const MAX_IN_MEMORY = 4 * 1024 * 1024;

const extension = (file: string) => file.slice(file.lastIndexOf('.') + 1).toLowerCase();
export const isCompressible = (file: string) => COMPRESSIBLE.has(extension(file));
export const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url');

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The variants as the build step makes them: slow, smallest. */
export async function compressBest(bytes: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { br, gzip: gz };
}

// Without the build step's variants (a build made by `react-router build` alone, or a page changed
// at load), quick settings: a server with three processes should be ready in a second or two.
async function compressQuick(bytes: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipAsync(bytes, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

type Manifest = Record<string, string>;

async function readManifest(root: string): Promise<Manifest> {
  try {
    const parsed: unknown = JSON.parse(await readFile(path.join(root, PRECOMPRESSED_MANIFEST), 'utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as Manifest) : {};
  } catch {
    return {};
  }
}

async function precompressed(root: string, manifest: Manifest, file: string, hash: string) {
  if (manifest[file] !== hash) return null;
  try {
    const base = path.join(root, PRECOMPRESSED_DIR, file);
    const [br, gz] = await Promise.all([readFile(`${base}.br`), readFile(`${base}.gz`)]);
    return { br, gzip: gz };
  } catch {
    return null;
  }
}

async function loadBody(
  root: string,
  file: string,
  manifest: Manifest,
  transformHtml: LoadOptions['transformHtml'],
): Promise<BuiltBody | null> {
  const type = CONTENT_TYPES[extension(file)];
  if (!type) return null;
  const full = path.join(root, file);
  if ((await stat(full)).size > MAX_IN_MEMORY) return null;
  let identity = await readFile(full);
  if (transformHtml && file.endsWith('.html'))
    identity = Buffer.from(transformHtml(identity.toString('utf8')));
  const hash = contentHash(identity);
  const body = { contentType: type, etag: `"${hash}"`, identity };
  if (!isCompressible(file) || identity.length < COMPRESS_THRESHOLD) return body;
  const variants = (await precompressed(root, manifest, file, hash)) ?? (await compressQuick(identity));
  return {
    ...body,
    ...(variants.br.length < identity.length && { br: variants.br }),
    ...(variants.gzip.length < identity.length && { gzip: variants.gzip }),
  };
}

/** The build in `root`, or null when there is none (the web app was not built). */
export async function loadWebBuild(root: string, options: LoadOptions = {}): Promise<WebBuild | null> {
  const isDirectory = await stat(root).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!isDirectory) return null;

  const stamp = await readBuildStamp(root);
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = new Set<string>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (file.startsWith(`${PRECOMPRESSED_DIR}/`)) continue;
    files.add(file);
  }
  if (!files.has('index.html')) return null;

  const manifest = await readManifest(root);
  const scriptHashes = new Map<string, string[]>();
  const bodies = new Map<string, BuiltBody>();
  // A few at a time: the compression runs on libuv's pool, and a build has a few hundred files.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      // A file removed under us (a build in progress) is simply not served from memory.
      const body = await loadBody(root, file, manifest, options.transformHtml).catch(() => null);
      if (body) bodies.set(file, body);
      if (file.endsWith('.html')) {
        const html = body ? body.identity.toString('utf8') : await readFile(path.join(root, file), 'utf8');
        scriptHashes.set(file, inlineScriptHashes(html));
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { root, files, scriptHashes, bodies, stamp };
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Data blocks (JSON-LD, JSON) are never executed, so CSP does not apply to them.
const EXECUTABLE_TYPE = /^(|module|text\/javascript|application\/javascript)$/i;

/** CSP hashes of the inline scripts React Router writes into prerendered pages (hydration, routes). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    // The browser hashes the script's text exactly as it appears in the file, as UTF-8.
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}
