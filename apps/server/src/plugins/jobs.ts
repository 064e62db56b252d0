import fp from 'fastify-plugin';
import { createJobRunner, type Job, type JobPassObserver, type JobTimers } from '../jobs/job-runner.ts';

// Every background job starts when the app is ready and stops when it closes, after the last request
// (onClose), waiting for the passes in flight, before server.ts closes the database. So every process
// built by buildApp runs them, and nothing else has to remember to.
export const backgroundJobs = fp<{ jobs: readonly Job[]; timers?: JobTimers; onPass?: JobPassObserver }>(
  async (app, { jobs, timers, onPass }) => {
    const runner = createJobRunner({
      jobs,
      log: app.log,
      ...(timers ? { timers } : {}),
      ...(onPass ? { onPass } : {}),
    });
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'background-jobs' },
);
