import { ADMIN_DUE_HOURS } from '@shop/content/site';
import { STORIES } from '@shop/content/stories';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../errors/app-error.ts';
import { enqueueNewOrderNotices } from '../mail/email-recipients.service.ts';
import { enqueueMail } from '../mail/outbox.service.ts';
import { claimPhotos } from '../uploads/uploads.service.ts';
import { ORDER_CREATE_ERROR_CODES, ORDER_CREATE_MESSAGES } from '@shop/contracts/orders-create';
import {
  inSavepoint,
  inTransaction,
  linkCheckoutToOrder,
  lockCheckout,
  markCheckoutPaid,
  type CheckoutRow,
} from './checkouts.repository.ts';
import type { OrderStatusLinks } from './order-status-links.service.ts';
import {
  attachOrderPhotos,
  createPaidOrder,
  findPaidOrderById,
  type PaidOrder,
} from '../orders/orders.service.ts';

// THE one way an order comes into existence (DESIGN §3): from a paid checkout, in one transaction,
// whoever reports the payment first — the provider's webhook, the browser's POST /api/orders or the
// reconciler — in this process or another. The checkout row is locked first, so they go one at a
// time; the second finds the order the first made and returns it, without a second e-mail.

/** What a caller verified with the provider before asking for the order. */
export interface PaymentProof {
  /** The provider's id of the payment (charge / pay_…), when known. */
  paymentId: string | null;
}

export interface OrderCreation {
  order: PaidOrder;
  /** false: the order existed already (a repeat report of the same payment). */
  created: boolean;
}

export type CreateOrderFromPaidCheckout = (
  checkoutId: string,
  proof?: PaymentProof,
) => Promise<OrderCreation>;

export interface OrderFromCheckoutDependencies {
  db: Db;
  siteUrl: string;
  links: OrderStatusLinks;
  log: FastifyBaseLogger;
}

const HOUR_MS = 3600_000;

export function createOrderFromCheckoutService({
  db,
  siteUrl,
  links,
  log,
}: OrderFromCheckoutDependencies): CreateOrderFromPaidCheckout {
  /**
   * Idempotent. With `proof`, first records the checkout as paid (the caller has checked the
   * payment with the provider); without it the checkout must already be paid. Returns the order:
   * created now, or the one that existed.
   */
  return (checkoutId, proof) =>
    inTransaction(db, async (tx) => {
      let checkout = await lockCheckout(tx, checkoutId);
      if (!checkout) throw notFound(ORDER_CREATE_MESSAGES.notFound, ORDER_CREATE_ERROR_CODES.notFound);
      if (checkout.orderId) {
        const existing = await findPaidOrderById(tx, checkout.orderId);
        if (existing) return { order: existing, created: false };
      }
      if (proof) checkout = await markCheckoutPaid(tx, checkout.id, proof.paymentId);
      if (checkout.status !== 'paid' || !checkout.paidAt) {
        throw conflict(
          ORDER_CREATE_MESSAGES.paymentNotCompleted,
          ORDER_CREATE_ERROR_CODES.paymentNotCompleted,
        );
      }

      const { order, created } = await createPaidOrder(tx, {
        userId: checkout.userId,
        itemNumber: checkout.storyId,
        characterName: checkout.kidName,
        language: checkout.language,
        email: checkout.email,
        country: checkout.country,
        amountMinor: checkout.amountMinor,
        currency: checkout.currency,
        provider: checkout.provider,
        paymentReference: checkout.paymentReference,
        // DESIGN §7: the admin's due time is 24 h after payment.
        dueAt: new Date(checkout.paidAt.getTime() + ADMIN_DUE_HOURS * HOUR_MS),
      });
      await linkCheckoutToOrder(tx, checkout.id, order.unique_id);
      if (created) {
        await attachPhotos(tx, checkout, order.unique_id);
        await queueEmails(tx, checkout, order);
        log.info(
          { orderId: order.unique_id, orderNumber: checkout.paymentReference, provider: checkout.provider },
          'order created from a paid checkout',
        );
      }
      return { order, created };
    });

  // The payment is taken: photos that can no longer be claimed (swept after 24 h, say) must not
  // cost the family its order. The order is created without them and staff are told to ask.
  async function attachPhotos(tx: Db, checkout: CheckoutRow, orderId: string) {
    try {
      const photos = await inSavepoint(tx, (savepoint) => claimPhotos(savepoint, checkout.photoIds, orderId));
      await attachOrderPhotos(
        tx,
        orderId,
        photos.map((photo) => photo.storageKey),
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      log.error(
        { orderId, checkoutId: checkout.id, photoIds: checkout.photoIds, reason: error.message },
        'Paid order created WITHOUT its photos (they could not be claimed); ask the family to send them again',
      );
    }
  }

  async function queueEmails(tx: Db, checkout: CheckoutRow, order: PaidOrder) {
    const storyTitle =
      STORIES.find((story) => story.id === checkout.storyId)?.title ?? `Story ${checkout.storyId}`;
    // Mail never stops the order (GUIDE "money first"): what cannot be queued is recorded as failed
    // for the admin (docs/decisions/019), and said here without the address.
    const notices = await enqueueNewOrderNotices(tx, {
      orderId: order.unique_id,
      orderNumber: checkout.paymentReference,
      storyTitle,
      childName: checkout.kidName,
      language: checkout.language,
      country: checkout.country,
      amountMinor: checkout.amountMinor,
      currency: checkout.currency,
      dueAt: new Date(order.due_at),
      siteUrl,
    });
    const confirmation = await enqueueMail(tx, {
      kind: 'order-confirmation',
      to: checkout.email,
      dedupeKey: `order-confirmation:${order.unique_id}`,
      data: {
        orderNumber: checkout.paymentReference,
        storyTitle,
        childName: checkout.kidName,
        language: checkout.language,
        statusUrl: links.url(order.unique_id),
      },
    });
    if (notices.refused > 0 || confirmation.refused) {
      log.warn(
        {
          orderId: order.unique_id,
          refusedNotices: notices.refused,
          confirmation: confirmation.refused ?? 'queued',
        },
        'Order created; some of its e-mails cannot be sent and are listed as failed for the admin',
      );
    }
  }
}
