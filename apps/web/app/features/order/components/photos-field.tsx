import { useState } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { LABEL_CLASS } from '~/components/ui/field';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import type { usePhotoUploads } from '../hooks/use-photo-uploads';
import { PhotoThumb } from './photo-thumb';
import { PhotoUploadModal } from './photo-upload-modal';

type PhotoUploads = ReturnType<typeof usePhotoUploads>;

/** The order form's photos: thumbnails, the button that opens the upload dialog, and the count. */
export function PhotosField({ uploads, error }: { uploads: PhotoUploads; error: string | null }) {
  const [modalOpen, setModalOpen] = useState(false);
  const uploadedCount = uploads.photos.filter((photo) => photo.publicId).length;
  const {
    order: { photos: words },
  } = useParentText();

  return (
    <div>
      <p className={LABEL_CLASS} id="photos-label">
        {words.label}
      </p>
      <div className="flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-peacock-500 bg-white p-4">
        {uploads.photos.map((photo, index) => (
          <PhotoThumb
            key={photo.key}
            preview={photo.preview}
            alt={fillText(words.thumb, { number: index + 1 })}
            className="size-16 rounded-xl ring-2 ring-peacock-500"
          />
        ))}
        <button
          type="button"
          onClick={() => setModalOpen(true)}
          aria-describedby="photos-label photos-status"
          className={buttonClass('peacock', 'md')}
        >
          {uploads.photos.length > 0 ? words.manage : words.upload}
        </button>
        <p id="photos-status" className="text-sm text-ink/80" aria-live="polite">
          {uploads.uploading
            ? fillText(words.uploading, { progress: uploads.progress })
            : fillText(words.count, { count: uploadedCount })}
        </p>
      </div>
      {error && (
        <p id="order-kidPhotoIds-error" className="mt-1 text-sm font-semibold text-lotus-700">
          {error}
        </p>
      )}
      {modalOpen && <PhotoUploadModal {...uploads} frame onClose={() => setModalOpen(false)} />}
    </div>
  );
}
