import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import {
  orderIdParamsSchema,
  orderSchema,
  orderStatusSchema,
  ORDER_ERROR_CODES,
  type OrderStatus,
} from './order';
import { orderDetailResponseSchema, orderProgressSchema } from './order-detail';
import { ORDER_STAGES, orderStageSchema } from './order-stages';
import { pageQueryShape, paginationSchema } from './pagination';

// The order service's read side (docs/architecture.md#api-paths). Field names are the
// seed's (snake_case); creation from a paid checkout (POST /api/orders) is in ./orders-create, the
// order-status page behind the e-mail's signed link in ./order-status.

/** GET /api/orders/{id} */
export const orderResponseSchema = z.object({ success: z.literal(true), data: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** An order in the caller's own list (/profile): with its progress for the parent's timeline. */
export const ownOrderSchema = orderSchema.extend({ progress: orderProgressSchema });
export type OwnOrder = z.infer<typeof ownOrderSchema>;

/** GET /api/orders: the caller's own orders, newest first. */
export const orderListResponseSchema = z.object({ success: z.literal(true), data: z.array(ownOrderSchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const ADMIN_ORDER_SORTS = ['due', 'newest'] as const;
export const ADMIN_ORDER_SEARCH_MAX_LENGTH = 100;

/**
 * GET /api/orders/admin/all?page&limit&status&stage&q&sort. `q` finds an order by its number
 * (the payment reference), the kid's name or the parent's e-mail (case-insensitive, part of it).
 * `sort`: `due` (oldest due first) or `newest`; by default `due` unless the stage filter is
 * delivered or cancelled (finished work reads newest first).
 */
export const adminOrdersQuerySchema = z.object({
  ...pageQueryShape,
  status: orderStatusSchema.optional(),
  stage: orderStageSchema.optional(),
  q: z.string().trim().max(ADMIN_ORDER_SEARCH_MAX_LENGTH).optional(),
  sort: z.enum(ADMIN_ORDER_SORTS).optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** The sort a list query means (its own, else the default for its stage filter). */
export const adminOrdersSort = (query: Pick<AdminOrdersQuery, 'sort' | 'stage'>) =>
  query.sort ?? (query.stage === 'delivered' || query.stage === 'cancelled' ? 'newest' : 'due');

/** Counts over all orders, whatever the filter: the dashboard's orders summary. */
export const orderSummarySchema = z.object({
  total: z.number().int().min(0),
  pending: z.number().int().min(0),
  complete: z.number().int().min(0),
  /** Orders per production stage (every stage is present, 0 when none). */
  stages: z.object(
    Object.fromEntries(ORDER_STAGES.map((stage) => [stage, z.number().int().min(0)])) as Record<
      (typeof ORDER_STAGES)[number],
      z.ZodNumber
    >,
  ),
  /** Open orders (not delivered or cancelled) past their due time. */
  overdue: z.number().int().min(0),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** A row of the admin's work list: the order (with its number) and whether it is late. */
export const adminOrderRowSchema = orderSchema.extend({
  /** Still open (not delivered or cancelled) and past due_at. */
  overdue: z.boolean(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminOrderRowSchema),
  pagination: paginationSchema,
  summary: orderSummarySchema,
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

/** The admin's "Export CSV" file name: the page on screen, as a file. */
export const adminOrdersExportFileName = (
  page: number,
  status: OrderStatus | undefined,
  stage?: AdminOrdersQuery['stage'],
) => `orders-${stage ?? status ?? 'all'}-page-${page}.csv`;

/** PUT /api/orders/{id}: the seed's body (docs/architecture.md#api-paths). Only completion exists; it succeeds once the video exists. */
export const updateOrderRequestSchema = z.object({ status: z.literal('complete') });
export type UpdateOrderRequest = z.infer<typeof updateOrderRequestSchema>;

export const ORDER_ENDPOINTS = {
  listMine: defineEndpoint({
    method: 'GET',
    path: '/api/orders',
    access: 'user',
    group: 'orders',
    summary: 'The caller’s own orders, newest first (the profile page).',
    responses: { 200: orderListResponseSchema },
  }),
  listAll: defineEndpoint({
    method: 'GET',
    path: '/api/orders/admin/all',
    access: 'admin',
    group: 'orders',
    summary: 'Every order, one page at a time, optionally by status, with the dashboard’s counts.',
    query: adminOrdersQuerySchema,
    responses: { 200: adminOrderListResponseSchema },
  }),
  /**
   * The same page as listAll, as text/csv (RFC 4180 quoting; cells starting with = + - @ are
   * prefixed with ' so spreadsheets do not run them).
   */
  exportCsv: defineEndpoint({
    method: 'GET',
    path: '/api/orders/admin/export',
    access: 'admin',
    group: 'orders',
    summary: 'The admin’s “Export CSV”: the page of orders on screen, as a CSV file.',
    query: adminOrdersQuerySchema,
    responses: { 200: { file: 'text/csv' } },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id',
    access: 'user',
    group: 'orders',
    summary:
      'One order: the caller’s own (view "owner"), or any for an admin with its photos, stage events, photo request and refund (view "admin").',
    params: orderIdParamsSchema,
    responses: { 200: orderDetailResponseSchema },
    errors: { 404: [ORDER_ERROR_CODES.notFound] },
  }),
  /** The order's receipt or tax invoice (PDF): the owner's, or any for an admin; someone else's is 404. */
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/receipt',
    access: 'user',
    group: 'orders',
    summary: 'The order’s receipt or tax invoice as a PDF: the caller’s own order, or any for an admin.',
    params: orderIdParamsSchema,
    responses: { 200: { file: 'application/pdf' } },
    errors: { 404: [ORDER_ERROR_CODES.notFound] },
  }),
  /** A refunded order's credit note (PDF): the owner's, or any for an admin; someone else's is 404. */
  creditNote: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/credit-note',
    access: 'user',
    group: 'orders',
    summary: 'The credit note of a refunded order as a PDF: the caller’s own order, or any for an admin.',
    params: orderIdParamsSchema,
    responses: { 200: { file: 'application/pdf' } },
    errors: { 404: [ORDER_ERROR_CODES.notFound, ORDER_ERROR_CODES.noCreditNote] },
  }),
  /** Completion happens with POST /api/videos (docs/decisions/012); this confirms it, as the seed’s admin screen calls it. */
  complete: defineEndpoint({
    method: 'PUT',
    path: '/api/orders/:id',
    access: 'admin',
    group: 'orders',
    summary: 'Confirms an order complete once its video exists (body { status: "complete" }).',
    params: orderIdParamsSchema,
    body: updateOrderRequestSchema,
    responses: { 200: orderResponseSchema },
    errors: { 404: [ORDER_ERROR_CODES.notFound], 409: [ORDER_ERROR_CODES.videoRequired] },
  }),
};

/** Kept for the web app until it calls ORDER_ENDPOINTS.exportCsv by name. */
export const ADMIN_ORDERS_EXPORT_PATH = ORDER_ENDPOINTS.exportCsv.path;
