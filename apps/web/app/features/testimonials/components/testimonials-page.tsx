import { Link } from 'react-router';
import type { Testimonial } from '@shop/content/schemas';
import { buttonClass } from '~/components/ui/button-styles';
import { JoinCommunity } from './join-community';
import { ParentReviews } from './parent-reviews';
import { ReachFigures } from './reach-figures';
import { TestimonialCard } from './testimonial-card';
import { ArrowLeftIcon } from '~/components/ui/screen-icons';
import { useHref, useUiText } from '~/lib/ui-text';

// The first cards are on screen at arrival; the rest load as the reader scrolls.
const EAGER_CARDS = 3;

export interface TestimonialsPageProps {
  testimonials: readonly Testimonial[];
  reach: string;
  partners: number;
}

export function TestimonialsPage({ testimonials, reach, partners }: TestimonialsPageProps) {
  const ui = useUiText();
  const text = ui.testimonials;
  const href = useHref();
  return (
    <main className="paper min-w-0 flex-1">
      <div className="mx-auto max-w-6xl px-5 pb-16 pt-6 sm:px-8 sm:pt-10">
        <Link to={href('/')} className={buttonClass('secondary', 'sm')}>
          <ArrowLeftIcon className="size-4" /> {ui.legal.backToHome}
        </Link>
        <header className="mx-auto mt-6 max-w-3xl text-center">
          <p className="text-sm font-extrabold uppercase tracking-[0.14em] text-saffron-700">
            {text.eyebrow}
          </p>
          <h1 className="mt-2 font-display text-4xl font-extrabold leading-tight text-balance text-night-900 sm:text-5xl">
            {text.collectionName}
          </h1>
          <p className="mt-4 text-lg text-pretty text-ink/85 sm:text-xl">{text.intro}</p>
        </header>
        <ReachFigures reach={reach} partners={partners} />
        <section aria-labelledby="creator-reviews" className="mt-14">
          <h2
            id="creator-reviews"
            className="text-center font-display text-3xl font-extrabold text-night-900"
          >
            {text.saying}
          </h2>
          <ul className="mt-8 gap-6 sm:columns-2 lg:columns-3">
            {testimonials.map((testimonial, index) => (
              <li key={testimonial.id} className="mb-6 break-inside-avoid">
                <TestimonialCard testimonial={testimonial} eager={index < EAGER_CARDS} />
              </li>
            ))}
          </ul>
        </section>
        <ParentReviews />
        <JoinCommunity />
      </div>
    </main>
  );
}
