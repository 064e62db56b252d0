import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// For the uploads tests: images made on the spot (so no binary fixtures in the repository), a
// multipart body as a browser sends it, and a look at what was left on disk.

/** A photo as a phone takes it: noise (so it compresses like a photo), EXIF with the camera, GPS position and a rotation. */
export function phoneJpeg({ width = 400, height = 300 } = {}): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Pocket 9', Copyright: 'Home at 12.97N 77.59E' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '12/1 58/1 17/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '77/1 35/1 40/1',
      },
    })
    .toBuffer();
}

/**
 * A small file that would grow as a JPEG: every row the same random pixels, which PNG stores as one
 * row and "same as above" (a 1600×1600 is about 55 KB), while JPEG must encode every 8×8 block's
 * detail (about 500 KB at quality 88).
 */
export function stripedPng(width: number, height: number): Promise<Buffer> {
  const row = randomBytes(width * 3);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) row.copy(pixels, y * width * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A soft, photo-like WebP of about 300 KB (lossy WebP packs detail tighter than JPEG, so as a
 * quality-88 JPEG it would be about 500 KB).
 */
export async function softWebp(): Promise<Buffer> {
  const blobs = await sharp(randomBytes(200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } })
    .resize(1600, 1200)
    .blur(2)
    .png()
    .toBuffer();
  return sharp(blobs).webp({ quality: 80 }).toBuffer();
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 200, g: 120, b: 40, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .webp()
    .toBuffer();
}

/** Whether an EXIF block holds a GPS IFD pointer (tag 0x8825), in either byte order. */
export const exifHasGps = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

const BOUNDARY = '----diya-test-boundary-7MA4YWxkTrZu0gW';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its headers, for app.inject(). */
export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = [
      `--${BOUNDARY}`,
      `Content-Disposition: ${disposition}`,
      ...(part.contentType ? [`Content-Type: ${part.contentType}`] : []),
    ];
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

/**
 * One browser's upload session, for tests that upload and then use what they uploaded: a checkout
 * naming the photos or the voice clip, or a better-photo answer, must come from the session that
 * uploaded them (docs/decisions/070).
 */
export const TEST_UPLOAD_SESSION = 'a7d2c4e1-5b6f-4c3d-8e9f-00000000c0de';
export const uploadSessionCookie = { cookie: `diya_upload_session=${TEST_UPLOAD_SESSION}` };

/** The image host's form: the file plus its upload_preset and folder fields. */
export const photoForm = (data: Buffer, filename = 'kid.jpg', contentType = 'image/jpeg') =>
  multipart([
    { name: 'upload_preset', data: 'kid-pictures' },
    { name: 'folder', data: 'kid-pictures' },
    { name: 'file', filename, contentType, data },
  ]);

/** Every file under `dir` (relative paths), none if it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}
