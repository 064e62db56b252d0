/**
 * The music of the films: one seamless loop per cue (the storyboard schema names them), synthesised
 * sample by sample with seeded noise, so the same cue is always the same sound. A film's track repeats
 * its cue's loop, crossfading where a shot switches cue.
 */
import type { MusicCue } from '@shop/content/storyboards/schema';
import { type LoopSpec, KRISHNA_FLUTE, RATE, addFlute, addTabla, synthLoopOf, type Phrase } from './synth.ts';

const TAU = Math.PI * 2;

/** A bronze temple bell: inharmonic partials, a bright strike, a long fading hum. */
function addBell(buf: Float32Array, start: number, freq: number, gain: number): void {
  const partials = [
    [0.5, 0.35, 9],
    [1, 1, 6],
    [2.0, 0.5, 3.5],
    [2.76, 0.35, 2],
    [5.4, 0.2, 0.8],
    [8.9, 0.1, 0.4],
  ] as const;
  const length = Math.min(buf.length - start, Math.round(8 * RATE));
  for (const [ratio, amp, decay] of partials) {
    const f = freq * ratio;
    for (let i = 0; i < length; i++) {
      const t = i / RATE;
      buf[start + i] =
        (buf[start + i] ?? 0) +
        gain *
          amp *
          Math.exp(-t / decay) *
          Math.min(1, t / 0.002) *
          Math.sin(TAU * f * t + 0.4 * Math.sin(TAU * 2.3 * t));
    }
  }
}

/** A dhol: a deep bass head and a sharp treble slap, in a bhangra-like pattern (two bars). */
function addDhol(buf: Float32Array, noise: () => number, bars: number, beat: number, gain: number): void {
  // eighth notes: 2 = bass (dagga), 1 = slap (tilli), 0 = rest
  const pattern = [2, 0, 1, 1, 2, 0, 1, 0, 2, 1, 0, 1, 2, 0, 1, 1];
  for (let bar = 0; bar < bars; bar++) {
    for (let k = 0; k < 8; k++) {
      const stroke = pattern[(bar % 2) * 8 + k] ?? 0;
      if (!stroke) continue;
      const start = Math.round((bar * 4 + k / 2) * beat * RATE);
      const length = Math.round(0.45 * RATE);
      let phase = 0;
      for (let i = 0; i < length && start + i < buf.length; i++) {
        const t = i / RATE;
        let s = 0;
        if (stroke === 2) {
          phase += (TAU * (62 + 70 * Math.exp(-t / 0.04))) / RATE;
          s += Math.exp(-t / 0.25) * Math.sin(phase);
        } else {
          s += 0.5 * Math.exp(-t / 0.05) * Math.sin(TAU * 420 * t) + 0.45 * Math.exp(-t / 0.012) * noise();
        }
        buf[start + i] = (buf[start + i] ?? 0) + gain * s;
      }
    }
  }
}

/** A bold low horn (like a narsinga): held notes with a swell, brass-like odd harmonics. */
function addHorn(
  buf: Float32Array,
  notes: readonly (readonly [number, number, number])[],
  gain: number,
): void {
  for (const [startSeconds, seconds, freq] of notes) {
    const start = Math.round(startSeconds * RATE);
    const length = Math.round((seconds + 0.3) * RATE);
    for (let i = 0; i < length && start + i < buf.length; i++) {
      const t = i / RATE;
      const env = Math.min(1, t / 0.25) * (t > seconds ? Math.max(0, 1 - (t - seconds) / 0.3) : 1);
      const p = TAU * freq * t * (1 + 0.004 * Math.sin(TAU * 5 * t));
      buf[start + i] =
        (buf[start + i] ?? 0) + gain * env * (Math.sin(p) + 0.45 * Math.sin(3 * p) + 0.2 * Math.sin(5 * p));
    }
  }
}

const LULLABY: Phrase = [
  ['S', 2],
  ['R', 1],
  ['G', 1],
  ['P', 3],
  ['G', 1],
  ['R', 2],
  ['S', 2],
  ['G', 2],
  ['P', 1],
  ['D', 1],
  ['P', 3],
  ['G', 1],
  ['R', 3],
  ['-', 1],
  ['S', 2],
  ['D,', 2],
  ['S', 2],
  ['R', 2],
  ['G', 2],
  ['R', 1],
  ['S', 1],
  ['S', 3],
  ['-', 1],
];

