/**
 * The places of the storyboards (packages/content/src/storyboards/schema.ts names them), each painted
 * in any of the four lights and split into layers by depth, so a camera move slides the far hills
 * less than the ground (parallax). Depth 0 never moves; 1 moves with the actors on the ground.
 */
import type { BackdropName } from '@shop/content/storyboards/schema';
import {
  flag,
  house,
  lampSteps,
  palace,
  pillar,
  stoneBridge,
  temple,
  tinyLamps,
} from '../art/elements/buildings.ts';
import { diyaRow, lantern } from '../art/elements/diya.ts';
import { rangoli, toran } from '../art/elements/garland.ts';
import {
  birds,
  cloud,
  fireflies,
  glow,
  grass,
  moon,
  mound,
  mountains,
  palm,
  ridge,
  roundTree,
  sky,
  sparkle,
  stars,
  sun,
  vignette,
  water,
} from '../art/elements/nature.ts';
import { lilyPad, lotus } from '../art/elements/symbols.ts';
import { type Ctx, el, g, mix, n, wave } from '../art/svg.ts';
import type { Light } from './light.ts';

export interface Layer {
  /** Parallax depth: 0 fixed to the screen's sky, 1 the ground the actors stand on. */
  depth: number;
  svg: string;
  /** Drawn over the actors (light and air in front of everything). */
  front?: boolean;
}

export type BackdropPainter = (ctx: Ctx, light: Light) => Layer[];

interface SkyOpts {
  /** Where the sun or moon stands; omitted, none is drawn. */
  body?: readonly [x: number, y: number, r: number];
  clouds?: number;
  cloudBand?: readonly [top: number, bottom: number];
  birds?: boolean;
  starsBottom?: number;
}

/** Sky gradient, stars by dusk and night, the sun or the moon, drifting clouds, far birds by day. */
function skyLayer(ctx: Ctx, light: Light, o: SkyOpts = {}): Layer {
  let s = sky(ctx, light.sky);
  if (light.stars) s += stars(ctx, light.stars, { x: 0, y: 0, w: 640, h: o.starsBottom ?? 170 });
  if (o.body) {
    const [x, y, r] = o.body;
    s +=
      light.celestial === 'moon'
        ? moon(ctx, x, Math.min(y, 90), r * 1.2, 0)
        : sun(ctx, x, light.name === 'day' ? Math.min(y, 110) : y, r, ...light.sunColors);
  }
  const [top, bottom] = o.cloudBand ?? [50, 140];
  for (let i = 0; i < (o.clouds ?? 2); i++) {
    const x = 60 + ((i + 0.5 + (ctx.rng() - 0.5) * 0.6) * 520) / (o.clouds ?? 2);
    const y = top + ctx.rng() * (bottom - top);
    s += cloud(ctx, x, y, 80 + ctx.rng() * 50, light.cloud, 0.75, light.cloudShade);
  }
  if (o.birds !== false && light.birds)
    s += birds(ctx, 4, { x: 360, y: 70, w: 140, h: 40 }, light.birds, 0.9);
  return { depth: 0, svg: s };
}

/** Soft edges (fixed to the screen) and, in the evening, fireflies: drawn over the actors. */
function finish(ctx: Ctx, light: Light, fireflyBox?: readonly [number, number, number, number]): Layer[] {
  const layers: Layer[] = [];
  if (light.fireflies && fireflyBox) {
    const [x, y, w, h] = fireflyBox;
    const color = light.name === 'night' ? '#bff7ff' : '#ffe27a';
    layers.push({ depth: 1, front: true, svg: fireflies(ctx, 10, { x, y, w, h }, color) });
  }
  layers.push({
    depth: 0,
    front: true,
    svg: vignette(ctx, light.vignette[0], light.vignette[1], 640, 360, true),
  });
  return layers;
}

function hills(ctx: Ctx, light: Light, farY = 236, midY = 256): Layer[] {
  return [
    { depth: 0.25, svg: ridge(ctx, { y: farY, amp: 12, fill: light.far, points: 5 }) },
    { depth: 0.5, svg: ridge(ctx, { y: midY, amp: 8, fill: light.mid, points: 8 }) },
  ];
}

function waterBody(ctx: Ctx, light: Light, y: number, reflectX?: number, lines = 20): string {
  return water(ctx, {
    y,
    colors: light.water,
    shimmer: light.shimmer,
    reflectX,
    reflectColor: light.reflect,
    lines,
  });
}

function lampLit(light: Light): boolean {
  return light.name === 'dusk' || light.name === 'night';
}

