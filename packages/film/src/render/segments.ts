/**
 * Segments: a shot (or the scene behind the title or credits) drawn frame by frame and encoded with a
 * profile, kept in the cache because it is the same in every child's film; and personal segments,
 * made by laying the child's overlay (name, portrait, watermark) over a cached one and encoding again
 * with the same profile, so all of them join without re-encoding.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { svgToRaw } from '../art/raster.ts';
import { drawSceneFrame } from '../shots/frame.ts';
import type { SegmentCache } from './cache.ts';
import { runFfmpeg } from './ffmpeg.ts';
import { type Profile, x264Args } from './profiles.ts';
import type { Segment } from './timeline.ts';
import { ENGINE_VERSION } from './version.ts';

export interface SegmentFiles {
  master: string;
  share?: string;
}

/** The cache key of a shared segment: the story, its version, what the segment draws, profile, engine. */
export function segmentKey(story: number, version: number, segment: Segment, profile: Profile): string {
  const spec = createHash('sha256')
    .update(JSON.stringify([segment.id, segment.seconds, segment.spec]))
    .digest('hex');
  return `story-${story}-v${version}-${segment.id}-${spec.slice(0, 12)}-${profile.name}-e${ENGINE_VERSION}`;
}

/** Frames `from` (inclusive) to `to` (exclusive) of a segment as raw RGB, drawn two at a time (librsvg is single-threaded per image). */
async function* drawnFrames(
  segment: Segment,
  seed: string,
  profile: Profile,
  from: number,
  to: number,
  onFrame?: () => void,
): AsyncGenerator<Buffer> {
  const { width, height } = profile.video;
  const draw = (k: number) =>
    svgToRaw(
      drawSceneFrame(
        segment.spec,
        seed,
        (k * profile.drawEvery) / profile.fps,
        segment.seconds,
        width,
        height,
      ),
    );
  let ahead = [draw(from), from + 1 < to ? draw(from + 1) : undefined];
  for (let k = from; k < to; k += 2) {
    const batch = ahead;
    ahead = [k + 2 < to ? draw(k + 2) : undefined, k + 3 < to ? draw(k + 3) : undefined];
    for (const frame of batch) {
      if (!frame) continue;
      yield await frame;
      onFrame?.();
    }
  }
}

/** How many pictures a segment draws with a profile. */
export function drawnCount(segment: Segment, profile: Profile): number {
  return Math.round((segment.seconds * profile.fps) / profile.drawEvery);
}

/**
 * Where a shot with the portrait is cut in two: at the drawn picture where the portrait enters (it
 * stays to the shot's end). What comes before is the same for every child and is joined as it was
 * cached; only the rest is encoded again with the portrait on it. 0: not cut (no portrait, or it
 * enters within the first second, where a cut saves too little to be worth a piece of its own).
 */
export function portraitCut(segment: Segment, profile: Profile): number {
  if (!segment.portrait) return 0;
  const rate = profile.fps / profile.drawEvery;
  const frames = Math.floor(segment.portrait.start * rate + 1e-9);
  return frames >= rate && frames < drawnCount(segment, profile) ? frames : 0;
}

/** A run of a segment's drawn pictures encoded as one file: from `from` seconds into it, `seconds` long. */
export interface Piece {
  from: number;
  seconds: number;
  files: SegmentFiles;
}

/**
 * Where one encode goes: the master and, when the profile has one, the WhatsApp copy, from the same
 * frames. `source` is a filter chain ending in `,` (or empty) that yields yuv420p frames; `perFrame`
 * (e.g. `fps=24,`) runs after the split, so colour conversion and scaling happen once per drawn frame,
 * not once per held frame.
 */
function outputs(
  profile: Profile,
  master: string,
  share: string | undefined,
  source: string,
  perFrame = '',
): string[] {
  const filters = profile.share
    ? `${source}split=2[a][b];[a]${perFrame}null[m];[b]scale=${profile.share.width}:${profile.share.height}:flags=bicubic,${perFrame}null[s]`
    : `${source}${perFrame}null[m]`;
  const args = ['-filter_complex', filters, '-map', '[m]', ...x264Args(profile, profile.video), master];
  if (profile.share && share) args.push('-map', '[s]', ...x264Args(profile, profile.share), share);
  return args;
}

/**
 * A shared segment from the cache, or drawn, encoded and put in the cache: one piece, or two when
 * the portrait enters later in the shot (`portraitCut`).
 */
