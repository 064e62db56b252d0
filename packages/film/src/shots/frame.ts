/**
 * One frame of a shot (or of the scene behind the title card or the credits) as an SVG document:
 * the backdrop's layers and the actors, sorted by depth, each layer under the camera with its own
 * parallax, then the light in front (fireflies, the vignette).
 */
import type { Actor, Backdrop, Camera, Portrait } from '@shop/content/storyboards/schema';
import { SCENE_HEIGHT, SCENE_WIDTH } from '@shop/content/storyboards/schema';
import { createRng } from '../art/prng.ts';
import { Defs, cheapOpacity, g, svgDoc } from '../art/svg.ts';
import { ACTOR_PAINTERS, pivotOf } from './actors.ts';
import { BACKDROP_PAINTERS, type Layer } from './backdrops.ts';
import { LIGHT } from './light.ts';
import { framingAt, layerTransform, placementAt, toScreen } from './motion.ts';

/** The art's own little motions (flames, scarves, water) repeat every 4 s, as in the website's loops. */
export const ART_LOOP_SECONDS = 4;

/** What a frame is drawn from: a shot, or the scene behind the title card or the credits. */
export interface SceneSpec {
  backdrop: Backdrop;
  camera: Camera;
  actors: readonly Actor[];
}

const r2 = (v: number) => Math.round(v * 100) / 100;

/**
 * The frame `time` seconds into a scene lasting `duration` seconds, rasterised at width x height.
 * `seed` makes the random parts of the art (where stars are, cloud shapes) the same on every frame.
 */
export function drawSceneFrame(
  spec: SceneSpec,
  seed: string,
  time: number,
  duration: number,
  width: number,
  height: number,
): string {
  const defs = new Defs();
  const t = time / ART_LOOP_SECONDS;
  const light = LIGHT[spec.backdrop.light];
  const layers: Layer[] = BACKDROP_PAINTERS[spec.backdrop.name](
    { defs, t, rng: createRng(`${seed}:backdrop`) },
    light,
  );
  const back = layers.filter((layer) => !layer.front);
  const front = layers.filter((layer) => layer.front);
  spec.actors.forEach((actor, index) => {
    const at = placementAt(actor, time, duration);
    if (at.opacity <= 0.001) return;
    const [px, py] = pivotOf(actor);
    const flip = actor.flip ? ' scale(-1 1)' : '';
    const turn = at.rotate ? ` rotate(${r2(at.rotate)} ${px} ${py})` : '';
    const body = ACTOR_PAINTERS[actor.actor](
      { defs, t, rng: createRng(`${seed}:actor:${index}`) },
      actor,
      light,
    );
    back.push({
      depth: actor.depth,
      svg: g(
        {
          transform: `translate(${r2(at.x)} ${r2(at.y)}) scale(${r2(at.scale)})${flip}${turn}`,
          opacity: at.opacity < 0.999 ? r2(at.opacity) : undefined,
        },
        body,
      ),
    });
  });
  // Stable sort: the backdrop's layers come before actors of the same depth.
  const ordered = [...back.map((layer, order) => ({ layer, order }))]
    .sort((a, b) => a.layer.depth - b.layer.depth || a.order - b.order)
    .map(({ layer }) => layer);
  const view = framingAt(spec.camera, time, duration);
  const body = [...ordered, ...front]
    .map((layer) => {
      const transform = layerTransform(view, layer.depth);
      return transform ? g({ transform }, layer.svg) : layer.svg;
    })
    .join('');
  return svgDoc(width, height, SCENE_WIDTH, SCENE_HEIGHT, defs, cheapOpacity(body));
}

export interface PortraitPlacement {
  /** Centre in the 640 x 360 frame. */
  x: number;
  y: number;
  /** Diameter in frame units (the portrait's size times the camera's zoom at its depth). */
  size: number;
}

/** Where the portrait medallion stands on screen at a moment of its shot (before its entrance effect). */
export function portraitAt(
  portrait: Portrait,
  spec: SceneSpec,
  time: number,
  duration: number,
): PortraitPlacement {
  let [x, y] = portrait.at ?? [0, 0];
  let depth = portrait.depth;
  if (portrait.on) {
    const actor = spec.actors.find((candidate) => candidate.id === portrait.on);
    if (actor) {
      const at = placementAt(actor, time, duration);
      x += at.x;
      y += at.y;
      depth = actor.depth;
    }
  }
  const view = framingAt(spec.camera, time, duration);
  const [sx, sy, zoom] = toScreen(view, depth, x, y);
  return { x: sx, y: sy, size: portrait.size * zoom };
}
