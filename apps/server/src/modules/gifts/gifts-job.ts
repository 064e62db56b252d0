import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/job-runner.ts';
import type { GiftsService } from './gifts.service.ts';

/** How often unclaimed gifts are looked at: reminders are days apart, so a few minutes is prompt. */
export const GIFT_PASS_INTERVAL_MS = 5 * 60_000;

/** Reminders at 3 and 7 days and the refund at 30 of unclaimed gifts (docs/decisions/115), in every process. */
export function giftsJob(
  gifts: Pick<GiftsService, 'runPass'>,
  logger: FastifyBaseLogger,
  intervalMs = GIFT_PASS_INTERVAL_MS,
): Job {
  return {
    name: 'gift reminders and refunds',
    intervalMs,
    firstDelayMs: Math.min(intervalMs, 60_000),
    async run() {
      const result = await gifts.runPass();
      if (result.reminded > 0 || result.refunded > 0 || result.refundFailed > 0)
        logger.info(result, 'gifts: pass done');
    },
  };
}
