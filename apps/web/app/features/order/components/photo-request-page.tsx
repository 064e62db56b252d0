import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { LOCALE_TAGS } from '@shop/contracts/locale';
import { PHOTO_REQUEST_LINK_ERROR_CODES, type PhotoRequestView } from '@shop/contracts/order-detail';
import type { PhotoCrop } from '@shop/contracts/uploads';
import { PARENT_TEXT } from '@shop/content/parent-text';
import { buttonClass } from '~/components/ui/button-styles';
import { AlertIcon, CheckIcon, ClockIcon, ImageIcon, UploadIcon } from '~/components/ui/screen-icons';
import { isApiError } from '~/lib/api-client';
import { fillParts } from '~/lib/fill-parts';
import { formatDateTime } from '~/lib/format-date';
import { useErrorText, useParentText, usePhotoReasonText } from '~/lib/parent-text';
import { fillText, useHref, useLocale } from '~/lib/ui-text';
import { fetchPhotoRequest, sendReplacementPhotos } from '../api/photo-request-api';
import { usePhotoUploads, type UploadedPhoto } from '../hooks/use-photo-uploads';
import { PhotoUploadModal } from './photo-upload-modal';
import { PhotoThumb } from './photo-thumb';

export interface PhotoRequestPageProps {
  requestId: string;
  /** The link's signature (?sig=); without one the link cannot be valid. */
  signature: string;
}

type LinkProblem = 'invalid' | 'expired' | 'used';

/** Which branded page a refused link shows: by the server's code, else by its status. */
function linkProblem(error: unknown): LinkProblem | null {
  if (!isApiError(error)) return null;
  if (error.code === PHOTO_REQUEST_LINK_ERROR_CODES.expired || error.status === 410) return 'expired';
  if (error.code === PHOTO_REQUEST_LINK_ERROR_CODES.used) return 'used';
  if (error.code === PHOTO_REQUEST_LINK_ERROR_CODES.invalid || error.status === 404) return 'invalid';
  return null;
}

const CARD =
  'mx-auto max-w-2xl rounded-[2rem] bg-white p-6 shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-10';

/** /photo-request/{id}?sig=…: the parent sends a better photo (issue 12 item 3). */
export function PhotoRequestPage({ requestId, signature }: PhotoRequestPageProps) {
  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      {signature ? (
        <PhotoRequestLoader requestId={requestId} signature={signature} />
      ) : (
        <LinkProblemCard problem="invalid" />
      )}
    </main>
  );
}

function PhotoRequestLoader({ requestId, signature }: PhotoRequestPageProps) {
  const words = useParentText().account.photoRequest;
  const errorText = useErrorText();
  const view = useQuery({
    queryKey: ['photo-request', requestId, signature],
    queryFn: ({ signal }) => fetchPhotoRequest(requestId, signature, signal),
    retry: false,
    // The link opens once per view; a focus change must not count as another.
    refetchOnWindowFocus: false,
  });
  if (view.status === 'pending') {
    return (
      <div role="status" aria-label={words.loading} className={`${CARD} motion-safe:animate-pulse`}>
        <div className="h-6 w-40 rounded-full bg-marigold-100" />
        <div className="mt-4 h-10 w-3/4 rounded-full bg-marigold-100" />
        <div className="mt-8 h-40 rounded-3xl bg-cream" />
      </div>
    );
  }
  if (view.status === 'error') {
    const problem = linkProblem(view.error);
    if (problem) return <LinkProblemCard problem={problem} />;
    return (
      <section className={CARD}>
        <h1 className="font-display text-3xl font-extrabold text-night-900">{words.openFailed}</h1>
        <p role="alert" className="mt-3 text-lg text-ink/85">
          {errorText(view.error)}
        </p>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => void view.refetch()}
        >
          {words.tryAgain}
        </button>
      </section>
    );
  }
  return <ReplacePhotos request={view.data.data} requestId={requestId} signature={signature} />;
}

const PROBLEM_TONES: Record<LinkProblem, string> = {
  invalid: 'bg-lotus-700 text-white',
  expired: 'bg-marigold-500 text-ink',
  used: 'bg-peacock-700 text-white',
};

/** The studio's title as the catalogue has it in the page's language; an unknown one as it came. */
function useStoryTitle(): (title: string) => string {
  const { storyTitles } = useParentText();
  return (title) => {
    const id = Object.entries(PARENT_TEXT.storyTitles).find(([, english]) => english === title)?.[0];
    return (id && storyTitles[Number(id)]) || title;
  };
}

/** The clear, branded page for a link that cannot be used (issue 12 "Bad input"). */
function LinkProblemCard({ problem }: { problem: LinkProblem }) {
  const { account, messages } = useParentText();
  const words = account.photoRequest;
  const href = useHref();
  const Icon = problem === 'used' ? CheckIcon : problem === 'expired' ? ClockIcon : AlertIcon;
  return (
    <section className={`${CARD} text-center`} data-testid={`photo-link-${problem}`}>
      <span
        className={`mx-auto grid size-16 place-items-center rounded-full shadow-lg ${PROBLEM_TONES[problem]}`}
      >
        <Icon className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl leading-tight font-extrabold text-night-900">
        {words.problems[problem]}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-ink/85">{messages.account.photoRequestLink[problem]}</p>
      <p className="mt-3 text-ink/75">
        {fillParts(words.questions, {
          link: (
            <Link
              to={href('/about-contact')}
              className="font-bold text-lotus-700 underline underline-offset-4"
            >
              {words.contactPage}
            </Link>
          ),
        })}
      </p>
      <Link to={href('/')} className={buttonClass('primary', 'md', 'mt-8')}>
        {words.backHome}
      </Link>
    </section>
  );
}

