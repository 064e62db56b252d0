/**
 * The storyboard format: what a child's film shows, shot by shot, as data. The film engine
 * (@shop/film) draws every name used here; the writer's guide (README.md beside this file) describes
 * each one with a picture of it.
 *
 * Coordinates are in the scene box the art is drawn in: 640 x 360, x to the right, y down; the
 * ground line of most backdrops is around y = 300. Times are seconds from the start of the shot.
 */
import { STORY_COUNT } from '@shop/contracts/catalog';
import { z } from 'zod';

/** The scene box every backdrop and position is given in. */
export const SCENE_WIDTH = 640;
export const SCENE_HEIGHT = 360;

/** Shot lengths are whole half-seconds, so every profile's frame rate (12, 24 fps) splits them exactly. */
export const SHOT_SECONDS_STEP = 0.5;

/** How long the title card and the closing credits the renderer adds around the shots last by default. */
export const TITLE_SECONDS = 6;
export const CREDITS_SECONDS = 8;

/** A whole film, title and credits included. */
export const FILM_MIN_SECONDS = 180;
export const FILM_MAX_SECONDS = 300;

/** Time of day: every backdrop is painted in each of these lights. */
export const LIGHTS = ['dawn', 'day', 'dusk', 'night'] as const;

/** Places, each painted in layers (sky, far, middle, ground) that move with the camera's parallax. */
export const BACKDROPS = {
  'yamuna-river':
    'The Yamuna winding past low hills: a light path on the water, lotuses, a grassy near bank.',
  'village-courtyard': 'The courtyard of a Gokul home: a clay wall, a beaten-earth floor, roofs beyond.',
  'gokul-lane': 'A village lane between mud houses with tiled roofs, trees and a well.',
  'vrindavan-grove': 'A kadamba tree on a mound by the river, with a meadow rolling away.',
  meadow: 'An open green meadow with a big shady tree and far blue hills.',
  'lotus-pond': 'A still pond with lily pads and lotuses, reeds and hills behind.',
  'festival-street': 'A street of houses strung with marigold garlands and lanterns.',
  'ocean-shore': 'A sandy shore with leaning palms and the open sea.',
  'mountain-pass': 'Snowy peaks around a rocky pass, a path climbing between the slopes.',
  'sea-cliff': 'A high cliff over the sea, a far island on the horizon.',
  'palace-city': 'A city of palaces with lit windows and lamp-lined ledges above a river.',
  'sea-bridge': 'A stone bridge stepping across the sea to a far island.',
  forest: 'A deep forest: tall trees, ferns, a path into the green.',
  kailash: 'Mount Kailash: a great snow peak over a still lake.',
  snowfield: 'A wide snowfield under white peaks.',
  'battle-plain': 'A wide dusty plain with low hills and a far line of banners.',
  'temple-courtyard': 'A temple courtyard: a shrine, a marigold toran, rangoli on the floor.',
  'temple-hill': 'A hill with a small temple at the top and lamps up the steps.',
  'night-sky': 'A sky full of stars over a low dark horizon.',
  cosmos: 'Deep space: swirling clouds of light and stars, no ground at all.',
  'palace-hall': 'A palace hall of carved pillars and arches on a polished floor.',
  'misty-hills': 'Soft hills in layers of mist, one far shrine.',
  'sunrise-sky': 'Clouds lit from below, sky only, for flying.',
  'milk-ocean':
    'The ocean of milk: a wide creamy sea with rolling white waves, a sandy point in the near left corner.',
} as const satisfies Record<string, string>;
export type BackdropName = keyof typeof BACKDROPS;
const BACKDROP_NAMES = Object.keys(BACKDROPS) as [BackdropName, ...BackdropName[]];

