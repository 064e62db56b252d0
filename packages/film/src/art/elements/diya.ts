/** Clay oil lamps (diyas) with flickering flames, and loose flames for torches and lanterns. */
import { type Ctx, el, g, n, n2, translate, wave } from '../svg.ts';
import { glow } from './nature.ts';

const FLAME = 'M0 1.5C-5.5 1.5-5.8-5 0-16C5.8-5 5.5 1.5 0 1.5Z';

/** A flame whose base is at (x, y); `s` = 1 is 16 units tall. */
export function flame(ctx: Ctx, x: number, y: number, s: number, phase = 0, withGlow = true): string {
  const sy = 1 + 0.09 * wave(ctx.t, 3, phase) + 0.04 * wave(ctx.t, 7, phase * 1.7);
  const sk = 5 * wave(ctx.t, 2, phase + 0.3);
  const outer = ctx.defs.radial(
    [
      [0, '#fffbe0'],
      [0.45, '#ffd166'],
      [0.85, '#f97316'],
      [1, '#e0457b'],
    ],
    0.5,
    0.85,
    0.8,
  );
  const inner = ctx.defs.radial(
    [
      [0, '#ffffff'],
      [1, '#fff1b8'],
    ],
    0.5,
    0.8,
    0.7,
  );
  const halo = withGlow ? glow(ctx, x, y - 7 * s, 34 * s * (0.96 + 0.04 * sy), '#ffc94a', 0.5) : '';
  return (
    halo +
    g(
      { transform: `${translate(x, y)} skewX(${n(sk)}) scale(${n2(s)} ${n2(s * sy)})` },
      el('path', { d: FLAME, fill: outer }) +
        el('path', { d: FLAME, fill: inner, transform: 'translate(0 0.8) scale(0.48 0.55)' }),
    )
  );
}

/** A diya whose rim centre is at (x, y); `s` = 1 is ~28 units wide. */
export function diya(
  ctx: Ctx,
  x: number,
  y: number,
  s = 1,
  phase = 0,
  opts: { glow?: boolean; clay?: string } = {},
): string {
  const clay = opts.clay ?? '#c2410c';
  const body = ctx.defs.linear([
    [0, '#f08a3c'],
    [0.5, clay],
    [1, '#7c2d12'],
  ]);
  const bowl =
    el('path', { d: 'M-11 0A11 8.5 0 0 0 11 0Z', fill: body }) +
    el('path', { d: 'M8-1Q14-0.5 17-4.5Q15.5 2 9 4Z', fill: body }) +
    el('path', {
      d: 'M-8 4.2Q0 7 8 4.2',
      fill: 'none',
      stroke: '#ffd166',
      'stroke-width': 1,
      'stroke-dasharray': '0.1 2.6',
      'stroke-linecap': 'round',
      opacity: 0.9,
    }) +
    el('ellipse', { cx: 0, cy: 0, rx: 11, ry: 2.8, fill: '#fdba74' }) +
    el('ellipse', { cx: 0, cy: 0.2, rx: 8.8, ry: 1.8, fill: '#7c2d12' });
  return (
    g({ transform: translate(x, y, s) }, bowl) +
    flame(ctx, x + 13.5 * s, y - 3.8 * s, 0.9 * s, phase, opts.glow !== false)
  );
}

/** A row or arc of diyas from (x0, y0) to (x1, y1); `sag` bends the row into an arc. */
export function diyaRow(
  ctx: Ctx,
  count: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  s = 1,
  sag = 0,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const k = count === 1 ? 0.5 : i / (count - 1);
    const x = x0 + (x1 - x0) * k;
    const y = y0 + (y1 - y0) * k + sag * 4 * k * (1 - k);
    out += diya(ctx, x, y, s, i * 0.137);
  }
  return out;
}

/** Hanging sky lantern (akash kandil) that bobs gently. */
export function lantern(ctx: Ctx, x: number, y: number, s = 1, color = '#f97316', phase = 0): string {
  const bob = 2 * wave(ctx.t, 1, phase);
  const sw = 3 * wave(ctx.t, 1, phase + 0.25);
  const fill = ctx.defs.radial(
    [
      [0, '#fff3c4'],
      [0.5, '#ffd166'],
      [1, color],
    ],
    0.5,
    0.5,
    0.6,
  );
  const body =
    el('line', { x1: 0, y1: -40, x2: 0, y2: -12, stroke: '#3b2418', 'stroke-width': 0.8 }) +
    el('path', { d: 'M0-12L10 0L0 12L-10 0Z', fill }) +
    el('path', { d: 'M-10 0L10 0M0-12L0 12', stroke: color, 'stroke-width': 0.8, opacity: 0.6 }) +
    el('path', {
      d: 'M-6 8L-7 20M0 12L0 24M6 8L7 20',
      stroke: '#e0457b',
      'stroke-width': 1.2,
      'stroke-linecap': 'round',
    });
  return (
    glow(ctx, x + sw, y + bob, 26 * s, '#ffc94a', 0.45) +
    g({ transform: `${translate(x, y + bob, s)} rotate(${n(sw)} 0 -40)` }, body)
  );
}
