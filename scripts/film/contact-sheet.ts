/**
 * A storyboard at a glance: every shot drawn at its start, middle and end (the portrait shown as a
 * gold ring where it will stand), so a writer can check a storyboard before rendering it.
 *
 *   node --import tsx scripts/film/contact-sheet.ts 1 /tmp/story-01.png     # story id
 *   node --import tsx scripts/film/contact-sheet.ts test /tmp/test.png      # the test storyboard
 */
import { writeFileSync } from 'node:fs';
import { getStoryboard } from '@shop/content/storyboards/index';
import type { Storyboard } from '@shop/content/storyboards/schema';
import { TEST_STORYBOARD } from '@shop/content/storyboards/test-storyboard';
import { svgToPng } from '@shop/film/art/raster';
import { drawSceneFrame, portraitAt, type SceneSpec } from '@shop/film/shots/frame';
import sharp from 'sharp';

const [which = '1', out = '/tmp/contact-sheet.png', widthArg = '400'] = process.argv.slice(2);
const board: Storyboard | undefined = which === 'test' ? TEST_STORYBOARD : getStoryboard(Number(which));
if (!board) throw new Error(`no storyboard for ${which}`);
const W = Number(widthArg);
const H = Math.round((W * 9) / 16);

type Row = {
  name: string;
  spec: SceneSpec;
  seconds: number;
  portrait?: Storyboard['shots'][number]['portrait'];
};
const rows: Row[] = [
  { name: 'title', spec: board.title, seconds: board.title.seconds },
  ...board.shots.map((shot) => ({
    name: shot.id,
    spec: shot,
    seconds: shot.seconds,
    portrait: shot.portrait,
  })),
  { name: 'credits', spec: board.credits, seconds: board.credits.seconds },
];

const tiles = await Promise.all(
  rows.flatMap((row) =>
    [0.05, 0.5, 0.95].map(async (k) => {
      const time = row.seconds * k;
      let svg = drawSceneFrame(row.spec, row.name, time, row.seconds, W, H);
      if (row.portrait && time >= row.portrait.start) {
        const at = portraitAt(row.portrait, row.spec, time, row.seconds);
        svg = svg.replace(
          '</svg>',
          `<circle cx="${at.x}" cy="${at.y}" r="${at.size / 2}" fill="#fff1d6" stroke="#f5a300" stroke-width="4"/></svg>`,
        );
      }
      return svgToPng(svg);
    }),
  ),
);
const sheet = await sharp({
  create: { width: W * 3, height: H * rows.length, channels: 3, background: '#ffffff' },
})
  .composite(tiles.map((input, i) => ({ input, left: (i % 3) * W, top: Math.floor(i / 3) * H })))
  .png()
  .toBuffer();
writeFileSync(out, sheet);
process.stdout.write(`${out}: ${rows.map((row) => row.name).join(', ')}\n`);
