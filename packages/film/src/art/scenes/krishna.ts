/** Krishna: flute, peacock feather, butter pots, the Yamuna at dusk. */
import { skies } from '../palette.ts';
import { type Ctx, el, g, wave } from '../svg.ts';
import {
  birds,
  cloud,
  fireflies,
  glow,
  grass,
  moon,
  mound,
  ridge,
  roundTree,
  sky,
  sparkle,
  stars,
  sun,
  vignette,
  water,
} from '../elements/nature.ts';
import { child } from '../elements/people.ts';
import { butterPot, flute, lilyPad, lotus, peacockFeather } from '../elements/symbols.ts';
import { diya } from '../elements/diya.ts';
import { house } from '../elements/buildings.ts';

/** 1 - The Yamuna at dusk: a glowing flute floats over the river while the child watches from the bank. */
export function krishnaYamuna(ctx: Ctx): string {
  const { t } = ctx;
  let s = sky(ctx, skies.krishnaDusk);
  s += stars(ctx, 26, { x: 0, y: 0, w: 640, h: 110 });
  s += sun(ctx, 470, 238, 20, '#fff2cf', '#ffb37a', '#ffb6a0');
  s += cloud(ctx, 130, 92, 110, '#f4b4c8', 0.75, '#c98bb8');
  s += cloud(ctx, 520, 70, 90, '#f7c3cf', 0.7, '#d49ac0');
  s += cloud(ctx, 330, 130, 70, '#f8cdd2', 0.55);
  s += birds(ctx, 4, { x: 380, y: 120, w: 120, h: 40 }, '#4b3a7a', 0.9);
  s += ridge(ctx, { y: 236, amp: 12, fill: '#9a7cc4', points: 5 });
  s += ridge(ctx, { y: 250, amp: 6, fill: '#6e58a6', points: 8 });
  for (const [x, h] of [
    [420, 34],
    [452, 26],
    [560, 40],
    [600, 30],
    [250, 28],
  ] as const)
    s += roundTree(ctx, x, 256, h, '#55448f');
  s += water(ctx, {
    y: 256,
    colors: ['#b58ac8', '#6e58a6', '#3a2f86'],
    shimmer: '#ffe3d0',
    reflectX: 470,
    reflectColor: '#ffe2b8',
    lines: 22,
  });
  s += lilyPad(400, 300, 16, '#2d6a6a') + lilyPad(530, 318, 20, '#2d6a6a') + lilyPad(280, 284, 12, '#2d6a6a');
  s += lotus(ctx, 405, 300, 14) + lotus(ctx, 536, 318, 17, undefined, 1);
  // floating flute and feather
  const bob = 5 * wave(t, 1);
  s += glow(ctx, 330, 160 + bob, 90, '#ffe9b0', 0.55);
  for (let i = 0; i < 7; i++) {
    const k = (i + 1) / 8;
    s += sparkle(
      330 - 110 * k,
      160 + bob + 30 * k * k - 8 * wave(t, 1, k),
      3.5 * (1 - k) + 1,
      '#fff7d6',
      0.5 + 0.5 * wave(t, 2, k),
    );
  }
  s += flute(ctx, 330, 160 + bob, 120, -14);
  s += peacockFeather(ctx, 376, 150 + bob, 58, 24);
  // near bank
  s += el('path', { d: 'M-10 300C80 288 170 292 260 318C300 330 320 350 330 370L-10 370Z', fill: '#2b2170' });
  s += el('path', { d: 'M-10 316C70 306 150 310 230 330C260 338 280 352 290 370L-10 370Z', fill: '#1a1446' });
  s += roundTree(ctx, 70, 312, 150, '#1a1446', '#3b2f7a');
  s += grass(ctx, 120, 280, 322, '#1a1446', 12, 9);
  s += child(ctx, {
    x: 210,
    y: 322,
    s: 0.52,
    pose: 'sit',
    fill: '#1a1446',
    rim: '#ffb6a0',
    scarf: '#f5a300',
    hair: 'bun',
  });
  s += fireflies(ctx, 10, { x: 20, y: 190, w: 260, h: 110 });
  s += vignette(ctx, '#1a1446', 0.35);
  return s;
}

