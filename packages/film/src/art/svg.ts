/** Tiny SVG string helpers: number formatting, elements, a gradient/defs collector. */
import type { Rng } from './prng.ts';

export const TAU = Math.PI * 2;

/** Format a number with at most one decimal (keeps SVG small and stable). */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Format with two decimals (for small local coordinates and opacities). */
export function n2(v: number): string {
  const r = Math.round(v * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Periodic wave in [-1, 1] with an integer number of cycles per loop, so loops are seamless. */
export function wave(t: number, cycles = 1, phase = 0): number {
  return Math.sin(TAU * (cycles * t + phase));
}

/** Value in [0, 1) that wraps `cycles` times per loop (for drifting things that re-enter). */
export function wrap01(t: number, cycles = 1, phase = 0): number {
  const v = cycles * t + phase;
  return v - Math.floor(v);
}

/**
 * The same picture, cheaper to rasterise: `opacity` on a lone shape makes librsvg paint it on a layer
 * of its own the size of the whole frame and blend that layer back, which at 1920x1080 is most of a
 * frame's cost (a night sky's hundred faint stars are a hundred full-frame layers). For a shape that
 * is only filled (or only stroked) the result is the same as `fill-opacity` (`stroke-opacity`) within
 * rounding, so those are rewritten; a shape both filled and stroked keeps its `opacity` (its stroke
 * overlaps its fill, and would show through), as do groups and filtered or masked shapes.
 */
export function cheapOpacity(svg: string): string {
  return svg.replace(
    /<(circle|ellipse|path|polygon|polyline|rect|line)( [^<>]*?)\/>/g,
    (shape, tag: string, attrs: string) => {
      const opacity = / opacity="([^"]*)"/.exec(attrs);
      if (!opacity || /(?:fill-opacity|stroke-opacity|filter|mask|style)=/.test(attrs)) return shape;
      const fill = / fill="([^"]*)"/.exec(attrs)?.[1];
      const stroke = / stroke="([^"]*)"/.exec(attrs)?.[1];
      const filled = fill !== 'none' && tag !== 'line';
      const stroked = stroke !== undefined && stroke !== 'none';
      if (filled === stroked) return shape;
      const paint = filled ? 'fill-opacity' : 'stroke-opacity';
      return `<${tag}${attrs.replace(opacity[0], ` ${paint}="${opacity[1]}"`)}/>`;
    },
  );
}

type Attr = string | number | undefined | null | false;
export function el(tag: string, attrs: Record<string, Attr>, children?: string): string {
  let s = `<${tag}`;
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    s += ` ${k}="${typeof v === 'number' ? n2(v) : v}"`;
  }
  return children === undefined ? `${s}/>` : `${s}>${children}</${tag}>`;
}

export function g(attrs: Record<string, Attr>, children: string): string {
  return el('g', attrs, children);
}

