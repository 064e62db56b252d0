import type { AuthenticatedUser } from '@shop/contracts/auth';
import { isOpenStage, stageMoveAction } from '@shop/contracts/order-stages';
import {
  adminOrdersSort,
  type AdminOrderRow,
  type AdminOrdersQuery,
  type OrderSummary,
  type OwnOrder,
} from '@shop/contracts/orders';
import { ORDER_ERROR_CODES, ORDER_MESSAGES, type Order } from '@shop/contracts/order';
import { ORDER_DETAIL_ERROR_CODES, ORDER_DETAIL_MESSAGES } from '@shop/contracts/order-detail';
import type { Pagination } from '@shop/contracts/pagination';
import { formatMoney, type Currency } from '@shop/contracts/pricing';
import { getStory } from '@shop/content/stories';
import type { SiteLanguage } from '@shop/contracts/site-language';
import type { FastifyBaseLogger } from 'fastify';
import type { FunnelService } from '../funnel/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../db/transaction.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, notFound } from '../../errors/app-error.ts';
import { toCsv } from '../../lib/csv.ts';
import type { AttachmentRenderer, MailService } from '../mail/index.ts';
import type { ParentUpdates } from './parent-updates.service.ts';
import type { OrderGifts, OrderMediaClaims, OrderStudioFacts, PhotoRequestFact } from './ports.ts';
import { loadOrCreateSecret } from '../../secrets/persisted-secret.ts';
import { createOrderFromCheckout, type PaidCheckout } from './order-from-checkout.service.ts';
import { createOrderEventsRepository, type OrderEventRow } from './order-events.repository.ts';
import { orderProgress } from './order-progress.ts';
import { moveOrderStage, recordOrderEvent, type Actor, type StageMove } from './order-stages.service.ts';
import { createOrderStatusLinks, type OrderStatusLinks } from './order-status-links.ts';
import { issueCreditNote, type Invoice, type InvoicesService } from './invoices/invoices.service.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';
import { storyTitleIn } from '@shop/content/story-title';

// The order service. Ownership is decided here: a user sees their own orders; an admin sees any
// (the complete-order screen loads another family's order). Someone else's order answers exactly
// like an unknown one, so ids cannot be probed. Completion happens in the videos module, together
// with the video and the delivery e-mail (docs/decisions/012); PUT only confirms it.
// The other modules reach orders through this service only: payments creates the order of a paid
// checkout, videos completes one; both in their own transaction, with plain data in and out.

/** An order with its payment reference (internal: the provider's id), which the API's Order omits. */
export interface PaidOrder extends Order {
  payment_reference: string;
  /** The site language the order was placed in: the parent's e-mails and messages use it. */
  site_language: SiteLanguage;
}

export interface OrderCreation {
  order: PaidOrder;
  /** false: the order existed already (a repeat report of the same payment). */
  created: boolean;
}

export interface AdminOrderPage {
  data: AdminOrderRow[];
  pagination: Pagination;
  summary: OrderSummary;
}

/** A receipt or tax invoice as a file. */
export interface ReceiptFile {
  fileName: string;
  pdf: Buffer;
}

export interface OrdersService {
  listOwn(caller: AuthenticatedUser): Promise<OwnOrder[]>;
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
   * Delivers the order if it is at a stage delivery is allowed from (STAGE_MOVES), in the caller's
   * transaction (the one that creates its video), with its event; undefined when it is not (any
   * more), e.g. a second completion that lost the race.
   */
  deliverOpen(tx: Tx, id: string, admin: Actor, note?: string): Promise<PaidOrder | undefined>;
  /** The order-status page's signed link in the order's language, for the messages that carry it. */
  statusPageUrl(orderId: string, language: SiteLanguage): string;
  /** The delivered film's watch page's signed link in the order's language (docs/decisions/100). */
  watchPageUrl(orderId: string, language: SiteLanguage): string;
  /**
   * One delivered order whose chosen day has come by `now` and that is not released yet, its row
   * locked until `tx` ends (others skip it), or undefined (docs/decisions/114).
   */
  claimDueRelease(tx: Tx, now: Date): Promise<OrderRow | undefined>;
  /** Records the release of a chosen day's delivery; false when it was released already. */
  markReleased(tx: Tx, id: string): Promise<boolean>;
  /** The parent's WhatsApp update about the order, in the caller's transaction (ParentUpdates). */
  messageParent: ParentUpdates['messageParent'];
  /** The receipt of the caller's own order (any order for an admin); someone else's is 404. */
  receiptVisibleTo(caller: AuthenticatedUser, id: string): Promise<ReceiptFile>;
  /**
   * The receipt of an order whose right to it the caller proved (a signed link, the outbox): the
   * invoice issued with the order, or — for an order that has none (paid before receipts existed,
   * or its issue failed) — one issued now from the same series. undefined for an unknown order.
   */
  receiptOf(orderId: string): Promise<ReceiptFile | undefined>;
  /** The credit note of a refunded order the caller may see (the owner's, any for an admin); 404 else. */
  creditNoteVisibleTo(caller: AuthenticatedUser, id: string): Promise<ReceiptFile>;
  /**
   * The credit note of a refunded order whose right to it the caller proved (a signed link), or — for
   * a refund made before credit notes existed — one issued now from their series. undefined for an
   * unknown order; 404 when it was not refunded.
   */
  creditNoteOf(orderId: string): Promise<ReceiptFile | undefined>;
  /** The orders paid with this address (newest first, at most `limit`), for "Find my order". */
  listByEmail(email: string, limit: number): Promise<PaidOrder[]>;
  /** A delivered order's corrected video, as an event in the caller's transaction. */
  recordRedelivery(
    tx: Tx,
    orderId: string,
    admin: Pick<AuthenticatedUser, 'id' | 'name'>,
    note: string | null,
  ): Promise<void>;

