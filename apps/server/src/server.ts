import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startIdentity } from './wiring/start-identity.ts';
import { startMailTransport } from './wiring/mail-transport.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { createLifecycle } from './lifecycle.ts';
import { createLogger } from './logging/logger.ts';
import { renderQueueFor } from './modules/studio/render-queue.repository.ts';

// `npm start` / `npm run serve`: config → database → migrations → mail → sign-in provider → app →
// listen, and a graceful stop on SIGINT (Ctrl-C) or SIGTERM (orchestrators). The app runs its own
// background jobs (outbox worker, payments reconciler, uploads sweeper: plugins/jobs.ts).

const config = loadConfigOrExit();
const logger = createLogger(config);
let stopping = false;

try {
  const database = await createDatabase(config.database, {
    // A restart of Postgres ends every connection; the pool opens new ones once it is back.
    onConnectionLost: (error) =>
      logger.warn({ reason: error.message }, 'A database connection was lost; new ones are opened as needed'),
  });
  await migrateDatabase(database);
  // SMTP relay (SMTP_URL), or the local catcher whose inbox the app serves at /dev/mail.
  const mail = await startMailTransport(config.mail, logger);
  // Google (GOOGLE_CLIENT_ID / SECRET), or the local test provider on 127.0.0.1:DEV_IDP_PORT.
  const signIn = await startIdentity(config, logger);
  const lifecycle = createLifecycle();
  // Film renders (docs/decisions/074): with the embedded database this process works them too (it
  // alone may open the database; each render runs in a child process); with Postgres, one
  // `npm run worker` process is started beside it. RENDER_WORKERS=0: none (workers run elsewhere).
  const workHere = config.renders.workersInServer > 0 && config.database.driver === 'pglite';
  const renderQueue = renderQueueFor(config, database, logger, workHere);
  const renderWorkerProcess =
    config.renders.workersInServer > 0 && config.database.driver === 'postgres'
      ? fork(fileURLToPath(new URL('./render-worker.ts', import.meta.url)), [], {
          execArgv: ['--import', 'tsx'],
        })
      : null;
  renderWorkerProcess?.on('exit', (code, signal) => {
    if (!stopping)
      logger.error({ code, signal }, 'The render worker stopped; renders wait for another worker');
  });
  const app = await buildApp({
    renderQueue,
    renderWorker: workHere,
    config,
    database,
    lifecycle,
    logger,
    mailInbox: mail.catcher?.store ?? null,
    mailer: mail.mailer,
    identity: signIn.identity,
  });

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'Second signal: exiting now without waiting');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'Shutting down: finishing in-flight requests');
    // A request that never ends must not keep the process alive past the deadline.
    setTimeout(() => {
      logger.error(
        `Shutdown took longer than ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS); exiting anyway`,
      );
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      lifecycle.beginShutdown(); // /readyz answers 503 from now on
      // Stops accepting, waits for in-flight requests, then for the background jobs' passes in
      // flight (the e-mail being sent, a reconciler pass, a sweep); unsent e-mail stays queued.
      await app.close();
      renderWorkerProcess?.kill('SIGTERM');
      await mail.close();
      await signIn.close();
      await database.close();
      logger.info('Stopped cleanly');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'Error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://${localHostName(config.host)}:${port}`;
  logger.info(
    { url, siteUrl: config.siteUrl, database: config.database.driver },
    `Diya Tales is running at ${url}`,
  );
  if (mail.catcher) {
    const inbox = `${url}/dev/mail`;
    const message = `E-mail is not delivered (SMTP_URL is not set): every message is caught locally; open ${inbox}`;
    if (config.nodeEnv === 'production') logger.warn({ inbox }, message);
    else logger.info({ inbox }, message);
  }
  if (config.messaging.transport.driver === 'catcher') {
    const messages = `${url}/dev/messages`;
    logger.info(
      { inbox: messages },
      `WhatsApp is not sent (WHATSAPP_TOKEN is not set): every update is caught locally; open ${messages}`,
    );
  }
} catch (error) {
  const { code, port } = error as NodeJS.ErrnoException & { port?: number };
  if (
    code === 'EADDRINUSE' &&
    config.mail.transport.driver === 'catcher' &&
    port === config.mail.transport.port &&
    port !== config.port
  ) {
    logger.fatal(
      `Port ${port} (the local mail catcher) is already in use. Stop the other server, or set MAIL_CATCHER_PORT to a free port (or SMTP_URL to a real relay).`,
    );
  } else if (code === 'EADDRINUSE') {
    logger.fatal(`Port ${config.port} is already in use. Stop the other server or set PORT to a free port.`);
  } else {
    logger.fatal({ err: error }, 'The server could not start');
  }
  process.exit(1);
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    // No logger yet: its level comes from this very configuration.
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

// 0.0.0.0 / :: listen on every interface; a person opens localhost.
function localHostName(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