const yamunaRiver: BackdropPainter = (ctx, L) => {
  let far = ridge(ctx, { y: 232, amp: 12, fill: L.far, points: 5 });
  for (const [x, h] of [
    [420, 34],
    [452, 26],
    [560, 40],
    [250, 28],
  ] as const)
    far += roundTree(ctx, x, 244, h, L.mid);
  let mid = waterBody(ctx, L, 250, 470, 22);
  mid +=
    lilyPad(400, 296, 16, L.foliage) + lilyPad(530, 314, 20, L.foliage) + lilyPad(280, 282, 12, L.foliage);
  mid += lotus(ctx, 405, 296, 14) + lotus(ctx, 536, 314, 17, undefined, 1);
  let ground = el('path', {
    d: 'M-10 300C80 288 170 292 260 318C300 330 320 350 330 370L-10 370Z',
    fill: L.near,
  });
  ground += el('path', {
    d: 'M-10 318C70 308 150 312 230 332C260 340 280 352 290 370L-10 370Z',
    fill: L.groundShade,
  });
  ground += grass(ctx, 20, 260, 318, L.foliage, 14, 9);
  return [
    skyLayer(ctx, L, { body: [470, 228, 20], clouds: 3 }),
    { depth: 0.3, svg: far },
    { depth: 0.7, svg: mid },
    { depth: 1, svg: ground },
    ...finish(ctx, L, [20, 190, 600, 110]),
  ];
};

const villageCourtyard: BackdropPainter = (ctx, L) => {
  let far = ridge(ctx, { y: 230, amp: 8, fill: L.far, points: 5 });
  far += house(430, 246, 70, L.wall, L.roof, lampLit(L) ? L.window : undefined);
  far += house(520, 242, 80, L.wallShade, L.roof, lampLit(L) ? L.window : undefined);
  far += house(150, 248, 60, L.wall, L.roof);
  far += roundTree(ctx, 600, 250, 70, L.foliage, L.foliageLight);
  far += roundTree(ctx, 60, 252, 80, L.foliage, L.foliageLight);
  const floor = ctx.defs.linear([
    [0, L.ground],
    [1, L.groundShade],
  ]);
  let ground = el('rect', { x: -200, y: 250, width: 1040, height: 160, fill: floor });
  ground += el('path', { d: 'M-200 250H840V262H-200Z', fill: L.wallShade });
  // a low clay wall with a doorway on the right, and a tulsi planter
  ground += el('path', { d: 'M-200 214H470V262H-200Z', fill: L.wall });
  ground += el('path', { d: 'M-200 210H470V218H-200Z', fill: L.roof });
  ground += el('rect', { x: 470, y: 196, width: 18, height: 66, fill: L.wallShade });
  ground += el('rect', { x: 30, y: 262, width: 36, height: 30, rx: 3, fill: L.roof });
  ground += el('rect', { x: 26, y: 258, width: 44, height: 7, rx: 2, fill: L.wallShade });
  for (const [dx, h] of [
    [-8, 26],
    [0, 34],
    [9, 24],
  ] as const)
    ground += el('path', {
      d: `M${48 + dx} 258q${-6} ${-h / 2} ${dx * 0.6} ${-h}q${6} ${h / 2} ${-dx * 0.6} ${h}Z`,
      fill: L.foliage,
    });
  return [
    skyLayer(ctx, L, { body: [520, 80, 24], clouds: 2, cloudBand: [40, 90] }),
    { depth: 0.35, svg: far },
    { depth: 1, svg: ground },
    ...finish(ctx, L, [80, 150, 480, 120]),
  ];
};

const gokulLane: BackdropPainter = (ctx, L) => {
  let far = ridge(ctx, { y: 226, amp: 10, fill: L.far, points: 6 });
  far += roundTree(ctx, 320, 236, 90, L.foliage, L.foliageLight);
  let mid = '';
  const lit = lampLit(L) ? L.window : undefined;
  for (const [x, w, wall] of [
    [60, 110, L.wall],
    [175, 90, L.wallShade],
    [470, 100, L.wallShade],
    [585, 120, L.wall],
  ] as const)
    mid += house(x, 268, w, wall, L.roof, lit);
  // the well
  mid += el('ellipse', { cx: 330, cy: 276, rx: 26, ry: 7, fill: L.stoneShade });
  mid += el('rect', { x: 304, y: 262, width: 52, height: 14, fill: L.stone });
  mid += el('path', {
    d: 'M308 262V232M352 262V232M300 232H360',
    stroke: L.roof,
    'stroke-width': 4,
    fill: 'none',
  });
  const lane = ctx.defs.linear([
    [0, L.ground],
    [1, L.groundShade],
  ]);
  let ground = el('path', { d: 'M-200 268H840V420H-200Z', fill: L.near });
  ground += el('path', { d: 'M250 268H390L560 420H80Z', fill: lane });
  ground += grass(ctx, -40, 220, 290, L.foliage, 10, 8) + grass(ctx, 420, 680, 292, L.foliage, 10, 8);
  return [
    skyLayer(ctx, L, { body: [140, 90, 22], clouds: 2, cloudBand: [40, 100] }),
    { depth: 0.3, svg: far },
    { depth: 0.65, svg: mid },
    { depth: 1, svg: ground },
    ...finish(ctx, L, [60, 170, 520, 110]),
  ];
};

