/**
 * The landing-page hero: a night-to-dawn panorama, a child on a hill reading a glowing storybook,
 * and a constellation of story symbols (flute, mace, bow, trishul, lotus) rising from its pages.
 * heroWide is drawn in 1280 x 720, heroTall (mobile) in 540 x 960.
 */
import { type Ctx, el, n, wave, wrap01 } from '@shop/film/art/svg';
import {
  cloud,
  fireflies,
  glow,
  moon,
  ridge,
  roundTree,
  sparkle,
  stars,
} from '@shop/film/art/elements/nature';
import { child } from '@shop/film/art/elements/people';
import { diya, lantern } from '@shop/film/art/elements/diya';
import { bow, gada, trishul } from '@shop/film/art/elements/sacred';
import { flute, lotus, peacockFeather } from '@shop/film/art/elements/symbols';
import { temple, tinyLamps } from '@shop/film/art/elements/buildings';

interface Layout {
  W: number;
  H: number;
  horizon: number;
  dawn: [number, number, number];
  moon: [number, number, number];
  hill: string;
  child: [number, number, number];
  symbols: [kind: Sym, x: number, y: number, size: number][];
  diyas: [number, number, number][];
  tree?: [number, number, number];
  templeAt?: [number, number, number];
}
type Sym = 'flute' | 'gada' | 'bow' | 'trishul' | 'lotus' | 'feather';

function symbol(ctx: Ctx, kind: Sym, x: number, y: number, s: number, i: number): string {
  const bob = s * 0.06 * wave(ctx.t, 1, i * 0.19);
  const yy = y + bob;
  const halo = glow(ctx, x, yy, s * 0.95, '#ffe6a0', 0.38 + 0.08 * wave(ctx.t, 2, i * 0.3));
  switch (kind) {
    case 'flute':
      return halo + flute(ctx, x, yy, s * 1.3, -20);
    case 'gada':
      return halo + gada(ctx, x, yy + s * 0.5, s * 1.05, 18);
    case 'bow':
      return halo + bow(ctx, x - s * 0.1, yy, s * 1.05, -10);
    case 'trishul':
      return halo + trishul(ctx, x, yy + s * 0.55, s * 1.15, 8);
    case 'lotus':
      return (
        halo +
        lotus(ctx, x, yy + s * 0.3, s * 0.55, { outer: '#e0457b', inner: '#ffd0e0', glow: '#ffe6f0' }, 1)
      );
    case 'feather':
      return halo + peacockFeather(ctx, x, yy + s * 0.45, s * 0.9, 15);
  }
}

