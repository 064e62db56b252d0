/** Story posters (WebP) and looping previews (MP4 + -mobile MP4) for story-01 .. story-27. */
import { KB, log, mediaPath } from './lib/output.ts';
import { svgToPng } from '@shop/film/art/raster';
import { writeWebp } from './lib/raster.ts';
import { renderVideo } from './lib/video.ts';
import { storySceneId, storyScenes } from '@shop/film/art/scenes/index';
import { drawFrame } from './frames.ts';

export const storyIds = storyScenes.map((_, i) => storySceneId(i));

/** The poster at 480x270 for small frames (the landing's About collage on a phone), drawn, not scaled. */
async function writeStillSmall(id: string): Promise<void> {
  await writeWebp(await svgToPng(drawFrame(id, 0, 480, 270)), mediaPath(`stories/${id}-small.webp`), 7 * KB);
}

export async function generateStories(filter?: (id: string) => boolean): Promise<void> {
  for (const id of storyIds) {
    if (filter && !filter(id)) continue;
    const started = Date.now();
    await writeWebp(await svgToPng(drawFrame(id, 0, 640, 360)), mediaPath(`stories/${id}.webp`), 35 * KB);
    await writeStillSmall(id);
    await renderVideo({
      name: id,
      width: 640,
      height: 360,
      seconds: 4,
      frame: (t, w, h) => drawFrame(id, t, w, h),
      outputs: [
        { path: mediaPath(`stories/${id}.mp4`), width: 640, height: 360, maxBytes: 160 * KB, crf: 21 },
        { path: mediaPath(`stories/${id}-mobile.mp4`), width: 384, height: 216, maxBytes: 70 * KB, crf: 23 },
      ],
    });
    log(`  ${id} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  }
}
