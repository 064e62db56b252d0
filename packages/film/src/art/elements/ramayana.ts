/**
 * Things of Rama's stories: Shiva's great bow on its carved cart (whole, strung, broken), the floating
 * stones of the bridge with Rama's name on them, a marigold wedding garland, Shabari's berries and
 * her forest hut.
 */
import { type Ctx, el, g, n, wave } from '../svg.ts';
import { glow } from './nature.ts';
import { goldFill } from './sacred.ts';

const STEEL = '#34406e';
const STEEL_LIGHT = '#5d6ca6';

/** One limb of the great bow, from the grip (0, 0) out to the right, bending down by `bend`. */
function bowLimb(ctx: Ctx, bend: number): string {
  const gold = goldFill(ctx);
  const d = `M0 0C50 ${n(bend * 0.9)} 110 ${n(bend * 0.6)} 146 ${n(bend * 0.05 - 14)}C150 ${n(bend * 0.05 - 20)} 156 ${n(bend * 0.05 - 24)} 162 ${n(bend * 0.05 - 22)}`;
  return (
    el('path', { d, fill: 'none', stroke: STEEL, 'stroke-width': 16, 'stroke-linecap': 'round' }) +
    el('path', {
      d,
      fill: 'none',
      stroke: STEEL_LIGHT,
      'stroke-width': 3,
      'stroke-linecap': 'round',
      transform: 'translate(0 -3)',
      opacity: 0.8,
    }) +
    // gold bands along the limb
    [40, 80, 118]
      .map((x) =>
        el('rect', {
          x: x - 3,
          y: n(bend * (x < 100 ? 0.7 : 0.4) - 8),
          width: 6,
          height: 16,
          rx: 2,
          fill: gold,
        }),
      )
      .join('') +
    el('circle', { cx: 162, cy: n(bend * 0.05 - 22), r: 5, fill: gold })
  );
}

/** Shiva's bow lying on its back (grip at the centre), `bend` how deep it curves; optional string. */
function greatBowShape(ctx: Ctx, bend: number, strung: boolean): string {
  const gold = goldFill(ctx);
  const tipY = bend * 0.05 - 22;
  let out = glow(ctx, 0, 0, 190, '#b8c8ff', 0.35 + 0.08 * wave(ctx.t, 1), 60);
  if (strung) {
    out += glow(ctx, 0, tipY, 170, '#fff1c2', 0.5, 22);
    out += el('line', {
      x1: -162,
      y1: n(tipY),
      x2: 162,
      y2: n(tipY),
      stroke: '#fff6dc',
      'stroke-width': 2.5,
    });
  }
  out += bowLimb(ctx, bend) + g({ transform: 'scale(-1 1)' }, bowLimb(ctx, bend));
  out += el('rect', { x: -14, y: -9, width: 28, height: 18, rx: 6, fill: gold });
  out += el('rect', { x: -4, y: -9, width: 8, height: 18, fill: '#e0457b' });
  return out;
}

/** The carved cart the bow lies on: a low chest on four wheels; base centre at (0, 0), 280 wide. */
function bowCart(ctx: Ctx, wood: string, trim: string): string {
  const gold = goldFill(ctx);
  let out = el('rect', { x: -140, y: -58, width: 280, height: 40, rx: 6, fill: wood });
  out += el('rect', { x: -146, y: -62, width: 292, height: 8, rx: 4, fill: gold });
  out += el('rect', { x: -140, y: -24, width: 280, height: 5, fill: trim, opacity: 0.8 });
  for (const x of [-90, -30, 30, 90])
    out += el('path', {
      d: `M${x - 14}-40c0-10 28-10 28 0s-28 10-28 0Z`,
      fill: 'none',
      stroke: gold,
      'stroke-width': 2,
      opacity: 0.9,
    });
  for (const x of [-110, -50, 50, 110]) {
    out += el('circle', { cx: x, cy: -15, r: 15, fill: '#5a3418' });
    out += el('circle', { cx: x, cy: -15, r: 11, fill: 'none', stroke: gold, 'stroke-width': 2 });
    out += el('circle', { cx: x, cy: -15, r: 3, fill: gold });
  }
  return out;
}

/**
 * Shiva's great bow. Variant 0: resting on its cart (the cart's base at (0, 0)); 1: the bow alone,
 * centred at (0, 0); 2: strung and shining; 3: broken in two with a flash of light.
 */
