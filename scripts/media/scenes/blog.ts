/** Extra compositions for blog cards and in-article illustrations (640 x 360 design box). */
import { skies } from '@shop/film/art/palette';
import { type Ctx, el, g, n, translate, wave } from '@shop/film/art/svg';
import {
  birds,
  cloud,
  glow,
  moon,
  mountains,
  mound,
  petals,
  ridge,
  roundTree,
  sky,
  sparkle,
  stars,
  sun,
  vignette,
  water,
} from '@shop/film/art/elements/nature';
import { child } from '@shop/film/art/elements/people';
import { diya, lantern } from '@shop/film/art/elements/diya';
import { bow, conch, storybook, trishul, wheel } from '@shop/film/art/elements/sacred';
import { fish, horseHead, lion, nandi, tortoise } from '@shop/film/art/elements/creatures';
import { flute, lotus, peacockFeather } from '@shop/film/art/elements/symbols';
import { rangoli, toran } from '@shop/film/art/elements/garland';

const kid = (kurta: string, skin = '#c08457') => ({
  skin,
  hair: '#1b1210',
  kurta,
  trim: '#ffd166',
  pants: '#fff1d6',
});

/** Two children dancing garba with dandiya sticks under lanterns. */
export function garbaNight(ctx: Ctx): string {
  let s = sky(ctx, skies.durgaNight);
  s += stars(ctx, 50, { x: 0, y: 0, w: 640, h: 150 });
  s += moon(ctx, 540, 70, 26, 0);
  s += toran(ctx, -10, 650, 12, 6, 24);
  s +=
    lantern(ctx, 120, 70, 1.1, '#f97316', 0) +
    lantern(ctx, 320, 60, 1, '#e0457b', 0.3) +
    lantern(ctx, 470, 84, 1.1, '#f5a300', 0.6);
  s += mound(320, 240, 420, 372, '#5c1a5e');
  s += el('rect', { x: -2, y: 286, width: 644, height: 80, fill: '#46104a' });
  s += rangoli(ctx, 320, 318, 60, ['#f97316', '#ffd166', '#e0457b', '#0e8a8a'], 8);
  const bounce = (ph: number) => 4 * Math.abs(wave(ctx.t, 2, ph));
  for (const [x, kurta, ph, flip] of [
    [250, '#e0457b', 0, false],
    [390, '#f5a300', 0.25, true],
  ] as const) {
    const y = 300 - bounce(ph);
    s += child(ctx, {
      x,
      y,
      s: 0.95,
      pose: 'wave',
      colors: kid(kurta),
      scarf: flip ? '#0e8a8a' : '#f97316',
      hair: flip ? 'bun' : 'braid',
      flip,
    });
    for (const side of [-1, 1]) {
      const hx = x + side * 26 * 0.95;
      const hy = y - 89 * 0.95;
      const rot = side * 30 + 10 * wave(ctx.t, 2, ph);
      s += g(
        { transform: translate(hx, hy, 1, rot) },
        el('rect', { x: -2, y: -22, width: 4, height: 30, rx: 2, fill: '#ffd166' }) +
          el('rect', { x: -2.2, y: -22, width: 4.4, height: 6, fill: '#e0457b' }),
      );
    }
  }
  s += diya(ctx, 120, 320, 1.1, 0.1) + diya(ctx, 520, 320, 1.1, 0.5);
  s += petals(ctx, 12, { x: 0, y: -20, w: 640, h: 380 }, ['#f97316', '#ffd166', '#e0457b']);
  s += vignette(ctx, '#1a0520', 0.35);
  return s;
}

