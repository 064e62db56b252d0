/**
 * One render in a process of its own, for the bench's render section: prints one JSON line with the
 * render's record, its wall time and the process's peak resident memory (VmHWM).
 *
 *   node --import tsx scripts/bench/render-worker.ts <film|preview> <story> <english|hindi> <name> <cacheDir> <outDir>
 */
import { readFileSync } from 'node:fs';
import { getStoryboard } from '@shop/content/storyboards/index';
import { DirectoryCache } from '@shop/film/render/cache';
import { renderFilm, renderPreview } from '@shop/film/render/film';
import sharp from 'sharp';
import { repoRoot } from './server';

const [kind = 'film', story = '1', language = 'english', name = 'Aarav', cacheDir = '', outDir = ''] =
  process.argv.slice(2);
const storyboard = getStoryboard(Number(story));
if (!storyboard) throw new Error(`story ${story} has no storyboard`);
// A stand-in portrait: one of the website's illustrated parent avatars, as the cropped JPEG a parent's would be.
const portrait = await sharp(readFileSync(`${repoRoot}/apps/web/public/media/avatars/avatar-03.webp`))
  .resize(512, 512)
  .jpeg({ quality: 90 })
  .toBuffer();
const input = {
  storyboard,
  language: language as 'english' | 'hindi',
  childName: name,
  portrait,
  cache: new DirectoryCache(cacheDir),
  outDir,
};
const started = performance.now();
const result =
  kind === 'preview' ? await renderPreview(input) : await renderFilm({ ...input, profile: 'master' });
const wallSeconds = (performance.now() - started) / 1000;
const status = readFileSync('/proc/self/status', 'utf8');
const peakKb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
// CPU seconds of this process and of the ffmpeg runs it waited for (utime, stime, cutime, cstime in
// /proc/self/stat): unlike the wall time, they hardly change with what else runs on the machine.
const ticks = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
const cpuSeconds = [11, 12, 13, 14].reduce((sum, i) => sum + Number(ticks[i] ?? 0), 0) / 100;
process.stdout.write(
  `${JSON.stringify({ wallSeconds, cpuSeconds, peakMb: peakKb / 1024, record: result.record })}\n`,
);