export function greatBow(ctx: Ctx, variant: number): string {
  if (variant === 0)
    return (
      bowCart(ctx, '#6b3a1c', '#e0457b') + g({ transform: 'translate(0 -84)' }, greatBowShape(ctx, 32, false))
    );
  if (variant === 1) return greatBowShape(ctx, 32, false);
  if (variant === 2) return greatBowShape(ctx, 50, true);
  const flash = 0.8 + 0.2 * wave(ctx.t, 4);
  let burst = glow(ctx, 0, 0, 150, '#fff6d6', 0.9 * flash) + glow(ctx, 0, 0, 60, '#ffffff', 0.9);
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2 + 0.2;
    const r0 = 22;
    const r1 = 70 + (i % 3) * 18;
    burst += el('line', {
      x1: n(Math.cos(a) * r0),
      y1: n(Math.sin(a) * r0),
      x2: n(Math.cos(a) * r1),
      y2: n(Math.sin(a) * r1),
      stroke: '#fff1c2',
      'stroke-width': 3,
      'stroke-linecap': 'round',
      opacity: n(0.7 * flash),
    });
  }
  const half = (side: 1 | -1) =>
    g(
      { transform: `translate(${side * 24} 6) rotate(${side * -24})${side < 0 ? ' scale(-1 1)' : ''}` },
      bowLimb(ctx, 30),
    );
  return burst + half(1) + half(-1);
}

/**
 * राम as Baloo 2 (the site's Devanagari face) draws it, 50 wide with its baseline at y = 0: the glyph
 * outlines traced once with fontkit and kept here, so the film needs no font to write the name.
 */
const RAMA_NAME =
  'M4.1-9.6Q3.1-9.7 2.5-10.1Q1.9-10.5 1.9-11.2Q1.9-11.6 2.1-12Q2.2-12.3 2.4-12.6Q2.8-12.4 3.5-12.3Q4.1-12.2 4.9-12.2Q8.1-12.2 9.4-13.7Q10.6-15.2 10.6-17.3Q10.6-18.9 10.1-20.2Q9.5-21.6 8.5-22.6L11.2-23Q12.2-21.9 12.9-20.5Q13.6-19.2 13.6-17.2Q13.6-14.8 12.6-13.2Q11.6-11.6 10-10.7Q8.4-9.9 6.6-9.8Q7.8-7.2 9.5-5Q11.2-2.8 14-1.3Q14-0.5 13.6 0Q13.2 0.5 12.4 0.5Q11.2 0.5 9.8-0.7Q8.3-1.8 6.8-4.1Q5.3-6.4 4.1-9.6ZM16.9-22.1L0-22.1Q-0.6-22.1-0.8-22.4Q-1.1-22.7-1.1-23.3Q-1.1-23.5-1.1-23.8Q-1-24.1-1-24.4L16-24.4Q17.1-24.4 17.1-23.2Q17.1-23 17-22.7Q17-22.4 16.9-22.1ZM19.6-22.7L22.5-22.7L22.5 0.3Q22.2 0.3 21.9 0.4Q21.6 0.4 21.3 0.4Q20.5 0.4 20.1 0.1Q19.6-0.2 19.6-0.9ZM26.9-22.1L16-22.1Q15.4-22.1 15.1-22.4Q14.8-22.7 14.8-23.3Q14.8-23.5 14.9-23.8Q14.9-24.1 15-24.4L25.9-24.4Q27-24.4 27-23.2Q27-23 27-22.7Q27-22.4 26.9-22.1ZM44.5-12.2L44.5-9.6L33.8-9.6Q33.7-8.3 33-7.4Q32.2-6.5 30.7-6.5Q29.2-6.5 28.5-7.2Q27.8-7.9 27.8-8.9Q27.8-9.4 27.9-9.8Q28-10.3 28.2-10.6L29.6-10.6Q31-10.6 31-12L31-22.3L33.9-22.3L33.9-12.2ZM44.6-22.1L25.9-22.1Q25.4-22.1 25.1-22.4Q24.8-22.7 24.8-23.3Q24.8-23.5 24.8-23.8Q24.9-24.1 25-24.4L43.7-24.4Q44.8-24.4 44.8-23.2Q44.8-23 44.8-22.7Q44.7-22.4 44.6-22.1ZM43-22.7L45.8-22.7L45.8 0.3Q45.6 0.3 45.3 0.4Q45 0.4 44.7 0.4Q43.8 0.4 43.4 0.1Q43-0.2 43-0.9ZM50.2-22.1L39.3-22.1Q38.8-22.1 38.5-22.4Q38.2-22.7 38.2-23.3Q38.2-23.5 38.2-23.8Q38.3-24.1 38.4-24.4L49.3-24.4Q50.4-24.4 50.4-23.2Q50.4-23 50.4-22.7Q50.3-22.4 50.2-22.1Z';

/** A floating stone of the bridge with Rama's name (राम) glowing on it; centre (0, 0), 70 wide. */
export function floatingStone(ctx: Ctx, stone: string, shade: string): string {
  const shine = 0.75 + 0.25 * wave(ctx.t, 1);
  const gold = '#ffd166';
  return (
    el('ellipse', { cx: 0, cy: 26, rx: 40, ry: 6, fill: '#1a3a6a', opacity: 0.18 }) +
    el('path', {
      d: 'M-34 6C-38-12-24-24-4-25C16-27 34-18 36 0C38 16 24 24 2 24C-20 24-32 18-34 6Z',
      fill: stone,
    }) +
    el('path', { d: 'M-30 10C-20 20 20 22 34 6C30 20 16 25 2 25C-16 25-28 20-30 10Z', fill: shade }) +
    glow(ctx, 0, 0, 30, '#ffe7a0', 0.55 * shine) +
    el('path', { d: RAMA_NAME, fill: gold, opacity: n(shine), transform: 'translate(-20 9) scale(0.8)' })
  );
}

