import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  PHOTO_REQUEST_LINK_ERROR_CODES,
  PHOTO_REQUEST_LINK_MESSAGES,
  type PhotoRequestView,
} from '@shop/contracts/order-detail';
import { buttonClass } from '~/components/ui/button-styles';
import { AlertIcon, CheckIcon, ClockIcon, ImageIcon, UploadIcon } from '~/components/ui/screen-icons';
import { apiErrorMessage, isApiError } from '~/lib/api-client';
import { formatDateTime } from '~/lib/format-date';
import { fetchPhotoRequest, sendReplacementPhotos } from '../api/photo-request-api';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
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
  const view = useQuery({
    queryKey: ['photo-request', requestId, signature],
    queryFn: ({ signal }) => fetchPhotoRequest(requestId, signature, signal),
    retry: false,
    // The link opens once per view; a focus change must not count as another.
    refetchOnWindowFocus: false,
  });
  if (view.status === 'pending') {
    return (
      <div
        role="status"
        aria-label="Loading the photo request"
        className={`${CARD} motion-safe:animate-pulse`}
      >
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
        <h1 className="font-display text-3xl font-extrabold text-night-900">We could not open this page</h1>
        <p role="alert" className="mt-3 text-lg text-ink/85">
          {apiErrorMessage(view.error)}
        </p>
        <button
          type="button"
          className={buttonClass('primary', 'md', 'mt-6')}
          onClick={() => void view.refetch()}
        >
          Try again
        </button>
      </section>
    );
  }
  return <ReplacePhotos request={view.data.data} requestId={requestId} signature={signature} />;
}

const PROBLEM_PAGES: Record<LinkProblem, { title: string; text: string; tone: string }> = {
  invalid: {
    title: 'We could not open this link',
    text: PHOTO_REQUEST_LINK_MESSAGES.invalid,
    tone: 'bg-lotus-700 text-white',
  },
  expired: {
    title: 'This link has expired',
    text: PHOTO_REQUEST_LINK_MESSAGES.expired,
    tone: 'bg-marigold-500 text-ink',
  },
  used: {
    title: 'We already have your new photos',
    text: PHOTO_REQUEST_LINK_MESSAGES.used,
    tone: 'bg-peacock-700 text-white',
  },
};

/** The clear, branded page for a link that cannot be used (issue 12 "Bad input"). */
function LinkProblemCard({ problem }: { problem: LinkProblem }) {
  const page = PROBLEM_PAGES[problem];
  const Icon = problem === 'used' ? CheckIcon : problem === 'expired' ? ClockIcon : AlertIcon;
  return (
    <section className={`${CARD} text-center`} data-testid={`photo-link-${problem}`}>
      <span className={`mx-auto grid size-16 place-items-center rounded-full shadow-lg ${page.tone}`}>
        <Icon className="size-8" />
      </span>
      <h1 className="mt-6 font-display text-3xl leading-tight font-extrabold text-night-900">{page.title}</h1>
      <p className="mt-4 text-lg leading-relaxed text-ink/85">{page.text}</p>
      <p className="mt-3 text-ink/75">
        Questions? Write to us from{' '}
        <Link to="/about-contact" className="font-bold text-lotus-700 underline underline-offset-4">
          our contact page
        </Link>
        .
      </p>
      <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
        Back to Home
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
      setError(PHOTO_REQUEST_LINK_MESSAGES.count(max));
      return;
    }
    setSending(true);
    try {
      const answer = await sendReplacementPhotos(
        requestId,
        signature,
        uploaded.map((photo) => photo.publicId!),
      );
      setDone(answer.data);
    } catch (failure) {
      const problem = linkProblem(failure);
      if (problem && problem !== 'invalid') setClosed(problem);
      else setError(apiErrorMessage(failure));
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
          Thank you! We have the new photos
        </h1>
        <p className="mt-4 text-lg leading-relaxed text-ink/85">
          Our artists are back at work on {request.character_name}’s story. The video will be in your inbox by{' '}
          <strong>{formatDateTime(done.due_at)}</strong>.
        </p>
        <Link to="/" className={buttonClass('primary', 'md', 'mt-8')}>
          Back to Home
        </Link>
      </section>
    );
  }

  return (
    <article className={CARD}>
      <p className="font-display text-sm font-bold text-saffron-700">
        <span className="tracking-wide uppercase">Order</span>{' '}
        {/* The payment reference, case and all: support looks it up exactly as written. */}
        <span className="font-mono">{request.order_number}</span>
      </p>
      <h1 className="mt-1 font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
        We need a better photo of {request.character_name}
      </h1>
      <p className="mt-3 text-lg text-ink/85">
        To make <strong>{request.story_title}</strong> look its best, our artists need a clearer view of{' '}
        {request.character_name}.
      </p>

      <figure className="mt-6 rounded-3xl bg-lotus-700/5 p-5 ring-1 ring-lotus-700/25">
        <figcaption className="text-sm font-extrabold tracking-wide text-lotus-700 uppercase">
          From our studio
        </figcaption>
        <blockquote
          className="mt-2 text-lg leading-relaxed text-night-900"
          data-testid="photo-request-reason"
        >
          {request.reason}
        </blockquote>
      </figure>

      <section aria-labelledby="new-photos-title" className="mt-8">
        <h2 id="new-photos-title" className="font-display text-xl font-bold text-night-900">
          Your new photo{max === 1 ? '' : 's'}
        </h2>
        <p className="mt-1 text-ink/80" id="photo-count-hint">
          {PHOTO_REQUEST_LINK_MESSAGES.count(max)} A clear, well-lit photo of your child alone, face to the
          camera.
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border-2 border-dashed border-peacock-500 bg-cream/60 p-4">
          {uploads.photos.map((photo, index) => (
            <PhotoThumb
              key={photo.key}
              preview={photo.preview}
              alt={`New photo ${index + 1}`}
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
            {uploads.photos.length > 0 ? 'Manage photos' : 'Choose photos'}
          </button>
          <p className="text-sm text-ink/80" aria-live="polite">
            {uploads.uploading ? `Uploading… ${uploads.progress}%` : `${uploaded.length} uploaded`}
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
          This link works once, until {formatDateTime(request.expires_at)}.
        </p>
        <button
          type="button"
          onClick={() => void send()}
          disabled={sending || uploads.uploading || uploaded.length === 0}
          className={buttonClass('primary', 'lg')}
        >
          <UploadIcon className="size-5" />
          {sending ? 'Sending...' : 'Send new photos'}
        </button>
      </div>

      {modalOpen && <PhotoUploadModal {...uploads} onClose={() => setModalOpen(false)} />}
    </article>
  );
}