/** Activity table seen from above: a rangoli in progress, colour bowls and diyas to paint. */
export function rangoliCraft(ctx: Ctx): string {
  let s = el('rect', {
    x: -2,
    y: -2,
    width: 644,
    height: 364,
    fill: ctx.defs.radial(
      [
        [0, '#fff1d6'],
        [1, '#f2c98a'],
      ],
      0.5,
      0.5,
      0.8,
    ),
  });
  s += rangoli(ctx, 320, 180, 120, ['#e0457b', '#f97316', '#ffd166', '#0e8a8a', '#fff8ec'], 8);
  const bowls = [
    ['#e0457b', 80, 80],
    ['#f97316', 80, 280],
    ['#ffd166', 560, 80],
    ['#0e8a8a', 560, 280],
    ['#2b2170', 150, 180],
  ] as const;
  for (const [c, x, y] of bowls) {
    s += el('ellipse', { cx: x, cy: y + 6, rx: 34, ry: 30, fill: '#000000', opacity: 0.08 });
    s +=
      el('circle', { cx: x, cy: y, r: 30, fill: '#c98a4a' }) +
      el('circle', { cx: x, cy: y, r: 24, fill: c }) +
      el('circle', { cx: x - 6, cy: y - 6, r: 7, fill: '#ffffff', opacity: 0.25 });
  }
  for (const [x, y, ph] of [
    [480, 180, 0],
    [520, 220, 0.3],
    [470, 240, 0.6],
  ] as const)
    s += diya(ctx, x, y, 1.4, ph);
  s +=
    el('path', { d: 'M600 330l30-40', stroke: '#7c4a24', 'stroke-width': 6, 'stroke-linecap': 'round' }) +
    el('path', { d: 'M628 292l6-8', stroke: '#e0457b', 'stroke-width': 7, 'stroke-linecap': 'round' });
  s += petals(ctx, 10, { x: 0, y: -20, w: 640, h: 380 }, ['#f97316', '#ffd166']);
  return s;
}

type Avatar = (ctx: Ctx, x: number, y: number, r: number) => string;
const gold = '#ffd166';
const avatars: Avatar[] = [
  (_c, x, y, r) => fish(x, y, r * 1.6, '#5ec8c0', '#0e8a8a'),
  (_c, x, y, r) => tortoise(x, y + r * 0.3, r * 1.4, '#6fbf73', '#2f7d4f'),
  (_c, x, y, r) =>
    el('circle', { cx: x, cy: y - r * 0.1, r: r * 0.42, fill: '#5ec8c0' }) +
    el('path', {
      d: `M${n(x - r * 0.6)} ${n(y + r * 0.4)}Q${n(x)} ${n(y - r * 0.1)} ${n(x + r * 0.6)} ${n(y + r * 0.4)}`,
      stroke: '#fff8ec',
      'stroke-width': r * 0.14,
      fill: 'none',
      'stroke-linecap': 'round',
    }),
  (c, x, y, r) => lion(c, x - r * 0.05, y + r * 0.55, r * 0.011, { body: '#f5a300', mane: '#c2410c' }),
  (_c, x, y, r) =>
    el('path', {
      d: `M${n(x - r * 0.6)} ${n(y)}Q${n(x)} ${n(y - r * 0.75)} ${n(x + r * 0.6)} ${n(y)}Z`,
      fill: '#e0457b',
    }) + el('line', { x1: x, y1: y, x2: x, y2: y + r * 0.55, stroke: '#7c4a24', 'stroke-width': r * 0.08 }),
  (_c, x, y, r) =>
    el('line', {
      x1: x - r * 0.4,
      y1: y + r * 0.5,
      x2: x + r * 0.3,
      y2: y - r * 0.5,
      stroke: '#7c4a24',
      'stroke-width': r * 0.1,
      'stroke-linecap': 'round',
    }) +
    el('path', {
      d: `M${n(x + r * 0.1)} ${n(y - r * 0.55)}Q${n(x + r * 0.6)} ${n(y - r * 0.5)} ${n(x + r * 0.5)} ${n(y)}L${n(x + r * 0.22)} ${n(y - r * 0.2)}Z`,
      fill: '#c9d4e8',
    }),
  (c, x, y, r) => bow(c, x - r * 0.1, y, r * 1.15, 0, false),
  (c, x, y, r) => flute(c, x, y, r * 1.5, -30),
  (c, x, y, r) => lotus(c, x, y + r * 0.35, r * 0.6),
  (_c, x, y, r) => horseHead(x, y + r * 0.55, r * 1.05, '#fff8ec', '#ffd166'),
];

