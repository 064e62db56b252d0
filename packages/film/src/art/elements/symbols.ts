/** Sacred symbols and props, drawn respectfully as objects (no faces). */
import { type Ctx, el, g, n, translate, wave } from '../svg.ts';
import { glow } from './nature.ts';

/** Bansuri flute, `len` long, centred at (x, y), rotated by rot degrees. */
export function flute(ctx: Ctx, x: number, y: number, len: number, rot = -18): string {
  const th = len * 0.065;
  const body = ctx.defs.linear([
    [0, '#ffe3a0'],
    [0.45, '#e8b04f'],
    [1, '#a8671e'],
  ]);
  let holes = '';
  for (let i = 0; i < 6; i++) {
    holes += el('ellipse', {
      cx: n(len * (0.08 + i * 0.065)),
      cy: 0,
      rx: n(th * 0.28),
      ry: n(th * 0.22),
      fill: '#5b3411',
    });
  }
  holes += el('ellipse', { cx: n(len * -0.3), cy: 0, rx: n(th * 0.3), ry: n(th * 0.24), fill: '#5b3411' });
  const band = (bx: number) =>
    el('rect', {
      x: n(bx),
      y: n(-th / 2 - 0.3),
      width: n(len * 0.025),
      height: n(th + 0.6),
      fill: '#e0457b',
    }) +
    el('rect', {
      x: n(bx + len * 0.03),
      y: n(-th / 2 - 0.3),
      width: n(len * 0.012),
      height: n(th + 0.6),
      fill: '#ffd166',
    });
  const sway = 6 * wave(ctx.t, 1, 0.1);
  const tassel = g(
    { transform: `translate(${n(-len * 0.4)} ${n(th * 0.4)}) rotate(${n(-rot + sway)})` },
    el('path', {
      d: `M0 0L${n(-len * 0.02)} ${n(len * 0.16)}M0 0L${n(len * 0.015)} ${n(len * 0.17)}M0 0L0 ${n(len * 0.18)}`,
      stroke: '#e0457b',
      'stroke-width': n(len * 0.012),
      'stroke-linecap': 'round',
    }) + el('circle', { cx: 0, cy: n(len * 0.02), r: n(len * 0.022), fill: '#ffd166' }),
  );
  return g(
    { transform: translate(x, y, 1, rot) },
    el('rect', { x: n(-len / 2), y: n(-th / 2), width: n(len), height: n(th), rx: n(th / 2), fill: body }) +
      el('rect', {
        x: n(-len / 2 + th),
        y: n(-th * 0.32),
        width: n(len - th * 2),
        height: n(th * 0.18),
        rx: n(th * 0.09),
        fill: '#fff6d8',
        opacity: 0.7,
      }) +
      band(-len * 0.46) +
      band(-len * 0.2) +
      band(len * 0.42) +
      holes +
      tassel,
  );
}

