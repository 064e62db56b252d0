import { useState } from 'react';
import type { Story } from '@shop/content/schemas';
import { PlayIcon, SparkleIcon } from '~/components/ui/icons';
import { mediaUrl } from '~/lib/media';
import { useParentText } from '~/lib/parent-text';
import { fillText, useUiText } from '~/lib/ui-text';

// Desktop-only side panel (docs/product-guide.md#the-order-form): the local preview clip loads only when asked for (no YouTube).
export function StoryPreview({ story, kidName }: { story: Story | undefined; kidName: string }) {
  const [playingId, setPlayingId] = useState<number | null>(null);
  const {
    order: { preview: words },
    storyTitles,
  } = useParentText();
  const { deities } = useUiText();
  if (!story) {
    return (
      <aside className="rounded-[1.75rem] bg-night-900 p-6 text-cream">
        <p className="font-display text-xl font-bold">{words.choose}</p>
      </aside>
    );
  }
  const playing = playingId === story.id;
  // The page's language: the story's title and its deity's name in Hindi on a Hindi page.
  const title = storyTitles[story.id] ?? story.title;
  const god = deities[story.god];
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
            aria-label={fillText(words.play, { title })}
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
        <p className="text-sm font-bold tracking-wide text-marigold-300 uppercase">{words.eyebrow}</p>
        <h2 id="preview-heading" className="mt-1 font-display text-2xl leading-tight font-extrabold">
          {title}
        </h2>
        <dl className="mt-3 grid gap-2 text-sm">
          <div className="rounded-xl bg-white/10 px-3 py-2">
            <dt className="text-cream/80">{words.deity}</dt>
            <dd className="font-bold">{god}</dd>
          </div>
        </dl>
        <p className="mt-2 rounded-xl bg-white/10 px-3 py-2 text-sm font-bold">{words.duration}</p>
        <p className="mt-4 text-cream/90">
          <SparkleIcon className="mr-1 inline size-4 align-[-2px] text-marigold-300" />
          {fillText(words.hero, { name: kidName.trim() || words.yourChild, god })}
        </p>
      </div>
    </aside>
  );
}
