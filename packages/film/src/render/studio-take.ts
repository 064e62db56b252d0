/**
 * A studio's recording of a narration part made ready for every film (docs/decisions/098): decoded
 * from whatever the studio exported (WAV, MP3, M4A/AAC, Ogg/Opus), the silence at its two ends
 * trimmed, and brought to the loudness the voice speaks at, as the mono 44.1 kHz 16-bit WAV the
 * mixer takes. Done once, at upload, so a film plays the same bytes the studio listened to.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RATE } from '../music/synth.ts';
import { wavInfo } from '../speech/speech.ts';
import { RenderError } from './errors.ts';
import { BITEXACT, runFfmpeg, runFfmpegStderr } from './ffmpeg.ts';

/**
 * Integrated loudness of a take: eSpeak NG's lines measure about -20 LUFS (English and Hindi, story
 * 1), so a recorded part sits beside a spoken one and under the same final -16 LUFS mix.
 */
export const TAKE_LUFS = -20;

/** Quieter than this at a take's ends is room tone, trimmed (a little is kept, so no word is clipped). */
const SILENCE = 'start_periods=1:start_threshold=-45dB:start_silence=0.08';

export interface StudioTake {
  wav: Buffer;
  seconds: number;
}

/** The take as the films play it; a RenderError('narration-recording-unreadable') when it holds no sound. */
export async function prepareStudioTake(bytes: Uint8Array): Promise<StudioTake> {
  const dir = mkdtempSync(join(tmpdir(), 'studio-take-'));
  try {
    const input = join(dir, 'take.bin');
    const trimmed = join(dir, 'trimmed.wav');
    const out = join(dir, 'take.wav');
    writeFileSync(input, bytes);
    const unreadable = (cause?: unknown) =>
      new RenderError('narration-recording-unreadable', 'The recording holds no sound we can read.', {
        cause,
      });
    try {
      await runFfmpeg(
        [
          ...['-i', input, '-vn', '-map', '0:a:0', '-ac', '1', '-ar', String(RATE)],
          ...['-af', `silenceremove=${SILENCE},areverse,silenceremove=${SILENCE},areverse`],
          ...['-c:a', 'pcm_s16le', ...BITEXACT, trimmed],
        ],
        'reading the recording',
      );
    } catch (cause) {
      throw unreadable(cause);
    }
    if (!(wavInfo(readFileSync(trimmed)).seconds > 0.05)) throw unreadable();
    // EBU R128 measures in 400 ms blocks: a short take is measured padded with silence (which the
    // gate leaves out), then brought up or down by one gain, its peaks kept under -1.5 dBTP.
    const measure = await runFfmpegStderr(
      [...['-i', trimmed, '-af', 'apad=whole_dur=1,loudnorm=print_format=json'], ...['-f', 'null', '-']],
      'measuring the recording’s loudness',
    );
    const json = JSON.parse(measure.slice(measure.lastIndexOf('{'))) as Record<string, string>;
    const loudness = Number(json.input_i);
    const peak = Number(json.input_tp);
    // Silence measures -inf (or the floor): nothing to bring up.
    if (!Number.isFinite(loudness) || loudness < -69) throw unreadable();
    const gain = Math.min(TAKE_LUFS - loudness, -1.5 - (Number.isFinite(peak) ? peak : 0));
    await runFfmpeg(
      ['-i', trimmed, '-af', `volume=${gain.toFixed(2)}dB`, '-c:a', 'pcm_s16le', ...BITEXACT, out],
      'levelling the recording',
    );
    const wav = readFileSync(out);
    return { wav, seconds: wavInfo(wav).seconds };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
