import { ORDER_STATUSES } from '@shop/contracts/order';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ShopGauges } from './metrics.repository.ts';
import { FILM_RENDER_STATES } from '@shop/contracts/film-renders';
import { PREVIEW_STATES } from '@shop/contracts/previews';

// What an operator scrapes at GET /metrics (Prometheus text format, docs/decisions/042). One
// registry per app (never prom-client's global one), so every process and every test app has its
// own. Requests and job passes are counted as they happen, in this process; the shop's state
// (outbox, checkouts, orders) is read from the database when scraped, so it is the same whichever
// process answers.

export type JobOutcome = 'ok' | 'failed';

/** The buckets of orders_by_previews_asked: the session limit is 8 renders a day, most ask for 1 or 2. */
const PREVIEWS_ASKED_BUCKETS = ['0', '1', '2', '3', '4+'] as const;

export interface MetricsService {
  /** One finished request: its route pattern (never the raw URL), method, status and duration. */
  observeRequest(route: string, method: string, statusCode: number, seconds: number): void;
  /** One pass of a background job. */
  observeJobPass(job: string, outcome: JobOutcome, seconds: number): void;
  /** One preview request (docs/decisions/099): a render queued, a preview served from the cache, or refused. */
  observePreview(outcome: 'queued' | 'cached' | 'refused'): void;
  /**
   * One unpaid checkout's reminder (docs/decisions/112), 1st or 2nd: queued by e-mail or WhatsApp,
   * refused by the outbox, or not sent because the photos are gone.
   */
  observeReminder(outcome: 'email' | 'whatsapp' | 'photos_gone' | 'refused', number: 1 | 2): void;
  readonly contentType: string;
  /** The exposition text. */
  render(): Promise<string>;
}

export function createMetricsService({
  readGauges,
}: {
  readGauges: () => Promise<ShopGauges>;
}): MetricsService {
  const registry = new Registry();
  // Process memory (RSS, heap), CPU, event loop lag, handles: prom-client's defaults.
  collectDefaultMetrics({ register: registry });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by route pattern, method and status code.',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and method.',
    labelNames: ['route', 'method'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const jobPasses = new Counter({
    name: 'job_passes_total',
    help: 'Passes of each background job run by this process, by outcome (ok, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'job_pass_duration_seconds',
    help: 'Time a pass of each background job took in this process.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60],
    registers: [registry],
  });

  const previewRequests = new Counter({
    name: 'film_preview_requests_total',
    help: 'Preview requests answered by this process: queued (a new render), cached (the same inputs already rendered or on their way), refused (a limit, or inputs not this browser’s).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const checkoutReminders = new Counter({
    name: 'checkout_reminders_total',
    help: 'Reminders of unpaid checkouts handled by this process, by outcome (email, whatsapp: queued; refused: the outbox refused it; photos_gone: none sent, the photos are no longer kept) and number (1, 2).',
    labelNames: ['outcome', 'number'] as const,
    registers: [registry],
  });

  // The shop's state, read once per scrape (one query) and shared by the gauges below.
  let pending: Promise<ShopGauges> | undefined;
  const gauges = () =>
    (pending ??= readGauges().finally(() => {
      setImmediate(() => (pending = undefined));
    }));
  const stateGauge = (name: string, help: string, pick: (g: ShopGauges) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await gauges()));
      },
    });
  stateGauge('outbox_pending_messages', 'E-mails queued and not yet sent.', (g) => g.outboxPending);
  stateGauge(
    'outbox_oldest_pending_age_seconds',
    'Age of the oldest e-mail not yet sent (0 when none waits).',
    (g) => g.outboxOldestPendingSeconds,
  );
  stateGauge(
    'outbox_failed_messages',
    'E-mails given up on (shown to admins to resend).',
    (g) => g.outboxFailed,
  );
  stateGauge(
    'checkouts_paid_without_order',
    'Checkouts paid at the provider with no order yet (the reconciler turns each into one).',
    (g) => g.paidWithoutOrder,
  );
  stateGauge('orders_overdue', 'Open orders past their due date.', (g) => g.ordersOverdue);
  new Gauge({
    name: 'orders_by_status',
    help: 'Orders by status (pending: open, being made; complete: delivered).',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const { ordersByStatus } = await gauges();
      for (const status of new Set([...ORDER_STATUSES, ...Object.keys(ordersByStatus)]))
        this.set({ status }, ordersByStatus[status] ?? 0);
    },
  });

  // Film renders (docs/decisions/074): by state, the queue's depth and its oldest waiting render.
  new Gauge({
    name: 'film_renders_by_state',
    help: 'Film renders by state (queued, rendering, rendered, failed, superseded).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { rendersByState } = await gauges();
      for (const state of new Set([...FILM_RENDER_STATES, ...Object.keys(rendersByState)]))
        this.set({ state }, rendersByState[state] ?? 0);
    },
  });
  stateGauge(
    'film_render_queue_depth',
    'Film renders waiting for a worker.',
    (g) => g.rendersByState.queued ?? 0,
  );
  stateGauge(
    'film_render_oldest_waiting_seconds',
    'Age of the oldest film render waiting for a worker (0 when none waits).',
    (g) => g.renderOldestQueuedSeconds,
  );

  // Previews (docs/decisions/099), from the database whichever process rendered them: rendered and
  // kept (24 h), failed, waiting; and the previews orders were placed with.
  new Gauge({
    name: 'film_previews_by_state',
    help: 'Previews kept (deleted 24 h after last asked for), by state (queued, rendering, rendered, failed).',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      const { previewsByState } = await gauges();
      for (const state of new Set([...PREVIEW_STATES, ...Object.keys(previewsByState)]))
        this.set({ state }, previewsByState[state] ?? 0);
    },
  });

  // Previews per order (docs/decisions/103): how many previews each order's parent asked for before
  // paying (their upload session's, counted when the checkout started), from the database like the
  // orders' gauges; the buckets hold every order since it was counted.
  new Gauge({
    name: 'orders_by_previews_asked',
    help: 'Orders by how many previews their parent asked for before paying (0, 1, 2, 3, 4+).',
    labelNames: ['previews'] as const,
    registers: [registry],
    async collect() {
      const { ordersByPreviewsAsked } = await gauges();
      for (const previews of PREVIEWS_ASKED_BUCKETS)
        this.set({ previews }, ordersByPreviewsAsked[previews] ?? 0);
    },
  });

  return {
    observeReminder(outcome, number) {
      checkoutReminders.inc({ outcome, number: String(number) });
    },
    observePreview(outcome) {
      previewRequests.inc({ outcome });
    },
    observeRequest(route, method, statusCode, seconds) {
      requests.inc({ route, method, status_code: String(statusCode) });
      latency.observe({ route, method }, seconds);
    },
    observeJobPass(job, outcome, seconds) {
      jobPasses.inc({ job, outcome });
      jobDuration.observe({ job }, seconds);
    },
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
}