function heroScene(ctx: Ctx, L: Layout): string {
  const { W, H } = L;
  const skyFill = ctx.defs.linear([
    [0, '#0b0a2a'],
    [0.45, '#1a1446'],
    [0.75, '#3b2a7a'],
    [1, '#6a3f8f'],
  ]);
  let s = el('rect', { x: -2, y: -2, width: W + 4, height: H + 4, fill: skyFill });
  // dawn breaking on the right
  const [dx, dy, dr] = L.dawn;
  s += el('ellipse', {
    cx: dx,
    cy: dy,
    rx: dr,
    ry: dr * 0.75,
    fill: ctx.defs.radial([
      [0, '#ffd27a', 0.95],
      [0.25, '#ff9a6a', 0.7],
      [0.55, '#e0457b', 0.35],
      [1, '#e0457b', 0],
    ]),
  });
  s += stars(
    ctx,
    Math.round((W * H) / 5200),
    { x: 0, y: 0, w: W, h: L.horizon * 0.8 },
    '#fffbe6',
    W > 800 ? 1.4 : 1.2,
  );
  const [mx, my, mr] = L.moon;
  s += moon(ctx, mx, my, mr, 0.4, -30);
  s += cloud(ctx, W * 0.18, L.horizon * 0.42, W * 0.16, '#5a4a9a', 0.45, '#2b2170');
  s += cloud(ctx, W * 0.74, L.horizon * 0.3, W * 0.14, '#c07aa8', 0.4, '#5b3d8f');
  // far hills with a little temple and village lamps
  s += ridge(ctx, {
    y: L.horizon - 20,
    amp: H * 0.025,
    fill: '#3b2a7a',
    points: 6,
    x0: -20,
    x1: W + 20,
    bottom: H + 20,
  });
  if (L.templeAt) {
    const [tx, ty, th] = L.templeAt;
    s += temple(ctx, tx, ty, th, { wall: '#4a3486', shade: '#3a2876', trim: '#ffb36b', door: '#ffd27a' });
  }
  s += ridge(ctx, {
    y: L.horizon + 10,
    amp: H * 0.02,
    fill: '#2b2064',
    points: 8,
    x0: -20,
    x1: W + 20,
    bottom: H + 20,
  });
  s += tinyLamps(ctx, W * 0.06, W * 0.42, L.horizon + 16, 9, W > 800 ? 1.3 : 1);
  // the near hill
  s += el('path', {
    d: L.hill,
    fill: ctx.defs.linear([
      [0, '#22195a'],
      [1, '#120e33'],
    ]),
  });
  if (L.tree) {
    const [tx, ty, th] = L.tree;
    s += roundTree(ctx, tx, ty, th, '#120e33', '#2b2170');
    s +=
      lantern(ctx, tx - th * 0.2, ty - th * 0.42, th / 160, '#f97316', 0.2) +
      lantern(ctx, tx + th * 0.26, ty - th * 0.36, th / 190, '#e0457b', 0.6);
  }
  // stream of sparkles rising from the book to each symbol (seamless: each spark re-enters once per loop)
  const [cx, cy, cs] = L.child;
  const bookX = cx;
  const bookY = cy - 55 * cs;
  L.symbols.forEach(([, sx, sy], si) => {
    for (let k = 0; k < 7; k++) {
      const u = wrap01(ctx.t, 1, k / 7 + si * 0.05);
      const ctrlX = (bookX + sx) / 2 + (sx > bookX ? -1 : 1) * W * 0.05;
      const ctrlY = Math.min(bookY, sy) - H * 0.05;
      const x = (1 - u) * (1 - u) * bookX + 2 * (1 - u) * u * ctrlX + u * u * sx;
      const y = (1 - u) * (1 - u) * bookY + 2 * (1 - u) * u * ctrlY + u * u * sy;
      s += sparkle(
        x,
        y,
        (2 + 2.5 * Math.sin(Math.PI * u)) * (W > 800 ? 1.3 : 1.1),
        '#fff3c4',
        0.85 * Math.sin(Math.PI * u),
      );
    }
  });
  // constellation lines between symbols
  let d = '';
  L.symbols.forEach(([, sx, sy], i) => (d += `${i ? 'L' : 'M'}${n(sx)} ${n(sy)}`));
  s += el('path', {
    d,
    fill: 'none',
    stroke: '#ffe6a0',
    'stroke-width': 1.2,
    'stroke-dasharray': '2 7',
    'stroke-linecap': 'round',
    opacity: 0.35,
  });
  L.symbols.forEach(([kind, sx, sy, size], i) => (s += symbol(ctx, kind, sx, sy, size, i)));
  // the child with the glowing book, and diyas along the ridge
  s += glow(ctx, cx, cy - 50 * cs, 150 * cs, '#ffd27a', 0.45 + 0.05 * wave(ctx.t, 2));
  // a soft cone of light rising from the open book
  const beam = ctx.defs.linear(
    [
      [0, '#fff3c4', 0],
      [0.6, '#ffe6a0', 0.18],
      [1, '#fff3c4', 0.45],
    ],
    0,
    0,
    0,
    1,
  );
  const by = cy - 52 * cs;
  for (const spread of [70, 110, 150]) {
    s += el('path', {
      d: `M${n(cx - 14 * cs)} ${n(by)}Q${n(cx - spread * 0.4 * cs)} ${n(by - 150 * cs)} ${n(cx - spread * cs)} ${n(by - 250 * cs)}L${n(cx + spread * cs)} ${n(by - 250 * cs)}Q${n(cx + spread * 0.4 * cs)} ${n(by - 150 * cs)} ${n(cx + 14 * cs)} ${n(by)}Z`,
      fill: beam,
      opacity: n(0.22 + 0.05 * wave(ctx.t, 1)),
    });
  }
  s += child(ctx, {
    x: cx,
    y: cy,
    s: cs,
    pose: 'sit',
    fill: '#0d0a2a',
    rim: '#ffc98a',
    rimDx: 1.8,
    scarf: '#f97316',
    book: true,
  });
  L.diyas.forEach(([x, y, sz], i) => (s += diya(ctx, x, y, sz, i * 0.173)));
  s += fireflies(
    ctx,
    W > 800 ? 16 : 12,
    { x: 0, y: L.horizon - H * 0.1, w: W, h: H * 0.3 },
    '#ffe27a',
    W > 800 ? 1.4 : 1.2,
  );
  s += el('rect', {
    x: -2,
    y: -2,
    width: W + 4,
    height: H + 4,
    fill: ctx.defs.radial(
      [
        [0, '#0b0a2a', 0],
        [0.7, '#0b0a2a', 0],
        [1, '#0b0a2a', 0.45],
      ],
      0.5,
      0.5,
      0.75,
    ),
  });
  return s;
}

export function heroWide(ctx: Ctx): string {
  return heroScene(ctx, {
    W: 1280,
    H: 720,
    horizon: 470,
    dawn: [1150, 520, 620],
    moon: [170, 120, 34],
    hill: 'M-20 740L-20 600C120 560 300 540 470 548C620 556 760 600 900 640C1020 676 1160 690 1300 700L1300 740Z',
    child: [580, 566, 1.5],
    symbols: [
      ['flute', 240, 300, 70],
      ['gada', 400, 180, 70],
      ['bow', 620, 130, 78],
      ['trishul', 850, 170, 76],
      ['lotus', 1040, 280, 72],
    ],
    diyas: [
      [340, 568, 1.2],
      [420, 560, 1.25],
      [700, 570, 1.25],
      [760, 586, 1.3],
      [850, 616, 1.35],
      [960, 650, 1.4],
    ],
    tree: [150, 600, 230],
    templeAt: [1010, 445, 110],
  });
}

export function heroTall(ctx: Ctx): string {
  return heroScene(ctx, {
    W: 540,
    H: 960,
    horizon: 660,
    dawn: [470, 700, 520],
    moon: [90, 120, 28],
    hill: 'M-20 980L-20 800C80 770 200 752 300 758C400 764 480 790 560 810L560 980Z',
    child: [280, 784, 1.35],
    symbols: [
      ['flute', 110, 380, 58],
      ['gada', 170, 240, 58],
      ['bow', 290, 170, 64],
      ['trishul', 410, 250, 62],
      ['lotus', 450, 400, 60],
    ],
    diyas: [
      [100, 796, 1.1],
      [170, 784, 1.1],
      [380, 784, 1.1],
      [450, 796, 1.15],
    ],
    templeAt: [430, 640, 84],
  });
}
