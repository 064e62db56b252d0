import { Link } from 'react-router';
import { useHref, useUiText } from '~/lib/ui-text';
import type { Story } from '@shop/content/schemas';
import { buttonClass } from '~/components/ui/button-styles';
import { PlayIcon } from '~/components/ui/icons';
import { ArrowRightIcon } from '~/components/ui/screen-icons';
import { VisitorPrice } from '~/components/ui/visitor-price';
import { mediaUrl } from '~/lib/media';
import { orderPath, storyCardId } from '../gallery-query';
import { reportFunnelStep } from '~/lib/funnel-beacon';

export interface StoryCardProps {
  story: Story;
  /** The first card is the page's largest image on arrival: fetched first, at high priority. */
  eager: boolean;
  /** Cards added by scrolling pop in; the first page is already there when the page paints. */
  reveal?: boolean;
  /** Opens the story's video (on YouTube, or its own preview clip) in the player. */
  onWatch: (story: Story) => void;
}

export function StoryCard({ story, eager, reveal = false, onWatch }: StoryCardProps) {
  const ui = useUiText();
  const href = useHref();
  const titleId = `story-${story.id}-title`;
  return (
    <article
      id={storyCardId(story.id)}
      aria-labelledby={titleId}
      data-testid="story-card"
      data-story-id={story.id}
      className={`group flex h-full flex-col overflow-hidden rounded-[1.75rem] bg-white shadow-lg shadow-saffron-700/10 ring-1 ring-marigold-300/60 transition duration-300 hover:-translate-y-1 hover:shadow-2xl hover:shadow-saffron-700/20 ${reveal ? 'motion-safe:animate-pop-in' : ''}`}
    >
      <div className="relative aspect-video overflow-hidden bg-night-700">
        <img
          src={mediaUrl(story.thumbnail)}
          alt=""
          width={640}
          height={360}
          loading={eager ? 'eager' : 'lazy'}
          {...(eager ? { fetchPriority: 'high' as const } : {})}
          decoding="async"
          className="absolute inset-0 size-full object-cover transition duration-700 group-hover:scale-105"
        />
        <span
          data-testid="story-deity"
          className="absolute left-3 top-3 rounded-full bg-cream/95 px-3 py-1 font-display text-sm font-bold text-night-900 shadow"
        >
          {ui.deities[story.god]}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h2 id={titleId} className="font-display text-xl font-bold leading-snug text-night-900">
          {story.title}
        </h2>
        <p className="mt-2 line-clamp-3 leading-relaxed text-ink/80">{story.description}</p>
        <VisitorPrice className="mt-3" />
        <div className="mt-auto flex flex-wrap items-center gap-2.5 pt-5">
          <Link
            to={href(orderPath(story.id))}
            className={buttonClass('primary', 'sm', 'grow')}
            data-testid="story-order-link"
          >
            {ui.stories.createThisStory}
            <span className="sr-only">: {story.title}</span>
            <ArrowRightIcon className="size-4" />
          </Link>
          <button
            type="button"
            onClick={() => {
              reportFunnelStep('story_view', story.id);
              onWatch(story);
            }}
            className={buttonClass('secondary', 'sm', 'grow')}
          >
            <PlayIcon className="size-4" />
            {ui.stories.watchPreview}
            <span className="sr-only">: {story.title}</span>
          </button>
        </div>
      </div>
    </article>
  );
}