const vrindavanGrove: BackdropPainter = (ctx, L) => {
  const [farLayer, midLayer] = hills(ctx, L, 230, 262);
  const river = waterBody(ctx, L, 282, 120, 16);
  let ground = mound(470, 250, 230, 372, L.near);
  ground += roundTree(ctx, 540, 268, 140, L.foliage, L.foliageLight);
  ground += grass(ctx, 330, 620, 282, L.foliage, 12, 9);
  return [
    skyLayer(ctx, L, { body: [120, 80, 26], clouds: 2, cloudBand: [80, 130] }),
    farLayer ?? { depth: 0.25, svg: '' },
    midLayer ?? { depth: 0.5, svg: '' },
    { depth: 0.75, svg: river },
    { depth: 1, svg: ground },
    ...finish(ctx, L, [300, 150, 320, 120]),
  ];
};

const meadow: BackdropPainter = (ctx, L) => {
  const [farLayer] = hills(ctx, L, 222, 240);
  let mid = ridge(ctx, { y: 250, amp: 10, fill: L.near, points: 6 });
  mid += roundTree(ctx, 120, 254, 40, L.foliage) + roundTree(ctx, 160, 256, 30, L.foliage);
  const field = ctx.defs.linear([
    [0, L.near],
    [1, mix(L.near, L.groundShade, 0.5)],
  ]);
  let ground = el('path', { d: 'M-200 276C100 262 400 264 840 280V420H-200Z', fill: field });
  ground += roundTree(ctx, 500, 300, 190, L.foliage, L.foliageLight);
  ground += grass(ctx, -20, 660, 300, L.foliage, 26, 9);
  return [
    skyLayer(ctx, L, { body: [90, 70, 24], clouds: 3 }),
    farLayer ?? { depth: 0.25, svg: '' },
    { depth: 0.55, svg: mid },
    { depth: 1, svg: ground },
    ...finish(ctx, L, [40, 180, 560, 110]),
  ];
};

const lotusPond: BackdropPainter = (ctx, L) => {
  const [farLayer, midLayer] = hills(ctx, L, 228, 248);
  let pond = waterBody(ctx, L, 258, 320, 24);
  for (const [x, y, r] of [
    [90, 300, 18],
    [200, 330, 22],
    [420, 292, 14],
    [520, 322, 20],
    [300, 280, 10],
  ] as const)
    pond += lilyPad(x, y, r, L.foliage);
  pond += lotus(ctx, 95, 300, 16) + lotus(ctx, 425, 292, 12, undefined, 1) + lotus(ctx, 525, 322, 18);
  let front = '';
  for (let i = 0; i < 9; i++) {
    const x = -30 + i * 12 + ctx.rng() * 6;
    const h = 50 + ctx.rng() * 40;
    const sway = 2 * wave(ctx.t, 1, i * 0.13);
    front += el('path', {
      d: `M${n(x)} 370Q${n(x + sway)} ${n(370 - h * 0.6)} ${n(x + sway * 2 + 4)} ${n(370 - h)}Q${n(x + 6)} ${n(370 - h * 0.5)} ${n(x + 6)} 370Z`,
      fill: L.foliage,
    });
  }
  return [
    skyLayer(ctx, L, { body: [320, 210, 26], clouds: 2 }),
    farLayer ?? { depth: 0.25, svg: '' },
    midLayer ?? { depth: 0.5, svg: '' },
    { depth: 1, svg: pond },
    { depth: 1.25, svg: front },
    ...finish(ctx, L, [60, 190, 520, 100]),
  ];
};

const festivalStreet: BackdropPainter = (ctx, L) => {
  let far = ridge(ctx, { y: 236, amp: 6, fill: L.far, points: 5 });
  far += tinyLamps(ctx, 40, 600, 240, 26, 0.8);
  let mid = '';
  const lit = lampLit(L) ? L.window : '#ffd27a';
  for (const [x, w, wall] of [
    [40, 130, L.wall],
    [190, 110, L.wallShade],
    [440, 120, L.wallShade],
    [590, 140, L.wall],
  ] as const)
    mid += house(x, 280, w, wall, L.roof, lit);
  mid += toran(ctx, -40, 680, 150, 6, 26, 1.1);
  for (const [x, c, ph] of [
    [120, '#f97316', 0],
    [320, '#e0457b', 0.3],
    [520, '#f5a300', 0.6],
  ] as const)
    mid += lantern(ctx, x, 186, 1.1, c, ph);
  let ground = el('path', { d: 'M-200 280H840V420H-200Z', fill: L.ground });
  ground += el('path', { d: 'M-200 280H840V286H-200Z', fill: L.groundShade });
  ground += rangoli(ctx, 320, 322, 40, ['#e0457b', '#f5a300', '#0e8a8a', '#fff1d6']);
  ground += diyaRow(ctx, 6, 200, 300, 440, 300, 0.9);
  return [
    skyLayer(ctx, L, { body: [540, 90, 20], clouds: 1, cloudBand: [60, 90], birds: false }),
    { depth: 0.3, svg: far },
    { depth: 0.7, svg: mid },
    { depth: 1, svg: ground },
    ...finish(ctx, L, [40, 140, 560, 120]),
  ];
};

