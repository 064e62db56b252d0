/** Hanuman: flying over the ocean, the herb mountain in hand, sunrise, the mace. */
import { skies } from '../palette.ts';
import { type Ctx, el, wave } from '../svg.ts';
import {
  birds,
  cloud,
  glow,
  mountains,
  palm,
  ridge,
  sky,
  sparkle,
  stars,
  sun,
  vignette,
  water,
} from '../elements/nature.ts';
import { child } from '../elements/people.ts';
import { floatingMountain, flyingHero } from '../elements/creatures.ts';
import { gada } from '../elements/sacred.ts';

function trail(ctx: Ctx, x: number, y: number, len: number, color: string): string {
  let out = '';
  for (let i = 0; i < 9; i++) {
    const k = (i + 1) / 10;
    out += sparkle(
      x - len * k,
      y + len * 0.18 * k + 5 * wave(ctx.t, 1, k),
      4 * (1 - k) + 1,
      color,
      0.9 - k * 0.6,
    );
  }
  return out;
}

/** 1 - Sunrise leap: the hero flies over the ocean carrying the mountain; the child points from the shore. */
export function hanumanSunrise(ctx: Ctx): string {
  const { t } = ctx;
  let s = sky(ctx, skies.hanumanSunrise);
  s += stars(ctx, 16, { x: 0, y: 0, w: 640, h: 70 });
  s += sun(ctx, 420, 236, 46, '#fff4d0', '#ffb056', '#ffc27a');
  s += cloud(ctx, 120, 120, 140, '#ffb3a0', 0.7, '#c8608a');
  s += cloud(ctx, 560, 150, 110, '#ffc0a0', 0.65, '#d07a8a');
  s += water(ctx, {
    y: 240,
    colors: ['#ffb27a', '#c8608a', '#3a2f86'],
    shimmer: '#fff0d0',
    reflectX: 420,
    reflectColor: '#fff0c0',
    lines: 24,
  });
  const fx = 300 + 10 * wave(t, 1);
  const fy = 128 + 8 * wave(t, 1, 0.25);
  s += trail(ctx, fx - 40, fy + 6, 160, '#fff3c4');
  s += glow(ctx, fx + 20, fy - 40, 70, '#e9ffd0', 0.5);
  s += flyingHero(ctx, fx, fy, 1.05, '#3a1a4a', '#f97316');
  s += birds(ctx, 5, { x: 460, y: 90, w: 140, h: 50 }, '#5a2a5a');
  // rocky shore with palms
  s += el('path', { d: 'M-10 290C40 270 110 268 170 286C200 296 220 320 226 372L-10 372Z', fill: '#2b1d4a' });
  s += palm(ctx, 40, 288, 120, '#2b1d4a', 1) + palm(ctx, 96, 284, 90, '#2b1d4a', 1.4);
  s += child(ctx, {
    x: 150,
    y: 292,
    s: 0.62,
    pose: 'point',
    fill: '#1a1030',
    rim: '#ffb37a',
    scarf: '#f5a300',
  });
  s += vignette(ctx, '#1a1446', 0.3);
  return s;
}

/** 2 - Herb mountain morning: the glowing mountain floats above the peaks; the mace rests on a rock. */
export function hanumanMountain(ctx: Ctx): string {
  const { t } = ctx;
  let s = sky(ctx, skies.hanumanMorning);
  s += sun(ctx, 110, 90, 30, '#fffbe8', '#ffd27a', '#ffe2a0');
  s += cloud(ctx, 300, 70, 110, '#fff6e8', 0.9, '#ffd9b0');
  s += cloud(ctx, 560, 110, 130, '#fff6e8', 0.85, '#ffd9b0');
  s += mountains(
    ctx,
    [
      { x: 150, top: 150, w: 260 },
      { x: 330, top: 120, w: 280 },
      { x: 520, top: 160, w: 260 },
    ],
    280,
    { lit: '#d9906a', shade: '#b0684e', snow: '#fff8ec', snowShade: '#f2d9c8' },
  );
  s += ridge(ctx, { y: 262, amp: 12, fill: '#9a6a7a', points: 6 });
  s += ridge(ctx, { y: 290, amp: 8, fill: '#6a4a6a', points: 6 });
  const my = 150 + 7 * wave(t, 1);
  s += glow(ctx, 440, my, 110, '#e9ffd0', 0.55);
  s += floatingMountain(ctx, 440, my, 120);
  for (let i = 0; i < 6; i++)
    s += sparkle(
      440 + 70 * Math.cos(i + t * Math.PI * 2),
      my + 30 * Math.sin(i * 2 + t * Math.PI * 2),
      3,
      '#f4ffd6',
      0.8,
    );
  s += birds(ctx, 4, { x: 220, y: 150, w: 120, h: 40 }, '#8a4a5a');
  s += el('path', { d: 'M-10 330C80 310 180 318 260 340L270 372L-10 372Z', fill: '#4a2e4a' });
  s += el('path', { d: 'M150 332C160 312 200 308 220 322C230 330 226 344 210 346Z', fill: '#5e3a5a' });
  s += gada(ctx, 190, 326, 90, 12);
  s += child(ctx, {
    x: 90,
    y: 334,
    s: 0.78,
    pose: 'wave',
    colors: { skin: '#c08457', hair: '#1b1210', kurta: '#f97316', trim: '#ffd166', pants: '#fff1d6' },
    scarf: '#e0457b',
  });
  s += vignette(ctx, '#5a2a1a', 0.2);
  return s;
}

/** 3 - Dusk over the sea: a distant flyer crosses the rising moon; the golden mace glows on the shore. */
export function hanumanDusk(ctx: Ctx): string {
  const { t } = ctx;
  let s = sky(ctx, skies.hanumanDusk);
  s += stars(ctx, 40, { x: 0, y: 0, w: 640, h: 140 });
  s += glow(ctx, 470, 150, 120, '#ffd6a0', 0.35);
  s += el('circle', {
    cx: 470,
    cy: 150,
    r: 54,
    fill: ctx.defs.radial([
      [0, '#fff4d8'],
      [0.8, '#ffd9a8'],
      [1, '#ffb88a'],
    ]),
  });
  const fx = 470 + 14 * wave(t, 1);
  s += flyingHero(ctx, fx, 150 + 4 * wave(t, 1, 0.3), 0.42, '#2a1a40', '#f97316');
  s += cloud(ctx, 160, 150, 120, '#d07a8a', 0.55, '#7a4a8a');
  s += ridge(ctx, { y: 236, amp: 6, fill: '#4b3a8f', points: 6, x0: 380, x1: 660 });
  s += water(ctx, {
    y: 244,
    colors: ['#d66a7a', '#4b3a8f', '#21285e'],
    shimmer: '#ffd0b0',
    reflectX: 470,
    reflectColor: '#ffe0b8',
    lines: 22,
  });
  s += el('path', { d: 'M-10 300C60 280 150 282 240 300C290 312 320 340 330 372L-10 372Z', fill: '#21285e' });
  s += el('path', { d: 'M-10 318C60 304 140 304 210 318C240 326 260 350 266 372L-10 372Z', fill: '#171b44' });
  s += glow(ctx, 230, 270, 60, '#ffc94a', 0.4);
  s += gada(ctx, 236, 316, 96, -14);
  s += child(ctx, {
    x: 110,
    y: 320,
    s: 0.7,
    pose: 'stand',
    fill: '#120f33',
    rim: '#ffb36b',
    scarf: '#f97316',
    hair: 'short',
  });
  s += vignette(ctx, '#120e33', 0.35);
  return s;
}