export function translate(x: number, y: number, s = 1, rot = 0): string {
  let out = `translate(${n(x)} ${n(y)})`;
  if (rot) out += ` rotate(${n(rot)})`;
  if (s !== 1) out += ` scale(${n2(s)})`;
  return out;
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

export class Defs {
  private items: string[] = [];
  private cache = new Map<string, string>();
  private count = 0;

  private put(key: string, make: (id: string) => string): string {
    const hit = this.cache.get(key);
    if (hit) return hit;
    const id = `d${this.count++}`;
    this.items.push(make(id));
    const url = `url(#${id})`;
    this.cache.set(key, url);
    return url;
  }

  private static stops(stops: readonly Stop[]): string {
    return stops
      .map(([o, c, op]) =>
        el('stop', { offset: n2(o), 'stop-color': c, 'stop-opacity': op === undefined ? undefined : n2(op) }),
      )
      .join('');
  }

  /** Linear gradient in objectBoundingBox units (default: top to bottom). */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const key = `L${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
    return this.put(key, (id) =>
      el('linearGradient', { id, x1: n2(x1), y1: n2(y1), x2: n2(x2), y2: n2(y2) }, Defs.stops(stops)),
    );
  }

  /** Linear gradient in user space (absolute coordinates). */
  linearAbs(stops: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const key = `LA${JSON.stringify(stops)}${x1},${y1},${x2},${y2}`;
    return this.put(key, (id) =>
      el(
        'linearGradient',
        { id, gradientUnits: 'userSpaceOnUse', x1: n(x1), y1: n(y1), x2: n(x2), y2: n(y2) },
        Defs.stops(stops),
      ),
    );
  }

  /** Radial gradient in objectBoundingBox units. */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx?: number, fy?: number): string {
    const key = `R${JSON.stringify(stops)}${cx},${cy},${r},${fx},${fy}`;
    return this.put(key, (id) =>
      el(
        'radialGradient',
        {
          id,
          cx: n2(cx),
          cy: n2(cy),
          r: n2(r),
          fx: fx === undefined ? undefined : n2(fx),
          fy: fy === undefined ? undefined : n2(fy),
        },
        Defs.stops(stops),
      ),
    );
  }

  /** Gaussian blur filter (use sparingly: it is the slowest thing to rasterise). */
  blur(std: number): string {
    return this.put(`B${std}`, (id) =>
      el(
        'filter',
        { id, x: '-50%', y: '-50%', width: '200%', height: '200%' },
        el('feGaussianBlur', { stdDeviation: n2(std) }),
      ),
    );
  }

  /** Register arbitrary markup under a key (clip paths, patterns); returns its id. */
  raw(key: string, make: (id: string) => string): string {
    const url = this.put(`X${key}`, make);
    return url.slice(5, -1);
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

/** Everything a drawing function needs: defs, the loop phase t in [0,1), and a seeded rng. */
export interface Ctx {
  defs: Defs;
  t: number;
  rng: Rng;
}

/**
 * Wrap content in an <svg> document. The art is drawn in a vbW x vbH box; the raster size
 * (w x h) may have another aspect ratio, in which case the art is centred and cropped (slice).
 */
export function svgDoc(
  w: number,
  h: number,
  vbW: number,
  vbH: number,
  defs: Defs,
  body: string,
  align = 'xMidYMid',
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vbW} ${vbH}" ` +
    `preserveAspectRatio="${align} slice">${defs.toString()}${body}</svg>`
  );
}

/** Smooth closed/open path through points (Catmull-Rom converted to cubic Béziers). */
export function smooth(points: readonly (readonly [number, number])[], closed = false, tension = 1): string {
  const p = points;
  if (p.length < 2) return '';
  const at = (i: number): readonly [number, number] => {
    const len = p.length;
    const idx = closed ? ((i % len) + len) % len : Math.max(0, Math.min(len - 1, i));
    const pt = p[idx];
    if (!pt) throw new Error('smooth: bad index');
    return pt;
  };
  const first = at(0);
  let d = `M${n(first[0])} ${n(first[1])}`;
  const segs = closed ? p.length : p.length - 1;
  for (let i = 0; i < segs; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const k = tension / 6;
    const c1x = p1[0] + (p2[0] - p0[0]) * k;
    const c1y = p1[1] + (p2[1] - p0[1]) * k;
    const c2x = p2[0] - (p3[0] - p1[0]) * k;
    const c2y = p2[1] - (p3[1] - p1[1]) * k;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return closed ? `${d}Z` : d;
}

/** Mix two hex colours (0 = a, 1 = b). */
export function mix(a: string, b: string, k: number): string {
  const pa = parseInt(a.slice(1), 16);
  const pb = parseInt(b.slice(1), 16);
  const ch = (p: number, s: number) => (p >> s) & 255;
  const out = [16, 8, 0].map((s) => Math.round(ch(pa, s) + (ch(pb, s) - ch(pa, s)) * k));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** A filled ribbon along a centre line with a width per point (tapering scarves, streams, trails). */
export function ribbon(points: readonly (readonly [number, number])[], widths: readonly number[]): string {
  const top: [number, number][] = [];
  const bot: [number, number][] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i];
    const prev = points[Math.max(0, i - 1)];
    const next = points[Math.min(points.length - 1, i + 1)];
    if (!p || !prev || !next) continue;
    const dx = next[0] - prev[0];
    const dy = next[1] - prev[1];
    const len = Math.hypot(dx, dy) || 1;
    const w = (widths[i] ?? widths[widths.length - 1] ?? 1) / 2;
    top.push([p[0] - (dy / len) * w, p[1] + (dx / len) * w]);
    bot.push([p[0] + (dy / len) * w, p[1] - (dx / len) * w]);
  }
  const back = smooth(bot.reverse()).replace(/^M/, 'L');
  return `${smooth(top)}${back}Z`;
}
