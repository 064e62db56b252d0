/** Sky, light, weather and landscape pieces shared by every scene. */
import { type Ctx, el, g, mix, n, smooth, TAU, translate, wave, wrap01 } from '../svg.ts';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function sky(ctx: Ctx, colors: readonly string[], w = 640, h = 360): string {
  const stops = colors.map((c, i) => [i / (colors.length - 1), c] as const);
  return el('rect', { x: -2, y: -2, width: w + 4, height: h + 4, fill: ctx.defs.linear(stops) });
}

/** Soft radial light (no blur filter needed). */
export function glow(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  color: string,
  opacity = 1,
  ry?: number,
): string {
  const fill = ctx.defs.radial([
    [0, color, opacity],
    [0.35, color, opacity * 0.45],
    [0.7, color, opacity * 0.12],
    [1, color, 0],
  ]);
  return ry === undefined
    ? el('circle', { cx: n(cx), cy: n(cy), r: n(r), fill })
    : el('ellipse', { cx: n(cx), cy: n(cy), rx: n(r), ry: n(ry), fill });
}

export function sun(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  core = '#fff3c4',
  rim = '#ffb347',
  halo = '#ffd27a',
): string {
  const pulse = 1 + 0.03 * wave(ctx.t, 1);
  return (
    glow(ctx, cx, cy, r * 5.5 * pulse, halo, 0.55) +
    glow(ctx, cx, cy, r * 2.2, '#fff6d8', 0.6) +
    el('circle', {
      cx: n(cx),
      cy: n(cy),
      r: n(r),
      fill: ctx.defs.radial([
        [0, core],
        [0.7, core],
        [1, rim],
      ]),
    })
  );
}

/** Full moon (phase 0) or a crescent (phase 0.25-0.6 = how much is eaten), tilted by rot degrees. */
export function moon(
  ctx: Ctx,
  cx: number,
  cy: number,
  r: number,
  phase = 0,
  rot = -25,
  color = '#fff6d6',
): string {
  const halo = glow(ctx, cx, cy, r * 4, '#e8ecff', 0.35) + glow(ctx, cx, cy, r * 1.8, '#fffbe8', 0.35);
  const fill = ctx.defs.radial(
    [
      [0, '#ffffff'],
      [0.6, color],
      [1, mix(color, '#d9c28a', 0.5)],
    ],
    0.4,
    0.4,
    0.7,
  );
  if (phase <= 0) {
    const craters =
      el('circle', {
        cx: n(cx - r * 0.3),
        cy: n(cy - r * 0.2),
        r: n(r * 0.18),
        fill: '#e9dcb2',
        opacity: 0.5,
      }) +
      el('circle', {
        cx: n(cx + r * 0.35),
        cy: n(cy + r * 0.25),
        r: n(r * 0.12),
        fill: '#e9dcb2',
        opacity: 0.45,
      }) +
      el('circle', {
        cx: n(cx + r * 0.1),
        cy: n(cy - r * 0.45),
        r: n(r * 0.08),
        fill: '#e9dcb2',
        opacity: 0.4,
      });
    return halo + el('circle', { cx: n(cx), cy: n(cy), r: n(r), fill }) + craters;
  }
  // Crescent: outer circle minus a circle of the same radius shifted right by d.
  const d = r * 2 * phase;
  const hx = d / 2;
  const hy = Math.sqrt(Math.max(0, r * r - hx * hx));
  const path = `M${n(hx)} ${n(-hy)}A${n(r)} ${n(r)} 0 1 0 ${n(hx)} ${n(hy)}A${n(r)} ${n(r)} 0 0 1 ${n(hx)} ${n(-hy)}Z`;
  return halo + g({ transform: translate(cx, cy, 1, rot) }, el('path', { d: path, fill }));
}

/** Twinkling stars: dots and four-point sparkles. */
export function stars(ctx: Ctx, count: number, box: Box, color = '#fffbe6', size = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + ctx.rng() * box.w;
    // More stars near the top of the box.
    const y = box.y + Math.pow(ctx.rng(), 1.6) * box.h;
    const phase = ctx.rng();
    const cycles = ctx.rng() < 0.5 ? 1 : 2;
    const big = ctx.rng() < 0.14;
    const base = 0.45 + ctx.rng() * 0.4;
    const op = Math.max(0.1, Math.min(1, base + 0.4 * wave(ctx.t, cycles, phase)));
    if (big) {
      const s = (2.2 + ctx.rng() * 2.2) * size * (0.85 + 0.15 * wave(ctx.t, cycles, phase));
      out += sparkle(x, y, s, color, op);
    } else {
      out += el('circle', {
        cx: n(x),
        cy: n(y),
        r: n((0.5 + ctx.rng() * 0.9) * size),
        fill: color,
        opacity: op,
      });
    }
  }
  return out;
}

