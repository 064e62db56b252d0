import type { AuthenticatedUser } from '@shop/contracts/auth';
import { INDIA_PROVIDERS, PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@shop/contracts/checkout';
import {
  isPaymentReference,
  ORDER_CREATE_ERROR_CODES,
  ORDER_CREATE_MESSAGES,
  type CreateOrderRequest,
} from '@shop/contracts/orders-create';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateways } from '../../wiring/payment-gateways.ts';
import type { PaymentStatus } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors/app-error.ts';
import { checkoutTokenMatches } from './checkout-token.ts';
import type { OrderCreation, OrdersService } from '../orders/index.ts';
import type { CreateOrderFromPaidCheckout, PaymentProof } from './checkout-to-order.service.ts';
import { createCheckoutsRepository } from './checkouts.repository.ts';
import { gatewayFor, paidAsAsked } from './payment-checks.ts';

// The browser's report of its payment, POST /api/orders (docs/product-guide.md#after-paying): the browser says which
// payment it made; the server believes only the provider. It finds the checkout it stored for that
// reference, asks the provider for its status — or, after Razorpay Checkout, checks the handler's
// signature against the order id IT stored — and then creates (or returns) the order. Its details
// are answered only to whoever paid for it (docs/decisions/023).

export interface PaymentConfirmation extends OrderCreation {
  /**
   * Whether this caller may see the order's details: its signed-in owner, or the guest browser that
   * started the checkout (it sends the checkout's token). Anyone else who knows the order number is
   * only told that the payment became an order, which is still created if the payment is paid.
   */
  details: boolean;
}

export interface PaymentConfirmationService {
  confirm(request: CreateOrderRequest, caller: AuthenticatedUser | null): Promise<PaymentConfirmation>;
}

const present = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export function createPaymentConfirmationService({
  db,
  gateways,
  orders,
  createOrder,
  log,
}: {
  db: Db;
  gateways: PaymentGateways;
  orders: Pick<OrdersService, 'findPaid'>;
  createOrder: CreateOrderFromPaidCheckout;
  log: FastifyBaseLogger;
}): PaymentConfirmationService {
  const checkouts = createCheckoutsRepository(db);
  return {
    async confirm(request, caller) {
      const reference = referenceOf(request);
      const checkout = await checkouts.findByReference(reference);
      // Someone else's checkout answers exactly like an unknown one: references cannot be probed.
      const owned = checkout && (caller ? checkout.userId === caller.id : checkout.userId === null);
      if (!checkout || !owned)
        throw notFound(ORDER_CREATE_MESSAGES.notFound, ORDER_CREATE_ERROR_CODES.notFound);
      // The order number travels (return addresses, e-mails, screenshots); the token stays in the paying browser.
      const details =
        caller !== null || checkoutTokenMatches(checkout.clientTokenHash, present(request.checkout_token));

      // Reported already (the webhook was first, or this is a repeat): no need to ask anyone.
      if (checkout.orderId) {
        const order = await orders.findPaid(checkout.orderId);
        if (order) return { order, created: false, details };
      }

      const gateway = gatewayFor(gateways, checkout.provider);
      if (!gateway) {
        log.error(
          { checkoutId: checkout.id, provider: checkout.provider },
          'A checkout of a payment provider that is no longer configured',
        );
        throw new AppError(
          503,
          PAYMENT_MESSAGES.providerUnavailable,
          PAYMENT_ERROR_CODES.providerUnavailable,
        );
      }

      let proof: PaymentProof;
      const paymentId = present(request.razorpay_payment_id);
      const signature = present(request.razorpay_signature);
      if (paymentId || signature) {
        const isIndia = (INDIA_PROVIDERS as readonly string[]).includes(checkout.provider);
        // Against the order id stored with the checkout: a signature made for another order fails.
        const valid =
          isIndia &&
          paymentId &&
          signature &&
          gateway.verifyClientConfirmation?.(checkout.paymentReference, { paymentId, signature });
        if (!valid) {
          log.warn(
            { checkoutId: checkout.id },
            'Payment confirmation refused: the Razorpay signature does not match the stored order',
          );
          throw badRequest(
            ORDER_CREATE_MESSAGES.verificationFailed,
            ORDER_CREATE_ERROR_CODES.verificationFailed,
          );
        }
        proof = { paymentId };
      } else {
        let status: PaymentStatus;
        try {
          status = await gateway.fetchStatus(checkout.paymentReference);
        } catch (error) {
          log.error(
            { err: error, checkoutId: checkout.id, provider: checkout.provider },
            'Could not ask the payment provider for a status',
          );
          throw new AppError(
            502,
            PAYMENT_MESSAGES.providerUnavailable,
            PAYMENT_ERROR_CODES.providerUnavailable,
          );
        }
        if (status.state !== 'paid') {
          throw conflict(
            ORDER_CREATE_MESSAGES.paymentNotCompleted,
            ORDER_CREATE_ERROR_CODES.paymentNotCompleted,
          );
        }
        if (!paidAsAsked(checkout, status)) {
          log.error(
            {
              checkoutId: checkout.id,
              expected: [checkout.amountMinor, checkout.currency],
              paid: [status.amountMinor, status.currency],
            },
            'Payment refused: the provider reports another amount than the checkout asked for',
          );
          throw conflict(ORDER_CREATE_MESSAGES.amountMismatch, ORDER_CREATE_ERROR_CODES.amountMismatch);
        }
        proof = { paymentId: status.paymentId };
      }
      return { ...(await createOrder(checkout.id, proof)), details };
    },
  };
}

/** The one payment reference the request names (order_number / payment_intent_id / razorpay_order_id). */
function referenceOf(request: CreateOrderRequest): string {
  const given = [request.order_number, request.payment_intent_id, request.razorpay_order_id]
    .map(present)
    .filter((value) => value !== undefined);
  if (given.length === 0)
    throw badRequest(ORDER_CREATE_MESSAGES.missingReference, ORDER_CREATE_ERROR_CODES.missingReference);
  if (!given.every(isPaymentReference))
    throw badRequest(ORDER_CREATE_MESSAGES.invalidOrderNumber, ORDER_CREATE_ERROR_CODES.invalidOrderNumber);
  if (new Set(given).size > 1)
    throw badRequest(
      ORDER_CREATE_MESSAGES.conflictingReferences,
      ORDER_CREATE_ERROR_CODES.conflictingReferences,
    );
  return given[0]!;
}
