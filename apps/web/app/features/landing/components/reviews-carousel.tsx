import { useRef, useState } from 'react';
import type { Testimonial } from '@shop/content/schemas';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '~/components/ui/icons';
import { useInView } from '~/components/ui/use-in-view';
import { useMediaQuery } from '~/components/ui/use-media-query';
import { useReducedMotion } from '~/components/ui/use-reduced-motion';
import { clampPage, nextPage, pageCount, pageItems, previousPage } from '../carousel-paging';
import { useInterval } from '../hooks/use-interval';
import { ReviewCard } from './review-card';

// SPEC §2/§9: 3 reviews per page under 768 px, 6 from 768 px, a new page every 8 s.
const WIDE_QUERY = '(min-width: 768px)';
const AUTOPLAY_MS = 8000;

const CONTROL =
  'grid size-12 place-items-center rounded-full bg-night-900 text-cream shadow-md transition hover:bg-night-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900';

export function ReviewsCarousel({ reviews }: { reviews: readonly Testimonial[] }) {
  const perPage = useMediaQuery(WIDE_QUERY) ? 6 : 3;
  const count = pageCount(reviews.length, perPage);
  const [page, setPage] = useState(0);
  const current = clampPage(page, count);

  const reducedMotion = useReducedMotion();
  const [autoplayOn, setAutoplayOn] = useState(true);
  const [engaged, setEngaged] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const inView = useInView(regionRef, '0px', 0.1);
  // Autoplay is the user's choice (pause button, dots), and also holds while the reader is hovering
  // or focused inside, while it is off screen and for reduced-motion visitors.
  const playingNow = autoplayOn && !reducedMotion;
  const advancing = playingNow && !engaged && inView;

  useInterval(
    () => setPage((p) => nextPage(clampPage(p, count), count)),
    advancing ? AUTOPLAY_MS : null,
    current,
  );

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-label="Parent reviews"
      data-testid="reviews-carousel"
      data-per-page={perPage}
      data-page={current}
      data-autoplay={playingNow ? 'on' : 'off'}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
      }}
      className="mt-12"
    >
      <div aria-live={advancing ? 'off' : 'polite'}>
        <div
          key={`${perPage}-${current}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`Page ${current + 1} of ${count}`}
          className="animate-pop-in"
        >
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {pageItems(reviews, current, perPage).map((review) => (
              <li key={review.id} data-testid="review-card">
                <ReviewCard review={review} />
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className="mt-10 flex flex-col items-center gap-5 sm:flex-row sm:justify-center">
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={() => setPage(previousPage(current, count))}
            aria-label="Previous reviews"
            className={CONTROL}
          >
            <ChevronLeftIcon className="size-6" />
          </button>
          <button
            type="button"
            onClick={() => setAutoplayOn((on) => !on)}
            aria-label={playingNow ? 'Pause automatic sliding' : 'Start automatic sliding'}
            className="grid size-12 place-items-center rounded-full bg-marigold-500 text-ink shadow-md transition hover:bg-marigold-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900"
          >
            {playingNow ? <PauseIcon className="size-5" /> : <PlayIcon className="ml-0.5 size-5" />}
          </button>
          <button
            type="button"
            onClick={() => setPage(nextPage(current, count))}
            aria-label="Next reviews"
            className={CONTROL}
          >
            <ChevronRightIcon className="size-6" />
          </button>
        </div>
        <ul className="flex flex-wrap justify-center gap-1" aria-label="Review pages">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                onClick={() => {
                  setPage(index);
                  setAutoplayOn(false);
                }}
                aria-label={`Go to page ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                className="group grid size-7 place-items-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-night-900"
              >
                <span
                  aria-hidden="true"
                  className={`block h-3 rounded-full transition-all duration-300 ${
                    index === current ? 'w-7 bg-lotus-700' : 'w-3 bg-night-900/25 group-hover:bg-night-900/50'
                  }`}
                />
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
