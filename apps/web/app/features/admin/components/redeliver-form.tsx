import { useState, type FormEvent } from 'react';
import { STAGE_NOTE_MAX_LENGTH, type AdminOrderDetail } from '@shop/contracts/order-detail';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { UploadIcon } from '~/components/ui/screen-icons';
import { thumbnailFileProblem, videoFileProblem } from '../file-checks';
import { useChosenFile } from '../hooks/use-chosen-file';
import { useRedeliver } from '../hooks/use-redeliver';
import { UploadProgressBlock } from './upload-progress-block';
import { VideoAndThumbnail } from './video-and-thumbnail';

/** A corrected video for a delivered order: the parent is e-mailed the new link. */
export function RedeliverForm({
  order,
  onDone,
  onClose,
}: {
  order: AdminOrderDetail;
  onDone: () => void;
  onClose: () => void;
}) {
  const video = useChosenFile(videoFileProblem);
  const thumbnail = useChosenFile(thumbnailFileProblem);
  const [title, setTitle] = useState(order.video?.title ?? '');
  const [note, setNote] = useState('');
  const { submit, submitting, progress, error } = useRedeliver(order, onDone);
  const ready = title.trim() !== '' && !!video.chosen && !!thumbnail.chosen;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready || submitting || !video.chosen || !thumbnail.chosen) return;
    void submit({ title, note, video: video.chosen.file, thumbnail: thumbnail.chosen.file });
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="redeliver-title"
      className="mt-5 space-y-5 rounded-2xl bg-cream p-4 ring-1 ring-marigold-300 sm:p-5"
    >
      <h3 id="redeliver-title" className="font-display text-lg font-extrabold text-night-900">
        Re-deliver a corrected video
      </h3>
      <Field label="Video title">
        {(control) => (
          <input
            {...control}
            className={INPUT_CLASS}
            value={title}
            maxLength={200}
            disabled={submitting}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <VideoAndThumbnail video={video} thumbnail={thumbnail} disabled={submitting} />
      <Field label="What was corrected? (optional)" hint="Kept on the order's timeline.">
        {(control) => (
          <textarea
            {...control}
            className={`${INPUT_CLASS} min-h-20`}
            value={note}
            maxLength={STAGE_NOTE_MAX_LENGTH}
            disabled={submitting}
            onChange={(event) => setNote(event.target.value)}
          />
        )}
      </Field>
      {progress && <UploadProgressBlock progress={progress} />}
      {error && (
        <p role="alert" className="rounded-2xl bg-lotus-700 px-4 py-3 font-bold text-white">
          {error}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonClass('secondary', 'md')}
          onClick={onClose}
          disabled={submitting}
        >
          Cancel
        </button>
        <button type="submit" className={buttonClass('primary', 'md')} disabled={!ready || submitting}>
          <UploadIcon className="size-5" />
          {submitting ? 'Re-delivering...' : 'Re-deliver'}
        </button>
      </div>
    </form>
  );
}
