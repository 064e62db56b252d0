import type { Logger } from 'pino';
import type { OutboxDelivery } from './outbox.service.ts';
import { onOutboxNudge } from './outbox-signal.ts';

// Runs the outbox in the background of every server process (DESIGN §4 scale-out: safe in each,
// the claim query keeps them apart). Polls every few seconds, runs sooner when this process has just
// queued something, keeps going while batches come back full, and on stop waits for the batch in
// flight (whose untried rows are handed back) so no send is cut off half-way.

export interface OutboxWorker {
  /** Resolves once the batch in flight, if any, is done; no batch starts after this is called. */
  stop(): Promise<void>;
}

export interface OutboxWorkerOptions {
  delivery: OutboxDelivery;
  logger: Logger;
  pollIntervalMs?: number;
}

export const DEFAULT_POLL_INTERVAL_MS = 5_000;

export function startOutboxWorker({
  delivery,
  logger,
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
}: OutboxWorkerOptions): OutboxWorker {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let runAgain = false;

  const schedule = (delayMs: number) => {
    if (stopping) return;
    clearTimeout(timer);
    // unref: a pending poll never keeps the process alive on its own.
    timer = setTimeout(run, delayMs).unref();
  };

  function run() {
    if (stopping) return;
    if (inFlight) {
      runAgain = true; // a nudge during a batch: look again right after it
      return;
    }
    inFlight = loop().finally(() => {
      inFlight = undefined;
      schedule(runAgain ? 0 : pollIntervalMs);
    });
  }

  async function loop() {
    do {
      runAgain = false;
      try {
        const result = await delivery.deliverBatch({ shouldStop: () => stopping });
        // A full batch means more may be waiting.
        if (result.claimed >= delivery.batchSize) runAgain = true;
      } catch (error) {
        // Database unreachable or similar: claimed rows stay leased and are retried after the lease.
        logger.error(
          { err: error },
          'outbox worker: could not process the outbox; retrying at the next poll',
        );
        runAgain = false;
        return;
      }
    } while (runAgain && !stopping);
  }

  const unsubscribe = onOutboxNudge(() => schedule(0));
  schedule(0); // rows left from before a restart go out right away

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      unsubscribe();
      await inFlight;
    },
  };
}
