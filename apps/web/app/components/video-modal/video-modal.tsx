import { useId } from 'react';
import { CloseIcon } from '~/components/ui/icons';
import { Dialog } from '~/components/ui/dialog';
import { useUiText } from '~/lib/ui-text';
import type { PlayableVideo } from './playable-video';
import { VideoFacade } from './video-facade';

export interface VideoModalProps {
  /** The story's video (storyVideo): on YouTube, or our own clip. */
  video: PlayableVideo;
  title: string;
  poster: string;
  onClose: () => void;
}

/** Player dialog for a story's video. */
export default function VideoModal({ video, title, poster, onClose }: VideoModalProps) {
  const titleId = useId();
  const closeLabel = useUiText().landing.closeVideo;
  const portrait = video.portrait;

  return (
    <Dialog
      onClose={onClose}
      labelledBy={titleId}
      panelClassName="w-full max-w-4xl rounded-[2rem] bg-cream p-3 shadow-2xl sm:p-4"
      // A 9:16 short must fit the screen's height, so its width follows from the height left over.
      panelStyle={portrait ? { maxWidth: 'min(100%, calc((100svh - 9rem) * 9 / 16 + 2rem))' } : undefined}
    >
      <div className="mb-3 flex items-center gap-3 pl-2">
        <h2
          id={titleId}
          className="mr-auto font-display text-lg leading-tight font-bold text-night-900 sm:text-xl"
        >
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={closeLabel}
          className="grid size-11 shrink-0 place-items-center rounded-full bg-night-900 text-cream transition hover:bg-night-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-night-900"
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <VideoFacade
        video={video}
        title={title}
        poster={poster}
        posterWidth={portrait ? 720 : 1280}
        posterHeight={portrait ? 1280 : 720}
        aspect={portrait ? 'aspect-[9/16]' : 'aspect-video'}
        eager
      />
    </Dialog>
  );
}