/** Everything that can stand in a shot. The deities appear only through these symbols, never as faces. */
export const ACTORS = {
  // people (seen from behind, so every child can imagine themself)
  child: 'The hero: your child, seen from behind, about 100 tall at scale 1. Poses, colour or silhouette.',
  friend: 'Another child (a friend, a gopa): like the hero with other clothes; `variant` 0-3 picks which.',
  mother: 'A mother in a saree, seen from behind (Yashoda, Parvati as a mother, …), about 150 tall.',
  adult:
    'A grown-up seen from behind, about 160 tall: `variant` 0 a king with a crown, 1 a sage with a staff, 2 an old woman with a walking stick, 3 a prince in a turban, 4 a sage sitting cross-legged (about 110 tall).',
  // Krishna
  'krishna-sign': "Krishna's presence: a glowing flute with a peacock feather, about 120 wide.",
  flute: 'A bansuri flute, about 100 long.',
  'peacock-feather': 'A peacock feather, about 60 tall.',
  'butter-pot': 'A clay pot of white butter (matki), about 60 tall; `hanging` on a rope from above.',
  cow: 'A gentle cow with a bell, side view facing right, about 90 long.',
  'govardhan-hill':
    'Govardhan Hill, about 300 wide: `variant` 0 held up, its rocky underside showing; 1 resting in its place, its slopes down to the ground.',
  serpent:
    'Kaliya: a many-hooded serpent rising from a murky pool, a dark shape with a rim light, about 160 tall.',
  // Ganesh
  mouse: "Ganesha's little mouse, facing left, about 36 long.",
  modak: 'A modak sweet, about 20 tall; several make a plate.',
  'ganesha-sign': "Ganesha's presence: a golden Om in a glow with circling sparkles, about 100 tall.",
  'flying-peacock':
    "A peacock in flight facing right, its tail streaming, about 150 long; `variant` 1 carries Kartikeya's golden spear.",
  mango: 'The magic golden mango, glowing, about 30 tall.',
  scroll: 'A palm-leaf manuscript that fills with writing line by line, about 140 wide.',
  tusk: "Ganesha's broken tusk writing as a pen, its point at `at`, about 60 long.",
  // Hanuman and Rama
  gada: "Hanuman's golden mace, about 100 tall.",
  bow: "Rama's golden bow with an arrow, about 100 tall.",
  'flying-hero':
    'A small flying figure far away carrying a mountain (Hanuman in the sky); `variant` 1 without the mountain, 2 baby Hanuman.',
  'herb-mountain': 'A floating chunk of mountain with glowing healing herbs, about 100 wide.',
  'great-bow':
    "Shiva's great bow: `variant` 0 lying on its carved cart (stands, about 290 wide), 1 the bow alone (its centre, about 330 wide), 2 strung and shining, 3 broken in two with a flash.",
  'floating-stone': "A floating stone of Rama's bridge with his name (राम) glowing on it, about 70 wide.",
  vanara:
    "One of Rama's vanaras (the monkey folk) walking right with a floating stone overhead, about 140 tall; `variant` 1 walks with empty hands.",
  squirrel:
    "The little squirrel of Rama's bridge, facing left, about 40 long; `variant` 1 has three glowing stripes.",
  garland: 'A marigold wedding garland (varmala) hanging in a loop, about 80 tall from its top (its `at`).',
  berries:
    'Wild berries (ber): `variant` 0 a berry bush, about 80 wide; 1 a leaf bowl heaped with them, about 45 wide.',
  hut: 'A forest hut of mud walls under a thatched roof, about 130 wide.',
  bear: 'Jambavan, the wise old bear king, sitting side-on with his staff, about 120 tall.',
  ring: "Rama's golden ring with a red stone and a glint, about 24 across.",
  // Shiva, Durga, Vishnu's forms
  trishul: "Shiva's trident with a little damaru, about 100 tall.",
  nandi: 'Nandi the bull, resting, about 100 long.',
  ganga:
    'The Ganga: `variant` 0 a torrent of light pouring from far above down onto its `at`, about 110 wide; 1 a gentle stream winding from its `at` down towards the viewer.',
  locks:
    "Shiva's long locks streaming out from a glow (its `at`) about 240 to the right, the Ganga's light running along them, the crescent moon above.",
  'light-pillar': 'A pillar of light with no top and no bottom, about 70 wide, running past the frame.',
  churning:
    'The churning of the ocean: Mount Mandara on the tortoise, the serpent Vasuki coiled round it and stretching far to each side (its hood on the left), about 190 tall.',
  boar: "Varaha, Vishnu's boar form, facing right with golden tusks in a blue glow, about 140 long.",
  lion: "Durga's gentle lion, sitting, about 100 tall.",
  conch: 'A conch shell, about 40 long.',
  wheel: 'A golden wheel (chakra), turning slowly, about 60 across.',
  fish: 'A fish (Matsya), about 60 long.',
  tortoise: 'A tortoise (Kurma), about 60 long.',
  pillar: 'A carved stone pillar, about 150 tall; `variant` 1 cracks with light.',
  // the fierce stories: demons only as shadows, Kali, Narasimha and Shiva's eye as light, the mounts
  'shadow-giant':
    "A demon as a giant's shadow with a rim of light, never a face, about 200 tall: `variant` 0 horned, 1 a crowned king, 2 buffalo-horned.",
  'shadow-beast':
    "A demon in an animal's shape as a dark smoky shadow with an ember rim, never a face, facing left, about 180 long: `variant` 0 a buffalo, 1 a lion, 2 an elephant (Mahishasura's shapes); `color` sets the rim.",
  'storm-cloud': 'A dark storm cloud, about 180 wide; `variant` 1 flashes far lightning now and then.',
  'kali-sign':
    "Kali's presence: her curved sword shining in a deep blue glow over a garland of red hibiscus, about 140 tall; `color` tints the glow.",
  'narasimha-sign':
    "Narasimha's presence: a lion's mane of golden flame around Vishnu's turning chakra, about 160 across; `variant` 1 roars.",
  'third-eye': "Shiva's third eye of fire over three lines of sacred ash, about 100 wide.",
  bonfire:
    'A Holika bonfire: a cone of logs with tall flames and rising sparks, about 130 wide; `variant` 1 unlit.',
  shawl: 'A magic shawl floating and rippling, gold-bordered, about 110 wide; `color` sets the cloth.',
  elephant:
    'A gentle elephant, side view facing right, about 125 long; `variant` 1 decorated, with a golden howdah.',
  swan: "A swan gliding on the water, facing right, about 75 long; `variant` 1 flies, wings beating (Brahma's hamsa), about 110 across.",
  peacock: 'A peacock with its tail spread, facing right, about 100 tall.',
  // light and worship
  diya: 'A clay oil lamp with a flickering flame, about 28 wide.',
  kalash:
    'A brass kalash with mango leaves and a coconut, about 60 tall; `variant` 1 shines (the pot of nectar).',
  'diya-row': 'A row of diyas, about 200 wide.',
  lantern: 'A hanging paper lantern that glows, about 40 tall.',
  lotus: 'A lotus flower, about 30 tall; opens with `grow`.',
  'lily-pad': 'A floating lily pad, about 40 wide.',
  hibiscus: 'A red hibiscus flower, about 20 across.',
  toran: 'A marigold garland hanging in swags, about 300 wide.',
  rangoli: 'A round rangoli pattern on the floor, about 120 across.',
  storybook: 'An open storybook with glowing pages, about 100 wide.',
  // places and nature placed by hand
  house: 'A village house, about 80 wide.',
  temple: 'A small temple with a flag, about 120 tall.',
  tree: 'A round-canopy tree (kadamba, mango), about 150 tall; sways.',
  palm: 'A coconut palm, about 150 tall; sways.',
  cloud: 'A puffy cloud, about 120 wide; drifts.',
  rainbow: "A rainbow standing on the ground, about 400 wide (Indra's bow after the storm).",
  sun: 'The sun with its halo, about 40 across.',
  moon: 'The full moon with a soft halo, about 60 across; `variant` 1 is a crescent.',
  // effects: fill an `area` around `at`
  glow: 'A soft round light, about 100 across: behind a symbol it makes it holy.',
  sparkles: 'Twinkling sparkles filling the area.',
  fireflies: 'Fireflies drifting in the area.',
  petals: 'Flower petals falling through the area.',
  birds: 'Far birds flapping across the area.',
  stars: 'Twinkling stars filling the area.',
  drops: "Dark drops falling through the area, fading before they land (the copycat giant's drops).",
  rain: 'Slanting rain falling through the area.',
  wind: 'Curling gusts of wind blowing to the right through the area (Vayu, a flight).',
} as const satisfies Record<string, string>;
export type ActorName = keyof typeof ACTORS;
const ACTOR_NAMES = Object.keys(ACTORS) as [ActorName, ...ActorName[]];

