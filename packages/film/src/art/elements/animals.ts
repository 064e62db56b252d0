/**
 * More animals of the stories: the little squirrel of Rama's bridge (with or without its three
 * stripes), a vanara carrying a floating stone, Vishnu's boar form Varaha and Brahma's swan in flight.
 */
import { type Ctx, el, g, n, ribbon, wave } from '../svg.ts';
import { glow } from './nature.ts';
import { floatingStone } from './ramayana.ts';

/** An Indian palm squirrel facing left, feet at (0, 0), about 40 long with its tail; `stripes` glow gold. */
export function squirrel(ctx: Ctx, fur: string, belly: string, stripes: boolean): string {
  const flick = 3 * wave(ctx.t, 2);
  const tail = ribbon(
    [
      [10, -6],
      [20, -12],
      [24, -24],
      [n2(18 + flick), -34],
      [n2(10 + flick), -36],
    ],
    [6, 11, 12, 10, 4],
  );
  let out =
    el('path', { d: tail, fill: fur }) +
    el('path', { d: tail, fill: belly, opacity: 0.25, transform: 'translate(1 -1) scale(0.96)' }) +
    el('ellipse', { cx: 2, cy: -9, rx: 12, ry: 7.5, fill: fur }) +
    el('ellipse', { cx: 0, cy: -6, rx: 8, ry: 4, fill: belly }) +
    el('circle', { cx: -10, cy: -14, r: 6.2, fill: fur }) +
    el('path', { d: 'M-15-13.5C-19-13-20-11-18.5-10C-16-10-14-11-13-12Z', fill: fur }) +
    el('path', { d: 'M-9-19L-7-25L-5-18Z', fill: fur }) +
    el('circle', { cx: -12, cy: -15.5, r: 1.3, fill: '#1a1446' }) +
    el('circle', { cx: -12.4, cy: -16, r: 0.45, fill: '#ffffff' }) +
    el('circle', { cx: -19, cy: -11, r: 0.9, fill: '#3b2418' }) +
    el('path', {
      d: 'M-8-2v2M-4-2v2M8-2v2M11-2v2',
      stroke: fur,
      'stroke-width': 2.4,
      'stroke-linecap': 'round',
    });
  if (stripes) {
    const shine = 0.8 + 0.2 * wave(ctx.t, 1);
    out += glow(ctx, 2, -13, 16, '#ffe7a0', 0.5 * shine, 8);
    for (const dy of [-3.2, 0, 3.2])
      out += el('path', {
        d: `M-6 ${n2(-13 + dy * 0.6)}C-1 ${n2(-16 + dy)} 7 ${n2(-16 + dy)} 12 ${n2(-11 + dy * 0.6)}`,
        fill: 'none',
        stroke: '#fff6dc',
        'stroke-width': 1.6,
        'stroke-linecap': 'round',
        opacity: n2(shine),
      });
  }
  return out;
}

function n2(v: number): number {
  return Math.round(v * 100) / 100;
}

/**
 * A vanara (one of Rama's monkey helpers) walking right with a floating stone held overhead, or with
 * empty hands swinging (`carrying` false); feet at (0, 0), about 130 tall.
 */
export function vanara(
  ctx: Ctx,
  colors: { fur: string; face: string; stone: string; stoneShade: string } | { fill: string; rim?: string },
  carrying = true,
): string {
  const step = 4 * wave(ctx.t, 2);
  const fur = 'fur' in colors ? colors.fur : colors.fill;
  const face = 'fur' in colors ? colors.face : colors.fill;
  const limb = (d: string, w: number, color = fur) =>
    el('path', {
      d,
      fill: 'none',
      stroke: color,
      'stroke-width': w,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    });
  const body =
    // tail curling up behind
    limb('M-12-44C-34-40-40-60-30-72C-24-80-16-76-18-70', 5) +
    // legs, bent, stepping
    limb(`M-6-44L${n(-10 - step)}-24L${n(-8 - step)}-2`, 9) +
    limb(`M6-44L${n(12 + step)}-24L${n(10 + step)}-2`, 9) +
    el('ellipse', { cx: n(-5 - step), cy: -2, rx: 8, ry: 3.5, fill: fur }) +
    el('ellipse', { cx: n(15 + step), cy: -2, rx: 8, ry: 3.5, fill: fur }) +
    // torso and belly
    el('ellipse', { cx: 0, cy: -62, rx: 16, ry: 24, fill: fur }) +
    el('ellipse', { cx: 6, cy: -58, rx: 8, ry: 15, fill: face, opacity: 'fur' in colors ? 1 : 0 }) +
    // arms raised to hold the stone, or swinging as it walks
    (carrying
      ? limb('M-10-78L-20-98L-16-118', 7) + limb('M10-78L22-98L18-118', 7)
      : limb(`M-10-78L${n(-18 + step)}-60L${n(-14 + step)}-44`, 7) +
        limb(`M10-78L${n(18 - step)}-60L${n(24 - step)}-46`, 7)) +
    // head in profile, facing right
    el('circle', { cx: 2, cy: -94, r: 13, fill: fur }) +
    el('ellipse', { cx: 11, cy: -92, rx: 8, ry: 7, fill: face }) +
    el('circle', { cx: -8, cy: -96, r: 4.5, fill: fur }) +
    ('fur' in colors ? el('circle', { cx: 10, cy: -97, r: 1.5, fill: '#1a1446' }) : '');
  const rim =
    'rim' in colors && colors.rim
      ? g({ transform: 'translate(2 -1)' }, body.replaceAll(`"${fur}"`, `"${colors.rim}"`))
      : '';
  const stone =
    'fur' in colors
      ? floatingStone(ctx, colors.stone, colors.stoneShade)
      : floatingStone(ctx, colors.fill, colors.fill);
  return rim + body + (carrying ? g({ transform: 'translate(0 -138) scale(0.8)' }, stone) : '');
}

