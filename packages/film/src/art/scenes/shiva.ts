/** Shiva: crescent moon, trishul, the Ganga flowing from the Himalaya, Kailash, Nandi. */
import { skies } from '../palette.ts';
import { type Ctx, el, n, ribbon, smooth } from '../svg.ts';
import {
  cloud,
  glow,
  moon,
  mountains,
  petals,
  ridge,
  sky,
  stars,
  sun,
  vignette,
  water,
} from '../elements/nature.ts';
import { child } from '../elements/people.ts';
import { trishul } from '../elements/sacred.ts';
import { nandi } from '../elements/creatures.ts';
import { diya } from '../elements/diya.ts';

/** The Ganga as a shimmering ribbon along a path; dashes travel one pattern length per loop (seamless). */
function river(ctx: Ctx, pts: [number, number][], widths: number[], color: string, foam: string): string {
  const centre = smooth(pts);
  const offset = -ctx.t * 36;
  return (
    el('path', { d: ribbon(pts, widths), fill: color }) +
    el('path', {
      d: centre,
      fill: 'none',
      stroke: foam,
      'stroke-width': 1.6,
      'stroke-dasharray': '10 8 4 14',
      'stroke-dashoffset': n(offset),
      'stroke-linecap': 'round',
      opacity: 0.8,
    }) +
    el('path', {
      d: centre,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': 0.8,
      'stroke-dasharray': '3 15',
      'stroke-dashoffset': n(offset * 2 + 7),
      'stroke-linecap': 'round',
      opacity: 0.9,
      transform: 'translate(2 1)',
    })
  );
}

/** 1 - Kailash by moonlight: the Ganga pours from the peak into a still lake. */
export function shivaKailash(ctx: Ctx): string {
  let s = sky(ctx, skies.shivaNight);
  s += stars(ctx, 80, { x: 0, y: 0, w: 640, h: 200 });
  s += moon(ctx, 470, 70, 28, 0.42, -35);
  s += mountains(
    ctx,
    [
      { x: 120, top: 150, w: 260 },
      { x: 540, top: 140, w: 280 },
    ],
    260,
    { lit: '#4a63a8', shade: '#34478a', snow: '#e8eeff', snowShade: '#b8c6ee' },
  );
  s += mountains(ctx, [{ x: 320, top: 84, w: 300 }], 262, {
    lit: '#5a74b8',
    shade: '#3d5296',
    snow: '#f4f7ff',
    snowShade: '#c4d0f2',
  });
  s += glow(ctx, 320, 100, 90, '#cfe0ff', 0.35);
  s += river(
    ctx,
    [
      [322, 120],
      [312, 170],
      [336, 210],
      [300, 250],
      [320, 268],
    ],
    [3, 6, 9, 14, 20],
    '#9fc4f0',
    '#ffffff',
  );
  s += water(ctx, {
    y: 262,
    colors: ['#5a78c0', '#34508f', '#1a2a66'],
    shimmer: '#dfe9ff',
    reflectX: 470,
    reflectColor: '#fff6d6',
    lines: 20,
  });
  s += el('path', { d: 'M-10 330C90 310 190 316 250 336L260 372L-10 372Z', fill: '#16214f' });
  s += child(ctx, {
    x: 150,
    y: 330,
    s: 0.62,
    pose: 'stand',
    fill: '#0b1238',
    rim: '#cfe0ff',
    scarf: '#f5a300',
  });
  s += diya(ctx, 196, 328, 0.8, 0.2);
  s += vignette(ctx, '#060b26', 0.4);
  return s;
}

/** 2 - The trishul at dawn: planted in pink snow, a little damaru and saffron cloth in the breeze. */
export function shivaTrishul(ctx: Ctx): string {
  let s = sky(ctx, skies.shivaDawn);
  s += sun(ctx, 500, 200, 26, '#fffbe8', '#ffd0b0', '#ffe0c8');
  s += cloud(ctx, 140, 90, 120, '#fff0f4', 0.8, '#e4c6de');
  s += cloud(ctx, 420, 70, 90, '#fff0f4', 0.7, '#e4c6de');
  s += mountains(
    ctx,
    [
      { x: 100, top: 120, w: 280 },
      { x: 330, top: 96, w: 300 },
      { x: 560, top: 130, w: 280 },
    ],
    270,
    { lit: '#c6a4d0', shade: '#9a80b8', snow: '#fff6f6', snowShade: '#eed6e4' },
  );
  s += ridge(ctx, { y: 266, amp: 8, fill: '#fde8ee', points: 6 });
  s += el('path', {
    d: 'M-10 300C120 286 260 290 380 300C480 308 580 300 650 296L650 372L-10 372Z',
    fill: ctx.defs.linear([
      [0, '#ffffff'],
      [1, '#f2dcea'],
    ]),
  });
  s += glow(ctx, 400, 190, 110, '#fff3e0', 0.6);
  s += trishul(ctx, 400, 310, 200, 0);
  s += el('ellipse', { cx: 400, cy: 311, rx: 26, ry: 5, fill: '#d8c0d8' });
  s += child(ctx, {
    x: 220,
    y: 330,
    s: 0.85,
    pose: 'wave',
    colors: { skin: '#e5b083', hair: '#2a1a14', kurta: '#0e8a8a', trim: '#ffd166', pants: '#fff1d6' },
    scarf: '#f97316',
    hair: 'braid',
  });
  s += petals(ctx, 18, { x: 0, y: -10, w: 640, h: 370 }, ['#ffffff', '#f6eaff'], 0.7);
  s += vignette(ctx, '#5a4a8a', 0.2);
  return s;
}

/** 3 - Twilight with Nandi: the patient bull rests by the lake under the crescent moon. */
export function shivaNandi(ctx: Ctx): string {
  let s = sky(ctx, skies.shivaTwilight);
  s += stars(ctx, 50, { x: 0, y: 0, w: 640, h: 170 });
  s += moon(ctx, 140, 76, 32, 0.4, -20);
  s += mountains(
    ctx,
    [
      { x: 420, top: 110, w: 300 },
      { x: 600, top: 150, w: 220 },
    ],
    250,
    { lit: '#6a62b0', shade: '#4e4696', snow: '#eeeaff', snowShade: '#c8c0ee' },
  );
  s += ridge(ctx, { y: 244, amp: 8, fill: '#3a3590', points: 6 });
  s += water(ctx, {
    y: 250,
    colors: ['#8a7cc8', '#4a4196', '#231d5e'],
    shimmer: '#e8e0ff',
    reflectX: 140,
    reflectColor: '#fff6d6',
    lines: 18,
  });
  s += el('path', {
    d: 'M-10 312C120 296 300 296 420 306C520 314 600 304 650 300L650 372L-10 372Z',
    fill: '#1b1650',
  });
  s += glow(ctx, 380, 290, 80, '#c2b0e6', 0.35);
  s += nandi(380, 312, 1.1, '#0f0c36', '#ffd166');
  s += trishul(ctx, 520, 312, 110, 0, '#c2b0e6');
  s += child(ctx, { x: 250, y: 320, s: 0.6, pose: 'sit', fill: '#0f0c36', rim: '#c2b0e6', scarf: '#f97316' });
  s += diya(ctx, 300, 316, 0.8, 0.6);
  s += vignette(ctx, '#0b0a2a', 0.4);
  return s;
}
