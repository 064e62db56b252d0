/** Kali: a starry night and a gentle protective glow around the child (never scary). */
import { skies } from '../palette.ts';
import { type Ctx, el, g, n, TAU, wave, wrap01 } from '../svg.ts';
import { fireflies, glow, moon, ridge, sky, stars, vignette, water } from '../elements/nature.ts';
import { child } from '../elements/people.ts';
import { diya } from '../elements/diya.ts';
import { hibiscus } from '../elements/garland.ts';

/** The Milky Way: a soft diagonal band of light with dense tiny stars. */
function milkyWay(ctx: Ctx): string {
  const band = ctx.defs.linear(
    [
      [0, '#8a7cff', 0],
      [0.45, '#b8a8ff', 0.28],
      [0.55, '#ffd8f0', 0.3],
      [1, '#8a7cff', 0],
    ],
    0,
    0,
    0,
    1,
  );
  return g(
    { transform: 'rotate(-22 320 120)' },
    el('rect', { x: -100, y: 60, width: 840, height: 110, fill: band }),
  );
}

/** Protective ring: concentric soft halos that breathe slowly around (x, y). */
function protectiveGlow(ctx: Ctx, x: number, y: number, r: number, color: string): string {
  const b = 1 + 0.05 * wave(ctx.t, 1);
  let out = glow(ctx, x, y, r * 1.5 * b, color, 0.35);
  out += el('circle', {
    cx: x,
    cy: y,
    r: n(r * b),
    fill: 'none',
    stroke: color,
    'stroke-width': 2,
    opacity: 0.45,
  });
  out += el('circle', {
    cx: x,
    cy: y,
    r: n(r * 0.82 * b),
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 1,
    opacity: 0.3,
    'stroke-dasharray': '2 6',
  });
  return out;
}

function shootingStar(ctx: Ctx, x: number, y: number): string {
  const u = wrap01(ctx.t, 1, 0.1);
  if (u > 0.35) return '';
  const k = u / 0.35;
  const hx = x + k * 140;
  const hy = y + k * 50;
  const op = Math.sin(Math.PI * k);
  return el('line', {
    x1: n(hx - 40),
    y1: n(hy - 14),
    x2: n(hx),
    y2: n(hy),
    stroke: '#ffffff',
    'stroke-width': 1.4,
    'stroke-linecap': 'round',
    opacity: n(op * 0.9),
  });
}

/** 1 - Under a sky full of stars: the child sits with a diya inside a gentle ring of light. */
export function kaliStarry(ctx: Ctx): string {
  let s = sky(ctx, skies.kaliStars);
  s += milkyWay(ctx);
  s += stars(ctx, 150, { x: 0, y: 0, w: 640, h: 260 });
  s += shootingStar(ctx, 120, 40);
  s += ridge(ctx, { y: 262, amp: 12, fill: '#1e1650', points: 6 });
  s += el('path', {
    d: 'M-10 372L-10 300C120 276 240 270 340 276C460 284 560 300 650 310L650 372Z',
    fill: '#0f0b30',
  });
  s += protectiveGlow(ctx, 320, 244, 66, '#7fe3ff');
  s += child(ctx, {
    x: 320,
    y: 290,
    s: 0.78,
    pose: 'sit',
    fill: '#0a0826',
    rim: '#7fe3ff',
    scarf: '#e0457b',
  });
  s += diya(ctx, 362, 288, 0.8, 0.5);
  s +=
    hibiscus(ctx, 70, 330, 16, 10) +
    hibiscus(ctx, 110, 350, 12, -30) +
    hibiscus(ctx, 560, 340, 15, 40) +
    hibiscus(ctx, 600, 318, 11, 0);
  s += vignette(ctx, '#03030f', 0.4);
  return s;
}

/** 2 - The dancing lights: auroral ribbons sway over a lake; the child opens their arms. */
export function kaliAurora(ctx: Ctx): string {
  let s = sky(ctx, skies.kaliAurora);
  s += stars(ctx, 90, { x: 0, y: 0, w: 640, h: 220 });
  for (let i = 0; i < 3; i++) {
    const pts: string[] = [];
    const base = 70 + i * 34;
    for (let k = 0; k <= 8; k++) {
      const x = -20 + k * 85;
      const y = base + 20 * Math.sin(k * 0.9 + i + TAU * ctx.t) + 10 * wave(ctx.t, 1, k * 0.13);
      pts.push(`${n(x)} ${n(y)}`);
    }
    const color = ['#5ef0c8', '#8a7cff', '#e07bd0'][i] ?? '#5ef0c8';
    const fill = ctx.defs.linear(
      [
        [0, color, 0],
        [0.5, color, 0.5],
        [1, color, 0],
      ],
      0,
      0,
      0,
      1,
    );
    s += el('path', { d: `M${pts.join('L')}L660 ${n(base + 80)}L-20 ${n(base + 80)}Z`, fill, opacity: 0.7 });
  }
  s += ridge(ctx, { y: 238, amp: 14, fill: '#0d2146', points: 6 });
  s += water(ctx, { y: 250, colors: ['#1a3a6a', '#0d2146', '#050c24'], shimmer: '#7ff0d8', lines: 24 });
  s += el('path', { d: 'M200 372C220 320 280 300 330 300C380 300 430 320 450 372Z', fill: '#061030' });
  s += protectiveGlow(ctx, 325, 262, 48, '#7ff0d8');
  s += child(ctx, {
    x: 325,
    y: 306,
    s: 0.62,
    pose: 'wave',
    fill: '#030820',
    rim: '#7ff0d8',
    scarf: '#f5a300',
  });
  s += fireflies(ctx, 12, { x: 40, y: 200, w: 560, h: 120 }, '#b8fff0');
  s += vignette(ctx, '#02040f', 0.4);
  return s;
}

/** 3 - Violet night: a crescent moon, a shield of light and a garland of red hibiscus. */
export function kaliViolet(ctx: Ctx): string {
  let s = sky(ctx, skies.kaliViolet);
  s += stars(ctx, 110, { x: 0, y: 0, w: 640, h: 240 });
  s += moon(ctx, 320, 90, 34, 0.38, -90);
  s += ridge(ctx, { y: 250, amp: 16, fill: '#3d1670', points: 6 });
  s += ridge(ctx, { y: 272, amp: 10, fill: '#2a0f52', points: 8 });
  s += el('rect', { x: -2, y: 292, width: 644, height: 70, fill: '#1a0838' });
  s += protectiveGlow(ctx, 320, 232, 86, '#ffb8e8');
  s += child(ctx, {
    x: 320,
    y: 300,
    s: 0.9,
    pose: 'stand',
    fill: '#12052a',
    rim: '#ffb8e8',
    scarf: '#e0457b',
    hair: 'braid',
  });
  for (let i = 0; i < 11; i++) {
    const k = i / 10;
    s += hibiscus(ctx, 30 + k * 580, 338 + Math.sin(k * Math.PI) * 10, 12 + (i % 3) * 2, i * 33);
  }
  s += diya(ctx, 250, 300, 0.8, 0.2) + diya(ctx, 380, 300, 0.8, 0.7);
  s += vignette(ctx, '#05020f', 0.4);
  return s;
}
