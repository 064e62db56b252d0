import { randomUUID } from 'node:crypto';

// Object keys are made here and nowhere else: `<prefix>/<uuid>.<ext>`. Random, so a key is never
// guessable; and of one strict shape, so a key that came back in a request is either exactly such
// a key or refused — it cannot climb out of the store (`..`, `/`, `\`, NUL never match).

// probes/: the readiness probe's one-byte write, deleted at once (modules/health).
// films/: an order's rendered film, its stills and spoken name (children's data, keyed by the
// render's inputs); film-cache/: the shared shots and music every film of a story reuses (no one's data).
export const KEY_PREFIXES = [
  'photos',
  'videos',
  'thumbnails',
  'voice-clips',
  'probes',
  'films',
  'film-cache',
  'narration',
] as const;
export type KeyPrefix = (typeof KEY_PREFIXES)[number];

// One extension per type, so the local disk needs no metadata beside the file: the key says the type.
const EXTENSION_BY_CONTENT_TYPE = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/x-msvideo': 'avi',
  // Voice clips of the child's name (docs/decisions/045).
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'text/plain': 'txt',
  // A rendered film's captions.
  'text/vtt': 'vtt',
} as const satisfies Record<string, string>;

export type StoredContentType = keyof typeof EXTENSION_BY_CONTENT_TYPE;

const CONTENT_TYPE_BY_EXTENSION: Record<string, StoredContentType> = Object.fromEntries(
  Object.entries(EXTENSION_BY_CONTENT_TYPE).map(([type, ext]) => [ext, type as StoredContentType]),
);

const KEY_PATTERN = new RegExp(
  `^(${KEY_PREFIXES.join('|')})/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\\.(${Object.values(EXTENSION_BY_CONTENT_TYPE).join('|')})$`,
);

export interface ParsedKey {
  key: string;
  prefix: KeyPrefix;
  id: string;
  contentType: StoredContentType;
}

export const isStoredContentType = (type: string): type is StoredContentType =>
  Object.hasOwn(EXTENSION_BY_CONTENT_TYPE, type);

/** A fresh key for an object of this type (`id` defaults to a new random UUID). */
export function newObjectKey(
  prefix: KeyPrefix,
  contentType: StoredContentType,
  id: string = randomUUID(),
): string {
  const key = `${prefix}/${id}.${EXTENSION_BY_CONTENT_TYPE[contentType]}`;
  if (!KEY_PATTERN.test(key)) throw new Error(`Not a valid object id: ${id}`);
  return key;
}

/** The parts of a well-formed key; null for anything else. */
export function parseObjectKey(key: string): ParsedKey | null {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, prefix, id, ext] = match;
  return { key, prefix: prefix as KeyPrefix, id: id!, contentType: CONTENT_TYPE_BY_EXTENSION[ext!]! };
}

export class InvalidObjectKeyError extends Error {
  override name = 'InvalidObjectKeyError';

  constructor(key: string) {
    super(`Not a valid object key: ${JSON.stringify(key.slice(0, 200))}`);
  }
}

/** For the storage implementations: the parsed key, or a thrown InvalidObjectKeyError. */
export function requireObjectKey(key: string): ParsedKey {
  const parsed = parseObjectKey(key);
  if (!parsed) throw new InvalidObjectKeyError(key);
  return parsed;
}

/** A key holds exactly its own type; writing another type under it is a programming error. */
export function requireContentTypeOfKey(key: string, contentType: string): ParsedKey {
  const parsed = requireObjectKey(key);
  if (parsed.contentType !== contentType.toLowerCase()) {
    throw new Error(`Object key ${key} is for ${parsed.contentType}, not ${contentType}`);
  }
  return parsed;
}
