import type { Story } from '@shop/content/schemas';
import { AfterPaintImage } from '~/components/ui/after-paint-image';
import { SectionHeading } from '~/components/ui/section-heading';
import { mediaUrl, mediaVariant } from '~/lib/media';
import type { LandingCopy, LandingSite } from '../landing-content.server';
import { fillText, useUiText } from '~/lib/ui-text';

// Three featured stills, tilted like photos pinned to a nursery wall.
const FRAMES = [
  'left-0 top-0 w-[58%] -rotate-6',
  'right-0 top-[18%] w-[58%] rotate-6',
  'left-[16%] bottom-0 w-[60%] -rotate-2',
];

export function AboutSection({
  copy,
  site,
  stories,
}: {
  copy: LandingCopy['about'];
  site: LandingSite;
  stories: readonly Story[];
}) {
  const text = useUiText().landing;
  const stills = stories.slice(0, FRAMES.length);
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="render-near-screen scroll-mt-20 overflow-hidden bg-cream py-20 sm:py-28"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8">
        <div className="relative mx-auto aspect-square w-full max-w-md">
          <div aria-hidden="true" className="absolute -inset-6 rounded-full bg-marigold-300/35 blur-2xl" />
          {stills.map((story, index) => (
            <figure
              key={story.id}
              className={`absolute rounded-3xl bg-white p-2.5 pb-3 shadow-xl shadow-saffron-700/15 ring-1 ring-marigold-300/50 ${FRAMES[index]}`}
            >
              {/* A frame is 58-60% of the collage (at most 448px): on a phone the 480px cut is enough. The
                  collage is just below the first screen, within the lazy-load distance, so its stills
                  wait for the first paint (AfterPaintImage). */}
              <AfterPaintImage
                src={mediaUrl(story.thumbnail)}
                srcSet={`${mediaUrl(mediaVariant(story.thumbnail, 'small'))} 480w, ${mediaUrl(story.thumbnail)} 640w`}
                sizes="(min-width: 480px) 250px, 52vw"
                alt={fillText(text.sceneAlt, { title: story.title })}
                width={640}
                height={360}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] w-full rounded-2xl object-cover"
              />
              <figcaption className="mt-2 truncate px-1 font-display text-sm font-bold text-night-900">
                {story.title}
              </figcaption>
            </figure>
          ))}
        </div>

        <div>
          <SectionHeading id="about-title" eyebrow={text.aboutEyebrow} title={copy.heading} align="start" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink/85">
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ul className="mt-8 flex flex-wrap gap-3" aria-label={text.atAGlance}>
            {[
              fillText(text.ages, { range: site.ageRange }),
              fillText(text.videos, { duration: site.videoDuration }),
              text.englishOrHindi,
            ].map((fact, index) => (
              <li
                key={fact}
                className={`rounded-full px-4 py-2 font-display font-bold ${
                  [
                    'bg-marigold-100 text-saffron-700',
                    'bg-lotus-700 text-white',
                    'bg-peacock-700 text-white',
                  ][index]
                }`}
              >
                {fact}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
