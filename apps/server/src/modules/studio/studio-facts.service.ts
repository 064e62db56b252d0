import type { Db } from '../../db/client.ts';
import type { OrderStudioFacts } from '../orders/index.ts';
import { createPhotoRequestsRepository } from './photo-requests.repository.ts';
import { createRefundsRepository } from './refunds.repository.ts';

// The studio's answer to the orders module's OrderStudioFacts port: the better-photo requests and
// refunds the parent's progress shows, and the refund claim that holds a delivery back
// (docs/decisions/068, 090).

export function createStudioFacts(db: Db): OrderStudioFacts {
  return {
    latestPhotoRequests: (orderIds) => createPhotoRequestsRepository(db).latestByOrders(orderIds),

    async refundedOrders(orderIds) {
      const refunds = await createRefundsRepository(db).findByOrders(orderIds);
      return new Set([...refunds].filter(([, refund]) => refund.state === 'succeeded').map(([id]) => id));
    },

    async succeededRefund(orderId) {
      const refund = (await createRefundsRepository(db).findByOrders([orderId])).get(orderId);
      return refund?.state === 'succeeded' ? { id: refund.id } : undefined;
    },

    blocksDelivery: (tx, orderId) => createRefundsRepository(tx).blocksDelivery(orderId),
  };
}
