/** Hero loop (desktop 1280x720 and mobile 540x960 portrait), its posters, and the trailer poster. */
import { KB, mediaPath } from './lib/output.ts';
import { svgToPng } from '@shop/film/art/raster';
import { writeWebp } from './lib/raster.ts';
import { renderVideo } from './lib/video.ts';
import { drawFrame } from './frames.ts';

export async function generateHero(): Promise<void> {
  await writeWebp(await svgToPng(drawFrame('hero-1', 0, 1280, 720)), mediaPath('hero/hero-1.webp'), 80 * KB);
  // A phone's first screen is drawn with this poster, so every kilobyte of it comes before the largest
  // paint on a slow connection: 16 KB (quality 76, 15 KB) instead of the 24 KB quality 88 gave. It shows
  // until the clip plays, under the hero's shading; side by side at twice its size only the faint light
  // rays are a touch softer.
  await writeWebp(
    await svgToPng(drawFrame('hero-1-mobile', 0, 540, 960)),
    mediaPath('hero/hero-1-mobile.webp'),
    16 * KB,
  );
  await renderVideo({
    name: 'hero-1',
    width: 1280,
    height: 720,
    seconds: 8,
    frame: (t, w, h) => drawFrame('hero-1', t, w, h),
    outputs: [{ path: mediaPath('hero/hero-1.mp4'), width: 1280, height: 720, maxBytes: 900 * KB, crf: 20 }],
  });
  await renderVideo({
    name: 'hero-1-mobile',
    width: 540,
    height: 960,
    seconds: 8,
    frame: (t, w, h) => drawFrame('hero-1-mobile', t, w, h),
    outputs: [
      { path: mediaPath('hero/hero-1-mobile.mp4'), width: 540, height: 960, maxBytes: 450 * KB, crf: 20 },
    ],
  });
}

export async function generateTrailerPoster(): Promise<void> {
  await writeWebp(
    await svgToPng(drawFrame('trailer-poster', 0, 1280, 720)),
    mediaPath('trailer/trailer-poster.webp'),
    90 * KB,
  );
}
