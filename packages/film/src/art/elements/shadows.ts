/**
 * Danger for small viewers: the demons of the fierce stories are never drawn with faces or claws,
 * only as hulking shadows with a rim of light (horns, a crown or a buffalo's horns say who they are),
 * dark storm clouds, and the shadow drops of the copycat giant.
 */
import { type Ctx, el, g, n, translate, wave, wrap01 } from '../svg.ts';
import { cloud, glow } from './nature.ts';

export type ShadowKind = 'horned' | 'king' | 'buffalo';

/**
 * A giant's shadow, seen from the front, feet at (x, y), ~200 tall at s = 1: broad shoulders, heavy
 * arms, and what marks him (horns, a king's crown and cape, or a buffalo's great horns). No face.
 * It breathes slowly, a rim of light traces its edge, a dark haze spills around it and mist curls
 * round its feet.
 */
export function shadowGiant(
  ctx: Ctx,
  x: number,
  y: number,
  s: number,
  kind: ShadowKind,
  colors: { body: string; rim: string; haze: string },
): string {
  const breathe = 1 + 0.015 * wave(ctx.t, 1);
  const armSwing = 3 * wave(ctx.t, 1, 0.25);
  let shape = '';
  if (kind === 'king')
    // A cape that flares behind him to the ground.
    shape += el('path', { d: 'M-50-128C-70-90-78-40-82 0L82 0C78-40 70-90 50-128Z', fill: colors.body });
  // legs
  shape += el('path', { d: 'M-34 0L-30-66L-4-66L-6 0Z', fill: colors.body });
  shape += el('path', { d: 'M34 0L30-66L4-66L6 0Z', fill: colors.body });
  shape += el('ellipse', { cx: -20, cy: -2, rx: 18, ry: 6, fill: colors.body });
  shape += el('ellipse', { cx: 20, cy: -2, rx: 18, ry: 6, fill: colors.body });
  // torso: wide shoulders tapering to the waist
  shape += el('path', {
    d: 'M-34-60C-38-80-50-108-56-124C-58-134-46-140-30-140L30-140C46-140 58-134 56-124C50-108 38-80 34-60Z',
    fill: colors.body,
  });
  shape += el('rect', { x: -36, y: -74, width: 72, height: 14, rx: 5, fill: colors.body });
  // arms hanging heavy, swinging a little
  for (const side of [-1, 1]) {
    shape += el('path', {
      d: `M${side * 50}-128C${side * 68}-112 ${n(side * (74 + armSwing))}-88 ${n(side * (72 + armSwing))}-58`,
      fill: 'none',
      stroke: colors.body,
      'stroke-width': 22,
      'stroke-linecap': 'round',
    });
    shape += el('circle', { cx: n(side * (72 + armSwing)), cy: -54, r: 14, fill: colors.body });
  }
  // neck and head (a buffalo's head is broader and lower)
  shape +=
    kind === 'buffalo'
      ? el('ellipse', { cx: 0, cy: -150, rx: 26, ry: 20, fill: colors.body }) +
        el('ellipse', { cx: 0, cy: -134, rx: 16, ry: 10, fill: colors.body })
      : el('rect', { x: -10, y: -150, width: 20, height: 14, fill: colors.body }) +
        el('ellipse', { cx: 0, cy: -160, rx: 18, ry: 20, fill: colors.body });
  if (kind === 'horned')
    // Horns sweeping out from the sides of the head, then up.
    shape += el('path', {
      d: 'M-14-168C-26-170-36-178-38-196C-32-186-24-182-16-180ZM14-168C26-170 36-178 38-196C32-186 24-182 16-180Z',
      fill: colors.body,
    });
  if (kind === 'king')
    shape += el('path', {
      d: 'M-20-172L-22-196L-12-184L-6-202L0-186L6-202L12-184L22-196L20-172Z',
      fill: colors.body,
    });
  if (kind === 'buffalo')
    shape += el('path', {
      d: 'M-20-158C-40-160-58-170-62-192C-54-180-40-172-22-170ZM20-158C40-160 58-170 62-192C54-180 40-172 22-170Z',
      fill: colors.body,
    });
  // The rim: the same shape a little larger behind, in the light's colour.
  const rim = g(
    { transform: 'translate(0 1) scale(1.025)', opacity: 0.75 },
    shape
      .replaceAll(`fill="${colors.body}"`, `fill="${colors.rim}"`)
      .replaceAll(`stroke="${colors.body}"`, `stroke="${colors.rim}"`),
  );
  const haze = glow(ctx, 0, -100, 140, colors.haze, 0.55, 120);
  // Mist curling round the feet, so he seems to rise out of the dark rather than stand on it.
  let mist = '';
  for (let i = 0; i < 5; i++) {
    const mx = -64 + i * 32 + 6 * wave(ctx.t, 1, i * 0.2);
    mist += el('ellipse', { cx: n(mx), cy: -6, rx: 34, ry: 12, fill: colors.haze, opacity: 0.5 });
  }
  return g(
    { transform: translate(x, y, s) },
    haze + g({ transform: `scale(${n(breathe)} ${n(2 - breathe)})` }, rim + shape) + mist,
  );
}

