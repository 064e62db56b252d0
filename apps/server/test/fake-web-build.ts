import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A miniature of apps/web/build/client, shaped like React Router's output: prerendered pages with
// inline scripts, the SPA fallback, hashed assets, media. Beside it (outside the build) a secret
// file that path-traversal attempts try to reach.

export const HOME_INLINE_SCRIPT = 'window.__reactRouterContext = {"ssr":false,"page":"home"};';
export const FALLBACK_INLINE_SCRIPT = 'window.__reactRouterContext = {"ssr":false,"isSpaMode":true};';
export const SECRET = 'outside-the-build-dir-secret';
// Big enough (> 1 KB) that the compression threshold applies.
export const ASSET_BODY = `export const stories = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `story-${i}`))};\n`;

export interface FakeWebBuild {
  /** The build directory (WEB_BUILD_DIR). */
  dir: string;
  remove(): Promise<void>;
}

const page = (title: string, inlineScript: string) =>
  `<!DOCTYPE html><html lang="en"><head><title>${title}</title>` +
  `<script type="application/ld+json">{"@type":"WebSite"}</script></head>` +
  `<body><h1>${title}</h1><script>${inlineScript}</script>` +
  `<script type="module" src="/assets/entry.client-AbC123.js"></script></body></html>`;

export async function createFakeWebBuild(): Promise<FakeWebBuild> {
  const base = await mkdtemp(path.join(tmpdir(), 'diya-web-'));
  const dir = path.join(base, 'build', 'client');
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home', HOME_INLINE_SCRIPT),
    'stories/index.html': page('Stories', 'window.page = "stories";'),
    '__spa-fallback.html': page('App', FALLBACK_INLINE_SCRIPT),
    'assets/entry.client-AbC123.js': ASSET_BODY,
    'media/hero-1.mp4': Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256)),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'sitemap.xml': '<?xml version="1.0"?><urlset/>',
  };
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), body);
  }
  await writeFile(path.join(base, 'build', 'secret.txt'), SECRET);
  await writeFile(path.join(base, 'secret.txt'), SECRET);
  return { dir, remove: () => rm(base, { recursive: true, force: true }) };
}
