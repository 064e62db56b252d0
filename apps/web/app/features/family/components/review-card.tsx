import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  REVIEW_ERROR_CODES,
  REVIEW_LINE_MAX,
  REVIEW_MESSAGES,
  REVIEW_STARS_MAX,
} from '@shop/contracts/reviews';
import { buttonClass } from '~/components/ui/button-styles';
import { StarIcon } from '~/components/ui/icons';
import { CheckIcon } from '~/components/ui/screen-icons';
import { useErrorText, useParentText } from '~/lib/parent-text';
import { fillText, useLocale } from '~/lib/ui-text';
import { declineReview, reviewStateQuery, submitReview } from '../api/family-api';

const STARS = Array.from({ length: REVIEW_STARS_MAX }, (_, index) => index + 1);

/**
 * The one request for a review on the watch page (issue 36 point 5, docs/decisions/118): stars, a line
 * if the parent likes, and a separate tick (off) that lets the shop show it on the testimonials page.
 * "Not now" is remembered on the server, so neither the card nor the e-mail asks again.
 */
export function ReviewCard({
  orderId,
  signature,
  childName,
}: {
  orderId: string;
  signature: string;
  childName: string;
}) {
  const { reviews } = useParentText();
  const words = reviews.card;
  const locale = useLocale();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const id = useId();
  const [stars, setStars] = useState(0);
  const [line, setLine] = useState('');
  const [mayPublish, setMayPublish] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const stateKey = reviewStateQuery(orderId, signature).queryKey;

  const send = useMutation({
    mutationFn: () =>
      submitReview(orderId, signature, { stars, line, may_publish: mayPublish, site_language: locale }),
    onSuccess: () => setProblem(null),
    onError: (error) => setProblem(errorText(error)),
  });
  const notNow = useMutation({
    mutationFn: () => declineReview(orderId, signature),
    onSuccess: (state) => queryClient.setQueryData(stateKey, state),
    onError: () => setProblem(words.failed),
  });

  if (send.isSuccess)
    return (
      <section
        role="status"
        data-testid="review-thanks"
        className="flex items-start gap-4 rounded-3xl bg-white p-6 shadow-xl shadow-saffron-700/10 ring-1 ring-marigold-300/60"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-peacock-700 text-white">
          <CheckIcon className="size-5" />
        </span>
        <div>
          <h2 className="font-display text-2xl font-extrabold text-night-900">{words.thanksHeading}</h2>
          <p className="mt-1 text-ink/85">{words.thanksText}</p>
        </div>
      </section>
    );

  const busy = send.isPending || notNow.isPending;
  const length = [...line].length;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-testid="review-card"
      className="rounded-3xl bg-white p-6 shadow-xl shadow-saffron-700/10 ring-2 ring-marigold-300 sm:p-8"
    >
      <h2 id={`${id}-heading`} className="font-display text-2xl leading-tight font-extrabold text-night-900">
        {fillText(words.heading, { name: childName })}
      </h2>
      <p className="mt-1 text-ink/85">{words.intro}</p>
      <form
        className="mt-5 flex flex-col gap-5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (stars < 1) {
            setProblem(
              errorText({ code: REVIEW_ERROR_CODES.starsRequired, message: REVIEW_MESSAGES.starsRequired }),
            );
            return;
          }
          send.mutate();
        }}
      >
        <fieldset>
          <legend className="font-bold text-night-900">{words.starsLegend}</legend>
          <div className="mt-2 flex gap-1">
            {STARS.map((count) => (
              <label key={count} className="group cursor-pointer">
                <input
                  type="radio"
                  name={`${id}-stars`}
                  value={count}
                  checked={stars === count}
                  onChange={() => {
                    setStars(count);
                    setProblem(null);
                  }}
                  data-testid={`review-star-${count}`}
                  className="peer sr-only"
                />
                <span className="sr-only">
                  {count === 1 ? words.starOne : fillText(words.starMany, { count })}
                </span>
                <StarIcon
                  className={`size-11 rounded-xl p-1 transition peer-focus-visible:outline-3 peer-focus-visible:outline-night-900 group-hover:scale-110 motion-reduce:transition-none ${
                    count <= stars ? 'text-marigold-500' : 'text-night-900/20'
                  }`}
                />
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={`${id}-line`} className="font-bold text-night-900">
            {words.lineLabel}
          </label>
          <textarea
            id={`${id}-line`}
            value={line}
            maxLength={REVIEW_LINE_MAX}
            rows={3}
            onChange={(event) => setLine(event.target.value)}
            placeholder={fillText(words.linePlaceholder, { name: childName })}
            aria-describedby={`${id}-count`}
            data-testid="review-line"
            className="mt-2 block w-full rounded-2xl border-0 bg-cream px-4 py-3 text-base text-ink ring-1 ring-marigold-300 placeholder:text-ink/55 focus:ring-2 focus:ring-night-700 focus:outline-none"
          />
          <p id={`${id}-count`} className="mt-1 text-right text-sm text-ink/70">
            {fillText(words.lineCount, { count: length })}
          </p>
        </div>
        <div>
          <label className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              checked={mayPublish}
              onChange={(event) => setMayPublish(event.target.checked)}
              aria-describedby={`${id}-permission`}
              data-testid="review-permission"
              className="mt-1 size-5 shrink-0 accent-night-700"
            />
            <span className="font-semibold text-ink">{words.permission}</span>
          </label>
          <p id={`${id}-permission`} className="mt-1 pl-8 text-sm text-ink/75">
            {words.permissionNote}
          </p>
        </div>
        {problem && (
          <p role="alert" className="font-semibold text-lotus-700">
            {problem}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
            {send.isPending ? words.sending : words.send}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => notNow.mutate()}
            className="min-h-11 rounded-full px-4 font-bold text-night-700 underline underline-offset-4 hover:text-night-900 focus-visible:outline-3 focus-visible:outline-night-900 disabled:opacity-60"
          >
            {words.notNow}
          </button>
        </div>
      </form>
    </section>
  );
}
