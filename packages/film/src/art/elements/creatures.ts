/** Gentle animal companions and the flying hero silhouette. */
import { type Ctx, el, g, n, ribbon, smooth, translate, wave } from '../svg.ts';
import { gada } from './sacred.ts';

/** Ganesh's little mouse, sitting, facing left; (x, y) = feet, `s` = 1 is ~36 units long. */
export function mouse(ctx: Ctx, x: number, y: number, s = 1, color = '#8f8196', flip = false): string {
  const tail = 3 * wave(ctx.t, 1, 0.3);
  const body =
    el('path', {
      d: `M12-5C20-4 ${n(26 + tail)}-12 ${n(24 + tail)}-20C${n(23 + tail)}-24 ${n(20 + tail)}-22 ${n(21 + tail)}-18`,
      fill: 'none',
      stroke: color,
      'stroke-width': 1.8,
      'stroke-linecap': 'round',
    }) +
    el('ellipse', { cx: 2, cy: -11, rx: 13, ry: 11, fill: color }) +
    el('ellipse', { cx: 5, cy: -8, rx: 7, ry: 6, fill: '#ffffff', opacity: 0.12 }) +
    el('path', { d: 'M-6-24C-15-24-20-20-23-15C-18-13-12-12-6-13Z', fill: color }) +
    el('circle', { cx: -8, cy: -19, r: 7.5, fill: color }) +
    el('circle', { cx: -6, cy: -28, r: 5.5, fill: color }) +
    el('circle', { cx: -6, cy: -28, r: 3.4, fill: '#f4a7b9' }) +
    el('circle', { cx: -23, cy: -15, r: 1.6, fill: '#e0457b' }) +
    el('circle', { cx: -13, cy: -20, r: 1.5, fill: '#1a1446' }) +
    el('circle', { cx: -12.5, cy: -20.6, r: 0.5, fill: '#ffffff' }) +
    el('path', { d: 'M-20-15l-6-2M-20-14l-6 1', stroke: '#5b4a5e', 'stroke-width': 0.5 }) +
    el('ellipse', { cx: -6, cy: -1, rx: 4, ry: 2, fill: color }) +
    el('ellipse', { cx: 8, cy: -1, rx: 4, ry: 2, fill: color });
  return g({ transform: `${translate(x, y, s)}${flip ? ' scale(-1 1)' : ''}` }, body);
}

/** Modak sweet; base centre (x, y), `h` tall. */
export function modak(ctx: Ctx, x: number, y: number, h: number): string {
  const fill = ctx.defs.linear(
    [
      [0, '#fffaf0'],
      [0.6, '#ffe7b8'],
      [1, '#f2c27a'],
    ],
    0,
    0,
    0,
    1,
  );
  const w = h * 0.62;
  const d = `M${n(-w)} 0C${n(-w * 1.1)} ${n(-h * 0.45)} ${n(-w * 0.25)} ${n(-h * 0.75)} 0 ${n(-h)}C${n(w * 0.25)} ${n(-h * 0.75)} ${n(w * 1.1)} ${n(-h * 0.45)} ${n(w)} 0Z`;
  let pleats = '';
  for (const k of [-0.7, -0.35, 0, 0.35, 0.7])
    pleats += `M0 ${n(-h * 0.95)}Q${n(k * w * 0.9)} ${n(-h * 0.5)} ${n(k * w)} 0`;
  return g(
    { transform: translate(x, y) },
    el('path', { d, fill }) +
      el('path', { d: pleats, fill: 'none', stroke: '#d9a45a', 'stroke-width': n(h * 0.035), opacity: 0.7 }) +
      el('circle', { cx: 0, cy: n(-h), r: n(h * 0.06), fill: '#f2c27a' }),
  );
}

