import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DOWNLOAD_LINK_DAYS } from '@shop/content/site';
import { orderStatusPagePath } from '@shop/contracts/order-status';
import { FamilySharePanel } from '~/components/family-share/family-share-panel';
import { buttonClass } from '~/components/ui/button-styles';
import { AlertIcon, ArrowDownToLineIcon, ScrollIcon } from '~/components/ui/screen-icons';
import { isApiError } from '~/lib/api-client';
import { useParentText } from '~/lib/parent-text';
import { fillText, useHref } from '~/lib/ui-text';
import { reviewStateQuery, setCertificatePortrait, watchQuery } from '../api/family-api';
import { FilmPlayer } from './film-player';
import { ReviewCard } from './review-card';

/**
 * The family's watch page of a delivered film (issue 36 point 3, docs/decisions/100), behind the
 * signed link of the delivery e-mail and WhatsApp message: the film (the lighter copy on phones,
 * captions on), the full-quality download with a fresh link on every visit, the certificate (with the
 * child's picture only when the parent ticks it here, docs/decisions/117), and "Send to family".
 */
export function WatchPage({
  orderId,
  signature,
  askReview = false,
}: {
  orderId: string;
  signature: string;
  /** Arrived from the e-mail that asks for a review: the card asks without waiting for the film. */
  askReview?: boolean;
}) {
  return (
    <main className="paper flex-1 px-4 pt-8 pb-16 sm:pt-12">
      <div className="mx-auto max-w-4xl">
        <WatchLoader orderId={orderId} signature={signature} askReview={askReview} />
      </div>
    </main>
  );
}

function WatchLoader({
  orderId,
  signature,
  askReview,
}: {
  orderId: string;
  signature: string;
  askReview: boolean;
}) {
  const { family, storyTitles } = useParentText();
  const words = family.watch;
  const href = useHref();
  const film = useQuery({ ...watchQuery(orderId, signature), enabled: !!signature });
  // The review card asks once the film was watched (or on arrival from the e-mail that asks), and
  // only while the order has neither a review nor the parent's "Not now" (docs/decisions/118).
  const [watched, setWatched] = useState(askReview);
  const review = useQuery({ ...reviewStateQuery(orderId, signature), enabled: film.status === 'success' });
  if (!signature || (film.status === 'error' && isApiError(film.error) && film.error.status === 404))
    return (
      <section className="mx-auto max-w-xl rounded-[2rem] bg-white p-8 text-center shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60 sm:p-12">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-lotus-700 text-white shadow-lg">
          <AlertIcon className="size-8" />
        </span>
        <h1 className="mt-6 font-display text-3xl leading-tight font-extrabold text-night-900">
          {words.invalidHeading}
        </h1>
        <p role="alert" className="mt-4 text-lg leading-relaxed text-ink/85">
          {words.invalidText}
        </p>
      </section>
    );
  if (film.status === 'error')
    return (
      <p role="alert" className="text-lg text-lotus-700">
        {family.familyPage.loadFailed}
      </p>
    );
  if (film.status === 'pending')
    return (
      <div role="status" aria-label={words.loading} className="motion-safe:animate-pulse">
        <div className="h-5 w-32 rounded-full bg-marigold-100" />
        <div className="mt-4 h-10 w-3/4 rounded-full bg-marigold-100" />
        <div className="mt-8 aspect-video rounded-3xl bg-white ring-1 ring-marigold-300/50" />
      </div>
    );
  const view = film.data;
  const story = storyTitles[view.story_id] ?? view.story_title;
  return (
    <article className="flex flex-col gap-8">
      <header>
        <p className="font-display text-sm font-bold tracking-wide text-saffron-700 uppercase">
          {words.eyebrow}
        </p>
        <h1 className="mt-1 font-display text-3xl leading-tight font-extrabold text-night-900 sm:text-4xl">
          {story}
        </h1>
        <p className="mt-2 text-lg text-ink/85">{fillText(words.starring, { name: view.child_name })}</p>
      </header>
      <div className="overflow-hidden rounded-3xl bg-white shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60">
        <FilmPlayer
          film={view}
          label={fillText(family.familyPage.videoLabel, { name: view.child_name })}
          onWatched={() => setWatched(true)}
        />
        <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink/75">{fillText(words.downloadNote, { days: DOWNLOAD_LINK_DAYS })}</p>
          <div className="flex flex-wrap gap-3">
            {view.download_url && (
              <a href={view.download_url} download className={buttonClass('peacock', 'sm', 'shrink-0')}>
                <ArrowDownToLineIcon className="size-4" />
                {words.download}
              </a>
            )}
            {/* The certificate's slot: shown once the server answers a link for this order. */}
            {view.certificate_url && (
              <a
                href={view.certificate_url}
                download
                data-testid="certificate-link"
                className={buttonClass('secondary', 'sm', 'shrink-0')}
              >
                <ScrollIcon className="size-4" />
                {words.certificate}
              </a>
            )}
          </div>
        </div>
        {view.certificate_url && (
          <CertificatePortraitChoice
            orderId={orderId}
            signature={signature}
            childName={view.child_name}
            checked={view.certificate_portrait}
          />
        )}
      </div>
      {watched && review.data === 'open' && (
        <ReviewCard orderId={orderId} signature={signature} childName={view.child_name} />
      )}
      <FamilySharePanel target={{ kind: 'film', orderId, sig: signature }} childName={view.child_name} />
      <p>
        <Link
          to={href(orderStatusPagePath(orderId, signature))}
          className="font-bold text-lotus-700 underline underline-offset-4"
        >
          {words.orderDetails}
        </Link>
      </p>
    </article>
  );
}

/**
 * "Put {name}'s picture on the certificate": off unless the parent ticks it, saved on the order at
 * once; the certificate link reads it when the PDF is made, so the next download follows it.
 */
function CertificatePortraitChoice({
  orderId,
  signature,
  childName,
  checked,
}: {
  orderId: string;
  signature: string;
  childName: string;
  checked: boolean;
}) {
  const { family } = useParentText();
  const words = family.watch;
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (allowed: boolean) => setCertificatePortrait(orderId, signature, allowed),
    onSuccess: (allowed) =>
      queryClient.setQueryData(watchQuery(orderId, signature).queryKey, (view) =>
        view ? { ...view, certificate_portrait: allowed } : view,
      ),
  });
  const shown = save.isPending ? save.variables : checked;
  return (
    <div className="border-t border-marigold-300/50 px-5 py-4">
      <label className="flex cursor-pointer items-start gap-3">
        <input
          type="checkbox"
          checked={shown}
          disabled={save.isPending}
          aria-describedby="certificate-portrait-note"
          data-testid="certificate-portrait"
          onChange={(event) => save.mutate(event.target.checked)}
          className="mt-1 size-5 shrink-0 accent-night-700"
        />
        <span className="text-base font-semibold text-ink">
          {fillText(words.certificatePortrait, { name: childName })}
        </span>
      </label>
      <p id="certificate-portrait-note" className="mt-1 pl-8 text-sm text-ink/75">
        {words.certificatePortraitNote}
      </p>
      {save.isError && (
        <p role="alert" className="mt-1 pl-8 text-sm font-semibold text-lotus-700">
          {words.certificatePortraitFailed}
        </p>
      )}
    </div>
  );
}
