/**
 * Encoding profiles. Every segment of a film (title, shots, credits) is encoded with one profile, so
 * the segments join with ffmpeg's concat demuxer without re-encoding. Each profile also names the
 * small copy sent by WhatsApp (under 16 MB for the longest film), encoded from the same frames.
 */
import { BITEXACT } from './ffmpeg.ts';

export interface VideoSettings {
  width: number;
  height: number;
  crf: number;
  /** A cap for the size-limited copy (kbit/s), enforced by the encoder's buffer. */
  maxrateK?: number;
}

export interface Profile {
  name: 'master' | 'preview' | 'test';
  fps: number;
  /** Draw every n-th frame and hold it (2 = "on twos", the usual pace of drawn animation). */
  drawEvery: 1 | 2;
  video: VideoSettings;
  /** The WhatsApp copy: encoded alongside, from the same frames. */
  share?: VideoSettings;
  audioBitrateK: number;
}

export const PROFILES: Record<Profile['name'], Profile> = {
  master: {
    name: 'master',
    fps: 24,
    drawEvery: 2,
    video: { width: 1920, height: 1080, crf: 20 },
    share: { width: 854, height: 480, crf: 26, maxrateK: 340 },
    audioBitrateK: 128,
  },
  preview: {
    name: 'preview',
    fps: 24,
    drawEvery: 2,
    video: { width: 1280, height: 720, crf: 24 },
    audioBitrateK: 96,
  },
  test: {
    name: 'test',
    fps: 12,
    drawEvery: 1,
    video: { width: 320, height: 180, crf: 30 },
    share: { width: 256, height: 144, crf: 32, maxrateK: 120 },
    audioBitrateK: 64,
  },
};

/** x264 settings shared by every segment: fixed so the same frames always give the same bytes. */
export function x264Args(profile: Profile, v: VideoSettings): string[] {
  const gop = profile.fps * 2;
  const args = [
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'animation', '-crf', String(v.crf)],
    ...['-pix_fmt', 'yuv420p', '-profile:v', 'high', '-g', String(gop), '-keyint_min', String(profile.fps)],
    ...['-sc_threshold', '0', '-threads', '2', '-r', String(profile.fps)],
  ];
  if (v.maxrateK) args.push('-maxrate', `${v.maxrateK}k`, '-bufsize', `${v.maxrateK * 2}k`);
  return [...args, '-an', ...BITEXACT];
}
