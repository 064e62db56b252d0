import { useRef } from 'react';
import { HERO_VIDEO } from '@shop/content/site';
import { PauseIcon, PlayIcon } from '~/components/ui/icons';
import { useUiText } from '~/lib/ui-text';
import { useHeroVideo } from '../hooks/use-hero-video';

/**
 * The hero's looping clip over its poster, with the play control and its notices. The clip's state
 * changes three times as it starts (loading, playing, ready), right after hydration; living here, each
 * re-renders this control, not the whole hero. The clip sits between the poster (-z-20) and the hero's
 * shading (-z-10), wherever it is in the section.
 */
export function HeroClip({ paymentSuccess }: { paymentSuccess: boolean }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const text = useUiText().landing;
  const { state, paused, toggle } = useHeroVideo(videoRef, HERO_VIDEO.src, { paymentSuccess });

  return (
    <>
      <video
        ref={videoRef}
        muted
        loop
        playsInline
        preload="none"
        aria-hidden="true"
        data-testid="hero-video"
        data-state={state}
        className={`absolute inset-0 -z-15 size-full object-cover transition-opacity duration-700 ${
          state === 'ready' ? 'opacity-100' : 'opacity-0'
        }`}
      />

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
    </>
  );
}
