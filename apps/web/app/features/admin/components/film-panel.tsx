import { useState, type FormEvent, type ReactNode } from 'react';
import {
  FILM_RENDER_MESSAGES,
  FILM_RENDER_STATE_LABELS,
  isActiveFilmRenderState,
  SEND_BACK_NOTE_MAX_LENGTH,
  type FilmRender,
  type OrderFilm,
  type SendBackRequest,
} from '@shop/contracts/film-renders';
import type { AdminOrderDetail } from '@shop/contracts/order-detail';
import { buttonClass } from '~/components/ui/button-styles';
import { Field, INPUT_CLASS } from '~/components/ui/field';
import { SpeakerOnIcon } from '~/components/ui/icons';
import {
  AlertIcon,
  CheckIcon,
  ClockIcon,
  FilmIcon,
  RefreshIcon,
  RetryIcon,
} from '~/components/ui/screen-icons';
import { formatDateTime } from '~/lib/format-date';
import { FILM_STATE_BADGE_CLASS, filmTime, renderPercent, stepText } from '../film-display';
import { useOrderFilm, type FilmAction } from '../hooks/use-order-film';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { ConfirmDialog } from './confirm-dialog';
import { LoadFailedAlert } from './load-failed-alert';

/** What the panel needs of the order: who the film is for, its story and language, where it stands. */
export type FilmPanelOrder = Pick<
  AdminOrderDetail,
  'character_name' | 'item_number' | 'story_title' | 'language' | 'stage' | 'pronunciation' | 'parent'
>;

export type FilmLoad =
  { kind: 'loading' } | { kind: 'failed'; retry: () => void } | { kind: 'loaded'; film: OrderFilm };

export interface FilmPanelProps {
  order: FilmPanelOrder;
  load: FilmLoad;
  /** The action under way, if any: every button waits for it. */
  pending: FilmAction | null;
  /** The last refused action, in the server's words. */
  error: string | null;
  onRenderAgain: () => void;
  /** Resolve true when done: the dialog or the form closes. */
  onApprove: () => Promise<boolean>;
  onSendBack: (request: SendBackRequest) => Promise<boolean>;
}

const BOX_CLASS = 'rounded-2xl p-4 sm:p-5';
const CAPTION_CLASS = 'text-sm font-extrabold tracking-wide text-saffron-700 uppercase';

/**
 * The order's film (issue 33 item 6, issue 34 item 5): the render's state and progress; why it failed,
 * in the studio's words, with "Render again"; the rendered draft and its WhatsApp copy in players, the
 * personal shots as stills side by side and the name as the film says it; then "Approve and deliver"
 * (the existing delivery) or "Send back" with a note. A hand-made video is still delivered from the
 * production panel. Every file is a child's: the links are signed, short-lived and staff-only.
 */
export function FilmPanel(props: FilmPanelProps) {
  const { order, load, error } = props;
  const state = load.kind === 'loaded' ? load.film.render?.state : undefined;

  return (
    <section aria-labelledby="film-title" className={PANEL_CLASS} data-testid="film-panel">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-night-900 text-marigold-300 shadow-md shadow-night-900/20">
            <FilmIcon className="size-6" />
          </span>
          <div className="min-w-0">
            <h2 id="film-title" className={PANEL_TITLE_CLASS}>
              Film
            </h2>
            <p className="text-sm text-ink/75">
              {order.story_title} · {order.language === 'hindi' ? 'Hindi' : 'English'}
            </p>
          </div>
        </div>
        {state && (
          <span
            data-testid="film-state"
            className={`inline-flex items-center rounded-full px-4 py-1.5 text-sm font-bold whitespace-nowrap ${FILM_STATE_BADGE_CLASS[state]}`}
          >
            {FILM_RENDER_STATE_LABELS[state]}
          </span>
        )}
      </div>

      {load.kind === 'loading' && (
        <div role="status" aria-label="Loading the film" className="mt-5 space-y-3 motion-safe:animate-pulse">
          <div className="aspect-video w-full rounded-2xl bg-marigold-100" />
          <div className="h-4 w-1/2 rounded-full bg-marigold-100" />
        </div>
      )}
      {load.kind === 'failed' && (
        <LoadFailedAlert message="The film could not be loaded." onRetry={load.retry} className="mt-5" />
      )}
      {load.kind === 'loaded' && <FilmBody {...props} film={load.film} />}

      {error && (
        <div role="alert" className="mt-5 flex gap-3 rounded-2xl bg-lotus-700 px-4 py-3 text-white">
          <AlertIcon className="mt-0.5 size-5 shrink-0" />
          <p className="font-bold">{error}</p>
        </div>
      )}
    </section>
  );
}