  // The studio's hold on an order: its record, its lock, its stage moves and events.
  /** Every open order, soonest due first, at most `limit` (the studio's render queue estimates). */
  openRecords(limit: number): Promise<OrderRow[]>;
  /** The order's record (no ownership check: the caller proved its right), read in `tx` if given. */
  record(id: string, tx?: Tx): Promise<OrderRow | undefined>;
  /**
   * The record, its row locked until `tx` ends: what decides between a cancel and a delivery of
   * the same order at the same moment (docs/decisions/068).
   */
  lockRecord(tx: Tx, id: string): Promise<OrderRow | undefined>;
  /** The one way a stage changes: a guarded move and its event, in `tx` (docs/decisions/031). */
  moveStage(tx: Tx, move: StageMove): Promise<{ order: OrderRow; event: OrderEventRow } | undefined>;
  /** The order's events (its timeline), oldest first. */
  eventsOf(orderId: string): Promise<OrderEventRow[]>;
  /** The storage keys of the photos the order has now, set with the change that made them. */
  setPhotoKeys(tx: Tx, id: string, keys: string[]): Promise<void>;
  /**
   * A gift's parent accepted it (docs/decisions/115): their e-mail, consent and pronunciation on the
   * order, which moves from awaiting_parent to received with its event, in `tx`. Undefined when the
   * order was no longer waiting.
   */
  acceptGift(
    tx: Tx,
    id: string,
    fields: Pick<OrderRow, 'email' | 'consent' | 'pronunciation' | 'dueAt'>,
  ): Promise<OrderRow | undefined>;
  /** The parent's tick for the child's portrait on the certificate (docs/decisions/117). */
  setCertificatePortrait(id: string, allowed: boolean): Promise<boolean>;
  /** An event without a move of its own (an erasure, a re-delivery), in `tx`. */
  recordEvent(tx: Tx, event: Parameters<typeof recordOrderEvent>[1]): Promise<void>;
  /**
   * A refund went through: the order's invoice is reversed by its credit note, in `tx` (the
   * refund's own), numbered in its gapless series (docs/decisions/072). Nothing without an invoice.
   */
  issueCreditNote(tx: Tx, refund: { orderId: string; refundId: string }): Promise<void>;
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
  'Stage',
  'Overdue',
] as const;

export interface OrdersServiceDependencies {
  db: Db;
  siteUrl: string;
  statusLinks: OrderStatusLinks;
  /** Receipts and tax invoices (docs/decisions/024). */
  invoices: InvoicesService;
  mail: MailService;
  /** The parent's WhatsApp updates (this module's, shared with the order-status page). */
  parentUpdates: ParentUpdates;
  /** Claims a paid checkout's photos and clip (the uploads module, through this module's port). */
  mediaClaims: OrderMediaClaims;
  /** A paid gift's record and invitation (the gifts module, through this module's port). */
  gifts?: OrderGifts;
  /** Better-photo requests and refunds (the studio module, through this module's port). */
  studioFacts: OrderStudioFacts;
  /** The funnel's paid and delivered steps, counted in the transactions that make them. */
  funnel?: Pick<FunnelService, 'countIn'>;
  /** Films the studio finishes in a day (STUDIO_DAILY_CAPACITY, docs/decisions/119). */
  dailyCapacity?: number;
  log: FastifyBaseLogger;
}

