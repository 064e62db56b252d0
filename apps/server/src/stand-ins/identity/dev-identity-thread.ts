import { createServer } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { DevIdentityProvider, DevIdentityProviderOptions } from './dev-identity-provider.ts';

// The local sign-in provider (oidc-provider, on koa) keeps each of its requests in an
// AsyncLocalStorage, which on Node 20 runs async hooks for the promises of its whole thread. In the
// server's thread, once three people had signed in, /healthz answered 21,000 req/s instead of 25,500
// (wrk -c 50); in a thread of its own, the shop's requests no longer pay for it (decision 055).

export type ToWorker = { kind: 'close' };
export type FromWorker =
  | { kind: 'started'; issuer: string }
  | { kind: 'failed'; message: string; code?: string }
  | { kind: 'log'; details: object; message: string };

/**
 * Fails as listening would (EADDRINUSE) when the port is taken. Checked here first: a process waiting
 * to take the provider over (start-identity.ts) tries every 2 s, and starting a thread to find the
 * port still taken took 0.3 s each time (a thread loading the provider's code).
 */
function checkPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** startDevIdentityProvider, run in a worker thread; the same options, answer and failures. */
export async function startDevIdentityProviderThread(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  if (options.port !== 0) await checkPortFree(options.port);
  const { log, ...workerData } = options;
  // The worker loads TypeScript the way the server does (npm run serve: node --import tsx), with
  // tsx's loader registered in that thread first (a worker's execArgv cannot carry --import).
  const entry = new URL('./dev-identity-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData },
  );
  let state: 'starting' | 'started' | 'closing' = 'starting';
  let failure: Error | undefined;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'log') log.error(message.details, message.message);
      // Answered once the thread is gone, so a refused start leaves nothing running behind it.
      else if (message.kind === 'failed')
        failure = Object.assign(new Error(message.message), { code: message.code });
      else {
        state = 'started';
        resolve({
          issuer: message.issuer,
          close: async () => {
            state = 'closing';
            worker.postMessage({ kind: 'close' } satisfies ToWorker);
            await exited;
          },
        });
      }
    });
    // Before it listens, a failure is the caller's; after, sign-in stops working, which must be said
    // (in the server's thread the same failure would have taken the whole server down).
    worker.on('error', (error) => {
      reject(error);
      if (state === 'started') log.error({ reason: error.message }, 'Local sign-in provider failed');
    });
    worker.once('exit', (code) => {
      reject(failure ?? new Error(`The local sign-in provider's thread exited (${code})`));
      if (state === 'started')
        log.error({ code }, 'Local sign-in provider stopped; "Sign in with Google" will fail');
    });
  });
}
