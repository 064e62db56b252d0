/** Ganesh: modak, the little mouse, lotus, the broken-tusk quill. */
import { skies } from '../palette.ts';
import { type Ctx, el, n, wave } from '../svg.ts';
import {
  birds,
  cloud,
  glow,
  grass,
  mound,
  petals,
  ridge,
  roundTree,
  sky,
  sparkle,
  sun,
  vignette,
  water,
} from '../elements/nature.ts';
import { child } from '../elements/people.ts';
import { lilyPad, lotus } from '../elements/symbols.ts';
import { modak, mouse } from '../elements/creatures.ts';
import { diya, lantern } from '../elements/diya.ts';
import { rangoli, toran } from '../elements/garland.ts';

const kidColors = { skin: '#d49a6a', hair: '#1b1210', kurta: '#e0457b', trim: '#ffd166', pants: '#fff1d6' };

function plateOfModaks(ctx: Ctx, x: number, y: number, s: number): string {
  const brass = ctx.defs.linear([
    [0, '#ffe08a'],
    [1, '#c98a1b'],
  ]);
  return (
    glow(ctx, x, y - 14 * s, 50 * s, '#fff1c2', 0.5) +
    el('ellipse', { cx: x, cy: y, rx: n(40 * s), ry: n(9 * s), fill: brass }) +
    el('ellipse', { cx: x, cy: n(y - 1.5 * s), rx: n(34 * s), ry: n(6 * s), fill: '#f5c14a' }) +
    modak(ctx, x - 18 * s, y - 2 * s, 18 * s) +
    modak(ctx, x + 18 * s, y - 2 * s, 18 * s) +
    modak(ctx, x, y - 4 * s, 22 * s) +
    modak(ctx, x - 9 * s, y - 15 * s, 17 * s) +
    modak(ctx, x + 9 * s, y - 15 * s, 17 * s)
  );
}

/** 1 - Dawn lotus pond: the sun rises like a golden mandala; the mouse guards a plate of modaks. */
export function ganeshLotusDawn(ctx: Ctx): string {
  let s = sky(ctx, skies.ganeshDawn);
  s += glow(ctx, 320, 175, 220, '#fff0c8', 0.6);
  s += rangoli(ctx, 320, 175, 120, ['#ffd8a8', '#ffc98a', '#ffe3b8', '#ffd08a'], 12);
  s += sun(ctx, 320, 175, 38, '#fffbe8', '#ffd27a', '#ffe6b0');
  s += cloud(ctx, 110, 110, 120, '#fff4ea', 0.85, '#ffd9c8');
  s += cloud(ctx, 540, 90, 100, '#fff4ea', 0.8, '#ffd9c8');
  s += birds(ctx, 4, { x: 420, y: 130, w: 110, h: 40 }, '#c0705a');
  s += ridge(ctx, { y: 222, amp: 10, fill: '#f4b3a0', points: 5 });
  s += ridge(ctx, { y: 236, amp: 8, fill: '#e69a8a', points: 7 });
  s += water(ctx, {
    y: 240,
    colors: ['#ffd5c0', '#f3a7b0', '#c9839f'],
    shimmer: '#fff6e8',
    reflectX: 320,
    reflectColor: '#fff3d0',
    lines: 20,
  });
  for (const [x, y, r] of [
    [80, 300, 22],
    [210, 268, 14],
    [440, 280, 18],
    [560, 320, 26],
    [350, 330, 16],
  ] as const)
    s += lilyPad(x, y, r, '#4f9a6a');
  s +=
    lotus(ctx, 214, 268, 13) +
    lotus(ctx, 446, 280, 16, undefined, 1) +
    lotus(ctx, 568, 320, 22) +
    lotus(ctx, 86, 300, 18, undefined, 1);
  // near bank with the mouse and modaks
  s += el('path', { d: 'M-10 318C120 300 240 312 330 340L340 372L-10 372Z', fill: '#7a9a5a' });
  s += el('path', { d: 'M-10 330C110 318 220 326 300 350L300 372L-10 372Z', fill: '#5f8247' });
  s += grass(ctx, 0, 290, 336, '#4a6d38', 14, 10);
  s += plateOfModaks(ctx, 150, 334, 1);
  s += mouse(ctx, 230, 338, 1.15, '#8f8196');
  s += child(ctx, {
    x: 60,
    y: 350,
    s: 0.95,
    pose: 'wave',
    colors: kidColors,
    scarf: '#f5a300',
    hair: 'braid',
  });
  s += petals(ctx, 10, { x: 0, y: -20, w: 640, h: 380 }, ['#f9a8c9', '#ffd166', '#ffffff']);
  s += vignette(ctx, '#7a2a4a', 0.2);
  return s;
}

