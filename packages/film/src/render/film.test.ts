import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_STORYBOARD } from '@shop/content/storyboards/test-storyboard';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DirectoryCache } from './cache.ts';
import { RenderError } from './errors.ts';
import { resolveFfmpeg } from './ffmpeg.ts';
import {
  checkGiftCard,
  type NarrationRecording,
  type RenderResult,
  renderFilm,
  renderPreview,
} from './film.ts';
import type { GiftCardText } from './overlays.ts';
import { wav } from '../music/synth.ts';
import { PROFILES } from './profiles.ts';

// The test profile (320x180, 12 fps) and the short test storyboard keep these renders to seconds.
const root = mkdtempSync(join(tmpdir(), 'film-test-'));
const cache = new DirectoryCache(join(root, 'cache'));
const profile = PROFILES.test;
let portrait: Buffer;
let aarav: RenderResult;

function render(
  name: string,
  out: string,
  language: 'english' | 'hindi' = 'english',
  nameRecording?: Buffer,
  narration?: NarrationRecording[],
  giftCard?: GiftCardText,
) {
  return renderFilm({
    storyboard: TEST_STORYBOARD,
    language,
    childName: name,
    portrait,
    nameRecording,
    narration,
    giftCard,
    profile: 'test',
    cache,
    outDir: join(root, out),
  });
}

