import { describe, expect, it } from 'vitest';
import { imageSizeFromBytes } from './image-size.server';

function png(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(24);
  bytes.writeUInt32BE(0x89504e47, 0);
  bytes.writeUInt32BE(0x0d0a1a0a, 4);
  bytes.write('IHDR', 12, 'ascii');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

function webpLossy(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'ascii');
  bytes.write('WEBP', 8, 'ascii');
  bytes.write('VP8 ', 12, 'ascii');
  bytes.writeUInt16LE(width, 26);
  bytes.writeUInt16LE(height, 28);
  return bytes;
}

function jpeg(width: number, height: number): Buffer {
  // SOI, an APP0 segment of 16 bytes, then a baseline frame header (SOF0).
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.alloc(14)]);
  const sof = Buffer.alloc(12);
  sof.writeUInt16BE(0xffc0, 0);
  sof.writeUInt16BE(11, 2);
  sof.writeUInt8(8, 4);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof]);
}

describe('imageSizeFromBytes', () => {
  it('reads PNG, lossy WebP and JPEG headers', () => {
    expect(imageSizeFromBytes(png(1200, 630))).toEqual({ width: 1200, height: 630 });
    expect(imageSizeFromBytes(webpLossy(800, 420))).toEqual({ width: 800, height: 420 });
    expect(imageSizeFromBytes(jpeg(1200, 630))).toEqual({ width: 1200, height: 630 });
  });

  it('gives up on anything else', () => {
    expect(imageSizeFromBytes(Buffer.from('GIF89a........................'))).toBeUndefined();
  });
});