/** A heavy storm cloud, centre (x, y), ~180 wide at s = 1, with a far flicker of lightning now and then. */
export function stormCloud(ctx: Ctx, x: number, y: number, s: number, lightning: boolean): string {
  let out = glow(ctx, 0, 0, 120, '#1c1430', 0.45, 60);
  out += cloud(ctx, -40, 10, 130, '#4a3f66', 0.95, '#231a3a');
  out += cloud(ctx, 40, 14, 140, '#3e3458', 0.95, '#1e1733');
  out += cloud(ctx, 0, -10, 120, '#564a74', 0.95, '#2a2144');
  if (lightning) {
    // One short flash a loop, a jagged line under the cloud.
    const u = wrap01(ctx.t, 1, 0.6);
    if (u < 0.08) {
      const op = Math.sin((Math.PI * u) / 0.08);
      out +=
        glow(ctx, 10, 30, 60, '#d8d0ff', 0.6 * op) +
        el('path', {
          d: 'M6 14L-6 36L8 38L-4 64',
          fill: 'none',
          stroke: '#f4f0ff',
          'stroke-width': 3,
          'stroke-linejoin': 'round',
          'stroke-linecap': 'round',
          opacity: n(op),
        });
    }
  }
  return g({ transform: translate(x, y, s) }, out);
}

/**
 * Drops falling through a box, each fading as it nears the bottom (the copycat giant's shadow drops),
 * edged with light so they read against a dusk or night sky.
 */
export function drops(
  ctx: Ctx,
  count: number,
  box: { x: number; y: number; w: number; h: number },
  color: string,
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const ph = ctx.rng();
    const x = box.x + ctx.rng() * box.w;
    const u = wrap01(ctx.t, 1, ph);
    const y = box.y + u * u * box.h;
    const op = Math.min(1, u * 6) * (1 - u);
    const r = 4 + ph * 2;
    out += el('path', {
      d: `M0 ${n(-r * 2.4)}C${n(r * 0.5)} ${n(-r * 1.2)} ${n(r)} ${n(-r * 0.6)} ${n(r)} 0A${n(r)} ${n(r)} 0 0 1 ${n(-r)} 0C${n(-r)} ${n(-r * 0.6)} ${n(-r * 0.5)} ${n(-r * 1.2)} 0 ${n(-r * 2.4)}Z`,
      fill: color,
      stroke: '#e0d4ff',
      'stroke-width': 1.2,
      'stroke-opacity': 0.8,
      opacity: n(op),
      transform: translate(x, y),
    });
    out += el('circle', {
      cx: n(x - r * 0.35),
      cy: n(y - r * 0.3),
      r: n(r * 0.28),
      fill: '#ffffff',
      opacity: n(op * 0.5),
    });
  }
  return out;
}
