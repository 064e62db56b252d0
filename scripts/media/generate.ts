/**
 * Diya Tales media generator: draws every image, loop and sound the storefront ships, as original
 * SVG art rasterised with sharp and encoded with ffmpeg. Deterministic (seeded), so reruns give
 * the same files.
 *
 *   npm run media                      # everything
 *   npm run media -- --only=stories    # one or more groups: brand,og,avatars,testimonials,
 *                                      #   reference,blog,trailer,audio,hero,stories
 *   npm run media -- --only=stories --stories=story-01,story-02
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { generateAudio } from './audio-loop.ts';
import { generateHero, generateTrailerPoster } from './hero.ts';
import { log, mediaRoot, publicRoot, written } from './lib/output.ts';
import { generateStories } from './stories.ts';
import { generateAvatars } from './stills/avatars.ts';
import { generateBlog } from './stills/blog.ts';
import { generateBrand } from './stills/brand.ts';
import { generateOg } from './stills/og.ts';
import { generateReference } from './stills/reference.ts';
import { generateTestimonials } from './stills/testimonials.ts';

const args = new Map(
  process.argv.slice(2).map((a) => {
    const [k, v = ''] = a.replace(/^--/, '').split('=');
    return [k ?? '', v] as const;
  }),
);
const only = args.get('only')?.split(',').filter(Boolean);
const storyFilter = args.get('stories')?.split(',').filter(Boolean);

const groups: [string, () => Promise<void> | void][] = [
  ['brand', generateBrand],
  ['og', generateOg],
  ['avatars', generateAvatars],
  ['testimonials', generateTestimonials],
  ['reference', generateReference],
  ['blog', generateBlog],
  ['trailer', generateTrailerPoster],
  ['audio', generateAudio],
  ['hero', generateHero],
  ['stories', () => generateStories(storyFilter ? (id) => storyFilter.includes(id) : undefined)],
];

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const started = Date.now();
for (const [name, run] of groups) {
  if (only && !only.includes(name)) continue;
  const t0 = Date.now();
  log(`• ${name}`);
  await run();
  log(`  done in ${((Date.now() - t0) / 1000).toFixed(1)}s`);
}

// Summary: what this run wrote, then the whole media folder against the 15 MB budget.
const byFolder = new Map<string, { files: number; bytes: number; max: number }>();
for (const w of written) {
  const folder = w.path.split('/').slice(0, -1).join('/') || '.';
  const e = byFolder.get(folder) ?? { files: 0, bytes: 0, max: 0 };
  e.files++;
  e.bytes += w.bytes;
  e.max = Math.max(e.max, w.bytes / w.limit);
  byFolder.set(folder, e);
}
log('\nWritten this run:');
for (const [folder, e] of [...byFolder].sort()) {
  log(
    `  ${folder.padEnd(22)} ${String(e.files).padStart(3)} files  ${kb(e.bytes).padStart(10)}  (largest at ${(e.max * 100).toFixed(0)}% of its budget)`,
  );
}
const all = [...walk(mediaRoot), join(publicRoot, 'favicon.svg')];
const total = all.reduce((sum, f) => sum + statSync(f).size, 0);
log(
  `\nMedia total: ${all.length} files, ${(total / 1024 / 1024).toFixed(2)} MB (budget 15 MB) in ${relative(process.cwd(), mediaRoot)} + favicon.svg`,
);
log(`Run time: ${((Date.now() - started) / 1000).toFixed(1)}s`);
if (total > 15 * 1024 * 1024) {
  console.error('Media budget exceeded');
  process.exitCode = 1;
}
