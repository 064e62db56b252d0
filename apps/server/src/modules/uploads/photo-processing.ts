import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PHOTO_LIMITS } from '@shop/contracts/uploads';
import sharp, { type Metadata } from 'sharp';
import { fromFileSystemError } from '../../adapters/storage/object-storage.ts';

// A kid's photo from a stranger's upload to a clean private JPEG (docs/architecture.md#uploads), step by
// step, each refusing as early as it can: the type from the first bytes while they stream in, the
// size while it streams, the dimensions from the header before any pixel is decoded, and only then
// a full decode and re-encode, which drops everything but the pixels (EXIF with GPS, XMP, ICC).
// The re-encoded JPEG is never larger than storedPhotoBound(upload size) (docs/decisions/022), so
// a small, highly compressed upload cannot turn into a large file on our disk.

// Each upload is a different image: libvips' operation cache would only hold memory.
sharp.cache(false);

export type PhotoRejection =
  'invalid-type' | 'too-large' | 'too-many-pixels' | 'invalid-image' | 'incomplete';

export class PhotoRejectedError extends Error {
  override name = 'PhotoRejectedError';

  constructor(readonly reason: PhotoRejection) {
    super(`Photo rejected: ${reason}`);
  }
}

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The formats a parent may send, by their first bytes; the name and declared type count for nothing. */
export function sniffPhotoFormat(head: Buffer): PhotoFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    head.length >= 12 &&
    head.toString('latin1', 0, 4) === 'RIFF' &&
    head.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SNIFF_BYTES = 12;

export interface SpooledPhoto {
  file: string;
  bytes: number;
  format: PhotoFormat;
  /** Removes the spooled file (idempotent). */
  remove(): Promise<void>;
}

/**
 * Streams the upload to a file in `dir`, checking its first bytes as soon as they arrive and
 * counting the rest. `truncated()` says whether the multipart parser cut the file at its size
 * limit. On any failure the file is already gone.
 */
export async function spoolPhoto(
  stream: Readable,
  dir: string,
  truncated: () => boolean,
): Promise<SpooledPhoto> {
  await mkdir(dir, { recursive: true }).catch((error: unknown) => {
    throw fromFileSystemError(error);
  });
  const file = path.join(dir, `${randomUUID()}.upload`);
  const remove = () => rm(file, { force: true });
  const inspector = new PhotoInspector();
  // The multipart parser cuts the file at the limit but would go on reading (and dropping) the
  // rest of it; stop right there instead, so a 100 MB upload is refused after 10 MB, not after 100.
  stream.once('limit', () => stream.destroy(new PhotoRejectedError('too-large')));
  // The multipart parser fails the file stream when the body breaks off or stops being multipart
  // (no closing boundary, a cut-off part): the sender's fault. Whichever stream fails first tells
  // it apart from a failure on our side (the checks, the disk), after which pipeline fails the rest.
  const writer = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  // (The parser may have failed the stream already, before it reached this function.)
  let uploadFailedFirst: boolean | undefined = stream.errored ? true : undefined;
  stream.once('error', () => (uploadFailedFirst ??= true));
  for (const ours of [inspector, writer]) ours.once('error', () => (uploadFailedFirst ??= false));
  try {
    await pipeline(stream, inspector, writer).catch((error: unknown) => {
      throw uploadFailedFirst && !(error instanceof PhotoRejectedError)
        ? new PhotoRejectedError('incomplete')
        : error;
    });
    if (truncated() || inspector.bytes > PHOTO_LIMITS.maxBytes) throw new PhotoRejectedError('too-large');
    if (!inspector.format) throw new PhotoRejectedError('invalid-type'); // fewer bytes than a signature
    return { file, bytes: inspector.bytes, format: inspector.format, remove };
  } catch (error) {
    // An upload that fails at once fails before the file has finished opening: removing it then
    // would leave the file the open creates a moment later.
    // ('close' comes after the 'error' pipeline gave it, which events.once would take as a failure.)
    if (!writer.closed) await new Promise<void>((resolve) => writer.once('close', () => resolve()));
    await remove();
    // The spool shares DATA_DIR's disk: a full disk is a 507 here too, not a 500.
    throw fromFileSystemError(error);
  }
}