/** The ten avatars as glowing medallions along an arc over the ocean. */
export function dashavataraArc(ctx: Ctx): string {
  let s = sky(ctx, skies.ramaSunset);
  s += stars(ctx, 30, { x: 0, y: 0, w: 640, h: 100 });
  s += sun(ctx, 320, 300, 44, '#fff4d0', '#ffb056', '#ffc27a');
  s += water(ctx, {
    y: 296,
    colors: ['#f0706a', '#8a3f8f', '#2b2170'],
    shimmer: '#ffe0c0',
    reflectX: 320,
    reflectColor: '#fff0c0',
  });
  avatars.forEach((draw, i) => {
    const a = Math.PI * (0.08 + (i / 9) * 0.84);
    const x = 320 - Math.cos(a) * 270;
    const y = 300 - Math.sin(a) * 220 + 3 * wave(ctx.t, 1, i * 0.1);
    s += glow(ctx, x, y, 44, '#ffe6a0', 0.45);
    s += el('circle', { cx: n(x), cy: n(y), r: 27, fill: '#2b2170', stroke: gold, 'stroke-width': 2.5 });
    s += draw(ctx, x, y, 20);
  });
  s += vignette(ctx, '#1a1446', 0.3);
  return s;
}

/** The ten avatars as a 5 x 2 grid of picture-book tiles. */
export function dashavataraGrid(ctx: Ctx): string {
  let s = el('rect', {
    x: -2,
    y: -2,
    width: 644,
    height: 364,
    fill: ctx.defs.linear([
      [0, '#fff8ec'],
      [1, '#ffe6c0'],
    ]),
  });
  s += rangoli(ctx, 320, 180, 170, ['#fff0d6', '#ffe8c8'], 12);
  const colors = [
    '#0e8a8a',
    '#2f7d4f',
    '#3b5bb0',
    '#c2410c',
    '#e0457b',
    '#7a3f8f',
    '#2b2170',
    '#1d4ed8',
    '#f97316',
    '#5a2a1a',
  ];
  avatars.forEach((draw, i) => {
    const x = 80 + (i % 5) * 120;
    const y = 110 + Math.floor(i / 5) * 140 + 3 * wave(ctx.t, 1, i * 0.1);
    s += el('rect', { x: x - 50, y: y - 52, width: 100, height: 104, rx: 22, fill: colors[i] ?? '#2b2170' });
    s += el('rect', {
      x: x - 50,
      y: y - 52,
      width: 100,
      height: 104,
      rx: 22,
      fill: ctx.defs.radial(
        [
          [0, '#ffffff', 0.25],
          [1, '#ffffff', 0],
        ],
        0.3,
        0.25,
        0.8,
      ),
    });
    s += draw(ctx, x, y, 40);
  });
  return s;
}

