import { PAYMENT_ENDPOINTS, type PaymentsConfigResponse } from '@shop/contracts/checkout';
import type { FastifyBaseLogger } from 'fastify';
import type { AddressInfo } from 'node:net';
import { createLoopbackWebhookSender } from '../../stand-ins/payments/loopback-webhook-sender.ts';
import type { RefundRequest, RefundResult } from '../../adapters/payments/payment-gateway.ts';
import { createPaymentGateways, type PaymentGateways } from '../../wiring/payment-gateways.ts';
import { loadOrCreateSecret } from '../../secrets/persisted-secret.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FunnelService } from '../funnel/index.ts';
import type { MailService } from '../mail/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { PreviewsService } from '../previews/index.ts';
import type { PromotionsService } from '../promotions/index.ts';
import type { UploadsService, VoiceClipsService } from '../uploads/index.ts';
import { createCheckoutService, type CheckoutService } from './checkout.service.ts';
import { createCheckoutsRepository } from './checkouts.repository.ts';
import { createCheckoutReminderLinks } from './checkout-reminder-links.ts';
import {
  createCheckoutRemindersService,
  type CheckoutRemindersService,
  type ReminderOutcome,
} from './checkout-reminders.service.ts';
import { createCheckoutToOrder } from './checkout-to-order.service.ts';
import {
  createPaymentConfirmationService,
  type PaymentConfirmationService,
} from './payment-confirmation.service.ts';
import { createPaymentsReconciler, type PaymentsReconciler } from './reconciler.service.ts';
import { createSandboxLedgerRepository } from '../../stand-ins/payments/sandbox-ledger.repository.ts';
import { createSandboxService, type SandboxService } from '../../stand-ins/payments/sandbox.service.ts';
import { createWebhooksService, type WebhooksService } from './webhooks.service.ts';

// The payments module, assembled once per app: the two gateways chosen from the configuration,
// and the services the routes, the reconciler (a job of the app's job runner) and the tests use.
// Orders are made by the orders module, through its service.

// Where the providers deliver their webhooks (configure these URLs in the Stripe and Razorpay
// dashboards, on SITE_URL). The sandboxes deliver theirs to the same endpoints.
const PAYMENT_WEBHOOK_PATHS = {
  card: PAYMENT_ENDPOINTS.stripeWebhook.path,
  india: PAYMENT_ENDPOINTS.razorpayWebhook.path,
} as const;

export interface PaymentsModule {
  gateways: PaymentGateways;
  checkout: CheckoutService;
  confirmation: PaymentConfirmationService;
  webhooks: WebhooksService;
  /** null when both real providers are configured. */
  sandbox: SandboxService | null;
  reconciler: PaymentsReconciler;
  /** Unpaid checkouts' reminders, their links and the stop (docs/decisions/112). */
  reminders: CheckoutRemindersService;
  publicConfig: PaymentsConfigResponse;
  /**
   * Refunds through the gateway that took the payment (`provider` as stored on the order); throws
   * when that provider is not configured now or refuses (docs/decisions/033).
   */
  refund(provider: string, request: RefundRequest): Promise<RefundResult>;
  /** The parent's phone (with dial code) and whether they opted in to updates, from the order's checkout. */
  contactOfOrder(
    orderId: string,
  ): Promise<{ phone: string | null; updatesOptedIn: boolean; paymentId: string | null }>;
  /** Stops the sandbox's webhook deliveries. */
  close(): Promise<void>;
}

export interface PaymentsModuleDependencies {
  config: Pick<Config, 'payments' | 'dataDir' | 'siteUrl' | 'nodeEnv' | 'invoices' | 'photoRetention'>;
  db: Db;
  log: FastifyBaseLogger;
  /** Creates the order of a paid checkout. */
  orders: OrdersService;
  /** The checkout's checks of the photos and clip it names. */
  uploads: Pick<
    UploadsService,
    'checkPhotosClaimable' | 'framePhotos' | 'photoHold' | 'handOverCheckoutUploads'
  >;
  voiceClips: Pick<VoiceClipsService, 'checkClaimable'>;
  /** The preview the parent approved (docs/decisions/099), kept with the checkout when it is of its inputs. */
  previews?: Pick<PreviewsService, 'approvedFor' | 'askedBy'>;
  /** The price a checkout gets with a code or an automatic campaign (docs/decisions/108). */
  promotions?: Pick<PromotionsService, 'quote' | 'confirm'>;
  /** The server's own listening address (the sandbox posts its webhooks there); null until it listens. */
  serverAddress: () => AddressInfo | string | null;
  /** "Now" for a chosen delivery day (docs/decisions/114). */
  clock?: Clock;
  /** The reminders of unpaid checkouts are queued through the outbox. */
  mail: Pick<MailService, 'enqueue' | 'enqueueWhatsApp'>;
  /** Counts "payment started" for the funnel (docs/decisions/111). */
  funnel?: Pick<FunnelService, 'countIn'>;
  /** Signs the reminders' links (derived from the order-link secret in compose.ts). */
  reminderLinkSecret: string | Buffer;
  /** Counts reminders for GET /metrics. */
  observeReminder?: (outcome: ReminderOutcome, number: 1 | 2) => void;
}

