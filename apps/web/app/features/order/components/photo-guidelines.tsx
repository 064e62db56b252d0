import { Carousel } from '~/components/ui/carousel';
import { useMediaQuery } from '~/components/ui/use-media-query';
import type { CarouselLabels } from '~/components/ui/carousel';
import { mediaUrl } from '~/lib/media';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';

// docs/product-guide.md#photos: 5 reference photos, 3 visible on desktop and 1 under 768 px, advancing one photo every 4 s;
// docs/architecture.md#web-app: a pause control, and no auto-advance with reduced motion. The captions and the carousel's
// labels are the page's words (parent-text order.guidelines), in its language.
const REFERENCE_PHOTOS = [1, 2, 3, 4, 5].map((number) => mediaUrl(`reference/reference-${number}.webp`));

/**
 * Each slide starts at the next photo and wraps around, so every photo takes each place in turn. On a
 * phone one example shows as a small picture beside its caption, so the carousel stays short and
 * "Choose photos" is on the first screen.
 */
function ReferenceCarousel() {
  const wide = useMediaQuery('(min-width: 768px)', true);
  const visible = wide ? 3 : 1;
  const {
    order: { guidelines: words },
  } = useParentText();
  const references = REFERENCE_PHOTOS.map((src, index) => ({ src, caption: words.examples[index] ?? '' }));
  const labels: CarouselLabels = {
    carousel: words.carousel,
    previous: words.previous,
    next: words.next,
    pause: words.pause,
    play: words.play,
    slide: (index, count) => fillText(words.slide, { number: index + 1, count }),
  };
  return (
    <Carousel
      labels={labels}
      slideCount={references.length}
      autoplayMs={4000}
      look="quiet"
      className={`rounded-2xl bg-cream ${wide ? 'p-3' : 'p-2'}`}
      renderSlide={(start) => (
        <ul className="grid gap-3" style={{ gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))` }}>
          {Array.from(
            { length: visible },
            (_, offset) => references[(start + offset) % references.length]!,
          ).map((item) =>
            wide ? (
              <li key={item.src} className="overflow-hidden rounded-xl bg-white shadow-sm">
                <img
                  src={item.src}
                  alt={fillText(words.exampleAlt, { caption: item.caption })}
                  className="aspect-[5/4] w-full object-cover object-top"
                  loading="lazy"
                />
                <p className="px-2 py-1.5 text-center text-sm font-semibold text-night-900">{item.caption}</p>
              </li>
            ) : (
              <li
                key={item.src}
                className="flex items-center gap-3 overflow-hidden rounded-xl bg-white shadow-sm"
              >
                <img
                  src={item.src}
                  alt={fillText(words.exampleAlt, { caption: item.caption })}
                  className="size-16 shrink-0 object-cover"
                  loading="lazy"
                />
                <p className="pr-2 text-sm font-semibold text-night-900">{item.caption}</p>
              </li>
            ),
          )}
        </ul>
      )}
    />
  );
}

/** What makes a good photo for the animation (docs/product-guide.md#photos), with the example photos. */
export function PhotoGuidelines() {
  const {
    order: { guidelines: words },
  } = useParentText();
  return (
    <>
      <h3 className="mt-3 font-display text-lg font-bold text-night-900">{words.heading}</h3>
      <ul className="mt-1 grid list-disc gap-x-6 pl-5 text-sm text-ink sm:grid-cols-2">
        {words.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="mt-3">
        <ReferenceCarousel />
      </div>
    </>
  );
}
