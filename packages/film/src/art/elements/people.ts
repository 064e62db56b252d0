/**
 * The child "hero" seen from behind (so every child can imagine themself), plus a mother figure.
 * Local units: the child is ~100 tall with feet at (0, 0).
 */
import { type Ctx, el, g, n, ribbon, translate, wave } from '../svg.ts';
import { glow } from './nature.ts';

export type Pose = 'stand' | 'wave' | 'point' | 'hold' | 'sit' | 'reach';

export interface ChildOpts {
  x: number;
  y: number;
  s: number;
  pose?: Pose;
  /** Silhouette body colour. */
  fill?: string;
  /** Rim light colour (drawn offset behind the body). */
  rim?: string;
  rimDx?: number;
  scarf?: string;
  /** Full-colour clothing instead of a silhouette. */
  colors?: { skin: string; hair: string; kurta: string; trim: string; pants: string };
  hair?: 'bun' | 'braid' | 'short';
  /** Flip to face left when pointing. */
  flip?: boolean;
  /** Glowing open book held in front. */
  book?: boolean;
}

type Part = { d: string; kind: 'skin' | 'hair' | 'kurta' | 'pants' | 'trim' | 'arm' };

function arm(points: readonly [number, number][]): string {
  return `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}`;
}

function childParts(pose: Pose, hair: NonNullable<ChildOpts['hair']>): Part[] {
  const sit = pose === 'sit';
  const dy = sit ? 26 : 0;
  const parts: Part[] = [];
  // legs / lap
  if (sit) {
    parts.push({ d: 'M-22-2C-24-12-14-16 0-16C14-16 24-12 22-2C16 1-16 1-22-2Z', kind: 'pants' });
  } else {
    parts.push({ d: 'M-9-33h7v31a3.5 3.5 0 0 1-7 0Z', kind: 'pants' });
    parts.push({ d: 'M2-33h7v31a3.5 3.5 0 0 1-7 0Z', kind: 'pants' });
    parts.push({
      d: 'M-10-1.5a4.6 2.4 0 1 0 9.2 0a4.6 2.4 0 1 0-9.2 0ZM0.8-1.5a4.6 2.4 0 1 0 9.2 0a4.6 2.4 0 1 0-9.2 0Z',
      kind: 'skin',
    });
  }
  // kurta
  parts.push({
    d: `M-10 ${-68 + dy}C-14 ${-66 + dy}-15 ${-60 + dy}-15.5 ${-52 + dy}L-18.5 ${-29 + dy}C-6 ${-26 + dy} 6 ${-26 + dy} 18.5 ${-29 + dy}L15.5 ${-52 + dy}C15 ${-60 + dy} 14 ${-66 + dy} 10 ${-68 + dy}Z`,
    kind: 'kurta',
  });
  parts.push({
    d: `M-18.3 ${-31.5 + dy}C-6 ${-28.5 + dy} 6 ${-28.5 + dy} 18.3 ${-31.5 + dy}L18.6 ${-28.6 + dy}C6 ${-25.5 + dy}-6 ${-25.5 + dy}-18.6 ${-28.6 + dy}Z`,
    kind: 'trim',
  });
  // arms (stroked)
  const sh = -63 + dy;
  const arms: Record<Pose, [[number, number][], [number, number][]]> = {
    stand: [
      [
        [-12, sh],
        [-16.5, sh + 13],
        [-17.5, sh + 25],
      ],
      [
        [12, sh],
        [16.5, sh + 13],
        [17.5, sh + 25],
      ],
    ],
    wave: [
      [
        [-12, sh],
        [-23, sh - 10],
        [-27, sh - 26],
      ],
      [
        [12, sh],
        [23, sh - 10],
        [27, sh - 26],
      ],
    ],
    point: [
      [
        [-12, sh],
        [-16.5, sh + 13],
        [-17.5, sh + 25],
      ],
      [
        [12, sh],
        [25, sh - 8],
        [37, sh - 20],
      ],
    ],
    hold: [
      [
        [-12, sh],
        [-16, sh + 9],
        [-10, sh + 15],
      ],
      [
        [12, sh],
        [16, sh + 9],
        [10, sh + 15],
      ],
    ],
    sit: [
      [
        [-12, sh],
        [-17, sh + 11],
        [-11, sh + 17],
      ],
      [
        [12, sh],
        [17, sh + 11],
        [11, sh + 17],
      ],
    ],
    reach: [
      [
        [-12, sh],
        [-17, sh + 12],
        [-18, sh + 24],
      ],
      [
        [12, sh],
        [18, sh - 12],
        [20, sh - 30],
      ],
    ],
  };
  const [la, ra] = arms[pose];
  parts.push({ d: arm(la), kind: 'arm' });
  parts.push({ d: arm(ra), kind: 'arm' });
  const hand = (p: [number, number] | undefined) =>
    p ? `M${n(p[0] - 3.3)} ${n(p[1])}a3.3 3.3 0 1 0 6.6 0a3.3 3.3 0 1 0-6.6 0Z` : '';
  parts.push({ d: hand(la[la.length - 1]) + hand(ra[ra.length - 1]), kind: 'skin' });
  // neck, ears, head (back of the head is hair)
  parts.push({ d: `M-3.6 ${-74 + dy}h7.2v7h-7.2Z`, kind: 'skin' });
  parts.push({
    d: `M-13.6 ${-81 + dy}a2.6 3.3 0 1 0 5.2 0a2.6 3.3 0 1 0-5.2 0ZM8.4 ${-81 + dy}a2.6 3.3 0 1 0 5.2 0a2.6 3.3 0 1 0-5.2 0Z`,
    kind: 'skin',
  });
  parts.push({ d: `M-11.8 ${-82 + dy}a11.8 12 0 1 0 23.6 0a11.8 12 0 1 0-23.6 0Z`, kind: 'hair' });
  if (hair === 'bun')
    parts.push({ d: `M-5.5 ${-95 + dy}a5.5 5.5 0 1 0 11 0a5.5 5.5 0 1 0-11 0Z`, kind: 'hair' });
  if (hair === 'braid') {
    parts.push({
      d: `M-3 ${-74 + dy}Q-5 ${-62 + dy}-2 ${-52 + dy}L2 ${-52 + dy}Q4 ${-62 + dy} 3 ${-74 + dy}Z`,
      kind: 'hair',
    });
  }
  return parts;
}

