import { PHOTO_LIMITS, PHOTO_MESSAGES, photoFileProblem } from '@shop/contracts/uploads';

// The upload modal's limits (docs/product-guide.md#photos): at most 3 photos in all, existing plus new.

export interface PhotoSelection<F> {
  accepted: F[];
  /** The alert for dropped files, or null when all fit. */
  alert: string | null;
}

export function limitSelection<F>(existing: number, chosen: readonly F[]): PhotoSelection<F> {
  const remaining = Math.max(0, PHOTO_LIMITS.maxPerOrder - existing);
  if (chosen.length <= remaining) return { accepted: [...chosen], alert: null };
  return { accepted: chosen.slice(0, remaining), alert: PHOTO_MESSAGES.tooManyPhotos(remaining) };
}

/** A photo check's finding: the key of its message in PHOTO_MESSAGES (shown in the page's language). */
export type PhotoProblem = 'invalidType' | 'tooLarge' | 'tooManyPixels' | 'invalidImage';

export function dimensionsProblem(width: number, height: number): PhotoProblem | null {
  return width > PHOTO_LIMITS.maxWidth || height > PHOTO_LIMITS.maxHeight ? 'tooManyPixels' : null;
}

/** Type and size first, then the decoded dimensions (the browser decodes; nothing is sent yet). */
export async function checkPhotoFile(file: File): Promise<PhotoProblem | null> {
  const problem = photoFileProblem(file);
  if (problem) return problem;
  try {
    const bitmap = await createImageBitmap(file);
    const result = dimensionsProblem(bitmap.width, bitmap.height);
    bitmap.close();
    return result;
  } catch {
    return 'invalidImage';
  }
}
