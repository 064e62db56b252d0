import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup } from './cleanup';

// Builds the app and runs the PRODUCTION server the way a user does (`npm run serve` from the repo root),
// on a free loopback port, with a throw-away data directory and the embedded defaults. The server reads
// a snapshot of the build (WEB_BUILD_DIR), so a `npm run build` started meanwhile in the same checkout
// cannot change the files under the measurement.

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs a command from the repo root; its output is shown only if it fails. */
export async function run(command: string, args: string[]): Promise<void> {
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d));
  child.stderr.on('data', (d: Buffer) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output}`);
}

export const build = () => run('npm', ['run', 'build']);

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

// A developer's shell may point at real outside systems; the bench measures the embedded defaults.
const OUTSIDE_SYSTEMS =
  /^(DATABASE_URL|S3_.*|AWS_.*|SMTP_URL|GOOGLE_CLIENT_.*|STRIPE_.*|RAZORPAY_.*|MEDIA_BASE_URL)$/;

/** This process's environment without the variables that would point at real outside systems. */
export const withoutOutsideSystems = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !OUTSIDE_SYSTEMS.test(key)));

export interface RunningServer {
  origin: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(
  options: {
    timeoutMs?: number;
    /** On top of the defaults below (a measurement's own secrets). */ env?: Record<string, string>;
  } = {},
): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'diya-bench-'));
  const webBuildDir = path.join(dataDir, 'web-build');
  cpSync(path.join(repoRoot, 'apps/web/build/client'), webBuildDir, { recursive: true });
  const missing = missingAssets(webBuildDir);
  if (missing.length) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `The web build is incomplete (another build running?): missing ${missing.slice(0, 3).join(', ')}`,
    );
  }
  const env = withoutOutsideSystems();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: webBuildDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (d: Buffer) => (log = (log + d).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  let done = () => {};
  const stop = async () => {
    done();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };

  done = onCleanup(stop);
  try {
    await waitUntilReady(origin, child, options.timeoutMs ?? 120_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output ---\n${log}`, { cause: error });
  }
  return { origin, pid: child.pid!, stop };
}

async function waitUntilReady(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The server exited before it was ready (${child.exitCode ?? child.signalCode}).`);
    try {
      const res = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server was not ready at ${origin}/readyz within ${timeoutMs / 1000} s.`);
}

/** Assets the entry documents reference that the copy lacks (a build was half-way through). */
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
