import type { Job } from '../../jobs/job-runner.ts';
import type { VideosService } from './videos.service.ts';

// Delivery on a chosen day (docs/decisions/114) as a background job of every server process: each
// pass releases the delivered films whose day has come. Safe in several processes at once: each
// order is claimed under a row lock taken with SKIP LOCKED and marked released in the same
// transaction as its e-mail and WhatsApp rows, so no film is announced twice.

export function releaseJob({
  videos,
  intervalMs,
}: {
  videos: Pick<VideosService, 'releaseDue'>;
  intervalMs: number;
}): Job {
  return {
    name: 'scheduled delivery release',
    intervalMs,
    async run() {
      await videos.releaseDue();
    },
  };
}
