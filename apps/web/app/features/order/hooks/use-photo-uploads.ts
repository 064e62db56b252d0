import { useCallback, useEffect, useRef, useState } from 'react';
import type { PhotoCrop } from '@shop/contracts/uploads';
import { reportFunnelStep } from '~/lib/funnel-beacon';
import { uploadPhoto } from '../api/photo-upload-api';
import { previewStillWorks, type DraftPhoto } from '../order-draft';

// The photos of the order (docs/product-guide.md#photos). A photo is listed as soon as it is sent, so
// the submit checks can tell "still uploading" from "no photo".

export interface UploadedPhoto {
  key: string;
  /** A local preview, or the server's signed link; null once a restored photo's link has expired. */
  preview: string | null;
  publicId?: string;
  secureUrl?: string;
  url?: string;
  width?: number;
  height?: number;
  /** When the server answered (ms since the epoch): it holds the photo for a day from then. */
  uploadedAt?: number;
  /** When its signed link was issued, if not at the upload (a form reopened from a reminder). */
  linkedAt?: number;
  /** The square the parent framed for the film's portrait; none: its centre (docs/decisions/080). */
  crop?: PhotoCrop;
}

/** A photo of the order form's draft, as the form shows it again (docs/decisions/038). */
export function restoredPhoto(photo: DraftPhoto, now = Date.now()): UploadedPhoto {
  return {
    key: `restored-${photo.publicId}`,
    preview: previewStillWorks(photo, now) ? photo.secureUrl : null,
    publicId: photo.publicId,
    secureUrl: photo.secureUrl,
    url: photo.url,
    width: photo.width,
    height: photo.height,
    uploadedAt: photo.uploadedAt,
    ...(photo.linkedAt ? { linkedAt: photo.linkedAt } : {}),
    crop: photo.crop,
  };
}

/** The uploaded photos as the draft keeps them (the ones still uploading are not kept). */
export function draftPhotos(photos: readonly UploadedPhoto[]): DraftPhoto[] {
  return photos.flatMap((photo) =>
    photo.publicId && photo.secureUrl && photo.url && photo.width && photo.height && photo.uploadedAt
      ? [
          {
            publicId: photo.publicId,
            secureUrl: photo.secureUrl,
            url: photo.url,
            width: photo.width,
            height: photo.height,
            uploadedAt: photo.uploadedAt,
            ...(photo.linkedAt ? { linkedAt: photo.linkedAt } : {}),
            ...(photo.crop ? { crop: photo.crop } : {}),
          },
        ]
      : [],
  );
}

export function usePhotoUploads(initial: readonly UploadedPhoto[] = []) {
  const [photos, setPhotos] = useState<UploadedPhoto[]>(() => [...initial]);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const previews = useRef<string[]>([]);

  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  /** Uploads one after another; returns the first failure (shown by its code), or null when all arrived. */
  const upload = useCallback(async (files: File[]): Promise<unknown> => {
    setUploading(true);
    try {
      for (const [index, file] of files.entries()) {
        const preview = URL.createObjectURL(file);
        previews.current.push(preview);
        const key = `${Date.now()}-${index}-${file.name}`;
        setPhotos((list) => [...list, { key, preview }]);
        setProgress(0);
        try {
          const result = await uploadPhoto(file, (percent) =>
            setProgress(Math.round(((index + percent / 100) / files.length) * 100)),
          );
          setPhotos((list) =>
            list.map((photo) =>
              photo.key === key
                ? {
                    ...photo,
                    publicId: result.public_id,
                    secureUrl: result.secure_url,
                    url: result.url,
                    width: result.width,
                    height: result.height,
                    uploadedAt: Date.now(),
                  }
                : photo,
            ),
          );
          // The funnel (docs/decisions/111): a photo the shop accepted.
          reportFunnelStep('photo_accepted');
        } catch (error) {
          setPhotos((list) => list.filter((photo) => photo.key !== key));
          return error;
        }
      }
      setProgress(100);
      return null;
    } finally {
      setUploading(false);
    }
  }, []);

  const remove = useCallback(
    (key: string) => setPhotos((list) => list.filter((photo) => photo.key !== key)),
    [],
  );

  /** The parent moved or resized the frame on a photo (undefined: back to the centre). */
  const setCrop = useCallback(
    (key: string, crop: PhotoCrop | undefined) =>
      setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, crop } : photo))),
    [],
  );

  return { photos, uploading, progress, upload, remove, setCrop };
}
