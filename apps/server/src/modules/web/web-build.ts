import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

// The built web app (apps/web/build/client) as an index held in memory: the list of its files and
// the hashes of the inline scripts in each HTML file. Read at start and again when the build on
// disk changes (web.service.ts decides when).

export interface WebBuild {
  /** Absolute directory; nothing outside it is ever served. */
  readonly root: string;
  /** Every file, as a relative path with forward slashes ('assets/root-abc.js', 'stories/index.html'). */
  readonly files: ReadonlySet<string>;
  /** For each HTML file, the CSP hashes ('sha256-…') of its inline scripts. */
  readonly scriptHashes: ReadonlyMap<string, readonly string[]>;
  /** Identifies this build on disk (see readBuildStamp). */
  readonly stamp: string | null;
}

/** Changes whenever the web app is rebuilt: every build rewrites index.html. Null when there is none. */
export async function readBuildStamp(root: string): Promise<string | null> {
  return stat(path.join(root, 'index.html')).then(
    (s) => `${s.mtimeMs}:${s.size}`,
    () => null,
  );
}

/** The build in `root`, or null when there is none (the web app was not built). */
export async function loadWebBuild(root: string): Promise<WebBuild | null> {
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
    files.add(path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
  }
  if (!files.has('index.html')) return null;

  const scriptHashes = new Map<string, string[]>();
  for (const file of files) {
    if (file.endsWith('.html'))
      scriptHashes.set(file, inlineScriptHashes(await readFile(path.join(root, file), 'utf8')));
  }
  return { root, files, scriptHashes, stamp };
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
