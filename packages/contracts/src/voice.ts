import { z } from 'zod';
import { RATE_LIMITED_CODE, type MessageCodes } from './api-error';
import { defineEndpoint } from './endpoint';
import { PHOTO_ERROR_CODES, STORAGE_FAILURE_CODES } from './uploads';

// How the child's name is said (issue 12 item 6, docs/decisions/045): a phonetic spelling typed in
// the order form, and an optional short voice clip of the name, recorded in the browser or chosen
// as a file. The limits and texts live here once, for the form, its client and the server.

const KB = 1024;

export const PRONUNCIATION_MAX_LENGTH = 60;

export const VOICE_CLIP_LIMITS = {
  maxBytes: 1024 * KB,
  maxSeconds: 15,
  /** The multipart field the clip travels in. */
  field: 'file',
  /** What the server stores, decided from the clip's first bytes (never from its name or declared type). */
  contentTypes: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg', 'audio/wav'],
  /** For <input type="file" accept="…">: the same formats under the names browsers give them. */
  accept:
    'audio/webm,audio/ogg,audio/mp4,audio/x-m4a,audio/aac,audio/mpeg,audio/mp3,audio/wav,audio/x-wav,audio/wave,.webm,.ogg,.oga,.opus,.m4a,.mp4,.mp3,.wav',
} as const;
export type VoiceClipContentType = (typeof VOICE_CLIP_LIMITS.contentTypes)[number];

export const VOICE_CLIP_MESSAGES = {
  pronunciationTooLong: `Please keep "How do you say it?" to ${PRONUNCIATION_MAX_LENGTH} characters or fewer.`,
  tooLarge: 'The voice clip is too large. Please keep it under 1 MB.',
  tooLong: 'The voice clip is too long. Please keep it to 15 seconds or less.',
  invalidType:
    'This is not an audio file we can play. Please record again, or choose a WebM, Ogg, M4A, MP3 or WAV file.',
  unreadable: 'We could not read this recording. Please record it again or choose another file.',
  noFile: 'No voice clip received. Send it in the multipart field "file".',
  /** The checkout names a clip that is unknown, already used, or older than 24 h. */
  unavailable: 'Your voice clip is no longer available. Please record it again, or remove it.',
  /** The browser's upload session holds as many unclaimed clips as one order form may. */
  tooMany:
    'You have recorded many voice clips without ordering. Please use the last one, or try again tomorrow.',
  /** The caller's network holds its budget of uploads no order has claimed yet. */
  networkBudgetExceeded:
    'Too many recordings have been uploaded from your network without an order. Please try again later.',
  /** The browser has no microphone, or the parent did not allow it. */
  noMicrophone: 'We could not use your microphone. You can choose a recording from your device instead.',
} as const;

export const VOICE_CLIP_ERROR_CODES = {
  pronunciationTooLong: 'PRONUNCIATION_TOO_LONG',
  tooLarge: 'VOICE_CLIP_TOO_LARGE',
  tooLong: 'VOICE_CLIP_TOO_LONG',
  invalidType: 'VOICE_CLIP_INVALID_TYPE',
  unreadable: 'VOICE_CLIP_UNREADABLE',
  noFile: 'VOICE_CLIP_NO_FILE',
  unavailable: 'VOICE_CLIP_UNAVAILABLE',
  tooMany: 'VOICE_CLIP_BUDGET_EXCEEDED',
  networkBudgetExceeded: 'VOICE_CLIP_NETWORK_BUDGET_EXCEEDED',
  /** The web app's own, when the browser gives no microphone. */
  noMicrophone: 'NO_MICROPHONE',
} as const satisfies MessageCodes<typeof VOICE_CLIP_MESSAGES>;

// '' from an untouched input means "not given".
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The order form's "How do you say {name}?": optional, at most 60 characters. */
export const pronunciationSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: VOICE_CLIP_MESSAGES.pronunciationTooLong })
    .trim()
    .max(PRONUNCIATION_MAX_LENGTH, { error: VOICE_CLIP_MESSAGES.pronunciationTooLong })
    .optional(),
);

/** The order form's voice clip: the id POST /api/uploads/voice-clips answered, or nothing. */
export const voiceClipIdSchema = z.preprocess(
  blankToUndefined,
  z.uuid({ error: VOICE_CLIP_MESSAGES.unavailable }).optional(),
);

/** The form's label, with the child's name once it is typed. */
export const pronunciationLabel = (kidName: string) =>
  kidName.trim() ? `How do you say ${kidName.trim()}?` : 'How do you say your child’s name?';

/**
 * The browser's check before sending (size, and the declared type when there is one). The server
 * decides again from the bytes and measures the length itself. Answers the key of its message
 * (VOICE_CLIP_MESSAGES), which a page shows in its language.
 */
export function voiceClipFileProblem(file: {
  type: string;
  size: number;
}): 'tooLarge' | 'invalidType' | null {
  if (file.size > VOICE_CLIP_LIMITS.maxBytes) return 'tooLarge';
  const type = file.type.toLowerCase();
  if (
    type &&
    !type.startsWith('audio/') &&
    !['video/webm', 'video/mp4', 'video/ogg'].includes(type.split(';')[0]!)
  )
    return 'invalidType';
  return null;
}

export const uploadedVoiceClipResponseSchema = z.object({
  id: z.uuid(),
  content_type: z.enum(VOICE_CLIP_LIMITS.contentTypes),
  /** As the server measured it from the file. */
  duration_seconds: z.number().min(0).max(VOICE_CLIP_LIMITS.maxSeconds),
});
export type UploadedVoiceClip = z.infer<typeof uploadedVoiceClipResponseSchema>;

export const VOICE_CLIP_ENDPOINTS = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/voice-clips',
    access: 'guest-or-user',
    group: 'uploads',
    summary:
      'A voice clip of the child’s name for the order form (multipart, field "file"; ≤ 15 s, ≤ 1 MB; WebM, Ogg, MP4/M4A, MP3 or WAV by its bytes): kept private for 24 h until an order claims it.',
    rawBody: { mediaTypes: VOICE_CLIP_LIMITS.contentTypes, multipartField: VOICE_CLIP_LIMITS.field },
    responses: { 200: uploadedVoiceClipResponseSchema },
    errors: {
      400: [
        VOICE_CLIP_ERROR_CODES.noFile,
        VOICE_CLIP_ERROR_CODES.unreadable,
        VOICE_CLIP_ERROR_CODES.tooLong,
        PHOTO_ERROR_CODES.incomplete,
      ],
      413: [VOICE_CLIP_ERROR_CODES.tooLarge],
      415: [VOICE_CLIP_ERROR_CODES.invalidType],
      429: [VOICE_CLIP_ERROR_CODES.tooMany, VOICE_CLIP_ERROR_CODES.networkBudgetExceeded, RATE_LIMITED_CODE],
      503: [STORAGE_FAILURE_CODES.unavailable],
      507: [STORAGE_FAILURE_CODES.full],
    },
  }),
};
