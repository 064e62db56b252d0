/**
 * Weather for the stories where the sky itself acts: the rain of Indra's storm over Vrindavan (its
 * clouds are the storm-cloud of shadows.ts) and the rainbow after it, and the wind (Vayu) that
 * carries a flight.
 */
import { type Ctx, el, g, n, TAU, translate, wave, wrap01 } from '../svg.ts';
import { type Box, glow } from './nature.ts';

/** Slanting rain falling through the box; every drop re-enters at the top once per loop. */
export function rain(ctx: Ctx, count: number, box: Box, color = '#cfe0ff'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x0 = box.x + ctx.rng() * box.w;
    const ph = ctx.rng();
    const len = 10 + ctx.rng() * 10;
    const u = wrap01(ctx.t, 4, ph);
    const x = x0 - u * 24;
    const y = box.y + u * box.h;
    out += el('line', {
      x1: n(x),
      y1: n(y),
      x2: n(x - len * 0.35),
      y2: n(y + len),
      stroke: color,
      'stroke-width': 1.4,
      'stroke-linecap': 'round',
      opacity: n(0.35 + 0.35 * Math.sin(Math.PI * u)),
    });
  }
  return out;
}

const RAINBOW = ['#e0457b', '#f97316', '#ffd166', '#6fbf73', '#5ec8c0', '#4f7ad0', '#8a5ac8'];

/** A rainbow arc standing on the ground at (x, y), `r` its outer radius. */
export function rainbow(ctx: Ctx, x: number, y: number, r: number): string {
  const band = r * 0.055;
  const shimmer = 0.62 + 0.08 * wave(ctx.t, 1);
  let s = glow(ctx, x, y - r * 0.6, r * 0.9, '#fff4d6', 0.25);
  RAINBOW.forEach((color, i) => {
    const ri = r - band * (i + 0.5);
    s += el('path', {
      d: `M${n(x - ri)} ${n(y)}A${n(ri)} ${n(ri)} 0 0 1 ${n(x + ri)} ${n(y)}`,
      fill: 'none',
      stroke: color,
      'stroke-width': n(band * 1.05),
      opacity: n(shimmer),
    });
  });
  return s;
}

/** Curling gusts of wind blowing to the right across the box (the wind god Vayu, a flight). */
export function wind(ctx: Ctx, count: number, box: Box, color = '#ffffff'): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const y0 = box.y + ((i + 0.5) / count) * box.h + (ctx.rng() - 0.5) * (box.h / count);
    const ph = ctx.rng();
    const len = 50 + ctx.rng() * 50;
    const u = wrap01(ctx.t, 1, ph);
    const x = box.x + u * (box.w + len) - len;
    const y = y0 + 4 * Math.sin(TAU * (ctx.t + ph));
    const curl = len * 0.16;
    // A long stroke that ends in a little curl, fading in and out as it crosses the box.
    const d = `M0 0C${n(len * 0.3)} ${n(-6)} ${n(len * 0.6)} 6 ${n(len * 0.85)} 0C${n(len + curl * 0.4)} ${n(-curl)} ${n(len - curl * 0.6)} ${n(-curl * 1.8)} ${n(len - curl * 0.9)} ${n(-curl * 0.9)}`;
    out += el('path', {
      d,
      transform: translate(x, y),
      fill: 'none',
      stroke: color,
      'stroke-width': 3,
      'stroke-linecap': 'round',
      opacity: n(0.8 * Math.sin(Math.PI * u)),
    });
  }
  return g({}, out);
}