function FilmBody(props: FilmPanelProps & { film: OrderFilm }) {
  const { order, film, pending, onRenderAgain } = props;
  const render = film.render;
  const renderAgainButton = (label: string, variant: 'primary' | 'secondary' = 'secondary') =>
    film.can_render && (
      <button
        type="button"
        className={buttonClass(variant, 'md')}
        onClick={onRenderAgain}
        disabled={pending !== null}
      >
        <RetryIcon className="size-5" />
        {pending === 'render' ? 'Queuing the render…' : label}
      </button>
    );

  if (!film.story_renderable) {
    return (
      <div className="mt-5">
        <Notice testId="film-not-renderable">{FILM_RENDER_MESSAGES.storyPending(order.item_number)}</Notice>
      </div>
    );
  }
  if (!render) {
    return (
      <div className="mt-5 space-y-4">
        <Notice testId="film-none">
          No film yet. It renders by itself when the photos are accepted: Start production.
        </Notice>
        {film.can_render && <div className="flex">{renderAgainButton('Render the film', 'primary')}</div>}
      </div>
    );
  }

  return (
    <div className="mt-5 space-y-5">
      {render.note && (
        <p className="rounded-2xl bg-marigold-100/70 px-4 py-3 text-night-900 ring-1 ring-marigold-300">
          <span className="font-bold">Sent back with the note:</span> “{render.note}”
        </p>
      )}
      {(render.state === 'queued' || render.state === 'rendering') && <RenderProgress render={render} />}
      {render.state === 'failed' && (
        <div className="space-y-4">
          <div
            className={`${BOX_CLASS} flex gap-3 bg-lotus-700/8 text-night-900 ring-1 ring-lotus-700/30`}
            data-testid="film-failure"
          >
            <AlertIcon className="mt-0.5 size-6 shrink-0 text-lotus-700" />
            <div className="min-w-0">
              <p className="font-extrabold text-lotus-700">
                {FILM_RENDER_MESSAGES.failedAfterTries(render.attempts)}
              </p>
              {render.error && <p className="mt-1 font-bold break-words sm:text-lg">{render.error}</p>}
              <p className="mt-2 text-ink/85">
                Fix what it says (another crop, a phonetic spelling, a better photo), then render again.
                {render.finished_at && <> Last try {formatDateTime(render.finished_at)}.</>}
              </p>
            </div>
          </div>
          <div className="flex">{renderAgainButton('Render again', 'primary')}</div>
        </div>
      )}
      {render.state === 'superseded' && (
        <div className="space-y-4">
          <Notice>A newer render replaced this one.</Notice>
          <div className="flex">{renderAgainButton('Render again')}</div>
        </div>
      )}
      {render.state === 'rendered' && render.files && (
        <RenderedFilm
          {...props}
          film={film}
          render={render}
          files={render.files}
          renderAgain={renderAgainButton('Render again')}
        />
      )}
    </div>
  );
}

function Notice({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <p data-testid={testId} className={`${BOX_CLASS} bg-cream text-center font-bold text-night-700`}>
      {children}
    </p>
  );
}

