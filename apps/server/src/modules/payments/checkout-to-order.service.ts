import { ORDER_CREATE_ERROR_CODES, ORDER_CREATE_MESSAGES } from '@shop/contracts/orders-create';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../errors/app-error.ts';
import type { OrderCreation, OrdersService } from '../orders/index.ts';
import { createCheckoutsRepository } from './checkouts.repository.ts';

// A paid checkout becomes its order (docs/architecture.md#checkout), in one transaction, whoever reports the payment
// first — the provider's webhook, the browser's POST /api/orders or the reconciler — in this
// process or another. The checkout row is locked first, so they go one at a time; the second finds
// the order the first made and returns it. The order itself is the orders module's to make.

/** What a caller verified with the provider before asking for the order. */
export interface PaymentProof {
  /** The provider's id of the payment (charge / pay_…), when known. */
  paymentId: string | null;
}

/**
 * Idempotent. With `proof`, first records the checkout as paid (the caller has checked the payment
 * with the provider); without it the checkout must already be paid. Returns the order: created
 * now, or the one that existed.
 */
export type CreateOrderFromPaidCheckout = (
  checkoutId: string,
  proof?: PaymentProof,
) => Promise<OrderCreation>;

export function createCheckoutToOrder({
  db,
  orders,
}: {
  db: Db;
  orders: Pick<OrdersService, 'createFromPaidCheckout' | 'findPaid'>;
}): CreateOrderFromPaidCheckout {
  return (checkoutId, proof) =>
    inTransaction(db, async (tx) => {
      const checkouts = createCheckoutsRepository(tx);
      let checkout = await checkouts.lock(checkoutId);
      if (!checkout) throw notFound(ORDER_CREATE_MESSAGES.notFound, ORDER_CREATE_ERROR_CODES.notFound);
      if (checkout.orderId) {
        const existing = await orders.findPaid(checkout.orderId, tx);
        if (existing) return { order: existing, created: false };
      }
      if (proof) checkout = await checkouts.markPaid(checkout.id, proof.paymentId);
      if (checkout.status !== 'paid' || !checkout.paidAt) {
        throw conflict(
          ORDER_CREATE_MESSAGES.paymentNotCompleted,
          ORDER_CREATE_ERROR_CODES.paymentNotCompleted,
        );
      }
      const creation = await orders.createFromPaidCheckout(tx, { ...checkout, paidAt: checkout.paidAt });
      await checkouts.linkToOrder(checkout.id, creation.order.unique_id);
      return creation;
    });
}