function ReplacePhotos({
  request,
  requestId,
  signature,
}: {
  request: PhotoRequestView;
  requestId: string;
  signature: string;
}) {
  const uploads = usePhotoUploads();
  const { account, messages } = useParentText();
  const words = account.photoRequest;
  const photoReason = usePhotoReasonText();
  const errorText = useErrorText();
  const storyTitle = useStoryTitle();
  const href = useHref();
  const intl = LOCALE_TAGS[useLocale()].intl;
  const [modalOpen, setModalOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ due_at: string } | null>(null);
  const [closed, setClosed] = useState<LinkProblem | null>(null);
  const uploaded = uploads.photos.filter((photo) => photo.publicId);
  const max = request.photos_to_replace;

  async function send() {
    setError(null);
    if (uploaded.length === 0 || uploaded.length > max) {
      setError(messages.account.photoRequestLink.count(max));
      return;
    }
    setSending(true);
    try {
      const answer = await sendReplacementPhotos(
        requestId,
        signature,
        uploaded.map((photo) => photo.publicId!),
        framesOf(uploaded),
      );
      setDone(answer.data);
    } catch (failure) {
      const problem = linkProblem(failure);
      if (problem && problem !== 'invalid') setClosed(problem);
      // The count is made from a number, so its words are made here, in the page's language.
      else if (isApiError(failure) && failure.code === PHOTO_REQUEST_LINK_ERROR_CODES.count)
        setError(messages.account.photoRequestLink.count(max));
      else setError(errorText(failure));
    } finally {
      setSending(false);
    }
  }

  if (closed) return <LinkProblemCard problem={closed} />;
  if (done) {
    return (
      <section className={`${CARD} text-center`} data-testid="photos-received">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-peacock-700 text-white shadow-lg">
          <CheckIcon className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl leading-tight font-extrabold text-night-900">
          {words.doneHeading}
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink/85">
          {fillParts(words.doneText, {
            name: request.character_name,
            due: <strong>{formatDateTime(done.due_at, intl)}</strong>,
          })}
        </p>
        <Link to={href('/')} className={buttonClass('primary', 'md', 'mt-8')}>
          {words.backHome}
        </Link>
      </section>
    );
  }

  return (
    <article className={CARD}>
      <p className="font-display text-sm font-bold text-saffron-700">
        <span className="tracking-wide uppercase">{words.order}</span>{' '}
        {/* The payment reference, case and all: support looks it up exactly as written. */}
        <span className="font-mono">{request.order_number}</span>
      </p>
      <h1 className="mt-1 font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
        {fillText(words.heading, { name: request.character_name })}
      </h1>
      <p className="mt-3 text-lg text-ink/85">
        {fillParts(words.intro, {
          story: <strong>{storyTitle(request.story_title)}</strong>,
          name: request.character_name,
        })}
      </p>

      <figure className="mt-6 rounded-3xl bg-lotus-700/5 p-5 ring-1 ring-lotus-700/25">
        <figcaption className="text-sm font-extrabold tracking-wide text-lotus-700 uppercase">
          {words.fromStudio}
        </figcaption>
        <blockquote
          className="mt-2 text-lg leading-relaxed text-night-900"
          data-testid="photo-request-reason"
        >
          {photoReason(request.reason)}
        </blockquote>
      </figure>

      <section aria-labelledby="new-photos-title" className="mt-8">
        <h2 id="new-photos-title" className="font-display text-xl font-bold text-night-900">
          {max === 1 ? words.newPhoto : words.newPhotos}
        </h2>
        <p className="mt-1 text-ink/80" id="photo-count-hint">
          {messages.account.photoRequestLink.count(max)} {words.photoHint}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-peacock-500 bg-cream/60 p-4">
          {uploads.photos.map((photo, index) => (
            <PhotoThumb
              key={photo.key}
              preview={photo.preview}
              alt={fillText(words.photoAlt, { number: index + 1 })}
              className="size-20 rounded-xl ring-2 ring-peacock-500"
            />
          ))}
          <button
            type="button"
            onClick={() => setModalOpen(true)}
            className={buttonClass('peacock', 'md')}
            aria-describedby="photo-count-hint"
          >
            <ImageIcon className="size-5" />
            {uploads.photos.length > 0 ? words.managePhotos : words.choosePhotos}
          </button>
          <p className="text-sm text-ink/80" aria-live="polite">
            {uploads.uploading
              ? fillText(words.uploading, { progress: uploads.progress })
              : fillText(words.uploaded, { count: uploaded.length })}
          </p>
        </div>
      </section>

      {error && (
        <p role="alert" className="mt-5 rounded-2xl bg-lotus-700 px-4 py-3 font-bold text-white">
          {error}
        </p>
      )}

      <div className="mt-8 flex flex-col gap-3 border-t border-night-900/10 pt-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink/75">
          {fillText(words.linkOnce, { time: formatDateTime(request.expires_at, intl) })}
        </p>
        <button
          type="button"
          onClick={() => void send()}
          disabled={sending || uploads.uploading || uploaded.length === 0}
          className={buttonClass('primary', 'lg')}
        >
          <UploadIcon className="size-5" />
          {sending ? words.sending : words.send}
        </button>
      </div>

      {modalOpen && <PhotoUploadModal {...uploads} frame onClose={() => setModalOpen(false)} />}
    </article>
  );
}

/** The frames the parent set on the new photos, by photo id; undefined when none was moved. */
function framesOf(photos: readonly UploadedPhoto[]): Record<string, PhotoCrop> | undefined {
  const framed = photos.flatMap((photo) =>
    photo.publicId && photo.crop ? [[photo.publicId, photo.crop]] : [],
  );
  return framed.length > 0 ? Object.fromEntries(framed) : undefined;
}
