/**
 * Frames (SVG per frame) -> a lossless temporary clip -> H.264 MP4 outputs that fit their budgets.
 * Frame i is drawn at loop phase t = i / frames, so the clip wraps seamlessly: the frame after the
 * last one is the first one again.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { record, tmpRoot } from './output.ts';
import { svgToRaw } from '@shop/film/art/raster';
import { BITEXACT, resolveFfmpeg } from '@shop/film/render/ffmpeg';

export const FPS = 24;
const THREADS = process.env.MEDIA_THREADS ?? '2';

function run(args: string[], stdin?: AsyncIterable<Buffer>): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn(resolveFfmpeg().path, args, { stdio: [stdin ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let err = '';
    p.stderr?.on('data', (d: Buffer) => (err += d.toString()));
    p.on('error', reject);
    p.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}: ${err.slice(-2000)}`)),
    );
    if (stdin && p.stdin) {
      const sink = p.stdin;
      (async () => {
        for await (const chunk of stdin) {
          if (!sink.write(chunk)) await new Promise((r) => sink.once('drain', r));
        }
        sink.end();
      })().catch(reject);
    }
  });
}

export interface VideoOutput {
  path: string;
  width: number;
  height: number;
  maxBytes: number;
  /** Starting CRF; raised by 2 until the file fits. */
  crf?: number;
}

export interface VideoJob {
  name: string;
  width: number;
  height: number;
  seconds: number;
  frame: (t: number, width: number, height: number) => string;
  outputs: VideoOutput[];
}

async function* frames(job: VideoJob, count: number): AsyncGenerator<Buffer> {
  // Render two frames at a time: sharp/librsvg is single-threaded per image.
  for (let i = 0; i < count; i += 2) {
    const batch = [i, i + 1]
      .filter((k) => k < count)
      .map((k) => svgToRaw(job.frame(k / count, job.width, job.height)));
    for (const buf of await Promise.all(batch)) yield buf;
  }
}

export async function renderVideo(job: VideoJob): Promise<void> {
  mkdirSync(tmpRoot, { recursive: true });
  const master = join(tmpRoot, `${job.name}.mkv`);
  const count = Math.round(job.seconds * FPS);
  await run(
    [
      ...['-y', '-hide_banner', '-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgb24'],
      ...['-s', `${job.width}x${job.height}`, '-r', String(FPS), '-i', '-'],
      ...['-c:v', 'libx264rgb', '-preset', 'ultrafast', '-crf', '0', '-threads', THREADS, master],
    ],
    frames(job, count),
  );
  try {
    for (const out of job.outputs) await encode(master, out, count);
  } finally {
    rmSync(master, { force: true });
  }
}

async function encode(master: string, out: VideoOutput, count: number): Promise<void> {
  for (let crf = out.crf ?? 24; crf <= 44; crf += 2) {
    await run([
      ...['-y', '-hide_banner', '-loglevel', 'error', '-i', master],
      ...['-vf', `scale=${out.width}:${out.height}:flags=lanczos,format=yuv420p`],
      ...['-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', String(crf)],
      ...['-profile:v', 'high', '-g', String(count), '-threads', THREADS, '-an'],
      ...[...BITEXACT, '-movflags', '+faststart', out.path],
    ]);
    if (statSync(out.path).size <= out.maxBytes) {
      record(out.path, out.maxBytes);
      return;
    }
  }
  throw new Error(`${out.path}: cannot fit in ${out.maxBytes} bytes`);
}
