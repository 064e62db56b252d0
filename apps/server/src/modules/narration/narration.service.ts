import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Language } from '@shop/contracts/catalog';
import {
  NARRATION_ERROR_CODES,
  NARRATION_LIMITS,
  NARRATION_MESSAGES,
  type NarrationContentType,
  type StoryNarration,
} from '@shop/contracts/narration';
import { PHOTO_ERROR_CODES, PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { getStoryboard } from '@shop/content/storyboards/index';
import { type NarrationPart, narrationParts, partKey } from '@shop/content/storyboards/narration-parts';
import {
  SPOKEN_NAME_SECONDS,
  estimatedSpeechSeconds,
  type Storyboard,
} from '@shop/content/storyboards/schema';
import { RenderError } from '@shop/film/render/errors';
import { prepareStudioTake } from '@shop/film/render/studio-take';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { newObjectKey } from '../../adapters/storage/object-keys.ts';
import type { ObjectStorage } from '../../adapters/storage/object-storage.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../errors/app-error.ts';
import {
  createNarrationRepository,
  type NarrationRecordingRow,
  type PartPlace,
} from './narration.repository.ts';

// The studio's recordings of a story's narration (docs/decisions/098). A take is checked by its
// bytes (its container's magic bytes, then decoded by ffmpeg), trimmed and levelled once here, kept
// in storage as the WAV the films play, and refused when it cannot fit its part's time in the shot
// (a film never cuts a take short). No child's data is in here.

/** A listening link lives as long as a studio page is looked at, not longer. */
const LISTEN_LINK_SECONDS = 15 * 60;

/** file-type's answer (by extension) → the type the take was uploaded as. Anything else is refused. */
const TYPE_BY_EXTENSION: Record<string, NarrationContentType> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
};

const LANGUAGE_CODE: Record<Language, 'en' | 'hi'> = { english: 'en', hindi: 'hi' };

/** A take's file as the multipart parser hands it over. */
export interface UploadedTake {
  stream: Readable;
  truncated: () => boolean;
}

/** A part's recording as a render plays it. */
export interface NarrationTake {
  segment: string;
  line: number;
  part: number;
  text: string;
  audio: Buffer;
}

export interface NarrationService {
  view(story: number, language: Language): Promise<StoryNarration>;
  upload(place: PartPlace, take: UploadedTake, adminId: string): Promise<StoryNarration>;
  remove(place: PartPlace): Promise<StoryNarration>;
  /**
   * The takes a new film of this story and language plays: those recorded for the words its
   * storyboard says now (a take of words since changed is left out, and the voice says them).
   */
  takesFor(storyboard: Storyboard, language: Language): Promise<NarrationTake[]>;
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

async function readTake(take: UploadedTake): Promise<Buffer> {
  const tooLarge = () => new AppError(413, NARRATION_MESSAGES.tooLarge, NARRATION_ERROR_CODES.tooLarge);
  take.stream.once('limit', () => take.stream.destroy(tooLarge()));
  const chunks: Buffer[] = [];
  let bytes = 0;
  try {
    for await (const chunk of take.stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > NARRATION_LIMITS.maxBytes) {
        take.stream.destroy();
        throw tooLarge();
      }
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badRequest(PHOTO_MESSAGES.incomplete, PHOTO_ERROR_CODES.incomplete);
  }
  if (take.truncated()) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * How long a take of this part may last: its line's time (sped up by at most 10 %, as the film
 * allows), less the name (allowed for generously) and the line's other parts (their takes' length,
 * or what the voice needs at its slowest).
 */
function maxSeconds(
  part: NarrationPart,
  all: readonly NarrationPart[],
  recorded: ReadonlyMap<string, NarrationRecordingRow>,
  language: 'en' | 'hi',
): number {
  const others = all
    .filter((other) => other.segment === part.segment && other.line === part.line && other.part !== part.part)
    .reduce((sum, other) => {
      const take = recorded.get(partKey(other));
      return (
        sum +
        (take && take.text === other.text
          ? take.durationSeconds
          : estimatedSpeechSeconds(other.text, language))
      );
    }, 0);
  const room = part.slotSeconds * NARRATION_LIMITS.maxTempo - part.names * SPOKEN_NAME_SECONDS - others;
  return Math.max(0, Math.round(room * 10) / 10);
}

