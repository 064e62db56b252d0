import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// A build step after `react-router build` (root `npm run build`), before the pages are precompressed:
// in every prerendered page, the JavaScript that only hydrates the page is fetched at low priority.
//
// A prerendered page paints from its HTML and inline CSS alone (docs/decisions/015); its scripts
// make it interactive. React Router's <Scripts> emits them as <link rel="modulepreload"> plus one
// module script, which Chrome fetches at High priority, ahead of the hero image and in competition
// with the fonts, so on a slow phone connection the first paint waited for ~110 kB of hydration code
// (Lighthouse counted it as render-blocking: FCP 2.1 s instead of 1.0 s). `fetchpriority="low"`
// lets the HTML, fonts and images go first; the scripts still start at once and run when they
// arrive. React Router's components take no such attribute, hence this step. The SPA fallback
// (guarded pages, which render only with their scripts) keeps the default priority.
//
//   node --import tsx scripts/build/script-priority.ts <web build client dir>

const SPA_FALLBACK = '__spa-fallback.html';
const MODULE_PRELOAD = '<link rel="modulepreload" href=';
const MODULE_SCRIPT = '<script type="module" async="">';

/** The page with its hydration scripts at low priority; throws if React Router's markup changed. */
export function lowPriorityScripts(html: string, file: string): string {
  if (!html.includes(MODULE_PRELOAD) || !html.includes(MODULE_SCRIPT)) {
    throw new Error(
      `${file}: no "${MODULE_PRELOAD}" or "${MODULE_SCRIPT}" (did React Router's <Scripts> markup change?)`,
    );
  }
  return html
    .replaceAll(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low" href=')
    .replace(MODULE_SCRIPT, '<script type="module" async="" fetchpriority="low">');
}

async function main(root: string): Promise<void> {
  const pages = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html') && entry.name !== SPA_FALLBACK)
    .map((entry) => path.join(entry.parentPath, entry.name));
  for (const file of pages) {
    await writeFile(file, lowPriorityScripts(await readFile(file, 'utf8'), path.relative(root, file)));
  }
  console.warn(`hydration scripts at low priority in ${pages.length} prerendered pages of ${root}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = process.argv[2];
  if (!root) {
    console.error('Usage: script-priority.ts <web build client dir>');
    process.exit(2);
  }
  await main(root);
}
