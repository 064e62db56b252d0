import type { Page } from '@playwright/test';

// Time control in the browser uses Playwright's page.clock (https://playwright.dev/docs/clock):
//
//   await page.clock.install({ time: new Date('2025-10-01T09:00:00+05:30') }); // BEFORE page.goto
//   await page.goto('/profile');
//   await page.clock.fastForward('01:00');        // the token check 60 s after load
//   await page.clock.fastForward('05:00');        // …and every 300 s after that
//   await page.clock.runFor(10 * 60_000);         // the guest session's 10 minutes, timers fired in order
//
// install() fakes Date, timers and performance.now in every page of the context; the server's clock is
// real, so anything the server signs (tokens, download links) still expires in real time.

/** Installs the fake clock at `at` (default: now) before the first navigation. */
export async function installClock(page: Page, at: Date | string | number = Date.now()): Promise<void> {
  await page.clock.install({ time: at });
}

export const MINUTE = 60_000;

// ── The server's clock for scheduled deliveries (TEST_CLOCK, docs/decisions/114) ────────────────
//
// The e2e server runs with TEST_CLOCK=true: its "now" for chosen delivery days is real time plus an
// offset that POST /dev/clock moves forward (never back). It is one clock for the whole run, so a
// journey that reads it, orders for a day ahead of it and moves it there holds it for that time:
// the two projects' runs of the same journey take turns (a directory made atomically is the lock).

interface ClockReader {
  get(url: string): Promise<{ ok(): boolean; json(): Promise<unknown> }>;
  post(url: string, options: { data: unknown }): Promise<{ ok(): boolean; json(): Promise<unknown> }>;
}

/** The server's "now" for scheduled deliveries. */
export async function serverNow(request: ClockReader): Promise<Date> {
  const res = await request.get('/dev/clock');
  if (!res.ok()) throw new Error('GET /dev/clock failed: is the server running with TEST_CLOCK=true?');
  return new Date(((await res.json()) as { now: string }).now);
}

/** Moves the server's "now" for scheduled deliveries forward to `to`. */
export async function moveServerClock(request: ClockReader, to: Date): Promise<Date> {
  const res = await request.post('/dev/clock', { data: { to: to.toISOString() } });
  if (!res.ok()) throw new Error('POST /dev/clock failed');
  return new Date(((await res.json()) as { now: string }).now);
}

/** Runs `journey` while no other test of this run uses the server's clock. */
export async function withServerClock<T>(journey: () => Promise<T>, waitMs = 240_000): Promise<T> {
  const { mkdir, rmdir } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const { tmpdir } = await import('node:os');
  const lock = join(process.env.E2E_DATA_DIR ?? tmpdir(), 'server-clock.lock');
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await journey();
  } finally {
    await rmdir(lock);
  }
}