export async function sharedSegment(
  story: number,
  version: number,
  segment: Segment,
  profile: Profile,
  cache: SegmentCache,
  workDir: string,
  onFrame?: () => void,
): Promise<{ pieces: Piece[]; cached: boolean }> {
  const key = segmentKey(story, version, segment, profile);
  const count = drawnCount(segment, profile);
  const cut = portraitCut(segment, profile);
  const rate = profile.fps / profile.drawEvery;
  const runs = cut
    ? [[0, cut, `${key}-a`] as const, [cut, count, `${key}-b`] as const]
    : [[0, count, key] as const];
  const found: Piece[] = [];
  for (const [from, to, name] of runs) {
    const master = await cache.get(`${name}.mp4`);
    const share = profile.share ? await cache.get(`${name}-share.mp4`) : undefined;
    if (!master || (profile.share && !share)) break;
    found.push({ from: from / rate, seconds: (to - from) / rate, files: { master, share } });
  }
  if (found.length === runs.length) return { pieces: found, cached: true };
  const { width, height } = profile.video;
  const pieces: Piece[] = [];
  for (const [from, to, name] of runs) {
    const masterOut = join(workDir, `${name}.mp4`);
    const shareOut = profile.share ? join(workDir, `${name}-share.mp4`) : undefined;
    await runFfmpeg(
      [
        ...[
          '-f',
          'rawvideo',
          '-pix_fmt',
          'rgb24',
          '-s',
          `${width}x${height}`,
          '-framerate',
          String(rate),
          '-i',
          '-',
        ],
        ...outputs(profile, masterOut, shareOut, '[0:v]format=yuv420p,', `fps=${profile.fps},`),
      ],
      `drawing shot '${segment.id}'`,
      drawnFrames(segment, `story-${story}:${segment.id}`, profile, from, to, onFrame),
    );
    pieces.push({
      from: from / rate,
      seconds: (to - from) / rate,
      files: {
        master: await cache.put(`${name}.mp4`, masterOut),
        share: shareOut ? await cache.put(`${name}-share.mp4`, shareOut) : undefined,
      },
    });
  }
  return { pieces, cached: false };
}

/** A still picture laid over the whole segment, fading in at `fadeIn` seconds (title, credits, watermark). */
export interface StillOverlay {
  png: Buffer;
  fadeIn?: { start: number; seconds: number };
}

/** Moving overlay frames (the portrait) in a box of the frame, one per drawn frame. */
export interface MovingOverlay {
  x: number;
  y: number;
  width: number;
  height: number;
  frames: AsyncIterable<Buffer>;
}

/** A personal segment (or piece of one): overlays over a shared one, encoded again with the same profile. */
export async function personalSegment(
  base: SegmentFiles,
  segment: Pick<Segment, 'id' | 'seconds'>,
  profile: Profile,
  overlays: { stills: StillOverlay[]; moving?: MovingOverlay },
  out: { master: string; share?: string },
  workDir: string,
  /** The whole picture fading from black at its start and to black at its end (seconds), e.g. a gift's card. */
  fade: { in?: number; out?: number } = {},
): Promise<SegmentFiles> {
  const inputs = ['-i', base.master];
  const chains: string[] = [];
  let last = '[0:v]';
  let n = 1;
  let pipe: AsyncIterable<Buffer> | undefined;
  if (overlays.moving) {
    const m = overlays.moving;
    const rate = profile.fps / profile.drawEvery;
    inputs.push(
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      `${m.width}x${m.height}`,
      '-framerate',
      String(rate),
      '-i',
      '-',
    );
    chains.push(
      `[${n}:v]fps=${profile.fps}[o${n}]`,
      `${last}[o${n}]overlay=x=${m.x}:y=${m.y}:format=auto:eof_action=pass[l${n}]`,
    );
    last = `[l${n}]`;
    pipe = m.frames;
    n++;
  }
  for (const [index, still] of overlays.stills.entries()) {
    const file = join(workDir, `${segment.id}-overlay-${index}.png`);
    await sharp(still.png).png().toFile(file);
    inputs.push(
      '-loop',
      '1',
      '-framerate',
      String(profile.fps),
      '-t',
      segment.seconds.toFixed(3),
      '-i',
      file,
    );
    const fade = still.fadeIn ? `,fade=t=in:st=${still.fadeIn.start}:d=${still.fadeIn.seconds}:alpha=1` : '';
    chains.push(
      `[${n}:v]format=rgba${fade}[o${n}]`,
      `${last}[o${n}]overlay=0:0:format=auto:eof_action=pass[l${n}]`,
    );
    last = `[l${n}]`;
    n++;
  }
  const fades = [
    fade.in ? `fade=t=in:st=0:d=${fade.in}` : '',
    fade.out ? `fade=t=out:st=${(segment.seconds - fade.out).toFixed(3)}:d=${fade.out}` : '',
  ]
    .filter(Boolean)
    .map((filter) => `${filter},`)
    .join('');
  const graph = `${chains.join(';')};${last}${fades}format=yuv420p,`;
  await runFfmpeg(
    [...inputs, ...outputs(profile, out.master, profile.share ? out.share : undefined, graph)],
    `laying the child's overlay on '${segment.id}'`,
    pipe,
  );
  return { master: out.master, share: profile.share ? out.share : undefined };
}
