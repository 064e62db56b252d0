/**
 * The storyboard writer's picture catalogue: every backdrop in its four lights, every actor, every
 * motion's path, drawn by the film engine and labelled with the names a storyboard uses.
 *
 *   node --import tsx scripts/film/catalogue.ts            # writes packages/content/src/storyboards/sheets/*.webp
 *   node --import tsx scripts/film/catalogue.ts /tmp/out   # somewhere else
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  ACTORS,
  BACKDROPS,
  LIGHTS,
  type Actor,
  type ActorName,
  type BackdropName,
  WIDE,
} from '@shop/content/storyboards/schema';
import { svgToPng } from '@shop/film/art/raster';
import { textPath } from '@shop/film/art/text';
import { drawSceneFrame } from '@shop/film/shots/frame';
import sharp from 'sharp';
import { repoRoot } from '../media/lib/output.ts';

const out = process.argv[2] ?? join(repoRoot, 'packages/content/src/storyboards/sheets');
mkdirSync(out, { recursive: true });

const TILE_W = 320;
const TILE_H = 180;
const LABEL_H = 26;

function label(text: string, width: number): Buffer {
  const { d } = textPath(text, { family: 'nunito', weight: 700, size: 15, x: 8, y: 18 });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${LABEL_H}"><rect width="100%" height="100%" fill="#fff8ec"/><path d="${d}" fill="#2b2170"/></svg>`,
  );
}

async function sheet(file: string, tiles: { title: string; svg: string }[], cols: number): Promise<void> {
  const rows = Math.ceil(tiles.length / cols);
  const cellH = TILE_H + LABEL_H;
  const images = await Promise.all(
    tiles.map(async (tile, i) => {
      const left = (i % cols) * TILE_W;
      const top = Math.floor(i / cols) * cellH;
      return [
        { input: await svgToPng(tile.svg), left, top },
        { input: await sharp(label(tile.title, TILE_W)).png().toBuffer(), left, top: top + TILE_H },
      ];
    }),
  );
  await sharp({ create: { width: cols * TILE_W, height: rows * cellH, channels: 3, background: '#fff8ec' } })
    .composite(images.flat())
    .webp({ quality: 72, effort: 6 })
    .toFile(join(out, file));
  process.stdout.write(`${join(out, file)}\n`);
}

const backdropNames = Object.keys(BACKDROPS) as BackdropName[];
await sheet(
  'backdrops.webp',
  backdropNames.flatMap((name) =>
    LIGHTS.map((light) => ({
      title: `${name} · ${light}`,
      svg: drawSceneFrame(
        { backdrop: { name, light }, camera: { from: WIDE, ease: 'in-out' }, actors: [] },
        name,
        0.5,
        1,
        TILE_W,
        TILE_H,
      ),
    })),
  ),
  4,
);

/** Each actor at a size that fills its tile, on a plain daylight backdrop, at its own natural place. */
const STAGE: Partial<Record<ActorName, Partial<Actor>>> = {
  child: { at: [320, 300], scale: 2.2 },
  friend: { at: [320, 300], scale: 2.2, variant: 1 },
  mother: { at: [320, 320], scale: 1.7 },
  adult: { at: [320, 330], scale: 1.55 },
  'krishna-sign': { at: [330, 190], scale: 2 },
  'butter-pot': { at: [320, 260], scale: 2, hanging: 40 },
  cow: { at: [300, 300], scale: 2.4 },
  mouse: { at: [320, 280], scale: 4 },
  modak: { at: [320, 270], scale: 6 },
  'flying-hero': { at: [320, 180], scale: 2 },
  'herb-mountain': { at: [320, 150], scale: 2.5 },
  'great-bow': { at: [320, 330], scale: 1.05 },
  'floating-stone': { at: [320, 190], scale: 3 },
  vanara: { at: [320, 345], scale: 1.6 },
  squirrel: { at: [330, 300], scale: 5 },
  garland: { at: [320, 40], scale: 3.2 },
  berries: { at: [320, 300], scale: 3 },
  hut: { at: [320, 320], scale: 2.2 },
  nandi: { at: [300, 290], scale: 1.7 },
  lion: { at: [280, 300], scale: 2 },
  ganga: { at: [320, 320], scale: 1.2 },
  locks: { at: [180, 180], scale: 1.5 },
  'light-pillar': { at: [320, 180], scale: 1.5 },
  churning: { at: [320, 300], scale: 1.4 },
  boar: { at: [320, 300], scale: 2 },
  fish: { at: [320, 190], scale: 3.5 },
  tortoise: { at: [320, 200], scale: 3.5 },
  pillar: { at: [320, 340], scale: 2, variant: 1 },
  diya: { at: [320, 220], scale: 6 },
  kalash: { at: [320, 310], scale: 3.6 },
  'diya-row': { at: [320, 220], scale: 2.2 },
  lantern: { at: [320, 190], scale: 4 },
  lotus: { at: [320, 240], scale: 5 },
  'lily-pad': { at: [320, 200], scale: 5 },
  hibiscus: { at: [320, 180], scale: 8 },
  toran: { at: [320, 100], scale: 1.8 },
  rangoli: { at: [320, 180], scale: 2.4 },
  storybook: { at: [320, 200], scale: 3 },
  house: { at: [320, 290], scale: 2.8 },
  temple: { at: [320, 320], scale: 2.2 },
  tree: { at: [320, 330], scale: 2 },
  palm: { at: [300, 340], scale: 2 },
  cloud: { at: [320, 200], scale: 3.5 },
  sun: { at: [320, 180], scale: 2.5 },
  moon: { at: [320, 180], scale: 2.5 },
  glow: { at: [320, 180], scale: 3 },
  sparkles: { at: [320, 180], area: [560, 300], count: 30 },
  fireflies: { at: [320, 180], area: [560, 300], count: 20 },
  petals: { at: [320, 180], area: [560, 320], count: 30 },
  birds: { at: [320, 180], area: [400, 160], count: 8, scale: 1 },
  stars: { at: [320, 180], area: [600, 320], count: 60 },
  'shadow-giant': { at: [320, 345], scale: 1.45 },
  'shadow-beast': { at: [320, 320], scale: 1.4 },
  'storm-cloud': { at: [320, 170], scale: 2.2 },
  'kali-sign': { at: [320, 180], scale: 2.1 },
  'narasimha-sign': { at: [320, 180], scale: 1.7, variant: 1 },
  'third-eye': { at: [320, 180], scale: 2.4 },
  bonfire: { at: [320, 330], scale: 1.9 },
  shawl: { at: [320, 180], scale: 2.6 },
  elephant: { at: [280, 330], scale: 1.8, variant: 1 },
  swan: { at: [300, 250], scale: 3 },
  peacock: { at: [320, 310], scale: 2.4 },
  drops: { at: [320, 160], area: [400, 260], count: 30 },
  'govardhan-hill': { at: [320, 330], scale: 1.4 },
  serpent: { at: [320, 320], scale: 1.5 },
  'ganesha-sign': { at: [320, 180], scale: 1.6 },
  'flying-peacock': { at: [360, 190], scale: 2 },
  mango: { at: [320, 185], scale: 5 },
  scroll: { at: [320, 190], scale: 3 },
  tusk: { at: [280, 250], scale: 3 },
  bear: { at: [300, 320], scale: 2 },
  ring: { at: [320, 185], scale: 6 },
  rainbow: { at: [320, 330], scale: 1.3 },
  rain: { at: [320, 180], area: [640, 360], count: 120 },
  wind: { at: [320, 180], area: [600, 300], count: 10 },
};
/** Actors whose variants look different get a tile per variant after their first. */
const VARIANTS: [ActorName, number, Partial<Actor>?][] = [
  ['adult', 1],
  ['adult', 2],
  ['adult', 3],
  ['adult', 4, { scale: 1.7 }],
  ['great-bow', 1, { at: [320, 200], scale: 0.95 }],
  ['great-bow', 2, { at: [320, 200], scale: 0.95 }],
  ['great-bow', 3, { at: [320, 200], scale: 0.95 }],
  ['vanara', 1],
  ['squirrel', 1],
  ['berries', 1, { scale: 5 }],
  ['ganga', 1, { at: [300, 100], scale: 1.2 }],
  ['kalash', 1],
  ['shadow-beast', 1],
  ['shadow-beast', 2, { at: [330, 330], scale: 1.3 }],
  ['swan', 1, { at: [320, 190], scale: 2.6 }],
  ['govardhan-hill', 1],
  ['flying-hero', 1],
  ['flying-hero', 2],
  ['flying-peacock', 1],
];
const actorNames = Object.keys(ACTORS) as ActorName[];
const tiles = actorNames.flatMap((name) => [
  { name, variant: STAGE[name]?.variant ?? 0, staged: {}, title: name },
  ...VARIANTS.filter(([variantOf]) => variantOf === name).map(([, variant, staged]) => ({
    name,
    variant,
    staged: staged ?? {},
    title: `${name} · variant ${variant}`,
  })),
]);
await sheet(
  'actors.webp',
  tiles.map(({ name, variant, staged, title }) => {
    const actor: Actor = {
      actor: name,
      at: [320, 220],
      scale: 2.5,
      depth: 1,
      flip: false,
      rotate: 0,
      opacity: 1,
      motion: [],
      ...STAGE[name],
      ...staged,
      variant,
    };
    const night = [
      'fireflies',
      'stars',
      'moon',
      'lantern',
      'diya',
      'diya-row',
      'sparkles',
      'glow',
      'kali-sign',
      'third-eye',
      'bonfire',
      'rain',
    ].includes(name);
    return {
      title,
      svg: drawSceneFrame(
        {
          backdrop: { name: night ? 'night-sky' : 'battle-plain', light: night ? 'night' : 'day' },
          camera: { from: WIDE, ease: 'in-out' },
          actors: [actor],
        },
        name,
        0.5,
        1,
        TILE_W,
        TILE_H,
      ),
    };
  }),
  5,
);
