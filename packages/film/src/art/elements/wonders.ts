/**
 * The great wonders of Shiva's stories, drawn as light and shape: the Ganga pouring from the sky (and
 * flowing gently once caught), Shiva's coiled locks with the crescent moon, the pillar of light with
 * no beginning and no end, the churning of the ocean (Mount Mandara on the tortoise, the serpent
 * Vasuki coiled round it), and the kalash, the brass pot of worship (and of the nectar).
 */
import { type Ctx, el, g, n, ribbon, smooth, wave } from '../svg.ts';
import { glow, moon, sparkle } from './nature.ts';

/** Dashes of foam travelling along a line, one pattern length per art loop (seamless). */
function flowLines(ctx: Ctx, d: string, color: string, width: number, speed: number): string {
  const offset = -ctx.t * speed;
  return (
    el('path', {
      d,
      fill: 'none',
      stroke: color,
      'stroke-width': width,
      'stroke-dasharray': '16 10 6 20',
      'stroke-dashoffset': n(offset),
      'stroke-linecap': 'round',
      opacity: 0.85,
    }) +
    el('path', {
      d,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-width': width * 0.5,
      'stroke-dasharray': '4 22',
      'stroke-dashoffset': n(offset * 2 + 9),
      'stroke-linecap': 'round',
    })
  );
}

/**
 * The Ganga. Variant 0: a torrent of light pouring down from far above the frame onto (0, 0), about
 * 110 wide; variant 1: a gentle stream winding from (0, 0) down and out towards the viewer.
 */
export function ganga(ctx: Ctx, variant: number): string {
  if (variant === 0) {
    const body = ctx.defs.linear(
      [
        [0, '#ffffff', 0.95],
        [0.5, '#bfe3ff', 0.9],
        [1, '#8fc4f0', 0.95],
      ],
      0,
      0,
      1,
      0,
    );
    let out = glow(ctx, 0, -200, 160, '#dff0ff', 0.45, 260);
    out += el('path', { d: 'M-70-560C-60-300-50-120-44 0L44 0C50-120 60-300 70-560Z', fill: body });
    for (const x of [-36, -14, 8, 30]) {
      out += flowLines(ctx, `M${n(x * 1.4)}-560L${n(x)} 0`, '#eaf6ff', 3, -104);
    }
    // the splash where it lands
    for (let i = 0; i < 9; i++) {
      const k = (ctx.t * 3 + i / 9) % 1;
      const a = Math.PI + (i / 8) * Math.PI;
      out += el('circle', {
        cx: n(Math.cos(a) * (30 + k * 50)),
        cy: n(-4 + Math.sin(a) * (10 + k * 30)),
        r: n(8 * (1 - k) + 2),
        fill: '#f2f9ff',
        opacity: n(0.9 * (1 - k)),
      });
    }
    out += glow(ctx, 0, -4, 90, '#ffffff', 0.6, 26);
    for (let i = 0; i < 6; i++)
      out += sparkle(-50 + i * 20, -80 - ((i * 97 + ctx.t * 400) % 420), 3, '#fff6d6', 0.8);
    return out;
  }
  const pts: [number, number][] = [
    [0, 0],
    [22, 40],
    [-10, 90],
    [40, 150],
    [10, 220],
  ];
  const widths = [6, 14, 24, 40, 64];
  let out = glow(ctx, 10, 90, 60, '#dff0ff', 0.35, 120);
  out += el('path', { d: ribbon(pts, widths), fill: '#8fc4f0' });
  out += el('path', {
    d: ribbon(
      pts,
      widths.map((w) => w * 0.55),
    ),
    fill: '#bfe3ff',
    opacity: 0.8,
  });
  out += flowLines(ctx, smooth(pts), '#ffffff', 1.6, 90);
  return out;
}

/**
 * Shiva's long matted locks streaming out from a glow (his crescent moon above it), the Ganga's light
 * running along them; the glow at (0, 0), the locks sweep about 240 to the right.
 */
