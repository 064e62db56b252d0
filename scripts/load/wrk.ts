import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The load generator of the bench and the scale test (decision 052): wrk, Debian's package, a C
// client. autocannon (JavaScript) was the generator until it turned out to be the ceiling itself:
// on this machine it reads at most about 80 MB/s, so any answer of tens of kB (a page) measured the
// client, not the server (bare Fastify sending our 31 kB home page: 2,900 req/s with autocannon,
// 36,800 with wrk). One thread, so the other core is the server's.

const REPORT_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'wrk-report.lua');

export interface LoadResult {
  requestsPerSecond: number;
  /** Milliseconds. */
  p50: number;
  p99: number;
  /** Connect, read, write errors and timeouts. */
  errors: number;
  /** Answers that are not 2xx or 3xx. */
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
  headers?: Record<string, string>;
}

export async function loadWithWrk({
  url,
  connections,
  durationSeconds,
  headers = {},
}: LoadOptions): Promise<LoadResult> {
  const args = [
    '-t1',
    `-c${connections}`,
    `-d${Math.max(1, Math.round(durationSeconds))}s`,
    '--timeout',
    '5s',
    '-s',
    REPORT_SCRIPT,
    ...Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
    url,
  ];
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error('wrk is not installed: apt-get install wrk (Debian package; see README, Speed)')
          : error,
      ),
    );
    child.once('close', resolve);
  });
  const line = output.split('\n').find((text) => text.startsWith('{"requests"'));
  if (code !== 0 || !line) throw new Error(`wrk ${args.join(' ')} failed (${code}): ${output.slice(0, 500)}`);
  const figures = JSON.parse(line) as Record<
    'requests' | 'durationUs' | 'p50Us' | 'p99Us' | 'connect' | 'read' | 'write' | 'status' | 'timeout',
    number
  >;
  return {
    requestsPerSecond: figures.requests / (figures.durationUs / 1e6),
    p50: figures.p50Us / 1000,
    p99: figures.p99Us / 1000,
    errors: figures.connect + figures.read + figures.write + figures.timeout,
    non2xx: figures.status,
  };
}
