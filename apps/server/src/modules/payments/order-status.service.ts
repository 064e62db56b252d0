import {
  ORDER_STATUS_ERROR_CODES,
  ORDER_STATUS_MESSAGES,
  type OrderStatusView,
} from '@shop/contracts/order-status';
import { STORIES } from '@shop/content/stories';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/app-error.ts';
import type { OrderStatusLinks } from './order-status-links.service.ts';
import { findPaidOrderById } from '../orders/orders.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { deliveredVideoOfOrder } from '../videos/videos.service.ts';

// GET /api/orders/status/{id}?sig=…: the order-status page of the confirmation e-mail's link.
// A wrong signature and an unknown order get the same answer. Once delivered, the page carries the
// video with fresh links: this is where a guest gets a new download link after 7 days.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderStatusService {
  view(orderId: string, signature: string): Promise<OrderStatusView>;
}

export function createOrderStatusService({
  db,
  links,
  files,
}: {
  db: Db;
  links: OrderStatusLinks;
  files: Pick<UploadsService, 'signedUrl'>;
}): OrderStatusService {
  return {
    async view(orderId, signature) {
      const order =
        UUID.test(orderId) && links.verify(orderId, signature)
          ? await findPaidOrderById(db, orderId)
          : undefined;
      if (!order) throw notFound(ORDER_STATUS_MESSAGES.invalidLink, ORDER_STATUS_ERROR_CODES.invalidLink);
      return {
        unique_id: order.unique_id,
        order_number: order.payment_reference,
        item_number: order.item_number,
        story_title:
          STORIES.find((story) => story.id === order.item_number)?.title ?? `Story ${order.item_number}`,
        character_name: order.character_name,
        language: order.language,
        status: order.status,
        due_at: order.due_at,
        created_date: order.created_date,
        video: order.status === 'complete' ? await deliveredVideoOfOrder(db, files, order.unique_id) : null,
      };
    },
  };
}
