import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '~/components/ui/icons';
import { embedUrl } from '@shop/contracts/video-links';
import { mediaUrl } from '~/lib/media';
import { fillText, useUiText } from '~/lib/ui-text';
import type { PlayableVideo } from './playable-video';

export interface VideoFacadeProps {
  video: PlayableVideo;
  title: string;
  /** Our own poster URL: nothing is fetched (from YouTube or our media) until the viewer presses Play. */
  poster: string;
  posterWidth: number;
  posterHeight: number;
  /** Tailwind aspect class of the frame, e.g. aspect-video or aspect-[9/16]. */
  aspect: string;
  /** Extra text on the poster, e.g. the running time. */
  badge?: string;
  /** Load the poster eagerly (e.g. inside a just-opened modal). */
  eager?: boolean;
}

/**
 * Click-to-load player: a local poster and a Play button stand in for the player, so the page makes no
 * third-party request (and loads no player script, nor any video) unless the viewer asks for it. Play
 * inserts the privacy-enhanced YouTube player, or our own film with the browser's controls.
 */
export function VideoFacade({
  video,
  title,
  poster,
  posterWidth,
  posterHeight,
  aspect,
  badge,
  eager = false,
}: VideoFacadeProps) {
  const [playing, setPlaying] = useState(false);
  const playLabel = fillText(useUiText().landing.playVideo, { title });
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);

  // The Play button disappears when pressed; keep keyboard focus on the player that replaced it.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  return (
    <div className={`relative overflow-hidden rounded-[1.75rem] bg-night-900 ${aspect}`}>
      {playing && video.kind === 'youtube' ? (
        <iframe
          ref={player}
          src={embedUrl(video.id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      ) : playing && video.kind === 'film' ? (
        <video
          ref={player}
          src={mediaUrl(video.src)}
          poster={poster}
          title={title}
          aria-label={title}
          controls
          autoPlay
          playsInline
          data-testid="own-film"
          className="absolute inset-0 size-full bg-night-900 object-contain"
        />
      ) : (
        <button
          type="button"
          onClick={() => setPlaying(true)}
          data-autofocus
          className="group absolute inset-0 size-full cursor-pointer focus-visible:outline-4 focus-visible:-outline-offset-8 focus-visible:outline-marigold-300"
        >
          <img
            src={poster}
            alt=""
            width={posterWidth}
            height={posterHeight}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="absolute inset-0 size-full object-cover transition duration-500 group-hover:scale-[1.03]"
          />
          <span
            aria-hidden="true"
            className="absolute inset-0 bg-gradient-to-t from-night-900/70 via-night-900/10 to-transparent"
          />
          <span className="absolute top-1/2 left-1/2 grid size-20 -translate-x-1/2 -translate-y-1/2 place-items-center rounded-full bg-marigold-500 text-ink shadow-[0_0_0_10px_rgb(255_209_102/0.35)] transition group-hover:scale-110 sm:size-24">
            <PlayIcon className="ml-1 size-9 sm:size-11" />
          </span>
          <span className="sr-only">{playLabel}</span>
          {badge && (
            <span className="absolute right-4 bottom-4 rounded-full bg-night-900/85 px-3 py-1 font-display text-sm font-bold text-cream">
              {badge}
            </span>
          )}
        </button>
      )}
    </div>
  );
}
