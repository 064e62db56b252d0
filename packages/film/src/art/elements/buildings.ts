/** Temples, palaces, pillars and bridges. */
import { type Ctx, el, g, n, ribbon, wave } from '../svg.ts';
import { glow } from './nature.ts';

/** Village house; base centre (x, base), width w. */
export function house(
  x: number,
  base: number,
  w: number,
  wall: string,
  roof: string,
  windowGlow?: string,
): string {
  const h = w * 0.55;
  return (
    el('rect', { x: n(x - w / 2), y: n(base - h), width: n(w), height: n(h), fill: wall }) +
    el('path', {
      d: `M${n(x - w * 0.6)} ${n(base - h + 2)}L${n(x)} ${n(base - h - w * 0.32)}L${n(x + w * 0.6)} ${n(base - h + 2)}Z`,
      fill: roof,
    }) +
    el('rect', {
      x: n(x - w * 0.1),
      y: n(base - h * 0.55),
      width: n(w * 0.2),
      height: n(h * 0.55),
      rx: n(w * 0.1),
      fill: windowGlow ?? roof,
    })
  );
}

/** Small waving pennant on a pole whose foot is at (x, y). */
export function flag(ctx: Ctx, x: number, y: number, h: number, color = '#f97316'): string {
  const pts: [number, number][] = [];
  for (let i = 0; i <= 4; i++) {
    const k = i / 4;
    pts.push([x + k * h * 0.45, y - h + h * 0.12 + k * h * 0.06 + h * 0.05 * k * wave(ctx.t, 2, -k * 0.5)]);
  }
  return (
    el('line', {
      x1: n(x),
      y1: n(y),
      x2: n(x),
      y2: n(y - h),
      stroke: '#5b3411',
      'stroke-width': n(Math.max(1, h * 0.04)),
    }) + el('path', { d: ribbon(pts, [h * 0.22, h * 0.18, h * 0.13, h * 0.08, 0.5]), fill: color })
  );
}

/**
 * North-Indian (nagara) temple: a mandapa and a curved shikhara spire with a kalash and flag.
 * (x, base) = centre of the base; `h` = total height.
 */
