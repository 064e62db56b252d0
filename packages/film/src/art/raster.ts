/** SVG -> pixels with sharp (librsvg). One image per call, single-threaded inside librsvg. */
import sharp from 'sharp';

sharp.cache(false);
sharp.concurrency(2);

/** Packed RGB (3 bytes a pixel, no alpha), the layout ffmpeg's rawvideo rgb24 reads. */
export async function svgToRaw(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

export async function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png().toBuffer();
}