/** 2 - The butter pots: hanging matkis in a lamp-lit courtyard, the child reaching up. */
export function krishnaButter(ctx: Ctx): string {
  let s = sky(ctx, skies.krishnaGolden);
  s += sun(ctx, 520, 90, 26, '#fff7dc', '#ffd08a', '#ffd9a0');
  s += cloud(ctx, 160, 70, 120, '#fff1dd', 0.8, '#ffd7b0');
  s += cloud(ctx, 420, 50, 80, '#fff1dd', 0.65, '#ffd7b0');
  s += birds(ctx, 3, { x: 250, y: 60, w: 120, h: 30 }, '#b0643a', 0.9);
  // village: far houses
  s += ridge(ctx, { y: 236, amp: 8, fill: '#f3b98a', points: 5 });
  s +=
    house(430, 250, 70, '#e49a6a', '#c8744a') +
    house(520, 246, 80, '#d98c5c', '#b8653e') +
    house(360, 256, 50, '#eaa878', '#cf8052');
  s += roundTree(ctx, 600, 256, 70, '#c8744a', '#f0b080');
  // courtyard wall & ground
  s += el('rect', {
    x: -2,
    y: 250,
    width: 644,
    height: 112,
    fill: ctx.defs.linear([
      [0, '#f7c98e'],
      [1, '#e8a566'],
    ]),
  });
  s += el('path', { d: 'M-2 250H642V262H-2Z', fill: '#d98c5c' });
  // wooden beam with pots hanging
  s += el('rect', { x: 60, y: 28, width: 420, height: 12, rx: 6, fill: '#7c4a24' });
  s += el('rect', { x: 60, y: 28, width: 420, height: 4, rx: 2, fill: '#a86a3a' });
  const sw = (ph: number) => 3 * wave(ctx.t, 1, ph);
  s += g(
    { transform: `rotate(${sw(0)} 150 40)` },
    el('line', { x1: 150, y1: 40, x2: 150, y2: 110, stroke: '#8a5a2b', 'stroke-width': 2 }) +
      butterPot(ctx, 150, 170, 30, { rope: 58 }),
  );
  s += g(
    { transform: `rotate(${sw(0.33)} 290 40)` },
    el('line', { x1: 290, y1: 40, x2: 290, y2: 78, stroke: '#8a5a2b', 'stroke-width': 2 }) +
      butterPot(ctx, 290, 140, 34, { rope: 60 }),
  );
  s += g(
    { transform: `rotate(${sw(0.66)} 410 40)` },
    el('line', { x1: 410, y1: 40, x2: 410, y2: 118, stroke: '#8a5a2b', 'stroke-width': 2 }) +
      butterPot(ctx, 410, 180, 26, { rope: 56 }),
  );
  // marigold garland along the beam
  for (let i = 0; i < 14; i++) {
    const x = 70 + i * 30;
    const y = 44 + 8 * Math.sin(((i % 2) * Math.PI) / 2);
    s += el('circle', { cx: x, cy: y, r: 5, fill: i % 2 ? '#f97316' : '#f5a300' });
  }
  s += peacockFeather(ctx, 560, 330, 110, 14);
  s += diya(ctx, 500, 318, 1.2, 0.2) + diya(ctx, 90, 330, 1.1, 0.6);
  s += child(ctx, {
    x: 270,
    y: 340,
    s: 1.25,
    pose: 'reach',
    colors: { skin: '#c08457', hair: '#1b1210', kurta: '#f5a300', trim: '#e0457b', pants: '#fff1d6' },
    scarf: '#0e8a8a',
    hair: 'bun',
  });
  s += vignette(ctx, '#7c2d12', 0.25);
  return s;
}

/** 3 - Moonlit Vrindavan: a peacock-feather night with the flute's music as glowing notes of light. */
export function krishnaMoonlight(ctx: Ctx): string {
  const { t } = ctx;
  let s = sky(ctx, skies.krishnaMoon);
  s += stars(ctx, 70, { x: 0, y: 0, w: 640, h: 200 });
  s += moon(ctx, 120, 80, 30, 0);
  s += cloud(ctx, 260, 110, 100, '#5d78b8', 0.55, '#3a4f8f');
  s += cloud(ctx, 560, 80, 120, '#5d78b8', 0.5, '#3a4f8f');
  s += ridge(ctx, { y: 230, amp: 14, fill: '#2f438a', points: 5 });
  s += ridge(ctx, { y: 262, amp: 10, fill: '#23306e', points: 7 });
  s += water(ctx, {
    y: 282,
    colors: ['#3f5fa8', '#23307a', '#141a4a'],
    shimmer: '#cfe0ff',
    reflectX: 120,
    reflectColor: '#fff6d6',
    lines: 16,
  });
  s += mound(470, 250, 230, 372, '#141a4a');
  s += roundTree(ctx, 540, 268, 140, '#0d1238', '#2a3a80');
  // a glowing path of music: peacock feathers drifting like notes
  for (let i = 0; i < 3; i++) {
    const ph = i / 3;
    s += peacockFeather(ctx, 230 + i * 90, 210 - i * 26 + 6 * wave(t, 1, ph), 46 - i * 6, -30 + i * 28);
  }
  s += glow(ctx, 430, 250, 70, '#ffe9b0', 0.4);
  s += child(ctx, {
    x: 430,
    y: 262,
    s: 0.62,
    pose: 'wave',
    fill: '#0d1238',
    rim: '#cfe0ff',
    scarf: '#f5a300',
    hair: 'bun',
  });
  s += fireflies(ctx, 14, { x: 300, y: 150, w: 320, h: 120 }, '#bff7ff');
  s += vignette(ctx, '#0d1238', 0.4);
  return s;
}