const FESTIVAL: Phrase = [
  ['S', 0.5],
  ['R', 0.5],
  ['G', 1],
  ['G', 0.5],
  ['P', 0.5],
  ['G', 1],
  ['R', 0.5],
  ['G', 0.5],
  ['R', 0.5],
  ['S', 0.5],
  ['R', 2],
  ['G', 0.5],
  ['P', 0.5],
  ['D', 1],
  ['P', 0.5],
  ['D', 0.5],
  ["S'", 1],
  ['D', 0.5],
  ['P', 0.5],
  ['G', 0.5],
  ['R', 0.5],
  ['S', 2],
];

const SA = 293.66;

const CUES: Record<MusicCue, LoopSpec> = {
  'krishna-flute': KRISHNA_FLUTE,
  lullaby: {
    seed: 'cue:lullaby',
    bpm: 66,
    bars: 8,
    sa: SA,
    drone: [0.75, 1, 1, 0.5],
    droneGain: 0.07,
    voices(buf, noise, beat) {
      addFlute(buf, noise, LULLABY, beat, SA, 0.24);
    },
  },
  'temple-bells': {
    seed: 'cue:temple-bells',
    bpm: 60,
    bars: 6,
    sa: SA,
    drone: [1, 1, 0.75, 0.5],
    droneGain: 0.1,
    voices(buf, _noise, beat) {
      const strikes = [0, 3, 6, 8, 12, 15, 18, 20];
      strikes.forEach((b, i) =>
        addBell(buf, Math.round(b * beat * RATE), SA * (i % 3 === 2 ? 1.5 : 2), 0.12),
      );
    },
  },
  'heroic-drums': {
    seed: 'cue:heroic-drums',
    bpm: 108,
    bars: 8,
    sa: SA * 0.75,
    drone: [1, 1, 1.5, 1],
    droneGain: 0.08,
    voices(buf, noise, beat) {
      addDhol(buf, noise, 8, beat, 0.45);
      const bar = 4 * beat;
      const root = SA * 0.75;
      addHorn(
        buf,
        [
          [0, 1.5 * bar, root],
          [2 * bar, bar, root * 1.5],
          [3 * bar, bar, root * 1.333],
          [4 * bar, 1.5 * bar, root],
          [6 * bar, 1.7 * bar, root * 1.5],
        ],
        0.08,
      );
    },
  },
  'festival-dhol': {
    seed: 'cue:festival-dhol',
    bpm: 120,
    bars: 8,
    sa: SA,
    drone: [1, 0.75],
    droneGain: 0.06,
    voices(buf, noise, beat) {
      addDhol(buf, noise, 8, beat, 0.4);
      addFlute(buf, noise, [...FESTIVAL, ...FESTIVAL], beat, SA * 2, 0.22);
      addTabla(buf, noise, 8, beat, SA, 0.15);
    },
  },
};

/** The cue's seamless loop at RATE (44.1 kHz), mono: seconds of synthesis, so callers keep it (cueLoops). */
export function synthCueLoop(cue: MusicCue): Float32Array {
  return synthLoopOf(CUES[cue]);
}

/**
 * The music under a whole film: each span plays its cue's loop (continuing in time, so a long span
 * never restarts the tune), 1.5 s crossfades between spans, a fade in and a 3 s fade out.
 */
export function musicTrack(
  spans: readonly { cue: MusicCue; from: number; to: number }[],
  seconds: number,
  loops: ReadonlyMap<MusicCue, Float32Array>,
): Float32Array {
  const total = Math.round(seconds * RATE);
  const out = new Float32Array(total);
  const fade = Math.round(1.5 * RATE);
  for (const span of spans) {
    const loop = loops.get(span.cue);
    if (!loop) throw new Error(`no loop for the cue ${span.cue}`);
    const a = Math.max(0, Math.round(span.from * RATE) - fade / 2);
    const b = Math.min(total, Math.round(span.to * RATE) + fade / 2);
    const last = span.to >= seconds;
    for (let i = a; i < b; i++) {
      const fadeIn = Math.min(1, (i - a) / fade);
      const fadeOut = last ? 1 : Math.min(1, (b - i) / fade);
      out[i] = (out[i] ?? 0) + (loop[i % loop.length] ?? 0) * fadeIn * fadeOut;
    }
  }
  const fadeOut = Math.round(3 * RATE);
  for (let i = Math.max(0, total - fadeOut); i < total; i++) out[i] = (out[i] ?? 0) * ((total - i) / fadeOut);
  return out;
}
