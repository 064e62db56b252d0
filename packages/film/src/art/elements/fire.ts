/** The Holika bonfire (a pile of wood, lit or not yet) and the magic shawl that floats on the air. */
import { type Ctx, el, g, n, smooth, translate, wave, wrap01 } from '../svg.ts';
import { flame } from './diya.ts';
import { glow } from './nature.ts';

/**
 * A bonfire, foot centre at (x, y), ~130 wide at s = 1: a cone of stacked logs (as the Holika pyre is
 * built) and, when `lit`, tall flames dancing over it with sparks rising into the night.
 */
export function bonfire(ctx: Ctx, x: number, y: number, s: number, lit: boolean): string {
  let out = '';
  if (lit) out += glow(ctx, 0, -60, 150, '#ff9a3c', 0.55) + glow(ctx, 0, -40, 70, '#ffe08a', 0.5);
  // Logs leaning into a cone, the nearer ones lighter.
  const logs: [number, number, number, string][] = [
    [-58, 0, -8, '#6b3a1e'],
    [58, 0, 8, '#6b3a1e'],
    [-40, 0, -4, '#7c4a24'],
    [40, 0, 4, '#7c4a24'],
    [-20, 0, -2, '#8a5a2b'],
    [20, 0, 2, '#8a5a2b'],
    [0, 0, 0, '#9a6a3a'],
  ];
  for (const [bx, , tx, color] of logs)
    out += el('path', {
      d: `M${n(bx - 6)} 0L${n(tx - 3)}-92L${n(tx + 3)}-92L${n(bx + 6)} 0Z`,
      fill: color,
    });
  out += el('path', { d: 'M-70 0L70 0L64-10L-64-10Z', fill: '#5a2e16' });
  // Cut ends of the logs at the foot of the pile.
  for (const [ex, ey] of [
    [-52, -8],
    [-28, -14],
    [0, -10],
    [26, -16],
    [50, -8],
    [-14, -34],
    [14, -40],
  ] as const)
    out +=
      el('circle', { cx: ex, cy: ey, r: 6, fill: '#c98a52' }) +
      el('circle', { cx: ex, cy: ey, r: 2.5, fill: '#8a5a2b' });
  out += el('path', {
    d: 'M-52-30L52-30M-36-58L36-58',
    stroke: '#5a2e16',
    'stroke-width': 6,
    'stroke-linecap': 'round',
  });
  if (lit) {
    const tongues: [number, number, number][] = [
      [0, -6, 6.2],
      [-30, -4, 4.2],
      [30, -4, 4.4],
      [-50, 0, 2.8],
      [50, 0, 3],
      [-14, -20, 3.6],
      [16, -18, 3.4],
    ];
    tongues.forEach(([fx, fy, fs], i) => {
      out += flame(ctx, fx, fy, fs, i * 0.37, false);
    });
    // Two logs crossing at the foot, in front of the flames, so the fire sits on its pile.
    out += el('path', { d: 'M-66-4L20-30L24-20L-62 6Z', fill: '#5a2e16' });
    out += el('path', { d: 'M66-4L-20-30L-24-20L62 6Z', fill: '#6b3a1e' });
    out +=
      el('circle', { cx: -64, cy: 1, r: 5, fill: '#c98a52' }) +
      el('circle', { cx: 64, cy: 1, r: 5, fill: '#c98a52' });
    for (let i = 0; i < 10; i++) {
      const ph = ctx.rng();
      const u = wrap01(ctx.t, 1, ph);
      const sx = (ctx.rng() - 0.5) * 80 + 14 * wave(ctx.t, 1, ph);
      out += el('circle', {
        cx: n(sx),
        cy: n(-60 - u * 120),
        r: n(1.6 + ph),
        fill: '#ffe08a',
        opacity: n(0.9 * (1 - u)),
      });
    }
  }
  return g({ transform: translate(x, y, s) }, out);
}

/**
 * A shawl floating on the air, centre (x, y), ~110 wide at s = 1: a rippling cloth with a golden
 * border and fringe, softly glowing (the shawl that protects Prahlad).
 */
export function shawl(ctx: Ctx, x: number, y: number, s: number, color: string): string {
  const top: [number, number][] = [];
  const bottom: [number, number][] = [];
  for (let i = 0; i <= 6; i++) {
    const k = i / 6;
    const px = -55 + k * 110;
    const ripple = 7 * wave(ctx.t, 1, -k * 0.8);
    top.push([px, -26 + ripple - 6 * Math.sin(Math.PI * k)]);
    bottom.push([px, 26 + ripple * 1.3]);
  }
  const outline = smooth(top) + smooth([...bottom].reverse()).replace(/^M/, 'L') + 'Z';
  let out = glow(ctx, 0, 0, 90, '#fff1b8', 0.5);
  out += el('path', { d: outline, fill: color });
  out += el('path', {
    d: smooth(top.map(([px, py]) => [px, py + 5])),
    fill: 'none',
    stroke: '#ffd166',
    'stroke-width': 3,
  });
  out += el('path', {
    d: smooth(bottom.map(([px, py]) => [px, py - 5])),
    fill: 'none',
    stroke: '#ffd166',
    'stroke-width': 3,
  });
  // A row of little gold motifs across the middle.
  for (let i = 1; i < 6; i++) {
    const k = i / 6;
    const [, ty] = top[i] ?? [0, 0];
    const [, by] = bottom[i] ?? [0, 0];
    out += el('circle', { cx: n(-55 + k * 110), cy: n((ty + by) / 2), r: 3, fill: '#ffd166', opacity: 0.9 });
  }
  // Fringe along the bottom edge.
  for (const [fx, fy] of bottom)
    out += el('path', {
      d: `M${n(fx)} ${n(fy)}l0 7`,
      stroke: '#ffd166',
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
    });
  return g({ transform: translate(x, y, s) }, out);
}
