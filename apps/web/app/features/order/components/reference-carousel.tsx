import { useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '~/components/ui/icons';
import { useMediaQuery } from '~/components/ui/use-media-query';
import { useReducedMotion } from '~/components/ui/use-reduced-motion';
import { mediaUrl } from '~/lib/media';

// SPEC §2/§9: 5 reference photos, 3 visible on desktop and 1 under 768 px, advancing every 4 s;
// DESIGN §6: a pause control, and no auto-advance with reduced motion.
const REFERENCES = [
  'Face the camera',
  'Bright, even light',
  'No sunglasses or hats',
  'One child only',
  'Clear and close-up',
].map((caption, index) => ({ caption, src: mediaUrl(`reference/reference-${index + 1}.webp`) }));

const ADVANCE_MS = 4000;

export function ReferenceCarousel() {
  const wide = useMediaQuery('(min-width: 768px)', true);
  const reducedMotion = useReducedMotion();
  const [start, setStart] = useState(0);
  const [paused, setPaused] = useState(false);
  const visible = wide ? 3 : 1;
  const playing = !paused && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const id = window.setInterval(() => setStart((value) => (value + 1) % REFERENCES.length), ADVANCE_MS);
    return () => window.clearInterval(id);
  }, [playing]);

  const shown = Array.from(
    { length: visible },
    (_, offset) => REFERENCES[(start + offset) % REFERENCES.length]!,
  );
  const step = (delta: number) =>
    setStart((value) => (value + delta + REFERENCES.length) % REFERENCES.length);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Good photo examples"
      className="rounded-2xl bg-cream p-3"
    >
      <ul
        className="grid gap-3"
        style={{ gridTemplateColumns: `repeat(${visible}, minmax(0, 1fr))` }}
        aria-live={playing ? 'off' : 'polite'}
      >
        {shown.map((item) => (
          <li key={item.src} className="overflow-hidden rounded-xl bg-white shadow-sm">
            <img
              src={item.src}
              alt={`Example: ${item.caption}`}
              className="aspect-square w-full object-cover"
              loading="lazy"
            />
            <p className="px-2 py-1.5 text-center text-sm font-semibold text-night-900">{item.caption}</p>
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-center justify-center gap-2">
        <button
          type="button"
          onClick={() => step(-1)}
          aria-label="Previous example"
          className="grid size-11 place-items-center rounded-full bg-white text-night-900 ring-1 ring-night-900/20 hover:bg-marigold-100"
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-label={playing ? 'Pause examples' : 'Play examples'}
          aria-pressed={!playing}
          disabled={reducedMotion}
          className="grid size-11 place-items-center rounded-full bg-white text-night-900 ring-1 ring-night-900/20 hover:bg-marigold-100 disabled:opacity-60"
        >
          {playing ? <PauseIcon className="size-5" /> : <PlayIcon className="size-5" />}
        </button>
        <button
          type="button"
          onClick={() => step(1)}
          aria-label="Next example"
          className="grid size-11 place-items-center rounded-full bg-white text-night-900 ring-1 ring-night-900/20 hover:bg-marigold-100"
        >
          <ChevronRightIcon className="size-5" />
        </button>
      </div>
    </section>
  );
}