/** The child's and the friends' poses. */
export const POSES = ['stand', 'wave', 'point', 'hold', 'sit', 'reach'] as const;

/** Motions an actor can have, several at once; each is described for the writer's guide. */
export const MOTIONS = {
  bob: 'Floats up and down (`amount` in units, `every` seconds a cycle).',
  sway: 'Rocks around its foot (`amount` in degrees, `every` seconds).',
  pulse: 'Breathes bigger and smaller (`amount` as a fraction, `every` seconds).',
  flicker: 'Its light flickers (`amount` of opacity).',
  spin: 'Turns round and round (`amount` in degrees a second).',
  hop: 'Hops (`amount` high, `every` seconds a hop).',
  orbit: 'Circles around its place (`amount` = radius, `every` seconds a turn).',
  move: 'Travels from its place `to` a point, through any `via` points, from `start` to `end` s.',
  grow: 'Grows from `from` (a fraction of its size) to full size, `start` to `end` s.',
  turn: 'Turns `amount` degrees, `start` to `end` s.',
  appear: 'Enters at `start` s (fading in, over `end` - `start` s, default 0.6).',
  leave: 'Fades out from `start` s (over `end` - `start` s, default 0.6).',
} as const satisfies Record<string, string>;
export type MotionName = keyof typeof MOTIONS;
/** Motions that change what is seen over the shot (an actor that only appears is not motion enough). */
export const MOVING_MOTIONS: ReadonlySet<MotionName> = new Set([
  'bob',
  'sway',
  'pulse',
  'spin',
  'hop',
  'orbit',
  'move',
  'grow',
  'turn',
]);
const MOTION_NAMES = Object.keys(MOTIONS) as [MotionName, ...MotionName[]];

