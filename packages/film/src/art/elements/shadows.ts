/**
 * Danger for small viewers: the demons of the fierce stories are never drawn with faces or claws,
 * only as hulking shadows with a rim of light (horns, a crown or a buffalo's horns say who they are),
 * the animal shapes a shape-shifter takes, as smoky shadows, dark storm clouds, and the shadow drops
 * of the copycat giant.
 */
import { type Ctx, el, g, n, translate, wave, wrap01 } from '../svg.ts';
import { cloud, glow } from './nature.ts';

export type ShadowKind = 'horned' | 'king' | 'buffalo';
export type BeastKind = 'buffalo' | 'lion' | 'elephant';

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

/** The outline of each shape, facing left (towards the heroes, who usually stand on the left). */
function beastOutline(kind: BeastKind, t: number): string {
  const breathe = 2 * wave(t, 1);
  switch (kind) {
    case 'buffalo':
      // a heavy body with a hump, the head low and two great curved horns
      return (
        `M70-40C74-70 56-96 20-100C0-116-34-112-48-92C-60-92-74-86-80-72` +
        `C-90-70-96-58-92-48C-86-40-76-42-70-46C-64-40-58-38-52-40L-50 0L-38 0L-36-34` +
        `C-20-30 10-30 30-34L32 0L44 0L48-38C56-36 64-34 70-40Z` +
        // horns, sweeping up and back
        `M-62-90C-80-100-88-118-78-134C-76-122-66-108-50-100Z` +
        `M-44-96C-48-112-40-128-26-132C-32-120-30-106-30-96Z` +
        // tail
        `M68-60C80-56 84-40 ${n(80 + breathe)}-22L${n(76 + breathe)}-22C78-38 74-50 66-54Z`
      );
    case 'lion': {
      // a roaring lion crouched to spring: a great spiky mane round the head, jaws open
      let mane = '';
      for (let i = 0; i <= 18; i++) {
        const a = (i / 18) * Math.PI * 2;
        const r = i % 2 ? 30 : 42;
        mane += `${i ? 'L' : 'M'}${n(-58 + Math.cos(a) * r)} ${n(-80 + Math.sin(a) * r)}`;
      }
      return (
        `${mane}Z` +
        `M-40-96C-10-92 30-86 60-80C78-76 84-60 80-40L78 0L64 0L60-30C30-26-10-26-30-30L-34 0L-48 0L-50-40C-60-50-60-80-40-96Z` +
        // open jaws
        `M-80-84L-104-90L-98-78L-84-76ZM-84-70L-100-62L-96-56L-80-62Z` +
        // tail with a tuft
        `M78-64C94-70 100-88 ${n(96 + breathe)}-100L${n(102 + breathe)}-108L${n(106 + breathe)}-96L${n(100 + breathe)}-96C102-84 96-68 80-58Z`
      );
    }
    case 'elephant':
      // a huge elephant, trunk raised high, heavy legs, a tail
      return (
        `M80-40C84-90 50-130 0-130C-30-130-52-118-62-100C-70-104-78-114-84-128` +
        `C-88-140-96-150-106-150C-112-146-110-140-104-138C-98-134-96-120-94-104C-90-84-80-72-68-66L-62-60L-60 0L-40 0L-38-40` +
        `C-10-36 20-36 40-40L42 0L62 0L66-32C74-32 80-36 80-40Z` +
        `M78-70C86-64 90-52 ${n(88 + breathe)}-40L${n(84 + breathe)}-40C84-52 80-60 74-64Z`
      );
  }
}

/** Puffs of smoke curling off a beast's back, drifting up and fading on a loop. */
function wisps(ctx: Ctx, fill: string, points: readonly [number, number][], size: number): string {
  let out = '';
  points.forEach(([x, y], i) => {
    const k = (ctx.t * 2 + i * 0.37) % 1;
    out += el('circle', {
      cx: n(x + 6 * wave(ctx.t, 1, i * 0.2)),
      cy: n(y - k * size * 1.6),
      r: n(size * (0.5 + k * 0.7)),
      fill,
      opacity: n(0.75 * (1 - k)),
    });
  });
  return out;
}

/**
 * A demon in an animal's shape (the buffalo, lion and elephant Mahishasura turns into) as a dark
 * smoky shadow in `fill`, rimmed with `rim` light, facing left; feet at (x, y), ~180 long at s = 1.
 */
export function shadowBeast(
  ctx: Ctx,
  kind: BeastKind,
  x: number,
  y: number,
  s: number,
  fill: string,
  rim: string,
): string {
  const haze = glow(ctx, 0, -60, 130, fill, 0.55, 80);
  const d = beastOutline(kind, ctx.t);
  const tops: Record<BeastKind, [number, number][]> = {
    buffalo: [
      [-10, -106],
      [30, -98],
      [60, -70],
    ],
    lion: [
      [-60, -96],
      [10, -76],
      [60, -60],
    ],
    elephant: [
      [-10, -130],
      [40, -118],
      [74, -80],
    ],
  };
  const details: Record<BeastKind, string> = {
    buffalo: 'M-76-126C-82-112-74-102-58-96M-32-126C-36-114-34-104-32-98',
    lion: 'M-58-112C-78-110-90-96-90-80C-90-62-76-50-58-50',
    elephant: 'M-20-112C-44-110-52-86-44-70C-32-64-16-74-12-92M-66-76C-76-70-84-66-92-70',
  };
  return g(
    { transform: translate(x, y, s) },
    haze +
      el('path', { d, fill: rim, transform: 'translate(2.5 -2)', opacity: 0.7 }) +
      el('path', { d, fill }) +
      el('path', {
        d: details[kind],
        fill: 'none',
        stroke: rim,
        'stroke-width': 2.5,
        'stroke-linecap': 'round',
        opacity: 0.55,
      }) +
      wisps(ctx, fill, tops[kind], 8) +
      // ground shadow
      el('ellipse', { cx: 0, cy: 0, rx: 90, ry: 6, fill, opacity: 0.35 }),
  );
}