export function sparkle(x: number, y: number, s: number, color: string, opacity = 1): string {
  const k = s * 0.22;
  const d =
    `M${n(x)} ${n(y - s)}Q${n(x + k)} ${n(y - k)} ${n(x + s)} ${n(y)}Q${n(x + k)} ${n(y + k)} ${n(x)} ${n(y + s)}` +
    `Q${n(x - k)} ${n(y + k)} ${n(x - s)} ${n(y)}Q${n(x - k)} ${n(y - k)} ${n(x)} ${n(y - s)}Z`;
  return el('path', { d, fill: color, opacity });
}

/** A puffy picture-book cloud whose base sits at y. Drifts gently (seamless sway). */
export function cloud(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  color: string,
  opacity = 0.9,
  shade?: string,
): string {
  const drift = 8 * wave(ctx.t, 1, ctx.rng());
  const bumps = [
    [0.2, 0.17],
    [0.4, 0.27],
    [0.62, 0.22],
    [0.8, 0.15],
  ] as const;
  const jitter = bumps.map(() => 0.85 + ctx.rng() * 0.3);
  const fill = ctx.defs.linearAbs(
    [
      [0, mix(color, '#ffffff', 0.35)],
      [1, shade ?? color],
    ],
    0,
    -w * 0.45,
    0,
    0,
  );
  let parts = el('rect', {
    x: n(-w / 2),
    y: n(-w * 0.13),
    width: n(w),
    height: n(w * 0.13),
    rx: n(w * 0.065),
    fill,
  });
  bumps.forEach(([fx, fr], i) => {
    const r = fr * w * (jitter[i] ?? 1);
    parts += el('circle', { cx: n(-w / 2 + fx * w), cy: n(-r * 0.55), r: n(r), fill });
  });
  return g({ transform: translate(x + drift, y), opacity }, parts);
}

/** Rolling hill / ridge line filling down to `bottom`. */
export function ridge(
  ctx: Ctx,
  opts: {
    y: number;
    amp: number;
    fill: string;
    points?: number;
    x0?: number;
    x1?: number;
    bottom?: number;
    stroke?: string;
  },
): string {
  const count = opts.points ?? 6;
  const x0 = opts.x0 ?? -20;
  const x1 = opts.x1 ?? 660;
  const pts: [number, number][] = [];
  for (let i = 0; i <= count; i++) {
    const x = x0 + ((x1 - x0) * i) / count;
    pts.push([x, opts.y + (ctx.rng() - 0.5) * 2 * opts.amp]);
  }
  const bottom = opts.bottom ?? 380;
  const d = `${smooth(pts)}L${n(x1)} ${n(bottom)}L${n(x0)} ${n(bottom)}Z`;
  return el('path', {
    d,
    fill: opts.fill,
    stroke: opts.stroke,
    'stroke-width': opts.stroke ? 1.5 : undefined,
  });
}

/** A single rounded hill: a smooth mound centred at cx with its top at `top`. */
export function mound(cx: number, top: number, halfW: number, base: number, fill: string): string {
  const d =
    `M${n(cx - halfW)} ${n(base)}C${n(cx - halfW * 0.55)} ${n(top)} ${n(cx - halfW * 0.25)} ${n(top)} ${n(cx)} ${n(top)}` +
    `C${n(cx + halfW * 0.25)} ${n(top)} ${n(cx + halfW * 0.55)} ${n(top)} ${n(cx + halfW)} ${n(base)}Z`;
  return el('path', { d, fill });
}

export interface Peak {
  x: number;
  top: number;
  w: number;
}

