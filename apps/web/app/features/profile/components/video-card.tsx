import type { ReactNode } from 'react';
import { buttonClass } from '~/components/ui/button-styles';
import { ArrowDownToLineIcon } from '~/components/ui/screen-icons';
import { useParentText } from '~/lib/parent-text';
import { fillText } from '~/lib/ui-text';

export interface VideoLinks {
  title: string;
  /** Signed, played in the page with range requests (the browser fetches only what it plays). */
  video_url: string;
  thumbnail_url: string | null;
  /** Signed, answered as an attachment. */
  download_url: string;
}

interface VideoCardProps {
  video: VideoLinks;
  /** A line under the title (the date it arrived, the child it stars). */
  caption?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** A finished video: its thumbnail as the poster, the player, and the Download button. */
export function VideoCard({ video, caption, headingLevel: Heading = 'h3' }: VideoCardProps) {
  const words = useParentText().account.video;
  return (
    <article className="overflow-hidden rounded-3xl bg-white shadow-lg shadow-saffron-700/10 ring-1 ring-marigold-300/60">
      <video
        controls
        preload="metadata"
        playsInline
        src={video.video_url}
        poster={video.thumbnail_url ?? undefined}
        aria-label={fillText(words.play, { title: video.title })}
        className="aspect-video w-full bg-night-900 object-contain"
      />
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <Heading className="font-display text-xl leading-snug font-bold text-night-900">
            {video.title}
          </Heading>
          {caption && <p className="mt-1 text-sm text-ink/75">{caption}</p>}
        </div>
        <a href={video.download_url} download className={buttonClass('peacock', 'sm', 'shrink-0')}>
          <ArrowDownToLineIcon className="size-4" />
          {words.download}
          <span className="sr-only"> {video.title}</span>
        </a>
      </div>
    </article>
  );
}
