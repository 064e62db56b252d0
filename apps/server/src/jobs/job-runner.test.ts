import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { manualTimers } from '../../test/manual-timers.ts';
import { createJobRunner, type Job } from './job-runner.ts';

// The runner alone, on a clock the test moves: no database, no real waiting.

/** A job whose passes the test starts and finishes by hand. */
function controlledJob(overrides: Partial<Job> = {}) {
  const passes: Array<{ finish: (outcome?: 'more' | Error) => void }> = [];
  let wake = () => {};
  const job: Job = {
    name: 'test job',
    intervalMs: 1_000,
    firstDelayMs: 10,
    run: () =>
      new Promise((resolve, reject) => {
        passes.push({ finish: (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)) });
      }),
    onWakeUp: (listener) => {
      wake = listener;
      return () => (wake = () => {});
    },
    ...overrides,
  };
  return { job, passes, wake: () => wake() };
}

function logCapture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines };
}

/** Lets the runner's promise callbacks run (a pass's end schedules the next). */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the job runner', () => {
  it('waits for the first delay, then runs one pass at a time; a wake-up during a pass runs another right after', async () => {
    const timers = manualTimers();
    const { job, passes, wake } = controlledJob();
    const runner = createJobRunner({ jobs: [job], log: logCapture().log, timers });
    expect(timers.pendingDelays()).toEqual([]); // nothing before start
    runner.start();
    expect(timers.pendingDelays()).toEqual([10]);

    timers.fireAll();
    expect(passes).toHaveLength(1);
    wake(); // work arrives during the pass
    timers.fireAll();
    expect(passes).toHaveLength(1); // no second pass alongside the first

    passes[0]!.finish();
    await settle();
    expect(passes).toHaveLength(2); // the wake-up's pass, right after
    passes[1]!.finish();
    await settle();
    expect(timers.pendingDelays()).toEqual([1_000]); // then the interval
    await runner.stop();
  });

  it("runs again at once after a pass with work left ('more'), and after a failure logs it and waits an interval", async () => {
    const timers = manualTimers();
    const { job, passes } = controlledJob();
    const { log, lines } = logCapture();
    const observed: string[] = [];
    const runner = createJobRunner({
      jobs: [job],
      log,
      timers,
      onPass: (name, outcome, seconds) => observed.push(`${name}:${outcome}:${seconds >= 0}`),
    });
    runner.start();
    timers.fireAll();

    passes[0]!.finish('more');
    await settle();
    expect(passes).toHaveLength(2);
    passes[1]!.finish(new Error('database unreachable'));
    await settle();
    expect(passes).toHaveLength(2);
    expect(timers.pendingDelays()).toEqual([1_000]);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        job: 'test job',
        msg: 'test job: pass failed; retrying in 1000 ms',
        err: expect.objectContaining({ message: 'database unreachable' }),
      }),
    ]);
    // Each pass told to /metrics as it ended.
    expect(observed).toEqual(['test job:ok:true', 'test job:failed:true']);
    await runner.stop();
  });

  it('stop waits for the pass in flight, and no pass or wake-up starts one after it', async () => {
    const timers = manualTimers();
    const { job, passes, wake } = controlledJob();
    const runner = createJobRunner({ jobs: [job], log: logCapture().log, timers });
    runner.start();
    timers.fireAll();
    expect(timers.pendingDelays()).toEqual([]);
    const running = passes[0]!;
    timers.setTimeout(() => {}, 0); // a stray timer of the test's own, to see the runner's are gone

    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false); // the pass is still going

    running.finish('more'); // even with work left
    await stopping;
    wake();
    expect(passes).toHaveLength(1);
    expect(timers.pendingDelays()).toEqual([0]); // only the test's own
  });
});
