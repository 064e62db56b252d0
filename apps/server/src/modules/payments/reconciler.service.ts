import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateways } from '../../wiring/payment-gateways.ts';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../jobs/job-runner.ts';
import type { CreateOrderFromPaidCheckout } from './checkout-to-order.service.ts';
import { createCheckoutsRepository, type CheckoutRow } from './checkouts.repository.ts';
import { gatewayFor, paidAsAsked } from './payment-checks.ts';

// The safety net under webhooks and the browser (docs/architecture.md#checkout): every RECONCILE_INTERVAL_MS (a job of
// the app's job runner) it asks the providers about checkouts that have no order yet — paid ones, and
// open ones older than two minutes — and creates the order for those that were paid. That covers a
// server stopped between payment and order, a lost webhook and a closed tab. Safe in every process at
// once: the claim skips rows another process holds and pushes each checked row back by its backoff.

export interface ReconcileResult {
  checked: number;
  ordersCreated: number;
  errors: number;
}

export interface PaymentsReconciler {
  /** One pass over the due checkouts; a call during a pass gets that pass. */
  runOnce(): Promise<ReconcileResult>;
}

export const RECONCILE_DEFAULTS = {
  batchSize: 20,
  /** After this, an unpaid checkout is abandoned: nobody pays a PaymentIntent days later. */
  maxAgeMs: 3 * 24 * 3600_000,
  /** 2 min, 4, 8 … between checks of one checkout, at most 6 h. */
  firstBackoffMs: 2 * 60_000,
  maxBackoffMs: 6 * 3600_000,
} as const;

export function createPaymentsReconciler({
  db,
  gateways,
  createOrder,
  log,
}: {
  db: Db;
  gateways: PaymentGateways;
  createOrder: CreateOrderFromPaidCheckout;
  log: FastifyBaseLogger;
}): PaymentsReconciler {
  const checkouts = createCheckoutsRepository(db);
  let running: Promise<ReconcileResult> | undefined;

  async function reconcile(checkout: CheckoutRow): Promise<boolean> {
    const gateway = gatewayFor(gateways, checkout.provider);
    if (!gateway) {
      log.warn(
        { checkoutId: checkout.id, provider: checkout.provider },
        'Reconciler: the provider of this checkout is not configured; skipped',
      );
      return false;
    }
    const status = await gateway.fetchStatus(checkout.paymentReference);
    if (status.state === 'failed') {
      await checkouts.markFailed(checkout.id);
      return false;
    }
    if (status.state !== 'paid') return false;
    if (!paidAsAsked(checkout, status)) {
      log.error(
        {
          checkoutId: checkout.id,
          expected: [checkout.amountMinor, checkout.currency],
          paid: [status.amountMinor, status.currency],
        },
        'Reconciler: the amount paid does not match the checkout; no order created',
      );
      return false;
    }
    const { created } = await createOrder(checkout.id, { paymentId: status.paymentId });
    if (created)
      log.warn(
        { checkoutId: checkout.id, orderNumber: checkout.paymentReference },
        'Reconciler created an order no webhook or browser had reported',
      );
    return created;
  }

  async function pass(): Promise<ReconcileResult> {
    const result: ReconcileResult = { checked: 0, ordersCreated: 0, errors: 0 };
    const { batchSize, ...timing } = RECONCILE_DEFAULTS;
    const due = await checkouts.claimToReconcile({ limit: batchSize, ...timing });
    for (const checkout of due) {
      result.checked++;
      try {
        if (await reconcile(checkout)) result.ordersCreated++;
      } catch (error) {
        // One provider hiccup must not stop the others; this checkout comes round again after its backoff.
        result.errors++;
        log.error({ err: error, checkoutId: checkout.id }, 'Reconciler could not check a checkout');
      }
    }
    return result;
  }

  const runOnce = () => (running ??= pass().finally(() => (running = undefined)));
  return { runOnce };
}

export function paymentsReconcilerJob(reconciler: PaymentsReconciler, intervalMs: number): Job {
  return {
    name: 'payments reconciler',
    intervalMs,
    run: async () => {
      await reconciler.runOnce();
    },
  };
}
