import { AGGREGATE_RATING, HERO_VIDEO } from '@shop/content/site';
import { buttonClass } from '~/components/ui/button-styles';
import { PlayIcon, SparkleIcon, StarIcon } from '~/components/ui/icons';
import { scrollToSection } from '~/components/ui/scroll-to-section';
import { mediaUrl, mediaVariant } from '~/lib/media';
import { HeroClip } from './hero-clip';
import { usePaymentSuccess } from '../hooks/use-payment-success';
import type { LandingCopy } from '../landing-content.server';
import { fillText, useUiText } from '~/lib/ui-text';

/** A hand-drawn-looking wave that melts one section into the next (colour via text-*). */
function WaveDivider({ className = '', flip = false }: { className?: string; flip?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 80"
      preserveAspectRatio="none"
      className={`pointer-events-none h-12 w-full sm:h-16 lg:h-20 ${flip ? 'rotate-180' : ''} ${className}`}
    >
      <path
        fill="currentColor"
        d="M0 48c120-28 240-40 360-24s240 44 360 40 240-40 360-48 240 12 360 28v36H0z"
      />
    </svg>
  );
}

export function HeroSection({ copy }: { copy: LandingCopy['hero'] }) {
  const text = useUiText().landing;
  const paymentSuccess = usePaymentSuccess();

  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[max(36rem,100svh)] items-end overflow-hidden bg-night-900 lg:min-h-[max(40rem,92vh)] lg:items-center"
    >
      {/* The poster is the page's largest paint, so it is in the HTML and fetched first. */}
      <picture>
        <source
          media="(max-width: 768px)"
          srcSet={mediaUrl(mediaVariant(HERO_VIDEO.poster, 'mobile'))}
          width={540}
          height={960}
        />
        <img
          src={mediaUrl(HERO_VIDEO.poster)}
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 -z-20 size-full object-cover"
        />
      </picture>
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-night-900 via-night-900/55 to-night-900/30 lg:bg-gradient-to-r lg:from-night-900/90 lg:via-night-900/50 lg:to-transparent"
      />

      <div className="mx-auto w-full max-w-7xl px-4 pt-28 pb-28 sm:px-6 lg:px-8 lg:pb-24">
        <div className="max-w-2xl">
          <p className="inline-flex items-center gap-2 rounded-full bg-marigold-500 px-4 py-1.5 font-display text-sm font-bold tracking-wide text-ink shadow-lg">
            <SparkleIcon className="size-4" />
            {copy.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 font-display text-[2.6rem] leading-[1.02] font-extrabold text-balance text-cream drop-shadow-[0_2px_12px_rgb(26_20_70/0.6)] sm:text-6xl lg:text-7xl"
          >
            {copy.headline}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-cream/90 drop-shadow sm:text-xl">
            {copy.subline}
          </p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <button
              type="button"
              onClick={() => scrollToSection('how-to-order')}
              className={buttonClass('primary', 'lg')}
            >
              {copy.orderButton}
            </button>
            <button
              type="button"
              onClick={() => scrollToSection('trailer-section')}
              className={buttonClass('ghost-light', 'lg')}
            >
              <PlayIcon className="size-5" />
              {copy.trailerButton}
            </button>
          </div>
          <p className="mt-7 flex items-center gap-2 text-cream/90">
            <span className="flex text-marigold-300" aria-hidden="true">
              {[0, 1, 2, 3, 4].map((star) => (
                <StarIcon key={star} className="size-5" />
              ))}
            </span>
            <span className="font-bold">
              {fillText(text.rated, {
                rating: AGGREGATE_RATING.ratingValue,
                best: AGGREGATE_RATING.bestRating,
              })}
            </span>
          </p>
        </div>
      </div>

      <HeroClip paymentSuccess={paymentSuccess} />

      <WaveDivider className="absolute inset-x-0 -bottom-px text-cream" />
    </section>
  );
}
