/** Chamunda: the hilltop temple, the protective mother, lamps on the steps. */
import { skies } from '../palette.ts';
import { type Ctx, el } from '../svg.ts';
import {
  birds,
  cloud,
  fireflies,
  glow,
  moon,
  mound,
  ridge,
  roundTree,
  sky,
  stars,
  sun,
  vignette,
} from '../elements/nature.ts';
import { child, mother } from '../elements/people.ts';
import { lampSteps, temple } from '../elements/buildings.ts';
import { diya } from '../elements/diya.ts';

/** 1 - Dusk climb: lamp-lit steps zig-zag up to the hilltop temple. */
export function chamundaSteps(ctx: Ctx): string {
  let s = sky(ctx, skies.chamundaDusk);
  s += sun(ctx, 130, 180, 30, '#fff0c8', '#ffb060', '#ffc080');
  s += cloud(ctx, 520, 80, 130, '#f08a6a', 0.55, '#8a2f5a');
  s += birds(ctx, 4, { x: 200, y: 100, w: 120, h: 40 }, '#5a1a3a');
  s += ridge(ctx, { y: 230, amp: 12, fill: '#8a2f5a', points: 6 });
  s += mound(420, 120, 260, 380, '#5a1a4a');
  s += temple(ctx, 420, 126, 96, { wall: '#e8a070', shade: '#c07a52', trim: '#ffd27a', door: '#fff0c0' });
  s += lampSteps(ctx, 400, 350, 420, 134, 22, '#7a2a5a');
  for (const [x, h] of [
    [250, 70],
    [600, 80],
    [560, 60],
  ] as const)
    s += roundTree(ctx, x, 300, h, '#3a1038');
  s += el('path', { d: 'M-10 320C100 300 220 310 330 330L340 372L-10 372Z', fill: '#3a1038' });
  s += child(ctx, {
    x: 330,
    y: 352,
    s: 0.62,
    pose: 'hold',
    fill: '#2a0a2a',
    rim: '#ffb060',
    scarf: '#f97316',
  });
  s += diya(ctx, 340, 310, 0.6, 0.3);
  s += vignette(ctx, '#1a0818', 0.35);
  return s;
}

/** 2 - Mother's light: mother and child walk hand in hand toward the temple under a big moon. */
export function chamundaMother(ctx: Ctx): string {
  let s = sky(ctx, skies.chamundaNight);
  s += stars(ctx, 80, { x: 0, y: 0, w: 640, h: 200 });
  s += moon(ctx, 470, 100, 48, 0);
  s += ridge(ctx, { y: 226, amp: 14, fill: '#2a2c66', points: 6 });
  s += mound(170, 150, 200, 380, '#1e2150');
  s += temple(ctx, 170, 156, 80, { wall: '#3a3a7a', shade: '#2a2a64', trim: '#ffd27a', door: '#fff0c0' });
  s += lampSteps(ctx, 200, 340, 172, 162, 18, '#2a2c66');
  s += el('path', { d: 'M-10 330C160 316 360 318 650 334L650 372L-10 372Z', fill: '#121536' });
  s += glow(ctx, 430, 280, 110, '#ffd27a', 0.35);
  s += mother(ctx, 420, 340, 0.78, '#0e1030', { rim: '#ffd27a', pallu: '#e0457b', hand: true });
  s += child(ctx, {
    x: 456,
    y: 340,
    s: 0.62,
    pose: 'stand',
    fill: '#0e1030',
    rim: '#ffd27a',
    scarf: '#f5a300',
  });
  s += diya(ctx, 476, 300, 0.7, 0.1);
  s += fireflies(ctx, 10, { x: 300, y: 180, w: 320, h: 120 });
  s += vignette(ctx, '#05061a', 0.4);
  return s;
}

/** 3 - Misty morning: the temple above layers of mist; mother and child look up from the valley. */
export function chamundaMist(ctx: Ctx): string {
  let s = sky(ctx, skies.chamundaMist);
  s += sun(ctx, 470, 110, 30, '#fffbe8', '#ffe0a0', '#fff0c8');
  s += birds(ctx, 5, { x: 150, y: 80, w: 150, h: 50 }, '#6a7a8a');
  s += mound(320, 90, 240, 380, '#9ab0b8');
  s += temple(ctx, 320, 96, 90, { wall: '#fff0dc', shade: '#e8cdb0', trim: '#f97316', door: '#c2410c' });
  s += cloud(ctx, 200, 176, 240, '#ffffff', 0.85, '#e6eef0');
  s += cloud(ctx, 480, 190, 260, '#ffffff', 0.8, '#e6eef0');
  s += ridge(ctx, { y: 230, amp: 14, fill: '#7a9aa0', points: 6 });
  s += cloud(ctx, 330, 250, 300, '#ffffff', 0.75, '#eef4f4');
  s += ridge(ctx, { y: 282, amp: 10, fill: '#4f7a70', points: 7 });
  s += el('path', { d: 'M-10 330C160 312 400 314 650 326L650 372L-10 372Z', fill: '#3a6358' });
  s += roundTree(ctx, 560, 330, 110, '#2f5348', '#6f9f8a');
  s += mother(ctx, 150, 350, 0.75, '#2a3a44', { pallu: '#e0457b', hand: true });
  s += child(ctx, {
    x: 184,
    y: 350,
    s: 0.58,
    pose: 'point',
    colors: { skin: '#a86d45', hair: '#1b1210', kurta: '#f5a300', trim: '#e0457b', pants: '#fff1d6' },
    scarf: '#0e8a8a',
  });
  s += vignette(ctx, '#2a3a44', 0.2);
  return s;
}
