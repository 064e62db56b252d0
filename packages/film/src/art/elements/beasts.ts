/**
 * The larger creatures of the Krishna, Ganesha and Ramayana stories: Kaliya the serpent (a dark
 * shape, never a face), Kartikeya's peacock in flight and Jambavan the wise old bear.
 * Each is flat and round like the cow and the lion, with its own small seamless motion.
 */
import { type Ctx, el, g, n, ribbon, translate, wave, wrap01 } from '../svg.ts';
import { goldFill } from './sacred.ts';

/**
 * Kaliya, the many-hooded serpent, rising out of dark water: five cobra hoods fanned on one thick
 * neck, banded like a snake's belly, a tail curling out of the river beside it and a murky pool
 * spreading round it. (x, y) = the waterline under the neck; about 160 tall. Drawn as a shadow with
 * a rim light: no eyes, no fangs.
 */
export function serpent(ctx: Ctx, x: number, y: number, s: number, body: string, rim: string): string {
  const sway = 3 * wave(ctx.t, 1);
  let pool = el('ellipse', { cx: 0, cy: 4, rx: 160, ry: 20, fill: '#15201f', opacity: 0.7 });
  for (let i = 0; i < 3; i++) {
    const u = wrap01(ctx.t, 1, i / 3);
    pool += el('ellipse', {
      cx: 0,
      cy: 2,
      rx: n(40 + u * 110),
      ry: n(6 + u * 12),
      fill: 'none',
      stroke: rim,
      'stroke-width': 1.2,
      opacity: n(0.45 * (1 - u)),
    });
  }
  const curl = 4 * wave(ctx.t, 1, 0.3);
  const tail = ribbon(
    [
      [86, 4],
      [100, -22],
      [122, -34 + curl],
      [136, -24 + curl],
      [130, -12 + curl],
    ],
    [22, 16, 10, 6, 2],
  );
  const coil = el('path', { d: 'M-124 4C-124-34-76-34-76 4Z', fill: body });
  const neckPts: [number, number][] = [
    [0, 6],
    [-16, -26],
    [4, -58],
    [sway * 0.5, -84],
  ];
  const neck = ribbon(neckPts, [42, 38, 34, 36]);
  // Belly bands across the neck, so the shape reads as a snake and not a tree trunk.
  let bands = '';
  for (let i = 1; i < 9; i++) {
    const k = i / 9;
    const seg = Math.min(neckPts.length - 2, Math.floor(k * (neckPts.length - 1)));
    const a = neckPts[seg];
    const b = neckPts[seg + 1];
    if (!a || !b) continue;
    const f = k * (neckPts.length - 1) - seg;
    const bx = a[0] + (b[0] - a[0]) * f;
    const by = a[1] + (b[1] - a[1]) * f;
    bands += el('path', {
      d: `M${n(bx - 11)} ${n(by + 1)}Q${n(bx)} ${n(by + 4)} ${n(bx + 11)} ${n(by + 1)}`,
      fill: 'none',
      stroke: rim,
      'stroke-width': 1.3,
      opacity: 0.35,
    });
  }
  // A cobra's hood seen from behind: the head on top, the neck widening under it, then narrowing.
  const hood =
    el('path', {
      d: 'M0-46C13-46 22-36 21-25C20-14 11-6 8 0L-8 0C-11-6-20-14-21-25C-22-36-13-46 0-46Z',
      fill: body,
      stroke: rim,
      'stroke-width': 1.6,
      'stroke-opacity': 0.75,
    }) +
    el('path', {
      d: 'M-9-24C-9-31-2-33 0-28C2-33 9-31 9-24C9-18 2-17 0-21C-2-17-9-18-9-24Z',
      fill: 'none',
      stroke: rim,
      'stroke-width': 1.2,
      opacity: 0.45,
    });
  // The necks of the five hoods join in one broad collar at the top of the body.
  let fan = el('path', { d: 'M-20 8C-30-8-28-30 0-34C28-30 30-8 20 8Z', fill: body });
  for (const angle of [-62, 62, -31, 31, 0])
    fan += g({ transform: `rotate(${angle}) translate(0 -22)` }, hood);
  return g(
    { transform: translate(x, y, s) },
    pool +
      coil +
      el('path', { d: tail, fill: body, stroke: rim, 'stroke-width': 1.4, 'stroke-opacity': 0.6 }) +
      el('path', { d: neck, fill: body, stroke: rim, 'stroke-width': 1.6, 'stroke-opacity': 0.6 }) +
      bands +
      g({ transform: `translate(${n(sway * 0.5)} -84) rotate(${n(sway)})` }, fan),
  );
}

