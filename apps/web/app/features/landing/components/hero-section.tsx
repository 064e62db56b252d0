import { useRef } from 'react';
import { AGGREGATE_RATING, HERO_VIDEO } from '@shop/content/site';
import { buttonClass } from '~/components/ui/button-styles';
import { PauseIcon, PlayIcon, SparkleIcon, StarIcon } from '~/components/ui/icons';
import { scrollToSection } from '~/components/ui/scroll-to-section';
import { mediaUrl, mobileVariant } from '~/lib/media';
import { useHeroVideo } from '../hooks/use-hero-video';
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
  const videoRef = useRef<HTMLVideoElement>(null);
  const text = useUiText().landing;
  const paymentSuccess = usePaymentSuccess();
  const { state, paused, toggle } = useHeroVideo(videoRef, HERO_VIDEO.src, { paymentSuccess });

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
          srcSet={mediaUrl(mobileVariant(HERO_VIDEO.poster))}
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
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        data-testid="hero-video"
        data-state={state}
        className={`absolute inset-0 -z-10 size-full object-cover transition-opacity duration-700 ${
          state === 'ready' ? 'opacity-100' : 'opacity-0'
        }`}
      />
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

      {/* A fixed box for the play control; notices sit to its left, so nothing moves when they appear. */}
      <div className="absolute top-22 right-4 size-11 sm:right-6 md:top-auto md:bottom-24 lg:right-8">
        {!paymentSuccess && state === 'loading' && (
          <p
            role="status"
            data-testid="hero-loading"
            className="absolute top-1/2 right-full mr-3 flex -translate-y-1/2 items-center gap-2 rounded-full bg-night-900/85 px-4 py-2 text-sm font-bold whitespace-nowrap text-cream"
          >
            <span
              aria-hidden="true"
              className="size-4 animate-spin-slow rounded-full border-2 border-cream/30 border-t-marigold-300"
            />
            {text.loadingVideo}
          </p>
        )}
        {!paymentSuccess && state === 'error' && (
          <p
            role="alert"
            data-testid="hero-error"
            className="absolute top-1/2 right-0 -translate-y-1/2 rounded-full bg-lotus-700 px-4 py-2 text-sm font-bold whitespace-nowrap text-white shadow-lg"
          >
            {text.videoError}
          </p>
        )}
        {state !== 'error' && (
          <button
            type="button"
            onClick={toggle}
            aria-label={paused ? text.playHeroVideo : text.pauseHeroVideo}
            className="grid size-11 place-items-center rounded-full bg-night-900/75 text-cream ring-2 ring-white/40 transition hover:bg-night-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-marigold-300"
          >
            {paused ? <PlayIcon className="ml-0.5 size-5" /> : <PauseIcon className="size-5" />}
          </button>
        )}
      </div>

      <WaveDivider className="absolute inset-x-0 -bottom-px text-cream" />
    </section>
  );
}
