/**
 * The fierce deities' presences, drawn only as symbols of light (never faces): Kali's curved sword
 * in a deep blue glow with her garland of red hibiscus, Narasimha's blazing lion's mane around
 * Vishnu's turning chakra, and Shiva's third eye over the three lines of sacred ash.
 */
import { type Ctx, el, g, n, TAU, translate, wave, wrap01 } from '../svg.ts';
import { hibiscus } from './garland.ts';
import { glow, sparkle } from './nature.ts';
import { goldFill, wheel } from './sacred.ts';

/**
 * Kali's presence, centre (x, y), ~140 tall at s = 1: her curved khadga sword, blade up, shining
 * silver in a deep blue glow (Kali is the colour of the night sky), a garland of red hibiscus (her
 * flower) curving beneath it, and sparkles circling.
 */
export function kaliSign(ctx: Ctx, x: number, y: number, s: number, glowColor = '#5b6cff'): string {
  const breathe = 1 + 0.05 * wave(ctx.t, 1);
  let out = glow(ctx, 0, -4, 92 * breathe, glowColor, 0.75);
  out += glow(ctx, 0, -10, 46, '#dfe4ff', 0.45);
  // The garland hangs behind the hilt in a U.
  for (let i = 0; i < 9; i++) {
    const k = i / 8;
    const a = Math.PI * (0.08 + 0.84 * k);
    out += hibiscus(ctx, Math.cos(a) * 48, 4 + Math.sin(a) * 40, 8.5, i * 40);
  }
  const blade = ctx.defs.linear(
    [
      [0, '#ffffff'],
      [0.5, '#dfe6ff'],
      [1, '#8f9ad8'],
    ],
    0,
    0,
    1,
    0,
  );
  const gold = goldFill(ctx);
  // The blade widens toward its curved tip, as Kali's khadga does.
  out += el('path', {
    d: 'M-5 22C-7 0-9-26-4-46C0-58 10-66 18-70C16-58 14-48 14-36C14-16 10 4 5 22Z',
    fill: blade,
  });
  out += el('path', {
    d: 'M0 20C-1 0-2-24 2-44C5-54 10-60 15-64',
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 1.4,
    opacity: 0.8,
  });
  out += el('rect', { x: -15, y: 20, width: 30, height: 6, rx: 3, fill: gold });
  out += el('rect', { x: -4.5, y: 26, width: 9, height: 22, rx: 3, fill: '#8a1c2c' });
  out += el('path', { d: 'M-4.5 31L4.5 35M-4.5 38L4.5 42', stroke: '#ffd166', 'stroke-width': 1.2 });
  out += el('circle', { cx: 0, cy: 51, r: 5, fill: gold });
  // A glint travelling up the blade.
  const u = wrap01(ctx.t, 1, 0.2);
  out += sparkle(2 + u * 10, 16 - u * 78, 4 * Math.sin(Math.PI * u), '#ffffff', 0.9);
  for (let i = 0; i < 5; i++) {
    const a = TAU * (ctx.t * 0.5 + i / 5);
    out += sparkle(
      Math.cos(a) * 70,
      -6 + Math.sin(a) * 62,
      2.6,
      '#e8ecff',
      0.4 + 0.5 * wave(ctx.t, 2, i / 5),
    );
  }
  return g({ transform: translate(x, y, s) }, out);
}

/**
 * Narasimha's presence, centre (x, y), ~160 across at s = 1: a lion's mane of golden flame (longer
 * below, like a lion's ruff) around a bright centre with Vishnu's chakra turning in it. `roaring`
 * makes the flames leap and sends rings of light rolling out, the roar that shakes the hall.
 */
export function narasimhaSign(ctx: Ctx, x: number, y: number, s: number, roaring: boolean): string {
  const flare = roaring ? 1.25 : 1;
  let out = glow(ctx, 0, 0, 110 * flare, roaring ? '#ffb347' : '#ffd98a', 0.6);
  if (roaring)
    for (let i = 0; i < 3; i++) {
      const u = wrap01(ctx.t, 2, i / 3);
      out += el('circle', {
        r: n(60 + u * 90),
        fill: 'none',
        stroke: '#ffe6a0',
        'stroke-width': n(5 * (1 - u) + 1),
        opacity: n(0.7 * (1 - u)),
      });
    }
  const flameDeep = ctx.defs.radial(
    [
      [0, '#ffb347'],
      [0.6, '#f97316'],
      [1, '#b2330c'],
    ],
    0.5,
    1,
    1,
  );
  const flame = ctx.defs.radial(
    [
      [0, '#fff3c4'],
      [0.45, '#ffc94a'],
      [0.8, '#f97316'],
      [1, '#c2410c'],
    ],
    0.5,
    1,
    1,
  );
  // Two layers of curling tufts, the outer deeper in colour; longer at the cheeks and below the
  // chin (a lion's ruff), so the mane is taller than wide and never reads as the round sun.
  const tufts = 20;
  for (const [layer, reach, shade] of [
    [0, 1, flameDeep],
    [1, 0.72, flame],
  ] as const) {
    for (let i = 0; i < tufts; i++) {
      const a = ((i + layer * 0.5) / tufts) * TAU - Math.PI / 2;
      const below = Math.max(0, Math.sin(a));
      const side = Math.abs(Math.cos(a));
      const len =
        (26 + 34 * below + 12 * side + (i % 2 ? -6 : 4)) *
        reach *
        flare *
        (1 + 0.1 * wave(ctx.t, roaring ? 4 : 2, i / tufts + layer * 0.3));
      const deg = (a * 180) / Math.PI + 90;
      out += g(
        { transform: `rotate(${n(deg)}) translate(0 -36)` },
        el('path', {
          d: `M-12 6C-12-${n(len * 0.45)}-4-${n(len * 0.75)} 8-${n(len)}C3-${n(len * 0.7)} 12-${n(len * 0.4)} 12 6Z`,
          fill: shade,
        }),
      );
    }
  }
  out += el('circle', { r: 42, fill: '#ffe6a0' });
  out += glow(ctx, 0, 0, 44, '#ffffff', 0.8);
  out += wheel(ctx, 0, 0, 24, 8, '#e09a12');
  return g({ transform: translate(x, y, s) }, out);
}

/**
 * Shiva's third eye, centre (x, y), ~100 wide at s = 1: three lines of sacred ash across, and over
 * them an upright eye of fire with a bright light in it.
 */
export function thirdEye(ctx: Ctx, x: number, y: number, s: number): string {
  let out = glow(ctx, 0, 0, 70, '#ffb36b', 0.55);
  for (const dy of [-14, 0, 14])
    out += el('rect', {
      x: -50,
      y: dy - 3.5,
      width: 100,
      height: 7,
      rx: 3.5,
      fill: '#fdf6ec',
      opacity: 0.85,
    });
  const lid = 'M0-32C12-18 12 18 0 32C-12 18-12-18 0-32Z';
  out += el('path', { d: lid, fill: '#7a1c0c' });
  out += el('path', { d: lid, fill: 'none', stroke: goldFill(ctx), 'stroke-width': 3 });
  const pulse = 1 + 0.12 * wave(ctx.t, 2);
  out += glow(ctx, 0, 0, 18 * pulse, '#fff1b8', 0.95);
  out += el('path', {
    d: `M0 ${n(-16 * pulse)}C6-6 6 8 0 10C-6 8-6-6 0 ${n(-16 * pulse)}Z`,
    fill: '#ffd166',
  });
  out += el('circle', { cx: 0, cy: 2, r: 3.5, fill: '#ffffff' });
  return g({ transform: translate(x, y, s) }, out);
}
