import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { IdentityProvider } from '../src/adapters/identity/identity-provider.ts';
import type { CaughtMailStore } from '../src/stand-ins/mail/caught-mail-store.ts';
import type { Mailer } from '../src/adapters/mail/mailer.ts';
import type { ObjectStorage } from '../src/adapters/storage/object-storage.ts';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import type { JobTimers } from '../src/jobs/job-runner.ts';
import { createLifecycle, type Lifecycle } from '../src/lifecycle.ts';
import { createLogger } from '../src/logging/logger.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
  /** The throw-away Postgres database's URL (TEST_DATABASE_URL runs); null on PGlite. */
  databaseUrl: string | null;
  lifecycle: Lifecycle;
  /** Everything the app logged, as parsed JSON lines (only with `captureLogs`). */
  logs: () => Record<string, unknown>[];
  /** Raw log output (only with `captureLogs`). */
  logText: () => string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults, as an operator would set them. */
  env?: Record<string, string>;
  /** Keep the log lines (at LOG_LEVEL, default 'info') instead of discarding them. */
  captureLogs?: boolean;
  /** Extra routes for the test, registered after the app's own (e.g. one that throws). */
  register?: (app: App) => void | Promise<void>;
  /** Serve this mail catcher's inbox at /dev/mail (a test starts its own catcher); none by default. */
  mailInbox?: CaughtMailStore;
  /** Who signs people in (default: the local test provider at DEV_IDP_PORT, which a test starts itself). */
  identity?: IdentityProvider;
  /**
   * The object storage, built from the app's config (e.g. the real one wrapped to fail like a full
   * disk: failing-storage.ts). Default: the one the config describes, as in production.
   */
  storage?: (config: Config) => ObjectStorage;
  /**
   * Run the background jobs on these timers (test/manual-timers.ts), from ready to close. Default:
   * no background jobs at all, so a test that runs a pass itself is the only one running it.
   */
  jobTimers?: JobTimers;
  /** The outbox worker's mailer (only with `jobTimers`). */
  mailer?: Mailer;
}

// No web build unless a test makes one: tests must not depend on whether `npm run build` ran.
// Fixed secrets, so no test writes one into the repository's data/ directory.
const TEST_ENV = {
  NODE_ENV: 'test',
  WEB_BUILD_DIR: '/nonexistent/diya-tales-test-web-build',
  AUTH_TOKEN_SECRET: 'test-only-auth-token-secret-0123456789abcdef',
  PAYMENTS_SANDBOX_SECRET: 'test-only-payments-sandbox-secret-0123456789',
  ORDER_LINK_SECRET: 'test-only-order-link-secret-0123456789abcdef',
};

/**
 * The real app on a fresh database (see test-database.ts), ready for `app.inject()`.
 * Call `close()` in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // Without a DATA_DIR of the test's own, one that goes with the app: whatever is made on first use
  // (the storage signing secret when a response carries a file link) never lands in the repository.
  const ownDataDir = options.env?.DATA_DIR ? null : await mkdtemp(path.join(tmpdir(), 'diya-test-data-'));
  const removeOwnDataDir = async () => {
    if (ownDataDir) await rm(ownDataDir, { recursive: true, force: true });
  };
  const config = loadConfig({
    ...TEST_ENV,
    ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
    LOG_LEVEL: options.captureLogs ? 'info' : 'silent',
    ...options.env,
  });
  const { database, url: databaseUrl, drop } = await createTestDatabase();
  const lifecycle = createLifecycle();

  let output = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  const logger = createLogger(config, sink);
  // Built here, so closed here: the app closes only the storage it built itself.
  const storage = options.storage?.(config);

  const app = await buildApp({
    config,
    database,
    lifecycle,
    logger,
    mailInbox: options.mailInbox ?? null,
    jobs: options.jobTimers ? { timers: options.jobTimers } : false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.identity ? { identity: options.identity } : {}),
    ...(storage ? { storage } : {}),
  });
  try {
    if (options.register) await options.register(app);
    await app.ready();
  } catch (error) {
    // A test expecting the app to refuse to start must not leave its database behind.
    await app.close().catch(() => {});
    storage?.close();
    await drop();
    await removeOwnDataDir();
    throw error;
  }

  return {
    app,
    config,
    database,
    databaseUrl,
    lifecycle,
    logText: () => output,
    logs: () =>
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      await app.close();
      storage?.close();
      await drop();
      await removeOwnDataDir();
    },
  };
}
