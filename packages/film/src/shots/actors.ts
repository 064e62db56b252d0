/**
 * Everything that can stand in a shot, by its storyboard name. Each painter draws its actor around the
 * local origin (the actor's `at`): people and things that stand are drawn with their foot there,
 * things that float with their centre there. The shot composer places, scales and animates them.
 */
import type { Actor, ActorName } from '@shop/content/storyboards/schema';
import { ADULT_COLORS, type AdultKind, adult, seatedSage } from '../art/elements/adults.ts';
import { boar, flyingSwan, squirrel, vanara } from '../art/elements/animals.ts';
import { flag, house, pillar, temple } from '../art/elements/buildings.ts';
import {
  cow,
  fish,
  floatingMountain,
  flyingHero,
  lion,
  modak,
  mouse,
  nandi,
  tortoise,
} from '../art/elements/creatures.ts';
import { bear, flyingPeacock, serpent } from '../art/elements/beasts.ts';
import { diya, diyaRow, lantern } from '../art/elements/diya.ts';
import { bonfire, shawl } from '../art/elements/fire.ts';
import { hibiscus, rangoli, toran } from '../art/elements/garland.ts';
import { govardhanHill } from '../art/elements/landforms.ts';
import { elephant, peacock, swan } from '../art/elements/mounts.ts';
import { child, type ChildOpts, mother } from '../art/elements/people.ts';
import { berries, floatingStone, garland, greatBow, hut } from '../art/elements/ramayana.ts';
import {
  birds,
  cloud,
  fireflies,
  glow,
  moon,
  palm,
  petals,
  roundTree,
  sparkle,
  stars,
  sun,
} from '../art/elements/nature.ts';
import { kaliSign, narasimhaSign, thirdEye } from '../art/elements/presences.ts';
import { bow, conch, gada, storybook, trishul, wheel } from '../art/elements/sacred.ts';
import { type BeastKind, drops, shadowBeast, shadowGiant, stormCloud } from '../art/elements/shadows.ts';
import { ganeshaSign, magicMango, palmLeafScroll, ring, tuskPen } from '../art/elements/signs.ts';
import { butterPot, flute, lilyPad, lotus, peacockFeather } from '../art/elements/symbols.ts';
import { rain, rainbow, wind } from '../art/elements/weather.ts';
import { churning, ganga, kalash, lightPillar, locks } from '../art/elements/wonders.ts';
import { type Ctx, el, mix, wave } from '../art/svg.ts';
import type { Light } from './light.ts';

export type ActorPainter = (ctx: Ctx, actor: Actor, light: Light) => string;

/** The hero's clothes stay the same through the whole film, so the child is always recognisable. */
const HERO = { skin: '#c08457', hair: '#1b1210', kurta: '#f5a300', trim: '#e0457b', pants: '#fff1d6' };
const HERO_SCARF = '#0e8a8a';

const FRIENDS: { colors: NonNullable<ChildOpts['colors']>; scarf: string; hair: ChildOpts['hair'] }[] = [
  {
    colors: { skin: '#a86d45', hair: '#2a1a14', kurta: '#5ec8c0', trim: '#2b2170', pants: '#fff8ec' },
    scarf: '#f97316',
    hair: 'short',
  },
  {
    colors: { skin: '#d49a6a', hair: '#3b2418', kurta: '#e0457b', trim: '#ffd166', pants: '#fff1d6' },
    scarf: '#ffd166',
    hair: 'braid',
  },
  {
    colors: { skin: '#8d5a3a', hair: '#1b1210', kurta: '#6fbf73', trim: '#c2410c', pants: '#fff8ec' },
    scarf: '#e0457b',
    hair: 'short',
  },
  {
    colors: { skin: '#e5b083', hair: '#4a2e1e', kurta: '#f97316', trim: '#0e8a8a', pants: '#fff1d6' },
    scarf: '#5ec8c0',
    hair: 'bun',
  },
];

