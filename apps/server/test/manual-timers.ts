import type { JobTimers } from '../src/jobs/job-runner.ts';

/**
 * A clock for the job runner that moves only when the test says so: no test waits for a real
 * interval, and a test can see what the runner is waiting for.
 */
export interface ManualTimers extends JobTimers {
  /** The delays of the timers set and not yet fired or cleared, smallest first. */
  pendingDelays(): number[];
  /** Fires every pending timer (not those the firing sets), as if their time had come. */
  fireAll(): void;
}

export function manualTimers(): ManualTimers {
  const pending = new Map<symbol, { run: () => void; delayMs: number }>();
  return {
    setTimeout(run, delayMs) {
      const handle = Symbol('timer');
      pending.set(handle, { run, delayMs });
      return handle;
    },
    clearTimeout(handle) {
      pending.delete(handle as symbol);
    },
    pendingDelays: () => [...pending.values()].map((timer) => timer.delayMs).sort((a, b) => a - b),
    fireAll() {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.run();
    },
  };
}