function paint(parts: Part[], c: NonNullable<ChildOpts['colors']> | string): string {
  return parts
    .map((p) => {
      const color = typeof c === 'string' ? c : p.kind === 'arm' ? c.kurta : c[p.kind];
      if (p.kind === 'arm') {
        return el('path', {
          d: p.d,
          fill: 'none',
          stroke: color,
          'stroke-width': 6.6,
          'stroke-linecap': 'round',
          'stroke-linejoin': 'round',
        });
      }
      return el('path', { d: p.d, fill: color });
    })
    .join('');
}

export function child(ctx: Ctx, o: ChildOpts): string {
  const pose = o.pose ?? 'stand';
  const parts = childParts(pose, o.hair ?? 'bun');
  const dy = pose === 'sit' ? 26 : 0;
  // A saffron scarf that flutters in the breeze (seamless).
  const pts: [number, number][] = [];
  const widths: number[] = [];
  for (let i = 0; i <= 5; i++) {
    const k = i / 5;
    pts.push([-6 - k * 30, -67 + dy + k * 10 + 4 * k * wave(ctx.t, 1, -k * 0.5)]);
    widths.push(5.5 - k * 2.5);
  }
  const scarf = el('path', { d: ribbon(pts, widths), fill: o.scarf ?? '#f97316' });
  let inner = '';
  if (o.book) {
    inner += glow(ctx, 0, -52 + dy, 46, '#ffe7a0', 0.7 + 0.1 * wave(ctx.t, 2));
    inner += el('path', {
      d: `M-25 ${-58 + dy}Q-12 ${-64 + dy} 0 ${-58 + dy}Q12 ${-64 + dy} 25 ${-58 + dy}L23 ${-46 + dy}Q12 ${-51 + dy} 0 ${-46 + dy}Q-12 ${-51 + dy}-23 ${-46 + dy}Z`,
      fill: '#fff4d1',
    });
  }
  const body = o.colors ? paint(parts, o.colors) : paint(parts, o.fill ?? '#1a1446');
  const rim = o.rim ? g({ transform: `translate(${n(o.rimDx ?? 1.6)} -0.8)` }, paint(parts, o.rim)) : '';
  const flip = o.flip ? ' scale(-1 1)' : '';
  return g({ transform: `${translate(o.x, o.y, o.s)}${flip}` }, inner + scarf + rim + body);
}

/** A mother in a saree (back view), ~150 units tall, feet at (0, 0); `hand` reaches toward a child on her right. */
export function mother(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  fill = '#1a1446',
  opts: { rim?: string; pallu?: string; hand?: boolean } = {},
): string {
  const sway = 3 * wave(ctx.t, 1, 0.2);
  const shape =
    // saree skirt
    el('path', { d: 'M-16-88C-20-60-26-30-30 0L30 0C26-30 20-60 16-88Z', fill }) +
    // torso
    el('path', { d: 'M-15-112C-20-110-21-100-20-92L-16-84L16-84L20-92C21-100 20-110 15-112Z', fill }) +
    // neck, head and bun
    el('rect', { x: -4.5, y: -122, width: 9, height: 10, fill }) +
    el('ellipse', { cx: 0, cy: -133, rx: 13, ry: 14.5, fill }) +
    el('circle', { cx: 0, cy: -125, r: 7, fill }) +
    // arms
    el('path', {
      d: opts.hand ? 'M17-106L24-86L30-66' : 'M17-106L22-84L22-62',
      fill: 'none',
      stroke: fill,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }) +
    el('path', {
      d: 'M-17-106L-22-84L-21-62',
      fill: 'none',
      stroke: fill,
      'stroke-width': 8,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  const pallu = el('path', {
    d: `M-14-114C-24-104-30-80-${n(34 + sway)}-58L-${n(24 + sway * 0.6)}-54C-20-76-12-96 0-108Z`,
    fill: opts.pallu ?? '#e0457b',
  });
  const rim = opts.rim
    ? g(
        { transform: 'translate(2 -1)', fill: opts.rim },
        shape
          .replaceAll(`fill="${fill}"`, `fill="${opts.rim}"`)
          .replaceAll(`stroke="${fill}"`, `stroke="${opts.rim}"`),
      )
    : '';
  return g({ transform: translate(x, y, s) }, rim + shape + pallu);
}