/** Queued or rendering: a bar that moves as the worker reports, the step it is on, since when. */
function RenderProgress({ render }: { render: FilmRender }) {
  const rendering = render.state === 'rendering';
  const percent = renderPercent(render.progress);
  const retrying = render.attempts > 0 && render.error;
  return (
    <div
      className={`${BOX_CLASS} bg-gradient-to-br from-marigold-100 via-cream to-white ring-1 ring-marigold-300`}
      data-testid="film-progress"
    >
      <div className="flex items-baseline justify-between gap-3">
        <p id="film-progress-label" className="font-display text-lg font-extrabold text-night-900">
          {rendering ? 'Rendering the film' : 'Waiting for a render worker'}
        </p>
        {rendering && (
          <span className="font-display text-2xl font-extrabold text-saffron-700" data-testid="film-percent">
            {percent}%
          </span>
        )}
      </div>
      {/* Waiting has no amount yet: an indeterminate bar (no value), gently pulsing. */}
      <div
        role="progressbar"
        aria-labelledby="film-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={rendering ? percent : undefined}
        className="mt-3 h-3.5 overflow-hidden rounded-full bg-night-900/10"
      >
        {rendering ? (
          <div
            className="h-full rounded-full bg-gradient-to-r from-marigold-500 to-saffron-500 transition-[width] duration-700"
            style={{ width: `${Math.max(percent, 2)}%` }}
          />
        ) : (
          <div className="h-full w-full rounded-full bg-marigold-300/60 motion-safe:animate-pulse" />
        )}
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink/85">
        <ClockIcon className="size-4 text-saffron-700" />
        {render.state === 'rendering' && render.step && (
          <span className="font-bold text-night-900">{stepText(render.step)}</span>
        )}
        <span>
          {render.state === 'rendering' && render.started_at
            ? `Started ${formatDateTime(render.started_at)}`
            : `Queued ${formatDateTime(render.queued_at)}`}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink/75">This panel follows the render: no need to reload.</p>
      {retrying && (
        <p className="mt-2 text-sm text-night-900">
          <span className="font-bold text-lotus-700">
            Try {render.attempts} of {render.max_attempts} failed:
          </span>{' '}
          {render.error} It is tried again by itself.
        </p>
      )}
    </div>
  );
}

