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

/** Frames of a segment as raw RGB, drawn two at a time (librsvg is single-threaded per image). */
async function* drawnFrames(
  segment: Segment,
  seed: string,
  profile: Profile,
  onFrame?: () => void,
): AsyncGenerator<Buffer> {
  const count = Math.round((segment.seconds * profile.fps) / profile.drawEvery);
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
  let ahead = [draw(0), count > 1 ? draw(1) : undefined];
  for (let k = 0; k < count; k += 2) {
    const batch = ahead;
    ahead = [k + 2 < count ? draw(k + 2) : undefined, k + 3 < count ? draw(k + 3) : undefined];
    for (const frame of batch) {
      if (!frame) continue;
      yield await frame;
      onFrame?.();
    }
  }
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

/** A shared segment from the cache, or drawn, encoded and put in the cache. */
export async function sharedSegment(
  story: number,
  version: number,
  segment: Segment,
  profile: Profile,
  cache: SegmentCache,
  workDir: string,
  onFrame?: () => void,
): Promise<SegmentFiles & { cached: boolean }> {
  const key = segmentKey(story, version, segment, profile);
  const master = await cache.get(`${key}.mp4`);
  const share = profile.share ? await cache.get(`${key}-share.mp4`) : undefined;
  if (master && (share || !profile.share)) return { master, share, cached: true };
  const masterOut = join(workDir, `${key}.mp4`);
  const shareOut = profile.share ? join(workDir, `${key}-share.mp4`) : undefined;
  const { width, height } = profile.video;
  const drawRate = profile.fps / profile.drawEvery;
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
        String(drawRate),
        '-i',
        '-',
      ],
      ...outputs(profile, masterOut, shareOut, '[0:v]format=yuv420p,', `fps=${profile.fps},`),
    ],
    `drawing shot '${segment.id}'`,
    drawnFrames(segment, `story-${story}:${segment.id}`, profile, onFrame),
  );
  return {
    master: await cache.put(`${key}.mp4`, masterOut),
    share: shareOut ? await cache.put(`${key}-share.mp4`, shareOut) : undefined,
    cached: false,
  };
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

/** A personal segment: overlays over a shared one, encoded again with the same profile. */
export async function personalSegment(
  base: SegmentFiles,
  segment: Segment,
  profile: Profile,
  overlays: { stills: StillOverlay[]; moving?: MovingOverlay },
  out: { master: string; share?: string },
  workDir: string,
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
  const graph = `${chains.join(';')};${last}format=yuv420p,`;
  await runFfmpeg(
    [...inputs, ...outputs(profile, out.master, profile.share ? out.share : undefined, graph)],
    `laying the child's overlay on '${segment.id}'`,
    pipe,
  );
  return { master: out.master, share: profile.share ? out.share : undefined };
}
