/**
 * The renderer: one child's film (or preview) from a storyboard, the child's name, language and
 * portrait, and optionally the parent's recording of the name. Shared shots come from the cache (or
 * are drawn and put there); the title, the portrait shots and the credits are made for this child;
 * everything joins without re-encoding and the child's sound track is laid under it.
 *
 * Same inputs, same bytes: seeded art, fixed encoder settings and threads, no timestamps or metadata.
 * Output names are a hash of every input, so a retried render can never give an order a second,
 * different file.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getStory } from '@shop/content/stories';
import { STORIES_HI } from '@shop/content/stories.hi';
import type { Storyboard } from '@shop/content/storyboards/schema';
import { speechFromEnv } from '../speech/choose.ts';
import { partKey } from '@shop/content/storyboards/narration-parts';
import type { SpeechAdapter } from '../speech/speech.ts';
import { wavInfo } from '../speech/speech.ts';
import {
  captions,
  cueLoops,
  decodeNameRecording,
  mixSoundtrack,
  placeNarration,
  type RecordedPart,
} from './audio.ts';
import type { SegmentCache } from './cache.ts';
import { RenderError } from './errors.ts';
import { BITEXACT, resolveFfmpeg, runFfmpeg } from './ffmpeg.ts';
import { missingCharacters } from '../art/shaped-text.ts';
import { GIFT_MESSAGE_MAX, GIFT_OCCASIONS, GIVER_NAME_MAX } from '@shop/content/storyboards/film-text';
import {
  creditsCard,
  giftCard,
  portraitOverlay,
  titleCard,
  watermark,
  type GiftCardText,
  type TextLanguage,
} from './overlays.ts';
import { PROFILES, type Profile } from './profiles.ts';
import {
  drawnCount,
  personalSegment,
  sharedSegment,
  type Piece,
  type SegmentFiles,
  type StillOverlay,
} from './segments.ts';
import { timelineOf } from './timeline.ts';
import { ENGINE_VERSION } from './version.ts';

export interface RenderInput {
  storyboard: Storyboard;
  language: 'english' | 'hindi';
  childName: string;
  /** The already-cropped square portrait (JPEG or PNG). */
  portrait: Buffer;
  /** The parent's recording of the name (any audio format ffmpeg reads); else the voice says it. */
  nameRecording?: Buffer;
  /**
   * How the parent spells the name's sound ("how do you say {name}", docs/decisions/045): without a
   * recording, the voice says this instead of `childName`. Titles and captions keep `childName`.
   */
  nameSpelling?: string;
  /**
   * The studio's recordings of narration parts in the film's language (docs/decisions/098): 16-bit
   * PCM WAV, each for the part's exact text; they are played instead of the voice speaking it.
   */
  narration?: readonly NarrationRecording[];
  /**
   * A gift's card (docs/decisions/116): the film opens with the giver's message, who wrote it and the
   * occasion, before the title. The giver's own words: checked and drawn as letters, never as markup.
   */
  giftCard?: GiftCardText | null;
  profile?: Profile['name'];
  cache: SegmentCache;
  /** Where the outputs are written (created if missing). */
  outDir: string;
  /** Scratch space; a fresh directory under the system's temp dir by default, removed afterwards. */
  workDir?: string;
  speech?: SpeechAdapter;
  /** Fraction done (0-1) and the step's name, as the render goes. */
  onProgress?: (fraction: number, step: string) => void;
}

/** A studio recording of one spoken part of a narration line (see `narrationParts`). */
export interface NarrationRecording {
  segment: string;
  line: number;
  part: number;
  /** The text it says, as the storyboard had it when it was recorded. */
  text: string;
  /** 16-bit PCM WAV. */
  audio: Buffer;
}

export interface RenderRecord {
  kind: 'film' | 'preview';
  story: number;
  storyboardVersion: number;
  engineVersion: number;
  profile: Profile['name'];
  language: RenderInput['language'];
  voice: string;
  ffmpeg: string;
  inputs: {
    childName: string;
    portrait: string;
    nameRecording: string | null;
    nameSpelling: string | null;
    storyboard: string;
    /** The studio recordings played, by part (`segment#line#part` → hash of the audio); null if none. */
    narration: Record<string, string> | null;
    /** A hash of a gift's card (its words stay with the order); null for a film that is not a gift. */
    giftCard: string | null;
  };
  seconds: number;
  /** Wall seconds per step. */
  timings: Record<string, number>;
  /** Bytes per output file. */
  sizes: Record<string, number>;
  sharedSegments: { rendered: number; cached: number };
}