const oceanShore: BackdropPainter = (ctx, L) => {
  const sea = waterBody(ctx, L, 228, 470, 26);
  let shore = el('path', {
    d: 'M-200 292C80 276 260 282 420 298C520 308 640 304 840 296V420H-200Z',
    fill: L.ground,
  });
  shore += el('path', {
    d: 'M-200 292C80 276 260 282 420 298C520 308 640 304 840 296',
    stroke: L.shimmer,
    'stroke-width': 3,
    fill: 'none',
    opacity: 0.6,
  });
  let front = palm(ctx, 40, 320, 190, L.foliage, 1) + palm(ctx, 96, 326, 150, L.foliage, 1.2);
  front += palm(ctx, 620, 322, 170, L.foliage, -1);
  return [
    skyLayer(ctx, L, { body: [470, 212, 26], clouds: 3, cloudBand: [60, 150] }),
    { depth: 0.4, svg: sea },
    { depth: 1, svg: shore },
    { depth: 1.2, svg: front },
    ...finish(ctx, L, [150, 170, 360, 100]),
  ];
};

const mountainPass: BackdropPainter = (ctx, L) => {
  const peaks = mountains(
    ctx,
    [
      { x: 120, top: 110, w: 300 },
      { x: 330, top: 70, w: 360 },
      { x: 540, top: 120, w: 300 },
    ],
    270,
    { lit: L.stone, shade: L.stoneShade, snow: L.snow, snowShade: L.snowShade },
  );
  let slopes = el('path', { d: 'M-200 300L60 230L230 300Z', fill: L.far });
  slopes += el('path', { d: 'M400 300L600 226L840 300Z', fill: L.far });
  let ground = el('path', {
    d: 'M-200 296C100 286 300 300 420 292C560 284 700 290 840 294V420H-200Z',
    fill: L.mid,
  });
  ground += el('path', {
    d: 'M250 420C290 360 330 330 360 296L392 296C380 330 370 370 380 420Z',
    fill: L.ground,
    opacity: 0.8,
  });
  ground += el('ellipse', { cx: 120, cy: 330, rx: 40, ry: 14, fill: L.stoneShade });
  ground += el('ellipse', { cx: 540, cy: 340, rx: 56, ry: 18, fill: L.stoneShade });
  return [
    skyLayer(ctx, L, { body: [500, 70, 22], clouds: 2, cloudBand: [80, 130] }),
    { depth: 0.2, svg: peaks },
    { depth: 0.5, svg: slopes },
    { depth: 1, svg: ground },
    ...finish(ctx, L),
  ];
};

const seaCliff: BackdropPainter = (ctx, L) => {
  let sea = waterBody(ctx, L, 236, 420, 22);
  sea += el('path', { d: 'M470 238C490 226 520 222 560 230C580 232 600 236 610 238Z', fill: L.far });
  sea += roundTree(ctx, 530, 230, 16, L.far) + roundTree(ctx, 550, 232, 12, L.far);
  const cliff = ctx.defs.linear([
    [0, L.near],
    [1, L.groundShade],
  ]);
  let ground = el('path', { d: 'M-200 250L300 262C330 266 350 290 356 330L370 420H-200Z', fill: cliff });
  ground += el('path', {
    d: 'M-200 250L300 262C330 266 340 270 346 280L-200 272Z',
    fill: L.ground,
    opacity: 0.7,
  });
  ground += grass(ctx, -20, 300, 262, L.foliage, 16, 8);
  return [
    skyLayer(ctx, L, { body: [430, 200, 24], clouds: 3 }),
    { depth: 0.4, svg: sea },
    { depth: 1, svg: ground },
    ...finish(ctx, L, [20, 160, 300, 100]),
  ];
};

