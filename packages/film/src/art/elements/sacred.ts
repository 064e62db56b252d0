/** Divine weapons and ritual objects, drawn as luminous golden objects. */
import { type Ctx, el, g, n, ribbon, translate, wave } from '../svg.ts';

export function goldFill(ctx: Ctx): string {
  return ctx.defs.linear(
    [
      [0, '#fff2b8'],
      [0.45, '#ffc94a'],
      [1, '#c27a12'],
    ],
    0,
    0,
    1,
    1,
  );
}

/** Mace (gada): foot of the handle at (x, y), `h` tall overall. */
export function gada(ctx: Ctx, x: number, y: number, h: number, rot = 0): string {
  const gold = goldFill(ctx);
  const r = h * 0.19;
  const hy = -h + r;
  let ridges = '';
  for (const k of [-0.55, 0, 0.55]) {
    ridges += el('ellipse', {
      cx: n(k * r * 0.9),
      cy: n(hy),
      rx: n(r * (1 - Math.abs(k)) * 0.45 + 0.5),
      ry: n(r * 0.98),
      fill: 'none',
      stroke: '#b06a10',
      'stroke-width': n(h * 0.012),
      opacity: 0.7,
    });
  }
  return g(
    { transform: translate(x, y, 1, rot) },
    el('rect', {
      x: n(-h * 0.03),
      y: n(-h * 0.82),
      width: n(h * 0.06),
      height: n(h * 0.82),
      rx: n(h * 0.03),
      fill: gold,
    }) +
      el('rect', {
        x: n(-h * 0.045),
        y: n(-h * 0.1),
        width: n(h * 0.09),
        height: n(h * 0.05),
        rx: n(h * 0.02),
        fill: '#e0457b',
      }) +
      el('rect', {
        x: n(-h * 0.045),
        y: n(-h * 0.74),
        width: n(h * 0.09),
        height: n(h * 0.05),
        rx: n(h * 0.02),
        fill: '#e0457b',
      }) +
      el('circle', { cx: 0, cy: n(hy), r: n(r), fill: gold }) +
      ridges +
      el('ellipse', {
        cx: n(-r * 0.35),
        cy: n(hy - r * 0.35),
        rx: n(r * 0.3),
        ry: n(r * 0.2),
        fill: '#ffffff',
        opacity: 0.5,
      }) +
      el('path', {
        d: `M${n(-r * 0.25)} ${n(hy - r * 0.95)}L0 ${n(hy - r * 1.5)}L${n(r * 0.25)} ${n(hy - r * 0.95)}Z`,
        fill: gold,
      }),
  );
}

/** Bow drawn vertically, centre (x, y), `h` tall; optional nocked arrow. */
export function bow(ctx: Ctx, x: number, y: number, h: number, rot = 0, arrow = true): string {
  const gold = goldFill(ctx);
  const H = h / 2;
  const limb = `M${n(-h * 0.04)} ${n(-H)}C${n(h * 0.34)} ${n(-H * 0.75)} ${n(h * 0.28)} ${n(-H * 0.12)} ${n(h * 0.16)} 0C${n(h * 0.28)} ${n(H * 0.12)} ${n(h * 0.34)} ${n(H * 0.75)} ${n(-h * 0.04)} ${n(H)}`;
  let out =
    el('path', {
      d: `M${n(-h * 0.04)} ${n(-H)}L${n(-h * 0.04)} ${n(H)}`,
      stroke: '#fff6dc',
      'stroke-width': n(h * 0.008),
      opacity: 0.9,
    }) +
    el('path', {
      d: limb,
      fill: 'none',
      stroke: gold,
      'stroke-width': n(h * 0.05),
      'stroke-linecap': 'round',
    }) +
    el('rect', {
      x: n(h * 0.13),
      y: n(-h * 0.06),
      width: n(h * 0.07),
      height: n(h * 0.12),
      rx: n(h * 0.02),
      fill: '#e0457b',
    }) +
    el('circle', { cx: n(-h * 0.04), cy: n(-H), r: n(h * 0.025), fill: '#ffd166' }) +
    el('circle', { cx: n(-h * 0.04), cy: n(H), r: n(h * 0.025), fill: '#ffd166' });
  if (arrow) out += arrowShape(ctx, h * 0.4, 0, h * 1.05);
  return g({ transform: translate(x, y, 1, rot) }, out);
}

/** Horizontal arrow with its tip at (x, y) pointing right, `len` long. */
export function arrowShape(ctx: Ctx, x: number, y: number, len: number): string {
  const gold = goldFill(ctx);
  const t = len * 0.012;
  return g(
    { transform: translate(x, y) },
    el('rect', { x: n(-len), y: n(-t), width: n(len * 0.92), height: n(t * 2), fill: gold }) +
      el('path', {
        d: `M0 0L${n(-len * 0.1)} ${n(-len * 0.045)}L${n(-len * 0.08)} 0L${n(-len * 0.1)} ${n(len * 0.045)}Z`,
        fill: '#fff2b8',
      }) +
      el('path', {
        d: `M${n(-len)} 0l${n(-len * 0.06)} ${n(-len * 0.04)}h${n(len * 0.1)}l${n(len * 0.04)} ${n(len * 0.04)}l${n(-len * 0.04)} ${n(len * 0.04)}h${n(-len * 0.1)}Z`,
        fill: '#e0457b',
      }),
  );
}

