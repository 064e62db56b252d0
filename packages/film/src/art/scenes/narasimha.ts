/** Narasimha: the pillar at twilight, a gentle lion silhouette, the child Prahlad safe. */
import { skies } from '../palette.ts';
import { type Ctx, el, n, wave } from '../svg.ts';
import { cloud, glow, ridge, sky, sparkle, stars, sun, vignette, water } from '../elements/nature.ts';
import { child } from '../elements/people.ts';
import { lion } from '../elements/creatures.ts';
import { pillar } from '../elements/buildings.ts';
import { lilyPad, lotus } from '../elements/symbols.ts';
import { diya } from '../elements/diya.ts';

const stone = { stone: '#b08a6a', shade: '#8a6a52', trim: '#d9b48a' };

/** Courtyard floor and a row of arches (palace at twilight). */
function courtyard(ctx: Ctx, wall: string, arch: string, floor: string): string {
  let s = el('rect', { x: -2, y: 150, width: 644, height: 130, fill: wall });
  for (let i = 0; i < 6; i++) {
    const x = 20 + i * 110;
    s += el('path', { d: `M${x} 280L${x} 200Q${x + 40} 150 ${x + 80} 200L${x + 80} 280Z`, fill: arch });
  }
  s += el('rect', { x: -2, y: 270, width: 644, height: 92, fill: floor });
  for (let i = 0; i < 9; i++)
    s += el('path', {
      d: `M${n(-100 + i * 110)} 362L${n(140 + i * 50)} 270`,
      stroke: '#000000',
      'stroke-opacity': 0.09,
      'stroke-width': 1,
    });
  return s + el('rect', { x: -2, y: 268, width: 644, height: 4, fill: '#000000', opacity: 0.12 });
}

/** 1 - The pillar at twilight: light pours from a crack in the great pillar; the child sits safe beside it. */
export function narasimhaPillar(ctx: Ctx): string {
  let s = sky(ctx, skies.narasimhaTwilight);
  s += sun(ctx, 520, 150, 24, '#fff0c8', '#ffb257', '#ffc27a');
  s += cloud(ctx, 160, 80, 130, '#e0906a', 0.5, '#7a3a84');
  s += courtyard(ctx, '#6a3a6a', '#2b1d4a', '#8a5a5a');
  s += pillar(ctx, 330, 330, 56, 250, stone, '#ffd27a');
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + ctx.t * Math.PI * 2 * 0.25;
    s += sparkle(
      330 + Math.cos(a) * 80,
      200 + Math.sin(a) * 90,
      2.6,
      '#fff3c4',
      0.5 + 0.4 * wave(ctx.t, 2, i / 8),
    );
  }
  s += glow(ctx, 430, 320, 60, '#ffe6a0', 0.45);
  s += child(ctx, { x: 430, y: 346, s: 0.7, pose: 'sit', fill: '#2b1440', rim: '#ffd27a', scarf: '#f97316' });
  s += diya(ctx, 480, 342, 0.9, 0.4);
  s += vignette(ctx, '#1a0e2a', 0.35);
  return s;
}

/** 2 - Watched over: a gentle lion silhouette of light in the clouds guards the child on the terrace. */
export function narasimhaGuardian(ctx: Ctx): string {
  let s = sky(ctx, skies.narasimhaAmber);
  s += sun(ctx, 320, 250, 30, '#fff3d0', '#ffc070', '#ffd28a');
  s += glow(ctx, 320, 140, 170, '#ffe0a0', 0.45);
  s += lion(ctx, 330, 250, 1.9, { body: '#ffd28a', mane: '#ffe2a8', rim: '#fff4d8' }).replace(
    '<g transform',
    '<g opacity="0.55" transform',
  );
  s += cloud(ctx, 150, 210, 160, '#ffd8a8', 0.7, '#f0a060');
  s += cloud(ctx, 520, 200, 170, '#ffd8a8', 0.7, '#f0a060');
  s += ridge(ctx, { y: 262, amp: 8, fill: '#b0502a', points: 6 });
  s += el('rect', { x: -2, y: 280, width: 644, height: 82, fill: '#6a2a1a' });
  s += el('rect', { x: -2, y: 276, width: 644, height: 8, fill: '#8a3a22' });
  s += pillar(ctx, 70, 330, 36, 220, { stone: '#5a2418', shade: '#4a1c12', trim: '#7a3422' });
  s += pillar(ctx, 570, 330, 36, 220, { stone: '#5a2418', shade: '#4a1c12', trim: '#7a3422' });
  s += child(ctx, {
    x: 320,
    y: 330,
    s: 0.9,
    pose: 'wave',
    fill: '#3a120a',
    rim: '#ffd28a',
    scarf: '#f5a300',
  });
  s += vignette(ctx, '#2a0c06', 0.35);
  return s;
}

/** 3 - Safe on the lotus: at blue twilight the child rests in a ring of light by the lotus pond. */
export function narasimhaLotus(ctx: Ctx): string {
  let s = sky(ctx, skies.narasimhaIndigo);
  s += stars(ctx, 40, { x: 0, y: 0, w: 640, h: 150 });
  s += cloud(ctx, 500, 110, 140, '#8a4f8a', 0.55, '#33276e');
  s += ridge(ctx, { y: 226, amp: 10, fill: '#4a3276', points: 6 });
  s += pillar(ctx, 120, 262, 40, 180, { stone: '#5a4676', shade: '#463660', trim: '#7a66a0' }, '#ffd27a');
  s += pillar(ctx, 520, 262, 40, 180, { stone: '#5a4676', shade: '#463660', trim: '#7a66a0' });
  s += water(ctx, { y: 262, colors: ['#8a5f9a', '#4a3276', '#1f1850'], shimmer: '#ffd8b0', lines: 20 });
  s += lilyPad(180, 300, 24, '#2d6a5a') + lilyPad(470, 320, 28, '#2d6a5a');
  s += lotus(ctx, 186, 300, 18, undefined, 1) + lotus(ctx, 478, 320, 20);
  const b = 1 + 0.04 * wave(ctx.t, 1);
  s += glow(ctx, 320, 276, 90 * b, '#ffe6a0', 0.5);
  s += el('circle', {
    cx: 320,
    cy: 260,
    r: n(62 * b),
    fill: 'none',
    stroke: '#ffe6a0',
    'stroke-width': 2,
    opacity: 0.5,
  });
  s += lotus(ctx, 320, 308, 46, { outer: '#e0457b', inner: '#ffd0e0', glow: '#ffe6f0' });
  s += child(ctx, {
    x: 320,
    y: 292,
    s: 0.55,
    pose: 'sit',
    fill: '#1a1030',
    rim: '#ffe6a0',
    scarf: '#f97316',
  });
  s += vignette(ctx, '#0a0820', 0.35);
  return s;
}
