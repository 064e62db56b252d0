/**
 * A film's sound: every narration line spoken (split at {name}: the text parts by the speech adapter,
 * the name from the parent's recording or spoken from its spelling), placed at its time; the music of
 * the film's cues under it, lowered while anyone speaks; the whole loudness-normalised (EBU R128,
 * -16 LUFS integrated) and encoded as AAC.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { partKey, spokenParts } from '@shop/content/storyboards/narration-parts';
import { LINE_GAP_SECONDS } from '@shop/content/storyboards/schema';
import type { MusicCue } from '@shop/content/storyboards/schema';
import { musicTrack, synthCueLoop } from '../music/cues.ts';
import { RATE, wav } from '../music/synth.ts';
import type { SpeechAdapter, SpeechLanguage } from '../speech/speech.ts';
import { wavInfo } from '../speech/speech.ts';
import { RenderError } from './errors.ts';
import { BITEXACT, runFfmpeg, runFfmpegStderr } from './ffmpeg.ts';
import type { SegmentCache } from './cache.ts';
import type { Timeline } from './timeline.ts';
import { ENGINE_VERSION } from './version.ts';

/** A spoken line, placed: parts back to back from `start`, played `tempo` times faster (≤ 1.1). */
export interface PlacedLine {
  start: number;
  end: number;
  tempo: number;
  /** What the captions show (the name filled in). */
  text: string;
  parts: { file: string; seconds: number }[];
}

/** A line may be sped up by at most this much to fit its time; beyond it the render stops. */
export const MAX_TEMPO = 1.1;

/** Turn the parent's recording (any format ffmpeg reads) into a WAV; a clear error if it cannot. */
export async function decodeNameRecording(
  bytes: Buffer,
  workDir: string,
): Promise<{ file: string; seconds: number }> {
  const input = join(workDir, 'name-recording.bin');
  const file = join(workDir, 'name-recording.wav');
  writeFileSync(input, bytes);
  try {
    await runFfmpeg(
      ['-i', input, '-vn', '-ac', '1', '-ar', '22050', '-c:a', 'pcm_s16le', ...BITEXACT, file],
      'reading the name recording',
    );
    const seconds = wavInfo(readFileSync(file)).seconds;
    if (!(seconds > 0.1) || seconds > 6) throw new Error(`${seconds.toFixed(1)} s long`);
    return { file, seconds };
  } catch (cause) {
    throw new RenderError(
      'name-recording-unreadable',
      'The name recording could not be read: it must be a short audio file (under 6 seconds) of the name.',
      { cause },
    );
  }
}

/** A studio recording of one spoken part (docs/decisions/098), as a 16-bit PCM WAV file. */
export interface RecordedPart {
  file: string;
  seconds: number;
  /** The part's text it was recorded for: used only while the storyboard still says exactly this. */
  text: string;
}

/**
 * Speak every line of the timeline and place it. Text parts are spoken once per distinct text (a
 * cloud voice is paid per call), or played from the studio's recording of that part (`recorded`, by
 * `partKey`); `nameAudio` is the recording, else the name is spoken (as `spelling` writes its sound
 * when the parent gave one; the placed text keeps `childName`).
 */