export const EASINGS = ['linear', 'in', 'out', 'in-out'] as const;

/** Music the engine synthesises; one per storyboard, a shot may switch to another. */
export const MUSIC_CUES = {
  'krishna-flute': 'A playful bansuri in raag Bhupali over a tanpura and a soft tabla.',
  'temple-bells': 'Slow temple bells and a warm drone: wonder, prayer, a quiet end.',
  'heroic-drums': 'Dhol and drums with a bold horn call: flights, battles, courage.',
  'festival-dhol': 'A quick, happy dhol with a shehnai-like tune: celebrations.',
  lullaby: 'A gentle night lullaby on a soft flute and a slow drone.',
} as const satisfies Record<string, string>;
export type MusicCue = keyof typeof MUSIC_CUES;
const MUSIC_CUE_NAMES = Object.keys(MUSIC_CUES) as [MusicCue, ...MusicCue[]];

/** How the child's portrait medallion enters its shot. */
export const PORTRAIT_ENTRANCES = {
  glow: 'Fades in from a swelling light.',
  pop: 'Pops up from nothing with a little bounce.',
  rise: 'Rises gently into place while fading in.',
} as const satisfies Record<string, string>;
const ENTRANCE_NAMES = Object.keys(PORTRAIT_ENTRANCES) as [
  keyof typeof PORTRAIT_ENTRANCES,
  ...(keyof typeof PORTRAIT_ENTRANCES)[],
];

/** The one slot narration may hold. */
export const NAME_SLOT = '{name}';

/**
 * How fast the film's default voice (eSpeak NG at the engine's speed, 150 words a minute) speaks, at
 * the slowest: measured over story 1's lines, the slowest English line ran at 11.1 characters a
 * second and the slowest Hindi one at 9.6 (code points). The timing rule uses these with a margin.
 */
export const SPOKEN_CHARS_PER_SECOND = { en: 10.5, hi: 9 } as const;
/** A spoken name, allowed for generously (a long name, or a parent's recording). */
export const SPOKEN_NAME_SECONDS = 1.5;
/** Silence kept between one line's end and the next line (or the shot's end). */
export const LINE_GAP_SECONDS = 0.3;

/** How long a narration line takes to say, at the latest (an estimate for the timing rule). */
export function estimatedSpeechSeconds(text: string, language: 'en' | 'hi'): number {
  const names = slotsOf(text).length;
  const chars = [...text.replaceAll(NAME_SLOT, '')].length;
  return chars / SPOKEN_CHARS_PER_SECOND[language] + names * SPOKEN_NAME_SECONDS;
}

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'use lower-case words joined by hyphens');
const coordinate = z.number().min(-400).max(1040);
const point = z.tuple([coordinate, coordinate]);
const seconds = z.number().min(0).max(60);
const halfSeconds = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine((value) => Number.isInteger(value / SHOT_SECONDS_STEP), `a whole number of half-seconds`);

const backdropObject = z.strictObject({ name: z.enum(BACKDROP_NAMES), light: z.enum(LIGHTS).default('day') });
/** A backdrop: its name alone (in daylight), or `{ name, light }`. */
const backdropSchema = z.union([
  z.enum(BACKDROP_NAMES).transform((name): z.output<typeof backdropObject> => ({ name, light: 'day' })),
  backdropObject,
]);
export type Backdrop = z.output<typeof backdropSchema>;

