import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminReview } from '@shop/contracts/reviews';
import { buttonClass } from '~/components/ui/button-styles';
import { StarIcon } from '~/components/ui/icons';
import { apiErrorMessage } from '~/lib/api-client';
import { formatDate } from '~/lib/format-date';
import { adminReviewsQuery, setReviewPublished } from '../api/reviews-api';
import type { Notice } from '../hooks/use-timed-notice';
import { storyLabel } from '../story-label';
import { PANEL_CLASS, PANEL_TITLE_CLASS } from './admin-styles';
import { LoadFailedAlert } from './load-failed-alert';

// Parents' reviews (docs/decisions/118): the newest with their stars, line, story, date and the
// parent's permission; the studio publishes on the testimonials page only those the parent allowed
// (the server refuses the others too) and takes them down again.

export const REVIEW_NOTICES = {
  published: 'The review is on the testimonials page.',
  unpublished: 'The review is off the testimonials page.',
  failed: 'The change could not be saved. Please try again.',
} as const;

const BADGE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold ring-1';

function Stars({ count }: { count: number }) {
  return (
    <span className="flex items-center gap-0.5" role="img" aria-label={`${count} of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon
          key={star}
          className={`size-4 ${star <= count ? 'text-marigold-500' : 'text-night-900/15'}`}
        />
      ))}
    </span>
  );
}

export function ReviewsPanel({ notify }: { notify: (kind: Notice['kind'], text: string) => void }) {
  const reviews = useQuery(adminReviewsQuery);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState<string | null>(null);

  async function publish(review: AdminReview, published: boolean) {
    setSaving(review.order_id);
    try {
      await setReviewPublished(review.order_id, published);
      notify('success', published ? REVIEW_NOTICES.published : REVIEW_NOTICES.unpublished);
    } catch (error) {
      notify('error', apiErrorMessage(error) || REVIEW_NOTICES.failed);
    } finally {
      setSaving(null);
      await queryClient.invalidateQueries({ queryKey: adminReviewsQuery.queryKey });
    }
  }

  return (
    <section id="reviews" aria-labelledby="reviews-title" tabIndex={-1} className={PANEL_CLASS}>
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-marigold-500 text-ink">
          <StarIcon className="size-5" />
        </span>
        <div>
          <h2 id="reviews-title" className={PANEL_TITLE_CLASS}>
            Parents’ reviews
          </h2>
          <p className="mt-1 text-ink/85">
            Given on the watch page. Only reviews whose parent allowed it can go on the testimonials page,
            shown as “a parent”, without the child’s name.
          </p>
        </div>
      </div>

      <div className="mt-5">
        {reviews.isPending && (
          <p role="status" className="font-bold text-night-700">
            Loading reviews...
          </p>
        )}
        {reviews.isError && (
          <LoadFailedAlert
            message="Failed to load the reviews. Please try again."
            onRetry={() => void reviews.refetch()}
          />
        )}
        {reviews.data && reviews.data.reviews.length === 0 && (
          <p className="rounded-2xl bg-cream px-4 py-6 text-center font-bold text-night-700">
            No reviews yet.
          </p>
        )}
        {reviews.data && reviews.data.reviews.length > 0 && (
          <>
            <ul className="space-y-3" aria-label="Parents’ reviews">
              {reviews.data.reviews.map((review) => (
                <li
                  key={review.order_id}
                  data-testid="admin-review"
                  className="flex flex-col gap-3 rounded-2xl bg-cream px-4 py-3 ring-1 ring-marigold-300/70 sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <Stars count={review.stars} />
                      <span className="text-sm font-bold text-night-900">{storyLabel(review.story_id)}</span>
                      <span className="text-xs text-ink/80">
                        {review.order_number} · {formatDate(review.submitted_at.slice(0, 10))}
                      </span>
                    </div>
                    {review.line ? (
                      <p lang={review.site_language} className="mt-1 break-words text-ink">
                        “{review.line}”
                      </p>
                    ) : (
                      <p className="mt-1 text-sm text-ink/70 italic">Stars only, no words.</p>
                    )}
                    <p className="mt-2 flex flex-wrap gap-2">
                      {review.may_publish ? (
                        <span className={`${BADGE} bg-peacock-700/10 text-peacock-700 ring-peacock-700/25`}>
                          May be shown
                        </span>
                      ) : (
                        <span className={`${BADGE} bg-night-900/10 text-night-900 ring-night-900/25`}>
                          Private: for the studio only
                        </span>
                      )}
                      {review.published_at && (
                        <span className={`${BADGE} bg-marigold-100 text-saffron-700 ring-saffron-700/25`}>
                          Published {formatDate(review.published_at.slice(0, 10))}
                        </span>
                      )}
                    </p>
                  </div>
                  {review.may_publish && (
                    <button
                      type="button"
                      className={buttonClass(
                        review.published_at ? 'secondary' : 'peacock',
                        'sm',
                        'shrink-0 self-start sm:self-center',
                      )}
                      disabled={saving !== null}
                      onClick={() => void publish(review, !review.published_at)}
                      aria-label={`${review.published_at ? 'Unpublish' : 'Publish'} the review of order ${review.order_number}`}
                    >
                      {review.published_at ? 'Unpublish' : 'Publish'}
                    </button>
                  )}
                </li>
              ))}
            </ul>
            {reviews.data.total > reviews.data.reviews.length && (
              <p className="mt-3 text-sm text-ink/80">
                Showing the latest {reviews.data.reviews.length} of {reviews.data.total}.
              </p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
