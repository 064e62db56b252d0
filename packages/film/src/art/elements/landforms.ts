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
}

/**
 * Govardhan Hill: a green dome with trees over a rocky underside, so it reads as a hill standing on
 * the ground and, lifted, as the same hill held up like an umbrella. (x, y) = the lowest point of the
 * rock, `w` wide (about 0.6 w tall).
 */
export function govardhanHill(ctx: Ctx, x: number, y: number, w: number, c: HillColors): string {
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
  const dome = 'M-156-52C-146-118-74-176 0-178C74-176 146-118 156-52C100-62-100-62-156-52Z';
  let trees = '';
  for (const [tx, ty, th] of [
    [-96, -84, 62],
    [-46, -128, 54],
    [8, -150, 50],
    [58, -124, 58],
    [104, -88, 52],
  ] as const)
    trees += roundTree(ctx, tx, ty, th, c.foliage, c.foliageLight);
  const body =
    el('path', { d: rock, fill: rockFill }) +
    el('path', {
      d: 'M-120-40L-100-30M-40-22L-20-10M40-28L60-14M100-36L118-26',
      stroke: c.rockShade,
      'stroke-width': 3,
      'stroke-linecap': 'round',
      opacity: 0.6,
    }) +
    el('path', { d: dome, fill: grassFill }) +
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
