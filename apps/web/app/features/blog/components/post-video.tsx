import { VideoFacade } from '~/components/video-modal/video-facade';
import { mediaUrl } from '~/lib/media';
import type { BlogPostVideo } from '../blog-types';
import { durationLabel } from '../post-lookup';

/**
 * The post's video as a click-to-load facade: our own poster and a Play button; the privacy-enhanced
 * YouTube player is only inserted when the reader presses Play.
 */
export function PostVideo({ video, poster }: { video: BlogPostVideo; poster: string }) {
  const badge = durationLabel(video.duration);
  return (
    <figure className="my-8" data-testid="post-video">
      <div className="shadow-[0_20px_45px_-25px_rgba(43,33,112,0.6)]">
        <VideoFacade
          video={{ kind: 'youtube', id: video.id, portrait: false }}
          title={video.title}
          poster={mediaUrl(poster)}
          posterWidth={800}
          posterHeight={420}
          aspect="aspect-video"
          {...(badge ? { badge } : {})}
        />
      </div>
      <figcaption className="mt-3 text-center text-sm text-ink/80">
        <span className="font-bold text-night-900">{video.title}</span>. The video loads from YouTube only
        when you press Play.
      </figcaption>
    </figure>
  );
}
