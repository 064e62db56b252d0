/**
 * The mounts the goddesses ride (the Matrikas' swan, peacock and elephant) and the elephant of the
 * Mysuru Dasara, decorated and carrying the golden howdah. Side views facing right, gentle and calm.
 */
import { type Ctx, el, g, n, ribbon, translate, wave } from '../svg.ts';
import { glow } from './nature.ts';
import { goldFill } from './sacred.ts';

/**
 * An elephant, side view facing right, feet at (x, y), ~125 long and ~95 tall at s = 1. `decorated`
 * dresses it for a festival: a red cloth with a gold border, a golden forehead plate, anklets and a
 * golden howdah on its back. The trunk swings and the ear flaps slowly.
 */
export function elephant(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  colors: { body: string; shade: string; rim?: string },
  decorated: boolean,
): string {
  const swing = wave(ctx.t, 1);
  const flap = 1 + 0.06 * wave(ctx.t, 1, 0.3);
  const trunk: [number, number][] = [
    [60, -58],
    [70, -44],
    [72, -28],
    [n2(72 + 4 * swing), -14],
    [n2(80 + 5 * swing), -8],
  ];
  let shape =
    // tail
    el('path', {
      d: 'M-50-64C-58-56-60-44-58-32',
      fill: 'none',
      stroke: colors.body,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    el('ellipse', { cx: -58, cy: -30, rx: 3, ry: 5, fill: colors.shade }) +
    // far legs, darker
    el('rect', { x: -36, y: -44, width: 15, height: 44, rx: 6, fill: colors.shade }) +
    el('rect', { x: 24, y: -44, width: 15, height: 44, rx: 6, fill: colors.shade }) +
    // body
    el('ellipse', { cx: -4, cy: -54, rx: 50, ry: 34, fill: colors.body }) +
    // near legs
    el('rect', { x: -48, y: -46, width: 17, height: 46, rx: 7, fill: colors.body }) +
    el('rect', { x: 10, y: -46, width: 17, height: 46, rx: 7, fill: colors.body }) +
    // head and trunk
    el('circle', { cx: 48, cy: -62, r: 24, fill: colors.body }) +
    el('path', { d: ribbon(trunk, [18, 15, 12, 9, 7]), fill: colors.body });
  const ear = el('ellipse', {
    cx: 36,
    cy: -62,
    rx: n(16 * flap),
    ry: 22,
    fill: colors.shade,
    transform: 'rotate(-8 36 -62)',
  });
  const rim = colors.rim
    ? g(
        { transform: 'translate(1.5 -1.5)' },
        shape
          .replaceAll(`fill="${colors.body}"`, `fill="${colors.rim}"`)
          .replaceAll(`stroke="${colors.body}"`, `stroke="${colors.rim}"`),
      )
    : '';
  shape += ear;
  // tusk, eye and toenails
  shape += el('path', { d: 'M60-46C66-40 74-38 80-40C74-44 68-46 62-50Z', fill: '#fff8ec' });
  shape += el('circle', { cx: 55, cy: -68, r: 2.2, fill: '#1a1446' });
  for (const lx of [-40, 18])
    shape += el('path', {
      d: `M${lx - 4}-2h4M${lx + 2}-2h4`,
      stroke: '#efe6d8',
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    });
  let dress = '';
  if (decorated) {
    const gold = goldFill(ctx);
    // the red cloth over the back, with a gold border and tassels
    dress += el('path', { d: 'M-36-84C-20-90 14-90 30-84L26-36C8-32-18-32-34-36Z', fill: '#c81e4a' });
    dress += el('path', {
      d: 'M-34-40C-18-36 8-36 26-40',
      fill: 'none',
      stroke: '#ffc94a',
      'stroke-width': 4,
    });
    for (let i = 0; i < 6; i++) {
      const tx = -30 + i * 11;
      dress += el('path', { d: `M${tx}-37l0 8`, stroke: '#ffc94a', 'stroke-width': 2 });
      dress += el('circle', { cx: tx, cy: -27, r: 2.2, fill: '#ffc94a' });
    }
    for (let i = 0; i < 4; i++)
      dress += el('circle', { cx: -22 + i * 14, cy: -62, r: 3.5, fill: '#ffd166', opacity: 0.9 });
    // golden forehead plate and anklets
    dress += el('path', { d: 'M50-84C60-82 66-74 66-64C62-54 56-50 52-48C50-58 48-72 50-84Z', fill: gold });
    dress += el('circle', { cx: 58, cy: -66, r: 3, fill: '#e0457b' });
    for (const lx of [-48, 10])
      dress += el('rect', { x: lx, y: -12, width: 17, height: 4, rx: 2, fill: gold });
    // the howdah: a golden seat with pillars and a domed canopy
    dress += el('rect', { x: -28, y: -100, width: 48, height: 14, rx: 3, fill: gold });
    dress += el('path', {
      d: 'M-24-100L-24-126M16-100L16-126M-4-100L-4-126',
      stroke: gold,
      'stroke-width': 3,
    });
    dress += el('path', { d: 'M-30-124C-28-142-10-150-4-152C2-150 20-142 22-124Z', fill: gold });
    dress += el('circle', { cx: -4, cy: -156, r: 3.5, fill: '#ffd166' });
    dress += glow(ctx, -4, -114, 26, '#fff1b8', 0.5);
  }
  return g({ transform: translate(x, y, s) }, rim + shape + dress);
}

function n2(v: number): number {
  return Math.round(v * 10) / 10;
}

/** A swan gliding on water, facing right; waterline centre at (x, y), ~75 long at s = 1. */
export function swan(ctx: Ctx, x: number, y: number, s: number, color = '#fffaf0'): string {
  const bob = 1.5 * wave(ctx.t, 1);
  const shade = '#e4d8c8';
  const body =
    el('path', {
      d: 'M-38-14C-30-4-10 2 14 0C26-2 32-10 30-20C24-14 10-12-4-16C-16-20-28-24-38-14Z',
      fill: color,
    }) +
    el('path', { d: 'M-24-16C-12-26 6-26 16-16C6-12-10-12-24-16Z', fill: shade }) +
    el('path', {
      d: 'M22-14C30-26 20-36 22-48C24-56 32-58 36-52',
      fill: 'none',
      stroke: color,
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: 'M36-54L46-49L36-47Z', fill: '#f97316' }) +
    el('circle', { cx: 33, cy: -53, r: 1.4, fill: '#1a1446' }) +
    el('ellipse', { cx: -4, cy: 0, rx: 40, ry: 3, fill: '#ffffff', opacity: 0.35 });
  return g({ transform: translate(x, y + bob, s) }, body);
}

/**
 * A peacock with its tail spread in a fan, facing right, feet at (x, y), ~100 tall at s = 1; the
 * eyes of the tail shimmer.
 */
export function peacock(ctx: Ctx, x: number, y: number, s: number): string {
  const fan = ctx.defs.radial([
    [0, '#2f7d4f'],
    [0.7, '#3f9a5a'],
    [1, '#7ccf6a'],
  ]);
  let out = el('path', {
    d: 'M-70-40A62 62 0 0 1 54-40C40-30 20-26-8-26C-36-26-56-30-70-40Z',
    fill: fan,
    transform: 'translate(-8 -10)',
  });
  for (let row = 0; row < 2; row++) {
    const r = row ? 36 : 54;
    const count = row ? 7 : 9;
    for (let i = 0; i < count; i++) {
      const a = Math.PI * (1.08 + (0.84 * i) / (count - 1));
      const ex = -16 + Math.cos(a) * r;
      const ey = -50 + Math.sin(a) * r * 0.95;
      const shimmer = 0.75 + 0.25 * wave(ctx.t, 1, i / count + row * 0.5);
      out +=
        el('ellipse', { cx: n(ex), cy: n(ey), rx: 5.5, ry: 7, fill: '#ffc94a', opacity: n(shimmer) }) +
        el('ellipse', { cx: n(ex), cy: n(ey), rx: 3.6, ry: 4.8, fill: '#0e8a8a' }) +
        el('circle', { cx: n(ex), cy: n(ey + 0.5), r: 2, fill: '#1a2a7a' });
    }
  }
  const blue = '#1f5fc0';
  out +=
    el('path', {
      d: 'M-4 0L-2-14M6 0L4-14',
      stroke: '#c2410c',
      'stroke-width': 2,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: 'M-18-20C-18-36-4-44 8-40C16-36 14-22 6-16C-2-12-14-12-18-20Z', fill: blue }) +
    el('path', {
      d: 'M4-38C10-46 8-56 12-62',
      fill: 'none',
      stroke: blue,
      'stroke-width': 7,
      'stroke-linecap': 'round',
    }) +
    el('circle', { cx: 13, cy: -64, r: 6, fill: blue }) +
    el('path', { d: 'M18-65L25-63L18-61Z', fill: '#e8c07a' }) +
    el('circle', { cx: 15, cy: -66, r: 1.4, fill: '#ffffff' }) +
    el('path', {
      d: 'M-16-22C-10-30 0-32 6-26',
      fill: 'none',
      stroke: '#5ec8c0',
      'stroke-width': 2,
      opacity: 0.6,
    });
  for (const dx of [-3, 0, 3])
    out +=
      el('path', { d: `M13-70L${13 + dx * 1.5}-78`, stroke: blue, 'stroke-width': 1 }) +
      el('circle', { cx: 13 + dx * 1.5, cy: -79, r: 1.6, fill: '#0e8a8a' });
  return g({ transform: translate(x, y, s) }, out);
}
