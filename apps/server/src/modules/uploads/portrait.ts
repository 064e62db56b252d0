import { cropRectangle, type PhotoCrop } from '@shop/contracts/uploads';
import sharp from 'sharp';

// The child's portrait for the film (docs/decisions/080): the square the parent framed on the photo,
// else the photo's centre, cut from the stored (re-encoded, metadata-free) photo and scaled to one
// size. Children's data: made in memory for the render, never stored or logged here.

sharp.cache(false);

/** The portrait's side in pixels: the medallion of a 1080p film is smaller, so it never upscales there. */
export const PORTRAIT_SIZE = 768;

/** The square JPEG portrait cut from `photo` (a stored photo's bytes) where `crop` says, else centred. */
export async function cutPortrait(photo: Buffer, crop: PhotoCrop | null): Promise<Buffer> {
  const image = sharp(photo, { failOn: 'error' });
  const { width, height } = await image.metadata();
  const square = cropRectangle(width, height, crop);
  return image
    .extract({ left: square.left, top: square.top, width: square.size, height: square.size })
    .resize(PORTRAIT_SIZE, PORTRAIT_SIZE, { kernel: 'lanczos3' })
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
