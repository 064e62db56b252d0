import { useEffect, useState } from 'react';
import {
  PUBLISHED_REVIEWS_ADDRESS,
  readPublishedReviews,
  type PublishedReview,
} from '@shop/contracts/published-reviews';
import { StarIcon } from '~/components/ui/icons';
import { callEndpoint } from '~/lib/api-client';
import { fillText, useLocale, useUiText } from '~/lib/ui-text';

// Reviews parents left on their watch page and allowed the shop to show (docs/decisions/118). The
// page is prerendered; these are asked for after it is up, from one small cached endpoint, and the
// section appears only when there are some. Signed "a parent": no name, no photo, ever.

export function ParentReviews() {
  const [reviews, setReviews] = useState<PublishedReview[]>([]);
  const locale = useLocale();
  const ui = useUiText();
  const words = ui.testimonials.parentReviews;

  useEffect(() => {
    const controller = new AbortController();
    callEndpoint(PUBLISHED_REVIEWS_ADDRESS, {
      params: { language: locale },
      parse: readPublishedReviews,
      signal: controller.signal,
    })
      .then(setReviews)
      // An extra on a page that stands without it: nothing shown when the shop cannot say.
      .catch(() => setReviews([]));
    return () => controller.abort();
  }, [locale]);

  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="parent-reviews" data-testid="parent-reviews" className="mt-14">
      <h2 id="parent-reviews" className="text-center font-display text-3xl font-extrabold text-night-900">
        {words.heading}
      </h2>
      <p className="mx-auto mt-2 max-w-2xl text-center text-ink/85">{words.intro}</p>
      <ul className="mt-8 gap-6 sm:columns-2 lg:columns-3">
        {reviews.map((review) => (
          <li key={review.id} className="mb-6 break-inside-avoid">
            <figure
              data-testid="parent-review"
              className="flex flex-col gap-3 rounded-3xl bg-white p-6 shadow-[0_12px_30px_-18px_rgba(43,33,112,0.45)] ring-1 ring-marigold-300/60"
            >
              <span
                role="img"
                aria-label={fillText(ui.reviews.stars, { rating: review.stars, best: 5 })}
                className="flex gap-0.5"
              >
                {[1, 2, 3, 4, 5].map((star) => (
                  <StarIcon
                    key={star}
                    className={`size-5 ${star <= review.stars ? 'text-marigold-500' : 'text-night-900/15'}`}
                  />
                ))}
              </span>
              {review.line && (
                <blockquote
                  lang={review.language}
                  className="border-l-4 border-marigold-300 pl-4 leading-relaxed text-ink"
                >
                  <p>{review.line}</p>
                </blockquote>
              )}
              <figcaption className="text-sm text-ink/80">
                <span className="font-bold text-night-900">{words.signature}</span>
                {' · '}
                {fillText(words.story, { story: review.story_title })}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
