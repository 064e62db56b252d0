/**
 * reference/reference-1..5.webp (600 x 750): illustrated examples of good child photos for the
 * upload guidelines - 1 facing the camera, 2 bright even light, 3 no sunglasses or hats,
 * 4 one child only, 5 close-up head and shoulders. Each carries a small green tick badge.
 */
import { Defs, el, g, svgDoc } from '@shop/film/art/svg';
import { KB, mediaPath } from '../lib/output.ts';
import { svgToPng } from '@shop/film/art/raster';
import { writeWebp } from '../lib/raster.ts';
import { bust, type Person } from '@shop/film/art/elements/faces';
import { glow } from '@shop/film/art/elements/nature';
import { createRng } from '@shop/film/art/prng';

const kids: Person[] = [
  {
    skin: '#d49a6a',
    hair: '#1b1210',
    style: 'short',
    outfit: 'tee',
    cloth: '#f5a300',
    accent: '#ffffff',
    child: true,
  },
  {
    skin: '#e5b083',
    hair: '#2a1a14',
    style: 'braid',
    outfit: 'kurta',
    cloth: '#e0457b',
    accent: '#ffd166',
    child: true,
  },
  {
    skin: '#a86d45',
    hair: '#1b1210',
    style: 'curly',
    outfit: 'tee',
    cloth: '#0e8a8a',
    accent: '#ffffff',
    child: true,
  },
  {
    skin: '#c08457',
    hair: '#1b1210',
    style: 'bun',
    outfit: 'kurta',
    cloth: '#3b6fd6',
    accent: '#ffd166',
    child: true,
  },
  {
    skin: '#f3c9a0',
    hair: '#3b2418',
    style: 'bob',
    outfit: 'sweater',
    cloth: '#7a3f8f',
    accent: '#ffffff',
    child: true,
  },
];

const tick = (x: number, y: number) =>
  g(
    {},
    el('circle', { cx: x, cy: y + 3, r: 40, fill: '#000000', opacity: 0.12 }) +
      el('circle', { cx: x, cy: y, r: 40, fill: '#22a55a', stroke: '#ffffff', 'stroke-width': 6 }) +
      el('path', {
        d: `M${x - 18} ${y + 1}L${x - 5} ${y + 14}L${x + 19} ${y - 12}`,
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 9,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
  );

/** Camera-style corner brackets. */
const brackets = (x0: number, y0: number, x1: number, y1: number, c = '#ffffff') => {
  const L = 36;
  const d = `M${x0} ${y0 + L}V${y0}H${x0 + L}M${x1 - L} ${y0}H${x1}V${y0 + L}M${x1} ${y1 - L}V${y1}H${x1 - L}M${x0 + L} ${y1}H${x0}V${y1 - L}`;
  return el('path', {
    d,
    fill: 'none',
    stroke: c,
    'stroke-width': 6,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    opacity: 0.9,
  });
};

export function referenceSvg(i: number): string {
  const defs = new Defs();
  const ctx = { defs, t: 0, rng: createRng(`reference-${i}`) };
  const kid = kids[i - 1] ?? kids[0];
  if (!kid) throw new Error('no kid');
  let s = '';
  const bgs: [string, string][] = [
    ['#fff8ec', '#ffe2b8'],
    ['#fffbe8', '#ffe9a8'],
    ['#eef8f4', '#c8eadc'],
    ['#f4f0ff', '#d8ccf4'],
    ['#fff0f4', '#ffd0dc'],
  ];
  const [b0, b1] = bgs[i - 1] ?? ['#fff8ec', '#ffe2b8'];
  s += el('rect', {
    x: 0,
    y: 0,
    width: 600,
    height: 750,
    fill: defs.radial(
      [
        [0, b0],
        [1, b1],
      ],
      0.5,
      0.4,
      0.8,
    ),
  });
  let scale = 3.3;
  let cy = 330;
  if (i === 2) {
    // bright, even daylight from a big window
    s += el('rect', { x: 40, y: 40, width: 520, height: 400, rx: 30, fill: '#ffffff', opacity: 0.55 });
    s += glow(ctx, 300, 300, 360, '#ffffff', 0.7);
    s += glow(ctx, 520, 90, 110, '#ffe27a', 0.8) + el('circle', { cx: 520, cy: 90, r: 34, fill: '#ffd166' });
  }
  if (i === 3) {
    // a plain wall and a small plant: nothing on the face or head
    s += el('rect', { x: 0, y: 560, width: 600, height: 190, fill: '#bfe4d2' });
    s += el('path', {
      d: 'M520 560C500 500 510 470 530 450C532 490 546 510 520 560ZM520 560C548 510 566 500 576 480C572 520 556 540 520 560Z',
      fill: '#2f7d4f',
    });
  }
  if (i === 4) {
    // one child, plenty of space around
    s += el('circle', { cx: 300, cy: 330, r: 250, fill: '#ffffff', opacity: 0.45 });
    scale = 3.0;
    cy = 340;
  }
  if (i === 5) {
    scale = 4.4;
    cy = 320;
  }
  s += bust(kid, 300, cy, scale);
  if (i === 1) s += brackets(60, 60, 540, 690);
  if (i === 5) s += brackets(40, 40, 560, 710, '#e0457b');
  s += tick(520, 670);
  return svgDoc(600, 750, 600, 750, defs, s);
}

export async function generateReference(): Promise<void> {
  for (let i = 1; i <= 5; i++) {
    await writeWebp(await svgToPng(referenceSvg(i)), mediaPath(`reference/reference-${i}.webp`), 45 * KB);
  }
}