export function temple(
  ctx: Ctx,
  x: number,
  base: number,
  h: number,
  colors: { wall: string; shade: string; trim: string; door: string },
): string {
  const w = h * 0.42;
  const spireTop = base - h * 0.86;
  const spireBase = base - h * 0.36;
  const spire = `M${n(x - w * 0.42)} ${n(spireBase)}C${n(x - w * 0.44)} ${n(spireBase - h * 0.28)} ${n(x - w * 0.2)} ${n(spireTop + h * 0.06)} ${n(x - w * 0.08)} ${n(spireTop)}L${n(x + w * 0.08)} ${n(spireTop)}C${n(x + w * 0.2)} ${n(spireTop + h * 0.06)} ${n(x + w * 0.44)} ${n(spireBase - h * 0.28)} ${n(x + w * 0.42)} ${n(spireBase)}Z`;
  const shade = `M${n(x + w * 0.05)} ${n(spireBase)}L${n(x + w * 0.02)} ${n(spireTop)}L${n(x + w * 0.08)} ${n(spireTop)}C${n(x + w * 0.2)} ${n(spireTop + h * 0.06)} ${n(x + w * 0.44)} ${n(spireBase - h * 0.28)} ${n(x + w * 0.42)} ${n(spireBase)}Z`;
  let bands = '';
  for (let i = 1; i < 6; i++) {
    const k = i / 6;
    const y = spireBase - (spireBase - spireTop) * k;
    const half = w * 0.42 * (1 - k * k * 0.75);
    bands += `M${n(x - half)} ${n(y)}L${n(x + half)} ${n(y)}`;
  }
  const mandapaW = w * 1.35;
  const mandapa =
    el('rect', {
      x: n(x - mandapaW / 2),
      y: n(spireBase),
      width: n(mandapaW),
      height: n(base - spireBase),
      fill: colors.wall,
    }) +
    el('rect', {
      x: n(x + mandapaW * 0.1),
      y: n(spireBase),
      width: n(mandapaW * 0.4),
      height: n(base - spireBase),
      fill: colors.shade,
    }) +
    el('rect', {
      x: n(x - mandapaW * 0.56),
      y: n(spireBase - h * 0.02),
      width: n(mandapaW * 1.12),
      height: n(h * 0.04),
      rx: n(h * 0.01),
      fill: colors.trim,
    }) +
    el('rect', {
      x: n(x - mandapaW * 0.56),
      y: n(base - h * 0.04),
      width: n(mandapaW * 1.12),
      height: n(h * 0.04),
      fill: colors.trim,
    }) +
    el('path', {
      d: `M${n(x - w * 0.16)} ${n(base - h * 0.04)}L${n(x - w * 0.16)} ${n(base - h * 0.2)}Q${n(x)} ${n(base - h * 0.3)} ${n(x + w * 0.16)} ${n(base - h * 0.2)}L${n(x + w * 0.16)} ${n(base - h * 0.04)}Z`,
      fill: colors.door,
    });
  const amalaka = el('ellipse', {
    cx: n(x),
    cy: n(spireTop - h * 0.015),
    rx: n(w * 0.14),
    ry: n(h * 0.025),
    fill: colors.trim,
  });
  const kalash = el('path', {
    d: `M${n(x - w * 0.05)} ${n(spireTop - h * 0.035)}Q${n(x)} ${n(spireTop - h * 0.09)} ${n(x + w * 0.05)} ${n(spireTop - h * 0.035)}Z`,
    fill: '#ffc94a',
  });
  return (
    glow(ctx, x, base - h * 0.15, h * 0.35, '#ffc94a', 0.35) +
    mandapa +
    el('path', { d: spire, fill: colors.wall }) +
    el('path', { d: shade, fill: colors.shade }) +
    el('path', { d: bands, stroke: colors.trim, 'stroke-width': n(h * 0.012), opacity: 0.8 }) +
    amalaka +
    kalash +
    flag(ctx, x, spireTop - h * 0.08, h * 0.18, '#f97316')
  );
}

/** Palace block with onion-domed chhatris; returns the lit-window positions for lamp rows. */
export function palace(
  x: number,
  base: number,
  w: number,
  h: number,
  wall: string,
  shade: string,
  windowColor: string,
): string {
  let out = el('rect', { x: n(x - w / 2), y: n(base - h), width: n(w), height: n(h), fill: wall });
  out += el('rect', { x: n(x - w / 2 - 3), y: n(base - h - 4), width: n(w + 6), height: 5, fill: shade });
  const cols = Math.max(2, Math.round(w / 26));
  for (let i = 0; i < cols; i++) {
    const cx = x - w / 2 + ((i + 0.5) * w) / cols;
    const ww = Math.min(12, (w / cols) * 0.45);
    for (const row of [0.35, 0.7]) {
      const wy = base - h * row;
      out += el('path', {
        d: `M${n(cx - ww / 2)} ${n(wy + ww)}L${n(cx - ww / 2)} ${n(wy)}Q${n(cx)} ${n(wy - ww * 0.9)} ${n(cx + ww / 2)} ${n(wy)}L${n(cx + ww / 2)} ${n(wy + ww)}Z`,
        fill: windowColor,
      });
    }
  }
  // chhatris (small domed pavilions) at the corners and a big central dome
  const dome = (dx: number, r: number) =>
    el('rect', {
      x: n(dx - r * 0.9),
      y: n(base - h - r * 0.9),
      width: n(r * 1.8),
      height: n(r * 0.9),
      fill: wall,
    }) +
    el('path', {
      d: `M${n(dx - r)} ${n(base - h - r * 0.9)}Q${n(dx - r)} ${n(base - h - r * 2.1)} ${n(dx)} ${n(base - h - r * 2.5)}Q${n(dx + r)} ${n(base - h - r * 2.1)} ${n(dx + r)} ${n(base - h - r * 0.9)}Z`,
      fill: shade,
    }) +
    el('line', {
      x1: n(dx),
      y1: n(base - h - r * 2.5),
      x2: n(dx),
      y2: n(base - h - r * 3.1),
      stroke: shade,
      'stroke-width': 1.2,
    });
  out += dome(x - w / 2 + 8, 7) + dome(x + w / 2 - 8, 7) + dome(x, Math.min(w * 0.18, 22));
  return out;
}

