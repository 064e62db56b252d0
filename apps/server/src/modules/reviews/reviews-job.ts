import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/job-runner.ts';
import type { ReviewsService } from './reviews.service.ts';

/** How often due review requests are looked for: they wait days, so a quarter of an hour is prompt. */
export const REVIEW_REQUEST_INTERVAL_MS = 15 * 60_000;

/** The one e-mail asking for a review a few days after delivery (docs/decisions/118), in every process. */
export function reviewRequestsJob(
  reviews: Pick<ReviewsService, 'requestPass'>,
  logger: FastifyBaseLogger,
  intervalMs = REVIEW_REQUEST_INTERVAL_MS,
): Job {
  return {
    name: 'review requests',
    intervalMs,
    firstDelayMs: Math.min(intervalMs, 60_000),
    async run() {
      const result = await reviews.requestPass();
      if (result.requested > 0) logger.info(result, 'reviews: requests queued');
    },
  };
}