function RenderedFilm({
  order,
  film,
  render,
  files,
  pending,
  onApprove,
  onSendBack,
  renderAgain,
}: FilmPanelProps & {
  film: OrderFilm;
  render: FilmRender;
  files: NonNullable<FilmRender['files']>;
  renderAgain: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  // A finished render waits in quality check for the studio's word (the render moved it there).
  const reviewing = film.stage === 'quality_check';
  const captionLanguage = order.language === 'hindi' ? 'hi' : 'en';
  const captionLabel = order.language === 'hindi' ? 'Hindi' : 'English';
  const name = order.character_name || 'the child';
  const byWhatsApp = order.parent.phone && order.parent.updates_opted_in;

  return (
    <>
      <figure>
        <div className="overflow-hidden rounded-2xl bg-night-900 shadow-lg ring-4 shadow-night-900/20 ring-marigold-300/70">
          <video
            controls
            preload="metadata"
            playsInline
            poster={files.poster_url}
            src={files.master_url}
            aria-label={`The draft of ${name}’s film`}
            className="aspect-video w-full bg-night-900"
            data-testid="film-master"
          >
            <track
              kind="captions"
              src={files.captions_url}
              srcLang={captionLanguage}
              label={captionLabel}
              default
            />
          </video>
        </div>
        <figcaption className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink/85">
          <span className="font-bold text-night-900">Draft (master)</span>
          {render.duration_seconds !== null && <span>{filmTime(render.duration_seconds)} long</span>}
          {render.finished_at && <span>Rendered {formatDateTime(render.finished_at)}</span>}
        </figcaption>
      </figure>

      <div className="grid gap-4 sm:grid-cols-2">
        <figure className={`${BOX_CLASS} bg-cream ring-1 ring-marigold-300/70`}>
          <figcaption className={CAPTION_CLASS}>WhatsApp copy</figcaption>
          {files.whatsapp_url ? (
            <>
              <video
                controls
                preload="none"
                playsInline
                poster={files.poster_url}
                src={files.whatsapp_url}
                aria-label={`The WhatsApp copy of ${name}’s film`}
                className="mt-3 aspect-video w-full rounded-xl bg-night-900"
                data-testid="film-whatsapp"
              >
                <track
                  kind="captions"
                  src={files.captions_url}
                  srcLang={captionLanguage}
                  label={captionLabel}
                />
              </video>
              <p className="mt-2 text-sm text-ink/75">Smaller, under 16 MB: what WhatsApp sends.</p>
            </>
          ) : (
            <p className="mt-3 text-ink/85">No WhatsApp copy for this render.</p>
          )}
        </figure>
        <figure className={`${BOX_CLASS} bg-cream ring-1 ring-marigold-300/70`}>
          <figcaption className={CAPTION_CLASS}>The name, as the film says it</figcaption>
          <p className="mt-3 flex items-center gap-2 font-display text-2xl font-extrabold text-night-900">
            <SpeakerOnIcon className="size-6 shrink-0 text-saffron-700" />
            <span className="break-words">{order.character_name}</span>
          </p>
          {order.pronunciation && (
            <p className="mt-1 text-sm text-ink/85">
              The parent wrote: <span className="font-bold">“{order.pronunciation}”</span>
            </p>
          )}
          {render.name_audio_url ? (
            <audio
              controls
              preload="none"
              src={render.name_audio_url}
              aria-label={`${name}, as the film says it`}
              className="mt-3 h-11 w-full"
              data-testid="film-name-audio"
            />
          ) : (
            <p className="mt-3 text-ink/85">The spoken name is not kept for this render.</p>
          )}
          <p className="mt-3 text-sm text-ink/75">
            Said wrong? Send the film back with how it should sound, or fix the spelling and render again.
          </p>
        </figure>
      </div>

      <div>
        <h3 className={CAPTION_CLASS}>Personal shots</h3>
        {render.stills.length === 0 ? (
          <p className="mt-2 text-ink/85">No stills for this render.</p>
        ) : (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Personal shots">
            {render.stills.map((still) => (
              <li key={`${still.at_seconds}-${still.label}`}>
                <figure>
                  <img
                    src={still.url}
                    alt={`${still.label}, at ${filmTime(still.at_seconds)}`}
                    loading="lazy"
                    className="aspect-video w-full rounded-xl bg-night-900/5 object-cover ring-2 ring-marigold-300/70"
                  />
                  <figcaption className="mt-1.5 flex items-baseline justify-between gap-2 text-sm">
                    <span className="min-w-0 font-bold break-words text-night-900">{still.label}</span>
                    <span className="shrink-0 font-mono text-xs text-ink/75">
                      {filmTime(still.at_seconds)}
                    </span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        )}
      </div>

      {film.stage === 'delivered' ? (
        <p
          className={`${BOX_CLASS} flex items-center gap-3 bg-peacock-700 font-bold text-white`}
          data-testid="film-delivered"
        >
          <CheckIcon className="size-6 shrink-0" />
          Delivered: the family has this film.
        </p>
      ) : (
        <div className="border-t border-night-900/10 pt-5">
          {sendingBack ? (
            <SendBackForm
              busy={pending !== null}
              onClose={() => setSendingBack(false)}
              onSend={async (request) => {
                if (await onSendBack(request)) setSendingBack(false);
              }}
            />
          ) : (
            <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              {reviewing && (
                <>
                  <button
                    type="button"
                    className={buttonClass('primary', 'md')}
                    onClick={() => setConfirming(true)}
                    disabled={pending !== null}
                  >
                    <CheckIcon className="size-5" />
                    Approve and deliver
                  </button>
                  <button
                    type="button"
                    className={buttonClass('secondary', 'md')}
                    onClick={() => setSendingBack(true)}
                    disabled={pending !== null}
                  >
                    <RefreshIcon className="size-5" />
                    Send back
                  </button>
                </>
              )}
              {renderAgain}
            </div>
          )}
        </div>
      )}

      {confirming && (
        <ConfirmDialog
          title={`Deliver ${name}’s film?`}
          confirmLabel={pending === 'approve' ? 'Delivering…' : 'Approve and deliver'}
          confirmVariant="primary"
          busy={pending !== null}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            void onApprove().finally(() => setConfirming(false));
          }}
        >
          The parent gets the film by e-mail{byWhatsApp ? ' and WhatsApp' : ''} and on their order page. The
          links work for 7 days.
        </ConfirmDialog>
      )}
    </>
  );
}

/** What to change, and whether a new render starts at once or waits for a fix first. */
function SendBackForm({
  busy,
  onSend,
  onClose,
}: {
  busy: boolean;
  onSend: (request: SendBackRequest) => Promise<void>;
  onClose: () => void;
}) {
  const [note, setNote] = useState('');
  const [renderAgain, setRenderAgain] = useState(true);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!note.trim()) {
      setProblem(FILM_RENDER_MESSAGES.noteRequired);
      return;
    }
    setProblem(null);
    void onSend({ note: note.trim(), render_again: renderAgain });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="send-back-title"
      className="space-y-4 rounded-2xl bg-cream p-4 ring-1 ring-marigold-300 sm:p-5"
    >
      <h3 id="send-back-title" className="font-display text-lg font-extrabold text-night-900">
        Send the film back
      </h3>
      <Field
        label="What should change?"
        error={problem}
        hint="Kept on the order's timeline with the new render."
      >
        {(control) => (
          <textarea
            {...control}
            className={`${INPUT_CLASS} min-h-24`}
            value={note}
            maxLength={SEND_BACK_NOTE_MAX_LENGTH}
            disabled={busy}
            onChange={(event) => setNote(event.target.value)}
            placeholder="e.g. The portrait is cut off at the chin: use the second photo"
          />
        )}
      </Field>
      <label className="flex min-h-11 cursor-pointer items-start gap-3 text-night-900">
        <input
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-night-700"
          checked={renderAgain}
          disabled={busy}
          onChange={(event) => setRenderAgain(event.target.checked)}
        />
        <span>
          <span className="font-bold">Render again at once</span>
          <span className="block text-sm text-ink/75">
            Untick to fix something first (another crop, a better photo), then press Render again.
          </span>
        </span>
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" className={buttonClass('lotus', 'md')} disabled={busy}>
          <RefreshIcon className="size-5" />
          {busy ? 'Sending back…' : 'Send back'}
        </button>
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onClose} disabled={busy}>
          Keep it
        </button>
      </div>
    </form>
  );
}

