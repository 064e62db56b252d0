import type { FastifyBaseLogger } from 'fastify';
import type { SweepResult } from './uploads.service.ts';

// Runs the uploads sweep in the background of every server process: photos no order claimed
// within 24 hours, and admin uploads announced but never used, go away with their files. Safe in
// several processes at once: each sweep locks its rows with SKIP LOCKED (see the repository).

export interface UploadSweeper {
  /** Resolves once the sweep in progress, if any, is done; none starts after this is called. */
  stop(): Promise<void>;
}

export const DEFAULT_SWEEP_INTERVAL_MS = 15 * 60_000;
// Not at the very start: migrations, the web build and the first requests come first.
const FIRST_SWEEP_DELAY_MS = 30_000;

export function startUploadSweeper({
  sweep,
  logger,
  intervalMs = DEFAULT_SWEEP_INTERVAL_MS,
  firstDelayMs = FIRST_SWEEP_DELAY_MS,
}: {
  sweep: () => Promise<SweepResult>;
  logger: FastifyBaseLogger;
  intervalMs?: number;
  firstDelayMs?: number;
}): UploadSweeper {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;

  const schedule = (delayMs: number) => {
    if (stopping) return;
    // unref: a pending sweep never keeps the process alive on its own.
    timer = setTimeout(run, delayMs).unref();
  };

  function run() {
    inFlight = sweep()
      .then(
        (result) => {
          if (result.photos > 0 || result.pendingUploads > 0)
            logger.info(result, 'uploads sweeper: removed stale uploads');
        },
        // Database or storage unreachable: nothing was half-removed (rows go only after their files); next time.
        (error: unknown) =>
          logger.error({ err: error }, 'uploads sweeper: sweep failed; retrying at the next interval'),
      )
      .finally(() => {
        inFlight = undefined;
        schedule(intervalMs);
      });
  }

  schedule(firstDelayMs);

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
