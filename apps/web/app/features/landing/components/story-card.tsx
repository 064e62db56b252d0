import { type MouseEvent, useRef } from 'react';
import { Link } from 'react-router';
import type { Story } from '@shop/content/schemas';
import { fillText, useHref, useUiText } from '~/lib/ui-text';
import { buttonClass } from '~/components/ui/button-styles';
import { VisitorPrice } from '~/components/ui/visitor-price';
import { InstagramIcon, PlayIcon } from '~/components/ui/icons';
import { mediaUrl } from '~/lib/media';
import { useStoryPreview } from '../hooks/use-story-preview';
import { reportFunnelStep } from '~/lib/funnel-beacon';

export interface StoryCardProps {
  story: Story;
  onWatch: (story: Story) => void;
}

export function StoryCard({ story, onWatch }: StoryCardProps) {
  const ui = useUiText();
  const href = useHref();
  const cardRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const previewReady = useStoryPreview(videoRef, cardRef, story.src);

  // A click on the card itself (not one of its buttons or links) is a shortcut for mouse and touch
  // users; keyboard users have the same actions as the buttons below. Every story has a video to
  // watch: its YouTube video, or its own preview clip.
  function onCardClick(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a, button')) return;
    watch();
  }

  // The funnel (docs/decisions/111): a story someone chose to watch.
  function watch() {
    reportFunnelStep('story_view', story.id);
    onWatch(story);
  }

  return (
    <article
      ref={cardRef}
      onClick={onCardClick}
      data-testid="story-card"
      data-story-id={story.id}
      aria-labelledby={`story-${story.id}-title`}
      className="group flex cursor-pointer flex-col overflow-hidden rounded-[1.75rem] bg-white shadow-lg shadow-saffron-700/10 ring-1 ring-marigold-300/60 transition duration-300 hover:-translate-y-1.5 hover:shadow-2xl hover:shadow-saffron-700/20"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-night-700">
        <img
          src={mediaUrl(story.thumbnail)}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-cover transition duration-700 group-hover:scale-105"
        />
        <video
          ref={videoRef}
          muted
          loop
          playsInline
          preload="none"
          aria-hidden="true"
          data-testid="story-preview"
          className={`absolute inset-0 size-full object-cover transition-opacity duration-500 ${
            previewReady ? 'opacity-100' : 'opacity-0'
          }`}
        />
        <span className="absolute top-3 left-3 rounded-full bg-cream/95 px-3 py-1 font-display text-sm font-bold text-night-900 shadow">
          {ui.deities[story.god]}
        </span>
      </div>

      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <h3
          id={`story-${story.id}-title`}
          className="font-display text-xl leading-snug font-bold text-night-900"
        >
          {story.title}
        </h3>
        <p className="mt-2 line-clamp-3 leading-relaxed text-ink/80">{story.description}</p>
        <VisitorPrice className="mt-3" />
        <div className="mt-auto flex flex-wrap items-center gap-2.5 pt-5">
          <button type="button" onClick={watch} className={buttonClass('dark', 'sm')}>
            <PlayIcon className="size-4" />
            {ui.landing.watchVideo}
            <span className="sr-only">: {story.title}</span>
          </button>
          <Link to={href(`/order?story=${story.id}`)} className={buttonClass('primary', 'sm')}>
            {ui.landing.orderNow}
            <span className="sr-only">: {story.title}</span>
          </Link>
          {story.link && (
            <a
              href={story.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={fillText(ui.landing.onInstagram, { title: story.title })}
              className="ml-auto grid size-10 place-items-center rounded-full bg-lotus-700 text-white transition hover:bg-[#8f1f4d] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lotus-700"
            >
              <InstagramIcon className="size-5" />
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