/** Peacock feather: quill foot at (x, y), `len` tall, tilted by rot degrees. */
export function peacockFeather(ctx: Ctx, x: number, y: number, len: number, rot = 0): string {
  const L = len;
  const sway = 2.5 * wave(ctx.t, 1, 0.4);
  const vane = ctx.defs.linear(
    [
      [0, '#7ccf6a'],
      [0.5, '#2f9e6a'],
      [1, '#0e6b5c'],
    ],
    0,
    0,
    0,
    1,
  );
  let barbs = '';
  for (let i = 0; i < 18; i++) {
    const k = i / 17;
    const yy = -L * (0.25 + k * 0.68);
    const spread = L * 0.16 * Math.sin(Math.PI * (0.15 + k * 0.8));
    barbs +=
      `M0 ${n(yy)}Q${n(-spread * 0.6)} ${n(yy - L * 0.02)} ${n(-spread)} ${n(yy - L * 0.07)}` +
      `M0 ${n(yy)}Q${n(spread * 0.6)} ${n(yy - L * 0.02)} ${n(spread)} ${n(yy - L * 0.07)}`;
  }
  const vaneShape = `M0 ${n(-L * 0.2)}C${n(-L * 0.22)} ${n(-L * 0.45)} ${n(-L * 0.2)} ${n(-L * 0.85)} 0 ${n(-L * 1.02)}C${n(L * 0.2)} ${n(-L * 0.85)} ${n(L * 0.22)} ${n(-L * 0.45)} 0 ${n(-L * 0.2)}Z`;
  const ey = -L * 0.8;
  const eye =
    el('ellipse', { cx: 0, cy: n(ey), rx: n(L * 0.13), ry: n(L * 0.15), fill: '#c9d94a' }) +
    el('ellipse', { cx: 0, cy: n(ey + L * 0.01), rx: n(L * 0.1), ry: n(L * 0.115), fill: '#d59a2b' }) +
    el('ellipse', { cx: 0, cy: n(ey + L * 0.015), rx: n(L * 0.078), ry: n(L * 0.09), fill: '#12a39a' }) +
    el('ellipse', { cx: 0, cy: n(ey + L * 0.025), rx: n(L * 0.05), ry: n(L * 0.058), fill: '#1e4fc2' }) +
    el('ellipse', { cx: 0, cy: n(ey + L * 0.032), rx: n(L * 0.025), ry: n(L * 0.03), fill: '#141046' }) +
    el('ellipse', {
      cx: n(-L * 0.03),
      cy: n(ey - L * 0.03),
      rx: n(L * 0.02),
      ry: n(L * 0.012),
      fill: '#ffffff',
      opacity: 0.55,
    });
  return g(
    { transform: translate(x, y, 1, rot + sway) },
    el('path', { d: vaneShape, fill: vane, opacity: 0.95 }) +
      el('path', { d: barbs, fill: 'none', stroke: '#b9f0a8', 'stroke-width': n(L * 0.006), opacity: 0.55 }) +
      el('path', {
        d: `M0 0Q${n(L * 0.02)} ${n(-L * 0.5)} 0 ${n(-L * 0.98)}`,
        fill: 'none',
        stroke: '#f3e3a0',
        'stroke-width': n(L * 0.014),
        'stroke-linecap': 'round',
      }) +
      eye,
  );
}

/** Clay pot of butter (matki); (x, y) is the bottom, r the belly radius. */
export function butterPot(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  opts: { rope?: number; tilt?: number } = {},
): string {
  const clay = ctx.defs.radial(
    [
      [0, '#f0a15a'],
      [0.6, '#c2410c'],
      [1, '#7c2d12'],
    ],
    0.35,
    0.35,
    0.8,
  );
  const cy = -r * 1.02;
  let band = '';
  for (let i = 0; i < 7; i++) {
    const a = -0.9 + (i / 6) * 1.8;
    band += el('circle', {
      cx: n(Math.sin(a) * r * 0.92),
      cy: n(cy - r * 0.15 + Math.abs(Math.sin(a)) * r * 0.05),
      r: n(r * 0.07),
      fill: '#ffd166',
    });
  }
  const butter =
    el('path', {
      d: `M${n(-r * 0.55)} ${n(cy - r * 0.88)}C${n(-r * 0.6)} ${n(cy - r * 1.35)} ${n(-r * 0.1)} ${n(cy - r * 1.55)} ${n(r * 0.05)} ${n(cy - r * 1.3)}C${n(r * 0.35)} ${n(cy - r * 1.5)} ${n(r * 0.7)} ${n(cy - r * 1.2)} ${n(r * 0.55)} ${n(cy - r * 0.88)}Z`,
      fill: '#fffaf0',
    }) +
    el('path', {
      d: `M${n(r * 0.35)} ${n(cy - r * 0.9)}q${n(r * 0.08)} ${n(r * 0.3)} ${n(r * 0.02)} ${n(r * 0.38)}q${n(-r * 0.08)} ${n(-r * 0.08)} ${n(-r * 0.1)} ${n(-r * 0.38)}Z`,
      fill: '#fffaf0',
    }) +
    el('ellipse', {
      cx: n(-r * 0.15),
      cy: n(cy - r * 1.25),
      rx: n(r * 0.14),
      ry: n(r * 0.07),
      fill: '#ffffff',
    });
  const rope =
    opts.rope !== undefined
      ? el('path', {
          d: `M${n(-r * 0.62)} ${n(cy - r * 0.85)}L0 ${n(-opts.rope)}L${n(r * 0.62)} ${n(cy - r * 0.85)}M${n(-r * 0.95)} ${n(cy)}L0 ${n(-opts.rope)}L${n(r * 0.95)} ${n(cy)}`,
          fill: 'none',
          stroke: '#8a5a2b',
          'stroke-width': n(r * 0.06),
        })
      : '';
  return g(
    { transform: translate(x, y, 1, opts.tilt ?? 0) },
    rope +
      el('ellipse', { cx: 0, cy: n(cy), rx: n(r), ry: n(r * 0.95), fill: clay }) +
      el('rect', {
        x: n(-r * 0.52),
        y: n(cy - r * 0.98),
        width: n(r * 1.04),
        height: n(r * 0.25),
        fill: '#a8401a',
      }) +
      el('ellipse', { cx: 0, cy: n(cy - r * 0.95), rx: n(r * 0.62), ry: n(r * 0.14), fill: '#e07a3a' }) +
      butter +
      band +
      el('ellipse', {
        cx: n(-r * 0.4),
        cy: n(cy - r * 0.35),
        rx: n(r * 0.18),
        ry: n(r * 0.3),
        fill: '#ffffff',
        opacity: 0.22,
        transform: `rotate(25 ${n(-r * 0.4)} ${n(cy - r * 0.35)})`,
      }),
  );
}

