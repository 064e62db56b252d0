/** Festive marigold garlands (torans), hibiscus and rangoli. */
import { type Ctx, el, g, n, translate, wave } from '../svg.ts';

/** Swags of marigolds hanging between x0 and x1 at height y, `swags` loops, `drop` deep. */
export function toran(
  ctx: Ctx,
  x0: number,
  x1: number,
  y: number,
  swags: number,
  drop: number,
  size = 1,
): string {
  let out = el('line', {
    x1: n(x0),
    y1: n(y),
    x2: n(x1),
    y2: n(y),
    stroke: '#2f7d4f',
    'stroke-width': n(2 * size),
  });
  const span = (x1 - x0) / swags;
  const colors = ['#f97316', '#f5a300', '#ffd166'];
  for (let sIdx = 0; sIdx < swags; sIdx++) {
    const count = Math.max(5, Math.round(span / (6 * size)));
    const sway = 1.5 * wave(ctx.t, 1, sIdx * 0.2);
    for (let i = 0; i <= count; i++) {
      const k = i / count;
      const x = x0 + span * (sIdx + k) + sway * Math.sin(Math.PI * k);
      const yy = y + drop * Math.sin(Math.PI * k);
      out += el('circle', {
        cx: n(x),
        cy: n(yy),
        r: n(3.6 * size),
        fill: colors[(i + sIdx) % 3] ?? '#f97316',
      });
    }
    // a hanging mango-leaf between swags
    const lx = x0 + span * sIdx;
    out += el('path', {
      d: `M${n(lx)} ${n(y)}q${n(-4 * size)} ${n(8 * size)} 0 ${n(16 * size)}q${n(4 * size)} ${n(-8 * size)} 0 ${n(-16 * size)}Z`,
      fill: '#2f7d4f',
    });
  }
  return out;
}

/** Red hibiscus flower; centre (x, y), radius r. */
export function hibiscus(ctx: Ctx, x: number, y: number, r: number, rot = 0, color = '#e02f4f'): string {
  let petals = '';
  for (let i = 0; i < 5; i++) {
    const a = i * 72;
    petals += el('path', {
      d: `M0 0C${n(-r * 0.6)} ${n(-r * 0.3)} ${n(-r * 0.55)} ${n(-r)} 0 ${n(-r)}C${n(r * 0.55)} ${n(-r)} ${n(r * 0.6)} ${n(-r * 0.3)} 0 0Z`,
      fill: color,
      transform: `rotate(${a})`,
    });
  }
  const sway = 3 * wave(ctx.t, 1, x * 0.01);
  return g(
    { transform: translate(x, y, 1, rot + sway) },
    petals +
      el('circle', { r: n(r * 0.22), fill: '#8a0f2a' }) +
      el('path', {
        d: `M0 0L${n(r * 0.55)} ${n(-r * 0.75)}`,
        stroke: '#ffd166',
        'stroke-width': n(r * 0.08),
        'stroke-linecap': 'round',
      }) +
      el('circle', { cx: n(r * 0.58), cy: n(-r * 0.78), r: n(r * 0.1), fill: '#ffd166' }),
  );
}

/** Flat rangoli/mandala medallion; centre (x, y), radius r. Rotates very slowly (1/8 turn per loop). */
export function rangoli(
  ctx: Ctx,
  x: number,
  y: number,
  r: number,
  colors: readonly string[],
  petalsCount = 8,
  spin = true,
): string {
  const rot = spin ? (360 / petalsCount) * ctx.t : 0;
  let out = '';
  const rings = colors.length;
  colors.forEach((c, i) => {
    const rr = r * (1 - i / rings);
    const count = petalsCount * (i % 2 === 0 ? 1 : 2);
    let d = '';
    for (let k = 0; k < count; k++) {
      const a = (k / count) * Math.PI * 2 + (i % 2 ? Math.PI / count : 0);
      const tipX = Math.cos(a) * rr;
      const tipY = Math.sin(a) * rr;
      const bx = Math.cos(a) * rr * 0.55;
      const by = Math.sin(a) * rr * 0.55;
      const px = -Math.sin(a) * rr * 0.16;
      const py = Math.cos(a) * rr * 0.16;
      d += `M${n(bx - px * 0.2)} ${n(by - py * 0.2)}Q${n(bx + px * 2.2 + (tipX - bx) * 0.4)} ${n(by + py * 2.2 + (tipY - by) * 0.4)} ${n(tipX)} ${n(tipY)}Q${n(bx - px * 2.2 + (tipX - bx) * 0.4)} ${n(by - py * 2.2 + (tipY - by) * 0.4)} ${n(bx + px * 0.2)} ${n(by + py * 0.2)}Z`;
    }
    out += el('path', { d, fill: c });
  });
  out +=
    el('circle', { r: n(r * 0.3), fill: colors[colors.length - 1] ?? '#ffd166' }) +
    el('circle', { r: n(r * 0.14), fill: '#fff8ec' });
  return g({ transform: translate(x, y, 1, rot) }, out);
}
