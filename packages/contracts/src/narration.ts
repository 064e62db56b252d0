import { z } from 'zod';
import { LANGUAGES, STORY_COUNT } from './catalog';
import { defineEndpoint } from './endpoint';
import { PHOTO_ERROR_CODES, STORAGE_FAILURE_CODES } from './uploads';

// The studio's own recordings of a story's narration (issue 33 point 3, docs/decisions/098): per
// story, language and spoken part of a line (the words between the {name} slots), uploaded in the
// admin and played in every new film instead of the voice. The child's name stays personal: it is
// never part of a recording.

const MB = 1024 * 1024;

export const NARRATION_LIMITS = {
  maxBytes: 25 * MB,
  /** Shorter than this is a click or an empty take, not a spoken part. */
  minSeconds: 0.3,
  /** A take may be this much longer than its part's time: the film speeds a line up by at most 10 %. */
  maxTempo: 1.1,
  /** The multipart field the file travels in. */
  field: 'file',
  /** What a studio records, decided from the file's bytes (never from its name or declared type). */
  contentTypes: ['audio/wav', 'audio/mpeg', 'audio/mp4', 'audio/aac', 'audio/ogg'],
  /** For <input type="file" accept="…">. */
  accept:
    'audio/wav,audio/x-wav,audio/wave,audio/mpeg,audio/mp3,audio/mp4,audio/x-m4a,audio/aac,audio/ogg,audio/opus,.wav,.mp3,.m4a,.aac,.ogg,.oga,.opus',
} as const;
export type NarrationContentType = (typeof NARRATION_LIMITS.contentTypes)[number];

export const NARRATION_MESSAGES = {
  noStoryboard: 'This story has no storyboard yet, so it has no narration to record.',
  noPart: 'This storyboard has no such spoken part (it may have changed): reload the page.',
  noRecording: 'This part has no studio recording.',
  noFile: 'No recording received. Send it in the multipart field "file".',
  tooLarge: 'The recording is larger than 25 MB. Export it as a shorter or compressed file (MP3 or M4A).',
  invalidType: 'This is not an audio file we can use. Upload a WAV, MP3, M4A/AAC or Ogg/Opus file.',
  unreadable: 'We could not read the sound in this file. Export it again from the studio and retry.',
  tooShort: 'The recording is too short to be this part. Check that it is the right take.',
  /** It lasts `seconds`; the part has room for `allowed`. */
  tooLong: (seconds: number, allowed: number) =>
    `The recording lasts ${seconds.toFixed(1)} s, but this part has room for ${allowed.toFixed(1)} s in its shot. ` +
    'Record it a little faster, or trim the silence at its start and end.',
} as const;

export const NARRATION_ERROR_CODES = {
  noStoryboard: 'NARRATION_NO_STORYBOARD',
  noPart: 'NARRATION_PART_NOT_FOUND',
  noRecording: 'NARRATION_RECORDING_NOT_FOUND',
  noFile: 'NO_FILE',
  tooLarge: 'NARRATION_TOO_LARGE',
  invalidType: 'NARRATION_INVALID_TYPE',
  unreadable: 'NARRATION_UNREADABLE',
  tooShort: 'NARRATION_TOO_SHORT',
  tooLong: 'NARRATION_TOO_LONG',
} as const;

const isoTime = z.iso.datetime({ offset: true });

/** A studio recording of one part. */
export const narrationRecordingSchema = z.object({
  id: z.uuid(),
  duration_seconds: z.number().nonnegative(),
  /** SHA-256 of the audio the films play (the normalised WAV). */
  content_hash: z.string(),
  /** The file's type as uploaded (detected from its bytes). */
  original_type: z.string(),
  uploaded_at: isoTime,
  /** Who uploaded it (their e-mail), null once their account is gone. */
  uploaded_by: z.string().nullable(),
  /** A short-lived link to listen to it. */
  url: z.string(),
  /** false when the storyboard's words changed since it was recorded: films then use the voice. */
  current: z.boolean(),
  /** The words it was recorded for. */
  text: z.string(),
});
export type NarrationRecording = z.infer<typeof narrationRecordingSchema>;

/** One spoken part of a narration line and its state: the voice, or a studio recording. */
export const narrationPartSchema = z.object({
  /** The shot's id, or `title` for the welcome spoken over the title card. */
  segment: z.string(),
  line: z.number().int().nonnegative(),
  part: z.number().int().nonnegative(),
  /** What this part says. */
  text: z.string(),
  /** The whole line, {name} where the child's name is said. */
  line_text: z.string(),
  /** How long a recording of this part may last, in seconds. */
  max_seconds: z.number().nonnegative(),
  recording: narrationRecordingSchema.nullable(),
});
export type NarrationPart = z.infer<typeof narrationPartSchema>;

export const storyNarrationSchema = z.object({
  story: z.number().int(),
  language: z.enum(LANGUAGES),
  storyboard_version: z.number().int(),
  parts: z.array(narrationPartSchema),
});
export type StoryNarration = z.infer<typeof storyNarrationSchema>;

export const storyNarrationResponseSchema = z.object({
  success: z.literal(true),
  data: storyNarrationSchema,
});

const storyParams = z.object({
  story: z.coerce.number().int().min(1).max(STORY_COUNT),
  language: z.enum(LANGUAGES),
});
const partParams = storyParams.extend({
  segment: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    .max(80),
  line: z.coerce.number().int().min(0).max(99),
  part: z.coerce.number().int().min(0).max(99),
});

export const NARRATION_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/narration/:story/:language',
    access: 'admin',
    group: 'narration',
    summary:
      "A story's narration in one language, part by part: its words, how long a take may last, and the studio's recording if any (with a short-lived link).",
    params: storyParams,
    responses: { 200: storyNarrationResponseSchema },
    errors: { 404: [NARRATION_ERROR_CODES.noStoryboard] },
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/narration/:story/:language/:segment/:line/:part',
    access: 'admin',
    group: 'narration',
    summary:
      'Upload (or replace) the studio recording of one spoken part (multipart, field "file"; ≤ 25 MB; WAV, MP3, M4A/AAC or Ogg/Opus by its bytes; no longer than the part’s time). New films play it.',
    params: partParams,
    rawBody: { mediaTypes: NARRATION_LIMITS.contentTypes, multipartField: NARRATION_LIMITS.field },
    responses: { 200: storyNarrationResponseSchema },
    errors: {
      400: [
        NARRATION_ERROR_CODES.noFile,
        NARRATION_ERROR_CODES.unreadable,
        NARRATION_ERROR_CODES.tooShort,
        NARRATION_ERROR_CODES.tooLong,
        PHOTO_ERROR_CODES.incomplete,
      ],
      404: [NARRATION_ERROR_CODES.noStoryboard, NARRATION_ERROR_CODES.noPart],
      413: [NARRATION_ERROR_CODES.tooLarge],
      415: [NARRATION_ERROR_CODES.invalidType],
      503: [STORAGE_FAILURE_CODES.unavailable],
      507: [STORAGE_FAILURE_CODES.full],
    },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/narration/:story/:language/:segment/:line/:part',
    access: 'admin',
    group: 'narration',
    summary: 'Remove the studio recording of one spoken part: new films speak it with the voice again.',
    params: partParams,
    responses: { 200: storyNarrationResponseSchema },
    errors: { 404: [NARRATION_ERROR_CODES.noStoryboard, NARRATION_ERROR_CODES.noRecording] },
  }),
};
