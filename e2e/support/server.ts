import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium, missingChromiumMessage } from '../../scripts/browser/chromium';

// How the e2e run starts the app: the production server, from the repo root, exactly as `npm run serve`
// does (the root `test:e2e` script builds first), on embedded defaults and a throw-away data directory.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const builtClient = path.join(repoRoot, 'apps/web/build/client');
export const builtIndex = path.join(builtClient, 'index.html');

export const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

// CHROMIUM_PATH, else a system Chromium/Chrome, else Playwright's cache (scripts/browser/chromium.ts);
// `npm run test:e2e` provisions one first when none is found.
export const chromium = findChromium();

// Outside systems a developer may have configured in their shell. E2E always runs on the embedded
// defaults (PGlite, local storage, mail catcher, local OpenID provider, sandbox payments) so it never
// touches a real account; E2E_DATABASE_URL opts into a real Postgres on purpose.
const OUTSIDE_SYSTEMS = [
  /^DATABASE_URL$/,
  /^S3_/,
  /^AWS_/,
  /^SMTP_URL$/,
  /^GOOGLE_CLIENT_/,
  /^STRIPE_/,
  /^RAZORPAY_/,
  /^MEDIA_BASE_URL$/,
];

/**
 * The data directory of this run. The config module is evaluated in the runner AND in every worker;
 * only the runner (the first evaluation, before workers exist) creates it, workers inherit the env var.
 */
export function runDataDir(): string {
  if (process.env.E2E_DATA_DIR) return process.env.E2E_DATA_DIR;
  const dir = mkdtempSync(path.join(tmpdir(), 'diya-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  // Runs after the webServer plugin has stopped the server (Playwright tears it down before exiting).
  process.on('exit', () => rmSync(dir, { recursive: true, force: true, maxRetries: 3 }));
  return dir;
}

/** Removes the outside-system settings from the environment the server inherits (runner process only). */
export function isolateFromOutsideSystems(): void {
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  for (const key of Object.keys(process.env)) {
    if (OUTSIDE_SYSTEMS.some((re) => re.test(key))) delete process.env[key];
  }
  if (process.env.E2E_DATABASE_URL) process.env.DATABASE_URL = process.env.E2E_DATABASE_URL;
}

/** Fails early with a message that says what to do, instead of a wall of 404s or a launch error. */
export function preflight(): void {
  if (process.env.TEST_WORKER_INDEX !== undefined) return;
  const problems: string[] = [];
  if (!existsSync(builtIndex))
    problems.push(`No web build at ${builtIndex}. Run \`npm run build\` first (\`npm run test:e2e\` does).`);
  if (!chromium.path) problems.push(missingChromiumMessage(chromium.source));
  if (problems.length) throw new Error(`E2E preflight failed:\n  - ${problems.join('\n  - ')}`);
}

/**
 * The server reads a snapshot of the build (WEB_BUILD_DIR) taken when the run starts, so a `npm run build`
 * started meanwhile in the same checkout (another terminal, another agent) cannot swap the files under
 * the running tests. Same server, same code path; E2E_LIVE_BUILD=1 serves apps/web/build/client directly.
 */
export function webBuildDir(dataDir: string): string {
  if (process.env.E2E_LIVE_BUILD === '1') return builtClient;
  const snapshot = path.join(dataDir, 'web-build');
  if (process.env.TEST_WORKER_INDEX !== undefined) return snapshot;
  for (let attempt = 1; ; attempt++) {
    rmSync(snapshot, { recursive: true, force: true });
    cpSync(builtClient, snapshot, { recursive: true });
    const missing = missingAssets(snapshot);
    if (missing.length === 0) return snapshot;
    if (attempt === 5)
      throw new Error(
        `The web build is incomplete (a build running?): missing ${missing.slice(0, 3).join(', ')}`,
      );
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1_000); // a build takes ~3 s; try again
  }
}

/** Assets the entry documents reference that the snapshot lacks (a build was half-way through). */
function missingAssets(dir: string): string[] {
  const missing: string[] = [];
  for (const doc of ['index.html', '__spa-fallback.html']) {
    const file = path.join(dir, doc);
    if (!existsSync(file)) {
      missing.push(doc);
      continue;
    }
    for (const [, asset] of readFileSync(file, 'utf8').matchAll(/["'](\/assets\/[^"'?#]+)/g))
      if (!existsSync(path.join(dir, asset!))) missing.push(asset!);
  }
  return missing;
}