export interface BeastColors {
  body: string;
  shade: string;
  /** A rim light drawn behind a silhouette. */
  rim?: string;
}

/**
 * A peacock in flight, facing right, its long tail streaming behind with eye feathers; (x, y) = its
 * body, about 150 long. `vel` adds Kartikeya's golden spear standing on its back in a glow.
 */
export function flyingPeacock(ctx: Ctx, x: number, y: number, s: number, vel = false, dark?: string): string {
  const beat = wave(ctx.t, 4);
  const ripple = (k: number) => 5 * k * wave(ctx.t, 2, -k * 0.8);
  const tailPts: [number, number][] = [];
  for (let i = 0; i <= 6; i++) {
    const k = i / 6;
    tailPts.push([-14 - k * 120, 4 + k * 10 + ripple(k)]);
  }
  const tailFill =
    dark ??
    ctx.defs.linear(
      [
        [0, '#2f9a6a'],
        [1, '#1f6a5a'],
      ],
      1,
      0,
      0,
      0,
    );
  let eyes = '';
  if (!dark)
    for (let i = 2; i <= 6; i++) {
      const p = tailPts[i];
      if (!p) continue;
      for (const dy of i % 2 ? [-6, 6] : [0]) {
        eyes +=
          el('ellipse', { cx: n(p[0]), cy: n(p[1] + dy), rx: 5, ry: 4, fill: '#ffc94a' }) +
          el('ellipse', { cx: n(p[0]), cy: n(p[1] + dy), rx: 3, ry: 2.6, fill: '#2a5fc8' });
      }
    }
  const blue = dark ?? '#2a5fc8';
  // One wing swept back over the body, beating; its trailing edge scalloped like flight feathers.
  const tipY = -34 - 14 * beat;
  const tipX = -34 + 4 * beat;
  const wing =
    el('path', {
      d: `M12-6C4 ${n(tipY * 0.5)}${n(tipX * 0.4)} ${n(tipY)} ${n(tipX)} ${n(tipY)}C${n(tipX + 6)} ${n(tipY * 0.7)} ${n(tipX + 4)} ${n(tipY * 0.45)}-12 ${n(tipY * 0.25)}C-6 ${n(tipY * 0.18)}-4-4-2-2Z`,
      fill: dark ?? '#c77a3a',
    }) +
    (dark
      ? ''
      : el('path', {
          d: `M12-6C6 ${n(tipY * 0.3)} 0 ${n(tipY * 0.42)}-6 ${n(tipY * 0.4)}C-4 ${n(tipY * 0.2)}-2-6 2-2Z`,
          fill: '#1f3f8a',
        }));
  const body =
    el('path', { d: ribbon(tailPts, [12, 22, 28, 30, 28, 22, 12]), fill: tailFill }) +
    eyes +
    el('path', { d: 'M-8 6L-20 14M-2 8L-12 18', stroke: dark ?? '#8a6a4a', 'stroke-width': 2 }) +
    el('ellipse', { cx: 4, cy: 0, rx: 22, ry: 10, fill: blue }) +
    el('path', { d: 'M16-6C22-12 26-20 30-22L36-18C32-14 28-6 24 0Z', fill: blue }) +
    el('circle', { cx: 34, cy: -22, r: 6, fill: blue }) +
    el('path', { d: 'M39-24L47-21L39-19Z', fill: dark ?? '#f5a300' }) +
    el('path', {
      d: 'M32-28L30-36M35-28L35-37M38-28L40-36',
      stroke: blue,
      'stroke-width': 1.2,
    }) +
    el('circle', { cx: 30, cy: -36, r: 1.6, fill: blue }) +
    el('circle', { cx: 35, cy: -37, r: 1.6, fill: blue }) +
    el('circle', { cx: 40, cy: -36, r: 1.6, fill: blue }) +
    (dark ? '' : el('circle', { cx: 36, cy: -23, r: 1.2, fill: '#1a1446' })) +
    wing;
  const gold = goldFill(ctx);
  const spear = vel
    ? g(
        { transform: 'translate(6 -8) rotate(-80)' },
        el('circle', { cx: 40, cy: 0, r: 30, fill: '#fff1c2', opacity: 0.4 }) +
          el('rect', { x: 0, y: -1.8, width: 46, height: 3.6, rx: 1.8, fill: gold }) +
          el('rect', { x: 40, y: -5, width: 4, height: 10, rx: 1.5, fill: '#e0457b' }) +
          el('path', {
            d: 'M44 0C48-7 58-8 74 0C58 8 48 7 44 0Z',
            fill: gold,
            stroke: '#c27a12',
            'stroke-width': 1,
          }),
      )
    : '';
  return g({ transform: translate(x, y, s) }, spear + body);
}

