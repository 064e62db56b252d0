import { useMemo } from 'react';
import type { FamilyView } from '@shop/contracts/family-links';
import { NARRATION_LANGUAGE_NAMES } from '@shop/content/both-languages';

// Phones play the copy under 16 MB when the film has one (the same film, a lighter file); larger
// screens the full-quality one. Captions are on from the start (the film's WebVTT sidecar).
const PHONE = '(max-width: 640px)';

/** How much of the film counts as watched for the review card's question (docs/decisions/118). */
const WATCHED_SHARE = 0.6;

export function FilmPlayer({
  film,
  label,
  onWatched,
}: {
  film: FamilyView;
  label: string;
  /** Called once the film ended or most of it was played. */
  onWatched?: () => void;
}) {
  const src = useMemo(
    () =>
      film.small_video_url && typeof window !== 'undefined' && window.matchMedia(PHONE).matches
        ? film.small_video_url
        : film.video_url,
    [film.small_video_url, film.video_url],
  );
  return (
    <video
      key={src}
      src={src}
      poster={film.poster_url ?? undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={label}
      data-testid="family-film"
      onEnded={onWatched}
      onTimeUpdate={
        onWatched
          ? (event) => {
              const { currentTime, duration } = event.currentTarget;
              if (duration > 0 && currentTime / duration >= WATCHED_SHARE) onWatched();
            }
          : undefined
      }
      className="aspect-video w-full bg-night-900 object-contain"
    >
      {film.captions_url && (
        <track
          kind="captions"
          src={film.captions_url}
          default
          srcLang={film.language === 'hindi' ? 'hi' : 'en'}
          label={NARRATION_LANGUAGE_NAMES[film.language]}
        />
      )}
    </video>
  );
}
