import { FIND_ORDER_MAIL_WINDOW_MINUTES } from '@shop/contracts/find-my-order';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { MailService } from '../mail/index.ts';
import { createOrdersRepository } from './orders.repository.ts';
import type { OrderStatusLinks } from './order-status-links.ts';
import { storyTitleIn } from '@shop/content/story-title';

// "Find my order" (issue 14): the signed status links of an address's orders, e-mailed to that
// address through the outbox. The caller learns nothing: the route answers the same whatever this
// finds. The dedupe key holds one e-mail per address per window, so the form cannot be used to
// flood someone's inbox, and nothing is logged with the address.

/** How many orders one e-mail lists, newest first. */
const MAX_ORDERS = 20;

export interface FindMyOrderService {
  /** `email` as the contract's schema gives it: trimmed and lower-cased. */
  sendOrderLinks(email: string, now?: Date): Promise<void>;
}

export function createFindMyOrderService({
  db,
  statusLinks,
  mail,
  log,
}: {
  mail: Pick<MailService, 'enqueue'>;
  db: Db;
  statusLinks: OrderStatusLinks;
  log: FastifyBaseLogger;
}): FindMyOrderService {
  const repository = createOrdersRepository(db);
  return {
    async sendOrderLinks(email, now = new Date()) {
      const orders = await repository.listByEmail(email, MAX_ORDERS);
      if (orders.length === 0) return;
      const windowMs = FIND_ORDER_MAIL_WINDOW_MINUTES * 60_000;
      const lang = orders[0]!.siteLanguage;
      const result = await mail.enqueue(db, {
        kind: 'order-links',
        to: email,
        dedupeKey: `order-links:${email}:${Math.floor(now.getTime() / windowMs)}`,
        data: {
          // One e-mail for all the address's orders: in the language of the latest one.
          siteLanguage: lang,
          orders: orders.map((order) => ({
            orderNumber: order.orderNumber,
            storyTitle: storyTitleIn(order.itemNumber, lang),
            childName: order.characterName,
            orderedAt: order.createdDate.toISOString(),
            statusUrl: statusLinks.url(order.id, order.siteLanguage),
          })),
        },
      });
      if (result.refused)
        log.warn({ reason: result.refused }, 'find my order: the e-mail could not be queued');
    },
  };
}
