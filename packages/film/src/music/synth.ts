/**
 * The website's audio loop (audio/loop.mp3): a 20 s seamless loop - a bansuri-like melody in raag
 * Bhupali (pentatonic) over a tanpura-like drone and a soft tabla-like pulse, synthesised sample by
 * sample (seeded noise).
 * Seamless: everything that rings past the end is folded back onto the start, and the reverb is run
 * over two passes so its tail at the start matches the end.
 */
import { createRng } from '../art/prng.ts';

export const RATE = 44100;
const TAIL = 4 * RATE;
const TAU = Math.PI * 2;

const SA = 293.66; // D4
/** Swaras as ratios to Sa (just intonation): the notes of the pentatonic raags the cues use. */
const SWARA: Record<string, number> = {
  S: 1,
  R: 1.125,
  G: 1.25,
  m: 1.333,
  P: 1.5,
  D: 1.6875,
  n: 1.778,
  "S'": 2,
  "R'": 2.25,
  "G'": 2.5,
  'D,': 0.84375,
  'P,': 0.75,
};

export type Phrase = readonly (readonly [swara: string, beats: number])[];

/** [swara, beats] - rests as '-'. */
const melody: Phrase = [
  ['G', 2],
  ['P', 1],
  ['D', 1],
  ['P', 3],
  ['G', 1],
  ['R', 1],
  ['G', 1],
  ['P', 2],
  ['G', 2],
  ['R', 1],
  ['S', 1],
  ['D', 2],
  ["S'", 2],
  ['D', 1],
  ['P', 1],
  ['G', 2],
  ['R', 1],
  ['G', 1],
  ['R', 1],
  ['S', 1],
  ['S', 2.5],
  ['-', 1.5],
];

/** One tanpura pluck: partials that bloom in one after another (jawari) and ring for seconds. */
export function addTanpura(buf: Float32Array, start: number, freq: number, amp: number): void {
  const len = Math.round(3.2 * RATE);
  for (let h = 1; h <= 14; h++) {
    const a = amp / Math.pow(h, 0.9);
    const tau = 2.6 / (1 + h * 0.12);
    const f = freq * h * (1 + (h % 2 ? 0.0008 : -0.0006));
    const bloomAt = 0.08 + h * 0.05; // jawari: upper partials swell in one after another
    for (let i = 0; i < len; i++) {
      const t = i / RATE;
      const env = Math.exp(-t / tau) * (h > 3 ? Math.min(1, t / bloomAt) : Math.min(1, t / 0.004));
      buf[start + i] = (buf[start + i] ?? 0) + a * env * Math.sin(TAU * f * t);
    }
  }
}

/** A bansuri-like voice playing `phrase` from the start of `buf` (glides, breath noise, vibrato). */
export function addFlute(
  buf: Float32Array,
  noise: () => number,
  phrase: Phrase,
  beat: number,
  sa: number,
  gain = 0.3,
): void {
  let pos = 0;
  let prev = sa;
  let lp = 0;
  for (const [name, beats] of phrase) {
    const dur = beats * beat;
    if (name === '-') {
      pos += dur;
      continue;
    }
    const freq = sa * (SWARA[name] ?? 1);
    const start = Math.round(pos * RATE);
    const len = Math.round((dur + 0.35) * RATE);
    let phase = 0;
    for (let i = 0; i < len; i++) {
      const t = i / RATE;
      const glide = Math.min(1, t / 0.07);
      const vib = t > 0.3 ? 0.006 * Math.min(1, (t - 0.3) / 0.3) * Math.sin(TAU * 5.2 * t) : 0;
      const f = (prev + (freq - prev) * (glide * glide * (3 - 2 * glide))) * (1 + vib);
      phase += (TAU * f) / RATE;
      const attack = Math.min(1, t / 0.06);
      const release = t > dur ? Math.max(0, 1 - (t - dur) / 0.35) : 1;
      const env = attack * release * (0.85 + 0.15 * Math.sin(TAU * 0.7 * t));
      lp += 0.08 * (noise() - lp);
      const tone = Math.sin(phase) + 0.22 * Math.sin(2 * phase + 0.3) + 0.07 * Math.sin(3 * phase + 0.5);
      buf[start + i] = (buf[start + i] ?? 0) + gain * env * (tone + 0.35 * lp * (0.6 + 0.4 * attack));
    }
    prev = freq;
    pos += dur;
  }
}

/** A soft tabla-like pulse: eight strokes a bar, a bass stroke on 1 and 3. */
export function addTabla(
  buf: Float32Array,
  noise: () => number,
  bars: number,
  beat: number,
  sa: number,
  gain = 0.32,
): void {
  const pattern = [1, 0.3, 0.55, 0.3, 0.75, 0.3, 0.55, 0.4];
  const bass = [true, false, false, false, true, false, false, false];
  for (let bar = 0; bar < bars; bar++) {
    for (let k = 0; k < 8; k++) {
      const start = Math.round((bar * 4 + k / 2) * beat * RATE);
      const v = pattern[k] ?? 0.3;
      const len = Math.round(0.5 * RATE);
      let ph = 0;
      for (let i = 0; i < len; i++) {
        const t = i / RATE;
        let s = 0;
        if (bass[k]) {
          ph += (TAU * (58 + 40 * Math.exp(-t / 0.06))) / RATE;
          s += 0.9 * Math.exp(-t / 0.22) * Math.sin(ph);
        }
        const f = sa * 2;
        s +=
          0.35 *
          Math.exp(-t / 0.12) *
          (Math.sin(TAU * f * t) + 0.5 * Math.sin(TAU * 2 * f * t) + 0.25 * Math.sin(TAU * 3 * f * t));
        s += 0.25 * Math.exp(-t / 0.008) * noise();
        buf[start + i] = (buf[start + i] ?? 0) + gain * v * s;
      }
    }
  }
}

