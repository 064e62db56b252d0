import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { wavInfo } from '../speech/speech.ts';
import { resolveFfmpeg } from './ffmpeg.ts';
import { prepareStudioTake, TAKE_LUFS } from './studio-take.ts';

const dir = mkdtempSync(join(tmpdir(), 'studio-take-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An exported take: `lead` s of silence, then `seconds` of a quiet 300 Hz tone, then silence again. */
function take(format: 'mp3' | 'ogg' | 'm4a' | 'wav', seconds: number, lead = 0.8, volume = 0.05): Buffer {
  const file = join(dir, `take-${seconds}-${lead}-${volume}.${format}`);
  const codec = { mp3: 'libmp3lame', ogg: 'libopus', m4a: 'aac', wav: 'pcm_s24le' }[format];
  execFileSync(resolveFfmpeg().path, [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `anullsrc=r=48000:cl=stereo:d=${lead}`],
    ...[
      '-f',
      'lavfi',
      '-i',
      `sine=f=300:r=48000:d=${seconds},volume=${volume},aformat=channel_layouts=stereo`,
    ],
    ...['-f', 'lavfi', '-i', `anullsrc=r=48000:cl=stereo:d=${lead}`],
    ...['-filter_complex', '[0][1][2]concat=n=3:v=0:a=1', '-c:a', codec, file],
  ]);
  return readFileSync(file);
}

function loudness(wav: Buffer): number {
  const file = join(dir, 'measured.wav');
  writeFileSync(file, wav);
  // ebur128 prints its summary (the integrated loudness last) on stderr.
  const { stderr } = spawnSync(
    resolveFfmpeg().path,
    ['-hide_banner', '-nostdin', '-i', file, '-af', 'ebur128', '-f', 'null', '-'],
    { encoding: 'utf8' },
  );
  return Number([...stderr.matchAll(/I:\s+(-?[\d.]+) LUFS/g)].at(-1)?.[1]);
}

describe('a studio take made ready for the films', { timeout: 60_000 }, () => {
  it('trims the silence at its ends and levels it to the voice’s loudness, as mono 44.1 kHz WAV', async () => {
    for (const format of ['mp3', 'ogg', 'm4a', 'wav'] as const) {
      const ready = await prepareStudioTake(take(format, 2));
      const info = wavInfo(ready.wav);
      expect({ rate: info.sampleRate, channels: info.channels, bits: info.bitsPerSample }, format).toEqual({
        rate: 44100,
        channels: 1,
        bits: 16,
      });
      expect(ready.seconds, format).toBeGreaterThan(1.9);
      expect(ready.seconds, format).toBeLessThan(2.4);
      expect(Math.abs(loudness(ready.wav) - TAKE_LUFS), format).toBeLessThan(1.5);
    }
  });

  it('refuses what holds no sound', async () => {
    await expect(prepareStudioTake(Buffer.from('not audio'))).rejects.toMatchObject({
      code: 'narration-recording-unreadable',
    });
    await expect(prepareStudioTake(take('wav', 1, 0.5, 0))).rejects.toMatchObject({
      code: 'narration-recording-unreadable',
    });
  });
});
