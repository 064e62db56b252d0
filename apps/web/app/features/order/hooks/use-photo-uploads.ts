import { useCallback, useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '~/lib/api-client';
import { uploadPhoto } from '../api/photo-upload-api';

// The photos of the order (SPEC §3 "Uploaded photo"). A photo is listed as soon as it is sent, so
// the submit checks can tell "still uploading" from "no photo".

export interface UploadedPhoto {
  key: string;
  preview: string;
  publicId?: string;
  secureUrl?: string;
  url?: string;
  width?: number;
  height?: number;
}

export function usePhotoUploads() {
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState(0);
  const previews = useRef<string[]>([]);

  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  /** Uploads one after another; returns the first error text, or null when all arrived. */
  const upload = useCallback(async (files: File[]): Promise<string | null> => {
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
                  }
                : photo,
            ),
          );
        } catch (error) {
          setPhotos((list) => list.filter((photo) => photo.key !== key));
          return apiErrorMessage(error);
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

  return { photos, uploading, progress, upload, remove };
}
