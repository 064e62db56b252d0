import type { AuthenticatedUser } from '@shop/contracts/auth';
import { ORDER_MESSAGES, type AdminOrdersQuery, type Order } from '@shop/contracts/orders';
import type { Pagination } from '@shop/contracts/pagination';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors/app-error.ts';
import { createOrdersRepository, type NewPaidOrderRow, type OrderRow } from './orders.repository.ts';

// The order service's read side. Ownership is decided here: a user sees their own orders; an admin
// sees any (the complete-order screen loads another family's order). Someone else's order answers
// exactly like an unknown one, so ids cannot be probed.

export interface OrdersService {
  listOwn(caller: AuthenticatedUser): Promise<Order[]>;
  getVisibleTo(caller: AuthenticatedUser, id: string): Promise<Order>;
  listAll(query: AdminOrdersQuery): Promise<{ data: Order[]; pagination: Pagination }>;
}

export function createOrdersService({ db }: { db: Db }): OrdersService {
  const repository = createOrdersRepository(db);
  return {
    async listOwn(caller) {
      return (await repository.listByUser(caller.id)).map(toOrder);
    },

    async getVisibleTo(caller, id) {
      const row = await repository.findById(id);
      if (!row || (caller.role !== 'admin' && row.userId !== caller.id)) {
        throw notFound(ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');
      }
      return toOrder(row);
    },

    async listAll({ page, limit, status }) {
      const { rows, total } = await repository.listPage({
        offset: (page - 1) * limit,
        limit,
        ...(status ? { status } : {}),
      });
      return { data: rows.map(toOrder), pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
    },
  };
}

// ── Order creation, for the payments module (DESIGN §3) ──────────────────────────────────────
// Plain data in and out; each takes the caller's transaction (or the database). The payments
// module decides WHEN an order exists (one paid checkout, locked); these only write the row.

export type NewPaidOrder = NewPaidOrderRow;

/** An order with its payment reference (the order number of DESIGN §7), which the API's Order omits. */
export interface PaidOrder extends Order {
  payment_reference: string;
}

/** The order for this payment: inserted now (created: true), or the one that existed. */
export async function createPaidOrder(
  tx: Db,
  order: NewPaidOrder,
): Promise<{ order: PaidOrder; created: boolean }> {
  const { row, created } = await createOrdersRepository(tx).insertPaidIfAbsent(order);
  return { order: toPaidOrder(row), created };
}

/** The private storage keys of the photos the order claimed. */
export async function attachOrderPhotos(tx: Db, orderId: string, photoKeys: string[]): Promise<void> {
  await createOrdersRepository(tx).setPhotoKeys(orderId, photoKeys);
}

/** Any order by id, no ownership check: for callers that already proved their right (a signed link). */
export async function findPaidOrderById(db: Db, id: string): Promise<PaidOrder | undefined> {
  const row = await createOrdersRepository(db).findById(id);
  return row && toPaidOrder(row);
}

function toPaidOrder(row: OrderRow): PaidOrder {
  return { ...toOrder(row), payment_reference: row.paymentReference };
}

function toOrder(row: OrderRow): Order {
  return {
    unique_id: row.id,
    user_id: row.userId,
    item_number: row.itemNumber,
    character_name: row.characterName,
    status: row.status,
    language: row.language,
    email: row.email,
    country: row.country,
    amount_minor: row.amountMinor,
    currency: row.currency,
    due_at: row.dueAt.toISOString(),
    created_date: row.createdDate.toISOString(),
    updated_date: row.updatedDate.toISOString(),
  };
}
