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

/** startDevIdentityProvider, run in a worker thread; the same options, answer and failures. */
export function startDevIdentityProviderThread(
  options: DevIdentityProviderOptions,
): Promise<DevIdentityProvider> {
  const { log, ...workerData } = options;
  // The worker loads TypeScript the way the server does (npm run serve: node --import tsx), with
  // tsx's loader registered in that thread first (a worker's execArgv cannot carry --import).
  const entry = new URL('./dev-identity-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
    { eval: true, workerData },
  );
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'log') log.error(message.details, message.message);
      else if (message.kind === 'failed')
        reject(Object.assign(new Error(message.message), { code: message.code }));
      else
        resolve({
          issuer: message.issuer,
          close: async () => {
            worker.postMessage({ kind: 'close' } satisfies ToWorker);
            await exited;
          },
        });
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The local sign-in provider's thread exited (${code})`)));
  });
}