export async function createPaymentsModule({
  config,
  db,
  log,
  orders,
  uploads,
  previews,
  promotions,
  voiceClips,
  serverAddress,
  clock,
  mail,
  funnel,
  reminderLinkSecret,
  observeReminder,
}: PaymentsModuleDependencies): Promise<PaymentsModule> {
  const { payments } = config;
  const sandboxSecret =
    payments.sandboxSecret ??
    (await loadOrCreateSecret(config.dataDir, 'payments-sandbox-secret', 'PAYMENTS_SANDBOX_SECRET'));

  const sender = createLoopbackWebhookSender({ address: serverAddress, log });
  const gateways = createPaymentGateways({
    stripe: payments.stripe,
    razorpay: payments.razorpay,
    sandboxSecret,
    sandboxLedger: createSandboxLedgerRepository(db),
    sendSandboxWebhook: sender.send,
    webhookPaths: PAYMENT_WEBHOOK_PATHS,
  });
  if (config.nodeEnv === 'production' && (gateways.sandboxCard || gateways.sandboxUpi)) {
    log.warn(
      { card: gateways.card.provider, india: gateways.india.provider },
      'Payments run in TEST MODE (sandbox): no real money is taken. Set the STRIPE_* and RAZORPAY_* variables to take real payments.',
    );
  }

  const createOrder = createCheckoutToOrder({ db, orders });
  const reconciler = createPaymentsReconciler({
    db,
    gateways,
    createOrder,
    log,
  });

  return {
    gateways,
    checkout: createCheckoutService({
      db,
      gateways,
      uploads,
      voiceClips,
      ...(previews ? { previews } : {}),
      ...(funnel ? { funnel } : {}),
      ...(promotions ? { promotions } : {}),
      photoRetention: config.photoRetention,
      ...(clock ? { clock } : {}),
      log,
    }),
    confirmation: createPaymentConfirmationService({ db, gateways, orders, createOrder, log }),
    webhooks: createWebhooksService({ db, gateways, createOrder, log }),
    sandbox: createSandboxService(gateways),
    reconciler,
    reminders: createCheckoutRemindersService({
      db,
      mail,
      uploads,
      links: createCheckoutReminderLinks({ secret: reminderLinkSecret, siteUrl: config.siteUrl }),
      log,
      ...(observeReminder ? { observe: observeReminder } : {}),
    }),
    publicConfig: {
      card: {
        provider: gateways.card.provider === 'stripe' ? 'stripe' : 'sandbox-card',
        testMode: gateways.card.testMode,
        ...(gateways.cardPublishableKey ? { publishableKey: gateways.cardPublishableKey } : {}),
      },
      india: {
        provider: gateways.india.provider === 'razorpay' ? 'razorpay' : 'sandbox-upi',
        testMode: gateways.india.testMode,
        keyId: gateways.indiaKeyId,
      },
      // The price box's "Tax number" line: the GSTIN the invoices carry, or no line at all.
      taxNumber: config.invoices.seller.gstin,
      // N and M for the order form's consent text (docs/decisions/046).
      photoRetention: config.photoRetention,
    },
    async refund(provider, request) {
      const gateway = [gateways.card, gateways.india].find((candidate) => candidate.provider === provider);
      if (!gateway)
        throw new Error(`Payments by ${provider} cannot be refunded: that provider is not configured`);
      return gateway.refund(request);
    },
    async contactOfOrder(orderId) {
      const checkout = await createCheckoutsRepository(db).findByOrderId(orderId);
      const phone =
        checkout?.phoneE164 ??
        (checkout?.phoneNumber
          ? [checkout.countryCode, checkout.phoneNumber].filter(Boolean).join(' ')
          : null);
      return {
        phone,
        updatesOptedIn: checkout?.phoneUpdates ?? false,
        paymentId: checkout?.providerPaymentId ?? null,
      };
    },
    async close() {
      await sender.close();
    },
  };
}
