import type { Testimonial } from '@shop/content/schemas';
import { Carousel } from '~/components/ui/carousel';
import { pageCount, pageItems } from '~/components/ui/carousel-paging';
import { useMediaQuery } from '~/components/ui/use-media-query';
import { fillText, useUiText } from '~/lib/ui-text';
import { ReviewCard } from './review-card';

// docs/product-guide.md#landing-page, docs/product-guide.md#numbers-and-limits: 3 reviews per page under 768 px, 6 from 768 px, a new page every 8 s.
const WIDE_QUERY = '(min-width: 768px)';

export function ReviewsCarousel({ reviews }: { reviews: readonly Testimonial[] }) {
  const text = useUiText().landing;
  const LABELS = {
    carousel: text.reviewsCarousel,
    previous: text.previousReviews,
    next: text.nextReviews,
    pause: text.pauseSliding,
    play: text.startSliding,
    slide: (index: number, count: number) => fillText(text.pageOf, { number: index + 1, count }),
  };
  const DOTS = {
    list: text.reviewPages,
    dot: (index: number) => fillText(text.goToPage, { number: index + 1 }),
  };
  const perPage = useMediaQuery(WIDE_QUERY) ? 6 : 3;
  return (
    <Carousel
      labels={LABELS}
      dots={DOTS}
      slideCount={pageCount(reviews.length, perPage)}
      autoplayMs={8000}
      look="bold"
      className="mt-12"
      slideClassName="animate-pop-in"
      testId="reviews-carousel"
      renderSlide={(page) => (
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {pageItems(reviews, page, perPage).map((review) => (
            <li key={review.id} data-testid="review-card">
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    />
  );
}