/** Varaha, Vishnu's mighty boar form, facing right with golden tusks and a blue glow; feet at (0, 0), about 130 long. */
export function boar(ctx: Ctx, body: string, shade: string): string {
  const gold = '#ffd166';
  const breathe = 1 + 0.015 * wave(ctx.t, 1);
  return (
    glow(ctx, 0, -45, 110, '#9ec5ff', 0.45, 70) +
    el('path', {
      d: 'M-62-30C-64-54-44-74-10-76C10-90 40-84 52-66C64-62 74-50 78-40L72-34C66-30 58-30 52-32L50 0L38 0L36-22C10-18-20-18-40-22L-42 0L-54 0L-56-22C-60-24-62-26-62-30Z',
      fill: body,
      transform: `scale(${n(breathe)} 1)`,
    }) +
    // bristly ridge along the back
    el('path', {
      d: 'M-48-60L-42-72L-36-64L-28-78L-22-68L-12-82L-6-72L4-88L8-76L18-88L22-76',
      fill: 'none',
      stroke: shade,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    }) +
    el('path', { d: 'M34-78L40-92L46-76Z', fill: shade }) +
    el('ellipse', { cx: 76, cy: -40, rx: 4, ry: 6, fill: shade }) +
    // curved golden tusks
    el('path', {
      d: 'M62-38C68-44 72-56 66-64',
      fill: 'none',
      stroke: gold,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    }) +
    el('circle', { cx: 50, cy: -58, r: 2.4, fill: '#fff6dc' }) +
    el('path', {
      d: 'M-62-40C-72-44-76-34-70-28',
      fill: 'none',
      stroke: body,
      'stroke-width': 3,
      'stroke-linecap': 'round',
    })
  );
}

/** Brahma's swan (hamsa) flying right, wings beating; centre (0, 0), about 110 across the wings. */
export function flyingSwan(ctx: Ctx, body: string, shade: string): string {
  const beat = wave(ctx.t, 3);
  const wingUp = -34 - beat * 22;
  const wing = (dx: number, opacity: number) =>
    el('path', {
      d: `M${-6 + dx}-4C${-16 + dx} ${n(wingUp * 0.5)} ${-34 + dx} ${n(wingUp)} ${-52 + dx} ${n(wingUp - 6)}C${-40 + dx} ${n(wingUp * 0.5)} ${-30 + dx} -4 ${-14 + dx} 4Z`,
      fill: dx ? shade : body,
      opacity,
    });
  return (
    glow(ctx, 0, -6, 70, '#fff1c2', 0.45) +
    wing(10, 0.9) +
    el('path', {
      d: 'M-34 4C-30-8-10-10 10-6C22-4 26-14 26-24C26-34 34-40 42-36C48-32 46-24 42-22C36-18 34-10 34-2C32 10 20 16 0 16C-18 16-30 12-34 4Z',
      fill: body,
    }) +
    el('path', { d: 'M46-32L58-29L46-26Z', fill: '#f5a300' }) +
    el('circle', { cx: 40, cy: -31, r: 1.6, fill: '#1a1446' }) +
    el('path', { d: 'M-34 4L-44-2L-40 8Z', fill: body }) +
    wing(0, 1)
  );
}
