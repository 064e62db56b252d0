/** Pieces of land that act in a story: Govardhan Hill, which Krishna lifts whole. */
import { type Ctx, el, g, translate } from '../svg.ts';
import { roundTree } from './nature.ts';

export interface HillColors {
  grass: string;
  grassLight: string;
  rock: string;
  rockShade: string;
  foliage: string;
  foliageLight: string;
  /** At dusk and night a rim of light round the hill, so it reads against a dark sky. */
  rim?: string;
}

/**
 * Govardhan Hill: a green dome with trees over a rocky underside, the hill held up like an umbrella;
 * `resting`, its grassy slopes run down to the ground over the rock instead, the same hill standing
 * in its place. (x, y) = the hill's lowest point, `w` wide (about 0.6 w tall).
 */
export function govardhanHill(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  c: HillColors,
  resting = false,
): string {
  const k = w / 300;
  const rockFill = ctx.defs.linear([
    [0, c.rock],
    [1, c.rockShade],
  ]);
  const grassFill = ctx.defs.linear([
    [0, c.grassLight],
    [0.5, c.grass],
    [1, c.grass],
  ]);
  const rock =
    'M-152-56L-132-26L-112-34L-88-8L-62-18L-34 0L-8-12L16-2L44-16L70-4L96-22L118-14L136-34L152-56Z';
  const top = 'M-156-52C-146-118-74-176 0-178C74-176 146-118 156-52';
  // Lifted, the dome closes over the rock; resting, its slopes run on down to the ground.
  const shape = resting
    ? `M-184 0C-170-20-166-40-156-52${top.slice('M-156-52'.length)}C166-40 170-20 184 0Z`
    : `${top}C100-62-100-62-156-52Z`;
  let trees = '';
  for (const [tx, ty, th] of [
    [-96, -84, 62],
    [-46, -128, 54],
    [8, -150, 50],
    [58, -124, 58],
    [104, -88, 52],
  ] as const)
    trees += roundTree(ctx, tx, ty, th, c.foliage, c.foliageLight);
  const rim = c.rim
    ? el('path', {
        d: resting ? shape.replace(/Z$/, '') : `${top}${rock}`,
        fill: 'none',
        stroke: c.rim,
        'stroke-width': 3,
        opacity: 0.5,
      })
    : '';
  const underside = resting
    ? ''
    : el('path', { d: rock, fill: rockFill }) +
      el('path', {
        d: 'M-120-40L-100-30M-40-22L-20-10M40-28L60-14M100-36L118-26',
        stroke: c.rockShade,
        'stroke-width': 3,
        'stroke-linecap': 'round',
        opacity: 0.6,
      });
  const body =
    rim +
    underside +
    el('path', { d: shape, fill: grassFill }) +
    el('path', {
      d: 'M-110-96C-80-140-40-160 0-164C-30-150-70-126-96-86Z',
      fill: c.grassLight,
      opacity: 0.35,
    }) +
    trees +
    el('ellipse', { cx: -130, cy: -60, rx: 14, ry: 7, fill: c.rock }) +
    el('ellipse', { cx: 128, cy: -62, rx: 12, ry: 6, fill: c.rock });
  return g({ transform: translate(x, y, k) }, body);
}