export interface RenderResult {
  /** The hash of every input: the outputs are named after it. */
  key: string;
  files: { master: string; whatsapp?: string; captions: string; poster: string; record: string };
  record: RenderRecord;
}

const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

function checkName(name: string): string {
  const trimmed = name.normalize('NFC').trim();
  if (!trimmed || [...trimmed].length > 40 || /[\p{Cc}{}<>]/u.test(trimmed))
    throw new RenderError(
      'storyboard-invalid',
      "The child's name must be 1 to 40 letters, without { } < > or control characters.",
    );
  return trimmed;
}

/**
 * A gift's card as it will be drawn: one line of plain text each (line breaks and control characters
 * become spaces), without what the film's font cannot draw (an emoji would be an empty box).
 */
export async function checkGiftCard(card: GiftCardText): Promise<GiftCardText> {
  const clean = async (text: string) => {
    const plain = text.normalize('NFC').replace(/[\p{Cc}\p{Zl}\p{Zp}]/gu, ' ');
    const missing = new Set(await missingCharacters(plain));
    return [...plain]
      .filter((ch) => !missing.has(ch))
      .join('')
      .replace(/\s+/gu, ' ')
      .trim();
  };
  const giverName = await clean(card.giverName);
  const message = await clean(card.message);
  if (!(GIFT_OCCASIONS as readonly string[]).includes(card.occasion))
    throw new RenderError(
      'gift-card-invalid',
      `The gift's occasion '${card.occasion}' is not one the card knows.`,
    );
  // A name of only what the font cannot draw (emoji, say) was still a name the checkout accepted: the
  // card is signed without it ("With love") rather than the paid film never rendering.
  if (giverName.length > GIVER_NAME_MAX || message.length > GIFT_MESSAGE_MAX)
    throw new RenderError(
      'gift-card-invalid',
      `The gift's card takes a giver's name of at most ${GIVER_NAME_MAX} characters and a message of at most ${GIFT_MESSAGE_MAX}.`,
    );
  return { giverName, occasion: card.occasion, message };
}

function storyTitle(story: number, language: TextLanguage): string {
  const title = language === 'hi' ? STORIES_HI.find((s) => s.id === story)?.title : getStory(story)?.title;
  if (!title) throw new RenderError('storyboard-invalid', `Story ${story} is not in the catalogue.`);
  return title;
}

/** Render one child's whole film: master, WhatsApp copy, captions, poster and the render record. */
export function renderFilm(input: RenderInput): Promise<RenderResult> {
  return render(input, 'film');
}

/**
 * A 15-25 s preview: the title card with the name, the first shot with the portrait, the name spoken,
 * music; "Preview" faint in the lower band of every frame, clear of the name; at most 720p. Same
 * cache and profiles as films.
 */
export function renderPreview(
  input: Omit<RenderInput, 'profile'> & { profile?: 'preview' | 'test' },
): Promise<RenderResult> {
  // 'test' (320x180) keeps the server's tests and the scale test short; the shop's is 'preview'.
  return render({ ...input, profile: input.profile ?? 'preview' }, 'preview');
}

