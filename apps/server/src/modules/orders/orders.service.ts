import type { AuthenticatedUser } from '@shop/contracts/auth';
import {
  ORDER_ERROR_CODES,
  ORDER_MESSAGES,
  type AdminOrdersQuery,
  type Order,
  type OrderSummary,
} from '@shop/contracts/orders';
import type { Pagination } from '@shop/contracts/pagination';
import { formatMoney, type Currency } from '@shop/contracts/pricing';
import { getStory } from '@shop/content/stories';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../errors/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import type { AttachmentRenderer } from '../mail/outbox.service.ts';
import { loadOrCreateSecret } from '../../secrets/persisted-secret.ts';
import { createOrderFromCheckout, type PaidCheckout } from './order-from-checkout.service.ts';
import { createOrderStatusLinks, type OrderStatusLinks } from './order-status-links.ts';
import type { Invoice, InvoicesService } from './invoices/invoices.service.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

// The order service. Ownership is decided here: a user sees their own orders; an admin sees any
// (the complete-order screen loads another family's order). Someone else's order answers exactly
// like an unknown one, so ids cannot be probed. Completion happens in the videos module, together
// with the video and the delivery e-mail (docs/decisions/012); PUT only confirms it.
// The other modules reach orders through this service only: payments creates the order of a paid
// checkout, videos completes one; both in their own transaction, with plain data in and out.

/** An order with its payment reference (internal: the provider's id), which the API's Order omits. */
export interface PaidOrder extends Order {
  payment_reference: string;
}

export interface OrderCreation {
  order: PaidOrder;
  /** false: the order existed already (a repeat report of the same payment). */
  created: boolean;
}

export interface AdminOrderPage {
  data: Order[];
  pagination: Pagination;
  summary: OrderSummary;
}

/** A receipt or tax invoice as a file. */
export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

export interface OrdersService {
  listOwn(caller: AuthenticatedUser): Promise<Order[]>;
  getVisibleTo(caller: AuthenticatedUser, id: string): Promise<Order>;
  listAll(query: AdminOrdersQuery): Promise<AdminOrderPage>;
  /** The same page as listAll, as a CSV file's text. */
  exportCsv(query: AdminOrdersQuery): Promise<string>;
  /** PUT /api/orders/{id} {status:'complete'}: the order once POST /api/videos has completed it. */
  confirmComplete(id: string): Promise<Order>;

  /**
   * The order of a paid checkout, made in the caller's transaction (which holds the checkout's
   * lock) with its photos and e-mails, or the one that exists (order-from-checkout.service.ts).
   */
  createFromPaidCheckout(tx: Tx, checkout: PaidCheckout): Promise<OrderCreation>;
  /**
   * Any order by id, no ownership check: for callers that already proved their right. Pass the
   * caller's transaction to read it as part of that transaction.
   */
  findPaid(id: string, tx?: Tx): Promise<PaidOrder | undefined>;
  /**
   * Sets the order complete if it is pending, in the caller's transaction (the one that creates its
   * video); undefined when it is not pending, e.g. a second completion that lost the race.
   */
  completePending(tx: Tx, id: string): Promise<PaidOrder | undefined>;
  /** The order-status page's signed link, for the e-mails that carry it. */
  statusPageUrl(orderId: string): string;
  /** The receipt of the caller's own order (any order for an admin); someone else's is 404. */
  receiptVisibleTo(caller: AuthenticatedUser, id: string): Promise<ReceiptFile>;
  /**
   * The receipt of an order whose right to it the caller proved (a signed link, the outbox): the
   * invoice issued with the order, or — for an order that has none (paid before receipts existed,
   * or its issue failed) — one issued now from the same series. undefined for an unknown order.
   */
  receiptOf(orderId: string): Promise<ReceiptFile | undefined>;
  /** The orders paid with this address (newest first, at most `limit`), for "Find my order". */
  listByEmail(email: string, limit: number): Promise<PaidOrder[]>;
}

export const ORDER_CSV_HEADER = [
  'Order ID',
  'Order Number',
  "Kid's Name",
  'Story',
  'Language',
  'Email',
  'Country',
  'Amount',
  'Status',
  'Created',
  'Due',
  // For staff reconciling with the provider's dashboard; parents only ever see the order number.
  'Payment Reference',
] as const;

export interface OrdersServiceDependencies {
  db: Db;
  siteUrl: string;
  statusLinks: OrderStatusLinks;
  /** Receipts and tax invoices (docs/decisions/024). */
  invoices: InvoicesService;
  log: FastifyBaseLogger;
}

