/**
 * Time in a shot: easing, the camera's framing at a moment, and where an actor is, how big, turned
 * and visible at a moment. Everything is a pure function of the time, so any frame can be drawn alone
 * (in any order, on any core) and the same time always gives the same picture.
 */
import type { Actor, Camera, EASINGS, Framing, Motion } from '@shop/content/storyboards/schema';
import { WIDE } from '@shop/content/storyboards/schema';

export type Easing = (typeof EASINGS)[number];

export function ease(kind: Easing, u: number): number {
  const x = Math.min(1, Math.max(0, u));
  if (kind === 'linear') return x;
  if (kind === 'in') return x * x * x;
  if (kind === 'out') return 1 - (1 - x) ** 3;
  return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2;
}

/** Progress in [0, 1] between two times. */
function progress(time: number, start: number, end: number): number {
  return end <= start ? (time >= start ? 1 : 0) : (time - start) / (end - start);
}

/** The camera's framing `time` seconds into a shot of `duration` seconds; zoom changes evenly to the eye. */
export function framingAt(camera: Camera, time: number, duration: number): Framing {
  const from = camera.from;
  const to = camera.to ?? from;
  const k = ease(camera.ease, duration > 0 ? time / duration : 0);
  return {
    x: from.x + (to.x - from.x) * k,
    y: from.y + (to.y - from.y) * k,
    zoom: from.zoom * (to.zoom / from.zoom) ** k,
  };
}

/** The SVG transform that puts a layer of this depth under the camera (1 = the actors' ground). */
export function layerTransform(view: Framing, depth: number): string {
  const zoom = 1 + (view.zoom - 1) * depth;
  const cx = WIDE.x + (view.x - WIDE.x) * depth;
  const cy = WIDE.y + (view.y - WIDE.y) * depth;
  if (zoom === 1 && cx === WIDE.x && cy === WIDE.y) return '';
  const r = (v: number) => Math.round(v * 1000) / 1000;
  return `translate(${WIDE.x} ${WIDE.y}) scale(${r(zoom)}) translate(${r(-cx)} ${r(-cy)})`;
}

/** Where a scene point of this depth lands in the 640 x 360 frame. */
export function toScreen(view: Framing, depth: number, x: number, y: number): [number, number, number] {
  const zoom = 1 + (view.zoom - 1) * depth;
  const cx = WIDE.x + (view.x - WIDE.x) * depth;
  const cy = WIDE.y + (view.y - WIDE.y) * depth;
  return [WIDE.x + (x - cx) * zoom, WIDE.y + (y - cy) * zoom, zoom];
}

export interface Placement {
  x: number;
  y: number;
  rotate: number;
  scale: number;
  opacity: number;
}

/** Catmull-Rom through the points, by progress u over the whole path. */
function along(points: readonly (readonly [number, number])[], u: number): [number, number] {
  if (points.length === 1) return [points[0]?.[0] ?? 0, points[0]?.[1] ?? 0];
  const segments = points.length - 1;
  const s = Math.min(segments - 1e-9, Math.max(0, u * segments));
  const i = Math.floor(s);
  const f = s - i;
  const p = (k: number) => points[Math.min(segments, Math.max(0, k))] ?? [0, 0];
  const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
  const cr = (a: number, b: number, c: number, d: number) =>
    0.5 * (2 * b + (-a + c) * f + (2 * a - 5 * b + 4 * c - d) * f * f + (-a + 3 * b - 3 * c + d) * f * f * f);
  return [cr(p0[0], p1[0], p2[0], p3[0]), cr(p0[1], p1[1], p2[1], p3[1])];
}

const wave = (time: number, every: number) => Math.sin((2 * Math.PI * time) / every);

function apply(
  m: Motion,
  at: Placement,
  time: number,
  duration: number,
  origin: readonly [number, number],
): void {
  const start = m.start ?? 0;
  const easing: Easing = m.ease ?? 'in-out';
  switch (m.kind) {
    case 'bob':
      at.y -= (m.amount ?? 4) * wave(time, m.every ?? 2);
      return;
    case 'sway':
      at.rotate += (m.amount ?? 4) * wave(time, m.every ?? 3);
      return;
    case 'pulse':
      at.scale *= 1 + (m.amount ?? 0.06) * wave(time, m.every ?? 1.5);
      return;
    case 'flicker':
      at.opacity *= 1 - (m.amount ?? 0.25) * (0.5 + 0.5 * Math.sin(time * 17.3) * Math.sin(time * 7.1));
      return;
    case 'spin':
      at.rotate += (m.amount ?? 30) * time;
      return;
    case 'hop':
      at.y -= (m.amount ?? 10) * Math.abs(Math.sin((Math.PI * time) / (m.every ?? 0.8)));
      return;
    case 'orbit': {
      const r = m.amount ?? 20;
      const a = (2 * Math.PI * time) / (m.every ?? 4);
      at.x += r * Math.cos(a) - r;
      at.y += r * 0.6 * Math.sin(a);
      return;
    }
    case 'move': {
      const k = ease(easing, progress(time, start, m.end ?? duration));
      const [x, y] = along([origin, ...(m.via ?? []), m.to ?? origin], k);
      at.x += x - origin[0];
      at.y += y - origin[1];
      return;
    }
    case 'grow': {
      const from = m.from ?? 0.2;
      at.scale *= from + (1 - from) * ease(easing, progress(time, start, m.end ?? start + 1.2));
      return;
    }
    case 'turn':
      at.rotate += (m.amount ?? 90) * ease(easing, progress(time, start, m.end ?? duration));
      return;
    case 'appear':
      at.opacity *= ease('out', progress(time, start, m.end ?? start + 0.6));
      return;
    case 'leave':
      at.opacity *= 1 - ease('in', progress(time, start, m.end ?? start + 0.6));
      return;
  }
}

/** Where the actor is, `time` seconds into a shot of `duration` seconds. */
export function placementAt(actor: Actor, time: number, duration: number): Placement {
  const at: Placement = {
    x: actor.at[0],
    y: actor.at[1],
    rotate: actor.rotate,
    scale: actor.scale,
    opacity: actor.opacity,
  };
  for (const m of actor.motion) apply(m, at, time, duration, actor.at);
  return at;
}