/** Lotus flower whose base centre is (x, y); size `s` = petal length. */
export function lotus(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  colors = { outer: '#e0457b', inner: '#f9a8c9', glow: '#ffd6e6' },
  bloom = 0,
): string {
  const petal = (len: number, wdt: number, rotDeg: number, fill: string) =>
    el('path', {
      d: `M0 0C${n(-wdt)} ${n(-len * 0.35)} ${n(-wdt * 0.5)} ${n(-len * 0.8)} 0 ${n(-len)}C${n(wdt * 0.5)} ${n(-len * 0.8)} ${n(wdt)} ${n(-len * 0.35)} 0 0Z`,
      fill,
      transform: `rotate(${n(rotDeg)})`,
    });
  const outer = ctx.defs.linear(
    [
      [0, colors.outer],
      [1, colors.inner],
    ],
    0,
    1,
    0,
    0,
  );
  const inner = ctx.defs.linear(
    [
      [0, colors.inner],
      [1, '#fff1f6'],
    ],
    0,
    1,
    0,
    0,
  );
  const open = 1 + bloom * 0.15 * wave(ctx.t, 1);
  let out = '';
  for (const a of [-78, 78]) out += petal(s * 0.75, s * 0.32, a * open, outer);
  for (const a of [-52, 52]) out += petal(s * 0.9, s * 0.36, a * open, outer);
  for (const a of [-26, 26]) out += petal(s, s * 0.38, a * open, inner);
  out += petal(s * 1.05, s * 0.4, 0, inner);
  return (
    glow(ctx, x, y - s * 0.5, s * 1.8, colors.glow, 0.35) +
    g(
      { transform: translate(x, y) },
      out + el('ellipse', { cx: 0, cy: n(-s * 0.08), rx: n(s * 0.4), ry: n(s * 0.1), fill: '#ffd166' }),
    )
  );
}

/** Lily pad, flat ellipse with a notch. */
export function lilyPad(x: number, y: number, r: number, fill = '#2f7d4f'): string {
  return el('path', {
    d: `M${n(x)} ${n(y)}L${n(x + r)} ${n(y - r * 0.12)}A${n(r)} ${n(r * 0.35)} 0 1 1 ${n(x + r * 0.96)} ${n(y + r * 0.1)}Z`,
    fill,
  });
}