/** What ffmpeg says a file holds (ffmpeg alone, so the test runs with the npm build too, which has no ffprobe). */
function probe(file: string): {
  video: string;
  audio: string;
  width: number;
  height: number;
  seconds: number;
} {
  let said = '';
  try {
    execFileSync(resolveFfmpeg().path, ['-hide_banner', '-i', file], { encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    said = String((error as { stderr?: string }).stderr ?? ''); // ffmpeg -i without an output exits 1
  }
  const video = /Stream #.*Video: (.*)/.exec(said)?.[1] ?? '';
  const size = /, (\d{2,5})x(\d{2,5})[ ,]/.exec(video);
  const [, h = '0', m = '0', sec = '0'] = /Duration: (\d+):(\d+):([\d.]+)/.exec(said) ?? [];
  return {
    video,
    audio: /Stream #.*Audio: (.*)/.exec(said)?.[1] ?? '',
    width: Number(size?.[1]),
    height: Number(size?.[2]),
    seconds: Number(h) * 3600 + Number(m) * 60 + Number(sec),
  };
}

/** Every frame of a video as raw RGB, one buffer per frame. */
function frames(file: string): Buffer[] {
  const { width, height } = profile.video;
  const raw = execFileSync(
    resolveFfmpeg().path,
    ['-v', 'error', '-i', file, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { maxBuffer: 1 << 28 },
  );
  const size = width * height * 3;
  return Array.from({ length: raw.length / size }, (_, i) => raw.subarray(i * size, (i + 1) * size));
}

/** A frame as a PNG in FILM_FRAMES_DIR, to look at the card (FILM_FRAMES_DIR=/tmp/frames npx vitest …). */
function savePng(frame: Buffer, name: string) {
  const { width, height } = profile.video;
  void sharp(frame, { raw: { width, height, channels: 3 } })
    .resize(width * 3, height * 3, { kernel: 'nearest' })
    .png()
    .toFile(join(process.env.FILM_FRAMES_DIR ?? root, name));
}

/** Mono 16 kHz samples of a film's sound. */
function samples(file: string): Int16Array {
  const raw = execFileSync(
    resolveFfmpeg().path,
    ['-v', 'error', '-i', file, '-ac', '1', '-ar', '16000', '-f', 's16le', '-'],
    { maxBuffer: 1 << 26 },
  );
  return new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
}

function rms(pcm: Int16Array, from: number, to: number): number {
  let sum = 0;
  const a = Math.round(from * 16000);
  const b = Math.round(to * 16000);
  for (let i = a; i < b; i++) sum += (pcm[i] ?? 0) ** 2;
  return Math.sqrt(sum / Math.max(1, b - a)) / 32768;
}

/** How strongly a pure tone of `hz` sounds in a window, against the window's whole energy (Goertzel). */
function toneShare(pcm: Int16Array, hz: number, from: number, to: number): number {
  const a = Math.round(from * 16000);
  const b = Math.round(to * 16000);
  const coeff = 2 * Math.cos((2 * Math.PI * hz) / 16000);
  let s1 = 0;
  let s2 = 0;
  let energy = 0;
  for (let i = a; i < b; i++) {
    const x = (pcm[i] ?? 0) / 32768;
    const s0 = x + coeff * s1 - s2;
    s2 = s1;
    s1 = s0;
    energy += x * x;
  }
  const power = s1 * s1 + s2 * s2 - coeff * s1 * s2;
  return power / Math.max(1e-9, energy * (b - a));
}

beforeAll(async () => {
  portrait = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#c08457' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="256" height="256"><circle cx="128" cy="110" r="60" fill="#3b2418"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();
  aarav = await render('Aarav', 'aarav');
}, 400_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

// Generous time limits: these take seconds alone, but ffmpeg and librsvg slow down many times on a
// machine shared with other test runs.
describe('a rendered film', { timeout: 240_000 }, () => {
  it('is an H.264 + AAC film of the storyboard’s length, and a small WhatsApp copy', () => {
    const master = probe(aarav.files.master);
    expect(master.video).toMatch(/^h264 .*yuv420p/);
    expect([master.width, master.height]).toEqual([320, 180]);
    expect(master.audio).toMatch(/^aac/);
    expect(master.seconds).toBeCloseTo(22, 1);
    expect(frames(aarav.files.master)).toHaveLength(22 * profile.fps);
    const copy = probe(aarav.files.whatsapp ?? '');
    expect([copy.width, copy.height]).toEqual([256, 144]);
    expect(statSync(aarav.files.whatsapp ?? '').size).toBeLessThan(16 * 1024 * 1024);
    expect(aarav.record).toMatchObject({ story: 1, storyboardVersion: 1, profile: 'test', seconds: 22 });
    expect(readFileSync(aarav.files.poster).subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('speaks where the narration is, and the captions hold the name', () => {
    const pcm = samples(aarav.files.master);
    const vtt = readFileSync(aarav.files.captions, 'utf8');
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    expect(vtt).toContain('Hello Aarav, the river sings.');
    expect(vtt).toContain('This story is for Aarav.');
    // The first shot's line (4.5 s into the film) is well above the music bed under it.
    expect(rms(pcm, 4.6, 5.6)).toBeGreaterThan(0.02);
  });

  it('gives the same bytes for the same inputs', async () => {
    const again = await render('Aarav', 'aarav-again');
    for (const file of ['master', 'whatsapp', 'captions', 'poster'] as const)
      expect(readFileSync(again.files[file] ?? ''), file).toEqual(readFileSync(aarav.files[file] ?? ''));
    expect(again.record.sharedSegments).toEqual({ rendered: 0, cached: 5 });
  });

  it('differs between two names only where the name is drawn: the title and the credits', async () => {
    const meera = await render('Meera', 'meera');
    const a = frames(aarav.files.master);
    const b = frames(meera.files.master);
    const differing = a.flatMap((frame, i) =>
      frame.equals(b[i] ?? Buffer.alloc(0)) ? [] : [i / profile.fps],
    );
    const title = TEST_STORYBOARD.title.seconds;
    const creditsFrom = 22 - TEST_STORYBOARD.credits.seconds;
    expect(differing.length).toBeGreaterThan(0);
    expect(differing.filter((t) => t >= title && t < creditsFrom)).toEqual([]);
    expect(differing.some((t) => t < title)).toBe(true);
    expect(differing.some((t) => t >= creditsFrom)).toBe(true);
  });

  it('plays the studio recording of a part instead of the voice, and names its outputs after it', async () => {
    // A steady 1.5 kHz tone stands in for the studio's take of "the river sings." (the first shot's
    // line after the name): nothing in the voice or the music holds such a tone for a second.
    const seconds = 1.6;
    const tone = new Float32Array(Math.round(44100 * seconds)).map(
      (_, i) => Math.sin((2 * Math.PI * 1500 * i) / 44100) * 0.3,
    );
    const take: NarrationRecording = {
      segment: 'test-river',
      line: 0,
      part: 1,
      text: ', the river sings.',
      audio: wav(tone),
    };
    const studio = await render('Aarav', 'studio-take', 'english', undefined, [take]);
    expect(studio.key).not.toBe(aarav.key);
    expect(studio.record.inputs.narration).toEqual({
      'test-river#0#1': expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(studio.record.sharedSegments.rendered).toBe(0);
    // The first shot (4-9 s of the film): the tone sounds there in the studio's film, not in the
    // voice's; before it (the title) the two films sound alike in this respect.
    const withTake = samples(studio.files.master);
    const withVoice = samples(aarav.files.master);
    const where = [4.5, 9] as const;
    expect(toneShare(withTake, 1500, ...where)).toBeGreaterThan(10 * toneShare(withVoice, 1500, ...where));
    expect(toneShare(withTake, 1500, 0, 3.5)).toBeLessThan(2 * toneShare(withVoice, 1500, 0, 3.5) + 1e-4);
    expect(readFileSync(studio.files.captions, 'utf8')).toContain('Hello Aarav, the river sings.');

    // The same take recorded for another text (the storyboard changed since) is not played.
    const stale = await render('Aarav', 'studio-stale', 'english', undefined, [
      { ...take, text: 'the river used to sing.' },
    ]);
    expect(toneShare(samples(stale.files.master), 1500, ...where)).toBeLessThan(
      toneShare(withTake, 1500, ...where) / 10,
    );
  });

  it('makes a preview: the title and the portrait shot, at most 720p, with the name spoken', async () => {
    const preview = await renderPreview({
      storyboard: TEST_STORYBOARD,
      language: 'hindi',
      childName: 'आरव',
      portrait,
      cache,
      outDir: join(root, 'preview'),
    });
    const seconds =
      TEST_STORYBOARD.title.seconds + (TEST_STORYBOARD.shots.find((shot) => shot.portrait)?.seconds ?? 0);
    const video = probe(preview.files.master);
    expect([video.width, video.height]).toEqual([1280, 720]);
    expect(video.seconds).toBeCloseTo(seconds, 1);
    expect(preview.files.whatsapp).toBeUndefined();
    expect(readFileSync(preview.files.captions, 'utf8')).toContain('आरव, यह कहानी तुम्हारे लिए है!');
  });

  it('opens a gift’s film with its card: 5 s from black, the story after it unchanged', async () => {
    const card: GiftCardText = {
      giverName: 'Dadi Kamla',
      occasion: 'birthday',
      // Override tags and markup of a subtitle or SVG renderer are the giver's words, drawn as letters.
      message: 'Happy birthday, my little star! Be brave like Krishna. {\\fs99\\c&H0000FF&}<b>&amp;',
    };
    const gift = await render('Aarav', 'gift-en', 'english', undefined, undefined, card);
    expect(gift.key).not.toBe(aarav.key);
    expect(gift.record.inputs.giftCard).toMatch(/^[0-9a-f]{64}$/);
    expect(aarav.record.inputs.giftCard).toBeNull();
    expect(gift.record.sharedSegments.rendered).toBe(1); // the card's scene, the title's, drawn once
    expect(probe(gift.files.master).seconds).toBeCloseTo(27, 1);
    const withCard = frames(gift.files.master);
    const without = frames(aarav.files.master);
    expect(withCard).toHaveLength(27 * profile.fps);
    const mean = (frame: Buffer) => frame.reduce((sum, v) => sum + v, 0) / frame.length;
    // From black, to the card, back to black before the title rises.
    expect(mean(withCard[0]!)).toBeLessThan(8);
    expect(mean(withCard[3 * profile.fps]!)).toBeGreaterThan(30);
    expect(mean(withCard[5 * profile.fps - 1]!)).toBeLessThan(mean(withCard[3 * profile.fps]!) / 3);
    // Every frame after the title is the film without the card's, 5 s later.
    const title = TEST_STORYBOARD.title.seconds * profile.fps;
    for (let i = title; i < without.length; i++)
      expect(withCard[i + 5 * profile.fps]!.equals(without[i]!), `frame ${i}`).toBe(true);
    // Nothing is said over the card: the welcome comes with the title, 5 s later than without it.
    expect(readFileSync(gift.files.captions, 'utf8')).toContain('00:00:05');
    if (process.env.FILM_FRAMES_DIR) savePng(withCard[3 * profile.fps]!, 'gift-card-en.png');

    const hindi = await render('आरव', 'gift-hi', 'hindi', undefined, undefined, {
      giverName: 'दादी कमला',
      occasion: 'diwali',
      message: 'मेरे प्यारे आरव, दिवाली की ढेर सारी शुभकामनाएँ! दीयों की तरह चमकते रहो।',
    });
    const hindiCard = frames(hindi.files.master)[3 * profile.fps]!;
    expect(hindiCard.equals(withCard[3 * profile.fps]!)).toBe(false);
    expect(mean(hindiCard)).toBeGreaterThan(30);
    if (process.env.FILM_FRAMES_DIR) savePng(hindiCard, 'gift-card-hi.png');
  });

  it('takes a gift card’s words as plain text: one line, without what the font cannot draw', async () => {
    expect(
      await checkGiftCard({
        giverName: ' Nani\n',
        occasion: 'other',
        message: 'Love you 🎂❤️\r\nso much\u0007!',
      }),
    ).toEqual({ giverName: 'Nani', occasion: 'other', message: 'Love you so much !' });
    await expect(
      checkGiftCard({ giverName: 'Nani', occasion: 'holi' as GiftCardText['occasion'], message: '' }),
    ).rejects.toMatchObject({ code: 'gift-card-invalid' });
    await expect(
      checkGiftCard({ giverName: 'Nani', occasion: 'birthday', message: 'x'.repeat(201) }),
    ).rejects.toMatchObject({ code: 'gift-card-invalid' });
    // A giver's name the font cannot draw at all: the card is signed without it, the film still renders.
    expect(await checkGiftCard({ giverName: '👵🏽', occasion: 'birthday', message: '' })).toEqual({
      giverName: '',
      occasion: 'birthday',
      message: '',
    });
    await expect(
      checkGiftCard({ giverName: 'N'.repeat(61), occasion: 'birthday', message: '' }),
    ).rejects.toMatchObject({ code: 'gift-card-invalid' });
  });

  it('says in words what is wrong with a bad input', async () => {
    await expect(
      render('Aarav', 'bad-clip', 'english', Buffer.from('not audio at all')),
    ).rejects.toMatchObject({
      code: 'name-recording-unreadable',
      message: expect.stringContaining('The name recording could not be read'),
    });
    await expect(
      renderFilm({
        storyboard: TEST_STORYBOARD,
        language: 'english',
        childName: 'Aarav',
        portrait: Buffer.from('nope'),
        profile: 'test',
        cache,
        outDir: join(root, 'bad-photo'),
      }),
    ).rejects.toMatchObject({ code: 'portrait-unreadable' });
    expect(() => resolveFfmpeg({ FFMPEG_PATH: '/nowhere/ffmpeg' })).toThrow(RenderError);
    expect(() => resolveFfmpeg({ PATH: '/nowhere', FFMPEG_PATH: '' })).not.toThrow(); // the npm binary
  });
});