const palaceCity: BackdropPainter = (ctx, L) => {
  const lit = lampLit(L) ? L.window : mix(L.wallShade, '#ffffff', 0.2);
  let far = palace(120, 250, 150, 70, L.wallShade, L.stoneShade, lit);
  far += palace(500, 250, 160, 80, L.wallShade, L.stoneShade, lit);
  let mid = palace(320, 262, 220, 110, L.wall, L.stoneShade, lit);
  mid += flag(ctx, 320, 140, 30) + flag(ctx, 230, 158, 22) + flag(ctx, 410, 158, 22);
  if (lampLit(L)) mid += tinyLamps(ctx, 210, 430, 262, 16, 1);
  let ground = waterBody(ctx, L, 262, 320, 18);
  ground += el('path', { d: 'M-200 300H840V420H-200Z', fill: L.groundShade });
  ground += el('path', { d: 'M-200 300H840V306H-200Z', fill: L.stone });
  ground += diyaRow(ctx, 9, 40, 304, 600, 304, 0.8);
  return [
    skyLayer(ctx, L, { body: [560, 80, 20], clouds: 2, cloudBand: [50, 100] }),
    { depth: 0.35, svg: far },
    { depth: 0.6, svg: mid },
    { depth: 1, svg: ground },
    ...finish(ctx, L),
  ];
};

const seaBridge: BackdropPainter = (ctx, L) => {
  let sea = waterBody(ctx, L, 220, 500, 26);
  sea += el('path', { d: 'M430 222C450 212 490 208 540 214C570 216 600 220 620 222Z', fill: L.far });
  sea += tinyLamps(ctx, 470, 600, 218, 6, 0.7);
  const bridge = stoneBridge(ctx, 200, 380, 470, 226, 170, 20, 24);
  let front = palm(ctx, -10, 360, 160, L.foliage, 1.1);
  front += el('path', { d: 'M-200 330C-40 320 60 330 120 360L120 420H-200Z', fill: L.ground });
  return [
    skyLayer(ctx, L, { body: [500, 120, 22], clouds: 3, cloudBand: [50, 130] }),
    { depth: 0.35, svg: sea },
    { depth: 1, svg: bridge },
    { depth: 1.2, svg: front },
    ...finish(ctx, L),
  ];
};

const forest: BackdropPainter = (ctx, L) => {
  const dark = mix(L.foliage, L.far, 0.45);
  let far = '';
  for (let i = 0; i < 9; i++)
    far += roundTree(ctx, -20 + i * 80 + ctx.rng() * 30, 250, 110 + ctx.rng() * 40, dark);
  let mid = '';
  for (const [x, h] of [
    [40, 230],
    [170, 190],
    [470, 210],
    [610, 240],
  ] as const)
    mid += roundTree(ctx, x, 290, h, L.foliage, L.foliageLight);
  let ground = el('path', { d: 'M-200 282C100 276 400 278 840 286V420H-200Z', fill: L.near });
  ground += el('path', {
    d: 'M270 282C300 282 360 282 380 282C420 330 470 380 520 420H140C200 380 250 330 270 282Z',
    fill: L.ground,
    opacity: 0.7,
  });
  ground += grass(ctx, -20, 660, 290, L.foliage, 24, 10);
  let front = '';
  for (const x of [-10, 620]) {
    for (let k = 0; k < 5; k++) {
      const a = -150 + k * 30 + (x > 0 ? 150 : 0);
      const sway = 2 * wave(ctx.t, 1, k * 0.2);
      const ex = x + Math.cos(((a + sway) * Math.PI) / 180) * 70;
      const ey = 360 + Math.sin(((a + sway) * Math.PI) / 180) * 70;
      front += el('path', {
        d: `M${x} 362Q${n((x + ex) / 2)} ${n(ey - 20)} ${n(ex)} ${n(ey)}Q${n((x + ex) / 2 + 6)} ${n(ey)} ${x + 4} 362Z`,
        fill: L.foliage,
      });
    }
  }
  return [
    skyLayer(ctx, L, { body: [330, 70, 20], clouds: 1, cloudBand: [40, 70] }),
    { depth: 0.3, svg: far },
    { depth: 0.65, svg: mid },
    { depth: 1, svg: ground },
    { depth: 1.25, svg: front },
    ...finish(ctx, L, [60, 160, 520, 130]),
  ];
};

const kailash: BackdropPainter = (ctx, L) => {
  const peaks = mountains(
    ctx,
    [
      { x: 150, top: 140, w: 260 },
      { x: 330, top: 60, w: 340 },
      { x: 520, top: 130, w: 280 },
    ],
    262,
    { lit: mix(L.snow, L.stone, 0.5), shade: L.stoneShade, snow: L.snow, snowShade: L.snowShade },
  );
  const lake = waterBody(ctx, L, 262, 330, 20);
  let ground = el('path', {
    d: 'M-200 318C100 306 300 312 460 322C560 328 700 324 840 318V420H-200Z',
    fill: L.snow,
  });
  ground += el('path', {
    d: 'M-200 336C100 326 300 330 460 340C560 346 700 342 840 338V420H-200Z',
    fill: L.snowShade,
    opacity: 0.6,
  });
  return [
    skyLayer(ctx, L, { body: [560, 70, 20], clouds: 2, cloudBand: [90, 140] }),
    { depth: 0.2, svg: peaks },
    { depth: 0.6, svg: lake },
    { depth: 1, svg: ground },
    ...finish(ctx, L),
  ];
};

