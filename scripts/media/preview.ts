/**
 * Dev helper (not part of `npm run media`): render scene frames to PNG for a quick look.
 *   node --import tsx scripts/media/preview.ts story-01 0.25 /tmp/out.png
 *   node --import tsx scripts/media/preview.ts sheet 0 /tmp/sheet.png   (all stories, 3 columns)
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { svgToPng } from '@shop/film/art/raster';
import { storySceneId, storyScenes } from '@shop/film/art/scenes/index';
import { drawFrame } from './frames.ts';

const [id = 'story-01', t = '0', out = '/tmp/preview.png', w = '640', h = '360', from = '1', to = '27'] =
  process.argv.slice(2);
if (id === 'sheet') {
  const tw = 400;
  const th = 225;
  const ids = storyScenes.map((_, i) => storySceneId(i)).slice(Number(from) - 1, Number(to));
  const cols = 3;
  const rows = Math.ceil(ids.length / cols);
  const tiles = await Promise.all(ids.map((sid) => svgToPng(drawFrame(sid, Number(t), tw, th))));
  const img = await sharp({
    create: { width: cols * tw, height: rows * th, channels: 3, background: '#ffffff' },
  })
    .composite(tiles.map((input, i) => ({ input, left: (i % cols) * tw, top: Math.floor(i / cols) * th })))
    .png()
    .toBuffer();
  writeFileSync(out, img);
} else {
  const svg = drawFrame(id, Number(t), Number(w), Number(h));
  writeFileSync(out, await svgToPng(svg));
  process.stdout.write(`${out} ${svg.length} chars\n`);
}
