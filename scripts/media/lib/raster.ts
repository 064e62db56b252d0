/** Raster files for the website, lowering quality step by step until a file fits its byte budget. */
import { writeFileSync } from 'node:fs';
import { svgToPng } from '@shop/film/art/raster';
import sharp from 'sharp';
import { record } from './output.ts';

const QUALITIES = [88, 84, 80, 76, 72, 68, 64, 60, 55, 50, 45, 40];

async function fit(encode: (q: number) => Promise<Buffer>, maxBytes: number, what: string): Promise<Buffer> {
  let last: Buffer | undefined;
  for (const q of QUALITIES) {
    last = await encode(q);
    if (last.length <= maxBytes) return last;
  }
  throw new Error(`${what}: could not fit in ${maxBytes} bytes (last ${last?.length})`);
}

export async function writeWebp(input: string | Buffer, path: string, maxBytes: number): Promise<void> {
  const png = typeof input === 'string' ? await svgToPng(input) : input;
  const buf = await fit(
    (quality) => sharp(png).removeAlpha().webp({ quality, effort: 6, smartSubsample: true }).toBuffer(),
    maxBytes,
    path,
  );
  writeFileSync(path, buf);
  record(path, maxBytes);
}

export async function writeJpg(input: string | Buffer, path: string, maxBytes: number): Promise<void> {
  const png = typeof input === 'string' ? await svgToPng(input) : input;
  const buf = await fit(
    (quality) =>
      sharp(png).removeAlpha().jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:4:4' }).toBuffer(),
    maxBytes,
    path,
  );
  writeFileSync(path, buf);
  record(path, maxBytes);
}