const snowfield: BackdropPainter = (ctx, L) => {
  const peaks = mountains(
    ctx,
    [
      { x: 90, top: 150, w: 240 },
      { x: 300, top: 110, w: 300 },
      { x: 520, top: 140, w: 300 },
    ],
    250,
    { lit: L.snow, shade: L.snowShade, snow: L.snow },
  );
  const field = ctx.defs.linear([
    [0, L.snow],
    [1, L.snowShade],
  ]);
  let ground = el('path', { d: 'M-200 250C100 240 400 246 840 252V420H-200Z', fill: field });
  for (let i = 0; i < 14; i++) {
    const x = ctx.rng() * 640;
    const y = 270 + ctx.rng() * 80;
    ground += el('ellipse', {
      cx: n(x),
      cy: n(y),
      rx: n(20 + ctx.rng() * 30),
      ry: 3,
      fill: L.snowShade,
      opacity: 0.5,
    });
  }
  return [
    skyLayer(ctx, L, { body: [470, 90, 20], clouds: 2 }),
    { depth: 0.25, svg: peaks },
    { depth: 1, svg: ground },
    ...finish(ctx, L),
  ];
};

const battlePlain: BackdropPainter = (ctx, L) => {
  let far = ridge(ctx, { y: 240, amp: 10, fill: L.far, points: 6 });
  for (let i = 0; i < 12; i++)
    far += flag(ctx, 60 + i * 48, 246, 18 + (i % 3) * 4, i % 2 ? '#f97316' : '#f5a300');
  const mid = ridge(ctx, { y: 262, amp: 8, fill: L.mid, points: 7 });
  const dust = ctx.defs.linear([
    [0, L.ground],
    [1, L.groundShade],
  ]);
  let ground = el('path', { d: 'M-200 286C100 278 400 282 840 290V420H-200Z', fill: dust });
  ground += glow(ctx, 320, 290, 320, L.haze, 0.35, 40);
  return [
    skyLayer(ctx, L, { body: [420, 200, 28], clouds: 3 }),
    { depth: 0.3, svg: far },
    { depth: 0.55, svg: mid },
    { depth: 1, svg: ground },
    ...finish(ctx, L),
  ];
};

const templeCourtyard: BackdropPainter = (ctx, L) => {
  let far = temple(ctx, 320, 250, 200, { wall: L.stone, shade: L.stoneShade, trim: '#f5a300', door: L.roof });
  far +=
    roundTree(ctx, 90, 250, 110, L.foliage, L.foliageLight) +
    roundTree(ctx, 560, 250, 120, L.foliage, L.foliageLight);
  const floor = ctx.defs.linear([
    [0, L.stone],
    [1, L.stoneShade],
  ]);
  let ground = el('path', { d: 'M-200 250H840V420H-200Z', fill: floor });
  ground += el('path', { d: 'M-200 250H840V256H-200Z', fill: L.stoneShade });
  ground += rangoli(ctx, 320, 320, 46, ['#e0457b', '#f5a300', '#0e8a8a', '#fff1d6'], 10);
  ground += diyaRow(ctx, 5, 150, 280, 230, 296, 0.9) + diyaRow(ctx, 5, 410, 296, 490, 280, 0.9);
  let front = toran(ctx, -40, 680, 20, 7, 30, 1.2);
  front += pillar(ctx, 10, 400, 46, 400, { stone: L.stone, shade: L.stoneShade, trim: '#f5a300' });
  front += pillar(ctx, 630, 400, 46, 400, { stone: L.stone, shade: L.stoneShade, trim: '#f5a300' });
  return [
    skyLayer(ctx, L, { body: [500, 70, 20], clouds: 2, cloudBand: [60, 110] }),
    { depth: 0.4, svg: far },
    { depth: 1, svg: ground },
    { depth: 1.2, svg: front },
    ...finish(ctx, L, [80, 120, 480, 120]),
  ];
};

const templeHill: BackdropPainter = (ctx, L) => {
  const [farLayer] = hills(ctx, L, 250, 270);
  let hill = mound(330, 130, 300, 380, L.near);
  hill += lampSteps(ctx, 300, 360, 334, 152, 14, L.stoneShade);
  hill += temple(ctx, 334, 156, 90, { wall: L.stone, shade: L.stoneShade, trim: '#f5a300', door: L.roof });
  hill += roundTree(ctx, 150, 320, 90, L.foliage) + roundTree(ctx, 520, 320, 100, L.foliage);
  return [
    skyLayer(ctx, L, { body: [120, 100, 26], clouds: 2, cloudBand: [40, 100] }),
    farLayer ?? { depth: 0.25, svg: '' },
    { depth: 1, svg: hill },
    ...finish(ctx, L, [60, 200, 520, 120]),
  ];
};

