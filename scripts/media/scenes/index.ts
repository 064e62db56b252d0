/** Every animated scene by id, and a helper that turns a scene + loop phase into an SVG document. */
import { createRng } from '../prng.ts';
import { Defs, svgDoc, type Ctx } from '../lib/svg.ts';
import { krishnaButter, krishnaMoonlight, krishnaYamuna } from './krishna.ts';
import { ganeshFestival, ganeshLotusDawn, ganeshScribe } from './ganesh.ts';
import { hanumanDusk, hanumanMountain, hanumanSunrise } from './hanuman.ts';
import { ramaAyodhya, ramaBow, ramaBridge } from './rama.ts';
import { shivaKailash, shivaNandi, shivaTrishul } from './shiva.ts';
import { durgaLion, durgaNight, durgaNineDiyas } from './durga.ts';
import { kaliAurora, kaliStarry, kaliViolet } from './kali.ts';
import { narasimhaGuardian, narasimhaLotus, narasimhaPillar } from './narasimha.ts';
import { chamundaMist, chamundaMother, chamundaSteps } from './chamunda.ts';
import { heroTall, heroWide } from './hero.ts';
import { trailerPoster } from './trailer.ts';

export type Scene = (ctx: Ctx) => string;

/** story-01 .. story-27, three per deity in the fixed catalogue order. */
export const storyScenes: Scene[] = [
  krishnaYamuna,
  krishnaButter,
  krishnaMoonlight,
  ganeshLotusDawn,
  ganeshScribe,
  ganeshFestival,
  hanumanSunrise,
  hanumanMountain,
  hanumanDusk,
  ramaAyodhya,
  ramaBridge,
  ramaBow,
  shivaKailash,
  shivaTrishul,
  shivaNandi,
  durgaLion,
  durgaNineDiyas,
  durgaNight,
  kaliStarry,
  kaliAurora,
  kaliViolet,
  narasimhaPillar,
  narasimhaGuardian,
  narasimhaLotus,
  chamundaSteps,
  chamundaMother,
  chamundaMist,
];

export interface SceneDef {
  draw: Scene;
  /** Design box the scene is drawn in. */
  w: number;
  h: number;
}

export const scenes: Record<string, SceneDef> = {};
storyScenes.forEach((draw, i) => {
  scenes[`story-${String(i + 1).padStart(2, '0')}`] = { draw, w: 640, h: 360 };
});

scenes['hero-1'] = { draw: heroWide, w: 1280, h: 720 };
scenes['hero-1-mobile'] = { draw: heroTall, w: 540, h: 960 };
scenes['trailer-poster'] = { draw: trailerPoster, w: 1280, h: 720 };

export function registerScene(id: string, def: SceneDef): void {
  scenes[id] = def;
}

/** Draw a scene at phase t into a width x height raster (the rng is reseeded so only motion changes). */
export function drawFrame(id: string, t: number, width: number, height: number): string {
  const scene = scenes[id];
  if (!scene) throw new Error(`unknown scene ${id}`);
  const defs = new Defs();
  const body = scene.draw({ defs, t, rng: createRng(id) });
  return svgDoc(width, height, scene.w, scene.h, defs, body);
}
