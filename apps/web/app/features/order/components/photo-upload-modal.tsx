import { useEffect, useRef, useState } from 'react';
import { PHOTO_LIMITS } from '@shop/contracts/uploads';
import { buttonClass } from '~/components/ui/button-styles';
import { CloseIcon } from '~/components/ui/icons';
import { Dialog } from '~/components/ui/dialog';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';
import type { PhotoCrop } from '@shop/contracts/uploads';
import type { UploadedPhoto } from '../hooks/use-photo-uploads';
import { suggestCrop } from '../face-suggestion';
import { checkPhotoFile, limitSelection } from '../photo-limits';
import { PhotoFramer } from './photo-framer';
import { PhotoGuidelines } from './photo-guidelines';
import { type ChosenPhoto, SelectedPhotos } from './selected-photos';

export interface PhotoUploadModalProps {
  photos: readonly UploadedPhoto[];
  uploading: boolean;
  progress: number;
  /** Sends the files; the first failure, or null when all arrived. */
  upload: (files: File[]) => Promise<unknown>;
  remove: (key: string) => void;
  onClose: () => void;
  /** The parent frames each uploaded photo for the film's portrait (the order form; docs/decisions/080). */
  frame?: boolean;
  setCrop?: (key: string, crop: PhotoCrop | undefined) => void;
}

