import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CarouselDots, type CarouselDotLabels } from './carousel-dots';
import { clampPage, nextPage, previousPage } from './carousel-paging';
import { PauseIcon, PlayIcon } from './icons';
import { ChevronLeftIcon, ChevronRightIcon } from './screen-icons';
import { useInView } from './use-in-view';
import { useReducedMotion } from './use-reduced-motion';

export interface CarouselLabels {
  /** Names the region, e.g. "Parent reviews". */
  carousel: string;
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** Names slide `index` (0-based) of `count`. */
  slide: (index: number, count: number) => string;
}

export interface CarouselProps {
  labels: CarouselLabels;
  slideCount: number;
  renderSlide: (index: number) => ReactNode;
  autoplayMs: number;
  /** Dots that jump to a slide and stop the autoplay for good. */
  dots?: CarouselDotLabels;
  /** bold: large dark controls on a page section; quiet: small light ones inside a panel. */
  look: 'bold' | 'quiet';
  className?: string;
  /** Played each time a slide appears, e.g. animate-pop-in. */
  slideClassName?: string;
  testId?: string;
}

const LOOKS = {
  bold: {
    controls: 'mt-10 flex flex-col items-center gap-5 sm:flex-row sm:justify-center',
    buttons: 'flex items-center gap-3',
    step: 'grid size-12 place-items-center rounded-full bg-night-900 text-cream shadow-md transition hover:bg-night-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900',
    stepIcon: 'size-6',
    toggle:
      'grid size-12 place-items-center rounded-full bg-marigold-500 text-ink shadow-md transition hover:bg-marigold-300 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900 disabled:opacity-60',
  },
  quiet: {
    controls: 'mt-2 flex items-center justify-center',
    buttons: 'flex items-center gap-2',
    step: 'grid size-11 place-items-center rounded-full bg-white text-night-900 ring-1 ring-night-900/20 hover:bg-marigold-100',
    stepIcon: 'size-5',
    toggle:
      'grid size-11 place-items-center rounded-full bg-white text-night-900 ring-1 ring-night-900/20 hover:bg-marigold-100 disabled:opacity-60',
  },
} as const;

/**
 * The site's one carousel (WAI-ARIA APG): a named region with roledescription "carousel", labelled
 * slides, previous / next and a pause control. Autoplay holds while the reader hovers or focuses inside,
 * while it is off screen and for reduced-motion visitors; the slide is announced only when it was the
 * reader who moved it.
 */
export function Carousel({
  labels,
  slideCount,
  renderSlide,
  autoplayMs,
  dots,
  look,
  className = '',
  slideClassName = '',
  testId,
}: CarouselProps) {
  const [page, setPage] = useState(0);
  // Keeps the slide valid when the number of slides changes (e.g. the window crosses a breakpoint).
  const current = clampPage(page, slideCount);

  const reducedMotion = useReducedMotion();
  const [autoplayOn, setAutoplayOn] = useState(true);
  const [engaged, setEngaged] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const inView = useInView(regionRef, '0px', 0.1);
  const playingNow = autoplayOn && !reducedMotion;
  const advancing = playingNow && !engaged && inView;

  // Restarts on every move (current is a dependency), so a slide the reader chose gets its full time.
  useEffect(() => {
    if (!advancing) return;
    const id = window.setInterval(
      () => setPage((p) => nextPage(clampPage(p, slideCount), slideCount)),
      autoplayMs,
    );
    return () => window.clearInterval(id);
  }, [advancing, autoplayMs, slideCount, current]);

  const style = LOOKS[look];
  return (
    <section
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      data-testid={testId}
      data-page={current}
      data-autoplay={playingNow ? 'on' : 'off'}
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
      }}
      className={className}
    >
      <div aria-live={advancing ? 'off' : 'polite'}>
        <div
          key={current}
          role="group"
          aria-roledescription="slide"
          aria-label={labels.slide(current, slideCount)}
          className={slideClassName}
        >
          {renderSlide(current)}
        </div>
      </div>

      <div className={style.controls}>
        <div className={style.buttons}>
          <button
            type="button"
            onClick={() => setPage(previousPage(current, slideCount))}
            aria-label={labels.previous}
            className={style.step}
          >
            <ChevronLeftIcon className={style.stepIcon} />
          </button>
          <button
            type="button"
            onClick={() => setAutoplayOn((on) => !on)}
            aria-label={playingNow ? labels.pause : labels.play}
            disabled={reducedMotion}
            className={style.toggle}
          >
            {playingNow ? <PauseIcon className="size-5" /> : <PlayIcon className="ml-0.5 size-5" />}
          </button>
          <button
            type="button"
            onClick={() => setPage(nextPage(current, slideCount))}
            aria-label={labels.next}
            className={style.step}
          >
            <ChevronRightIcon className={style.stepIcon} />
          </button>
        </div>
        {dots && (
          <CarouselDots
            labels={dots}
            count={slideCount}
            current={current}
            onChoose={(index) => {
              setPage(index);
              setAutoplayOn(false);
            }}
          />
        )}
      </div>
    </section>
  );
}