export async function placeNarration(
  timeline: Timeline,
  language: SpeechLanguage,
  childName: string,
  speech: SpeechAdapter,
  nameAudio: { file: string; seconds: number } | undefined,
  workDir: string,
  spelling: string | null = null,
  recorded: ReadonlyMap<string, RecordedPart> = new Map(),
): Promise<PlacedLine[]> {
  const spoken = new Map<string, { file: string; seconds: number }>();
  let count = 0;
  async function say(text: string): Promise<{ file: string; seconds: number }> {
    const hit = spoken.get(text);
    if (hit) return hit;
    let result;
    try {
      result = await speech.speak(text, language);
    } catch (cause) {
      throw new RenderError('speech-failed', `The voice could not speak "${text.slice(0, 60)}".`, { cause });
    }
    const file = join(workDir, `speech-${count++}.wav`);
    writeFileSync(file, result.wav);
    const clip = { file, seconds: result.seconds };
    spoken.set(text, clip);
    return clip;
  }
  const name = nameAudio ?? (await say(spelling ?? childName));
  const placed: PlacedLine[] = [];
  for (const segment of timeline.segments) {
    for (const [index, line] of segment.lines.entries()) {
      const text = line[language];
      const spokenByPiece = new Map(spokenParts(text).map((spoken) => [spoken.part, spoken.text]));
      const pieces = text.split('{name}').length;
      const parts: { file: string; seconds: number }[] = [];
      for (let k = 0; k < pieces; k++) {
        if (k > 0) parts.push(name);
        const piece = spokenByPiece.get(k);
        if (piece === undefined) continue;
        const studio = recorded.get(partKey({ segment: segment.id, line: index, part: k }));
        parts.push(studio && studio.text === piece ? studio : await say(piece));
      }
      const start = segment.start + line.at;
      const limit =
        index + 1 < segment.lines.length
          ? segment.start + (segment.lines[index + 1]?.at ?? 0) - LINE_GAP_SECONDS / 2
          : segment.start + segment.seconds - LINE_GAP_SECONDS / 2;
      const seconds = parts.reduce((sum, part) => sum + part.seconds, 0);
      let tempo = 1;
      if (start + seconds > limit) {
        tempo = seconds / Math.max(0.01, limit - start);
        if (tempo > MAX_TEMPO) {
          const past = start + seconds - limit;
          const where = index + 1 < segment.lines.length ? 'the next line' : 'its shot';
          throw new RenderError(
            'narration-overrun',
            `Narration line ${index + 1} of shot '${segment.id}' runs ${past.toFixed(1)} s past ${where} (${language}).`,
          );
        }
      }
      placed.push({
        start,
        end: start + seconds / tempo,
        tempo,
        text: text.replaceAll('{name}', childName),
        parts,
      });
    }
  }
  return placed;
}

/** The music lowered (about -10 dB) while a line is spoken, with soft 0.3 s ramps. */
function duck(music: Float32Array, lines: readonly PlacedLine[]): void {
  const low = 0.32;
  const ramp = 0.3 * RATE;
  const gain = new Float32Array(music.length).fill(1);
  for (const line of lines) {
    const a = Math.round(line.start * RATE);
    const b = Math.round(line.end * RATE);
    for (let i = Math.max(0, a - ramp); i < Math.min(music.length, b + ramp); i++) {
      const k = i < a ? 1 - (a - i) / ramp : i > b ? 1 - (i - b) / ramp : 1;
      gain[i] = Math.min(gain[i] ?? 1, 1 - (1 - low) * k);
    }
  }
  for (let i = 0; i < music.length; i++) music[i] = (music[i] ?? 0) * (gain[i] ?? 1);
}

/** 16-bit PCM WAV bytes as samples in [-1, 1). */
export function wavSamples(bytes: Buffer): Float32Array {
  const info = wavInfo(bytes);
  const count = Math.floor(info.dataLength / 2);
  const out = new Float32Array(count);
  for (let i = 0; i < count; i++) out[i] = bytes.readInt16LE(info.dataOffset + i * 2) / 32768;
  return out;
}

/**
 * The music loops of a film's cues, kept in the segment cache (their synthesis takes seconds, the
 * same for every film): a loop is always used as its 16-bit file holds it, cached or just made, so
 * both give the same sound.
 */
export async function cueLoops(
  cues: readonly MusicCue[],
  cache: SegmentCache,
  workDir: string,
): Promise<Map<MusicCue, Float32Array>> {
  const loops = new Map<MusicCue, Float32Array>();
  for (const cue of new Set(cues)) {
    const key = `music-${cue}-e${ENGINE_VERSION}.wav`;
    let file = await cache.get(key);
    if (!file) {
      const made = join(workDir, key);
      writeFileSync(made, wav(synthCueLoop(cue)));
      file = await cache.put(key, made);
    }
    loops.set(cue, wavSamples(readFileSync(file)));
  }
  return loops;
}

