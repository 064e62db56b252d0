import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { chromium } from 'playwright-core';

// The one answer to "which Chromium do the journeys, screenshots and benchmarks drive?", shared by e2e/
// and scripts/. Playwright's own download does not work on every machine (closed networks), so the
// system browser comes first; provision-chromium.ts installs one when none is found.

/** Flags Chromium needs in a closed, GPU-less environment (containers, CI). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Without these Chromium phones home at start-up and the closed network refuses its connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Debian/Ubuntu, Fedora, Arch, Google's packages, Snap, and macOS, in that order.
const SYSTEM_BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/lib/chromium/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export interface ChromiumLookup {
  /** The executable to launch, or null when none was found. */
  path: string | null;
  /** Where it came from (or every place looked at), for the message a person reads. */
  source: string;
}

/**
 * CHROMIUM_PATH when set (and then only it: a wrong setting must not be papered over), else the first
 * system Chromium or Chrome, else the browser in Playwright's own cache (`npx playwright install chromium`).
 */
export function findChromium(env: NodeJS.ProcessEnv = process.env): ChromiumLookup {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    return isExecutable(configured)
      ? { path: configured, source: 'CHROMIUM_PATH' }
      : { path: null, source: `CHROMIUM_PATH=${configured}, which is not an executable file` };
  }
  const system = SYSTEM_BROWSERS.find(isExecutable);
  if (system) return { path: system, source: 'the system browser' };
  const cached = playwrightCachedChromium();
  if (cached && isExecutable(cached)) return { path: cached, source: "Playwright's browser cache" };
  return {
    path: null,
    source: `CHROMIUM_PATH (unset), ${SYSTEM_BROWSERS.join(', ')} and Playwright's browser cache`,
  };
}

/** The path or a thrown error that says exactly what to run. */
export function requireChromium(env: NodeJS.ProcessEnv = process.env): string {
  const found = findChromium(env);
  if (found.path) return found.path;
  throw new Error(missingChromiumMessage(found.source));
}

export function missingChromiumMessage(lookedAt: string): string {
  return [
    `No Chromium found (looked at ${lookedAt}).`,
    'Install one, then run the command again:',
    '  - Debian/Ubuntu: sudo apt-get install -y chromium',
    '  - anywhere with internet access: npx playwright install chromium',
    '  - or point CHROMIUM_PATH at a Chromium or Chrome executable.',
  ].join('\n');
}

export function chromiumVersion(path: string | null = findChromium().path): string {
  if (!path) return 'none';
  try {
    return execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

function playwrightCachedChromium(): string | null {
  try {
    return chromium.executablePath();
  } catch {
    return null; // this platform has no Playwright build
  }
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
