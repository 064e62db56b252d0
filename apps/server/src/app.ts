import { createHmac } from 'node:crypto';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { identityFromConfig } from './adapters/identity/identity-from-config.ts';
import type { IdentityProvider } from './adapters/identity/identity-provider.ts';
import { isLocalDiskStorage } from './adapters/storage/local-disk-storage.ts';
import type { ObjectStorage } from './adapters/storage/object-storage.ts';
import { storageFromConfig } from './adapters/storage/storage-from-config.ts';
import type { Config } from './config.ts';
import { composeModules } from './compose.ts';
import type { Database } from './db/client.ts';
import { createContentSecurityPolicy } from './http/content-security-policy.ts';
import { proxyTrust, requestIdGenerator } from './http/trusted-proxies.ts';
import {
  zodSerializerCompiler,
  zodValidatorCompiler,
  type ZodTypeProvider,
} from './http/zod-type-provider.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { createLogger } from './logging/logger.ts';
import { RequestLogController } from './logging/request-log-controller.ts';
import type { CaughtMailStore } from './stand-ins/mail/caught-mail-store.ts';
import { mailDomain } from './wiring/mail-transport.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { CaughtMessageStore } from './stand-ins/messaging/message-catcher.ts';
import { messengerFromConfig } from './wiring/messenger-from-config.ts';
import type { Messenger } from './adapters/messaging/messenger.ts';
import type { Job, JobTimers } from './jobs/job-runner.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { loadOrCreateTokenSecret } from './modules/auth/token-secret.ts';
import { childDataRoutes } from './modules/child-data/child-data.routes.ts';
import { retentionJob } from './modules/child-data/retention-job.ts';
import { docsRoutes } from './modules/docs/docs.routes.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createStorageProbe } from './modules/health/storage-probe.ts';
import { emailRecipientsRoutes } from './modules/mail/email-recipients.routes.ts';
import { createEmailRecipientsService } from './modules/mail/email-recipients.service.ts';
import { failedMailRoutes } from './modules/mail/failed-mail.routes.ts';
import { createFailedMailService } from './modules/mail/failed-mail.service.ts';
import { mailInboxRoutes } from './stand-ins/mail/mail-inbox.routes.ts';
import { messageInboxRoutes } from './stand-ins/mail/message-inbox.routes.ts';
import { createTestClock, testClockRoutes } from './stand-ins/clock/test-clock.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { releaseJob } from './modules/videos/release-job.ts';
import { outboxJob } from './modules/mail/outbox-worker.ts';
import { createOutboxDelivery } from './modules/mail/outbox.service.ts';
import { testModeMailer } from './modules/mail/test-mode-mailer.ts';
import { narrationRoutes } from './modules/narration/narration.routes.ts';
import { promotionsRoutes } from './modules/promotions/promotions.routes.ts';
import { orderCreationRoutes } from './modules/payments/order-creation.routes.ts';
import { orderStudioRoutes } from './modules/studio/studio.routes.ts';
import { renderQueueFor, type RenderQueue } from './modules/studio/render-queue.repository.ts';
import { rendersRoutes } from './modules/studio/renders.routes.ts';
import { renderQueueRoutes } from './modules/studio/render-queue.routes.ts';
import { renderWorkerFor } from './render-workers.ts';
import { orderMailAttachments } from './modules/orders/orders.service.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { paymentWebhooksRoutes } from './modules/payments/payment-webhooks.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentsReconcilerJob } from './modules/payments/reconciler.service.ts';
import { checkoutRemindersJob } from './modules/payments/checkout-reminders.service.ts';
import { checkoutRemindersRoutes } from './modules/payments/checkout-reminders.routes.ts';
import { checkoutRemindersDevRoutes } from './stand-ins/reminders/checkout-reminders-dev.routes.ts';
import { funnelRoutes } from './modules/funnel/funnel.routes.ts';
import { sandboxPaymentsRoutes } from './stand-ins/payments/sandbox-payments.routes.ts';
import { videosRoutes } from './modules/videos/videos.routes.ts';
import { createStorageLinksService } from './modules/storage/storage.service.ts';
import { storageRoutes } from './modules/storage/storage.routes.ts';
import { uploadSweepJob } from './modules/uploads/upload-sweeper.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { previewsRoutes } from './modules/previews/previews.routes.ts';
import { familyLinksRoutes } from './modules/family-links/family-links.routes.ts';
import { giftsJob, giftsRoutes } from './modules/gifts/index.ts';
import { keepsakesRoutes } from './modules/keepsakes/keepsakes.routes.ts';
import { reviewRequestsJob, reviewsRoutes } from './modules/reviews/index.ts';
import { loadWebBuild } from './modules/web/web-build.ts';
import { createWebService } from './modules/web/web.service.ts';
import { webRoutes } from './modules/web/web.routes.ts';
import { createMetricsRepository } from './modules/metrics/metrics.repository.ts';
import { createMetricsService } from './modules/metrics/metrics.service.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { requestMetrics } from './plugins/request-metrics.ts';
import { accessControl } from './plugins/access-control.ts';
import { compression } from './plugins/compression.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { backgroundJobs } from './plugins/jobs.ts';
import { rateLimiting } from './plugins/rate-limit.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { testModeBanner, withTestModeBanner } from './plugins/test-mode-banner.ts';

