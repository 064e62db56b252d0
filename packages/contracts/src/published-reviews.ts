import type { EndpointAddress } from './endpoint';

/**
 * The testimonials page's parents' reviews (docs/decisions/118): the address zod-free and in a file of
 * its own, so the prerendered page's bundle carries no schema library (the full contract is
 * REVIEW_ENDPOINTS.published in ./reviews.ts, which spreads this).
 */
export const PUBLISHED_REVIEWS_ADDRESS = {
  method: 'GET',
  /** The page's language: the stories' titles come in it. */
  path: '/api/reviews/:language',
  access: 'public',
} as const satisfies EndpointAddress;

export interface PublishedReview {
  id: string;
  stars: number;
  line: string | null;
  story_id: number;
  /** In the language the list was asked in. */
  story_title: string;
  language: 'en' | 'hi';
  published_at: string;
}

/** The answer read without zod: whatever is not a well-formed review is left out (an extra, never an error). */
export function readPublishedReviews(data: unknown): PublishedReview[] {
  const reviews = (data as { reviews?: unknown } | null)?.reviews;
  if (!Array.isArray(reviews)) return [];
  return reviews.filter(
    (review): review is PublishedReview =>
      typeof review === 'object' &&
      review !== null &&
      typeof review.id === 'string' &&
      Number.isInteger(review.stars) &&
      review.stars >= 1 &&
      review.stars <= 5 &&
      (review.line === null || typeof review.line === 'string') &&
      Number.isInteger(review.story_id) &&
      typeof review.story_title === 'string' &&
      (review.language === 'en' || review.language === 'hi') &&
      typeof review.published_at === 'string',
  );
}
