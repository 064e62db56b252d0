import type { ObjectStorage } from '../src/adapters/storage/object-storage.ts';
import { storageFromConfig } from '../src/adapters/storage/storage-from-config.ts';
import { composeModules, type Modules } from '../src/compose.ts';
import type { Clock } from '../src/lib/clock.ts';
import { renderQueueFor } from '../src/modules/studio/render-queue.repository.ts';
import type { TestApp } from './create-test-app.ts';

/**
 * The business modules as the app composes them (src/compose.ts), on the test app's database and
 * config: for tests that drive a service directly (a reconciler pass, a retention run). `storage`
 * defaults to the one the config describes; pass a wrapped one to make it fail. Close what it made
 * with `close()` (the payment sandbox's webhook sender). `clock`: "now" for chosen delivery days.
 */
export async function modulesOf(
  t: TestApp,
  { storage = storageFromConfig(t.config), clock }: { storage?: ObjectStorage; clock?: Clock } = {},
): Promise<Modules & { close(): Promise<void> }> {
  const renderQueue = renderQueueFor(t.config, t.database, t.app.log, false);
  const modules = await composeModules({
    config: t.config,
    db: t.database.db,
    storage,
    log: t.app.log,
    serverAddress: () => null,
    renderQueue,
    ...(clock ? { clock } : {}),
  });
  return {
    ...modules,
    close: async () => {
      await renderQueue.stop();
      await modules.payments.close();
    },
  };
}