/** The panel on the order detail: the film read (and polled) from the API, the actions sent to it. */
export function OrderFilmPanel({
  order,
  onOrderChanged,
  notify,
}: {
  order: FilmPanelOrder & { unique_id: string };
  onOrderChanged: () => void;
  notify: (text: string) => void;
}) {
  const film = useOrderFilm(order.unique_id, order.stage, {
    onOrderChanged,
    onDone: (action, answer) => notify(doneText(action, answer)),
  });
  const { query } = film;
  const load: FilmLoad =
    query.status === 'success'
      ? { kind: 'loaded', film: query.data }
      : query.status === 'error'
        ? { kind: 'failed', retry: () => void query.refetch() }
        : { kind: 'loading' };
  return (
    <FilmPanel
      order={order}
      load={load}
      pending={film.pending}
      error={film.error}
      onRenderAgain={() => void film.renderAgain()}
      onApprove={film.approve}
      onSendBack={film.sendBack}
    />
  );
}

function doneText(action: FilmAction, film: OrderFilm): string {
  if (action === 'approve') return 'Film approved and delivered. The parent has the links.';
  if (action === 'render') return 'A new render is queued.';
  return film.render && isActiveFilmRenderState(film.render.state)
    ? 'Sent back: a new render is queued.'
    : 'Sent back: fix what the note says, then render again.';
}
