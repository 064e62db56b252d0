import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { LABEL_CLASS } from '~/components/ui/field';
import { TrashIcon } from '~/components/ui/screen-icons';
import type { ChosenFile } from '../hooks/use-chosen-file';
import { RequiredMark } from './required-mark';

export interface FileChooserProps {
  id: string;
  label: string;
  /** What to call the file on the remove button ("video", "thumbnail"). */
  noun: string;
  accept: string;
  hint: ReactNode;
  icon: ReactNode;
  chosen: ChosenFile | null;
  error: string | null;
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
  onRemove: () => void;
  /** The preview: a <video> or an <img> of the chosen file. */
  preview: (chosen: ChosenFile) => ReactNode;
  sizeText: (bytes: number) => string;
}

/**
 * A required file field with a preview (docs/product-guide.md#completing-an-order). The native input stays in the
 * page (visually hidden) and its label is the big drop-zone-looking button, so keyboards, screen
 * readers and tests all use the real control.
 */
export function FileChooser(props: FileChooserProps) {
  const {
    id,
    label,
    noun,
    accept,
    hint,
    icon,
    chosen,
    error,
    disabled,
    onChoose,
    onRemove,
    preview,
    sizeText,
  } = props;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div>
      <p className={LABEL_CLASS} id={`${id}-title`}>
        {label} <RequiredMark />
      </p>
      {chosen ? (
        <div className="overflow-hidden rounded-2xl bg-night-900/5 ring-1 ring-night-900/10">
          <div className="bg-night-900">{preview(chosen)}</div>
          <div className="flex flex-wrap items-center gap-3 px-4 py-3">
            <div className="min-w-0 flex-1">
              <p className="truncate font-bold text-night-900" data-testid={`${id}-name`}>
                {chosen.file.name}
              </p>
              <p className="text-sm text-ink/80" data-testid={`${id}-size`}>
                {sizeText(chosen.file.size)}
              </p>
            </div>
            <button
              type="button"
              onClick={onRemove}
              disabled={disabled}
              className={buttonClass('secondary', 'sm')}
              aria-label={`Remove ${noun}`}
            >
              <TrashIcon className="size-4" />
              Remove
            </button>
          </div>
        </div>
      ) : (
        <>
          <input
            id={id}
            type="file"
            accept={accept}
            required
            disabled={disabled}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            aria-invalid={error ? true : undefined}
            className="peer sr-only"
            onChange={(event) => {
              onChoose(event.target.files?.[0]);
              // Emptied so choosing the same file again (after fixing it elsewhere) fires a change.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={id}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed border-night-900/30 bg-cream px-4 py-7 text-center transition peer-focus-visible:outline-3 peer-focus-visible:outline-offset-3 peer-focus-visible:outline-night-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:border-saffron-700 hover:bg-marigold-100"
          >
            <span className="grid size-12 place-items-center rounded-full bg-marigold-500 text-ink shadow">
              {icon}
            </span>
            <span className="font-display text-lg font-bold text-night-900">
              Choose {label.toLowerCase()}
            </span>
          </label>
        </>
      )}
      <p id={hintId} className="mt-2 text-sm text-ink/80">
        {hint}
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-bold text-lotus-700">
          {error}
        </p>
      )}
    </div>
  );
}
