import { PAYMENT_WEBHOOK_ERROR_CODES, PAYMENT_WEBHOOK_MESSAGES } from '@shop/contracts/checkout';
import type { FastifyBaseLogger } from 'fastify';
import {
  WebhookVerificationError,
  type PaymentEvent,
  type PaymentGateway,
  type WebhookHeaders,
} from '../../adapters/payments/payment-gateway.ts';
import type { PaymentGateways } from '../../wiring/payment-gateways.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors/app-error.ts';
import type { CreateOrderFromPaidCheckout } from './checkout-to-order.service.ts';
import { createCheckoutsRepository } from './checkouts.repository.ts';
import { paidAsAsked } from './payment-checks.ts';

// The providers' webhooks (and the sandboxes', signed the same way). The signature is checked over
// the exact raw body first; an event id already handled is acknowledged and dropped; a success
// creates the order in one short transaction (e-mail goes through the outbox), so the provider has
// its 200 well within a second. Any 4xx means "not acted on": nothing was stored.

export type WebhookSlot = 'card' | 'india';
export type WebhookOutcome =
  'order-created' | 'order-existed' | 'duplicate' | 'failed-payment' | 'ignored' | 'unknown-payment';

export interface WebhooksService {
  receive(slot: WebhookSlot, rawBody: Buffer, headers: WebhookHeaders): Promise<WebhookOutcome>;
}

const REJECTIONS = {
  signature: [PAYMENT_WEBHOOK_MESSAGES.invalidSignature, PAYMENT_WEBHOOK_ERROR_CODES.invalidSignature],
  stale: [PAYMENT_WEBHOOK_MESSAGES.staleTimestamp, PAYMENT_WEBHOOK_ERROR_CODES.staleTimestamp],
  future: [PAYMENT_WEBHOOK_MESSAGES.futureTimestamp, PAYMENT_WEBHOOK_ERROR_CODES.futureTimestamp],
  payload: [PAYMENT_WEBHOOK_MESSAGES.invalidPayload, PAYMENT_WEBHOOK_ERROR_CODES.invalidPayload],
} as const;

export function createWebhooksService({
  db,
  gateways,
  createOrder,
  log,
}: {
  db: Db;
  gateways: PaymentGateways;
  createOrder: CreateOrderFromPaidCheckout;
  log: FastifyBaseLogger;
}): WebhooksService {
  const checkouts = createCheckoutsRepository(db);

  function verify(gateway: PaymentGateway, rawBody: Buffer, headers: WebhookHeaders): PaymentEvent {
    try {
      return gateway.verifyWebhook(rawBody, headers);
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      log.warn(
        { provider: gateway.provider, reason: error.reason, detail: error.message },
        'Webhook refused',
      );
      const [message, code] = REJECTIONS[error.reason];
      throw badRequest(message, code);
    }
  }

  return {
    async receive(slot, rawBody, headers) {
      const gateway = slot === 'card' ? gateways.card : gateways.india;
      const provider = gateway.provider;
      const event = verify(gateway, rawBody, headers);
      if (await checkouts.hasProcessedEvent(provider, event.id)) return 'duplicate';
      const record = () => checkouts.recordProcessedEvent({ provider, eventId: event.id, type: event.type });

      if (event.kind === 'ignored') {
        await record();
        return 'ignored';
      }
      const checkout = await checkouts.findByReference(event.reference);
      if (!checkout || checkout.provider !== provider) {
        // Not one of ours (another integration on the same account, or another environment).
        log.warn(
          { provider, eventId: event.id, reference: event.reference },
          'Webhook for a payment this shop did not start; ignored',
        );
        return 'unknown-payment';
      }
      if (event.kind === 'payment-failed') {
        await checkouts.markFailed(checkout.id);
        await record();
        return 'failed-payment';
      }
      if (!paidAsAsked(checkout, event)) {
        log.error(
          {
            provider,
            eventId: event.id,
            checkoutId: checkout.id,
            expected: [checkout.amountMinor, checkout.currency],
            paid: [event.amountMinor, event.currency],
          },
          'Webhook refused: the amount paid does not match the checkout',
        );
        throw badRequest(PAYMENT_WEBHOOK_MESSAGES.amountMismatch, PAYMENT_WEBHOOK_ERROR_CODES.amountMismatch);
      }
      // Recorded after the order exists: if creating it fails, the provider's retry tries again.
      const { created } = await createOrder(checkout.id, { paymentId: event.paymentId });
      await record();
      return created ? 'order-created' : 'order-existed';
    },
  };
}
