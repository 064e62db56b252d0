import { PAGES, localizedPaths, pathMatcher, type PageDefinition } from '@shop/contracts/page-paths';
import { loadWebBuild, readBuildStamp, type BuiltBody, type WebBuild } from './web-build.ts';

// Decides what answers a GET for a non-API path: a file of the built web app, a prerendered page,
// the SPA fallback, or a redirect to the canonical URL. It never sees the request or the reply;
// the only disk access is noticing that the build was replaced (see `stale`).

// The web app's browser-rendered pages (the one table of pages, packages/contracts/src/page-paths.ts)
// get the SPA fallback with a 200, in English and under /hi; any other unknown path gets it with a 404
// (it renders Not Found, in Hindi under /hi).
const SPA_ROUTES = PAGES.filter(
  (page: PageDefinition) => page.rendering === 'browser' && !page.developmentOnly,
)
  .flatMap(localizedPaths)
  .map(pathMatcher);

export const SPA_FALLBACK = '__spa-fallback.html';

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_MEDIA = 'public, max-age=86400';
export const CACHE_STATIC = 'public, max-age=3600';
export const CACHE_REVALIDATE = 'no-cache';

// A miss (unknown path, missing asset, no build) re-reads the build at most this often, so a
// build finished after the server started is found without letting a flood of 404s rescan the disk.
const MISS_RELOAD_INTERVAL_MS = 2_000;
// A page view checks (one stat) whether the build was replaced at most this often, not per request.
const STAMP_CHECK_INTERVAL_MS = 1_000;

export type WebAnswer =
  | {
      kind: 'file';
      /** Relative to the build root. */
      file: string;
      status: 200 | 404;
      cacheControl: string;
      /** Set for HTML documents: CSP hashes of their inline scripts. */
      scriptHashes?: readonly string[];
      /** The file in memory, ready to send; absent: stream it from disk (video, audio). */
      body?: BuiltBody;
    }
  | { kind: 'redirect'; location: string }
  /** A missing asset or media file: a plain 404, not a page. */
  | { kind: 'not-found' }
  /** There is no web build; the API still works. */
  | { kind: 'unavailable' };

export interface WebService {
  /** The build directory files are served from. */
  readonly root: string;
  answer(url: string): Promise<WebAnswer>;
  /**
   * The site path of the built asset whose name starts with `prefix` (its hash follows), e.g.
   * assetPath('assets/baloo-2-devanagari-core-') → '/assets/baloo-2-devanagari-core-Cb502SjV.woff2',
   * for the server's own pages; null without a build (only the API is served) or such an asset.
   */
  assetPath(prefix: string): string | null;
}

export interface WebServiceOptions {
  root: string;
  /** The build as loaded at start (null: not built). */
  initial: WebBuild | null;
  /** Told when a changed build on disk replaced the one in memory (for the log). */
  onReload?: (build: WebBuild | null) => void;
  // Seams for tests.
  load?: (root: string) => Promise<WebBuild | null>;
  readStamp?: (root: string) => Promise<string | null>;
  now?: () => number;
}

export function createWebService({
  root,
  initial,
  onReload,
  load = loadWebBuild,
  readStamp = readBuildStamp,
  now = Date.now,
}: WebServiceOptions): WebService {
  let build = initial;
  let loadedAt = now();
  let stampCheckedAt = -Infinity;
  let reloading: Promise<void> | undefined;

  // `npm run build` under a running server replaces every file: serving the old index would 404
  // the new hashed assets and send CSP hashes of scripts that are no longer in the pages.
  const reload = () =>
    (reloading ??= load(root)
      .then((next) => {
        const changed = next?.stamp !== build?.stamp;
        build = next;
        if (changed) onReload?.(next);
      })
      .finally(() => {
        loadedAt = now();
        reloading = undefined;
      }));

  async function stale(answer: WebAnswer): Promise<boolean> {
    if (answer.kind === 'redirect') return false;
    // A known static file: the fast path, no disk access.
    if (answer.kind === 'file' && answer.status === 200 && !answer.scriptHashes) return false;
    // A page: one stat, at most once a second, tells whether the build was replaced.
    if (answer.kind === 'file' && answer.status === 200) {
      if (now() - stampCheckedAt < STAMP_CHECK_INTERVAL_MS) return false;
      stampCheckedAt = now();
      return (await readStamp(root)) !== build?.stamp;
    }
    // A miss: perhaps the build changed, or was only half written when last read.
    return now() - loadedAt >= MISS_RELOAD_INTERVAL_MS;
  }

  return {
    root,
    async answer(url) {
      const first = resolve(build, url);
      if (!(await stale(first))) return first;
      await reload();
      return resolve(build, url);
    },
    assetPath(prefix) {
      for (const file of build?.files ?? []) if (file.startsWith(prefix)) return `/${file}`;
      return null;
    },
  };
}

function resolve(build: WebBuild | null, url: string): WebAnswer {
  if (!build) return { kind: 'unavailable' };
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const search = queryStart === -1 ? '' : url.slice(queryStart);

  const segments = decodeSegments(pathname);
  if (!segments) return page(build, SPA_FALLBACK, 404);

  // /stories/ → /stories. Built from the raw path minus the slashes, so it stays on this site.
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { kind: 'redirect', location: pathname.replace(/\/+$/, '') + search };
  }

  const relative = segments.join('/');
  if (relative === '') return page(build, 'index.html', 200);
  if (build.files.has(relative)) return fileAnswer(build, relative);
  if (build.files.has(`${relative}/index.html`)) return page(build, `${relative}/index.html`, 200);
  if (relative.startsWith('assets/') || relative.startsWith('media/')) return { kind: 'not-found' };
  // Unknown paths still get the app, which shows its not-found page; the status tells crawlers.
  return page(build, SPA_FALLBACK, SPA_ROUTES.some((route) => route.test(`/${relative}`)) ? 200 : 404);
}

/**
 * The decoded path segments, or null when the path could escape the build directory or is not a
 * plain path: '.', '..' (also as %2e%2e), encoded slashes or backslashes, NUL, empty segments
 * ('//'), malformed escapes. Such paths are simply not found.
 */
function decodeSegments(pathname: string): string[] | null {
  if (!pathname.startsWith('/')) return null;
  const raw = pathname.slice(1).replace(/\/+$/, '');
  if (raw === '') return [];
  const segments: string[] = [];
  for (const part of raw.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments;
}

function cacheControlFor(file: string): string {
  if (file.startsWith('assets/')) return CACHE_IMMUTABLE; // content-hashed names
  if (file.startsWith('media/')) return CACHE_MEDIA;
  // Pages, React Router's prerendered loader data and the blog's article documents (read on in-app
  // visits, decision 016) change with every deploy.
  if (file.endsWith('.html') || file.endsWith('.data') || file.endsWith('.json')) return CACHE_REVALIDATE;
  return CACHE_STATIC;
}

function fileAnswer(build: WebBuild, file: string): WebAnswer {
  const scriptHashes = build.scriptHashes.get(file);
  const body = build.bodies?.get(file);
  return {
    kind: 'file',
    file,
    status: 200,
    cacheControl: cacheControlFor(file),
    ...(scriptHashes && { scriptHashes }),
    ...(body && { body }),
  };
}

function page(build: WebBuild, file: string, status: 200 | 404): WebAnswer {
  const body = build.bodies?.get(file);
  return {
    kind: 'file',
    file,
    status,
    cacheControl: CACHE_REVALIDATE,
    scriptHashes: build.scriptHashes.get(file) ?? [],
    ...(body && { body }),
  };
}
