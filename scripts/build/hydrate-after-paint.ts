import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { START_AFTER_PAINT_IMAGES } from '../../apps/web/app/lib/after-first-paint';

// A build step after `react-router build` (root `npm run build`), before the pages are precompressed:
// every prerendered page paints first and fetches the JavaScript that hydrates it only then.
//
// A prerendered page paints from its HTML and inline CSS alone (docs/decisions/015); its scripts only
// make it interactive. React Router's <Scripts> emits them as <link rel="modulepreload"> tags plus one
// inline module script whose static imports the browser fetches the moment it parses them, in
// competition with the HTML, the fonts and the hero image. On a slow phone connection that delayed the
// first paint (FCP 2.1 s instead of 1.0 s; decision 039 then lowered their priority), and Lighthouse's
// model of such a connection still counted the ~110 kB of hydration code as coming before the largest
// paint (LCP 3.0 s against an observed 0.2 s). Here the preload tags go, and the inline module moves,
// word for word, into a file of its own (assets/hydrate-<hash>.js, shared by the pages that load the
// same routes) that the page imports once its first contentful paint is on screen (a hidden tab,
// which paints nothing, at once). The module itself is unchanged, so React Router's order holds: its
// imports are evaluated together, then it names the route modules, then it starts the app. React Router's
// components take no such option, hence this step. The SPA fallback (guarded pages, which render
// only with their scripts) is left as it is.
//
//   node --import tsx scripts/build/hydrate-after-paint.ts <web build client dir>

const SPA_FALLBACK = '__spa-fallback.html';
const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchpriority="low")? href="[^"]+"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

// When the page imports its hydration module. Not at the first animation frame: a frame is painted
// but shown later (an image decoded, a slow GPU), and on the blog post and /hi the scripts were
// fetched 50-70 ms before the first contentful paint was shown, so Lighthouse counted all 110 kB
// before it (FCP 1.5-1.6 s against 1.0 s on /). The browser's own first-contentful-paint entry says
// the page is on screen. Where paint timing is missing, the first frame has to do; a tab that is or
// goes hidden paints nothing, so it starts at once; and whatever happens, the page is interactive
// within 5 s. Importing twice is harmless (one module, evaluated once). Decision 062. The same moment
// starts the images the page marked to wait for it (AfterPaintImage, decision 066).
const START_AFTER_FIRST_PAINT = `const start = () => {
${START_AFTER_PAINT_IMAGES}
setTimeout(hydrate, 0);
};
if (document.visibilityState !== 'visible') start();
else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((paints, observer) => {
    if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 5000);
} else requestAnimationFrame(start);`;

export interface DeferredHydration {
  html: string;
  /** The page's hydration module, to be written at `/${file}` of the build. */
  module: { file: string; source: string };
}

/** The page importing its hydration module after its first paint; throws if React Router's markup changed. */
export function hydrateAfterFirstPaint(html: string, page: string): DeferredHydration {
  const script = MODULE_SCRIPT.exec(html);
  if (!script || !html.match(MODULE_PRELOAD)) {
    throw new Error(
      `${page}: no module preload or module script (did React Router's <Scripts> markup change?)`,
    );
  }
  const source = script[1] ?? '';
  const file = `assets/hydrate-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
  const deferred = `<script type="module">const hydrate = () => import(${JSON.stringify(`/${file}`)});\n${START_AFTER_FIRST_PAINT}</script>`;
  return { html: html.replace(MODULE_PRELOAD, '').replace(script[0], deferred), module: { file, source } };
}

async function main(root: string): Promise<void> {
  const pages = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== SPA_FALLBACK)
    .map((entry) => path.join(entry.parentPath, entry.name));
  const modules = new Map<string, string>();
  for (const file of pages) {
    const { html, module } = hydrateAfterFirstPaint(await readFile(file, 'utf8'), path.relative(root, file));
    await writeFile(file, html);
    modules.set(module.file, module.source);
  }
  for (const [file, source] of modules) await writeFile(path.join(root, file), source);
  console.warn(
    `hydration after the first paint in ${pages.length} prerendered pages of ${root} (${modules.size} modules)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2];
  if (!root) {
    console.error('Usage: hydrate-after-paint.ts <web build client dir>');
    process.exit(2);
  }
  await main(root);
}
