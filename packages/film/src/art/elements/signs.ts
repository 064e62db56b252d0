/**
 * Small holy things the Ganesha and Ramayana stories turn on: Ganesha's presence as a golden Om,
 * his broken tusk writing on a palm-leaf manuscript, the magic mango of the great race and Rama's
 * ring carried to Sita. Each glows a little, as the krishna-sign does.
 */
import { type Ctx, el, g, n, TAU, translate, wave, wrap01 } from '../svg.ts';
import { textPath } from '../text.ts';
import { glow, sparkle } from './nature.ts';
import { goldFill } from './sacred.ts';

let omOutline: string | undefined;

/**
 * The Om (ॐ) in the site's own Baloo 2, centred on the origin and about 80 tall: Ganesha is
 * praised as the Om itself, so the sign stands for him where a face never may.
 */
function om(): string {
  omOutline ??= textPath('\u0950', {
    family: 'baloo-devanagari',
    weight: 700,
    size: 104,
    x: 0,
    y: 42,
    anchor: 'middle',
  }).d;
  return omOutline;
}

/** Ganesha's presence: a golden Om in a warm glow with sparkles circling it; centre (x, y). */
export function ganeshaSign(ctx: Ctx, x: number, y: number, s: number): string {
  let sparks = '';
  for (let i = 0; i < 6; i++) {
    const a = TAU * (ctx.t + i / 6);
    sparks += sparkle(
      Math.cos(a) * 58,
      Math.sin(a) * 46,
      2.5 + 1.5 * (0.5 + 0.5 * wave(ctx.t, 2, i / 6)),
      '#fff7d6',
      0.5 + 0.5 * wave(ctx.t, 2, i / 6),
    );
  }
  return g(
    { transform: translate(x, y, s) },
    glow(ctx, 0, 0, 84, '#ffe9b0', 0.65) +
      el('path', { d: om(), fill: '#c2410c', opacity: 0.35, transform: 'translate(2 3)' }) +
      el('path', { d: om(), fill: goldFill(ctx), stroke: '#b0600e', 'stroke-width': 1.4 }) +
      sparks,
  );
}

/**
 * A palm-leaf manuscript lying open: a stack of long leaves bound with a red cord, the top leaf
 * filling line by line with writing and starting afresh each loop. Centre (x, y), `w` wide.
 */
export function palmLeafScroll(ctx: Ctx, x: number, y: number, w: number): string {
  const k = w / 140;
  const leaf = ctx.defs.linear([
    [0, '#fbebc2'],
    [1, '#dcb877'],
  ]);
  let s = '';
  for (const [dx, dy] of [
    [4, 8],
    [2, 4],
    [0, 0],
  ] as const)
    s += el('rect', {
      x: -70 + dx,
      y: -14 + dy,
      width: 140,
      height: 26,
      rx: 7,
      fill: leaf,
      stroke: '#b8894a',
      'stroke-width': 1,
    });
  const u = wrap01(ctx.t, 1);
  const fade = u > 0.9 ? (1 - u) / 0.1 : 1;
  for (let i = 0; i < 3; i++) {
    const part = Math.max(0, Math.min(1, u * 3.6 - i));
    if (part <= 0) continue;
    s += el('rect', {
      x: -58,
      y: -8 + i * 7,
      width: n(116 * part),
      height: 1.8,
      rx: 0.9,
      fill: '#6a3f1e',
      opacity: n(0.8 * fade),
    });
  }
  s +=
    el('circle', { cx: -38, cy: -1, r: 2.4, fill: '#8a5a2b' }) +
    el('circle', { cx: 38, cy: -1, r: 2.4, fill: '#8a5a2b' }) +
    el('path', {
      d: 'M-38-1C-44 14-52 20-60 22M38-1C44 14 52 20 60 22',
      fill: 'none',
      stroke: '#e0457b',
      'stroke-width': 1.8,
      'stroke-linecap': 'round',
    });
  return g({ transform: translate(x, y, k) }, s);
}

