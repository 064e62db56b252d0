/** Every scene the website media draws, by id: the 27 story scenes (from @shop/film), the hero and the trailer poster. */
import { drawScene, storySceneId, storyScenes, type SceneDef } from '@shop/film/art/scenes/index';
import { heroTall, heroWide } from './scenes/hero.ts';
import { trailerPoster } from './scenes/trailer.ts';

const scenes: Record<string, SceneDef> = {};
storyScenes.forEach((draw, i) => {
  scenes[storySceneId(i)] = { draw, w: 640, h: 360 };
});

scenes['hero-1'] = { draw: heroWide, w: 1280, h: 720 };
scenes['hero-1-mobile'] = { draw: heroTall, w: 540, h: 960 };
scenes['trailer-poster'] = { draw: trailerPoster, w: 1280, h: 720 };

/** Draw a scene at phase t into a width x height raster; the scene's id seeds its drawing. */
export function drawFrame(id: string, t: number, width: number, height: number): string {
  const scene = scenes[id];
  if (!scene) throw new Error(`unknown scene ${id}`);
  return drawScene(scene, id, t, width, height);
}