export interface AppDependencies {
  config: Config;
  database: Database;
  /** Shared with server.ts, which begins shutdown; defaults to a fresh one. */
  lifecycle?: Lifecycle;
  /** Defaults to the process logger built from config (tests pass one writing to a buffer). */
  logger?: FastifyBaseLogger;
  /** The local mail catcher's inbox, served at /dev/mail; absent with a real SMTP relay (SMTP_URL). */
  mailInbox?: CaughtMailStore | null;
  /**
   * Who signs people in. Defaults to Google, or the local test provider on DEV_IDP_PORT, from
   * config; server.ts passes the running local provider's, tests may pass their own.
   */
  identity?: IdentityProvider;
  /** Object storage (S3 or the local disk). Defaults to the one config describes. */
  storage?: ObjectStorage;
  /** Sends the outbox's e-mail (SMTP relay or the local catcher); without one no outbox worker runs. */
  mailer?: Mailer;
  /**
   * Sends the outbox's WhatsApp updates, and the local catcher's inbox at /dev/messages (null with
   * the Cloud API). Defaults to the ones config describes (WHATSAPP_*).
   */
  messaging?: { messenger: Messenger; inbox: CaughtMessageStore | null };
  /**
   * The background jobs (outbox worker, payments reconciler, uploads sweeper) run from app.ready()
   * to app.close() on real timers, or on the given ones; `false` (tests): not at all, a test runs a
   * pass itself.
   */
  jobs?: false | { timers?: JobTimers };
  /**
   * The film renders' queue (pg-boss on this database). Default: one that only queues (renders are
   * worked by `npm run worker`, or by the worker server.ts runs beside the app).
   */
  renderQueue?: RenderQueue;
  /**
   * Works renders in this process too (the embedded database, which only this process may open):
   * the queue must be made with `worker: true`; each render still runs in a child process.
   */
  renderWorker?: boolean;
  /**
   * "Now" for chosen delivery days (docs/decisions/114). Default: the system's, or with TEST_CLOCK
   * the stand-in test clock that /dev/clock moves.
   */
  clock?: Clock;
}

/**
 * The whole HTTP application, every part registered here in order (no autoloading), so this file
 * is the map of the server. Not listening yet: server.ts listens, tests use app.inject().
 */
