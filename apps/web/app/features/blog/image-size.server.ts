import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ImageSize {
  width: number;
  height: number;
}

/** Width and height from a WebP, PNG or JPEG header, without decoding the image. */
export function imageSizeFromBytes(bytes: Buffer): ImageSize | undefined {
  if (bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') {
    const chunk = bytes.toString('ascii', 12, 16);
    if (chunk === 'VP8 ')
      return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
    if (chunk === 'VP8L') {
      const bits = bytes.readUInt32LE(21);
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
    }
    if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
    return undefined;
  }
  if (bytes.readUInt32BE(0) === 0x89504e47) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 < bytes.length) {
      if (bytes[offset] !== 0xff) return undefined;
      const marker = bytes[offset + 1] ?? 0;
      const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
      if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      offset += 2 + bytes.readUInt16BE(offset + 2);
    }
  }
  return undefined;
}

// Builds run from apps/web (npm workspace scripts) but tests may run from the repository root.
const MEDIA_DIRS = [resolve(process.cwd(), 'public/media'), resolve(process.cwd(), 'apps/web/public/media')];

/**
 * Size of a generated media file, read at build time so article images carry width/height and the
 * page does not jump as they load. Unknown files (e.g. served only from a CDN) simply get no size.
 */
export function mediaImageSize(path: string): ImageSize | undefined {
  for (const dir of MEDIA_DIRS) {
    try {
      return imageSizeFromBytes(readFileSync(resolve(dir, path)));
    } catch {
      // Not in this directory: try the next one.
    }
  }
  return undefined;
}
