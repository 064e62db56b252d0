import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/job-runner.ts';

// The uploads sweep as a background job of every server process: photos no order claimed within
// 24 hours, voice clips likewise, previews nobody asked for in 24 hours (docs/decisions/099), and admin
// uploads announced but never used, go away with their files. Safe in several
// processes at once: each sweep locks its rows with SKIP LOCKED (see the repository). A failed sweep
// half-removes nothing (rows go only after their files); the next one tries again.

const SWEEP_INTERVAL_MS = 15 * 60_000;
// Not at the very start: migrations, the web build and the first requests come first.
const FIRST_SWEEP_DELAY_MS = 30_000;

export function uploadSweepJob({
  sweep,
  logger,
}: {
  /** How many of each kind of upload the sweep removed. */
  sweep: () => Promise<Record<string, number>>;
  logger: FastifyBaseLogger;
}): Job {
  return {
    name: 'uploads sweeper',
    intervalMs: SWEEP_INTERVAL_MS,
    firstDelayMs: FIRST_SWEEP_DELAY_MS,
    async run() {
      const result = await sweep();
      if (Object.values(result).some((removed) => removed > 0))
        logger.info(result, 'uploads sweeper: removed stale uploads');
    },
  };
}