/** Checks the signature in the first bytes, counts the rest, and stops one byte past the limit. */
class PhotoInspector extends Transform {
  bytes = 0;
  format: PhotoFormat | null = null;
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > PHOTO_LIMITS.maxBytes) return done(new PhotoRejectedError('too-large'));
    if (!this.format) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, SNIFF_BYTES)]).subarray(0, SNIFF_BYTES);
      if (this.head.length >= SNIFF_BYTES || this.bytes >= SNIFF_BYTES) {
        this.format = sniffPhotoFormat(this.head);
        if (!this.format) return done(new PhotoRejectedError('invalid-type'));
      }
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback) {
    // A file shorter than the longest signature: judge it by what there is.
    if (!this.format) this.format = sniffPhotoFormat(this.head);
    done();
  }
}

export interface CleanPhoto {
  data: Buffer;
  width: number;
  height: number;
}

export const PHOTO_JPEG_QUALITY = 88;
/** Tried when the first encoding is over the bound; below it, the photo is made smaller instead. */
const LOWER_JPEG_QUALITY = 70;
/** Each step down aims a little under the bound, so one step nearly always lands. */
const DOWNSCALE_MARGIN = 0.9;
const MAX_DOWNSCALES = 6;

/**
 * The room a stored photo may take (docs/decisions/022): never more than the file that was
 * uploaded, except that any photo may take up to 256 KB (a sharp 1000×1000 JPEG), so a tiny PNG
 * still becomes a usable JPEG. Uploads are at most 10 MB, so neither is a stored photo.
 */
export const PHOTO_STORED_FLOOR_BYTES = 256 * 1024;
export const storedPhotoBound = (uploadedBytes: number) => Math.max(uploadedBytes, PHOTO_STORED_FLOOR_BYTES);

/**
 * Header checks, then decode, auto-orient, flatten onto white, re-encode as sRGB JPEG with no
 * metadata, within storedPhotoBound(spooled.bytes): at quality 88, else 70, else 70 made smaller
 * step by step (each step from the original, sized from how far the last one was over).
 */
export async function cleanPhoto(
  spooled: Pick<SpooledPhoto, 'file' | 'format' | 'bytes'>,
): Promise<CleanPhoto> {
  let header: Metadata;
  try {
    header = await sharp(spooled.file).metadata(); // reads the header only
  } catch {
    throw new PhotoRejectedError('invalid-image');
  }
  // A JPEG signature on a file libvips reads as something else is not the image it claims to be.
  if (header.format !== spooled.format || !header.width || !header.height)
    throw new PhotoRejectedError('invalid-image');
  if (header.width > PHOTO_LIMITS.maxWidth || header.height > PHOTO_LIMITS.maxHeight) {
    throw new PhotoRejectedError('too-many-pixels');
  }

  const bound = storedPhotoBound(spooled.bytes);
  try {
    let photo = await encodePhoto(spooled.file, PHOTO_JPEG_QUALITY);
    if (photo.data.length <= bound) return photo;
    photo = await encodePhoto(spooled.file, LOWER_JPEG_QUALITY);
    // JPEG bytes grow about with the pixel count: scale each side by the square root of the excess.
    for (let step = 0; photo.data.length > bound && step < MAX_DOWNSCALES; step++) {
      const scale = Math.min(DOWNSCALE_MARGIN, Math.sqrt(bound / photo.data.length) * DOWNSCALE_MARGIN);
      photo = await encodePhoto(spooled.file, LOWER_JPEG_QUALITY, {
        width: Math.max(1, Math.floor(photo.width * scale)),
        height: Math.max(1, Math.floor(photo.height * scale)),
      });
    }
    if (photo.data.length <= bound) return photo;
  } catch {
    throw new PhotoRejectedError('invalid-image');
  }
  // Not reached by any image tried (a 1×1 JPEG is far under the 256 KB floor); kept as the bound's guard.
  throw new PhotoRejectedError('invalid-image');
}

async function encodePhoto(
  file: string,
  quality: number,
  size?: { width: number; height: number },
): Promise<CleanPhoto> {
  let image = sharp(file, {
    // 'truncated' refuses a cut-off file but forgives the harmless warnings many phones' JPEGs carry.
    failOn: 'truncated',
    limitInputPixels: PHOTO_LIMITS.maxWidth * PHOTO_LIMITS.maxHeight,
  }).autoOrient();
  if (size) image = image.resize({ ...size, fit: 'inside' });
  const { data, info } = await image
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    // No keepMetadata()/withMetadata(): sharp writes none of EXIF, XMP, IPTC or ICC.
    .jpeg({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
