import { execFileSync } from 'node:child_process';

// The system Chromium (Debian package) and the flags it needs in this closed, GPU-less environment.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // Without these Chromium phones home at start-up and the closed network refuses its connections.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumVersion(): string {
  try {
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}
