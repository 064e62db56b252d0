/** Rama: bow and arrow, the stone bridge to Lanka, Ayodhya's lamps. */
import { skies } from '../palette.ts';
import { type Ctx, el, wave } from '../svg.ts';
import {
  birds,
  cloud,
  glow,
  grass,
  moon,
  palm,
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
import { bow } from '../elements/sacred.ts';
import { diya, diyaRow, lantern } from '../elements/diya.ts';
import { palace, stoneBridge, tinyLamps } from '../elements/buildings.ts';

/** 1 - Ayodhya's lamps: the city glows with rows of diyas along the river ghats. */
export function ramaAyodhya(ctx: Ctx): string {
  let s = sky(ctx, skies.ramaNight);
  s += stars(ctx, 60, { x: 0, y: 0, w: 640, h: 160 });
  s += moon(ctx, 540, 60, 20, 0.35, -30);
  // gentle firework blooms (seamless: each blooms and fades once per loop)
  for (const [x, y, ph, c] of [
    [160, 70, 0, '#ffd166'],
    [330, 50, 0.45, '#f9a8c9'],
  ] as const) {
    const u = (ctx.t + ph) % 1;
    const r = 8 + u * 26;
    const op = Math.sin(Math.PI * u) * 0.9;
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      s += sparkle(x + Math.cos(a) * r, y + Math.sin(a) * r, 2.2, c, op);
    }
  }
  s += palace(140, 238, 150, 70, '#3b3a8a', '#2b2870', '#ffcf6a');
  s += palace(330, 232, 190, 92, '#45449a', '#2f2c7a', '#ffd98a');
  s += palace(520, 240, 150, 64, '#3b3a8a', '#2b2870', '#ffcf6a');
  s +=
    tinyLamps(ctx, 70, 210, 238, 12) + tinyLamps(ctx, 240, 420, 232, 16) + tinyLamps(ctx, 450, 590, 240, 12);
  s += tinyLamps(ctx, 250, 410, 178, 12, 0.8);
  s += el('rect', { x: -2, y: 240, width: 644, height: 10, fill: '#2b2870' });
  s += tinyLamps(ctx, 0, 640, 250, 30, 0.9);
  s += water(ctx, {
    y: 252,
    colors: ['#3a3f90', '#252a6a', '#141842'],
    shimmer: '#ffd98a',
    reflectX: 330,
    reflectColor: '#ffd98a',
    lines: 28,
  });
  s += lantern(ctx, 60, 60, 1, '#f97316', 0.1) + lantern(ctx, 600, 110, 0.9, '#e0457b', 0.6);
  // ghat steps in front with a row of diyas
  s +=
    el('path', { d: 'M-10 318H650V372H-10Z', fill: '#2b2170' }) +
    el('path', { d: 'M-10 334H650V372H-10Z', fill: '#221a5e' }) +
    el('path', { d: 'M-10 350H650V372H-10Z', fill: '#1a1446' });
  s += diyaRow(ctx, 7, 360, 318, 620, 318, 0.8);
  s += child(ctx, {
    x: 200,
    y: 352,
    s: 0.9,
    pose: 'hold',
    fill: '#1a1446',
    rim: '#ffcf6a',
    scarf: '#f97316',
  });
  s += diya(ctx, 211, 306, 0.8, 0.3);
  s += vignette(ctx, '#0a0c2a', 0.35);
  return s;
}

/** 2 - The stone bridge: floating stones lead across the bright sea to Lanka's golden shore. */
export function ramaBridge(ctx: Ctx): string {
  let s = sky(ctx, skies.ramaDay);
  s += sun(ctx, 520, 70, 26, '#fffbe8', '#ffe7a0', '#fff3c4');
  s += cloud(ctx, 150, 80, 140, '#ffffff', 0.9, '#d8ecf4');
  s += cloud(ctx, 390, 110, 90, '#ffffff', 0.85, '#d8ecf4');
  s += birds(ctx, 5, { x: 250, y: 60, w: 150, h: 50 }, '#3a5a8a');
  // Lanka: a far island with golden towers
  s += el('path', { d: 'M430 206C470 188 560 186 640 196L650 214L420 214Z', fill: '#5a8a7a' });
  for (const [x, h] of [
    [480, 26],
    [505, 38],
    [530, 30],
    [556, 22],
  ] as const) {
    s += el('rect', { x: x - 6, y: 206 - h, width: 12, height: h, fill: '#e8b04f' });
    s += el('path', { d: `M${x - 7} ${206 - h}Q${x} ${206 - h - 16} ${x + 7} ${206 - h}Z`, fill: '#ffd166' });
  }
  s += water(ctx, { y: 210, colors: ['#7cc8d8', '#2f9aa8', '#0e6a7a'], shimmer: '#ffffff', lines: 30 });
  s += stoneBridge(ctx, 150, 372, 470, 212, 170, 18, 28);
  s += el('path', { d: 'M-10 300C40 290 90 296 120 320L140 372L-10 372Z', fill: '#c9a46a' });
  s += palm(ctx, 30, 310, 110, '#2f7d4f', 0.8);
  s += child(ctx, {
    x: 190,
    y: 340,
    s: 0.8,
    pose: 'point',
    colors: { skin: '#a86d45', hair: '#1b1210', kurta: '#0e8a8a', trim: '#ffd166', pants: '#fff1d6' },
    scarf: '#f97316',
  });
  s += vignette(ctx, '#0e3a4a', 0.2);
  return s;
}

/** 3 - The golden bow at sunset: the bow and arrow glow on a forest hilltop. */
export function ramaBow(ctx: Ctx): string {
  const { t } = ctx;
  let s = sky(ctx, skies.ramaSunset);
  s += stars(ctx, 18, { x: 0, y: 0, w: 640, h: 80 });
  s += sun(ctx, 180, 226, 34, '#fff0c8', '#ffb070', '#ffb38a');
  s += cloud(ctx, 430, 100, 150, '#f0909a', 0.55, '#8a3f8f');
  s += ridge(ctx, { y: 226, amp: 14, fill: '#7a3f7f', points: 5 });
  s += ridge(ctx, { y: 252, amp: 10, fill: '#5a2a6a', points: 7 });
  for (const [x, h] of [
    [60, 60],
    [110, 80],
    [560, 90],
    [610, 70],
    [250, 50],
  ] as const)
    s += roundTree(ctx, x, 262, h, '#3a1a52');
  s += el('path', {
    d: 'M-10 372L-10 290C120 270 300 262 420 250C520 240 600 262 650 280L650 372Z',
    fill: '#2b1545',
  });
  s += grass(ctx, 0, 640, 292, '#2b1545', 16, 12);
  const by = 170 + 6 * wave(t, 1);
  s += glow(ctx, 440, by, 120, '#ffd27a', 0.55);
  s += bow(ctx, 420, by, 150, -12);
  for (let i = 0; i < 8; i++)
    s += sparkle(
      440 + 80 * Math.cos(i * 0.8 + t * Math.PI * 2),
      by + 60 * Math.sin(i * 1.3 + t * Math.PI * 2),
      2.6,
      '#fff3c4',
      0.7,
    );
  s += child(ctx, {
    x: 300,
    y: 272,
    s: 0.72,
    pose: 'reach',
    fill: '#1a0f30',
    rim: '#ffb38a',
    scarf: '#f5a300',
  });
  s += vignette(ctx, '#1a1446', 0.3);
  return s;
}