/** A gentle sitting lion (side view, facing right); (x, y) = front paws, ~100 units tall at s = 1. */
export function lion(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  colors: { body: string; mane: string; rim?: string },
  flip = false,
): string {
  const breathe = 1 + 0.012 * wave(ctx.t, 1);
  const tail = 4 * wave(ctx.t, 1, 0.5);
  const manePts: [number, number][] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const r = i % 2 ? 25 : 31;
    manePts.push([22 + Math.cos(a) * r, -74 + Math.sin(a) * r * 1.08]);
  }
  const body =
    el('path', {
      d: `M-38-10C-50-6 -58 ${n(-14 + tail)} ${n(-60 + tail)} ${n(-30 + tail)}`,
      fill: 'none',
      stroke: colors.body,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    el('ellipse', { cx: n(-61 + tail), cy: n(-33 + tail), rx: 5, ry: 7, fill: colors.mane }) +
    el('path', {
      d: 'M14-56C-4-58-30-50-40-28C-46-12-38 0-24 0L46 0L46-5C40-6 36-8 36-16L38-44Z',
      fill: colors.body,
    }) +
    el('path', { d: 'M-30 0C-34-8-30-18-20-20C-10-18-6-8-8 0Z', fill: colors.body }) +
    el('path', { d: 'M26-4L26-40M36-4L36-40', stroke: colors.mane, 'stroke-width': 1.2, opacity: 0.4 }) +
    el('path', {
      d: smooth(manePts, true),
      fill: colors.mane,
      transform: `translate(22 -74) scale(${n(breathe)}) translate(-22 74)`,
    }) +
    el('circle', { cx: 30, cy: -72, r: 16, fill: colors.body }) +
    el('path', { d: 'M34-78C44-80 52-74 53-66C53-60 48-57 40-57C34-57 31-62 32-68Z', fill: colors.body }) +
    el('circle', { cx: 22, cy: -88, r: 5, fill: colors.body }) +
    el('ellipse', { cx: 52.5, cy: -68, rx: 2.6, ry: 2, fill: colors.mane });
  const rim = colors.rim
    ? el('path', {
        d: smooth(manePts, true),
        fill: 'none',
        stroke: colors.rim,
        'stroke-width': 2,
        opacity: 0.8,
      })
    : '';
  return g({ transform: `${translate(x, y, s)}${flip ? ' scale(-1 1)' : ''}` }, rim + body);
}

/** Nandi, resting (side view facing right); (x, y) = ground under the chest, ~60 tall at s = 1. */
export function nandi(x: number, y: number, s: number, color: string, accent = '#ffd166'): string {
  const body =
    el('path', { d: 'M-55 0C-62-20-52-40-30-42C-20-52 0-54 10-44C24-44 34-36 36-22L40 0Z', fill: color }) +
    el('path', { d: 'M28-40C32-52 44-56 54-50C62-46 62-36 58-30C54-26 46-26 40-28Z', fill: color }) +
    el('path', {
      d: 'M36-50C34-60 36-66 40-68M48-54C52-62 56-64 60-64',
      fill: 'none',
      stroke: color,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: 'M-6-44C-8-52 0-58 8-50Z', fill: color }) +
    el('path', {
      d: 'M-60-8C-66-4-68 4-64 8',
      fill: 'none',
      stroke: color,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: 'M30-30C32-24 36-20 42-20', fill: 'none', stroke: accent, 'stroke-width': 2.5 }) +
    el('circle', { cx: 42, cy: -19, r: 2.6, fill: accent });
  return g({ transform: translate(x, y, s) }, body);
}

/** Fish (Matsya) facing right; centre (x, y), length `s`. */
export function fish(x: number, y: number, s: number, color: string, accent: string): string {
  return g(
    { transform: translate(x, y) },
    el('path', {
      d: `M${n(s * 0.5)} 0C${n(s * 0.3)} ${n(-s * 0.32)} ${n(-s * 0.2)} ${n(-s * 0.3)} ${n(-s * 0.3)} 0C${n(-s * 0.2)} ${n(s * 0.3)} ${n(s * 0.3)} ${n(s * 0.32)} ${n(s * 0.5)} 0Z`,
      fill: color,
    }) +
      el('path', {
        d: `M${n(-s * 0.26)} 0L${n(-s * 0.52)} ${n(-s * 0.22)}Q${n(-s * 0.44)} 0 ${n(-s * 0.52)} ${n(s * 0.22)}Z`,
        fill: accent,
      }) +
      el('path', {
        d: `M${n(-s * 0.02)} ${n(-s * 0.2)}Q${n(s * 0.06)} ${n(-s * 0.38)} ${n(s * 0.2)} ${n(-s * 0.2)}`,
        fill: accent,
      }) +
      el('circle', { cx: n(s * 0.3), cy: n(-s * 0.04), r: n(s * 0.035), fill: '#1a1446' }),
  );
}

/** Tortoise (Kurma) facing right; centre (x, y), length `s`. */
export function tortoise(x: number, y: number, s: number, color: string, shell: string): string {
  let hex = '';
  for (const [cx, cy] of [
    [-0.12, -0.14],
    [0.1, -0.14],
    [0, -0.28],
  ] as const) {
    hex += el('circle', {
      cx: n(cx * s),
      cy: n(cy * s),
      r: n(s * 0.08),
      fill: 'none',
      stroke: color,
      'stroke-width': n(s * 0.02),
    });
  }
  return g(
    { transform: translate(x, y) },
    el('ellipse', { cx: n(s * 0.38), cy: n(-s * 0.08), rx: n(s * 0.12), ry: n(s * 0.08), fill: color }) +
      el('rect', {
        x: n(-s * 0.28),
        y: n(-s * 0.08),
        width: n(s * 0.1),
        height: n(s * 0.12),
        rx: n(s * 0.04),
        fill: color,
      }) +
      el('rect', {
        x: n(s * 0.16),
        y: n(-s * 0.08),
        width: n(s * 0.1),
        height: n(s * 0.12),
        rx: n(s * 0.04),
        fill: color,
      }) +
      el('path', {
        d: `M${n(-s * 0.36)} 0A${n(s * 0.36)} ${n(s * 0.36)} 0 0 1 ${n(s * 0.36)} 0Z`,
        fill: shell,
      }) +
      hex,
  );
}

/** Horse head (Kalki) facing right; neck base (x, y), `s` tall. */
export function horseHead(x: number, y: number, s: number, color: string, mane: string): string {
  const d = `M${n(-s * 0.2)} 0C${n(-s * 0.22)} ${n(-s * 0.4)} ${n(-s * 0.1)} ${n(-s * 0.75)} ${n(s * 0.05)} ${n(-s * 0.9)}L${n(s * 0.08)} ${n(-s * 1.02)}L${n(s * 0.14)} ${n(-s * 0.88)}C${n(s * 0.3)} ${n(-s * 0.78)} ${n(s * 0.46)} ${n(-s * 0.6)} ${n(s * 0.48)} ${n(-s * 0.5)}C${n(s * 0.5)} ${n(-s * 0.42)} ${n(s * 0.42)} ${n(-s * 0.38)} ${n(s * 0.34)} ${n(-s * 0.44)}C${n(s * 0.24)} ${n(-s * 0.5)} ${n(s * 0.14)} ${n(-s * 0.44)} ${n(s * 0.12)} ${n(-s * 0.3)}L${n(s * 0.2)} 0Z`;
  const maneD = `M${n(s * 0.05)} ${n(-s * 0.9)}C${n(-s * 0.16)} ${n(-s * 0.78)} ${n(-s * 0.28)} ${n(-s * 0.4)} ${n(-s * 0.26)} 0L${n(-s * 0.18)} 0C${n(-s * 0.2)} ${n(-s * 0.4)} ${n(-s * 0.08)} ${n(-s * 0.72)} ${n(s * 0.08)} ${n(-s * 0.84)}Z`;
  return g(
    { transform: translate(x, y) },
    el('path', { d, fill: color }) +
      el('path', { d: maneD, fill: mane }) +
      el('circle', { cx: n(s * 0.22), cy: n(-s * 0.7), r: n(s * 0.03), fill: '#1a1446' }),
  );
}

/**
 * The flying hero (Hanuman) in silhouette: body streaming to the left, one arm raised holding the
 * glowing mountain, mace in the other hand, tail curling. (x, y) = chest, ~120 long at s = 1.
 * Without the mountain and the mace it is baby Hanuman reaching for the sun.
 */
export function flyingHero(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  color: string,
  cloth = '#f97316',
  withMountain = true,
  withMace = true,
): string {
  const flow = wave(ctx.t, 2);
  const tail = `M-22 2C-40 4-52 -8-56 -24C-60 -38-50 -46-42 -42C-36 -38-40 -30-46 -32`;
  const scarfPts: [number, number][] = [];
  for (let i = 0; i <= 5; i++) {
    const k = i / 5;
    scarfPts.push([-12 - k * 50, 6 + k * 4 + 5 * k * wave(ctx.t, 2, -k * 0.7)]);
  }
  const body =
    el('path', { d: tail, fill: 'none', stroke: color, 'stroke-width': 4.5, 'stroke-linecap': 'round' }) +
    el('path', { d: ribbon(scarfPts, [7, 6, 5, 4, 3, 2]), fill: cloth }) +
    // legs trailing
    el('path', {
      d: `M-14 6L-40 12L-64 ${n(10 + flow)}`,
      fill: 'none',
      stroke: color,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    el('path', {
      d: `M-14 8L-36 22L-58 ${n(28 - flow)}`,
      fill: 'none',
      stroke: color,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    // torso
    el('path', { d: 'M-20 2C-18-10 4-16 18-12C26-9 26 2 18 8C6 14-14 14-20 2Z', fill: color }) +
    el('path', { d: 'M-18 4C-8 8 4 8 12 6L10 13C0 15-12 14-18 10Z', fill: cloth }) +
    // head with a small crown
    el('circle', { cx: 28, cy: -16, r: 9, fill: color }) +
    el('path', { d: 'M22-23L24-33L28-26L31-35L33-24Z', fill: '#ffc94a' }) +
    // arm raised forward
    el('path', {
      d: 'M16-10L30-30L38-50',
      fill: 'none',
      stroke: color,
      'stroke-width': 7,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    // other arm with mace
    el('path', {
      d: 'M6-4L-6 14L2 26',
      fill: 'none',
      stroke: color,
      'stroke-width': 7,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    (withMace ? gada(ctx, 2, 26, 44, 200) : '');
  const mountain = withMountain ? floatingMountain(ctx, 40, -56, 62) : '';
  return g({ transform: translate(x, y, s) }, body + mountain);
}

/** The herb mountain (Dronagiri): a chunk of hill with glowing healing herbs; top-centre at (x, y). */
export function floatingMountain(ctx: Ctx, x: number, y: number, w: number): string {
  const rock = ctx.defs.linear([
    [0, '#8a5a3c'],
    [1, '#4a2e1e'],
  ]);
  const green = ctx.defs.linear([
    [0, '#7ccf6a'],
    [1, '#2f7d4f'],
  ]);
  let herbs = '';
  const pts = [
    [-0.3, -0.22],
    [-0.1, -0.38],
    [0.12, -0.3],
    [0.3, -0.16],
    [0, -0.16],
    [-0.18, -0.08],
  ] as const;
  pts.forEach(([px, py], i) => {
    const op = 0.55 + 0.45 * wave(ctx.t, 2, i * 0.21);
    herbs += el('circle', {
      cx: n(px * w),
      cy: n(py * w),
      r: n(w * 0.07),
      fill: '#d9ffb0',
      opacity: n(op * 0.35),
    });
    herbs += el('circle', { cx: n(px * w), cy: n(py * w), r: n(w * 0.028), fill: '#f4ffd6', opacity: n(op) });
  });
  return g(
    { transform: translate(x, y) },
    el('path', {
      d: `M${n(-w * 0.5)} 0L${n(-w * 0.3)} ${n(w * 0.25)}L${n(-w * 0.12)} ${n(w * 0.2)}L0 ${n(w * 0.42)}L${n(w * 0.14)} ${n(w * 0.22)}L${n(w * 0.32)} ${n(w * 0.26)}L${n(w * 0.5)} 0Z`,
      fill: rock,
      'stroke-linejoin': 'round',
    }) +
      el('path', {
        d: `M${n(-w * 0.52)} 0C${n(-w * 0.45)} ${n(-w * 0.25)} ${n(-w * 0.25)} ${n(-w * 0.3)} ${n(-w * 0.12)} ${n(-w * 0.42)}C${n(0)} ${n(-w * 0.52)} ${n(w * 0.14)} ${n(-w * 0.45)} ${n(w * 0.22)} ${n(-w * 0.32)}C${n(w * 0.34)} ${n(-w * 0.3)} ${n(w * 0.48)} ${n(-w * 0.15)} ${n(w * 0.52)} 0Z`,
        fill: green,
      }) +
      herbs,
  );
}

/** A gentle cow of Gokul with a bell, side view facing right; (x, y) = ground under the body, ~90 long at s = 1. */
export function cow(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  colors: { body: string; patch: string; horn?: string },
): string {
  const tail = 4 * wave(ctx.t, 1, 0.3);
  const nod = 2 * wave(ctx.t, 1, 0.7);
  const legs = [-30, -18, 16, 28]
    .map((lx) => el('rect', { x: lx - 3.5, y: -30, width: 7, height: 30, rx: 3, fill: colors.body }))
    .join('');
  const body =
    el('path', {
      d: `M-38-54C-40-60 ${n(-52 + tail)}-52 ${n(-50 + tail)}-30`,
      fill: 'none',
      stroke: colors.body,
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }) +
    legs +
    el('path', {
      d: 'M-40-58C-42-70-20-72 0-70C20-72 36-68 38-56C40-44 36-30 24-28L-30-28C-40-30-42-44-40-58Z',
      fill: colors.body,
    }) +
    el('path', { d: 'M-22-66C-12-70-2-64-6-54C-10-46-24-48-26-56Z', fill: colors.patch }) +
    el('path', { d: 'M10-44C18-48 26-44 24-36C20-32 12-34 10-38Z', fill: colors.patch }) +
    el('ellipse', { cx: -4, cy: -30, rx: 9, ry: 4, fill: '#f4a7b9' });
  const head =
    el('path', { d: 'M34-62C40-72 54-72 58-62C62-52 60-44 52-42C46-40 40-44 38-50Z', fill: colors.body }) +
    el('ellipse', { cx: 56, cy: -46, rx: 6, ry: 4.5, fill: '#f4c0b0' }) +
    el('circle', { cx: 50, cy: -58, r: 1.8, fill: '#1a1446' }) +
    el('path', { d: 'M38-64C32-66 28-62 30-58Z', fill: colors.body }) +
    el('path', {
      d: 'M44-68C42-76 46-80 50-80M52-68C54-74 58-76 62-74',
      fill: 'none',
      stroke: colors.horn ?? '#e8d8b0',
      'stroke-width': 2.5,
      'stroke-linecap': 'round',
    }) +
    el('path', { d: 'M38-48Q44-40 50-44', fill: 'none', stroke: '#e0457b', 'stroke-width': 1.6 }) +
    el('circle', { cx: 44, cy: -40, r: 3, fill: '#ffc94a' });
  return g({ transform: translate(x, y, s) }, body + g({ transform: `rotate(${n(nod)} 38 -56)` }, head));
}
