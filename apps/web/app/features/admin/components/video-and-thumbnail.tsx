import { FilmIcon, ImageIcon } from '~/components/ui/screen-icons';
import {
  formatKilobytes,
  formatMegabytes,
  THUMBNAIL_ACCEPT,
  THUMBNAIL_LIMIT_MB,
  VIDEO_ACCEPT,
  VIDEO_LIMIT_MB,
} from '../file-checks';
import type { useChosenFile } from '../hooks/use-chosen-file';
import { FileChooser } from './file-chooser';

type ChosenFileState = ReturnType<typeof useChosenFile>;

export interface VideoAndThumbnailProps {
  video: ChosenFileState;
  thumbnail: ChosenFileState;
  disabled: boolean;
}

/** The complete-order form's two files (docs/product-guide.md#admin-upload-checks): the finished video and its thumbnail, with previews. */
export function VideoAndThumbnail({ video, thumbnail, disabled }: VideoAndThumbnailProps) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <FileChooser
        id="video-file"
        label="Video file"
        noun="video"
        accept={VIDEO_ACCEPT}
        hint={`MP4, MOV or AVI, less than ${VIDEO_LIMIT_MB}MB.`}
        icon={<FilmIcon className="size-6" />}
        chosen={video.chosen}
        error={video.error}
        disabled={disabled}
        onChoose={video.choose}
        onRemove={video.remove}
        sizeText={formatMegabytes}
        preview={(chosen) => (
          <video
            // #t: the browser shows the first frame instead of a black box.
            src={`${chosen.previewUrl}#t=0.1`}
            controls
            muted
            playsInline
            preload="metadata"
            aria-label="Preview of the chosen video"
            className="aspect-video w-full bg-night-900 object-contain"
          />
        )}
      />
      <FileChooser
        id="thumbnail-file"
        label="Thumbnail image"
        noun="thumbnail"
        accept={THUMBNAIL_ACCEPT}
        hint={`PNG, JPG or JPEG, less than ${THUMBNAIL_LIMIT_MB}MB. Recommended 1920x1080.`}
        icon={<ImageIcon className="size-6" />}
        chosen={thumbnail.chosen}
        error={thumbnail.error}
        disabled={disabled}
        onChoose={thumbnail.choose}
        onRemove={thumbnail.remove}
        sizeText={formatKilobytes}
        preview={(chosen) => (
          <img
            src={chosen.previewUrl}
            alt="Preview of the chosen thumbnail"
            className="aspect-video w-full object-contain"
          />
        )}
      />
    </div>
  );
}
