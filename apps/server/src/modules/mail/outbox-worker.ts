import type { Job } from '../../jobs/job-runner.ts';
import type { OutboxDelivery } from './outbox.service.ts';
import { onOutboxNudge } from './outbox-signal.ts';

// The outbox as a background job of every server process (docs/architecture.md#background-jobs: safe in each, the
// claim query keeps them apart). Polls every few seconds, runs sooner when this process has just
// queued something, keeps going while batches come back full, and on stop the runner waits for the
// batch in flight (whose untried rows are handed back) so no send is cut off half-way.

const DEFAULT_POLL_INTERVAL_MS = 5_000;

export function outboxJob({
  delivery,
  pollIntervalMs = DEFAULT_POLL_INTERVAL_MS,
}: {
  delivery: OutboxDelivery;
  pollIntervalMs?: number;
}): Job {
  return {
    name: 'outbox worker',
    intervalMs: pollIntervalMs,
    firstDelayMs: 0, // rows left from before a restart go out right away
    async run({ shouldStop }) {
      const result = await delivery.deliverBatch({ shouldStop });
      // A full batch means more may be waiting.
      return result.claimed >= delivery.batchSize ? 'more' : undefined;
    },
    onWakeUp: onOutboxNudge,
  };
}