const motionObject = z.strictObject({
  kind: z.enum(MOTION_NAMES),
  amount: z.number().optional(),
  every: z.number().positive().max(60).optional(),
  to: point.optional(),
  via: z.array(point).max(8).optional(),
  from: z.number().min(0).max(1).optional(),
  start: seconds.optional(),
  end: seconds.optional(),
  ease: z.enum(EASINGS).optional(),
});
/** A motion: its name alone for the defaults (`'bob'`), or an object to set its numbers. */
const motionSchema = z.union([
  z.enum(MOTION_NAMES).transform((kind): z.output<typeof motionObject> => ({ kind })),
  motionObject,
]);
export type Motion = z.output<typeof motionSchema>;

const actorSchema = z
  .strictObject({
    actor: z.enum(ACTOR_NAMES),
    /** A name for this actor in the shot, so the portrait can stand on it. */
    id: id.optional(),
    at: point,
    scale: z.number().positive().max(10).default(1),
    /** Parallax: 1 moves with the scene's ground, 0 is the far sky, above 1 passes in front. */
    depth: z.number().min(0).max(2).default(1),
    flip: z.boolean().default(false),
    rotate: z.number().min(-360).max(360).default(0),
    opacity: z.number().min(0).max(1).default(1),
    pose: z.enum(POSES).optional(),
    /** People: 'colour' in daylight, 'silhouette' against a bright or night sky (with a rim light). */
    look: z.enum(['colour', 'silhouette']).optional(),
    variant: z.number().int().min(0).max(7).default(0),
    /** butter-pot: hang on a rope this long from above. */
    hanging: z.number().min(0).max(300).optional(),
    /** Effects: the width and height they fill around `at`; `count` how many. */
    area: z.tuple([z.number().positive().max(1040), z.number().positive().max(560)]).optional(),
    count: z.number().int().min(1).max(120).optional(),
    color: z
      .string()
      .regex(/^#[0-9a-f]{6}$/)
      .optional(),
    motion: z.array(motionSchema).max(6).default([]),
  })
  .superRefine((actor, ctx) => {
    if (actor.pose && actor.actor !== 'child' && actor.actor !== 'friend')
      ctx.addIssue({ code: 'custom', message: `${actor.actor} has no poses (only child and friend)` });
  });
export type Actor = z.output<typeof actorSchema>;
/** An actor as written, to reuse one in several shots of a storyboard file. */
export type ActorInput = z.input<typeof actorSchema>;

const framingSchema = z
  .strictObject({
    x: z.number().min(0).max(SCENE_WIDTH),
    y: z.number().min(0).max(SCENE_HEIGHT),
    /** 1 shows the whole scene box; 2 shows a quarter of it. */
    zoom: z.number().min(1).max(4),
  })
  .superRefine((framing, ctx) => {
    // The view (the box divided by the zoom) must stay inside the painted scene box.
    const halfW = SCENE_WIDTH / 2 / framing.zoom;
    const halfH = SCENE_HEIGHT / 2 / framing.zoom;
    const round = (v: number) => Math.round(v * 10) / 10;
    if (framing.x < halfW - 1e-6 || framing.x > SCENE_WIDTH - halfW + 1e-6)
      ctx.addIssue({
        code: 'custom',
        message: `at zoom ${framing.zoom} x must be between ${round(halfW)} and ${round(SCENE_WIDTH - halfW)}`,
      });
    if (framing.y < halfH - 1e-6 || framing.y > SCENE_HEIGHT - halfH + 1e-6)
      ctx.addIssue({
        code: 'custom',
        message: `at zoom ${framing.zoom} y must be between ${round(halfH)} and ${round(SCENE_HEIGHT - halfH)}`,
      });
  });
export type Framing = z.output<typeof framingSchema>;
export const WIDE: Framing = { x: SCENE_WIDTH / 2, y: SCENE_HEIGHT / 2, zoom: 1 };

const cameraSchema = z.strictObject({
  from: framingSchema,
  to: framingSchema.optional(),
  ease: z.enum(EASINGS).default('in-out'),
});
export type Camera = z.output<typeof cameraSchema>;

const portraitSchema = z
  .strictObject({
    /** Where its centre stands: a scene point, or `on` an actor's id (then `at` is an offset from its foot). */
    at: point.optional(),
    on: id.optional(),
    /** Diameter in scene units. */
    size: z.number().min(30).max(240).default(90),
    depth: z.number().min(0).max(2).default(1),
    enter: z.enum(ENTRANCE_NAMES).default('glow'),
    /** When it enters (seconds into the shot); it stays to the shot's end. */
    start: seconds.default(0.5),
  })
  .refine((portrait) => portrait.at || portrait.on, 'a portrait needs `at` or `on`');
export type Portrait = z.output<typeof portraitSchema>;

const lineSchema = z.strictObject({
  /** When the line starts, in seconds into the shot. */
  at: seconds,
  en: z.string().trim().min(2).max(240),
  hi: z.string().trim().min(2).max(240),
});
export type NarrationLine = z.output<typeof lineSchema>;

const shotSchema = z.strictObject({
  id,
  seconds: halfSeconds(3, 30),
  backdrop: backdropSchema,
  camera: cameraSchema.default({ from: WIDE, ease: 'in-out' }),
  actors: z.array(actorSchema).max(40).default([]),
  portrait: portraitSchema.optional(),
  narration: z.array(lineSchema).max(6).default([]),
  /** Switch the music to another cue from this shot on. */
  music: z.enum(MUSIC_CUE_NAMES).optional(),
});
export type Shot = z.output<typeof shotSchema>;
export type ShotInput = z.input<typeof shotSchema>;

/** The scene behind the title card or the credits (the renderer writes the words over it). */
const cardSchema = (defaultSeconds: number) =>
  z.strictObject({
    seconds: halfSeconds(3, 12).default(defaultSeconds),
    backdrop: backdropSchema,
    camera: cameraSchema.default({ from: WIDE, ease: 'in-out' }),
    actors: z.array(actorSchema).max(40).default([]),
  });
export type Card = z.output<ReturnType<typeof cardSchema>>;

export const storyboardSchema = z
  .strictObject({
    story: z.number().int().min(1).max(STORY_COUNT),
    /** Bump on every change that alters a pixel or a sound: it keys the cache of rendered shots. */
    version: z.number().int().min(1),
    music: z.enum(MUSIC_CUE_NAMES),
    title: cardSchema(TITLE_SECONDS),
    credits: cardSchema(CREDITS_SECONDS),
    shots: z.array(shotSchema).min(1).max(60),
  })
  .superRefine((board, ctx) => {
    const ids = new Set<string>();
    board.shots.forEach((shot, index) => {
      if (ids.has(shot.id))
        ctx.addIssue({
          code: 'custom',
          path: ['shots', index, 'id'],
          message: `shot id ${shot.id} is used twice`,
        });
      ids.add(shot.id);
      const actorIds = new Set(shot.actors.flatMap((actor) => (actor.id ? [actor.id] : [])));
      if (shot.portrait?.on && !actorIds.has(shot.portrait.on))
        ctx.addIssue({
          code: 'custom',
          path: ['shots', index, 'portrait', 'on'],
          message: `no actor with id ${shot.portrait.on} in shot ${shot.id}`,
        });
      shot.narration.forEach((line, lineIndex) => {
        if (line.at >= shot.seconds)
          ctx.addIssue({
            code: 'custom',
            path: ['shots', index, 'narration', lineIndex, 'at'],
            message: `line starts after its shot ends (${shot.seconds} s)`,
          });
      });
    });
  });
export type Storyboard = z.output<typeof storyboardSchema>;
/** What a storyboard file is written as (defaults and shorthands allowed). */
export type StoryboardInput = z.input<typeof storyboardSchema>;

/** Parse a storyboard, saying where it is wrong in a way a writer can fix. */
export function defineStoryboard(input: StoryboardInput): Storyboard {
  const result = storyboardSchema.safeParse(input);
  if (result.success) return result.data;
  const shotIds = Array.isArray(input.shots) ? input.shots.map((shot) => shot.id) : [];
  const where = result.error.issues
    .map((issue) => {
      const path = issue.path.map((part, index) =>
        issue.path[index - 1] === 'shots' && typeof part === 'number'
          ? `${part} (${shotIds[part]})`
          : String(part),
      );
      return `  ${path.join('.') || '(storyboard)'}: ${issue.message}`;
    })
    .join('\n');
  throw new Error(`Storyboard for story ${String(input.story)} is not valid:\n${where}`);
}

/** The film's length in seconds: the title card, every shot, the credits. */
export function filmSeconds(board: Storyboard): number {
  return (
    board.title.seconds + board.shots.reduce((sum, shot) => sum + shot.seconds, 0) + board.credits.seconds
  );
}

/** The slots of a narration text, in order (only {name} is allowed; a test checks it). */
export function slotsOf(text: string): string[] {
  return [...text.matchAll(/\{[^}]*\}/g)].map(([slot]) => slot);
}