/** Trishul with a little damaru tied below the prongs; foot at (x, y), `h` tall. */
export function trishul(ctx: Ctx, x: number, y: number, h: number, rot = 0, color?: string): string {
  const fill =
    color ??
    ctx.defs.linear(
      [
        [0, '#ffffff'],
        [0.5, '#e6e9ff'],
        [1, '#9aa6d6'],
      ],
      0,
      0,
      1,
      1,
    );
  const w = h * 0.022;
  const top = -h;
  const prongs =
    `M0 ${n(top)}C${n(h * 0.05)} ${n(top + h * 0.08)} ${n(h * 0.04)} ${n(top + h * 0.16)} 0 ${n(top + h * 0.28)}C${n(-h * 0.04)} ${n(top + h * 0.16)} ${n(-h * 0.05)} ${n(top + h * 0.08)} 0 ${n(top)}Z` +
    `M${n(-w)} ${n(top + h * 0.28)}C${n(-h * 0.2)} ${n(top + h * 0.3)} ${n(-h * 0.2)} ${n(top + h * 0.15)} ${n(-h * 0.17)} ${n(top + h * 0.05)}C${n(-h * 0.13)} ${n(top + h * 0.16)} ${n(-h * 0.1)} ${n(top + h * 0.22)} ${n(-w)} ${n(top + h * 0.22)}Z` +
    `M${n(w)} ${n(top + h * 0.28)}C${n(h * 0.2)} ${n(top + h * 0.3)} ${n(h * 0.2)} ${n(top + h * 0.15)} ${n(h * 0.17)} ${n(top + h * 0.05)}C${n(h * 0.13)} ${n(top + h * 0.16)} ${n(h * 0.1)} ${n(top + h * 0.22)} ${n(w)} ${n(top + h * 0.22)}Z`;
  const dy = top + h * 0.38;
  const d = h * 0.05;
  const damaru =
    el('path', {
      d: `M${n(-d * 1.6)} ${n(dy - d)}L${n(d * 1.6)} ${n(dy - d)}L${n(d * 0.25)} ${n(dy)}L${n(d * 1.6)} ${n(dy + d)}L${n(-d * 1.6)} ${n(dy + d)}L${n(-d * 0.25)} ${n(dy)}Z`,
      fill: '#c2410c',
    }) +
    el('rect', { x: n(-d * 1.6), y: n(dy - d - 1), width: n(d * 3.2), height: 2, fill: '#ffd166' }) +
    el('rect', { x: n(-d * 1.6), y: n(dy + d - 1), width: n(d * 3.2), height: 2, fill: '#ffd166' });
  const pts: [number, number][] = [];
  for (let i = 0; i <= 4; i++) {
    const k = i / 4;
    pts.push([k * h * 0.2, dy + k * h * 0.1 + 3 * k * wave(ctx.t, 1, -k * 0.6)]);
  }
  const cloth = el('path', { d: ribbon(pts, [4, 3.5, 3, 2.5, 2]), fill: '#f97316' });
  return g(
    { transform: translate(x, y, 1, rot) },
    el('rect', { x: n(-w), y: n(top + h * 0.25), width: n(w * 2), height: n(h * 0.75), rx: n(w), fill }) +
      el('path', { d: prongs, fill }) +
      cloth +
      damaru,
  );
}