/** Carved pillar (stambha); (x, base) = foot centre, `h` tall, `w` wide. */
export function pillar(
  ctx: Ctx,
  x: number,
  base: number,
  w: number,
  h: number,
  colors: { stone: string; shade: string; trim: string },
  crack?: string,
): string {
  const shaftTop = base - h * 0.86;
  let flutes = '';
  for (let i = 1; i < 5; i++) {
    const fx = x - w * 0.4 + (i * w * 0.8) / 5;
    flutes += `M${n(fx)} ${n(base - h * 0.1)}L${n(fx)} ${n(shaftTop + h * 0.06)}`;
  }
  let out =
    el('rect', {
      x: n(x - w * 0.75),
      y: n(base - h * 0.06),
      width: n(w * 1.5),
      height: n(h * 0.06),
      fill: colors.trim,
    }) +
    el('rect', {
      x: n(x - w * 0.6),
      y: n(base - h * 0.11),
      width: n(w * 1.2),
      height: n(h * 0.05),
      fill: colors.stone,
    }) +
    el('rect', {
      x: n(x - w * 0.45),
      y: n(shaftTop),
      width: n(w * 0.9),
      height: n(base - h * 0.11 - shaftTop),
      fill: colors.stone,
    }) +
    el('rect', {
      x: n(x + w * 0.1),
      y: n(shaftTop),
      width: n(w * 0.35),
      height: n(base - h * 0.11 - shaftTop),
      fill: colors.shade,
    }) +
    el('path', { d: flutes, stroke: colors.shade, 'stroke-width': n(w * 0.05), opacity: 0.7 }) +
    el('rect', {
      x: n(x - w * 0.5),
      y: n(base - h * 0.5),
      width: n(w),
      height: n(h * 0.04),
      fill: colors.trim,
    }) +
    el('path', {
      d: `M${n(x - w * 0.45)} ${n(shaftTop)}L${n(x - w * 0.7)} ${n(shaftTop - h * 0.06)}L${n(x + w * 0.7)} ${n(shaftTop - h * 0.06)}L${n(x + w * 0.45)} ${n(shaftTop)}Z`,
      fill: colors.trim,
    }) +
    el('rect', {
      x: n(x - w * 0.85),
      y: n(base - h),
      width: n(w * 1.7),
      height: n(h * 0.08),
      rx: n(w * 0.05),
      fill: colors.stone,
    });
  if (crack) {
    const pulse = 0.75 + 0.25 * wave(ctx.t, 2);
    const d = `M${n(x - w * 0.05)} ${n(base - h * 0.12)}L${n(x + w * 0.12)} ${n(base - h * 0.3)}L${n(x - w * 0.1)} ${n(base - h * 0.45)}L${n(x + w * 0.1)} ${n(base - h * 0.6)}L${n(x - w * 0.06)} ${n(base - h * 0.75)}L${n(x + w * 0.04)} ${n(shaftTop + h * 0.02)}`;
    out += glow(ctx, x, base - h * 0.45, h * 0.55, crack, 0.45 * pulse, h * 0.7);
    out += el('path', {
      d,
      fill: 'none',
      stroke: crack,
      'stroke-width': n(w * 0.14),
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
      opacity: n(0.5 * pulse),
    });
    out += el('path', {
      d,
      fill: 'none',
      stroke: '#fffbe6',
      'stroke-width': n(w * 0.05),
      'stroke-linejoin': 'round',
      'stroke-linecap': 'round',
    });
  }
  return out;
}

/**
 * Stone bridge (Ram Setu) of floating stones from (x0, y0) (near, wide) to (x1, y1) (far, narrow).
 */
