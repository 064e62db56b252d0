/** Durga: the gentle lion, lotus, nine diyas. */
import { skies } from '../palette.ts';
import { type Ctx, el } from '../svg.ts';
import {
  cloud,
  glow,
  grass,
  moon,
  mound,
  petals,
  ridge,
  sky,
  stars,
  sun,
  vignette,
} from '../elements/nature.ts';
import { child } from '../elements/people.ts';
import { lotus } from '../elements/symbols.ts';
import { lion } from '../elements/creatures.ts';
import { diya, diyaRow } from '../elements/diya.ts';
import { rangoli, toran } from '../elements/garland.ts';
import { temple } from '../elements/buildings.ts';

/** 1 - Lion at dusk: a gentle lion rests on a hill beside the child; nine diyas line the path. */
export function durgaLion(ctx: Ctx): string {
  let s = sky(ctx, skies.durgaDusk);
  s += sun(ctx, 430, 200, 40, '#fff0c8', '#ffb04f', '#ffc86a');
  s += cloud(ctx, 140, 100, 130, '#f0806a', 0.55, '#a0305a');
  s += cloud(ctx, 560, 80, 100, '#f0906a', 0.5, '#a0305a');
  s += ridge(ctx, { y: 218, amp: 10, fill: '#a0305a', points: 5 });
  s += ridge(ctx, { y: 240, amp: 8, fill: '#7a1f4f', points: 7 });
  s += mound(330, 236, 330, 372, '#5a1245');
  s += el('rect', { x: -2, y: 300, width: 644, height: 62, fill: '#46103a' });
  s += glow(ctx, 370, 220, 90, '#ffc14f', 0.35);
  s += lion(ctx, 400, 262, 0.95, { body: '#3a0c30', mane: '#4e1240', rim: '#ffb04f' });
  s += child(ctx, {
    x: 300,
    y: 262,
    s: 0.55,
    pose: 'reach',
    fill: '#3a0c30',
    rim: '#ffb04f',
    scarf: '#f5a300',
  });
  s += diyaRow(ctx, 9, 60, 320, 580, 320, 0.85, 12);
  s += lotus(ctx, 40, 356, 26) + lotus(ctx, 610, 354, 22, undefined, 1);
  s += vignette(ctx, '#2a0a2a', 0.35);
  return s;
}

/** 2 - The festival of nine nights: nine diyas circle a lotus rangoli under marigold garlands. */
export function durgaNineDiyas(ctx: Ctx): string {
  let s = sky(ctx, skies.durgaGold);
  s += glow(ctx, 320, 120, 260, '#fff6d0', 0.5);
  s += rangoli(ctx, 320, 130, 95, ['#ffd98a', '#ffe6a8', '#fff0c8'], 12);
  s += toran(ctx, -10, 650, 12, 5, 30, 1.1);
  s += el('rect', {
    x: -2,
    y: 236,
    width: 644,
    height: 126,
    fill: ctx.defs.linear([
      [0, '#e8892a'],
      [1, '#c2410c'],
    ]),
  });
  s += el('ellipse', { cx: 320, cy: 292, rx: 210, ry: 52, fill: '#b8400c', opacity: 0.5 });
  s += rangoli(ctx, 320, 292, 46, ['#e0457b', '#ffd166', '#0e8a8a', '#fff8ec'], 8, false).replace(
    '<g transform="',
    '<g transform="scale(1 0.34) translate(0 567) ',
  );
  for (let i = 0; i < 9; i++) {
    const a = Math.PI + (i / 8) * Math.PI;
    s += diya(ctx, 320 + Math.cos(a) * 190, 300 - Math.sin(a) * 50 * -1 - 8, 1, i * 0.11);
  }
  s += lotus(ctx, 320, 286, 34, { outer: '#e0457b', inner: '#ffc0d8', glow: '#fff0c8' }, 1);
  s += child(ctx, {
    x: 120,
    y: 356,
    s: 0.95,
    pose: 'wave',
    colors: { skin: '#c08457', hair: '#1b1210', kurta: '#e0457b', trim: '#ffd166', pants: '#fff1d6' },
    scarf: '#0e8a8a',
    hair: 'braid',
  });
  s += petals(ctx, 14, { x: 0, y: -20, w: 640, h: 380 }, ['#f97316', '#ffd166', '#e0457b', '#fff8ec']);
  s += vignette(ctx, '#7c2d12', 0.25);
  return s;
}

/** 3 - Night of the lion: the lion watches from the ridge beside a hill temple under a big moon. */
export function durgaNight(ctx: Ctx): string {
  let s = sky(ctx, skies.durgaNight);
  s += stars(ctx, 50, { x: 0, y: 0, w: 640, h: 170 });
  s += moon(ctx, 200, 120, 56, 0);
  s += cloud(ctx, 470, 90, 120, '#a8305f', 0.5, '#5c1a5e');
  s += ridge(ctx, { y: 240, amp: 12, fill: '#5c1a5e', points: 6 });
  s += mound(480, 214, 230, 372, '#3a0f3f');
  s += temple(ctx, 520, 222, 110, { wall: '#4a1450', shade: '#380e3e', trim: '#ffb060', door: '#ffd27a' });
  s += lion(ctx, 250, 252, 0.9, { body: '#2a0a2e', mane: '#3a0f3f', rim: '#f0c0a0' });
  s += el('path', {
    d: 'M-10 252C100 246 220 250 330 262C420 272 520 290 650 300L650 372L-10 372Z',
    fill: '#2a0a2e',
  });
  s += grass(ctx, 0, 640, 280, '#2a0a2e', 12, 10);
  s += child(ctx, {
    x: 120,
    y: 300,
    s: 0.72,
    pose: 'hold',
    fill: '#1a0520',
    rim: '#f0c0a0',
    scarf: '#f97316',
  });
  s += diya(ctx, 131, 254, 0.7, 0.3);
  s += diyaRow(ctx, 9, 300, 330, 620, 312, 0.7, -8);
  s += vignette(ctx, '#12041a', 0.4);
  return s;
}