export function createOrdersService({
  db,
  siteUrl,
  statusLinks,
  invoices,
  mail,
  parentUpdates,
  mediaClaims,
  gifts,
  studioFacts,
  funnel,
  dailyCapacity,
  log,
}: OrdersServiceDependencies): OrdersService {
  const repository = createOrdersRepository(db);
  const insertFromPaidCheckout = createOrderFromCheckout({
    siteUrl,
    statusLinks,
    invoices,
    mail,
    parentUpdates,
    mediaClaims,
    ...(dailyCapacity !== undefined ? { dailyCapacity } : {}),
    ...(gifts ? { gifts } : {}),
    log,
  });

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
        storyTitle: storyTitleIn(row.itemNumber, row.siteLanguage),
        language: row.language,
        siteLanguage: row.siteLanguage,
        currency: row.currency as Currency,
        totalMinor: row.amountMinor,
      }),
    );
  }

  async function receiptFile(row: OrderRow): Promise<ReceiptFile> {
    const invoice = await invoiceOf(row);
    // Once refunded, the receipt says so and names its credit note.
    const creditNote = await invoices.findCreditNoteByOrderId(db, row.id);
    return {
      fileName: invoices.invoiceFileName(invoice),
      pdf: await invoices.renderInvoicePdf(invoice, creditNote),
    };
  }

  async function creditNoteFile(row: OrderRow): Promise<ReceiptFile> {
    let creditNote = await invoices.findCreditNoteByOrderId(db, row.id);
    if (!creditNote) {
      const refund = await studioFacts.succeededRefund(row.id);
      if (!refund) throw notFound(ORDER_MESSAGES.noCreditNote, ORDER_ERROR_CODES.noCreditNote);
      await invoiceOf(row);
      creditNote = await issueCreditNote(db, { orderId: row.id, refundId: refund.id });
      if (!creditNote) throw new Error(`Order ${row.id} has an invoice but no credit note could be issued`);
    }
    return {
      fileName: invoices.creditNoteFileName(creditNote),
      pdf: await invoices.renderCreditNotePdf(creditNote),
    };
  }

  async function page(query: AdminOrdersQuery) {
    const { page, limit, status, stage, q } = query;
    const [{ rows, total }, summary] = await Promise.all([
      repository.listPage({
        offset: (page - 1) * limit,
        limit,
        ...(status ? { status } : {}),
        ...(stage ? { stage } : {}),
        ...(q ? { q } : {}),
        sort: adminOrdersSort(query),
      }),
      repository.summary(),
    ]);
    return { rows, pagination: { page, limit, total, pages: Math.ceil(total / limit) }, summary };
  }

  return {
    async listOwn(caller) {
      const rows = (await repository.listByUser(caller.id)).map(asTheFamilySeesIt);
      // The owner is signed in: their progress carries the better-photo page's link.
      const progress = await progressOfOrders(db, rows, statusLinks, studioFacts);
      return rows.map((row) => ({ ...toOrder(row), progress: progress.get(row.id)! }));
    },

    async getVisibleTo(caller, id) {
      const row = await repository.findById(id);
      if (!row || (caller.role !== 'admin' && row.userId !== caller.id)) {
        throw notFound(ORDER_MESSAGES.notFound, 'ORDER_NOT_FOUND');
      }
      return toOrder(caller.role === 'admin' ? row : asTheFamilySeesIt(row));
    },

    async listAll(query) {
      const { rows, pagination, summary } = await page(query);
      const now = Date.now();
      return { data: rows.map((row) => toAdminRow(row, now)), pagination, summary };
    },

    async exportCsv(query) {
      const { rows } = await page(query);
      const now = Date.now();
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
          row.stage,
          isOverdue(row, now) ? 'yes' : 'no',
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
      // Once per order: a repeat (webhook, browser, reconciler) finds it made and counts nothing.
      if (created)
        await funnel?.countIn(tx, {
          step: 'paid',
          siteLanguage: row.siteLanguage,
          country: row.country,
          story: row.itemNumber,
        });
      return { order: toPaidOrder(row), created };
    },

    findPaid: (id, tx) => findPaidOrderById(tx ?? db, id),

    messageParent: (tx, orderId, dedupeKey, data) =>
      parentUpdates.messageParent(tx, orderId, dedupeKey, data),

    async deliverOpen(tx, id, admin, note) {
      // The guarded move decides a race; re-read when another move (not a delivery) came first.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        // Locked: a cancel of this order at the same moment waits for this transaction, or this
        // one for the cancel's claim, whose refund then refuses the delivery (docs/decisions/068).
        const current = await createOrdersRepository(tx).findByIdForUpdate(id);
        if (!current || stageMoveAction(current.stage, 'delivered') !== 'delivery') return undefined;
        if (await studioFacts.blocksDelivery(tx, id))
          throw conflict(ORDER_DETAIL_MESSAGES.cancelling, ORDER_DETAIL_ERROR_CODES.cancelling);
        const moved = await moveOrderStage(tx, {
          orderId: id,
          from: current.stage,
          to: 'delivered',
          kind: 'delivered',
          actor: admin,
          ...(note ? { note } : {}),
        });
        if (moved) {
          await funnel?.countIn(tx, {
            step: 'delivered',
            siteLanguage: moved.order.siteLanguage,
            country: moved.order.country,
            story: moved.order.itemNumber,
          });
          return toPaidOrder(moved.order);
        }
      }
      return undefined;
    },

    statusPageUrl: (orderId, language) => statusLinks.url(orderId, language),
    watchPageUrl: (orderId, language) => statusLinks.watchUrl(orderId, language),

    claimDueRelease: (tx, now) => createOrdersRepository(tx).lockDueRelease(now),

    markReleased: (tx, id) => createOrdersRepository(tx).markReleased(id),

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

    async creditNoteVisibleTo(caller, id) {
      const row = await repository.findById(id);
      if (!row || (caller.role !== 'admin' && row.userId !== caller.id)) {
        throw notFound(ORDER_MESSAGES.notFound, ORDER_ERROR_CODES.notFound);
      }
      return creditNoteFile(row);
    },

    async creditNoteOf(orderId) {
      const row = await repository.findById(orderId);
      return row && creditNoteFile(row);
    },

    async listByEmail(email, limit) {
      return (await repository.listByEmail(email, limit)).map(toPaidOrder);
    },

    async recordRedelivery(tx, orderId, admin, note) {
      await recordOrderEvent(tx, {
        orderId,
        kind: 'redelivered',
        from: 'delivered',
        to: 'delivered',
        note,
        actor: adminActor(admin),
      });
    },

    record: (id, tx) => createOrdersRepository(tx ?? db).findById(id),
    openRecords: (limit) => repository.listOpen(limit),
    lockRecord: (tx, id) => createOrdersRepository(tx).findByIdForUpdate(id),
    moveStage: (tx, move) => moveOrderStage(tx, move),
    eventsOf: (orderId) => createOrderEventsRepository(db).listByOrders([orderId]),
    setPhotoKeys: (tx, id, keys) => createOrdersRepository(tx).setPhotoKeys(id, keys),
    async acceptGift(tx, id, fields) {
      const row = await createOrdersRepository(tx).acceptGift(id, fields);
      if (row)
        await recordOrderEvent(tx, {
          orderId: id,
          kind: 'gift_claimed',
          from: 'awaiting_parent',
          to: 'received',
          actor: { role: 'parent' },
        });
      return row;
    },
    setCertificatePortrait: (id, allowed) => repository.setCertificatePortrait(id, allowed),
    async recordEvent(tx, event) {
      await recordOrderEvent(tx, event);
    },
    async issueCreditNote(tx, refund) {
      await issueCreditNote(tx, refund);
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

/** ORDER_LINK_SECRET, or the secret kept in DATA_DIR (made on first start): the parent's and staff's order links. */
export async function loadOrderLinkSecret(config: Pick<Config, 'payments' | 'dataDir'>): Promise<string> {
  return (
    config.payments.orderLinkSecret ??
    (await loadOrCreateSecret(config.dataDir, 'order-link-secret', 'ORDER_LINK_SECRET'))
  );
}

/** The parent's order links, signed with the order link secret. */
export async function loadOrderStatusLinks(
  config: Pick<Config, 'payments' | 'dataDir' | 'siteUrl'>,
): Promise<OrderStatusLinks> {
  return createOrderStatusLinks({ secret: await loadOrderLinkSecret(config), siteUrl: config.siteUrl });
}

/** The admin who makes a change, as the order's timeline names them. */
export const adminActor = (admin: Pick<AuthenticatedUser, 'id' | 'name'>): Actor => ({
  role: 'admin',
  userId: admin.id,
  name: admin.name,
});

/** Open (not delivered or cancelled) and past its due time. */
export const isOverdue = (row: Pick<OrderRow, 'stage' | 'dueAt'>, now: number) =>
  isOpenStage(row.stage) && row.dueAt.getTime() < now;

function toAdminRow(row: OrderRow, now: number): AdminOrderRow {
  return { ...toOrder(row), overdue: isOverdue(row, now) };
}

/**
 * The parent's progress of each order (order-status page, /profile), from its events, its latest
 * photo request (with the page's link while open) and its refund.
 */
export async function progressOfOrders(
  db: Db,
  rows: readonly OrderRow[],
  links: Pick<OrderStatusLinks, 'photoRequestUrl'>,
  studioFacts: Pick<OrderStudioFacts, 'latestPhotoRequests' | 'refundedOrders'>,
): Promise<Map<string, OwnOrder['progress']>> {
  const ids = rows.map((row) => row.id);
  const [events, requests, refunded] = await Promise.all([
    createOrderEventsRepository(db).listByOrders(ids),
    studioFacts.latestPhotoRequests(ids),
    studioFacts.refundedOrders(ids),
  ]);
  const eventsOf = new Map<string, OrderEventRow[]>();
  for (const event of events) eventsOf.set(event.orderId, [...(eventsOf.get(event.orderId) ?? []), event]);
  const now = Date.now();
  return new Map(
    rows.map((row) => [
      row.id,
      orderProgress(
        row,
        eventsOf.get(row.id) ?? [],
        openRequest(requests.get(row.id), links, now, row.siteLanguage),
        refunded.has(row.id),
      ),
    ]),
  );
}

function openRequest(
  request: PhotoRequestFact | undefined,
  links: Pick<OrderStatusLinks, 'photoRequestUrl'>,
  now: number,
  language: SiteLanguage,
) {
  if (!request || request.fulfilledAt || request.withdrawnAt) return null;
  const live = request.expiresAt.getTime() > now;
  return {
    reason: request.reason,
    requestedAt: request.createdAt,
    expiresAt: request.expiresAt,
    actionUrl: live ? links.photoRequestUrl(request.id, language) : null,
  };
}

function toPaidOrder(row: OrderRow): PaidOrder {
  return { ...toOrder(row), payment_reference: row.paymentReference, site_language: row.siteLanguage };
}

/** An order row as the API gives it (the one mapping: lists, detail, the studio's view). */
export function toOrder(row: OrderRow): Order {
  return {
    unique_id: row.id,
    order_number: row.orderNumber,
    user_id: row.userId,
    item_number: row.itemNumber,
    character_name: row.characterName,
    status: row.status,
    stage: row.stage,
    language: row.language,
    email: row.email,
    country: row.country,
    amount_minor: row.amountMinor,
    currency: row.currency,
    due_at: row.dueAt.toISOString(),
    created_date: row.createdDate.toISOString(),
    updated_date: row.updatedDate.toISOString(),
    child_data: {
      photos_deleted_at: row.photosDeletedAt?.toISOString() ?? null,
      photos_deleted_reason: row.photosDeletedReason,
      ...(row.erasedAt ? { account_erased_at: row.erasedAt.toISOString() } : {}),
      video_deleted_at: row.videoDeletedAt?.toISOString() ?? null,
    },
    scheduled_delivery: scheduledDeliveryOf(row),
  };
}

export const scheduledDeliveryOf = (row: OrderRow) =>
  row.deliverAt && row.deliverTimeZone
    ? { at: row.deliverAt.toISOString(), time_zone: row.deliverTimeZone, released: row.releasedAt !== null }
    : null;

/**
 * Delivered in the studio but held for the family's chosen day (docs/decisions/114): the film is
 * made and approved, its e-mail and WhatsApp wait for the release job.
 */
export const isHeldForRelease = (row: Pick<OrderRow, 'stage' | 'deliverAt' | 'releasedAt'>) =>
  row.stage === 'delivered' && row.deliverAt !== null && row.releasedAt === null;

/**
 * The order as the family's pages show it: a film held for its day is still "being checked" until
 * its release, so neither the page nor the profile gives the surprise away before the moment; the
 * time it is promised for is their chosen moment.
 */
export const asTheFamilySeesIt = (row: OrderRow): OrderRow => {
  // The family's promise is their chosen moment; the studio's earlier due time is the studio's.
  const promised = row.deliverAt ? { ...row, dueAt: row.deliverAt } : row;
  return isHeldForRelease(row) ? { ...promised, stage: 'quality_check', status: 'pending' } : promised;
};

/** The outbox's attachment renderer for order e-mails: an invoice reference becomes its PDF. */
export function orderMailAttachments(orders: Pick<OrdersService, 'receiptOf'>): AttachmentRenderer {
  return async (ref) => {
    const receipt = await orders.receiptOf(ref.orderId);
    if (!receipt) throw new Error('The order of this receipt no longer exists');
    return { filename: receipt.fileName, contentType: 'application/pdf', content: receipt.pdf };
  };
}