export function stoneBridge(
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  w0: number,
  w1: number,
  count = 26,
): string {
  let out = '';
  for (let i = count - 1; i >= 0; i--) {
    const k = i / (count - 1);
    const cx = x0 + (x1 - x0) * k;
    const cy = y0 + (y1 - y0) * k;
    const ww = w0 + (w1 - w0) * k;
    const rowH = ww * 0.22;
    for (let j = 0; j < 3; j++) {
      const jitter = (ctx.rng() - 0.5) * ww * 0.08;
      const sx = cx + (j - 1) * ww * 0.33 + jitter;
      const shade = ['#9a8f86', '#b5aa9c', '#857a72', '#a89b8e'][Math.floor(ctx.rng() * 4)] ?? '#9a8f86';
      out += el('rect', {
        x: n(sx - ww * 0.16),
        y: n(cy - rowH / 2),
        width: n(ww * 0.31),
        height: n(rowH),
        rx: n(rowH * 0.4),
        fill: shade,
      });
      if (ctx.rng() < 0.25) {
        out += el('ellipse', {
          cx: n(sx),
          cy: n(cy),
          rx: n(ww * 0.05),
          ry: n(rowH * 0.18),
          fill: '#ffd166',
          opacity: n(0.5 + 0.4 * wave(ctx.t, 1, ctx.rng())),
        });
      }
    }
  }
  return out;
}

/** Zig-zag stone steps up a hill with small lamps; from (x0, y0) bottom to (x1, y1) top. */
export function lampSteps(
  ctx: Ctx,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  count: number,
  color: string,
): string {
  let steps = '';
  let lamps = '';
  for (let i = 0; i < count; i++) {
    const k = i / (count - 1);
    const x = x0 + (x1 - x0) * k + Math.sin(k * Math.PI * 3) * 18 * (1 - k);
    const y = y0 + (y1 - y0) * k;
    const w = 26 * (1 - k * 0.6);
    steps += el('rect', {
      x: n(x - w / 2),
      y: n(y - 2),
      width: n(w),
      height: n(3.5 * (1 - k * 0.5)),
      rx: 1,
      fill: color,
    });
    if (i % 2 === 0) {
      const fl = 0.75 + 0.25 * wave(ctx.t, 3, i * 0.31);
      lamps +=
        glow(ctx, x + w / 2, y - 4, 12 * (1 - k * 0.5), '#ffc94a', 0.55 * fl) +
        el('circle', {
          cx: n(x + w / 2),
          cy: n(y - 4),
          r: n(1.6 * (1 - k * 0.4)),
          fill: '#fff3c4',
          opacity: n(fl),
        });
      lamps +=
        glow(ctx, x - w / 2, y - 4, 12 * (1 - k * 0.5), '#ffc94a', 0.55 * fl) +
        el('circle', {
          cx: n(x - w / 2),
          cy: n(y - 4),
          r: n(1.6 * (1 - k * 0.4)),
          fill: '#fff3c4',
          opacity: n(fl),
        });
    }
  }
  return steps + lamps;
}

/** Row of tiny lamps (for palace ledges and far-away windows). */
export function tinyLamps(ctx: Ctx, x0: number, x1: number, y: number, count: number, size = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = x0 + ((x1 - x0) * (i + 0.5)) / count;
    const fl = 0.7 + 0.3 * wave(ctx.t, 3, i * 0.23);
    out += glow(ctx, x, y - 2 * size, 7 * size, '#ffc94a', 0.6 * fl);
    out += el('ellipse', {
      cx: n(x),
      cy: n(y - 2.2 * size),
      rx: n(0.9 * size),
      ry: n(1.6 * size * fl),
      fill: '#fff1b8',
    });
    out += el('rect', {
      x: n(x - 1.6 * size),
      y: n(y - 0.8 * size),
      width: n(3.2 * size),
      height: n(1.4 * size),
      rx: n(0.6 * size),
      fill: '#c2410c',
    });
  }
  return g({}, out);
}
