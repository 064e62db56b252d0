import { Carousel } from '~/components/ui/carousel';
import { useMediaQuery } from '~/components/ui/use-media-query';
import { mediaUrl } from '~/lib/media';

// SPEC §2/§9: 5 reference photos, 3 visible on desktop and 1 under 768 px, advancing one photo every 4 s;
// DESIGN §6: a pause control, and no auto-advance with reduced motion.
const REFERENCES = [
  'Face the camera',
  'Bright, even light',
  'No sunglasses or hats',
  'One child only',
  'Clear and close-up',
].map((caption, index) => ({ caption, src: mediaUrl(`reference/reference-${index + 1}.webp`) }));

const LABELS = {
  carousel: 'Good photo examples',
  previous: 'Previous example',
  next: 'Next example',
  pause: 'Pause examples',
  play: 'Play examples',
  slide: (index: number, count: number) => `Example ${index + 1} of ${count}`,
};

/**
 * Each slide starts at the next photo and wraps around, so every photo takes each place in turn. On a
 * phone one example shows as a small picture beside its caption, so the carousel stays short and
 * "Choose photos" is on the first screen.
 */
function ReferenceCarousel() {
  const wide = useMediaQuery('(min-width: 768px)', true);
  const visible = wide ? 3 : 1;
  return (
    <Carousel
      labels={LABELS}
      slideCount={REFERENCES.length}
      autoplayMs={4000}
      look="quiet"
      className={`rounded-2xl bg-cream ${wide ? 'p-3' : 'p-2'}`}
      renderSlide={(start) => (
        <ul className="grid gap-3" style={{ gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))` }}>
          {Array.from(
            { length: visible },
            (_, offset) => REFERENCES[(start + offset) % REFERENCES.length]!,
          ).map((item) =>
            wide ? (
              <li key={item.src} className="overflow-hidden rounded-xl bg-white shadow-sm">
                <img
                  src={item.src}
                  alt={`Example: ${item.caption}`}
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
                  alt={`Example: ${item.caption}`}
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

/** What makes a good photo for the animation (SPEC §2), with the example photos. */
export function PhotoGuidelines() {
  return (
    <>
      <h3 className="mt-3 font-display text-lg font-bold text-night-900">Photo guidelines</h3>
      <ul className="mt-1 grid list-disc gap-x-6 pl-5 text-sm text-ink sm:grid-cols-2">
        <li>Face looking at the camera</li>
        <li>Bright, even light on the face</li>
        <li>No sunglasses, hats or masks</li>
        <li>Only your child in the picture</li>
        <li>Clear and close-up, not blurry</li>
      </ul>
      <div className="mt-3">
        <ReferenceCarousel />
      </div>
    </>
  );
}