const nightSky: BackdropPainter = (ctx, L) => {
  let s = sky(ctx, L.name === 'day' ? L.sky : ['#07081f', '#141441', '#2a1f66', '#3d2a7a']);
  s += stars(ctx, 110, { x: 0, y: 0, w: 640, h: 280 }, '#fffbe6', 1.1);
  const band = ctx.defs.linear([
    [0, '#8a7cff', 0],
    [0.5, '#d8c8ff', 0.3],
    [1, '#8a7cff', 0],
  ]);
  s += g(
    { transform: 'rotate(-22 320 120)' },
    el('rect', { x: -100, y: 60, width: 840, height: 110, fill: band }),
  );
  const horizon = ridge(ctx, { y: 300, amp: 8, fill: '#141441', points: 7 });
  return [{ depth: 0, svg: s }, { depth: 1, svg: horizon }, ...finish(ctx, L)];
};

const cosmos: BackdropPainter = (ctx, L) => {
  let s = sky(ctx, ['#05051a', '#12093a', '#2d1160', '#12082b']);
  s += stars(ctx, 120, { x: 0, y: 0, w: 640, h: 360 }, '#fffbe6', 1);
  let swirl = '';
  for (const [x, y, r, c] of [
    [180, 120, 140, '#8a3a9a'],
    [470, 240, 170, '#0e8a8a'],
    [360, 90, 90, '#e0457b'],
  ] as const)
    swirl += glow(ctx, x, y, r * (1 + 0.04 * wave(ctx.t, 1, x / 640)), c, 0.45, r * 0.6);
  for (let i = 0; i < 6; i++) {
    const x = ctx.rng() * 640;
    const y = ctx.rng() * 360;
    swirl += sparkle(x, y, 4 + ctx.rng() * 4, '#fff7d6', 0.6 + 0.4 * wave(ctx.t, 2, i / 6));
  }
  return [
    { depth: 0, svg: s },
    { depth: 0.4, svg: swirl },
    { depth: 0, front: true, svg: vignette(ctx, L.vignette[0], 0.3, 640, 360, true) },
  ];
};

const milkOcean: BackdropPainter = (ctx, L) => {
  // The ocean of milk: the sea's own colours whitened, with rolling cream-white waves in front and a
  // sandy point in the near left corner.
  const milk = [
    mix(L.water[0], '#fffaf0', 0.75),
    mix(L.water[1], '#fff4e6', 0.68),
    mix(L.water[2], '#f4eaf2', 0.6),
  ];
  const sea = water(ctx, {
    y: 222,
    colors: milk,
    shimmer: '#ffffff',
    reflectX: 470,
    reflectColor: L.reflect,
    lines: 26,
  });
  let waves = '';
  for (let i = 0; i < 4; i++) {
    const y = 262 + i * 26;
    const shift = 30 * wave(ctx.t, 1, i * 0.25);
    let d = `M${n(-200 + shift)} ${y}`;
    for (let x = -200; x < 860; x += 80) d += `q20 -${8 + i * 2} 40 0t40 0`;
    waves += el('path', {
      d: `${d}V420H${n(-200 + shift)}Z`,
      fill: mix(milk[Math.min(2, i)] ?? '#ffffff', '#ffffff', 0.35 - i * 0.05),
      opacity: 0.55,
    });
    waves += el('path', { d, fill: 'none', stroke: '#ffffff', 'stroke-width': 2, opacity: 0.7 });
  }
  // A sandy point in the near left corner, for someone to stand and watch from.
  let bank = el('path', { d: 'M-200 318C-60 304 80 310 176 340L200 420H-200Z', fill: L.ground });
  bank += el('path', {
    d: 'M-200 318C-60 304 80 310 176 340',
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': 3,
    opacity: 0.7,
  });
  bank += grass(ctx, -20, 120, 314, L.foliage, 8, 7);
  return [
    skyLayer(ctx, L, { body: [470, 200, 26], clouds: 3, cloudBand: [50, 140] }),
    { depth: 0.4, svg: sea },
    { depth: 1, svg: waves + bank },
    ...finish(ctx, L, [60, 160, 520, 80]),
  ];
};