/** Small Schroeder reverb (4 combs + 2 allpasses). */
export function reverb(x: Float32Array, mix = 0.22): Float32Array {
  const combs = [1557, 1617, 1491, 1422].map((d) => ({ d, buf: new Float32Array(d), i: 0, g: 0.8 }));
  const aps = [225, 556].map((d) => ({ d, buf: new Float32Array(d), i: 0, g: 0.5 }));
  const out = new Float32Array(x.length);
  for (let n = 0; n < x.length; n++) {
    const input = x[n] ?? 0;
    let wet = 0;
    for (const c of combs) {
      const y = c.buf[c.i] ?? 0;
      c.buf[c.i] = input + y * c.g;
      c.i = (c.i + 1) % c.d;
      wet += y;
    }
    wet *= 0.25;
    for (const a of aps) {
      const y = a.buf[a.i] ?? 0;
      const v = wet + y * a.g;
      a.buf[a.i] = v;
      a.i = (a.i + 1) % a.d;
      wet = y - v * a.g;
    }
    out[n] = input * (1 - mix) + wet * mix;
  }
  return out;
}

export interface LoopSpec {
  seed: string;
  bpm: number;
  bars: number;
  sa: number;
  /** Tanpura plucks, one a beat, cycling through these ratios (played an octave down). */
  drone?: readonly number[];
  droneGain?: number;
  /** Extra voices drawn into the loop before it is folded and reverberated. */
  voices(buf: Float32Array, noise: () => number, beat: number): void;
  /** Peak level before encoding, dBFS. */
  peakDb?: number;
}

/**
 * A seamless loop: everything that rings past the end is folded back onto the start, and the reverb
 * runs over two passes so its tail at the start matches the end.
 */
export function synthLoopOf(spec: LoopSpec): Float32Array {
  const beat = 60 / spec.bpm;
  const loopBeats = spec.bars * 4;
  const length = Math.round(loopBeats * beat * RATE);
  const rng = createRng(spec.seed);
  const noise = () => rng() * 2 - 1;
  const raw = new Float32Array(length + TAIL);
  if (spec.drone) {
    const cycle = spec.drone;
    for (let b = 0; b < loopBeats; b++)
      addTanpura(
        raw,
        Math.round(b * beat * RATE),
        (spec.sa * (cycle[b % cycle.length] ?? 1)) / 2,
        spec.droneGain ?? 0.09,
      );
  }
  spec.voices(raw, noise, beat);
  const loop = raw.slice(0, length);
  for (let i = 0; i < TAIL; i++) loop[i] = (loop[i] ?? 0) + (raw[length + i] ?? 0);
  const twice = new Float32Array(length * 2);
  twice.set(loop, 0);
  twice.set(loop, length);
  const wet = reverb(twice).slice(length);
  let peak = 0;
  for (const v of wet) peak = Math.max(peak, Math.abs(v));
  const target = Math.pow(10, (spec.peakDb ?? -9) / 20);
  for (let i = 0; i < wet.length; i++) wet[i] = ((wet[i] ?? 0) / peak) * target;
  return wet;
}

const WEBSITE_BARS = 8;

/** The website's loop: tanpura on Pa, Sa, Sa, low Sa; the bansuri melody; the tabla. 20 s at 96 bpm. */
export const KRISHNA_FLUTE: LoopSpec = {
  seed: 'loop.mp3',
  bpm: 96,
  bars: WEBSITE_BARS,
  sa: SA,
  drone: [0.75, 1, 1, 0.5],
  voices(buf, noise, beat) {
    addFlute(buf, noise, melody, beat, SA);
    addTabla(buf, noise, WEBSITE_BARS, beat, SA);
  },
  // -9 dBFS before encoding leaves room under -6 dBFS
  peakDb: -9,
};

export function synthLoop(): Float32Array {
  return synthLoopOf(KRISHNA_FLUTE);
}

/** 16-bit mono PCM WAV at the synth's rate. */
export function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((v, i) =>
    data.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), i * 2),
  );
  const h = Buffer.alloc(44);
  h.write('RIFF', 0);
  h.writeUInt32LE(36 + data.length, 4);
  h.write('WAVE', 8);
  h.write('fmt ', 12);
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20);
  h.writeUInt16LE(1, 22);
  h.writeUInt32LE(RATE, 24);
  h.writeUInt32LE(RATE * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write('data', 36);
  h.writeUInt32LE(data.length, 40);
  return Buffer.concat([h, data]);
}
