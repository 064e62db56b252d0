import { defineConfig } from '@playwright/test';
import {
  baseURL,
  chromium,
  isolateFromOutsideSystems,
  port,
  preflight,
  repoRoot,
  runDataDir,
  webBuildDir,
} from './support/server';
import { chromiumFlags } from '../scripts/browser/chromium';
import { WIDE_ONLY } from './support/projects';

// Browser journeys against the production build, started as a user starts it. `npm run test:e2e` (root)
// builds first; this config only starts the server. Chromium: see scripts/browser/chromium.ts.

const CI = !!process.env.CI;

preflight();
isolateFromOutsideSystems();
const dataDir = runDataDir();
const builtWeb = webBuildDir(dataDir);

// What a parent, a giver or a grandparent does on a phone runs on both projects; the studio's and the
// admin's journeys, and the flows whose phone screens those journeys already photograph at 375 px,
// run at desktop width only, as do the parts of a phone journey's spec tagged WIDE_ONLY
// (docs/decisions/122: CI's time).
const PHONE_JOURNEYS = [
  'auth',
  'blog',
  'family-links',
  'find-my-order',
  'gift',
  'hindi-purchase',
  'hindi',
  'landing',
  'order-draft',
  'order',
  'preview',
  'smoke',
  'static-pages',
  'stories',
  'testimonials',
].map((name) => `**/${name}.spec.ts`);

// Android Chrome on a phone-sized screen; the desktop project keeps Chromium's own user agent.
const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2, // two shared cores; the server and Chromium need the rest
  retries: CI ? 1 : 0,
  timeout: 30_000,
  // CI's machine is shared and slower than a developer's: what a page shows within a second here can
  // take several seconds there while the other worker's journey renders a film.
  expect: { timeout: CI ? 10_000 : 5_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  globalSetup: './support/global-setup.ts',

  use: {
    baseURL,
    // India is the default market: deterministic country detection (time zone → IN) on every machine.
    // A spec that needs another market says so: test.use({ timezoneId: 'America/New_York', locale: 'en-US' }).
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    launchOptions: { executablePath: chromium.path ?? undefined, args: chromiumFlags },
    trace: CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: CI ? 20_000 : 10_000,
    navigationTimeout: 15_000,
  },

  projects: [
    {
      name: 'desktop',
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testMatch: PHONE_JOURNEYS,
      grepInvert: new RegExp(WIDE_ONLY),
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
        userAgent: MOBILE_UA,
      },
    },
  ],

  webServer: {
    name: 'server',
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: repoRoot,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: baseURL,
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: builtWeb, // a snapshot of apps/web/build/client, see support/server.ts
      LOG_LEVEL: 'warn',
      // Films render at 320x180 (a story in about two minutes here, not ten): the journeys check the
      // studio's flow, not the picture (docs/decisions/074).
      RENDER_PROFILE: 'test',
      // Every journey that fills the order form makes a preview, all from this one address.
      PREVIEWS_PER_NETWORK_PER_DAY: '100000',
      // Delivery on a chosen day (docs/decisions/114): a clock the journeys move through /dev/clock
      // (support/clock.ts), and a release job that looks every 2 s rather than every minute.
      TEST_CLOCK: 'true',
      // The journeys leave hundreds of open orders behind in one run: at the default capacity the
      // studio's promise would slip to days (docs/decisions/119) and the due times the journeys read
      // would depend on which ran before. The capacity's own effect is tested in studio-capacity.test.ts.
      STUDIO_DAILY_CAPACITY: '10000',
      RELEASE_INTERVAL_MS: '2000',
    },
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000, // tsx + PGlite start + migrations; slow when the 2 cores are busy
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