/** A clip as mono samples at the music's rate (44.1 kHz), sped up by `tempo` (pitch kept) when above 1. */
async function samplesOf(
  file: string,
  tempo: number,
  workDir: string,
  made: Map<string, Float32Array>,
): Promise<Float32Array> {
  const key = `${file}:${tempo}`;
  const hit = made.get(key);
  if (hit) return hit;
  let bytes = readFileSync(file);
  const info = wavInfo(bytes);
  if (info.sampleRate !== RATE || info.channels !== 1 || info.bitsPerSample !== 16 || tempo !== 1) {
    const converted = join(workDir, `clip-${made.size}.wav`);
    const speed = tempo !== 1 ? ['-af', `atempo=${tempo.toFixed(4)}`] : [];
    await runFfmpeg(
      ['-i', file, ...speed, '-ac', '1', '-ar', String(RATE), '-c:a', 'pcm_s16le', ...BITEXACT, converted],
      'preparing a spoken line',
    );
    bytes = readFileSync(converted);
  }
  const out = wavSamples(bytes);
  made.set(key, out);
  return out;
}

/** Mix (here, sample by sample), measure, normalise and encode the film's sound track to `out` (AAC). */
export async function mixSoundtrack(
  timeline: Timeline,
  lines: readonly PlacedLine[],
  loops: ReadonlyMap<MusicCue, Float32Array>,
  workDir: string,
  out: string,
  bitrateK: number,
): Promise<void> {
  const track = musicTrack(timeline.music, timeline.seconds, loops);
  duck(track, lines);
  const made = new Map<string, Float32Array>();
  for (const line of lines) {
    let at = Math.round(line.start * RATE);
    for (const part of line.parts) {
      const voice = await samplesOf(part.file, line.tempo, workDir, made);
      for (let i = 0; i < voice.length && at + i < track.length; i++)
        track[at + i] = (track[at + i] ?? 0) + (voice[i] ?? 0);
      at += voice.length;
    }
  }
  let peak = 0;
  for (const v of track) peak = Math.max(peak, Math.abs(v));
  if (peak > 0.98) for (let i = 0; i < track.length; i++) track[i] = ((track[i] ?? 0) / peak) * 0.98;
  const mixed = join(workDir, 'mixed.wav');
  writeFileSync(mixed, wav(track));
  // EBU R128 in two passes: measure, then a linear gain to -16 LUFS (no pumping).
  const measure = await runFfmpegStderr(
    ['-i', mixed, '-af', 'loudnorm=I=-16:TP=-1.5:LRA=11:print_format=json', '-f', 'null', '-'],
    'measuring loudness',
  );
  const json = JSON.parse(measure.slice(measure.lastIndexOf('{'))) as Record<string, string>;
  // When the gain to -16 LUFS keeps the true peak under -1.5 dBTP, loudnorm's linear mode is just that
  // gain, but it works at 192 kHz, which made this pass most of the sound's cost: `volume` applies the
  // same gain at the track's rate. Otherwise loudnorm limits the peaks, as before.
  const gain = -16 - Number(json.input_i);
  const linear =
    Number.isFinite(gain) && Number(json.input_thresh) > -70 && Number(json.input_tp) + gain <= -1.5;
  const norm = linear
    ? `volume=${gain.toFixed(2)}dB`
    : `loudnorm=I=-16:TP=-1.5:LRA=11:linear=true:measured_I=${json.input_i}:measured_TP=${json.input_tp}` +
      `:measured_LRA=${json.input_lra}:measured_thresh=${json.input_thresh}:offset=${json.target_offset}`;
  await runFfmpeg(
    [
      ...['-i', mixed, '-af', `${norm},aresample=48000`, '-ac', '2', '-c:a', 'aac', '-b:a', `${bitrateK}k`],
      ...BITEXACT,
      out,
    ],
    'normalising the sound',
  );
}

/** WebVTT captions of the spoken lines, in the order's language, the name filled in. */
export function captions(lines: readonly PlacedLine[]): string {
  const stamp = (s: number) => {
    const ms = Math.round(s * 1000);
    const h = Math.floor(ms / 3600000);
    const m = Math.floor((ms % 3600000) / 60000);
    const sec = ((ms % 60000) / 1000).toFixed(3).padStart(6, '0');
    return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${sec}`;
  };
  return `WEBVTT\n\n${lines.map((line, i) => `${i + 1}\n${stamp(line.start)} --> ${stamp(line.end + 0.4)}\n${line.text}\n`).join('\n')}`;
}