const palaceHall: BackdropPainter = (ctx, L) => {
  const wall = ctx.defs.linear([
    [0, L.wallShade],
    [1, L.wall],
  ]);
  let back = el('rect', { x: -2, y: -2, width: 644, height: 364, fill: wall });
  for (let i = 0; i < 5; i++) {
    const x = 24 + i * 128;
    back += el('path', {
      d: `M${x} 250V120C${x} 60 ${x + 92} 60 ${x + 92} 120V250Z`,
      fill: lampLit(L)
        ? mix(L.sky[1] ?? L.wallShade, '#000000', 0.2)
        : mix(L.sky[2] ?? '#ffffff', '#ffffff', 0.3),
    });
    if (lampLit(L)) back += stars(ctx, 4, { x: x + 10, y: 80, w: 72, h: 100 });
  }
  const floor = ctx.defs.linear([
    [0, L.stone],
    [1, L.stoneShade],
  ]);
  let ground = el('path', { d: 'M-200 250H840V420H-200Z', fill: floor });
  for (let i = 0; i < 9; i++)
    ground += el('path', {
      d: `M${n(-200 + i * 130)} 420L${n(200 + i * 30)} 250`,
      stroke: L.stoneShade,
      'stroke-width': 1.5,
      opacity: 0.5,
    });
  ground += glow(ctx, 320, 300, 260, L.haze, 0.25, 40);
  let front = '';
  for (const x of [60, 250, 390, 580])
    front += pillar(ctx, x, 330, 40, 320, { stone: L.stone, shade: L.stoneShade, trim: '#f5a300' });
  if (lampLit(L)) front += diyaRow(ctx, 4, 60, 330, 580, 330, 1);
  return [
    { depth: 0.5, svg: back },
    { depth: 1, svg: ground },
    { depth: 1.1, svg: front },
    ...finish(ctx, L),
  ];
};

const mistyHills: BackdropPainter = (ctx, L) => {
  let layersSvg = '';
  const tones = [L.far, mix(L.far, L.mid, 0.5), L.mid];
  const out: Layer[] = [skyLayer(ctx, L, { body: [480, 110, 24], clouds: 0 })];
  tones.forEach((tone, i) => {
    layersSvg = ridge(ctx, { y: 200 + i * 36, amp: 16, fill: tone, points: 5 + i });
    layersSvg += el('rect', {
      x: -200,
      y: 206 + i * 36,
      width: 1040,
      height: 30,
      fill: L.haze,
      opacity: 0.35,
    });
    if (i === 0)
      layersSvg += temple(ctx, 470, 196, 46, {
        wall: L.stone,
        shade: L.stoneShade,
        trim: '#f5a300',
        door: L.roof,
      });
    out.push({ depth: 0.2 + i * 0.25, svg: layersSvg });
  });
  let ground = el('path', { d: 'M-200 300C100 290 400 294 840 300V420H-200Z', fill: L.near });
  ground += roundTree(ctx, 560, 306, 120, L.foliage, L.foliageLight);
  ground += grass(ctx, -20, 660, 306, L.foliage, 20, 8);
  out.push({ depth: 1, svg: ground });
  let mist = '';
  for (let i = 0; i < 3; i++) {
    const x = 100 + i * 220 + 30 * wave(ctx.t, 1, i / 3);
    mist += glow(ctx, x, 270 + i * 8, 160, L.haze, 0.35, 22);
  }
  out.push({ depth: 1.1, svg: mist });
  out.push(...finish(ctx, L));
  return out;
};

const sunriseSky: BackdropPainter = (ctx, L) => {
  const layers = [skyLayer(ctx, L, { body: [320, 250, 34], clouds: 0, birds: false })];
  let far = '';
  let near = '';
  for (let i = 0; i < 5; i++)
    far += cloud(ctx, -40 + i * 170, 270 + (i % 2) * 14, 200, L.cloud, 0.9, L.cloudShade);
  for (let i = 0; i < 4; i++)
    near += cloud(ctx, 20 + i * 200, 350 + (i % 2) * 10, 260, mix(L.cloud, '#ffffff', 0.3), 1, L.cloudShade);
  for (let i = 0; i < 3; i++)
    far += cloud(ctx, 100 + i * 220, 110 + (i % 2) * 30, 120, L.cloud, 0.6, L.cloudShade);
  layers.push({ depth: 0.4, svg: far }, { depth: 1.1, svg: near }, ...finish(ctx, L));
  return layers;
};

export const BACKDROP_PAINTERS: Record<BackdropName, BackdropPainter> = {
  'yamuna-river': yamunaRiver,
  'village-courtyard': villageCourtyard,
  'gokul-lane': gokulLane,
  'vrindavan-grove': vrindavanGrove,
  meadow,
  'lotus-pond': lotusPond,
  'festival-street': festivalStreet,
  'ocean-shore': oceanShore,
  'mountain-pass': mountainPass,
  'sea-cliff': seaCliff,
  'palace-city': palaceCity,
  'sea-bridge': seaBridge,
  forest,
  kailash,
  snowfield,
  'battle-plain': battlePlain,
  'temple-courtyard': templeCourtyard,
  'temple-hill': templeHill,
  'night-sky': nightSky,
  cosmos,
  'palace-hall': palaceHall,
  'misty-hills': mistyHills,
  'sunrise-sky': sunriseSky,
  'milk-ocean': milkOcean,
};