function person(ctx: Ctx, actor: Actor, light: Light, friend: boolean): string {
  const look = actor.look ?? light.people;
  const f = FRIENDS[actor.variant % FRIENDS.length] ?? FRIENDS[0];
  const base: ChildOpts = {
    x: 0,
    y: 0,
    s: 1,
    pose: actor.pose ?? 'stand',
    scarf: friend ? f?.scarf : HERO_SCARF,
    hair: friend ? f?.hair : 'bun',
  };
  if (look === 'silhouette') return child(ctx, { ...base, fill: light.silhouette, rim: light.rim });
  return child(ctx, { ...base, colors: friend && f ? f.colors : HERO });
}

/** The shadow giant's `variant`s: horned, a crowned king, buffalo-horned. */
const SHADOW_KINDS = ['horned', 'king', 'buffalo'] as const;
/** The shadow beast's `variant`s: the shapes Mahishasura takes. */
const BEAST_KINDS: readonly BeastKind[] = ['buffalo', 'lion', 'elephant'];
/** The grown-ups' `variant`s. */
const ADULT_KINDS: readonly AdultKind[] = ['king', 'sage', 'elder', 'prince'];
/** The adult's `variant` for a sage sitting cross-legged (Vyasa dictating, a healer at work). */
const SEATED_SAGE = 4;

/** An area effect: fills `area` (default 200 x 100) centred on the actor's place. */
function box(actor: Actor, w = 200, h = 100) {
  const [aw, ah] = actor.area ?? [w, h];
  return { x: -aw / 2, y: -ah / 2, w: aw, h: ah };
}

