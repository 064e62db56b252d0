/** Hero loop (desktop 1280x720 and mobile 540x960 portrait), its posters, and the trailer poster. */
import { KB, mediaPath } from './lib/output.ts';
import { svgToPng, writeWebp } from './lib/raster.ts';
import { renderVideo } from './lib/video.ts';
import { drawFrame } from './scenes/index.ts';

export async function generateHero(): Promise<void> {
  await writeWebp(await svgToPng(drawFrame('hero-1', 0, 1280, 720)), mediaPath('hero/hero-1.webp'), 80 * KB);
  await writeWebp(
    await svgToPng(drawFrame('hero-1-mobile', 0, 540, 960)),
    mediaPath('hero/hero-1-mobile.webp'),
    80 * KB,
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
