import {
  ORDER_STATUS_ERROR_CODES,
  ORDER_STATUS_MESSAGES,
  type OrderStatusView,
} from '@shop/contracts/order-status';
import { maskPhone } from '@shop/contracts/phone-number';
import type { SiblingOffer } from '@shop/contracts/promotions';
import type { CountryCode } from '@shop/contracts/countries';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../errors/app-error.ts';
import type { OrderFilms, OrderStudioFacts } from './ports.ts';
import type { OrderStatusLinks } from './order-status-links.ts';
import { createOrdersRepository } from './orders.repository.ts';
import type { OrdersService, ReceiptFile } from './orders.service.ts';
import { asTheFamilySeesIt, progressOfOrders, scheduledDeliveryOf, toOrder } from './orders.service.ts';
import type { ParentUpdates } from './parent-updates.service.ts';
import { storyTitleIn } from '@shop/content/story-title';

// GET /api/orders/status/{id}?sig=…: the order-status page of the confirmation e-mail's link.
// A wrong signature and an unknown order get the same answer. Once delivered, the page carries the
// video with fresh links: this is where a guest gets a new download link after 7 days.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderStatusService {
  view(orderId: string, signature: string): Promise<OrderStatusView>;
  /** The order's receipt PDF behind the same signed link; 404 like view for a wrong link. */
  receipt(orderId: string, signature: string): Promise<ReceiptFile>;
  /** The refunded order's credit note behind the same signed link; 404 like view for a wrong link. */
  creditNote(orderId: string, signature: string): Promise<ReceiptFile>;
  /** "Stop WhatsApp updates" behind the same signed link: at once, and for good. */
  stopWhatsApp(orderId: string, signature: string): Promise<Date>;
}

export function createOrderStatusService({
  db,
  statusLinks,
  films,
  receipts,
  parentUpdates,
  studioFacts,
  siblingOffer,
}: {
  /** The brother-or-sister offer of a paid order (the promotions module, handed in; docs/decisions/120). */
  siblingOffer?: (order: {
    id: string;
    orderNumber: string;
    stage: string;
    createdDate: Date;
    email: string;
    country: CountryCode;
  }) => Promise<SiblingOffer | null>;
  /** Better-photo requests and refunds (the studio module, through this module's port). */
  studioFacts: Pick<OrderStudioFacts, 'latestPhotoRequests' | 'refundedOrders'>;
  db: Db;
  parentUpdates: Pick<ParentUpdates, 'stopParentUpdates'>;
  statusLinks: OrderStatusLinks;
  /** The delivered film with fresh links (the videos module, through this module's port). */
  films: OrderFilms;
  receipts: Pick<OrdersService, 'receiptOf' | 'creditNoteOf'>;
}): OrderStatusService {
  const repository = createOrdersRepository(db);
  const invalidLink = () => notFound(ORDER_STATUS_MESSAGES.invalidLink, ORDER_STATUS_ERROR_CODES.invalidLink);
  return {
    async receipt(orderId, signature) {
      const file =
        UUID.test(orderId) && statusLinks.verify(orderId, signature)
          ? await receipts.receiptOf(orderId)
          : undefined;
      if (!file) throw invalidLink();
      return file;
    },

    async creditNote(orderId, signature) {
      const file =
        UUID.test(orderId) && statusLinks.verify(orderId, signature)
          ? await receipts.creditNoteOf(orderId)
          : undefined;
      if (!file) throw invalidLink();
      return file;
    },

    async view(orderId, signature) {
      const stored =
        UUID.test(orderId) && statusLinks.verify(orderId, signature)
          ? await repository.findById(orderId)
          : undefined;
      // An erased account's orders show nothing behind their old links.
      if (!stored || stored.erasedAt) throw invalidLink();
      // A film held for its chosen day is not on the page before its release (docs/decisions/114).
      const row = asTheFamilySeesIt(stored);
      return {
        unique_id: row.id,
        order_number: row.orderNumber,
        item_number: row.itemNumber,
        // In the language the order was placed in, as its e-mails say it.
        story_title: storyTitleIn(row.itemNumber, row.siteLanguage),
        character_name: row.characterName,
        language: row.language,
        status: row.status,
        stage: row.stage,
        // Whoever holds the order's signed link may follow its better-photo request too.
        progress: (await progressOfOrders(db, [row], statusLinks, studioFacts)).get(row.id)!,
        due_at: row.dueAt.toISOString(),
        created_date: row.createdDate.toISOString(),
        child_data: toOrder(row).child_data,
        video: row.status === 'complete' ? await films.deliveredFilmOf(row.id) : null,
        site_language: row.siteLanguage,
        scheduled_delivery: scheduledDeliveryOf(row),
        sibling_offer: siblingOffer
          ? await siblingOffer({
              id: row.id,
              orderNumber: row.orderNumber,
              stage: row.stage,
              createdDate: row.createdDate,
              email: row.email,
              country: row.country as CountryCode,
            })
          : null,
        whatsapp_updates: row.whatsappPhone
          ? {
              phone_masked: maskPhone(row.whatsappPhone),
              stopped_at: row.whatsappOptOutAt?.toISOString() ?? null,
            }
          : null,
      };
    },

    async stopWhatsApp(orderId, signature) {
      if (!UUID.test(orderId) || !statusLinks.verify(orderId, signature)) throw invalidLink();
      const stoppedAt = await inTransaction(db, (tx) => parentUpdates.stopParentUpdates(tx, orderId));
      if (!stoppedAt) throw invalidLink();
      return stoppedAt;
    },
  };
}
