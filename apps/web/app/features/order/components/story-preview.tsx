import { useState } from 'react';
import type { Story } from '@shop/content/schemas';
import { VIDEO_DURATION } from '@shop/content/site';
import { PlayIcon, SparkleIcon } from '~/components/ui/icons';
import { mediaUrl } from '~/lib/media';

// Desktop-only side panel (SPEC §2): the local preview clip loads only when asked for (no YouTube).
export function StoryPreview({ story, kidName }: { story: Story | undefined; kidName: string }) {
  const [playingId, setPlayingId] = useState<number | null>(null);
  if (!story) {
    return (
      <aside className="rounded-[1.75rem] bg-night-900 p-6 text-cream">
        <p className="font-display text-xl font-bold">Choose a story to see its preview.</p>
      </aside>
    );
  }
  const playing = playingId === story.id;
  return (
    <aside
      aria-labelledby="preview-heading"
      className="overflow-hidden rounded-[1.75rem] bg-night-900 text-cream shadow-xl shadow-night-900/20"
    >
      <div className="relative aspect-[9/12] bg-night-700">
        {playing ? (
          <video
            key={story.id}
            src={mediaUrl(story.src)}
            poster={mediaUrl(story.thumbnail)}
            controls
            autoPlay
            playsInline
            className="size-full object-cover"
          >
            <track kind="captions" />
          </video>
        ) : (
          <button
            type="button"
            onClick={() => setPlayingId(story.id)}
            className="group relative block size-full"
            aria-label={`Play the preview of ${story.title}`}
          >
            <img src={mediaUrl(story.thumbnail)} alt="" className="size-full object-cover" />
            <span className="absolute inset-0 grid place-items-center bg-night-900/20 transition group-hover:bg-night-900/5">
              <span className="grid size-16 place-items-center rounded-full bg-marigold-500 text-ink shadow-lg">
                <PlayIcon className="size-8" />
              </span>
            </span>
          </button>
        )}
      </div>
      <div className="p-5">
        <p className="text-sm font-bold tracking-wide text-marigold-300 uppercase">Story preview</p>
        <h2 id="preview-heading" className="mt-1 font-display text-2xl leading-tight font-extrabold">
          {story.title}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm">
          <div className="rounded-xl bg-white/10 px-3 py-2">
            <dt className="text-cream/80">Deity</dt>
            <dd className="font-bold">{story.god}</dd>
          </div>
        </dl>
        <p className="mt-2 rounded-xl bg-white/10 px-3 py-2 text-sm font-bold">Duration: {VIDEO_DURATION}</p>
        <p className="mt-4 text-cream/90">
          <SparkleIcon className="mr-1 inline size-4 align-[-2px] text-marigold-300" />
          {kidName.trim() ? kidName.trim() : 'Your child'} becomes the hero of this story, right beside{' '}
          {story.god}.
        </p>
      </div>
    </aside>
  );
}
