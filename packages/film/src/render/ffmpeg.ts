/**
 * Which ffmpeg runs, and running it. One resolver for the film renderer and the website's media
 * generator: FFMPEG_PATH when set, else the system's `ffmpeg` on PATH (Debian's has libx264), else the
 * binary shipped inside the npm package @ffmpeg-installer/ffmpeg (a static build; nothing is
 * downloaded). docs/decisions/071-film-renderer-ffmpeg-espeak-segments.md says why.
 */
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { RenderError } from './errors.ts';

export interface Ffmpeg {
  path: string;
  source: 'FFMPEG_PATH' | 'system' | 'npm';
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

let resolved: Ffmpeg | undefined;

export function resolveFfmpeg(env: NodeJS.ProcessEnv = process.env): Ffmpeg {
  if (env === process.env && resolved) return resolved;
  let found: Ffmpeg | undefined;
  if (env.FFMPEG_PATH) {
    if (!executable(env.FFMPEG_PATH))
      throw new RenderError(
        'ffmpeg-missing',
        `FFMPEG_PATH is ${env.FFMPEG_PATH}, but no ffmpeg can be run there.`,
      );
    found = { path: env.FFMPEG_PATH, source: 'FFMPEG_PATH' };
  }
  const onPath = (env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'ffmpeg'));
  found ??= onPath.filter(executable).map((path): Ffmpeg => ({ path, source: 'system' }))[0];
  if (!found) {
    try {
      const path = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;
      if (executable(path)) found = { path, source: 'npm' };
    } catch {
      // no binary for this platform in the npm package
    }
  }
  if (!found)
    throw new RenderError(
      'ffmpeg-missing',
      'ffmpeg is missing: install it (apt-get install ffmpeg) or set FFMPEG_PATH to an ffmpeg binary.',
    );
  if (env === process.env) resolved = found;
  return found;
}

/**
 * Output options that keep two runs' files byte for byte the same: no metadata, no encoder version
 * strings, no creation times.
 */
export const BITEXACT = [
  '-map_metadata',
  '-1',
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
];

/** Arguments every run starts with: quiet, and no metadata that would differ between two runs. */
const QUIET = ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'];

/**
 * Run ffmpeg; `frames` (if given) is written to its stdin with back-pressure. Rejects with a
 * RenderError naming `what` and ffmpeg's last words.
 */
export function runFfmpeg(args: string[], what: string, frames?: AsyncIterable<Buffer>): Promise<Buffer> {
  const { path } = resolveFfmpeg();
  return new Promise((resolve, reject) => {
    const child = spawn(path, [...QUIET.filter((a) => a !== '-nostdin' || !frames), ...args], {
      stdio: [frames ? 'pipe' : 'ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout?.on('data', (d: Buffer) => out.push(d));
    child.stderr?.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-4000)));
    child.on('error', (cause) =>
      reject(new RenderError('ffmpeg-failed', `ffmpeg could not start for ${what}.`, { cause })),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(
            new RenderError(
              'ffmpeg-failed',
              `ffmpeg failed while ${what}: ${err.trim().split('\n').slice(-3).join(' ')}`,
            ),
          ),
    );
    if (frames && child.stdin) {
      const sink = child.stdin;
      sink.on('error', () => undefined); // ffmpeg exiting early is reported by 'close'
      (async () => {
        for await (const chunk of frames) {
          if (!sink.write(chunk)) await new Promise((r) => sink.once('drain', r));
        }
        sink.end();
      })().catch((cause: unknown) => {
        child.kill('SIGKILL');
        reject(
          cause instanceof RenderError
            ? cause
            : new RenderError('ffmpeg-failed', `drawing frames for ${what} failed`, { cause }),
        );
      });
    }
  });
}

/** Run ffmpeg for what it reports (a filter's measurement) on stderr; rejects as runFfmpeg does. */
export function runFfmpegStderr(args: string[], what: string): Promise<string> {
  const { path } = resolveFfmpeg();
  return new Promise((resolve, reject) => {
    const child = spawn(path, ['-hide_banner', '-nostdin', ...args], { stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('error', (cause) =>
      reject(new RenderError('ffmpeg-failed', `ffmpeg could not start for ${what}.`, { cause })),
    );
    child.on('close', (code) =>
      code === 0
        ? resolve(err)
        : reject(new RenderError('ffmpeg-failed', `ffmpeg failed ${what}: ${err.slice(-300)}`)),
    );
  });
}
