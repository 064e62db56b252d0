import { storageFromConfig } from './adapters/storage/storage-from-config.ts';
import { composeModules } from './compose.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createLogger } from './logging/logger.ts';
import { renderQueueFor } from './modules/studio/render-queue.repository.ts';
import { renderWorkerFor } from './render-workers.ts';

// `npm run worker`: a render worker process (docs/decisions/074). It needs only DATABASE_URL, the
// storage settings (S3_* or the shared DATA_DIR) and the shared secrets; N of them on M machines
// share the renders through the queue on the database. `npm start` runs one beside the server (as
// this same process, in a child, when the database is Postgres). SIGTERM / SIGINT: it stops taking
// renders and lets the one in flight finish (or its lease lapse and another worker take it).

let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
const logger = createLogger(config).child({ process: 'render-worker' });
if (config.database.driver === 'pglite')
  logger.warn(
    'The embedded database (no DATABASE_URL) belongs to the one server process: run `npm start`, whose render worker shares it, or set DATABASE_URL',
  );

const database = await createDatabase(config.database, {
  // A restart of Postgres ends every connection; the pool opens new ones once it is back (ADR 067).
  onConnectionLost: (error) =>
    logger.warn({ reason: error.message }, 'A database connection was lost; new ones are opened as needed'),
});
await migrateDatabase(database);
const storage = storageFromConfig(config);
const queue = renderQueueFor(config, database, logger, true);
const modules = await composeModules({
  config,
  db: database.db,
  storage,
  log: logger,
  serverAddress: () => null,
  renderQueue: queue,
});
const worker = renderWorkerFor({ config, db: database.db, storage, queue, modules, log: logger });
await worker.start();

let stopping = false;
const stop = async (signal: NodeJS.Signals) => {
  if (stopping) process.exit(1);
  stopping = true;
  logger.info({ signal }, 'Render worker stopping');
  setTimeout(() => process.exit(1), config.shutdownTimeoutMs).unref();
  await worker.stop();
  await queue.stop();
  await modules.payments.close();
  storage.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// The server that forked this one went away: so does its worker.
process.on('disconnect', () => void stop('SIGTERM'));