/** Matsya and Kurma: a golden fish and a tortoise under a glowing sea. */
export function matsyaKurma(ctx: Ctx): string {
  let s = el('rect', {
    x: -2,
    y: -2,
    width: 644,
    height: 364,
    fill: ctx.defs.linear([
      [0, '#7cd3e0'],
      [0.5, '#1f8a9a'],
      [1, '#0b3a5a'],
    ]),
  });
  for (let i = 0; i < 6; i++) {
    const x = 60 + i * 110;
    s += el('path', {
      d: `M${x} -10L${x + 60} -10L${x + 150} 380L${x + 90} 380Z`,
      fill: '#ffffff',
      opacity: 0.06 + 0.03 * wave(ctx.t, 1, i * 0.2),
    });
  }
  s += el('path', {
    d: 'M-10 320C100 300 200 330 320 316C440 302 540 330 650 318L650 372L-10 372Z',
    fill: '#d9b27a',
  });
  for (const [x, h] of [
    [60, 80],
    [90, 60],
    [560, 90],
    [600, 60],
  ] as const) {
    s += el('path', {
      d: `M${x} 320C${x - 12} ${320 - h / 2} ${x + 12 + 6 * wave(ctx.t, 1, x)} ${320 - h * 0.7} ${x + 4 * wave(ctx.t, 1, x)} ${320 - h}`,
      fill: 'none',
      stroke: '#2f9e6a',
      'stroke-width': 6,
      'stroke-linecap': 'round',
    });
  }
  const fx = 250 + 20 * wave(ctx.t, 1);
  s += glow(ctx, fx, 150, 90, '#ffe6a0', 0.45);
  s += fish(fx, 150 + 6 * wave(ctx.t, 1, 0.25), 120, '#ffc94a', '#f97316');
  s += tortoise(430, 300, 140, '#6fbf73', '#2f7d4f');
  for (let i = 0; i < 14; i++) {
    const u = (ctx.t + i / 14) % 1;
    s += el('circle', {
      cx: n(150 + ((i * 37) % 400)),
      cy: n(330 - u * 340),
      r: 2 + (i % 3),
      fill: 'none',
      stroke: '#e6fbff',
      'stroke-width': 1,
      opacity: n(Math.sin(Math.PI * u) * 0.7),
    });
  }
  s += child(ctx, { x: 560, y: 300, s: 0.5, pose: 'wave', colors: kid('#f97316'), scarf: '#e0457b' });
  return s;
}

/** Durga's nine forms as nine glowing lotus medallions in the Navratri colours. */
export function nineForms(ctx: Ctx): string {
  let s = sky(ctx, skies.durgaGold);
  s += toran(ctx, -10, 650, 10, 5, 22);
  const colors = [
    '#fff8ec',
    '#e0457b',
    '#2b6fd6',
    '#ffd166',
    '#2f9e6a',
    '#8a8a8a',
    '#f97316',
    '#7ab8e8',
    '#d94a9a',
  ];
  colors.forEach((c, i) => {
    const x = 70 + (i % 5) * 125 + (i >= 5 ? 62 : 0);
    const y = i < 5 ? 130 : 250;
    const yy = y + 3 * wave(ctx.t, 1, i * 0.11);
    s += glow(ctx, x, yy, 64, '#fff3c4', 0.5);
    s += el('circle', { cx: x, cy: n(yy), r: 44, fill: c, stroke: '#ffffff', 'stroke-width': 3 });
    s += lotus(ctx, x, yy + 16, 26, { outer: '#e0457b', inner: '#ffd0e0', glow: '#ffffff' });
    s += diya(ctx, x - 8, yy + 42, 0.7, i * 0.13);
  });
  s += petals(ctx, 10, { x: 0, y: -20, w: 640, h: 380 }, ['#f97316', '#e0457b']);
  return s;
}

