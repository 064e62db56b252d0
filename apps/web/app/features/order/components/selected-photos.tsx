import { CloseIcon } from '~/components/ui/icons';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import type { UploadedPhoto } from '../hooks/use-photo-uploads';
import { PhotoThumb } from './photo-thumb';

/** A photo picked in the upload dialog but not sent yet, with its local preview URL. */
export interface ChosenPhoto {
  file: File;
  preview: string;
}

export interface SelectedPhotosProps {
  photos: readonly UploadedPhoto[];
  chosen: readonly ChosenPhoto[];
  onRemoveUploaded: (key: string) => void;
  onRemoveChosen: (item: ChosenPhoto) => void;
}

/** The upload dialog's previews: uploaded photos (peacock ring) then chosen ones (marigold ring). */
export function SelectedPhotos({ photos, chosen, onRemoveUploaded, onRemoveChosen }: SelectedPhotosProps) {
  const {
    order: { photoModal: words },
  } = useParentText();
  if (photos.length === 0 && chosen.length === 0) return null;
  return (
    <ul className="mt-4 grid grid-cols-3 gap-3" aria-label={words.selected}>
      {photos.map((photo, index) => (
        <li key={photo.key} className="relative">
          <PhotoThumb
            preview={photo.preview}
            alt={fillText(words.uploadedPhoto, { number: index + 1 })}
            className="aspect-square w-full rounded-xl ring-2 ring-peacock-500"
          />
          <span className="absolute bottom-1 left-1 rounded-full bg-peacock-700 px-2 py-0.5 text-xs font-bold text-white">
            {photo.publicId ? words.uploaded : words.uploadingBadge}
          </span>
          <button
            type="button"
            onClick={() => onRemoveUploaded(photo.key)}
            aria-label={fillText(words.removeUploaded, { number: index + 1 })}
            className="absolute -top-2 -right-2 grid size-9 place-items-center rounded-full bg-night-900 text-white shadow"
          >
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
      {chosen.map((item, index) => (
        <li key={item.preview} className="relative">
          <img
            src={item.preview}
            alt={fillText(words.chosenPhoto, { number: index + 1 })}
            className="aspect-square w-full rounded-xl object-cover ring-2 ring-marigold-500"
          />
          <button
            type="button"
            onClick={() => onRemoveChosen(item)}
            aria-label={fillText(words.removeChosen, { number: index + 1 })}
            className="absolute -top-2 -right-2 grid size-9 place-items-center rounded-full bg-night-900 text-white shadow"
          >
            <CloseIcon className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  );
}