/**
 * Ganesha's broken tusk held as a pen: ivory, curved, its writing point at (x, y) with a small glow,
 * about 60 long, moving as it writes.
 */
export function tuskPen(ctx: Ctx, x: number, y: number, s: number): string {
  const dx = 3 * wave(ctx.t, 4);
  const dy = 1.5 * wave(ctx.t, 8, 0.25);
  const ivory = ctx.defs.linear(
    [
      [0, '#fffdf5'],
      [1, '#e4d2a8'],
    ],
    0,
    0,
    1,
    1,
  );
  return g(
    { transform: translate(x + dx, y + dy, s) },
    glow(ctx, 0, 0, 22, '#fff3c4', 0.8) +
      el('path', {
        d: 'M0 0C10-18 28-38 52-50L58-42C36-30 16-14 0 0Z',
        fill: ivory,
        stroke: '#c9a46a',
        'stroke-width': 1.2,
      }) +
      // The broken end, flat and a little rough.
      el('path', { d: 'M52-50L55-47L53-45L58-42', fill: 'none', stroke: '#c9a46a', 'stroke-width': 1.4 }) +
      el('path', {
        d: 'M10-9C20-22 32-32 46-40',
        fill: 'none',
        stroke: '#ffffff',
        'stroke-width': 1.6,
        opacity: 0.7,
      }) +
      sparkle(-4, 4, 3 + wave(ctx.t, 2), '#fff7d6', 0.9),
  );
}

/** The magic golden mango, glowing, with a leaf on its stem; centre (x, y), about 30 tall. */
export function magicMango(ctx: Ctx, x: number, y: number, s: number): string {
  const skin = ctx.defs.radial(
    [
      [0, '#fff0a0'],
      [0.55, '#ffc23a'],
      [1, '#f0702a'],
    ],
    0.35,
    0.35,
    0.8,
  );
  return g(
    { transform: translate(x, y, s) },
    glow(ctx, 0, 0, 34, '#fff1c2', 0.55 + 0.15 * wave(ctx.t, 1)) +
      el('path', {
        d: 'M-2-14C10-16 16-4 12 6C8 14-2 17-9 13C-15 9-15 0-12-6C-10-10-7-13-2-14Z',
        fill: skin,
      }) +
      el('path', { d: 'M-4-14Q-4-18 0-19', fill: 'none', stroke: '#6a4a2a', 'stroke-width': 1.6 }) +
      el('path', { d: 'M0-19C6-26 16-24 18-20C12-16 4-16 0-19Z', fill: '#4f9a5a' }) +
      el('ellipse', {
        cx: -6,
        cy: -5,
        rx: 3,
        ry: 5,
        fill: '#ffffff',
        opacity: 0.35,
        transform: 'rotate(20 -6 -5)',
      }) +
      sparkle(12, -12, 2.5 + wave(ctx.t, 2), '#fff7d6', 0.9),
  );
}

/** Rama's golden ring with a red stone and a glint; centre (x, y), about 24 across. */
export function ring(ctx: Ctx, x: number, y: number, s: number): string {
  const gold = goldFill(ctx);
  return g(
    { transform: translate(x, y, s) },
    glow(ctx, 0, 0, 26, '#fff1c2', 0.6 + 0.15 * wave(ctx.t, 1)) +
      el('ellipse', { cx: 0, cy: 2, rx: 10.5, ry: 8, fill: 'none', stroke: '#b0700e', 'stroke-width': 4.2 }) +
      el('ellipse', { cx: 0, cy: 2, rx: 10.5, ry: 8, fill: 'none', stroke: gold, 'stroke-width': 3 }) +
      el('ellipse', { cx: 0, cy: -6, rx: 4.5, ry: 3.5, fill: gold }) +
      el('ellipse', { cx: 0, cy: -6.5, rx: 2.8, ry: 2.2, fill: '#e0304f' }) +
      sparkle(5, -10, 2.5 + 1.5 * wave(ctx.t, 2), '#ffffff', 0.9),
  );
}
