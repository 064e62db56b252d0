import { TRAILER } from '@shop/content/site';
import { SectionHeading } from '~/components/ui/section-heading';
import { YouTubeFacade } from '~/components/video-modal/youtube-facade';
import { mediaUrl } from '~/lib/media';
import { extractVideoId } from '~/lib/video-id';
import type { LandingCopy } from '../landing-content.server';

export function TrailerSection({ copy }: { copy: LandingCopy['trailer'] }) {
  const videoId = extractVideoId(TRAILER.youtube);
  const poster = mediaUrl(TRAILER.poster);
  return (
    <section
      id="trailer-section"
      aria-labelledby="trailer-title"
      className="night-sky relative scroll-mt-20 overflow-hidden py-20 sm:py-28"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="trailer-title"
          eyebrow={`Trailer · ${TRAILER.durationLabel}`}
          title={copy.heading}
          intro={TRAILER.description}
          tone="light"
        />
        <div className="relative mt-12">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rounded-[2.25rem] bg-gradient-to-br from-marigold-500 via-lotus-500 to-peacock-500 opacity-80 blur-md"
          />
          <div className="relative rounded-[2rem] bg-night-900 p-2">
            {videoId ? (
              <YouTubeFacade
                videoId={videoId}
                title={TRAILER.title}
                poster={poster}
                posterWidth={1280}
                posterHeight={720}
                aspect="aspect-video"
                badge={TRAILER.durationLabel}
              />
            ) : (
              <img
                src={poster}
                alt={TRAILER.title}
                width={1280}
                height={720}
                loading="lazy"
                className="aspect-video w-full rounded-[1.75rem] object-cover"
              />
            )}
          </div>
        </div>
        <p className="mt-6 text-center font-display text-lg font-bold text-cream">
          {TRAILER.title}
          <span className="ml-2 font-sans font-normal text-cream/75">
            (length <time dateTime={TRAILER.durationIso}>{TRAILER.durationLabel}</time>)
          </span>
        </p>
      </div>
    </section>
  );
}
