import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/job-runner.ts';
import { RETENTION_BATCH, type ChildDataService } from './child-data.service.ts';

// The retention rules as a background job of every server process (docs/decisions/047): each pass
// deletes the photos of every order that is due (cancelled; delivered N days ago; never delivered
// after M days). Safe in several processes at once: each order is deleted in its own transaction
// under a row lock taken with SKIP LOCKED, and a deleted order is marked, so no pass deletes it twice.

const RETENTION_INTERVAL_MS = 10 * 60_000;
// Not at the very start: migrations and the first requests come first.
const FIRST_PASS_DELAY_MS = 60_000;

export function retentionJob({
  childData,
  logger,
  clock = () => new Date(),
}: {
  childData: Pick<ChildDataService, 'retentionPass'>;
  logger: FastifyBaseLogger;
  clock?: () => Date;
}): Job {
  return {
    name: 'child data retention',
    intervalMs: RETENTION_INTERVAL_MS,
    firstDelayMs: FIRST_PASS_DELAY_MS,
    async run() {
      const result = await childData.retentionPass(clock());
      if (result.orders > 0 || result.failed > 0)
        logger.info(result, 'child data retention: photos deleted as due');
      // A full batch all deleted: more may be due right now (failures wait for the next interval).
      return result.orders >= RETENTION_BATCH ? 'more' : undefined;
    },
  };
}