/** The chariot at dawn: a great wheel, a flag, the conch and Krishna's flute on the battlefield of life. */
export function gitaChariot(ctx: Ctx): string {
  let s = sky(ctx, skies.hanumanSunrise);
  s += sun(ctx, 450, 250, 50, '#fff4d0', '#ffb056', '#ffc27a');
  s += cloud(ctx, 140, 100, 140, '#ffb3a0', 0.6, '#c8608a');
  s += ridge(ctx, { y: 256, amp: 8, fill: '#8a4a7a', points: 6 });
  s += el('rect', {
    x: -2,
    y: 270,
    width: 644,
    height: 92,
    fill: ctx.defs.linear([
      [0, '#c8805a'],
      [1, '#7a3a3a'],
    ]),
  });
  // chariot body
  s +=
    el('path', { d: 'M150 250L330 250L350 200L140 200Z', fill: '#7c4a24' }) +
    el('path', { d: 'M140 200L350 200L340 190L150 190Z', fill: '#ffd166' });
  s += el('rect', { x: 160, y: 208, width: 170, height: 6, fill: '#ffc94a' });
  s += el('line', { x1: 330, y1: 190, x2: 330, y2: 80, stroke: '#7c4a24', 'stroke-width': 4 });
  const fl = wave(ctx.t, 2);
  s += el('path', {
    d: `M330 82Q360 ${n(88 + 4 * fl)} 390 ${n(84 - 3 * fl)}L386 110Q358 ${n(114 + 4 * fl)} 330 110Z`,
    fill: '#f97316',
  });
  s += el('path', { d: 'M350 92l10 8l-10 8l-10-8Z', fill: '#ffd166' });
  s += wheel(ctx, 240, 262, 52, 8, '#ffc94a');
  s += glow(ctx, 520, 150, 70, '#fff3c4', 0.5);
  s += conch(ctx, 520, 150 + 5 * wave(ctx.t, 1), 80, -20);
  s += flute(ctx, 110, 120 + 4 * wave(ctx.t, 1, 0.3), 110, -18) + peacockFeather(ctx, 150, 115, 44, 20);
  s += child(ctx, { x: 470, y: 320, s: 0.8, pose: 'point', colors: kid('#0e8a8a'), scarf: '#f97316' });
  s += birds(ctx, 4, { x: 380, y: 60, w: 140, h: 40 }, '#7a3a5a');
  s += vignette(ctx, '#3a1a2a', 0.25);
  return s;
}

/** Reading under the tree: a child with a glowing book, a lamp and the conch. */
export function gitaReading(ctx: Ctx): string {
  let s = sky(ctx, skies.ganeshEvening);
  s += stars(ctx, 20, { x: 0, y: 0, w: 640, h: 90 });
  s += sun(ctx, 520, 230, 24, '#fff0c8', '#ffb070', '#ffc080');
  s += ridge(ctx, { y: 236, amp: 10, fill: '#8a4a8a', points: 6 });
  s += el('path', {
    d: 'M-10 372L-10 280C140 262 320 262 460 276C560 286 620 300 650 306L650 372Z',
    fill: '#3a2158',
  });
  s += roundTree(ctx, 180, 290, 260, '#2a1846', '#5a3a7a');
  s += glow(ctx, 300, 260, 90, '#ffe6a0', 0.55);
  s += storybook(ctx, 300, 246, 90, -4);
  for (let i = 0; i < 8; i++) {
    const u = (ctx.t + i / 8) % 1;
    s += sparkle(
      300 + 30 * Math.sin(i * 2 + u * 6),
      240 - u * 140,
      3 * Math.sin(Math.PI * u) + 0.5,
      '#fff3c4',
      Math.sin(Math.PI * u),
    );
  }
  s += child(ctx, { x: 300, y: 300, s: 0.8, pose: 'sit', fill: '#1a0f30', rim: '#ffd27a', scarf: '#f5a300' });
  s += diya(ctx, 380, 296, 1.1, 0.2) + conch(ctx, 420, 300, 40, 10);
  s += vignette(ctx, '#1a1030', 0.3);
  return s;
}

/** Ten lamps of wisdom lead up a path toward the sunrise. */
export function tenLamps(ctx: Ctx): string {
  let s = sky(ctx, skies.ganeshDawn);
  s += sun(ctx, 320, 170, 40, '#fffbe8', '#ffd27a', '#ffe6b0');
  s +=
    cloud(ctx, 120, 90, 120, '#fff4ea', 0.85, '#ffd9c8') +
    cloud(ctx, 520, 80, 100, '#fff4ea', 0.8, '#ffd9c8');
  s += ridge(ctx, { y: 200, amp: 10, fill: '#f4b3a0', points: 5 });
  s += el('rect', {
    x: -2,
    y: 206,
    width: 644,
    height: 160,
    fill: ctx.defs.linear([
      [0, '#e69a8a'],
      [1, '#a05a6a'],
    ]),
  });
  s += el('path', { d: 'M300 208L340 208L470 372L170 372Z', fill: '#f7d0b0' });
  for (let i = 0; i < 5; i++) {
    const k = i / 4;
    const y = 222 + Math.pow(k, 1.3) * 120;
    const half = 30 + k * 120;
    const sc = 0.5 + k * 0.8;
    s +=
      diya(ctx, 320 - half - 8 * sc, y, sc, i * 0.1) + diya(ctx, 320 + half - 8 * sc, y, sc, i * 0.1 + 0.05);
  }
  s += child(ctx, {
    x: 320,
    y: 352,
    s: 0.8,
    pose: 'wave',
    colors: kid('#f5a300'),
    scarf: '#0e8a8a',
    hair: 'braid',
  });
  return s;
}

