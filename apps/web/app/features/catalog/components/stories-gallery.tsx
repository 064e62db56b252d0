import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Deity } from '@shop/contracts/catalog';
import type { Story } from '@shop/content/schemas';
import { buttonClass } from '~/components/ui/button-styles';
import { LazyVideoModal } from '~/components/video-modal/lazy-video-modal';
import { mediaUrl } from '~/lib/media';
import { storyVideo } from '~/components/video-modal/playable-video';
import {
  type DeityFilter,
  EMPTY_QUERY,
  GALLERY_PAGE_SIZE,
  filterStories,
  isFiltered,
  storyCardId,
  storyIdOfHash,
} from '../gallery-query';
import { useInfiniteReveal } from '../hooks/use-infinite-reveal';
import { fillText, useHref, useUiText } from '~/lib/ui-text';
import { DeityFilters } from './deity-filters';
import { NoResults } from './no-results';
import { StoryCard } from './story-card';
import { StorySearch } from './story-search';
import { ArrowLeftIcon } from '~/components/ui/screen-icons';

// Only the first poster is fetched up front (it is the largest paint on a phone); the others are lazy,
// which still loads them at once when they are on screen, without competing with the first.
const EAGER_CARDS = 1;

export interface StoriesGalleryProps {
  stories: readonly Story[];
  /** The filter chips, one per deity with stories. */
  deities: readonly Deity[];
  /** The video length in the page's language, e.g. "3-5 mins". */
  videoDuration: string;
}

export function StoriesGallery({ stories, deities, videoDuration }: StoriesGalleryProps) {
  const text = useUiText().stories;
  const href = useHref();
  const [deity, setDeity] = useState<DeityFilter>(EMPTY_QUERY.deity);
  const [search, setSearch] = useState(EMPTY_QUERY.search);
  const [watching, setWatching] = useState<Story | null>(null);
  // Typing stays responsive: the list re-filters with the deferred value.
  const deferredSearch = useDeferredValue(search);

  const counts = useMemo(() => {
    const bySearch = filterStories(stories, { deity: 'all', search: deferredSearch });
    const map = new Map<DeityFilter, number>([['all', bySearch.length]]);
    for (const story of bySearch) map.set(story.god, (map.get(story.god) ?? 0) + 1);
    return map;
  }, [stories, deferredSearch]);
  const query = { deity, search: deferredSearch };
  const matches = useMemo(
    () => filterStories(stories, { deity, search: deferredSearch }),
    [stories, deity, deferredSearch],
  );
  const { shown, hasMore, showMore, showAtLeast, sentinel } = useInfiniteReveal(
    matches.length,
    `${deity}|${deferredSearch}`,
  );

  // A link to one story's card (/stories#story-3, the address search engines have for it): the first
  // page is prerendered, so after hydration the list grows down to that card and scrolls it into view.
  const [linkedStory] = useState(() =>
    typeof window === 'undefined' ? null : storyIdOfHash(window.location.hash),
  );
  const linkedIndex = linkedStory === null ? -1 : matches.findIndex((story) => story.id === linkedStory);
  useEffect(() => {
    if (linkedIndex >= 0) showAtLeast(linkedIndex + 1);
  }, [linkedIndex, showAtLeast]);
  const linkedShown = linkedIndex >= 0 && linkedIndex < shown;
  const scrolledToLinked = useRef(false);
  useEffect(() => {
    if (!linkedShown || linkedStory === null || scrolledToLinked.current) return;
    scrolledToLinked.current = true;
    document.getElementById(storyCardId(linkedStory))?.scrollIntoView();
  }, [linkedShown, linkedStory]);

  function clearAll() {
    setDeity(EMPTY_QUERY.deity);
    setSearch(EMPTY_QUERY.search);
  }

  return (
    <main className="paper min-w-0 flex-1">
      <div className="mx-auto max-w-7xl px-5 pb-16 pt-6 sm:px-8 sm:pt-10">
        <Link to={href('/')} className={buttonClass('secondary', 'sm')}>
          <ArrowLeftIcon className="size-4" /> {text.backToHome}
        </Link>
        <header className="mx-auto mt-6 max-w-3xl text-center">
          <p className="text-sm font-extrabold uppercase tracking-[0.14em] text-saffron-700">
            {fillText(text.adventures, { count: stories.length })}
          </p>
          <h1 className="mt-2 font-display text-4xl font-extrabold leading-tight text-balance text-night-900 sm:text-5xl">
            {text.heading}
          </h1>
          <p className="mt-4 text-lg text-pretty text-ink/85 sm:text-xl">
            {fillText(text.intro, { duration: videoDuration })}
          </p>
        </header>

        <search className="mt-8 block space-y-5" aria-label={text.findAStory}>
          <StorySearch value={search} onChange={setSearch} />
          <DeityFilters deities={deities} counts={counts} selected={deity} onSelect={setDeity} />
        </search>

        <p
          className="mt-6 text-center text-sm font-semibold text-ink/80"
          role="status"
          data-testid="results-status"
        >
          {matches.length === 0
            ? text.noMatch
            : fillText(isFiltered(query) ? text.showingFiltered : text.showing, {
                shown,
                total: matches.length,
                stories: matches.length === 1 ? text.oneStory : text.manyStories,
              })}
        </p>

        {matches.length === 0 ? (
          <NoResults search={deferredSearch} onClear={clearAll} />
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 lg:gap-8" data-testid="story-grid">
            {matches.slice(0, shown).map((story, index) => (
              // Laid out only near the screen (app.css); a card on a phone is about 28rem tall.
              <li key={story.id} className="render-near-screen [--near-screen-height:28rem]">
                <StoryCard
                  story={story}
                  eager={index < EAGER_CARDS}
                  reveal={index >= GALLERY_PAGE_SIZE}
                  onWatch={setWatching}
                />
              </li>
            ))}
          </ul>
        )}

        {hasMore && (
          <div ref={sentinel} className="mt-10 flex justify-center" data-testid="load-more-sentinel">
            {/* The observer loads the next page before this is reached; the button serves keyboards and old browsers. */}
            <button type="button" onClick={showMore} className={buttonClass('secondary', 'md')}>
              {text.showMore}
            </button>
          </div>
        )}
      </div>
      {watching && (
        <LazyVideoModal
          video={storyVideo(watching)}
          title={watching.title}
          poster={mediaUrl(watching.thumbnail)}
          onClose={() => setWatching(null)}
        />
      )}
    </main>
  );
}