export function createNarrationService({
  db,
  storage,
  log,
  storyboardOf = getStoryboard,
}: {
  db: Db;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  storyboardOf?: (story: number) => Storyboard | undefined;
}): NarrationService {
  const repository = createNarrationRepository(db);

  function boardOf(story: number): Storyboard {
    const board = storyboardOf(story);
    if (!board) throw notFound(NARRATION_MESSAGES.noStoryboard, NARRATION_ERROR_CODES.noStoryboard);
    return board;
  }

  async function view(story: number, language: Language): Promise<StoryNarration> {
    const board = boardOf(story);
    const code = LANGUAGE_CODE[language];
    const parts = narrationParts(board, code);
    const rows = await repository.listOf(story, language);
    const byPlace = new Map(rows.map((row) => [partKey(row.recording), row]));
    const recordings = new Map(rows.map((row) => [partKey(row.recording), row.recording]));
    return {
      story,
      language,
      storyboard_version: board.version,
      parts: await Promise.all(
        parts.map(async (part) => {
          const found = byPlace.get(partKey(part));
          return {
            segment: part.segment,
            line: part.line,
            part: part.part,
            text: part.text,
            line_text: part.lineText,
            max_seconds: maxSeconds(part, parts, recordings, code),
            recording: found
              ? {
                  id: found.recording.id,
                  duration_seconds: Math.round(found.recording.durationSeconds * 100) / 100,
                  content_hash: found.recording.contentHash,
                  original_type: found.recording.originalType,
                  uploaded_at: found.recording.uploadedAt.toISOString(),
                  uploaded_by: found.uploaderEmail,
                  url: await storage.signedGetUrl(found.recording.storageKey, {
                    expiresInSeconds: LISTEN_LINK_SECONDS,
                  }),
                  current: found.recording.text === part.text,
                  text: found.recording.text,
                }
              : null,
          };
        }),
      ),
    };
  }

  function partAt(place: PartPlace): { part: NarrationPart; parts: NarrationPart[] } {
    const parts = narrationParts(boardOf(place.story), LANGUAGE_CODE[place.language]);
    const part = parts.find((candidate) => partKey(candidate) === partKey(place));
    if (!part) throw notFound(NARRATION_MESSAGES.noPart, NARRATION_ERROR_CODES.noPart);
    return { part, parts };
  }

  return {
    view,

    async upload(place, take, adminId) {
      const { part, parts } = partAt(place);
      const data = await readTake(take);
      const detected = data.length ? await fileTypeFromBuffer(data).catch(() => undefined) : undefined;
      const originalType = detected ? TYPE_BY_EXTENSION[detected.ext] : undefined;
      if (!originalType)
        throw new AppError(415, NARRATION_MESSAGES.invalidType, NARRATION_ERROR_CODES.invalidType);
      let ready;
      try {
        ready = await prepareStudioTake(data);
      } catch (error) {
        if (error instanceof RenderError && error.code === 'narration-recording-unreadable')
          throw badRequest(NARRATION_MESSAGES.unreadable, NARRATION_ERROR_CODES.unreadable);
        throw error;
      }
      if (ready.seconds < NARRATION_LIMITS.minSeconds)
        throw badRequest(NARRATION_MESSAGES.tooShort, NARRATION_ERROR_CODES.tooShort);
      const others = new Map(
        (await repository.listOf(place.story, place.language)).map((row) => [
          partKey(row.recording),
          row.recording,
        ]),
      );
      const allowed = maxSeconds(part, parts, others, LANGUAGE_CODE[place.language]);
      if (ready.seconds > allowed)
        throw badRequest(NARRATION_MESSAGES.tooLong(ready.seconds, allowed), NARRATION_ERROR_CODES.tooLong);

      const key = newObjectKey('narration', 'audio/wav');
      await storage.putStream(key, Readable.from([ready.wav]), {
        contentType: 'audio/wav',
        contentLength: ready.wav.length,
      });
      let replacedKey: string | null;
      try {
        ({ replacedKey } = await repository.put({
          ...place,
          text: part.text,
          storageKey: key,
          contentHash: sha256(ready.wav),
          durationSeconds: ready.seconds,
          originalType,
          originalBytes: data.length,
          uploadedBy: adminId,
        }));
      } catch (error) {
        // Nothing half-written: the file goes with the row that was not made.
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
      if (replacedKey)
        await storage
          .delete(replacedKey)
          .catch((error: unknown) =>
            log.warn({ err: error, key: replacedKey }, 'replaced narration file left'),
          );
      log.info(
        { story: place.story, language: place.language, part: partKey(place), seconds: ready.seconds },
        'narration recording uploaded',
      );
      return view(place.story, place.language);
    },

    async remove(place) {
      boardOf(place.story);
      const key = await repository.remove(place);
      if (!key) throw notFound(NARRATION_MESSAGES.noRecording, NARRATION_ERROR_CODES.noRecording);
      await storage
        .delete(key)
        .catch((error: unknown) => log.warn({ err: error, key }, 'removed narration file left'));
      log.info(
        { story: place.story, language: place.language, part: partKey(place) },
        'narration recording removed',
      );
      return view(place.story, place.language);
    },

    async takesFor(storyboard, language) {
      const rows = await repository.listOf(storyboard.story, language);
      if (!rows.length) return [];
      const current = new Map(
        narrationParts(storyboard, LANGUAGE_CODE[language]).map((part) => [partKey(part), part.text]),
      );
      const takes: NarrationTake[] = [];
      for (const { recording } of rows) {
        if (current.get(partKey(recording)) !== recording.text) continue;
        const read = await storage.openRead(recording.storageKey);
        const chunks: Buffer[] = [];
        for await (const chunk of read.stream as AsyncIterable<Buffer>) chunks.push(chunk);
        takes.push({
          segment: recording.segment,
          line: recording.line,
          part: recording.part,
          text: recording.text,
          audio: Buffer.concat(chunks),
        });
      }
      return takes;
    },
  };
}
