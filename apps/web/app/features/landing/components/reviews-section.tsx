import type { Testimonial } from '@shop/content/schemas';
import { Link } from 'react-router';
import { ArrowRightIcon } from '~/components/ui/screen-icons';
import { SectionHeading } from '~/components/ui/section-heading';
import type { LandingCopy } from '../landing-content.server';
import { useHref, useUiText } from '~/lib/ui-text';
import { ReviewsCarousel } from './reviews-carousel';

export function ReviewsSection({
  copy,
  testimonials,
}: {
  copy: LandingCopy['reviews'];
  testimonials: readonly Testimonial[];
}) {
  const text = useUiText().landing;
  const href = useHref();
  return (
    <section
      id="reviews"
      aria-labelledby="reviews-title"
      className="render-near-screen paper scroll-mt-20 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="reviews-title" eyebrow={text.reviewsEyebrow} title={copy.heading} />
        <ReviewsCarousel reviews={testimonials} />
        <p className="mt-8 text-center">
          <Link
            to={href('/testimonials')}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-display font-bold text-lotus-700 underline-offset-4 hover:underline"
          >
            {text.readAllTestimonials}
            <ArrowRightIcon className="size-5" />
          </Link>
        </p>
      </div>
    </section>
  );
}