export async function buildApp({
  config,
  database,
  lifecycle = createLifecycle(),
  logger,
  mailInbox = null,
  identity,
  storage: givenStorage,
  mailer,
  messaging = messengerFromConfig(config.messaging),
  jobs = {},
  renderQueue: givenRenderQueue,
  renderWorker = false,
  clock: givenClock,
}: AppDependencies) {
  // Client IP (and so every rate limit), protocol, host and request id come from forwarding
  // headers only when a proxy we trust sent them (TRUST_PROXY, docs/decisions/020).
  const trustProxy = proxyTrust(config.trustProxy);
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    logController: new RequestLogController(),
    trustProxy,
    requestIdHeader: false,
    genReqId: requestIdGenerator(trustProxy),
    // JSON bodies only; uploads stream through their own module with their own limits.
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  // The moment shutdown begins, readiness fails, before the listener stops.
  app.addHook('preClose', async () => lifecycle.beginShutdown());

  const csp = createContentSecurityPolicy(config);
  // A sandbox shop in production says TEST MODE on every page: put in once, as each build is loaded.
  const loadBuild = (root: string) =>
    loadWebBuild(root, config.payments.testMode ? { transformHtml: withTestModeBanner } : {});
  const initialWebBuild = await loadBuild(config.webBuildDir);
  if (!initialWebBuild) {
    app.log.error(
      { webBuildDir: config.webBuildDir },
      'No web app build found. Run `npm run build` (or `npm start`, which builds first); until it exists only the API is served.',
    );
  }
  const web = createWebService({
    root: config.webBuildDir,
    initial: initialWebBuild,
    load: loadBuild,
    onReload: (build) =>
      app.log.info(
        { webBuildDir: config.webBuildDir, found: build !== null },
        'The web app build changed on disk; serving the new one',
      ),
  });

  // Cross-cutting plugins first: they apply to every route registered after them.
  await app.register(errorHandler);
  // Counted for GET /metrics: every request by route pattern, every job pass, the shop's state.
  const metrics = createMetricsService({ readGauges: createMetricsRepository(database.db).gauges });
  await app.register(requestMetrics, { metrics });
  await app.register(securityHeaders, { config, csp });
  // ... and on the pages the server makes itself (storage link pages); before compression, which
  // must see the page with its banner.
  if (config.payments.testMode) await app.register(testModeBanner);
  await app.register(compression);
  await app.register(rateLimiting, { perMinute: config.rateLimitPerMinute });

  // Who may call what: before every module, so it sees (and checks) every route.
  const tokenSecret = config.authTokenSecret ?? (await loadOrCreateTokenSecret(config.dataDir));
  const auth = createAuthService({
    db: database.db,
    identity: identity ?? identityFromConfig(config),
    tokens: { secret: tokenSecret, issuer: config.siteUrl, ttlSeconds: config.authTokenTtlSeconds },
    adminEmails: config.adminEmails,
  });
  // An address removed from ADMIN_EMAILS loses admin now, not at its owner's next sign-in.
  const demoted = await auth.demoteRemovedAdmins();
  if (demoted > 0) app.log.warn({ demoted }, 'Admins not in ADMIN_EMAILS are users from now on');
  await app.register(accessControl, { authenticate: auth.authenticate });

  // Modules. Each gets its services here, built from the dependencies above.
  const storage = givenStorage ?? storageFromConfig(config);
  if (!givenStorage) app.addHook('onClose', async () => storage.close());
  await app.register(healthRoutes, {
    health: createHealthService({
      pingDatabase: database.ping,
      probeStorage: createStorageProbe({ storage, log: app.log }),
      isShuttingDown: lifecycle.isShuttingDown,
    }),
  });
  await app.register(authRoutes, {
    auth,
    siteUrl: config.siteUrl,
    // Its own key, derived from the token secret, so neither can stand in for the other.
    cookieSecret: createHmac('sha256', tokenSecret).update('diya-tales sign-in cookie').digest('base64url'),
  });
  // The business modules (compose.ts: bottom up, each through the others' doors).
  const renderQueue = givenRenderQueue ?? renderQueueFor(config, database, app.log, false);
  // A test run's clock, moved by its journeys (TEST_CLOCK; refused on a public production shop).
  const testClock = !givenClock && config.scheduledDeliveries.testClock ? createTestClock() : null;
  const clock = givenClock ?? testClock ?? systemClock;
  app.addHook('onClose', async () => renderQueue.stop());
  const {
    funnel,
    orders,
    orderStatus,
    findMyOrder,
    uploads,
    voiceClips,
    videos,
    payments,
    childData,
    studio,
    renders,
    previews,
    narration,
    promotions,
    renderQueueStatus,
    familyLinks,
    gifts,
    keepsakes,
    reviews,
  } = await composeModules({
    config,
    db: database.db,
    storage,
    log: app.log,
    serverAddress: () => app.server.address(),
    renderQueue,
    observePreview: (outcome) => metrics.observePreview(outcome),
    clock,
    observeReminder: (outcome, number) => metrics.observeReminder(outcome, number),
  });
  app.addHook('onClose', async () => payments.close());
  await app.register(childDataRoutes, { childData });
  await app.register(ordersRoutes, { orders, orderStatus, findMyOrder, adminDetails: studio });
  await app.register(orderStudioRoutes, { studio });
  await app.register(rendersRoutes, { renders });
  await app.register(narrationRoutes, { narration });
  await app.register(promotionsRoutes, { promotions });
  await app.register(renderQueueRoutes, { renderQueue: renderQueueStatus });
  if (renderWorker) {
    const worker = renderWorkerFor({
      config,
      db: database.db,
      storage,
      queue: renderQueue,
      modules: { orders, uploads, previews, narration, videos, gifts },
      log: app.log.child({ process: 'render-worker' }),
    });
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  }
  await app.register(videosRoutes, { videos });
  await app.register(uploadsRoutes, { uploads, voiceClips, siteUrl: config.siteUrl });
  await app.register(previewsRoutes, { previews });
  await app.register(keepsakesRoutes, { keepsakes });
  await app.register(reviewsRoutes, { reviews });
  await app.register(familyLinksRoutes, {
    familyLinks,
    siteUrl: config.siteUrl,
    // The web app's shell for the link's page (its card goes into the head).
    shell: async (path) => {
      const answer = await web.answer(path);
      if (answer.kind !== 'file' || !answer.body || !answer.scriptHashes) return null;
      return { html: answer.body.identity.toString('utf8'), csp: csp.header(answer.scriptHashes) };
    },
  });
  await app.register(paymentsRoutes, { payments });
  await app.register(giftsRoutes, { gifts });
  await app.register(paymentWebhooksRoutes, { payments });
  if (payments.sandbox) await app.register(sandboxPaymentsRoutes, { sandbox: payments.sandbox });
  await app.register(orderCreationRoutes, { confirmation: payments.confirmation });
  await app.register(checkoutRemindersRoutes, { reminders: payments.reminders, siteUrl: config.siteUrl });
  // Only beside the local mail catcher: a shop sending real mail has no way to hurry its reminders.
  await app.register(checkoutRemindersDevRoutes, {
    reminders: payments.reminders,
    active: Boolean(mailInbox),
  });
  await app.register(funnelRoutes, { funnel });
  // S3 serves its own presigned URLs; the local disk's are served here.
  if (isLocalDiskStorage(storage))
    await app.register(storageRoutes, {
      links: createStorageLinksService({ storage, uploads }),
      fonts: () => ({
        display: web.assetPath('assets/baloo-2-latin-core-'),
        text: web.assetPath('assets/nunito-latin-core-'),
        devanagari: web.assetPath('assets/baloo-2-devanagari-core-'),
      }),
    });

  // E-mail is sent by the outbox worker (a background job, below), not by requests; these only manage and show it.
  await app.register(emailRecipientsRoutes, {
    recipients: createEmailRecipientsService({ db: database.db }),
  });
  await app.register(failedMailRoutes, { failedMail: createFailedMailService({ db: database.db }) });
  await app.register(mailInboxRoutes, { inbox: mailInbox });
  await app.register(messageInboxRoutes, { inbox: messaging.inbox });
  await app.register(testClockRoutes, { clock: testClock });
  await app.register(metricsRoutes, { metrics, token: config.metricsToken });
  await app.register(docsRoutes, { siteUrl: config.siteUrl, page: config.nodeEnv !== 'production' });

  // Last: the web app answers the GET/HEAD paths no module claimed.
  await app.register(webRoutes, { web, csp });

  // Background jobs, in every process (each job's claim keeps the processes apart); a later job is
  // one more entry here.
  if (jobs) {
    const backgroundJobList: Job[] = [
      paymentsReconcilerJob(payments.reconciler, config.payments.reconcileIntervalMs),
      uploadSweepJob({
        sweep: async () => ({
          ...(await uploads.sweep()),
          voiceClips: await voiceClips.sweep(),
          previews: await previews.sweep(),
        }),
        logger: app.log,
      }),
      retentionJob({ childData, logger: app.log }),
      releaseJob({ videos, intervalMs: config.scheduledDeliveries.releaseIntervalMs }),
      checkoutRemindersJob(payments.reminders, app.log),
      giftsJob(gifts, app.log),
      reviewRequestsJob(reviews, app.log),
    ];
    if (mailer) {
      const delivery = createOutboxDelivery({
        db: database.db,
        // A sandbox shop in production says TEST MODE in every e-mail (PAYMENTS_SANDBOX=true).
        mailer: config.payments.testMode ? testModeMailer(mailer) : mailer,
        logger: app.log,
        messageIdDomain: mailDomain(config.mail.from),
        // The order confirmation's receipt PDF, rendered when it is sent.
        attachments: orderMailAttachments(orders),
        // WhatsApp updates go through the same outbox: same lanes, retries and claim (docs/decisions/049).
        messaging: {
          messenger: messaging.messenger,
          templates: config.messaging.templates,
          languageCodes: config.messaging.languageCodes,
        },
      });
      backgroundJobList.push(outboxJob({ delivery }));
    }
    await app.register(backgroundJobs, {
      jobs: backgroundJobList,
      ...jobs,
      onPass: (job, outcome, seconds) => metrics.observeJobPass(job, outcome, seconds),
    });
  }

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