export const ACTOR_PAINTERS: Record<ActorName, ActorPainter> = {
  child: (ctx, a, light) => person(ctx, a, light, false),
  friend: (ctx, a, light) => person(ctx, a, light, true),
  mother: (ctx, a, light) =>
    (a.look ?? light.people) === 'silhouette'
      ? mother(ctx, 0, 0, 1, light.silhouette, { rim: light.rim, pallu: '#e0457b', hand: true })
      : mother(ctx, 0, 0, 1, '#8a3a5a', { pallu: a.color ?? '#f5a300', hand: true }),
  adult: (ctx, a, light) => {
    const silhouette = (a.look ?? light.people) === 'silhouette';
    if (a.variant === SEATED_SAGE)
      return silhouette
        ? seatedSage(ctx, 0, 0, 1, { fill: light.silhouette, rim: light.rim })
        : seatedSage(ctx, 0, 0, 1, { colors: ADULT_COLORS.sage });
    const kind = ADULT_KINDS[a.variant % ADULT_KINDS.length] ?? 'king';
    return silhouette
      ? adult(ctx, kind, 0, 0, 1, { fill: light.silhouette, rim: light.rim })
      : adult(ctx, kind, 0, 0, 1, { colors: ADULT_COLORS[kind] });
  },
  'krishna-sign': (ctx) => {
    let s = glow(ctx, 0, 0, 80, '#ffe9b0', 0.6);
    for (let i = 0; i < 6; i++) {
      const k = (i + 1) / 7;
      s += sparkle(
        -90 * k,
        22 * k * k - 6 * wave(ctx.t, 1, k),
        3.5 * (1 - k) + 1,
        '#fff7d6',
        0.5 + 0.5 * wave(ctx.t, 2, k),
      );
    }
    return s + flute(ctx, 0, 0, 110, -14) + peacockFeather(ctx, 42, -8, 54, 24);
  },
  flute: (ctx) => flute(ctx, 0, 0, 100, 0),
  'peacock-feather': (ctx) => peacockFeather(ctx, 0, 0, 60),
  'butter-pot': (ctx, a) => {
    const rope = a.hanging ?? 0;
    // Hanging: a rope up to a short wooden beam of the roof.
    const line = rope
      ? el('line', { x1: 0, y1: -60 - rope, x2: 0, y2: -60, stroke: '#8a5a2b', 'stroke-width': 2 }) +
        el('rect', { x: -90, y: -66 - rope, width: 180, height: 10, rx: 5, fill: '#7c4a24' }) +
        el('rect', { x: -90, y: -66 - rope, width: 180, height: 3, rx: 1.5, fill: '#a86a3a' })
      : '';
    return line + butterPot(ctx, 0, 0, 30, rope ? { rope: 56 } : {});
  },
  'govardhan-hill': (ctx, a, light) =>
    govardhanHill(
      ctx,
      0,
      0,
      300,
      {
        grass: light.near,
        grassLight: light.foliageLight,
        rock: light.mid,
        rockShade: light.roof,
        foliage: light.foliage,
        foliageLight: light.foliageLight,
        rim: light.people === 'silhouette' ? light.rim : undefined,
      },
      a.variant === 1,
    ),
  serpent: (ctx, _a, light) => serpent(ctx, 0, 0, 1, '#14212b', light.rim),
  cow: (ctx, a, light) =>
    (a.look ?? light.people) === 'silhouette'
      ? cow(ctx, 0, 0, 1, { body: light.silhouette, patch: light.silhouette, horn: light.rim })
      : cow(ctx, 0, 0, 1, { body: '#fff6e8', patch: '#a86d45' }),
  mouse: (ctx, a) => mouse(ctx, 0, 0, 1, a.color ?? '#8f8196'),
  modak: (ctx) => modak(ctx, 0, 0, 20),
  'ganesha-sign': (ctx) => ganeshaSign(ctx, 0, 0, 1),
  'flying-peacock': (ctx, a, light) =>
    flyingPeacock(ctx, 0, 0, 1, a.variant === 1, a.look === 'silhouette' ? light.silhouette : undefined),
  mango: (ctx) => magicMango(ctx, 0, 0, 1),
  scroll: (ctx) => palmLeafScroll(ctx, 0, 0, 140),
  tusk: (ctx) => tuskPen(ctx, 0, 0, 1),
  gada: (ctx) => gada(ctx, 0, 0, 100),
  bow: (ctx) => bow(ctx, 0, 0, 100),
  'flying-hero': (ctx, a, light) =>
    flyingHero(ctx, 0, 0, 1, light.silhouette, '#f97316', a.variant === 0, a.variant !== 2),
  'herb-mountain': (ctx) => floatingMountain(ctx, 0, 0, 100),
  'great-bow': (ctx, a) => greatBow(ctx, a.variant),
  'floating-stone': (ctx, _a, light) =>
    floatingStone(ctx, mix(light.stone, '#8a8580', 0.5), light.stoneShade),
  vanara: (ctx, a, light) =>
    (a.look ?? light.people) === 'silhouette'
      ? vanara(ctx, { fill: light.silhouette, rim: light.rim }, a.variant !== 1)
      : vanara(
          ctx,
          {
            fur: '#8a5a32',
            face: '#e8c49a',
            stone: mix(light.stone, '#8a8580', 0.5),
            stoneShade: light.stoneShade,
          },
          a.variant !== 1,
        ),
  squirrel: (ctx, a) => squirrel(ctx, a.color ?? '#8a6a4e', '#f0dcc0', a.variant === 1),
  garland: (ctx) => garland(ctx),
  berries: (ctx, a, light) => berries(ctx, a.variant === 1, light.foliage, light.foliageLight),
  hut: (ctx, _a, light) =>
    hut(ctx, {
      wall: light.wall,
      shade: light.wallShade,
      thatch: mix(light.roof, '#e0b458', 0.55),
      thatchShade: mix(light.roof, '#8a5a2b', 0.4),
      door: light.people === 'silhouette' ? light.window : mix(light.roof, '#3b2418', 0.5),
    }),
  bear: (ctx, a, light) =>
    (a.look ?? light.people) === 'silhouette'
      ? bear(ctx, 0, 0, 1, { body: light.silhouette, shade: light.silhouette, rim: light.rim })
      : bear(ctx, 0, 0, 1, { body: '#5e4434', shade: '#b8a896' }),
  ring: (ctx) => ring(ctx, 0, 0, 1),
  trishul: (ctx) => trishul(ctx, 0, 0, 100),
  nandi: (_ctx, a, light) =>
    nandi(0, 0, 1.4, a.color ?? (light.people === 'silhouette' ? light.silhouette : '#f2ead8')),
  ganga: (ctx, a) => ganga(ctx, a.variant),
  locks: (ctx, _a, light) =>
    locks(
      ctx,
      light.people === 'silhouette' ? '#1a1238' : '#3b2418',
      light.people === 'silhouette' ? '#2e2466' : '#6b4a30',
      '#9fd0ff',
    ),
  'light-pillar': (ctx, a) => lightPillar(ctx, '#ffffff', a.color ?? '#ffd98a'),
  churning: (ctx, _a, light) =>
    churning(ctx, {
      rock: mix(light.foliage, light.stoneShade, 0.45),
      rockShade: mix(light.foliage, '#1a1446', 0.35),
      snake: light.people === 'silhouette' ? '#1f5a52' : '#2f8a5a',
      belly: '#e8d890',
      shell: '#5a9a62',
      foam: '#ffffff',
    }),
  boar: (ctx) => boar(ctx, '#3d4f8f', '#26336a'),
  'shadow-beast': (ctx, a) =>
    shadowBeast(
      ctx,
      BEAST_KINDS[a.variant % BEAST_KINDS.length] ?? 'buffalo',
      0,
      0,
      1,
      '#2a1238',
      a.color ?? '#ff8a5c',
    ),
  lion: (ctx, a, light) =>
    (a.look ?? light.people) === 'silhouette'
      ? lion(ctx, 0, 0, 1, { body: light.silhouette, mane: light.silhouette, rim: light.rim })
      : lion(ctx, 0, 0, 1, { body: '#e8a24a', mane: '#c2410c' }),
  conch: (ctx) => conch(ctx, 0, 0, 40),
  wheel: (ctx) => wheel(ctx, 0, 0, 30),
  fish: (_ctx, a) => fish(0, 0, 60, a.color ?? '#f5a300', '#e0457b'),
  tortoise: (_ctx, a) => tortoise(0, 0, 60, a.color ?? '#6fbf73', '#2f7d4f'),
  pillar: (ctx, a, light) =>
    pillar(
      ctx,
      0,
      0,
      40,
      150,
      { stone: light.stone, shade: light.stoneShade, trim: '#f5a300' },
      a.variant === 1 ? '#fff1b8' : undefined,
    ),
  'shadow-giant': (ctx, a, light) =>
    shadowGiant(ctx, 0, 0, 1, SHADOW_KINDS[a.variant % SHADOW_KINDS.length] ?? 'horned', {
      body: light.people === 'silhouette' ? '#150c26' : '#3a2450',
      rim: a.color ?? '#b48cff',
      haze: '#1a0f2e',
    }),
  'storm-cloud': (ctx, a) => stormCloud(ctx, 0, 0, 1, a.variant === 1),
  'kali-sign': (ctx, a) => kaliSign(ctx, 0, 0, 1, a.color ?? '#5b6cff'),
  'narasimha-sign': (ctx, a) => narasimhaSign(ctx, 0, 0, 1, a.variant === 1),
  'third-eye': (ctx) => thirdEye(ctx, 0, 0, 1),
  bonfire: (ctx, a) => bonfire(ctx, 0, 0, 1, a.variant !== 1),
  shawl: (ctx, a) => shawl(ctx, 0, 0, 1, a.color ?? '#f5a300'),
  elephant: (ctx, a, light) =>
    elephant(
      ctx,
      0,
      0,
      1,
      (a.look ?? light.people) === 'silhouette'
        ? { body: light.silhouette, shade: light.silhouette, rim: light.rim }
        : { body: '#a49cb4', shade: '#857d98' },
      a.variant === 1,
    ),
  swan: (ctx, a) =>
    a.variant === 1
      ? flyingSwan(ctx, a.color ?? '#ffffff', '#e4dcf0')
      : swan(ctx, 0, 0, 1, a.color ?? '#fffaf0'),
  peacock: (ctx) => peacock(ctx, 0, 0, 1),
  diya: (ctx, a) => diya(ctx, 0, 0, 1, a.variant * 0.13),
  kalash: (ctx, a) => kalash(ctx, a.variant === 1),
  'diya-row': (ctx) => diyaRow(ctx, 7, -100, 0, 100, 0, 1),
  lantern: (ctx, a) => lantern(ctx, 0, 0, 1, a.color ?? '#f97316', a.variant * 0.2),
  lotus: (ctx) => lotus(ctx, 0, 0, 18),
  'lily-pad': (_ctx, a) => lilyPad(0, 0, 20, a.color ?? '#2f7d4f'),
  hibiscus: (ctx, a) => hibiscus(ctx, 0, 0, 10, 0, a.color ?? '#e02f4f'),
  toran: (ctx) => toran(ctx, -150, 150, 0, 5, 26),
  rangoli: (ctx) => rangoli(ctx, 0, 0, 60, ['#e0457b', '#f5a300', '#0e8a8a', '#fff1d6']),
  storybook: (ctx) => storybook(ctx, 0, 0, 100),
  house: (_ctx, _a, light) =>
    house(0, 0, 80, light.wall, light.roof, light.people === 'silhouette' ? light.window : undefined),
  temple: (ctx, _a, light) =>
    temple(ctx, 0, 0, 120, {
      wall: light.stone,
      shade: light.stoneShade,
      trim: '#f5a300',
      door: light.roof,
    }) + flag(ctx, 0, -118, 16),
  tree: (ctx, _a, light) => roundTree(ctx, 0, 0, 150, light.foliage, light.foliageLight),
  palm: (ctx, a, light) => palm(ctx, 0, 0, 150, light.foliage, a.flip ? -1 : 1),
  cloud: (ctx, _a, light) => cloud(ctx, 0, 0, 120, light.cloud, 0.85, light.cloudShade),
  rainbow: (ctx) => rainbow(ctx, 0, 0, 200),
  sun: (ctx, _a, light) => sun(ctx, 0, 0, 20, ...light.sunColors),
  moon: (ctx, a) => moon(ctx, 0, 0, 30, a.variant === 1 ? 0.35 : 0),
  glow: (ctx, a, light) => glow(ctx, 0, 0, 50, a.color ?? light.haze, 0.7),
  sparkles: (ctx, a) => {
    const b = box(a);
    let s = '';
    for (let i = 0; i < (a.count ?? 12); i++) {
      const x = b.x + ctx.rng() * b.w;
      const y = b.y + ctx.rng() * b.h;
      const ph = ctx.rng();
      s += sparkle(
        x,
        y,
        2 + ctx.rng() * 3,
        a.color ?? '#fff7d6',
        0.35 + 0.65 * (0.5 + 0.5 * wave(ctx.t, 2, ph)),
      );
    }
    return s;
  },
  fireflies: (ctx, a) => fireflies(ctx, a.count ?? 10, box(a), a.color ?? '#ffe27a'),
  petals: (ctx, a) =>
    petals(ctx, a.count ?? 14, box(a, 300, 200), ['#f9a8c9', '#f5a300', '#e0457b', '#fff1d6']),
  birds: (ctx, a, light) => birds(ctx, a.count ?? 4, box(a, 140, 40), a.color ?? light.birds ?? '#4b3a7a'),
  stars: (ctx, a) => stars(ctx, a.count ?? 20, box(a, 300, 120)),
  drops: (ctx, a) => drops(ctx, a.count ?? 14, box(a, 200, 160), a.color ?? '#4a2a6a'),
  rain: (ctx, a) => rain(ctx, a.count ?? 60, box(a, 400, 300), a.color ?? '#cfe0ff'),
  wind: (ctx, a) => wind(ctx, a.count ?? 6, box(a, 300, 120), a.color ?? '#ffffff'),
};

/** Where an actor turns and sways around, in its own units: a hanging pot swings from its rope's top. */
export function pivotOf(actor: Actor): readonly [number, number] {
  if (actor.actor === 'butter-pot' && actor.hanging) return [0, -60 - actor.hanging];
  return [0, 0];
}
