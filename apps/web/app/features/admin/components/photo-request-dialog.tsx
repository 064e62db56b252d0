import { useState, type FormEvent } from 'react';
import {
  ORDER_DETAIL_MESSAGES,
  PHOTO_REQUEST_LINK_DAYS,
  PHOTO_REQUEST_REASON_MAX_LENGTH,
  STUDIO_PHOTO_REQUEST_TEMPLATE_IDS,
  PHOTO_REQUEST_TEMPLATES,
  type AdminOrderDetail,
  type PhotoRequestRequest,
  type StudioPhotoRequestTemplate,
} from '@shop/contracts/order-detail';
import { photoReasonWording, standardPhotoReason } from '@shop/content/parent-text/photo-reasons';
import { buttonClass } from '~/components/ui/button-styles';
import { Dialog } from '~/components/ui/dialog';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { CheckIcon } from '~/components/ui/screen-icons';

export interface PhotoRequestDialogProps {
  order: AdminOrderDetail;
  busy: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onSend: (request: PhotoRequestRequest) => void;
  onCancel: () => void;
}

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * Ask for a better photo (issue 12 item 3): which photo(s) to replace and why, from a template the
 * admin may edit. The parent gets an e-mail with a link that works once, for 7 days. For a family that
 * ordered on the Hindi site the dialog shows what they will read: a standard reason sent unchanged
 * reaches them in Hindi, the admin's own words as written, so English ones are flagged before sending,
 * with the reason's Hindi wording to start from (docs/decisions/073).
 */
