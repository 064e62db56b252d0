import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { buttonClass } from '~/components/ui/button-styles';
import { ChevronLeftIcon, ChevronRightIcon, VideoIcon } from '~/components/ui/screen-icons';
import { useParentText } from '~/lib/parent-text';
import { fillText, useHref } from '~/lib/ui-text';
import { myVideosQuery } from '../api/profile-queries';
import { useDates } from '../use-dates';
import { pageFromParam, pagerState } from '../videos-paging';
import { CardSkeletons } from './card-skeleton';
import { EmptyState } from './empty-state';
import { ListFailure } from './list-failure';
import { SectionTitle } from './section-title';
import { VideoCard } from './video-card';

// The page of videos lives in the address (?videos=2), so Retry's reload and the back button keep it.
const PAGE_PARAM = 'videos';

/** GET /api/videos: the parent's finished videos, 10 a page, newest first. */
export function MyVideos() {
  const [params, setParams] = useSearchParams();
  const page = pageFromParam(params.get(PAGE_PARAM));
  const videos = useQuery(myVideosQuery(page));
  const words = useParentText().account.videos;
  const href = useHref();
  const dates = useDates();

  const goTo = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 1) updated.delete(PAGE_PARAM);
        else updated.set(PAGE_PARAM, String(next));
        return updated;
      },
      { preventScrollReset: true },
    );

  const pager = videos.status === 'success' ? pagerState(videos.data.pagination, words.range) : null;
  return (
    <section aria-labelledby="my-videos-heading">
      <SectionTitle
        id="my-videos-heading"
        icon={<VideoIcon className="size-6" />}
        count={videos.status === 'success' ? videos.data.pagination.total : undefined}
      >
        {words.heading}
      </SectionTitle>
      {videos.status === 'pending' && <CardSkeletons count={2} label={words.loading} media />}
      {videos.status === 'error' && <ListFailure title={words.failed} error={videos.error} />}
      {videos.status === 'success' &&
        (videos.data.data.length === 0 ? (
          <EmptyState
            icon={<VideoIcon className="size-7" />}
            title={words.emptyTitle}
            action={{ to: href('/order'), label: words.emptyAction }}
          >
            {words.emptyText}
          </EmptyState>
        ) : (
          <>
            <ul className="grid gap-6 md:grid-cols-2">
              {videos.data.data.map((video) => (
                <li key={video.unique_id}>
                  <VideoCard
                    video={video}
                    caption={fillText(words.delivered, { day: dates.day(video.created_date) })}
                  />
                </li>
              ))}
            </ul>
            {pager?.show && (
              <nav aria-label={words.pages} className="mt-8 flex items-center justify-center gap-4">
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  disabled={!pager.hasPrevious}
                  onClick={() => goTo(page - 1)}
                >
                  <ChevronLeftIcon className="size-4" />
                  {words.newer}
                </button>
                <p className="font-display font-bold text-night-900" aria-live="polite">
                  {pager.range}
                </p>
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  disabled={!pager.hasNext}
                  onClick={() => goTo(page + 1)}
                >
                  {words.older}
                  <ChevronRightIcon className="size-4" />
                </button>
              </nav>
            )}
          </>
        ))}
    </section>
  );
}
