import { Writable } from 'node:stream';
import { buildApp, type App } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createLifecycle, type Lifecycle } from '../lifecycle.ts';
import { createLogger } from '../logging/logger.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: App;
  config: Config;
  database: Database;
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
}

// No web build unless a test makes one: tests must not depend on whether `npm run build` ran.
const TEST_ENV = { NODE_ENV: 'test', WEB_BUILD_DIR: '/nonexistent/diya-tales-test-web-build' };

/**
 * The real app on a fresh database (see test-database.ts), ready for `app.inject()`.
 * Call `close()` in afterAll.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    ...TEST_ENV,
    LOG_LEVEL: options.captureLogs ? 'info' : 'silent',
    ...options.env,
  });
  const { database, drop } = await createTestDatabase();
  const lifecycle = createLifecycle();

  let output = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      output += String(chunk);
      done();
    },
  });
  const logger = createLogger(config, sink);

  const app = await buildApp({ config, database, lifecycle, logger });
  if (options.register) await options.register(app);
  await app.ready();

  return {
    app,
    config,
    database,
    lifecycle,
    logText: () => output,
    logs: () =>
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      await app.close();
      await drop();
    },
  };
}
