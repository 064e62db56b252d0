import { PHOTO_CROP_MIN_SIZE, type PhotoCrop } from '@shop/contracts/uploads';

// The square frame the parent places on a photo for the film's portrait (docs/decisions/080), in the
// contract's fractions: corner as fractions of the photo's width and height, side as a fraction of
// its shorter side. Every change goes through fitCrop, so the frame never leaves the photo.

/** The frame as fractions of the photo's own box (for CSS percentages). */
export interface FrameBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
// Four decimals: a tenth of a pixel on a 4K photo, and a short request.
const tidy = (value: number) => Math.round(value * 10_000) / 10_000;

export function frameBox(crop: PhotoCrop, width: number, height: number): FrameBox {
  const shorter = Math.min(width, height);
  return {
    left: crop.x,
    top: crop.y,
    width: (crop.size * shorter) / width,
    height: (crop.size * shorter) / height,
  };
}

/** The frame moved back inside the photo and its side kept between the smallest allowed and the whole. */
export function fitCrop(crop: PhotoCrop, width: number, height: number): PhotoCrop {
  const size = tidy(clamp(crop.size, PHOTO_CROP_MIN_SIZE, 1));
  const box = frameBox({ ...crop, size }, width, height);
  return {
    x: tidy(clamp(crop.x, 0, Math.max(0, 1 - box.width))),
    y: tidy(clamp(crop.y, 0, Math.max(0, 1 - box.height))),
    size,
  };
}

/** The largest square in the middle of the photo: where the portrait is cut when nobody framed it. */
export function centredCrop(width: number, height: number): PhotoCrop {
  const box = frameBox({ x: 0, y: 0, size: 1 }, width, height);
  return fitCrop({ x: (1 - box.width) / 2, y: (1 - box.height) / 2, size: 1 }, width, height);
}

/** Moved by fractions of the photo's width and height. */
export function moveCrop(crop: PhotoCrop, dx: number, dy: number, width: number, height: number): PhotoCrop {
  return fitCrop({ ...crop, x: crop.x + dx, y: crop.y + dy }, width, height);
}

/** Its side changed by `delta` (a fraction of the shorter side), about its centre. */
export function resizeCrop(crop: PhotoCrop, delta: number, width: number, height: number): PhotoCrop {
  const before = frameBox(crop, width, height);
  const size = clamp(crop.size + delta, PHOTO_CROP_MIN_SIZE, 1);
  const after = frameBox({ ...crop, size }, width, height);
  return fitCrop(
    {
      x: crop.x + (before.width - after.width) / 2,
      y: crop.y + (before.height - after.height) / 2,
      size,
    },
    width,
    height,
  );
}

/**
 * The CSS background that shows exactly the frame's square in a round preview of any size: the photo
 * scaled so the square fills the circle, and placed so the square's corner is at the circle's.
 */
export function medallionBackground(crop: PhotoCrop, width: number, height: number) {
  const box = frameBox(crop, width, height);
  const position = (start: number, extent: number) => (extent >= 1 ? 0 : (start / (1 - extent)) * 100);
  return {
    backgroundSize: `${100 / box.width}% ${100 / box.height}%`,
    backgroundPosition: `${position(box.left, box.width)}% ${position(box.top, box.height)}%`,
  };
}

/** A face a detector found, in the pixels of an image `width` x `height`. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How much bigger than the detector's face box (brows to chin) the frame is: hair, ears, a little neck. */
const FACE_MARGIN = 2.2;

/**
 * The frame a found face suggests (docs/decisions/081): a square around the face, FACE_MARGIN times
 * its size, raised a little for the hair, kept inside the photo. The largest face when there are
 * several (the child is usually the one closest to the camera); null when there is none.
 */
export function cropAroundFace(faces: readonly FaceBox[], width: number, height: number): PhotoCrop | null {
  const face = [...faces].sort((a, b) => b.width * b.height - a.width * a.height)[0];
  if (!face || width <= 0 || height <= 0) return null;
  const side = Math.max(face.width, face.height) * FACE_MARGIN;
  const centreX = face.x + face.width / 2;
  const centreY = face.y + face.height / 2 - face.height * 0.1;
  const shorter = Math.min(width, height);
  return fitCrop(
    { x: (centreX - side / 2) / width, y: (centreY - side / 2) / height, size: side / shorter },
    width,
    height,
  );
}
