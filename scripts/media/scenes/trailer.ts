/** Trailer poster (1280 x 720): a storybook opening into a sky of legends, with room for a play button. */
import { type Ctx, el, n } from '@shop/film/art/svg';
import { cloud, glow, moon, mountains, sparkle, stars, sun, water } from '@shop/film/art/elements/nature';
import { child } from '@shop/film/art/elements/people';
import { diyaRow } from '@shop/film/art/elements/diya';
import { storybook } from '@shop/film/art/elements/sacred';
import { flyingHero, lion } from '@shop/film/art/elements/creatures';
import { flute, peacockFeather } from '@shop/film/art/elements/symbols';

export function trailerPoster(ctx: Ctx): string {
  const W = 1280;
  const H = 720;
  const skyFill = ctx.defs.linear(
    [
      [0, '#120e33'],
      [0.4, '#2b2170'],
      [0.7, '#8a3f8f'],
      [1, '#f0706a'],
    ],
    0,
    0,
    0,
    1,
  );
  let s = el('rect', { x: -2, y: -2, width: W + 4, height: H + 4, fill: skyFill });
  s += stars(ctx, 160, { x: 0, y: 0, w: W, h: 330 }, '#fffbe6', 1.4);
  // left: sunrise sea with the flying hero
  s += sun(ctx, 230, 420, 60, '#fff4d0', '#ffb056', '#ffc27a');
  s += water(ctx, {
    y: 430,
    bottom: 560,
    colors: ['#ff9a6a', '#a8407a', '#3a2f86'],
    shimmer: '#fff0d0',
    reflectX: 230,
    reflectColor: '#fff0c0',
    lines: 40,
    x1: 1282,
  });
  s += flyingHero(ctx, 250, 250, 1.3, '#2a1238', '#f97316');
  // right: Kailash under a crescent moon, lion on the ridge
  s += moon(ctx, 1090, 110, 44, 0.42, -35);
  s += mountains(
    ctx,
    [
      { x: 1060, top: 230, w: 420 },
      { x: 1230, top: 300, w: 260 },
    ],
    470,
    { lit: '#6a62b0', shade: '#4e4696', snow: '#f4f2ff', snowShade: '#c8c0ee' },
  );
  s += el('path', {
    d: 'M640 740C700 560 780 486 900 476C1020 466 1160 470 1300 480L1300 740Z',
    fill: '#3a2a6e',
  });
  s += lion(ctx, 1010, 500, 1.35, { body: '#1e1446', mane: '#2b1d5a', rim: '#ffb36b' });
  s += cloud(ctx, 520, 120, 220, '#7a5ab0', 0.4, '#3a2a7a');
  // centre: golden halo for the play button
  s += glow(ctx, 640, 300, 260, '#ffd27a', 0.5);
  let rays = '';
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const a1 = a - 0.05;
    const a2 = a + 0.05;
    const r0 = 112;
    const r1 = i % 2 ? 210 : 270;
    rays += `M${n(640 + Math.cos(a1) * r0)} ${n(300 + Math.sin(a1) * r0)}L${n(640 + Math.cos(a) * r1)} ${n(300 + Math.sin(a) * r1)}L${n(640 + Math.cos(a2) * r0)} ${n(300 + Math.sin(a2) * r0)}Z`;
  }
  s += el('path', {
    d: rays,
    fill: ctx.defs.radial(
      [
        [0, '#fff3c4', 0.8],
        [0.5, '#ffd27a', 0.35],
        [1, '#ffd27a', 0],
      ],
      0.5,
      0.5,
      0.5,
    ),
  });
  s += el('circle', {
    cx: 640,
    cy: 300,
    r: 104,
    fill: 'none',
    stroke: '#ffe6a0',
    'stroke-width': 2,
    opacity: 0.6,
    'stroke-dasharray': '3 9',
    'stroke-linecap': 'round',
  });
  s += el('circle', {
    cx: 640,
    cy: 300,
    r: 92,
    fill: ctx.defs.radial([
      [0, '#fff3c4', 0.6],
      [0.7, '#ffd27a', 0.35],
      [1, '#f5a300', 0.3],
    ]),
    stroke: '#fff3c4',
    'stroke-width': 3,
  });
  // foreground hill and the open storybook
  s += el('path', {
    d: 'M-20 740L-20 560C200 540 420 560 640 600C860 640 1060 620 1300 590L1300 740Z',
    fill: ctx.defs.linear([
      [0, '#2b1d5a'],
      [1, '#120e33'],
    ]),
  });
  s += glow(ctx, 640, 610, 260, '#ffd27a', 0.55, 120);
  s += storybook(ctx, 640, 590, 300);
  for (let i = 0; i < 26; i++) {
    const a = (i / 26) * Math.PI;
    const r = 120 + (i % 5) * 45;
    s += sparkle(
      640 - Math.cos(a) * r * 1.6,
      590 - Math.sin(a) * r * 0.9,
      3 + (i % 3),
      '#fff3c4',
      0.5 + (i % 4) * 0.12,
    );
  }
  s += flute(ctx, 400, 560, 170, -24) + peacockFeather(ctx, 880, 650, 120, 28);
  s += child(ctx, {
    x: 520,
    y: 640,
    s: 1.05,
    pose: 'point',
    fill: '#0d0a2a',
    rim: '#ffc98a',
    scarf: '#f97316',
  });
  s += diyaRow(ctx, 5, 70, 640, 330, 610, 1.4) + diyaRow(ctx, 5, 960, 640, 1220, 620, 1.4);
  // cinematic bars
  s += el('rect', {
    x: -2,
    y: -2,
    width: W + 4,
    height: H + 4,
    fill: ctx.defs.radial(
      [
        [0, '#0b0a2a', 0],
        [0.65, '#0b0a2a', 0],
        [1, '#0b0a2a', 0.55],
      ],
      0.5,
      0.5,
      0.75,
    ),
  });
  s +=
    el('rect', { x: -2, y: -2, width: W + 4, height: 34, fill: '#0b0a2a', opacity: 0.6 }) +
    el('rect', { x: -2, y: H - 32, width: W + 4, height: 34, fill: '#0b0a2a', opacity: 0.6 });
  return s;
}
