import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumVersion, findChromium, missingChromiumMessage } from './chromium';

// Run by `npm run test:e2e` before the journeys: a newcomer's `npm test` finds its browser, or gets one
// where it can (the Debian package as root, as .ci/run does; else Playwright's download), or stops with
// one message saying exactly what to run.

const found = findChromium();
if (found.path) {
  console.warn(`Chromium: ${chromiumVersion(found.path)} (${found.path}, from ${found.source})`);
  process.exit(0);
}
if (process.env.CHROMIUM_PATH) {
  // The developer asked for this one browser; installing another would hide the mistake.
  console.error(missingChromiumMessage(found.source));
  process.exit(1);
}

const attempts: Array<{ what: string; run: () => boolean }> = [
  { what: 'the Debian package (apt-get install chromium)', run: installDebianPackage },
  { what: "Playwright's download (playwright install chromium)", run: installPlaywrightChromium },
];
for (const attempt of attempts) {
  console.warn(`No Chromium found; trying ${attempt.what}`);
  if (!attempt.run()) continue;
  const after = findChromium();
  if (after.path) {
    console.warn(`Chromium: ${chromiumVersion(after.path)} (${after.path}, from ${after.source})`);
    process.exit(0);
  }
}
console.error(missingChromiumMessage(found.source));
process.exit(1);

function installDebianPackage(): boolean {
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env,
    });
    return true;
  } catch {
    return false;
  }
}

function installPlaywrightChromium(): boolean {
  const result = spawnSync('npx', ['--no-install', 'playwright', 'install', 'chromium'], {
    stdio: 'inherit',
    timeout: 10 * 60_000,
  });
  return result.status === 0;
}