/**
 * Jambavan, the wise old king of the bears, sitting side-on facing right with his walking staff;
 * (x, y) = the ground under him, about 120 tall. His muzzle and beard are grey with age.
 */
export function bear(ctx: Ctx, x: number, y: number, s: number, c: BeastColors): string {
  const nod = 1.5 * wave(ctx.t, 1, 0.3);
  const silhouette = c.rim !== undefined;
  const shape =
    el('path', {
      d: 'M-44 0C-58-40-46-84-8-92C22-96 42-70 40-36C38-14 32 0 20 0Z',
      fill: c.body,
    }) +
    el('ellipse', { cx: 22, cy: -6, rx: 18, ry: 7, fill: c.body }) +
    el('path', {
      d: 'M8-66L26-40L40-34',
      fill: 'none',
      stroke: c.body,
      'stroke-width': 15,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  const head = g(
    { transform: `rotate(${n(nod)} 18 -92)` },
    el('circle', { cx: 12, cy: -112, r: 7, fill: c.body }) +
      el('circle', { cx: 32, cy: -114, r: 7, fill: c.body }) +
      el('circle', { cx: 22, cy: -98, r: 22, fill: c.body }) +
      el('ellipse', { cx: 42, cy: -93, rx: 14, ry: 10, fill: silhouette ? c.body : c.shade }) +
      (silhouette
        ? ''
        : el('path', { d: 'M24-84C28-66 40-64 48-76C44-80 34-82 24-84Z', fill: '#ece4d8' }) +
          el('circle', { cx: 54, cy: -95, r: 3.2, fill: '#1a1446' }) +
          el('circle', { cx: 34, cy: -104, r: 2, fill: '#1a1446' }) +
          el('path', {
            d: 'M28-110Q34-113 39-109',
            fill: 'none',
            stroke: '#ece4d8',
            'stroke-width': 2,
            'stroke-linecap': 'round',
          })),
  );
  const staff = el('path', {
    d: 'M48-76L50 0',
    stroke: silhouette ? c.body : '#8a5a2b',
    'stroke-width': 4.5,
    'stroke-linecap': 'round',
  });
  const rim = c.rim ? g({ transform: 'translate(2 -1.5)' }, (shape + head).replaceAll(c.body, c.rim)) : '';
  return g({ transform: translate(x, y, s) }, rim + staff + shape + head);
}
