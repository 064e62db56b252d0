import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createContentSecurityPolicy } from './http/content-security-policy.ts';
import {
  zodSerializerCompiler,
  zodValidatorCompiler,
  type ZodTypeProvider,
} from './http/zod-type-provider.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { createLogger } from './logging/logger.ts';
import { RequestLogController } from './logging/request-log-controller.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { loadWebBuild } from './modules/web/web-build.ts';
import { createWebService } from './modules/web/web.service.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { compression } from './plugins/compression.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { rateLimiting } from './plugins/rate-limit.ts';
import { securityHeaders } from './plugins/security-headers.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Shared with server.ts, which begins shutdown; defaults to a fresh one. */
  lifecycle?: Lifecycle;
  /** Defaults to the process logger built from config (tests pass one writing to a buffer). */
  logger?: FastifyBaseLogger;
}

/**
 * The whole HTTP application, every part registered here in order (no autoloading), so this file
 * is the map of the server. Not listening yet: server.ts listens, tests use app.inject().
 */
export async function buildApp({ config, database, lifecycle = createLifecycle(), logger }: AppDependencies) {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    logController: new RequestLogController(),
    trustProxy: config.trustProxy,
    // Behind a proxy its request id ties our log lines to its own; otherwise we make one.
    requestIdHeader: config.trustProxy ? 'x-request-id' : false,
    genReqId: () => randomUUID(),
    // JSON bodies only; uploads stream through their own module with their own limits.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // The moment shutdown begins, readiness fails, before the listener stops.
  app.addHook('preClose', async () => lifecycle.beginShutdown());

  const csp = createContentSecurityPolicy(config);
  const initialWebBuild = await loadWebBuild(config.webBuildDir);
  if (!initialWebBuild) {
    app.log.error(
      { webBuildDir: config.webBuildDir },
      'No web app build found. Run `npm run build` (or `npm start`, which builds first); until it exists only the API is served.',
    );
  }
  const web = createWebService({
    root: config.webBuildDir,
    initial: initialWebBuild,
    onReload: (build) =>
      app.log.info(
        { webBuildDir: config.webBuildDir, found: build !== null },
        'The web app build changed on disk; serving the new one',
      ),
  });

  // Cross-cutting plugins first: they apply to every route registered after them.
  await app.register(errorHandler);
  await app.register(securityHeaders, { config, csp });
  await app.register(compression);
  await app.register(rateLimiting);

  // Modules. Each gets its services here, built from the dependencies above.
  await app.register(healthRoutes, {
    health: createHealthService({ pingDatabase: database.ping, isShuttingDown: lifecycle.isShuttingDown }),
  });

  // Last: the web app answers the GET/HEAD paths no module claimed.
  await app.register(webRoutes, { web, csp });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