async function render(input: RenderInput, kind: 'film' | 'preview'): Promise<RenderResult> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  let stepStart = performance.now();
  const progress = (fraction: number, step: string) =>
    input.onProgress?.(Math.min(1, Math.max(0, fraction)), step);
  const lap = (step: string) => {
    timings[step] = Math.round(performance.now() - stepStart) / 1000;
    stepStart = performance.now();
  };

  const profile = PROFILES[input.profile ?? 'master'];
  const language: TextLanguage = input.language === 'hindi' ? 'hi' : 'en';
  const board = input.storyboard;
  const name = checkName(input.childName);
  const speech = input.speech ?? speechFromEnv();
  const spelling = input.nameSpelling?.trim() || null;
  const ffmpeg = resolveFfmpeg();
  // A preview is never a gift's: it is made before anyone pays.
  const gift = input.giftCard && kind === 'film' ? await checkGiftCard(input.giftCard) : null;
  const timeline = timelineOf(board, kind === 'preview', !!gift);
  if (!timeline.segments.some((segment) => segment.portrait))
    throw new RenderError(
      'no-portrait-shot',
      `Story ${board.story}'s storyboard has no shot with the portrait.`,
    );

  const inputs = {
    childName: name,
    portrait: sha(input.portrait),
    nameRecording: input.nameRecording ? sha(input.nameRecording) : null,
    nameSpelling: spelling,
    storyboard: sha(JSON.stringify(board)),
    // In the key: a replaced recording makes new outputs (the shared shots hold no sound).
    narration: input.narration?.length
      ? Object.fromEntries(
          [...input.narration]
            .map((take) => [partKey(take), sha(Buffer.concat([Buffer.from(`${take.text}\n`), take.audio]))])
            .sort(([a = ''], [b = '']) => a.localeCompare(b)),
        )
      : null,
    giftCard: gift ? sha(JSON.stringify(gift)) : null,
  };
  const key = sha(
    JSON.stringify({
      kind,
      ...inputs,
      language,
      profile: profile.name,
      engine: ENGINE_VERSION,
      voice: speech.voice(language),
    }),
  ).slice(0, 24);
  const workDir = input.workDir ?? mkdtempSync(join(tmpdir(), 'film-'));
  mkdirSync(workDir, { recursive: true });
  mkdirSync(input.outDir, { recursive: true });
  try {
    progress(0, 'checking the inputs');
    const nameAudio = input.nameRecording
      ? await decodeNameRecording(input.nameRecording, workDir)
      : undefined;
    // Every shot's frames count towards progress: drawing is most of the work of an uncached film.
    const totalFrames = timeline.segments.reduce((sum, s) => sum + drawnCount(s, profile), 0);
    let framesDone = 0;
    const onFrame = () => {
      framesDone++;
      if (framesDone % 12 === 0)
        progress(0.05 + 0.6 * (framesDone / totalFrames), 'drawing the shared shots');
    };

    const shared = new Map<string, Piece[]>();
    let rendered = 0;
    let cached = 0;
    for (const segment of timeline.segments) {
      const files = await sharedSegment(
        board.story,
        board.version,
        segment,
        profile,
        input.cache,
        workDir,
        onFrame,
      );
      if (files.cached) {
        cached++;
        framesDone += drawnCount(segment, profile);
      } else rendered++;
      shared.set(segment.id, files.pieces);
    }
    lap('shared shots');

    progress(0.66, "making the child's scenes");
    const title = storyTitle(board.story, language);
    const mark = kind === 'preview' ? await watermark(language, profile) : undefined;
    const joined: SegmentFiles[] = [];
    for (const segment of timeline.segments) {
      const pieces = shared.get(segment.id);
      if (!pieces) throw new Error(`segment ${segment.id} was not made`);
      const stills: StillOverlay[] = [];
      // A gift's card comes out of black and goes back to it; the title then rises from black.
      let fade: { in?: number; out?: number } = {};
      if (segment.kind === 'gift' && gift) {
        stills.push({
          png: await giftCard(gift, name, language, profile),
          fadeIn: { start: 0.5, seconds: 1 },
        });
        fade = { in: 0.8, out: 0.6 };
      }
      if (segment.kind === 'title' && gift) fade = { in: 0.6 };
      if (segment.kind === 'title')
        stills.push({
          png: await titleCard(title, name, language, profile),
          fadeIn: { start: 0.4, seconds: 1 },
        });
      if (segment.kind === 'credits')
        stills.push({ png: await creditsCard(name, language, profile), fadeIn: { start: 0.5, seconds: 1 } });
      if (mark) stills.push({ png: mark });
      for (const [index, piece] of pieces.entries()) {
        // A shot cut for its portrait: only its last piece holds the portrait (see portraitCut).
        const moving =
          segment.portrait && index === pieces.length - 1
            ? await portraitOverlay(segment, input.portrait, profile, piece.from)
            : undefined;
        if (!stills.length && !moving) {
          joined.push(piece.files);
          continue;
        }
        const id = pieces.length > 1 ? `${segment.id}-${index}` : segment.id;
        joined.push(
          await personalSegment(
            piece.files,
            { id, seconds: piece.seconds },
            profile,
            {
              stills: stills.map((still) =>
                still.fadeIn
                  ? { ...still, fadeIn: { ...still.fadeIn, start: still.fadeIn.start - piece.from } }
                  : still,
              ),
              moving,
            },
            {
              master: join(workDir, `personal-${id}.mp4`),
              share: join(workDir, `personal-${id}-share.mp4`),
            },
            workDir,
            fade,
          ),
        );
      }
    }
    lap('personal scenes');

    progress(0.8, 'speaking the narration');
    const recorded = new Map<string, RecordedPart>();
    for (const [index, take] of (input.narration ?? []).entries()) {
      let seconds: number;
      try {
        seconds = wavInfo(take.audio).seconds;
      } catch (cause) {
        throw new RenderError(
          'narration-recording-unreadable',
          `The studio recording of line ${take.line + 1} of shot '${take.segment}' could not be read: upload it again.`,
          { cause },
        );
      }
      const file = join(workDir, `studio-${index}.wav`);
      writeFileSync(file, take.audio);
      recorded.set(partKey(take), { file, seconds, text: take.text });
    }
    const lines = await placeNarration(
      timeline,
      language,
      name,
      speech,
      nameAudio,
      workDir,
      spelling,
      recorded,
    );
    lap('narration');
    progress(0.86, 'mixing the sound');
    const sound = join(workDir, 'sound.m4a');
    const loops = await cueLoops(
      timeline.music.map((span) => span.cue),
      input.cache,
      workDir,
    );
    await mixSoundtrack(timeline, lines, loops, workDir, sound, profile.audioBitrateK);
    const shareSound = join(workDir, 'sound-share.m4a');
    if (profile.share)
      await runFfmpeg(
        ['-i', sound, '-c:a', 'aac', '-b:a', '64k', '-ac', '1', ...BITEXACT, shareSound],
        "making the small copy's sound",
      );
    lap('sound');

    progress(0.92, 'joining the film');
    const files: RenderResult['files'] = {
      master: join(input.outDir, `${key}-${kind === 'preview' ? 'preview' : 'master'}.mp4`),
      captions: join(input.outDir, `${key}.${language}.vtt`),
      poster: join(input.outDir, `${key}-poster.jpg`),
      record: join(input.outDir, `${key}-record.json`),
    };
    await join_(
      joined.map((f) => f.master),
      sound,
      files.master,
      workDir,
      'master',
    );
    if (profile.share && kind === 'film') {
      files.whatsapp = join(input.outDir, `${key}-whatsapp.mp4`);
      await join_(
        joined.map((f) => f.share ?? ''),
        shareSound,
        files.whatsapp,
        workDir,
        'share',
      );
    }
    writeFileSync(files.captions, captions(lines));
    // The poster is the title card's, a gift's or not (the card's words are the family's to read in the film).
    const title_ = timeline.segments.find((segment) => segment.kind === 'title');
    const posterAt = (title_?.start ?? 0) + Math.min(title_?.seconds ?? 3, 3) * 0.8;
    await runFfmpeg(
      [
        '-ss',
        posterAt.toFixed(2),
        '-i',
        files.master,
        '-frames:v',
        '1',
        '-q:v',
        '3',
        ...BITEXACT,
        files.poster,
      ],
      'taking the poster',
    );
    lap('join and outputs');

    const sizes: Record<string, number> = {};
    for (const [what, file] of Object.entries(files))
      if (file && what !== 'record') sizes[what] = statSync(file).size;
    timings.total = Math.round(performance.now() - started) / 1000;
    const record: RenderRecord = {
      kind,
      story: board.story,
      storyboardVersion: board.version,
      engineVersion: ENGINE_VERSION,
      profile: profile.name,
      language: input.language,
      voice: speech.voice(language),
      ffmpeg: ffmpeg.source,
      inputs,
      seconds: timeline.seconds,
      timings,
      sizes,
      sharedSegments: { rendered, cached },
    };
    writeFileSync(files.record, `${JSON.stringify(record, null, 2)}\n`);
    progress(1, 'done');
    return { key, files, record };
  } finally {
    if (!input.workDir) rmSync(workDir, { recursive: true, force: true });
  }
}

/** Join segments with the concat demuxer (no re-encoding) and lay the sound under them. */
async function join_(
  segments: string[],
  sound: string,
  out: string,
  workDir: string,
  name: string,
): Promise<void> {
  const list = join(workDir, `concat-${name}.txt`);
  writeFileSync(list, segments.map((file) => `file '${file.replaceAll("'", "'\\''")}'\n`).join(''));
  await runFfmpeg(
    [
      ...['-f', 'concat', '-safe', '0', '-i', list, '-i', sound],
      ...['-map', '0:v', '-map', '1:a', '-c', 'copy', '-shortest', '-movflags', '+faststart'],
      ...[...BITEXACT, out],
    ],
    'joining the film',
  );
}