/** The photo upload dialog (docs/product-guide.md#photos): guidelines, examples, chooser, previews, Cancel / Upload N / Done. */
export function PhotoUploadModal({
  photos,
  uploading,
  progress,
  upload,
  remove,
  onClose,
  frame = false,
  setCrop,
}: PhotoUploadModalProps) {
  const [chosen, setChosen] = useState<ChosenPhoto[]>([]);
  const [error, setError] = useState<string | null>(null);
  const {
    order: { photoModal: words, photos: photoWords, photoFrame: frameWords },
    messages,
  } = useParentText();
  const errorText = useErrorText();

  useEffect(() => () => chosen.forEach((item) => URL.revokeObjectURL(item.preview)), [chosen]);

  async function choose(files: FileList | null) {
    setError(null);
    if (!files || files.length === 0) return;
    const { accepted, alert } = limitSelection(photos.length + chosen.length, Array.from(files));
    // Only `accepted.length` more fit: the alert says so in the page's language.
    if (alert) window.alert(messages.photo.tooManyPhotos(accepted.length));
    const ok: ChosenPhoto[] = [];
    for (const file of accepted) {
      const problem = await checkPhotoFile(file);
      if (problem) {
        setError(messages.photo[problem]);
        continue;
      }
      ok.push({ file, preview: URL.createObjectURL(file) });
    }
    setChosen((list) => [...list, ...ok]);
  }

  async function send() {
    const files = chosen.map((item) => item.file);
    setChosen([]);
    const failure = await upload(files);
    setError(failure ? errorText(failure) : null);
  }

  const full = photos.length + chosen.length >= PHOTO_LIMITS.maxPerOrder;
  // Framed once uploaded: the server's width and height are the photo the portrait is cut from.
  const framable =
    frame && setCrop
      ? photos.filter((photo) => photo.preview && photo.publicId && photo.width && photo.height)
      : [];
  // Each new photo the parent has not framed yet: the face detector suggests the frame, once. A
  // suggestion that arrives after the parent moved the frame (or removed the photo) is dropped.
  const asked = useRef(new Set<string>());
  const latest = useRef(photos);
  const [suggested, setSuggested] = useState<ReadonlySet<string>>(new Set());
  const unframed = framable.filter((photo) => !photo.crop);
  const unframedKeys = unframed.map((photo) => photo.key).join(' ');
  useEffect(() => {
    latest.current = photos;
  });
  useEffect(() => {
    if (!setCrop) return;
    for (const photo of unframed) {
      if (asked.current.has(photo.key)) continue;
      asked.current.add(photo.key);
      void suggestCrop(photo.preview!).then((crop) => {
        const now = latest.current.find((other) => other.key === photo.key);
        if (!crop || !now || now.crop) return;
        setCrop(photo.key, crop);
        setSuggested((keys) => new Set(keys).add(photo.key));
      });
    }
    // unframedKeys names exactly the photos in unframed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unframedKeys, setCrop]);
  const frameBy = (key: string, crop: PhotoCrop | undefined) => {
    setSuggested((keys) => {
      const rest = new Set(keys);
      rest.delete(key);
      return rest;
    });
    setCrop!(key, crop);
  };

  return (
    <Dialog
      onClose={onClose}
      labelledBy="photo-modal-title"
      // A column as tall as the screen allows: the title bar and the buttons stay put, the middle scrolls
      // (1280×720 and 375×667 alike, issue 14 item 7).
      panelClassName="flex max-h-[calc(100dvh-1.5rem)] w-full max-w-3xl flex-col overflow-hidden rounded-[1.75rem] bg-white shadow-2xl sm:max-h-[calc(100dvh-3rem)]"
    >
      <div className="flex shrink-0 items-center justify-between gap-3 border-b border-marigold-300/60 px-5 py-3 sm:px-7 sm:py-4">
        <h2 id="photo-modal-title" className="font-display text-2xl font-extrabold text-night-900">
          {words.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={words.close}
          className="grid size-11 shrink-0 place-items-center rounded-full text-night-900 hover:bg-marigold-100"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 pt-3 pb-5 sm:px-7 sm:pt-4">
        <p className="text-ink/80">{fillText(words.limits, { max: PHOTO_LIMITS.maxPerOrder })}</p>
        <PhotoGuidelines />

        <div className="mt-5">
          <label
            className={`${buttonClass('secondary', 'md', 'w-full cursor-pointer')} ${full || uploading ? 'pointer-events-none opacity-60' : ''} has-focus-visible:outline-3 has-focus-visible:outline-night-900`}
          >
            {words.choose}
            <input
              type="file"
              accept={PHOTO_LIMITS.accept}
              multiple
              disabled={full || uploading}
              className="sr-only"
              onChange={(event) => {
                void choose(event.currentTarget.files);
                event.currentTarget.value = '';
              }}
            />
          </label>
        </div>

        {error && (
          <p role="alert" className="mt-3 rounded-xl bg-lotus-700/10 px-4 py-2 font-semibold text-lotus-700">
            {error}
          </p>
        )}

        <SelectedPhotos
          photos={photos}
          chosen={chosen}
          onRemoveUploaded={remove}
          onRemoveChosen={(item) => setChosen((list) => list.filter((other) => other !== item))}
        />

        {framable.length > 0 && (
          <section className="mt-6" aria-labelledby="photo-frame-title">
            <h3 id="photo-frame-title" className="font-display text-xl font-extrabold text-night-900">
              {frameWords.heading}
            </h3>
            <p className="mt-1 text-ink/80">{frameWords.intro}</p>
            {framable.map((photo) => (
              <PhotoFramer
                key={photo.key}
                number={photos.indexOf(photo) + 1}
                src={photo.preview!}
                width={photo.width!}
                height={photo.height!}
                crop={photo.crop}
                suggested={suggested.has(photo.key)}
                onChange={(crop) => frameBy(photo.key, crop)}
                onReset={() => frameBy(photo.key, undefined)}
              />
            ))}
          </section>
        )}

        {uploading && (
          <div className="mt-4">
            <label htmlFor="upload-progress" className="text-sm font-semibold text-night-900">
              {fillText(photoWords.uploading, { progress })}
            </label>
            <progress
              id="upload-progress"
              max={100}
              value={progress}
              className="mt-1 block h-3 w-full accent-peacock-700"
            />
          </div>
        )}
      </div>

      <div className="flex shrink-0 flex-col-reverse gap-3 border-t border-marigold-300/60 bg-cream/60 px-5 py-3 sm:flex-row sm:justify-end sm:px-7 sm:py-4">
        <button type="button" onClick={onClose} className={buttonClass('secondary', 'md')}>
          {words.cancel}
        </button>
        {chosen.length > 0 && (
          <button
            type="button"
            onClick={() => void send()}
            disabled={uploading}
            className={buttonClass('peacock', 'md')}
          >
            {fillText(words.uploadChosen, { count: chosen.length })}
          </button>
        )}
        {chosen.length === 0 && photos.length > 0 && (
          <button
            type="button"
            onClick={onClose}
            disabled={uploading}
            className={buttonClass('primary', 'md')}
          >
            {words.done}
          </button>
        )}
      </div>
    </Dialog>
  );
}