/** Shailaputri, daughter of the mountains: Himalaya, Nandi, trishul, lotus and the crescent moon. */
export function shailaputri(ctx: Ctx): string {
  let s = sky(ctx, skies.shivaDawn);
  s += moon(ctx, 120, 70, 26, 0.4, -30);
  s += cloud(ctx, 480, 80, 120, '#fff0f4', 0.75, '#e4c6de');
  s += mountains(
    ctx,
    [
      { x: 180, top: 100, w: 320 },
      { x: 420, top: 70, w: 340 },
      { x: 600, top: 120, w: 240 },
    ],
    270,
    { lit: '#c6a4d0', shade: '#9a80b8', snow: '#fff6f6', snowShade: '#eed6e4' },
  );
  s += el('path', {
    d: 'M-10 372L-10 280C140 262 320 266 460 276C560 284 620 292 650 296L650 372Z',
    fill: ctx.defs.linear([
      [0, '#8ac08e'],
      [1, '#4f8a5a'],
    ]),
  });
  s += nandi(410, 306, 1.45, '#5a4a72', '#ffd166');
  s += glow(ctx, 520, 190, 80, '#fff3e0', 0.6);
  s += trishul(ctx, 520, 290, 150, 6);
  s += lotus(ctx, 120, 320, 30, undefined, 1) + lotus(ctx, 200, 340, 20);
  s += child(ctx, {
    x: 290,
    y: 330,
    s: 0.75,
    pose: 'wave',
    colors: kid('#e0457b', '#e5b083'),
    scarf: '#f5a300',
    hair: 'braid',
  });
  s += petals(ctx, 10, { x: 0, y: -20, w: 640, h: 380 }, ['#ffffff', '#ffd6e6']);
  s += vignette(ctx, '#5a4a8a', 0.2);
  return s;
}

/** Navratri day 1: the first of nine diyas is lit. */
export function dayOneDiya(ctx: Ctx): string {
  let s = el('rect', {
    x: -2,
    y: -2,
    width: 644,
    height: 364,
    fill: ctx.defs.linear([
      [0, '#2b2170'],
      [1, '#1a1446'],
    ]),
  });
  s += toran(ctx, -10, 650, 12, 6, 22);
  s += el('rect', { x: -2, y: 230, width: 644, height: 132, fill: '#3a2a7a' });
  s += rangoli(ctx, 320, 300, 60, ['#e0457b', '#f97316', '#ffd166', '#fff8ec'], 8);
  for (let i = 0; i < 9; i++) {
    const x = 80 + i * 60;
    if (i === 0) {
      s += glow(ctx, x, 200, 90, '#ffd27a', 0.6) + diya(ctx, x - 8, 232, 1.8, 0);
    } else {
      s += g(
        { transform: translate(x - 8, 232, 1.3) },
        el('path', { d: 'M-11 0A11 8.5 0 0 0 11 0Z', fill: '#8a4a3a' }) +
          el('ellipse', { cx: 0, cy: 0, rx: 11, ry: 2.8, fill: '#b06a4a' }),
      );
    }
  }
  s += child(ctx, {
    x: 160,
    y: 350,
    s: 0.7,
    pose: 'point',
    colors: kid('#fff8ec'),
    scarf: '#f97316',
    flip: true,
  });
  s += vignette(ctx, '#0b0a2a', 0.3);
  return s;
}
