import type { FastifyBaseLogger } from 'fastify';

// The one place background work is timed (docs/decisions/026). A job is a pass of work run every
// interval; the runner never runs two passes of one job at once, and on stop waits for the passes in
// flight. Every server process runs every job: each job's own claim (row locks, SKIP LOCKED, leases)
// keeps the processes from doing the same work twice, so the runner needs no coordination of its own.

export interface JobPassContext {
  /** True once the runner is stopping: a long pass checks it between items and hands the rest back. */
  shouldStop(): boolean;
}

export interface Job {
  /** Names the job in logs. */
  name: string;
  intervalMs: number;
  /** Before the first pass (default: one interval); 0 runs it as soon as the app is ready. */
  firstDelayMs?: number;
  /** One pass. 'more': it stopped with work left (e.g. a full batch), so the next pass starts now. */
  run(context: JobPassContext): Promise<'more' | void>;
  /** Subscribes to in-process hints that work is waiting (a pass runs now); returns the unsubscribe. */
  onWakeUp?: (wake: () => void) => () => void;
}

/** The clock the runner waits on: the real timers, or a test's own (see test/manual-timers.ts). */
export interface JobTimers {
  setTimeout(run: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const realTimers: JobTimers = {
  // unref: a pending pass never keeps the process alive on its own.
  setTimeout: (run, delayMs) => setTimeout(run, delayMs).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface JobRunner {
  start(): void;
  /** Resolves once every pass in flight is done; no pass starts after this is called. */
  stop(): Promise<void>;
}

/** Told about every pass as it ends (the /metrics job counters). */
export type JobPassObserver = (job: string, outcome: 'ok' | 'failed', seconds: number) => void;

export function createJobRunner({
  jobs,
  log,
  timers = realTimers,
  onPass = () => {},
}: {
  jobs: readonly Job[];
  log: FastifyBaseLogger;
  timers?: JobTimers;
  onPass?: JobPassObserver;
}): JobRunner {
  let stopping = false;
  const scheduled = jobs.map((job) => scheduleJob(job));

  function scheduleJob(job: Job) {
    let timer: unknown;
    let inFlight: Promise<void> | undefined;
    let runAgain = false;
    let unsubscribe = () => {};
    const context: JobPassContext = { shouldStop: () => stopping };

    const schedule = (delayMs: number) => {
      if (stopping) return;
      timers.clearTimeout(timer);
      timer = timers.setTimeout(run, delayMs);
    };

    function run() {
      if (stopping) return;
      if (inFlight) {
        runAgain = true; // woken during a pass: look again right after it
        return;
      }
      inFlight = passes().finally(() => {
        inFlight = undefined;
        schedule(runAgain ? 0 : job.intervalMs);
      });
    }

    async function passes() {
      do {
        runAgain = false;
        const started = performance.now();
        try {
          if ((await job.run(context)) === 'more') runAgain = true;
          onPass(job.name, 'ok', (performance.now() - started) / 1000);
        } catch (error) {
          onPass(job.name, 'failed', (performance.now() - started) / 1000);
          // Database or a provider unreachable: each job leaves its claimed work to be retried.
          log.error(
            { err: error, job: job.name },
            `${job.name}: pass failed; retrying in ${job.intervalMs} ms`,
          );
          runAgain = false;
        }
      } while (runAgain && !stopping);
    }

    return {
      start() {
        unsubscribe = job.onWakeUp?.(() => schedule(0)) ?? unsubscribe;
        schedule(job.firstDelayMs ?? job.intervalMs);
      },
      async stop() {
        timers.clearTimeout(timer);
        unsubscribe();
        await inFlight;
      },
    };
  }

  return {
    start() {
      for (const job of scheduled) job.start();
    },
    async stop() {
      stopping = true;
      await Promise.all(scheduled.map((job) => job.stop()));
    },
  };
}
