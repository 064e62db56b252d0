import { VOICE_CLIP_LIMITS, type VoiceClipContentType } from '@shop/contracts/voice';
import { fileTypeFromBuffer } from 'file-type';
import { parseBuffer } from 'music-metadata';

// What a voice clip is, decided from its bytes alone (docs/decisions/045): the container from its
// magic bytes (file-type), its length parsed from the file itself (music-metadata). The name and
// the type the browser declared count for nothing, nor does any length the browser might claim.

export type VoiceClipRejection = 'invalid-type' | 'unreadable' | 'too-long';

export type VoiceClipCheck =
  | { ok: true; contentType: VoiceClipContentType; durationMs: number }
  | { ok: false; reason: VoiceClipRejection };

/** file-type's answer (by extension) → the type we store the clip as. Anything else is refused. */
const STORED_TYPE_BY_EXTENSION: Record<string, VoiceClipContentType> = {
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
};

/** music-metadata's container names for each stored type: the parser must agree with the magic bytes. */
const CONTAINER_OF: Record<VoiceClipContentType, RegExp> = {
  'audio/webm': /^EBML\/webm$/i,
  'audio/ogg': /^Ogg$/i,
  'audio/mp4': /^(M4A|isom|mp4|mp42|iso)/i,
  'audio/mpeg': /^MPEG$/i,
  'audio/wav': /^WAVE$/i,
};

export async function checkVoiceClip(data: Uint8Array): Promise<VoiceClipCheck> {
  const detected = await fileTypeFromBuffer(data).catch(() => undefined);
  const contentType = detected ? STORED_TYPE_BY_EXTENSION[detected.ext] : undefined;
  if (!contentType) return { ok: false, reason: 'invalid-type' };
  let seconds: number | undefined;
  try {
    const metadata = await parseBuffer(
      data,
      { mimeType: contentType, size: data.length },
      { duration: true, skipCovers: true },
    );
    const container = metadata.format.container ?? '';
    if (!CONTAINER_OF[contentType].test(container) || metadata.format.hasAudio === false)
      return { ok: false, reason: 'unreadable' };
    seconds = metadata.format.duration;
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  // A browser's MediaRecorder writes WebM as a live stream: no Duration in its header. Its length is
  // then the last block's time, read from the clusters themselves.
  if (seconds === undefined && contentType === 'audio/webm') seconds = webmBlocksSeconds(data);
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0)
    return { ok: false, reason: 'unreadable' };
  if (seconds > VOICE_CLIP_LIMITS.maxSeconds) return { ok: false, reason: 'too-long' };
  return { ok: true, contentType, durationMs: Math.round(seconds * 1000) };
}

// EBML ids (Matroska/WebM): the elements walked into, and the ones read.
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;
const WALKED_INTO = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);

/** An EBML variable-length integer at `at`: its value (marker bit removed, or kept for ids) and length. */
function readVint(data: Uint8Array, at: number, keepMarker: boolean) {
  const first = data[at];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (at + length > data.length) return undefined;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + data[at + i]!;
    allOnes &&= data[at + i] === 0xff;
  }
  return { value, length, unknownSize: !keepMarker && allOnes };
}

function readUint(data: Uint8Array, at: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i++) value = value * 256 + data[at + i]!;
  return value;
}

/**
 * The time of the last (Simple)Block of a WebM file in seconds, or undefined when the file does not
 * walk as one. Segment, Info, Cluster and BlockGroup are walked into (a live stream writes them with
 * an unknown size); every other element is skipped by its size.
 */
export function webmBlocksSeconds(data: Uint8Array): number | undefined {
  let at = 0;
  let scaleNs = 1_000_000;
  let clusterTime = 0;
  let last: number | undefined;
  while (at < data.length) {
    const id = readVint(data, at, true);
    if (!id) return undefined;
    const size = readVint(data, at + id.length, false);
    if (!size) return undefined;
    const start = at + id.length + size.length;
    if (WALKED_INTO.has(id.value)) {
      at = start;
      continue;
    }
    if (size.unknownSize || start + size.value > data.length) return undefined;
    if (id.value === TIMECODE_SCALE) scaleNs = readUint(data, start, size.value);
    if (id.value === CLUSTER_TIMECODE) clusterTime = readUint(data, start, size.value);
    if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = readVint(data, start, false);
      if (!track || size.value < track.length + 2) return undefined;
      const relative = Buffer.from(data.buffer, data.byteOffset + start + track.length, 2).readInt16BE(0);
      last = Math.max(last ?? 0, clusterTime + relative);
    }
    at = start + size.value;
  }
  return last === undefined ? undefined : (last * scaleNs) / 1e9;
}
