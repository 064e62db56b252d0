import { useState } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { LABEL_CLASS } from '~/components/ui/field';
import type { usePhotoUploads } from '../hooks/use-photo-uploads';
import { PhotoThumb } from './photo-thumb';
import { PhotoUploadModal } from './photo-upload-modal';

type PhotoUploads = ReturnType<typeof usePhotoUploads>;

/** The order form's photos: thumbnails, the button that opens the upload dialog, and the count. */
export function PhotosField({ uploads, error }: { uploads: PhotoUploads; error: string | null }) {
  const [modalOpen, setModalOpen] = useState(false);
  const uploadedCount = uploads.photos.filter((photo) => photo.publicId).length;

  return (
    <div>
      <p className={LABEL_CLASS} id="photos-label">
        Your child's photos
      </p>
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-peacock-500 bg-white p-4">
        {uploads.photos.map((photo, index) => (
          <PhotoThumb
            key={photo.key}
            preview={photo.preview}
            alt={`Photo ${index + 1}`}
            className="size-16 rounded-xl ring-2 ring-peacock-500"
          />
        ))}
        <button
          type="button"
          onClick={() => setModalOpen(true)}
          aria-describedby="photos-label photos-status"
          className={buttonClass('peacock', 'md')}
        >
          {uploads.photos.length > 0 ? 'Manage photos' : 'Upload photos'}
        </button>
        <p id="photos-status" className="text-sm text-ink/80" aria-live="polite">
          {uploads.uploading
            ? `Uploading… ${uploads.progress}%`
            : `${uploadedCount} of 3 uploaded · Recommended 2-3 photos`}
        </p>
      </div>
      {error && (
        <p id="order-kidPhotoIds-error" className="mt-1 text-sm font-semibold text-lotus-700">
          {error}
        </p>
      )}
      {modalOpen && <PhotoUploadModal {...uploads} onClose={() => setModalOpen(false)} />}
    </div>
  );
}