/** 2 - The scribe's tree: the broken-tusk quill writes on a palm-leaf scroll; the mouse peeks. */
export function ganeshScribe(ctx: Ctx): string {
  const { t } = ctx;
  let s = sky(ctx, skies.ganeshNoon);
  s += sun(ctx, 560, 60, 22, '#fffbe8', '#ffe7a0', '#fff3c4');
  s += cloud(ctx, 120, 80, 130, '#ffffff', 0.9, '#dff1f4');
  s += cloud(ctx, 380, 60, 90, '#ffffff', 0.85, '#dff1f4');
  s += ridge(ctx, { y: 230, amp: 12, fill: '#a8d8b0', points: 5 });
  s += ridge(ctx, { y: 252, amp: 8, fill: '#86c08e', points: 7 });
  s += el('rect', {
    x: -2,
    y: 262,
    width: 644,
    height: 100,
    fill: ctx.defs.linear([
      [0, '#9fcf7a'],
      [1, '#6fa858'],
    ]),
  });
  s += roundTree(ctx, 520, 300, 250, '#4f8a4a', '#a8d890');
  s += grass(ctx, 0, 640, 300, '#5a9a4a', 18, 10);
  // low wooden desk with the scroll
  const desk = ctx.defs.linear([
    [0, '#b8733a'],
    [1, '#7c4a24'],
  ]);
  s += el('rect', { x: 250, y: 268, width: 180, height: 14, rx: 4, fill: desk });
  s +=
    el('rect', { x: 262, y: 280, width: 10, height: 26, fill: '#7c4a24' }) +
    el('rect', { x: 408, y: 280, width: 10, height: 26, fill: '#7c4a24' });
  const scroll = ctx.defs.linear([
    [0, '#fff6d8'],
    [1, '#f2d9a0'],
  ]);
  s += el('rect', { x: 262, y: 252, width: 156, height: 18, rx: 5, fill: scroll });
  s +=
    el('circle', { cx: 300, cy: 261, r: 1.8, fill: '#b8733a' }) +
    el('circle', { cx: 380, cy: 261, r: 1.8, fill: '#b8733a' });
  // lines of writing appear and fade (not text: gentle strokes)
  let lines = '';
  for (let i = 0; i < 5; i++) {
    const len = 14 + ((i * 37) % 11);
    lines += el('rect', {
      x: 306 + i * 16,
      y: 258,
      width: len,
      height: 1.6,
      rx: 0.8,
      fill: '#8a5a2b',
      opacity: n(0.35 + 0.3 * wave(t, 1, i * 0.2)),
    });
  }
  s += lines;
  // the floating tusk quill, writing
  const qx = 386 + 8 * wave(t, 1);
  const qy = 214 + 4 * wave(t, 2);
  s += glow(ctx, qx, qy, 46, '#fff3c4', 0.6);
  s += el('path', {
    d: `M${n(qx - 4)} ${n(qy - 34)}C${n(qx + 10)} ${n(qy - 20)} ${n(qx + 6)} ${n(qy + 10)} ${n(qx - 6)} ${n(qy + 36)}C${n(qx - 4)} ${n(qy + 8)} ${n(qx - 2)} ${n(qy - 16)} ${n(qx - 14)} ${n(qy - 30)}Z`,
    fill: ctx.defs.linear([
      [0, '#fffdf5'],
      [1, '#eadbb8'],
    ]),
  });
  s += el('path', {
    d: `M${n(qx - 14)} ${n(qy - 30)}L${n(qx - 4)} ${n(qy - 34)}`,
    stroke: '#c9a46a',
    'stroke-width': 3,
    'stroke-linecap': 'round',
  });
  for (let i = 0; i < 4; i++)
    s += sparkle(qx - 10 + i * 9, qy + 34 - i * 14 + 4 * wave(t, 1, i * 0.25), 2.5, '#fff7d6', 0.8);
  s += plateOfModaks(ctx, 200, 306, 0.7);
  s += mouse(ctx, 452, 312, 1.1, '#8f8196', true);
  s += child(ctx, { x: 320, y: 352, s: 0.78, pose: 'sit', colors: kidColors, scarf: '#0e8a8a', hair: 'bun' });
  s += petals(ctx, 6, { x: 400, y: 80, w: 220, h: 260 }, ['#fff3f8', '#ffd6e6']);
  s += vignette(ctx, '#2f5a3a', 0.2);
  return s;
}

/** 3 - Festival evening: lanterns, marigold garlands, a big plate of modaks and diyas. */
export function ganeshFestival(ctx: Ctx): string {
  let s = sky(ctx, skies.ganeshEvening);
  s += cloud(ctx, 140, 120, 120, '#f2a08a', 0.6, '#b0608a');
  s += cloud(ctx, 500, 100, 100, '#f2a08a', 0.55, '#b0608a');
  s += sun(ctx, 470, 212, 18, '#fff0c8', '#ffb070', '#ffc080');
  s += ridge(ctx, { y: 220, amp: 10, fill: '#8a4a8a', points: 6 });
  s += ridge(ctx, { y: 240, amp: 6, fill: '#6a3a7a', points: 8 });
  s += mound(320, 250, 420, 372, '#4a2a66');
  s += el('rect', { x: -2, y: 292, width: 644, height: 70, fill: '#3a2158' });
  s += rangoli(ctx, 320, 330, 42, ['#f97316', '#f5a300', '#e0457b', '#ffd166'], 8);
  s += toran(ctx, -10, 650, 14, 6, 26);
  s +=
    lantern(ctx, 80, 80, 1.1, '#f97316', 0) +
    lantern(ctx, 560, 90, 1.2, '#e0457b', 0.4) +
    lantern(ctx, 330, 70, 0.9, '#f5a300', 0.7);
  s += plateOfModaks(ctx, 320, 268, 1.3);
  s +=
    diya(ctx, 200, 300, 1.1, 0.1) +
    diya(ctx, 430, 300, 1.1, 0.5) +
    diya(ctx, 150, 330, 1, 0.8) +
    diya(ctx, 480, 330, 1, 0.3);
  s += mouse(ctx, 392, 282, 1.2, '#a497aa', true);
  s += child(ctx, {
    x: 100,
    y: 352,
    s: 1.05,
    pose: 'hold',
    colors: { ...kidColors, kurta: '#f5a300', trim: '#e0457b' },
    scarf: '#e0457b',
    hair: 'bun',
    book: false,
  });
  s += diya(ctx, 100 - 1, 295, 0.9, 0.4);
  s += petals(ctx, 12, { x: 0, y: -20, w: 640, h: 380 }, ['#f97316', '#ffd166', '#e0457b']);
  s += vignette(ctx, '#1a1446', 0.35);
  return s;
}