/** A wedding garland (varmala) of marigolds hanging in a loop; its top at (0, 0), about 70 tall. */
export function garland(ctx: Ctx): string {
  let out = '';
  const count = 22;
  for (let i = 0; i < count; i++) {
    const a = (i / (count - 1)) * Math.PI;
    const x = Math.cos(a) * 24;
    const y = Math.sin(a) * 62 + 4;
    const color = i % 5 === 2 ? '#e0457b' : i % 2 ? '#f97316' : '#ffb020';
    out += el('circle', { cx: n(x), cy: n(y), r: 6, fill: color });
    out += el('circle', { cx: n(x - 1.5), cy: n(y - 1.5), r: 2, fill: '#ffe08a', opacity: 0.8 });
  }
  out += el('path', { d: 'M-6 66l-4 14M6 66l4 14M0 68v16', stroke: '#e0457b', 'stroke-width': 3 });
  out += glow(ctx, 0, 40, 50, '#fff1c2', 0.25);
  return out;
}

/** A wild berry (ber) bush, base centre (0, 0), about 80 wide; or (`basket`) a leaf bowl heaped with them. */
export function berries(ctx: Ctx, basket: boolean, leaf: string, leafLight: string): string {
  const berry = (x: number, y: number, r: number, i: number) =>
    el('circle', {
      cx: n(x),
      cy: n(y),
      r: n(r),
      fill: ['#c2272d', '#e0457b', '#a3161f', '#f97316'][i % 4] ?? '#c2272d',
    }) +
    el('circle', { cx: n(x - r * 0.35), cy: n(y - r * 0.35), r: n(r * 0.3), fill: '#ffffff', opacity: 0.5 });
  let out = '';
  if (basket) {
    // a bowl of leaves with berries heaped in it, about 44 wide
    for (let i = 0; i < 9; i++) {
      const x = -14 + (i % 4) * 9 + (i > 3 ? 4 : 0) + (i > 7 ? 6 : 0);
      const y = -14 - Math.floor(i / 4) * 7;
      out += berry(x, y, 5, i);
    }
    out += el('path', { d: 'M-24-14C-22 0 22 0 24-14C10-9-10-9-24-14Z', fill: '#6fbf73' });
    out += el('path', {
      d: 'M-24-14L-30-20M24-14L30-20',
      stroke: '#4f8a5f',
      'stroke-width': 3,
      'stroke-linecap': 'round',
    });
    out += el('path', { d: 'M-16-8C-6-4 6-4 16-8', fill: 'none', stroke: '#4f8a5f', 'stroke-width': 1.5 });
    return out;
  }
  const blobs: [number, number, number][] = [
    [-26, -22, 20],
    [0, -34, 26],
    [26, -22, 20],
    [-12, -14, 18],
    [14, -14, 18],
  ];
  for (const [x, y, r] of blobs) out += el('circle', { cx: x, cy: y, r, fill: leaf });
  out += el('circle', { cx: -6, cy: -44, r: 12, fill: leafLight, opacity: 0.5 });
  for (let i = 0; i < 14; i++) {
    const x = -36 + ctx.rng() * 72;
    const y = -50 + ctx.rng() * 42;
    out += berry(x, y, 3.6, i);
  }
  return out;
}

/** A forest hut of mud walls under a thatched roof; base centre (0, 0), 120 wide. */
export function hut(
  ctx: Ctx,
  colors: { wall: string; shade: string; thatch: string; thatchShade: string; door: string },
): string {
  let out = el('path', { d: 'M-48 0V-52H48V0Z', fill: colors.wall });
  out += el('path', { d: 'M18 0V-52H48V0Z', fill: colors.shade, opacity: 0.5 });
  out += el('path', { d: 'M-14 0V-30C-14-42 14-42 14-30V0Z', fill: colors.door });
  out += el('path', {
    d: 'M-66-46C-40-76-20-96 0-104C20-96 40-76 66-46C30-52-30-52-66-46Z',
    fill: colors.thatch,
  });
  let straws = '';
  for (let i = -5; i <= 5; i++) straws += `M${i * 6}-100L${n(i * 12)}-52`;
  out += el('path', { d: straws, stroke: colors.thatchShade, 'stroke-width': 1.5, opacity: 0.6 });
  out += el('path', { d: 'M-66-46C-30-52 30-52 66-46L64-42C30-48-30-48-64-42Z', fill: colors.thatchShade });
  out += el('path', { d: 'M-4-104L0-114L4-104Z', fill: colors.thatchShade });
  // a string of mango leaves over the door
  for (let i = 0; i < 5; i++)
    out += el('path', {
      d: `M${-12 + i * 6}-44q-2 6 0 9q2-3 0-9Z`,
      fill: '#4f8a5f',
      transform: `rotate(${n(4 * wave(ctx.t, 1, i * 0.2))} ${-12 + i * 6} -44)`,
    });
  return out;
}