export function locks(ctx: Ctx, hair: string, light: string, water: string): string {
  let out = glow(ctx, 80, 10, 170, water, 0.35, 110);
  let strands = '';
  let streams = '';
  for (let i = 0; i < 7; i++) {
    const k = i / 6;
    const sway = (j: number) => 8 * wave(ctx.t, 1, k * 0.5 + j * 0.15);
    const pts: [number, number][] = [
      [0, -6 + k * 12],
      [50, -50 + k * 90 + sway(0)],
      [110, -70 + k * 130 + sway(1)],
      [170, -40 + k * 110 + sway(2)],
      [215, -60 + k * 100 + sway(3)],
      [236, -82 + k * 96 + sway(4)],
    ];
    strands += el('path', { d: ribbon(pts, [10, 16, 15, 12, 8, 3]), fill: i % 2 ? light : hair });
    streams += el('path', {
      d: smooth(pts.slice(0, 5)),
      fill: 'none',
      stroke: water,
      'stroke-width': 2.4,
      'stroke-dasharray': '14 10',
      'stroke-dashoffset': n(-ctx.t * 48 * (1 + (i % 3))),
      'stroke-linecap': 'round',
      opacity: 0.9,
    });
  }
  out += strands + streams;
  out += glow(ctx, 0, 0, 56, '#eaf6ff', 0.85);
  return out + g({ transform: 'translate(-4 -40)' }, moon(ctx, 0, 0, 15, 0.42, -30));
}

/** A pillar of light with no top and no bottom (it runs far past the frame), centre (0, 0), 70 wide. */
export function lightPillar(ctx: Ctx, core: string, edge: string): string {
  const body = ctx.defs.linear(
    [
      [0, edge, 0.2],
      [0.25, edge, 0.9],
      [0.5, core, 1],
      [0.75, edge, 0.9],
      [1, edge, 0.2],
    ],
    0,
    0,
    1,
    0,
  );
  let out = glow(ctx, 0, 0, 140, edge, 0.5, 700);
  out += el('rect', { x: -35, y: -900, width: 70, height: 1800, fill: body });
  // bands of brighter light rising up the pillar
  for (let i = 0; i < 8; i++) {
    const y = 400 - ((i * 110 + ctx.t * 440) % 880);
    out += el('ellipse', { cx: 0, cy: n(y), rx: 30, ry: 8, fill: '#ffffff', opacity: 0.45 });
  }
  for (let i = 0; i < 10; i++) {
    const y = 420 - ((i * 83 + ctx.t * 300) % 840);
    out += sparkle((i % 2 ? 1 : -1) * (40 + (i % 3) * 8), y, 3, '#fff6d6', 0.8);
  }
  return out;
}

/**
 * The churning of the ocean: Mount Mandara standing on the tortoise Kurma in the sea of milk, the
 * serpent Vasuki coiled round it, its two ends stretching far to the left (its head) and right.
 * Base centre (0, 0) at the water; the mountain is about 190 tall.
 */
