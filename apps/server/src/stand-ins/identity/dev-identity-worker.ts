import { parentPort, workerData } from 'node:worker_threads';
import { startDevIdentityProvider, type DevIdentityProviderOptions } from './dev-identity-provider.ts';
import type { FromWorker, ToWorker } from './dev-identity-thread.ts';

// The local sign-in provider's own thread (dev-identity-thread.ts says why). Started with the
// provider's options; answers with its issuer or why it could not listen; stops when told.

const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);

try {
  const provider = await startDevIdentityProvider({
    ...(workerData as Omit<DevIdentityProviderOptions, 'log'>),
    log: { error: (details, message) => send({ kind: 'log', details, message }) },
  });
  port.on('message', (message: ToWorker) => {
    if (message.kind === 'close') void provider.close().finally(() => port.close());
  });
  send({ kind: 'started', issuer: provider.issuer });
} catch (error) {
  send({ kind: 'failed', message: (error as Error).message, code: (error as NodeJS.ErrnoException).code });
  port.close();
}
