import { SectionHeading } from '~/components/ui/section-heading';
import { ownFilm, youtubeVideo } from '~/components/video-modal/playable-video';
import { VideoFacade } from '~/components/video-modal/video-facade';
import { mediaUrl } from '~/lib/media';
import type { LandingCopy, LandingSite } from '../landing-content.server';
import { fillText, useUiText } from '~/lib/ui-text';

export function TrailerSection({
  copy,
  trailer,
}: {
  copy: LandingCopy['trailer'];
  trailer: LandingSite['trailer'];
}) {
  const text = useUiText().landing;
  // The brand's trailer on YouTube once there is one; until then our own film.
  const video = youtubeVideo(trailer.youtube) ?? ownFilm(trailer.film);
  const poster = mediaUrl(trailer.poster);
  return (
    <section
      id="trailer-section"
      aria-labelledby="trailer-title"
      className="render-near-screen night-sky relative scroll-mt-20 overflow-hidden py-20 sm:py-28"
    >
      <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="trailer-title"
          eyebrow={fillText(text.trailerEyebrow, { duration: trailer.durationLabel })}
          title={copy.heading}
          intro={trailer.description}
          tone="light"
        />
        <div className="relative mt-12">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rounded-[2.25rem] bg-gradient-to-br from-marigold-500 via-lotus-500 to-peacock-500 opacity-80 blur-md"
          />
          <div className="relative rounded-[2rem] bg-night-900 p-2">
            <VideoFacade
              video={video}
              title={trailer.title}
              poster={poster}
              posterWidth={1280}
              posterHeight={720}
              aspect="aspect-video"
              badge={trailer.durationLabel}
            />
          </div>
        </div>
        <p className="mt-6 text-center font-display text-lg font-bold text-cream">
          {trailer.title}
          <span className="ml-2 font-sans font-normal text-cream/75">
            ({text.trailerLength} <time dateTime={trailer.durationIso}>{trailer.durationLabel}</time>)
          </span>
        </p>
      </div>
    </section>
  );
}