export function churning(
  ctx: Ctx,
  colors: { rock: string; rockShade: string; snake: string; belly: string; shell: string; foam: string },
): string {
  const swing = 6 * wave(ctx.t, 1);
  let out = '';
  // the tortoise's shell just under the surface, and the foam the churning whips up
  out += el('ellipse', { cx: 0, cy: 6, rx: 110, ry: 18, fill: colors.shell });
  out += el('path', {
    d: 'M-80 4q20-12 40 0t40 0t40 0t40 0',
    fill: 'none',
    stroke: '#2f7d4f',
    'stroke-width': 3,
    opacity: 0.6,
  });
  for (let i = 0; i < 3; i++) {
    out += el('ellipse', {
      cx: 0,
      cy: 2,
      rx: 120 + i * 30,
      ry: 14 + i * 5,
      fill: 'none',
      stroke: colors.foam,
      'stroke-width': 3,
      'stroke-dasharray': '24 16',
      'stroke-dashoffset': n(ctx.t * 80 * (i % 2 ? -1 : 1)),
      opacity: 0.8,
    });
  }
  // the mountain, a tall peak turning a little from side to side
  const mountain =
    el('path', {
      d: 'M-56 0C-50-60-30-150-6-190C6-196 14-186 22-160C34-110 50-50 56 0Z',
      fill: colors.rock,
    }) +
    el('path', { d: 'M8-188C20-150 36-90 56 0L14 0C18-60 16-130 8-188Z', fill: colors.rockShade }) +
    el('path', { d: 'M-14-176C-8-190 6-198 16-180L8-170L0-178L-8-168Z', fill: '#ffffff', opacity: 0.85 });
  out += g({ transform: `rotate(${n(swing * 0.3)} 0 0)` }, mountain);
  // Vasuki's coils round the mountain, sliding as it turns, and its long body out to each side
  const body = (d: string, w: number) =>
    el('path', { d, fill: 'none', stroke: colors.snake, 'stroke-width': w, 'stroke-linecap': 'round' }) +
    el('path', {
      d,
      fill: 'none',
      stroke: colors.belly,
      'stroke-width': w * 0.3,
      'stroke-linecap': 'round',
      'stroke-dasharray': '6 8',
      'stroke-dashoffset': n(ctx.t * 56),
      opacity: 0.8,
    });
  for (const y of [-40, -80, -120]) {
    const w = 44 - (y + 40) * -0.12;
    out += body(
      `M${n(-w)} ${y + 6}C${n(-w / 2)} ${y + 16 + swing * 0.5} ${n(w / 2)} ${y + 16 - swing * 0.5} ${n(w)} ${y + 6}`,
      9,
    );
  }
  out += body(`M-44-34C-120-30-200 ${n(-40 + swing)}-330 ${n(-36 + swing)}`, 10);
  out += body(`M44-34C120-30 200 ${n(-40 - swing)} 330 ${n(-36 - swing)}`, 10);
  // the serpent's hood at the far left end
  out += el('path', {
    d: `M-330 ${n(-36 + swing)}C-340 ${n(-60 + swing)}-360 ${n(-60 + swing)}-366 ${n(-40 + swing)}C-362 ${n(-26 + swing)}-344 ${n(-22 + swing)}-330 ${n(-36 + swing)}Z`,
    fill: colors.snake,
  });
  return out;
}

/** A brass kalash with mango leaves and a coconut; base centre (0, 0), about 60 tall; `shining` for the nectar. */
export function kalash(ctx: Ctx, shining: boolean): string {
  const brass = ctx.defs.linear(
    [
      [0, '#fff0b0'],
      [0.45, '#f5b82a'],
      [1, '#b0700e'],
    ],
    0,
    0,
    1,
    1,
  );
  let out = shining ? glow(ctx, 0, -36, 70, '#fff1c2', 0.75 + 0.15 * wave(ctx.t, 2)) : '';
  // mango leaves fanned out of the neck
  for (let i = -3; i <= 3; i++)
    out += el('path', {
      d: 'M0-38C-5-46-4-58 0-64C4-58 5-46 0-38Z',
      fill: i % 2 ? '#4f8a5f' : '#6fbf73',
      transform: `rotate(${i * 22} 0 -38)`,
    });
  out += el('path', { d: 'M-8-58C-10-70 10-70 8-58C6-52-6-52-8-58Z', fill: '#8a5a2b' });
  out += el('path', { d: 'M-9-56C-3-52 3-52 9-56', fill: 'none', stroke: '#e0457b', 'stroke-width': 2.5 });
  out += el('path', {
    d: 'M-9-40C-9-36-22-32-22-18C-22-6-12 0 0 0C12 0 22-6 22-18C22-32 9-36 9-40Z',
    fill: brass,
  });
  out += el('rect', { x: -11, y: -44, width: 22, height: 5, rx: 2, fill: '#f5b82a' });
  out += el('path', { d: 'M-20-20C-8-16 8-16 20-20', fill: 'none', stroke: '#e0457b', 'stroke-width': 2 });
  out += el('path', { d: 'M-4-24l4-5l4 5l-4 5Z', fill: '#e0457b' });
  if (shining)
    for (let i = 0; i < 5; i++)
      out += sparkle(-24 + i * 12, -70 - (i % 2) * 10, 2.5, '#fff6d6', 0.5 + 0.5 * wave(ctx.t, 2, i * 0.2));
  return out;
}
