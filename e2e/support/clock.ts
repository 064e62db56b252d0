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