export function PhotoRequestDialog({ order, busy, error, onSend, onCancel }: PhotoRequestDialogProps) {
  const [chosen, setChosen] = useState<string[]>(order.photos.length === 1 ? [order.photos[0]!.id] : []);
  const [template, setTemplate] = useState<StudioPhotoRequestTemplate | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<{ photos?: string; reason?: string }>({});

  function toggle(id: string) {
    setChosen((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));
    setProblem((p) => ({ ...p, photos: undefined }));
  }

  function pick(id: StudioPhotoRequestTemplate) {
    setTemplate(id);
    setReason(PHOTO_REQUEST_TEMPLATES[id].text);
    setProblem((p) => ({ ...p, reason: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = {
      photos: chosen.length === 0 ? ORDER_DETAIL_MESSAGES.choosePhotos : undefined,
      reason: reason.trim() === '' ? ORDER_DETAIL_MESSAGES.reasonRequired : undefined,
    };
    setProblem(next);
    if (next.photos || next.reason) return;
    onSend({ photoIds: chosen, reason: reason.trim(), ...(template ? { template } : {}) });
  }

  const hindiFamily = order.site_language === 'hi';
  const standard = standardPhotoReason(reason);
  const ownEnglishWords = hindiFamily && reason.trim() !== '' && !standard && !DEVANAGARI.test(reason);

  return (
    <Dialog
      onClose={onCancel}
      labelledBy="photo-request-title"
      panelClassName="w-full max-w-2xl rounded-[2rem] bg-white p-6 shadow-2xl sm:p-8"
    >
      <form onSubmit={submit} noValidate>
        <h2
          id="photo-request-title"
          className="font-display text-2xl leading-tight font-extrabold text-night-900"
        >
          Ask for a better photo
        </h2>
        <p className="mt-2 text-ink/85">
          {order.character_name}’s parent gets an e-mail with a link to send new photos. It works once, for{' '}
          {PHOTO_REQUEST_LINK_DAYS} days; the order waits in “Photo needed” until they do.
        </p>

        <fieldset className="mt-6" aria-describedby={problem.photos ? 'photo-choice-error' : undefined}>
          <legend className="font-display text-base font-bold text-night-900">
            Which photos to replace?
          </legend>
          <ul className="mt-2 grid grid-cols-3 gap-3">
            {order.photos.map((photo, index) => {
              const on = chosen.includes(photo.id);
              return (
                <li key={photo.id}>
                  <label
                    className={`relative block cursor-pointer overflow-hidden rounded-2xl ring-4 transition ${
                      on ? 'ring-lotus-700' : 'ring-transparent hover:ring-marigold-300'
                    }`}
                  >
                    <input
                      type="checkbox"
                      className="peer sr-only"
                      checked={on}
                      onChange={() => toggle(photo.id)}
                      aria-label={`Replace photo ${index + 1}`}
                    />
                    <img src={photo.url} alt="" className="aspect-square w-full object-cover" />
                    <span
                      aria-hidden="true"
                      className={`absolute top-2 right-2 grid size-7 place-items-center rounded-full ring-2 ring-white ${
                        on ? 'bg-lotus-700 text-white' : 'bg-white/80 text-transparent'
                      }`}
                    >
                      <CheckIcon className="size-4" />
                    </span>
                    <span className="absolute inset-0 rounded-2xl peer-focus-visible:outline-3 peer-focus-visible:-outline-offset-4 peer-focus-visible:outline-night-900" />
                  </label>
                </li>
              );
            })}
          </ul>
          {problem.photos && (
            <p id="photo-choice-error" role="alert" className="mt-2 text-sm font-semibold text-lotus-700">
              {problem.photos}
            </p>
          )}
        </fieldset>

        <fieldset className="mt-6">
          <legend className="font-display text-base font-bold text-night-900">Why? Pick a reason</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {STUDIO_PHOTO_REQUEST_TEMPLATE_IDS.map((id) => (
              <button
                key={id}
                type="button"
                aria-pressed={template === id}
                onClick={() => pick(id)}
                className={`min-h-11 rounded-full px-4 font-display text-sm font-bold transition ${
                  template === id
                    ? 'bg-night-900 text-cream shadow-md'
                    : 'bg-cream text-night-900 ring-2 ring-night-900/15 hover:ring-night-900/40'
                }`}
              >
                {PHOTO_REQUEST_TEMPLATES[id].label}
              </button>
            ))}
          </div>
        </fieldset>

        <Field
          className="mt-4"
          label="Message to the parent"
          hint={`They read this on the e-mail and on the photo page. ${reason.length}/${PHOTO_REQUEST_REASON_MAX_LENGTH}`}
          error={problem.reason ?? null}
        >
          {(control) => (
            <textarea
              {...control}
              className={`${INPUT_CLASS} min-h-28`}
              value={reason}
              maxLength={PHOTO_REQUEST_REASON_MAX_LENGTH}
              onChange={(event) => {
                setReason(event.target.value);
                setProblem((p) => ({ ...p, reason: undefined }));
              }}
            />
          )}
        </Field>

        {hindiFamily && (
          <div
            className={`mt-3 rounded-2xl px-4 py-3 text-sm ${ownEnglishWords ? 'bg-lotus-700/10 text-lotus-700' : 'bg-cream text-ink/85 ring-1 ring-marigold-300'}`}
            data-testid="hindi-family"
            aria-live="polite"
          >
            {ownEnglishWords ? (
              <>
                <p className="font-bold">
                  This family ordered on the Hindi site, and these words will reach them in English, as
                  written. Write them in Hindi, or pick a reason again to send it in Hindi.
                </p>
                {template && (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm', 'mt-2')}
                    onClick={() => setReason(photoReasonWording(template, 'hi'))}
                  >
                    Start from the Hindi wording
                  </button>
                )}
              </>
            ) : (
              <>
                <p className="font-bold">
                  This family ordered on the Hindi site. A reason picked above and sent unchanged reaches them
                  in Hindi; words you write or change reach them as written.
                </p>
                {standard && (
                  <p className="mt-1">
                    They will read:{' '}
                    <span lang="hi" className="any-hindi" data-testid="hindi-family-reads">
                      {photoReasonWording(standard, 'hi')}
                    </span>
                  </p>
                )}
              </>
            )}
          </div>
        )}

        {error && (
          <p role="alert" className="mt-4 rounded-2xl bg-lotus-700 px-4 py-3 font-bold text-white">
            {error}
          </p>
        )}

        <div className="mt-7 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className={buttonClass('lotus', 'md')} disabled={busy} data-autofocus>
            {busy ? 'Sending...' : 'Send the request'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
