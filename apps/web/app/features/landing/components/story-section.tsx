import { useState } from 'react';
import { Link } from 'react-router';
import type { Story } from '@shop/content/schemas';
import { buttonClass } from '~/components/ui/button-styles';
import { ArrowRightIcon } from '~/components/ui/screen-icons';
import { SectionHeading } from '~/components/ui/section-heading';
import { LazyVideoModal } from '~/components/video-modal/lazy-video-modal';
import { mediaUrl } from '~/lib/media';
import { storyVideo } from '~/components/video-modal/playable-video';
import type { LandingCopy } from '../landing-content.server';
import { useHref, useUiText } from '~/lib/ui-text';
import { StoryCard } from './story-card';

export function StorySection({ copy, stories }: { copy: LandingCopy['stories']; stories: readonly Story[] }) {
  const text = useUiText().landing;
  const href = useHref();
  const [watching, setWatching] = useState<Story | null>(null);
  return (
    <section
      id="story"
      aria-labelledby="story-title"
      className="render-near-screen paper scroll-mt-20 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="story-title"
          eyebrow={text.storyEyebrow}
          title={copy.heading}
          intro={copy.intro}
        />
        <div className="mt-14 grid gap-7 sm:grid-cols-2 lg:grid-cols-3">
          {stories.map((story) => (
            <StoryCard key={story.id} story={story} onWatch={setWatching} />
          ))}
        </div>
        <div className="mt-12 text-center">
          <Link to={href('/stories')} className={buttonClass('secondary', 'lg')}>
            {text.seeAllStories}
            <ArrowRightIcon className="size-5" />
          </Link>
        </div>
      </div>
      {watching && (
        <LazyVideoModal
          video={storyVideo(watching)}
          title={watching.title}
          poster={mediaUrl(watching.thumbnail)}
          onClose={() => setWatching(null)}
        />
      )}
    </section>
  );
}