export function createOrdersService({
  db,
  siteUrl,
  statusLinks,
  invoices,
  log,
}: OrdersServiceDependencies): OrdersService {
  const repository = createOrdersRepository(db);
  const insertFromPaidCheckout = createOrderFromCheckout({ siteUrl, statusLinks, invoices, log });

  async function invoiceOf(row: OrderRow): Promise<Invoice> {
    const existing = await invoices.findInvoiceByOrderId(db, row.id);
    if (existing) return existing;
    // Its own transaction: the series row is locked only for this one statement's commit.
    return inTransaction(db, async (tx) =>
      invoices.issueInvoice(tx, {
        orderId: row.id,
        orderNumber: row.orderNumber,
        buyer: {
          name: await createOrdersRepository(tx).buyerName(row.userId),
          email: row.email,
          country: row.country,
          state: null,
        },
        childName: row.characterName,
        storyTitle: getStory(row.itemNumber)?.title ?? `Story ${row.itemNumber}`,
        language: row.language,
        currency: row.currency as Currency,
        totalMinor: row.amountMinor,
      }),
    );
  }

  async function receiptFile(row: OrderRow): Promise<ReceiptFile> {
    const invoice = await invoiceOf(row);
    return { fileName: invoices.invoiceFileName(invoice), pdf: await invoices.renderInvoicePdf(invoice) };
  }

  async function page({ page, limit, status }: AdminOrdersQuery) {
    const [{ rows, total }, summary] = await Promise.all([
      repository.listPage({ offset: (page - 1) * limit, limit, ...(status ? { status } : {}) }),
      repository.summary(),
    ]);
    return { rows, pagination: { page, limit, total, pages: Math.ceil(total / limit) }, summary };
  }

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

    async listAll(query) {
      const { rows, pagination, summary } = await page(query);
      return { data: rows.map(toOrder), pagination, summary };
    },

    async exportCsv(query) {
      const { rows } = await page(query);
      return toCsv(
        ORDER_CSV_HEADER,
        rows.map((row) => [
          row.id,
          row.orderNumber,
          row.characterName,
          getStory(row.itemNumber)?.title ?? `Story ${row.itemNumber}`,
          row.language === 'hindi' ? 'Hindi' : 'English',
          row.email,
          row.country,
          formatMoney(row.amountMinor, row.currency),
          row.status,
          row.createdDate.toISOString(),
          row.dueAt.toISOString(),
          row.paymentReference,
        ]),
      );
    },

    async confirmComplete(id) {
      const row = await repository.findById(id);
      if (!row) throw notFound(ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');
      // Pending means no video yet: completing the order is what creating its video does.
      if (row.status !== 'complete') throw conflict(ORDER_MESSAGES.videoRequired, 'VIDEO_REQUIRED');
      return toOrder(row);
    },

    async createFromPaidCheckout(tx, checkout) {
      const { row, created } = await insertFromPaidCheckout(tx, checkout);
      return { order: toPaidOrder(row), created };
    },

    findPaid: (id, tx) => findPaidOrderById(tx ?? db, id),

    async completePending(tx, id) {
      const row = await createOrdersRepository(tx).completeIfPending(id);
      return row && toPaidOrder(row);
    },

    statusPageUrl: (orderId) => statusLinks.url(orderId),

    async receiptVisibleTo(caller, id) {
      const row = await repository.findById(id);
      if (!row || (caller.role !== 'admin' && row.userId !== caller.id)) {
        throw notFound(ORDER_MESSAGES.notFound, ORDER_ERROR_CODES.notFound);
      }
      return receiptFile(row);
    },

    async receiptOf(orderId) {
      const row = await repository.findById(orderId);
      return row && receiptFile(row);
    },

    async listByEmail(email, limit) {
      return (await repository.listByEmail(email, limit)).map(toPaidOrder);
    },
  };
}

/**
 * What OrdersService.findPaid answers, for the uploads module: its service is built before the
 * orders service, because the order-status page signs its photo and video links through uploads.
 */
export async function findPaidOrderById(db: Db, id: string): Promise<PaidOrder | undefined> {
  const row = await createOrdersRepository(db).findById(id);
  return row && toPaidOrder(row);
}

/** The links signed with ORDER_LINK_SECRET, or with the secret kept in DATA_DIR (made on first start). */
export async function loadOrderStatusLinks(
  config: Pick<Config, 'payments' | 'dataDir' | 'siteUrl'>,
): Promise<OrderStatusLinks> {
  const secret =
    config.payments.orderLinkSecret ??
    (await loadOrCreateSecret(config.dataDir, 'order-link-secret', 'ORDER_LINK_SECRET'));
  return createOrderStatusLinks({ secret, siteUrl: config.siteUrl });
}

function toPaidOrder(row: OrderRow): PaidOrder {
  return { ...toOrder(row), payment_reference: row.paymentReference };
}

function toOrder(row: OrderRow): Order {
  return {
    unique_id: row.id,
    order_number: row.orderNumber,
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

/** The outbox's attachment renderer for order e-mails: an invoice reference becomes its PDF. */
export function orderMailAttachments(orders: Pick<OrdersService, 'receiptOf'>): AttachmentRenderer {
  return async (ref) => {
    const receipt = await orders.receiptOf(ref.orderId);
    if (!receipt) throw new Error('The order of this receipt no longer exists');
    return { filename: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf };
  };
}