/** Himalayan peaks with a lit face, a shadow face and snow caps. */
export function mountains(
  ctx: Ctx,
  peaks: readonly Peak[],
  base: number,
  colors: { lit: string; shade: string; snow: string; snowShade?: string },
): string {
  let out = '';
  for (const p of peaks) {
    const h = base - p.top;
    const L: [number, number] = [p.x - p.w / 2, base];
    const a: [number, number] = [p.x - p.w * 0.13, p.top + h * 0.16];
    const T: [number, number] = [p.x, p.top];
    const b: [number, number] = [p.x + p.w * 0.12, p.top + h * 0.2];
    const R: [number, number] = [p.x + p.w / 2, base];
    const poly = (pts: [number, number][]) => `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
    out += el('path', { d: poly([L, a, T, b, R]), fill: colors.lit, 'stroke-linejoin': 'round' });
    // shadow face: from the top down to a valley point right of centre
    const valley: [number, number] = [p.x + p.w * 0.06, base];
    out += el('path', {
      d: poly([T, b, R, valley, [p.x + p.w * 0.02, p.top + h * 0.5]]),
      fill: colors.shade,
    });
    // snow cap
    const sy = p.top + h * (0.3 + ctx.rng() * 0.08);
    const lerpX = (p1: [number, number], p2: [number, number], y: number) =>
      p1[0] + ((p2[0] - p1[0]) * (y - p1[1])) / (p2[1] - p1[1] || 1);
    const leftX = sy < a[1] ? lerpX(T, a, sy) : lerpX(a, L, sy);
    const rightX = sy < b[1] ? lerpX(T, b, sy) : lerpX(b, R, sy);
    const snowPts: [number, number][] = [[leftX, sy]];
    if (sy > a[1]) snowPts.push(a);
    snowPts.push(T);
    if (sy > b[1]) snowPts.push(b);
    snowPts.push([rightX, sy]);
    const steps = 5;
    for (let i = steps - 1; i > 0; i--) {
      const x = leftX + ((rightX - leftX) * i) / steps;
      snowPts.push([x, sy + (i % 2 === 0 ? -h * 0.02 : h * 0.07)]);
    }
    out += el('path', { d: poly(snowPts), fill: colors.snow, 'stroke-linejoin': 'round' });
    if (colors.snowShade) {
      const mid = p.x + p.w * 0.03;
      out += el('path', {
        d: poly([
          T,
          ...(sy > b[1] ? [b] : []),
          [rightX, sy],
          [mid + p.w * 0.05, sy + h * 0.05],
          [mid, p.top + h * 0.2],
        ]),
        fill: colors.snowShade,
      });
    }
  }
  return out;
}

/** Water body with gradient, drifting shimmer lines and an optional light path (reflection). */
export function water(
  ctx: Ctx,
  opts: {
    y: number;
    bottom?: number;
    colors: readonly string[];
    shimmer: string;
    reflectX?: number;
    reflectColor?: string;
    lines?: number;
    x0?: number;
    x1?: number;
  },
): string {
  const bottom = opts.bottom ?? 362;
  const x0 = opts.x0 ?? -2;
  const x1 = opts.x1 ?? 642;
  const stops = opts.colors.map((c, i) => [i / (opts.colors.length - 1), c] as const);
  let out = el('rect', {
    x: x0,
    y: n(opts.y),
    width: n(x1 - x0),
    height: n(bottom - opts.y),
    fill: ctx.defs.linear(stops),
  });
  const depth = bottom - opts.y;
  if (opts.reflectX !== undefined) {
    const rc = opts.reflectColor ?? '#fff3c4';
    const rows = 9;
    for (let i = 0; i < rows; i++) {
      const k = i / rows;
      const y = opts.y + 3 + k * depth * 0.9;
      const w = 10 + k * 46;
      const dx = 5 * wave(ctx.t, 1, i * 0.17);
      out += el('rect', {
        x: n(opts.reflectX - w / 2 + dx),
        y: n(y),
        width: n(w),
        height: n(1.6 + k * 2.2),
        rx: 1.5,
        fill: rc,
        opacity: n((0.75 - k * 0.5) * (0.8 + 0.2 * wave(ctx.t, 2, i * 0.29))),
      });
    }
  }
  const lines = opts.lines ?? 18;
  for (let i = 0; i < lines; i++) {
    const k = ctx.rng();
    const y = opts.y + 4 + k * (depth - 8);
    const x = x0 + ctx.rng() * (x1 - x0);
    const w = 8 + ctx.rng() * 22 * (0.6 + k);
    const ph = ctx.rng();
    out += el('rect', {
      x: n(x + 6 * wave(ctx.t, 1, ph)),
      y: n(y),
      width: n(w),
      height: n(1.2 + k),
      rx: 1,
      fill: opts.shimmer,
      opacity: n(0.18 + 0.2 * (0.5 + 0.5 * wave(ctx.t, 1, ph + 0.3))),
    });
  }
  return out;
}

/** Coconut palm; sways gently. (x, y) is the foot of the trunk. */
export function palm(ctx: Ctx, x: number, y: number, h: number, color: string, lean = 1): string {
  const sway = 2.5 * wave(ctx.t, 1, ctx.rng());
  const tx = x + lean * h * 0.28;
  const ty = y - h;
  const trunk =
    `M${n(x - h * 0.035)} ${n(y)}Q${n(x + lean * h * 0.05)} ${n(y - h * 0.55)} ${n(tx - h * 0.015)} ${n(ty)}` +
    `L${n(tx + h * 0.015)} ${n(ty)}Q${n(x + lean * h * 0.09)} ${n(y - h * 0.55)} ${n(x + h * 0.035)} ${n(y)}Z`;
  let fronds = '';
  const angles = [-160, -125, -95, -60, -25, 5, 30];
  for (const a0 of angles) {
    const a = ((a0 + sway * (a0 < -90 ? -1 : 1)) * Math.PI) / 180;
    const len = h * (0.42 + 0.08 * Math.cos(a0));
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.7 + len * 0.28;
    const mx = tx + Math.cos(a) * len * 0.5;
    const my = ty + Math.sin(a) * len * 0.5 - len * 0.12;
    const wdt = h * 0.05;
    fronds += el('path', {
      d: `M${n(tx)} ${n(ty)}Q${n(mx)} ${n(my - wdt)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + wdt)} ${n(tx)} ${n(ty)}Z`,
      fill: color,
    });
  }
  return (
    el('path', { d: trunk, fill: color }) +
    fronds +
    el('circle', { cx: n(tx), cy: n(ty + 2), r: n(h * 0.035), fill: color })
  );
}

/** Round-canopy tree (kadamba / mango style). (x, y) is the foot. */
export function roundTree(ctx: Ctx, x: number, y: number, h: number, color: string, light?: string): string {
  const r = h * 0.32;
  const cy = y - h + r;
  const trunk = el('path', {
    d: `M${n(x - h * 0.05)} ${n(y)}Q${n(x - h * 0.02)} ${n(cy + r * 0.4)} ${n(x - h * 0.015)} ${n(cy)}L${n(x + h * 0.015)} ${n(cy)}Q${n(x + h * 0.02)} ${n(cy + r * 0.4)} ${n(x + h * 0.05)} ${n(y)}Z`,
    fill: color,
  });
  let canopy = '';
  const blobs = [
    [0, 0, 1],
    [-0.75, 0.3, 0.7],
    [0.75, 0.3, 0.72],
    [-0.4, -0.45, 0.7],
    [0.42, -0.4, 0.66],
  ] as const;
  for (const [bx, by, br] of blobs) {
    canopy += el('circle', {
      cx: n(x + bx * r),
      cy: n(cy + by * r),
      r: n(br * r * (0.9 + ctx.rng() * 0.15)),
      fill: color,
    });
  }
  if (light) {
    canopy += el('circle', {
      cx: n(x - r * 0.35),
      cy: n(cy - r * 0.45),
      r: n(r * 0.45),
      fill: light,
      opacity: 0.35,
    });
  }
  const sway = 1.2 * wave(ctx.t, 1, ctx.rng());
  return trunk + g({ transform: `rotate(${n(sway)} ${n(x)} ${n(y)})` }, canopy);
}

/** Fireflies / floating sparks moving in small seamless loops. */
export function fireflies(ctx: Ctx, count: number, box: Box, color = '#ffe27a', size = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x0 = box.x + ctx.rng() * box.w;
    const y0 = box.y + ctx.rng() * box.h;
    const ph = ctx.rng();
    const rx = 6 + ctx.rng() * 10;
    const x = x0 + rx * Math.sin(TAU * (ctx.t + ph));
    const y = y0 + rx * 0.6 * Math.sin(TAU * (2 * ctx.t + ph));
    const op = 0.5 + 0.5 * wave(ctx.t, 2, ph * 2);
    out +=
      glow(ctx, x, y, 7 * size, color, 0.55 * op) +
      el('circle', { cx: n(x), cy: n(y), r: n(1.3 * size), fill: '#fffbe0', opacity: n(0.4 + 0.6 * op) });
  }
  return out;
}

/** Petals drifting down across the box, each re-entering at the top once per loop. */
export function petals(ctx: Ctx, count: number, box: Box, colors: readonly string[], size = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const ph = ctx.rng();
    const x0 = box.x + ctx.rng() * box.w;
    const color = colors[i % colors.length] ?? '#f9a8c9';
    const s = (3 + ctx.rng() * 2.5) * size;
    const u = wrap01(ctx.t, 1, ph);
    const x = x0 + 14 * Math.sin(TAU * (ctx.t + ph)) + u * 30;
    const y = box.y + u * box.h;
    const rot = 360 * wrap01(ctx.t, 1, ph) + ph * 360;
    const op = Math.sin(Math.PI * u);
    const d = `M0 ${n(-s)}Q${n(s * 0.9)} 0 0 ${n(s)}Q${n(-s * 0.9)} 0 0 ${n(-s)}Z`;
    out += el('path', { d, fill: color, opacity: n(0.9 * op), transform: translate(x, y, 1, rot) });
  }
  return out;
}

/** Distant birds: tiny flapping Vs with a gentle bob. */
export function birds(ctx: Ctx, count: number, box: Box, color: string, size = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = box.x + ctx.rng() * box.w;
    const ph = ctx.rng();
    const y = box.y + ctx.rng() * box.h + 3 * wave(ctx.t, 1, ph);
    const flap = wave(ctx.t, 4, ph);
    const s = (4 + ctx.rng() * 3) * size;
    const wy = -s * 0.35 * flap;
    const d = `M${n(x - s)} ${n(y + wy)}Q${n(x - s * 0.45)} ${n(y - s * 0.35 + wy * 0.3)} ${n(x)} ${n(y)}Q${n(x + s * 0.45)} ${n(y - s * 0.35 + wy * 0.3)} ${n(x + s)} ${n(y + wy)}`;
    out += el('path', {
      d,
      fill: 'none',
      stroke: color,
      'stroke-width': n(1.1 * size),
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  }
  return out;
}

/** Grass tufts along a line. */
export function grass(ctx: Ctx, x0: number, x1: number, y: number, color: string, count = 12, h = 8): string {
  let d = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ctx.rng() * (x1 - x0);
    const hh = h * (0.6 + ctx.rng() * 0.6);
    const sway = 1.5 * wave(ctx.t, 1, ctx.rng());
    d += `M${n(x - 3)} ${n(y)}Q${n(x - 2 + sway)} ${n(y - hh * 0.6)} ${n(x - 4 + sway)} ${n(y - hh)}Q${n(x)} ${n(y - hh * 0.5)} ${n(x + 1)} ${n(y)}Z`;
    d += `M${n(x)} ${n(y)}Q${n(x + 2 + sway)} ${n(y - hh * 0.7)} ${n(x + 4 + sway)} ${n(y - hh * 1.1)}Q${n(x + 3)} ${n(y - hh * 0.5)} ${n(x + 3)} ${n(y)}Z`;
  }
  return el('path', { d, fill: color });
}

/**
 * Darken the edges softly (cinematic vignette). `cornersOnly` paints just the part the gradient darkens
 * (the frame minus the clear ellipse in the middle): the same picture, and far fewer pixels to fill
 * when a film draws it on every frame.
 */
export function vignette(
  ctx: Ctx,
  color = '#120e33',
  strength = 0.45,
  w = 640,
  h = 360,
  cornersOnly = false,
): string {
  const fill = ctx.defs.radial(
    [
      [0, color, 0],
      [0.65, color, 0],
      [1, color, strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  if (!cornersOnly) return el('rect', { x: -2, y: -2, width: w + 4, height: h + 4, fill });
  // The gradient is clear inside 0.65 of its radius (0.75 of the box): an ellipse of 0.4875 of each side.
  const rx = 0.48 * (w + 4);
  const ry = 0.48 * (h + 4);
  const d =
    `M-2 -2H${w + 2}V${h + 2}H-2Z` +
    `M${n(w / 2 - rx)} ${h / 2}A${n(rx)} ${n(ry)} 0 1 0 ${n(w / 2 + rx)} ${h / 2}A${n(rx)} ${n(ry)} 0 1 0 ${n(w / 2 - rx)} ${h / 2}Z`;
  return el('path', { d, fill, 'fill-rule': 'evenodd' });
}