/** Conch (shankha), centre (x, y), length `s`. */
export function conch(ctx: Ctx, x: number, y: number, s: number, rot = 0): string {
  const shell = ctx.defs.linear(
    [
      [0, '#ffffff'],
      [0.6, '#fbe9d6'],
      [1, '#e8b99a'],
    ],
    0,
    0,
    1,
    1,
  );
  const body = `M${n(-s * 0.5)} 0C${n(-s * 0.45)} ${n(-s * 0.3)} ${n(s * 0.05)} ${n(-s * 0.38)} ${n(s * 0.35)} ${n(-s * 0.18)}C${n(s * 0.5)} ${n(-s * 0.08)} ${n(s * 0.52)} ${n(s * 0.08)} ${n(s * 0.35)} ${n(s * 0.16)}C${n(s * 0.05)} ${n(s * 0.3)} ${n(-s * 0.3)} ${n(s * 0.22)} ${n(-s * 0.5)} 0Z`;
  const spiral = `M${n(s * 0.28)} ${n(-s * 0.12)}c${n(s * 0.1)} ${n(s * 0.02)} ${n(s * 0.1)} ${n(s * 0.16)} 0 ${n(s * 0.16)}c${n(-s * 0.08)} 0 ${n(-s * 0.08)} ${n(-s * 0.1)} 0 ${n(-s * 0.09)}`;
  const lines = `M${n(-s * 0.25)} ${n(-s * 0.12)}Q${n(0)} ${n(-s * 0.02)} ${n(s * 0.1)} ${n(s * 0.2)}M${n(-s * 0.05)} ${n(-s * 0.22)}Q${n(s * 0.15)} ${n(-s * 0.08)} ${n(s * 0.22)} ${n(s * 0.12)}`;
  return g(
    { transform: translate(x, y, 1, rot) },
    el('path', { d: body, fill: shell }) +
      el('path', {
        d: `${spiral}${lines}`,
        fill: 'none',
        stroke: '#d08a6a',
        'stroke-width': n(s * 0.02),
        'stroke-linecap': 'round',
      }) +
      el('path', {
        d: `M${n(-s * 0.5)} 0l${n(-s * 0.12)} ${n(-s * 0.05)}l${n(0)} ${n(s * 0.1)}Z`,
        fill: '#ffd166',
      }),
  );
}

/** Chariot wheel with spokes; turns slowly (an eighth of a turn per loop keeps the spokes seamless). */
export function wheel(ctx: Ctx, x: number, y: number, r: number, spokes = 8, color = '#ffc94a'): string {
  const rot = (360 / spokes) * ctx.t;
  let d = '';
  for (let i = 0; i < spokes; i++) {
    const a = (i / spokes) * Math.PI * 2;
    d += `M${n(Math.cos(a) * r * 0.2)} ${n(Math.sin(a) * r * 0.2)}L${n(Math.cos(a) * r * 0.86)} ${n(Math.sin(a) * r * 0.86)}`;
  }
  return g(
    { transform: translate(x, y, 1, rot) },
    el('circle', { r: n(r * 0.92), fill: 'none', stroke: color, 'stroke-width': n(r * 0.14) }) +
      el('circle', {
        r: n(r * 0.92),
        fill: 'none',
        stroke: '#7c4a14',
        'stroke-width': n(r * 0.03),
        'stroke-dasharray': `${n(r * 0.1)} ${n(r * 0.2)}`,
      }) +
      el('path', { d, stroke: color, 'stroke-width': n(r * 0.07), 'stroke-linecap': 'round' }) +
      el('circle', { r: n(r * 0.22), fill: color }) +
      el('circle', { r: n(r * 0.09), fill: '#7c4a14' }),
  );
}

/** Open storybook with glowing pages; centre of the spine at (x, y), width w. */
export function storybook(ctx: Ctx, x: number, y: number, w: number, rot = 0): string {
  const page = ctx.defs.linear(
    [
      [0, '#fffdf5'],
      [1, '#ffe9b8'],
    ],
    0,
    0,
    0,
    1,
  );
  const h = w * 0.36;
  const left = `M0 0C${n(-w * 0.15)} ${n(-h * 0.18)} ${n(-w * 0.35)} ${n(-h * 0.2)} ${n(-w * 0.5)} ${n(-h * 0.08)}L${n(-w * 0.5)} ${n(h * 0.72)}C${n(-w * 0.35)} ${n(h * 0.6)} ${n(-w * 0.15)} ${n(h * 0.62)} 0 ${n(h * 0.8)}Z`;
  let lines = '';
  for (let i = 0; i < 4; i++) {
    const yy = h * (0.12 + i * 0.14);
    lines += `M${n(-w * 0.42)} ${n(yy)}Q${n(-w * 0.25)} ${n(yy - h * 0.08)} ${n(-w * 0.08)} ${n(yy + h * 0.04)}`;
    lines += `M${n(w * 0.08)} ${n(yy + h * 0.04)}Q${n(w * 0.25)} ${n(yy - h * 0.08)} ${n(w * 0.42)} ${n(yy)}`;
  }
  return g(
    { transform: translate(x, y, 1, rot) },
    el('path', {
      d: `M${n(-w * 0.53)} ${n(-h * 0.04)}L${n(-w * 0.53)} ${n(h * 0.8)}Q0 ${n(h * 0.78)} 0 ${n(h * 0.9)}Q0 ${n(h * 0.78)} ${n(w * 0.53)} ${n(h * 0.8)}L${n(w * 0.53)} ${n(-h * 0.04)}Z`,
      fill: '#c2410c',
    }) +
      el('path', { d: left, fill: page }) +
      el('path', { d: left, fill: page, transform: 'scale(-1 1)' }) +
      el('path', {
        d: lines,
        fill: 'none',
        stroke: '#e8b04f',
        'stroke-width': n(w * 0.012),
        'stroke-linecap': 'round',
        opacity: 0.8,
      }),
  );
}
