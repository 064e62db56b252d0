/** The 27 story scenes in catalogue order, and the helper that turns a scene + loop phase into an SVG document. */
import { createRng } from '../prng.ts';
import { Defs, svgDoc, type Ctx } from '../svg.ts';
import { krishnaButter, krishnaMoonlight, krishnaYamuna } from './krishna.ts';
import { ganeshFestival, ganeshLotusDawn, ganeshScribe } from './ganesh.ts';
import { hanumanDusk, hanumanMountain, hanumanSunrise } from './hanuman.ts';
import { ramaAyodhya, ramaBow, ramaBridge } from './rama.ts';
import { shivaKailash, shivaNandi, shivaTrishul } from './shiva.ts';
import { durgaLion, durgaNight, durgaNineDiyas } from './durga.ts';
import { kaliAurora, kaliStarry, kaliViolet } from './kali.ts';
import { narasimhaGuardian, narasimhaLotus, narasimhaPillar } from './narasimha.ts';
import { chamundaMist, chamundaMother, chamundaSteps } from './chamunda.ts';

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

/** A story's scene id, `story-01` .. `story-27`: the seed of its drawing and the name of its media. */
export function storySceneId(index: number): string {
  return `story-${String(index + 1).padStart(2, '0')}`;
}

/** Draw a scene at phase t into a width x height raster (the rng is reseeded so only motion changes). */
export function drawScene(scene: SceneDef, seed: string, t: number, width: number, height: number): string {
  const defs = new Defs();
  const body = scene.draw({ defs, t, rng: createRng(seed) });
  return svgDoc(width, height, scene.w, scene.h, defs, body);
}
