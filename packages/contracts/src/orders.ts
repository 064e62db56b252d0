import { z } from 'zod';
import { languageSchema, STORY_COUNT } from './catalog';
import { defineEndpoint } from './endpoint';
import { pageQueryShape, paginationSchema } from './pagination';

// The order service's read side (SPEC §3 "Order (server)", §7 "Order service"). Field names are the
// seed's (snake_case); creation from a paid checkout (POST /api/orders) is in ./orders-create, the
// order-status page behind the e-mail's signed link in ./order-status.

export const ORDER_STATUSES = ['pending', 'complete'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  /** PUT /api/orders/{id} before POST /api/videos: completion needs the video (docs/decisions/012). */
  videoRequired: 'Upload the video before completing this order',
} as const;

export const ORDER_ERROR_CODES = {
  notFound: 'ORDER_NOT_FOUND',
  /** A completion step (upload link, video) for an order that is already complete. */
  notPending: 'ORDER_NOT_PENDING',
  videoRequired: 'VIDEO_REQUIRED',
} as const;

export const orderSchema = z.object({
  unique_id: z.uuid(),
  /** The number the parent quotes, e.g. DT-7K3F9Q (./order-number); the same in every answer and e-mail. */
  order_number: z.string(),
  /** null for a guest's order. */
  user_id: z.uuid().nullable(),
  /** The story id (1-27). */
  item_number: z.number().int().min(1).max(STORY_COUNT),
  /** The kid's name. */
  character_name: z.string(),
  status: orderStatusSchema,
  language: languageSchema,
  email: z.string(),
  country: z.string(),
  /** Paid amount in the currency's minor unit (paise, cents). */
  amount_minor: z.number().int().min(0),
  currency: z.string(),
  /** When the video is promised (24 h after payment). */
  due_at: z.iso.datetime({ offset: true }),
  created_date: z.iso.datetime({ offset: true }),
  updated_date: z.iso.datetime({ offset: true }),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders/{id} */
export const orderIdParamsSchema = z.object({ id: z.uuid({ error: 'must be an order id' }) });

/** GET /api/orders/{id} */
export const orderResponseSchema = z.object({ success: z.literal(true), data: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** GET /api/orders: the caller's own orders, newest first. */
export const orderListResponseSchema = z.object({ success: z.literal(true), data: z.array(orderSchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** GET /api/orders/admin/all?page&limit&status */
export const adminOrdersQuerySchema = z.object({
  ...pageQueryShape,
  status: orderStatusSchema.optional(),
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** Counts over all orders, whatever the filter: the dashboard's orders summary. */
export const orderSummarySchema = z.object({
  total: z.number().int().min(0),
  pending: z.number().int().min(0),
  complete: z.number().int().min(0),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const adminOrderListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(orderSchema),
  pagination: paginationSchema,
  summary: orderSummarySchema,
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

/** The admin's "Export CSV" file name: the page on screen, as a file. */
export const adminOrdersExportFileName = (page: number, status: OrderStatus | undefined) =>
  `orders-${status ?? 'all'}-page-${page}.csv`;

/** PUT /api/orders/{id}: SPEC §7 body. Only completion exists; it succeeds once the video exists. */
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
    summary: 'One order: the caller’s own, or any for an admin.',
    params: orderIdParamsSchema,
    responses: { 200: orderResponseSchema },
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
  /** Completion happens with POST /api/videos (docs/decisions/012); this confirms it, as the seed’s admin screen calls it. */
  complete: defineEndpoint({
    method: 'PUT',
    path: '/api/orders/:id',
    access: 'admin',
    group: 'orders',
    summary: 'Confirms an order complete once its video exists (SPEC §7 body { status: "complete" }).',
    params: orderIdParamsSchema,
    body: updateOrderRequestSchema,
    responses: { 200: orderResponseSchema },
    errors: { 404: [ORDER_ERROR_CODES.notFound], 409: [ORDER_ERROR_CODES.videoRequired] },
  }),
};

/** Kept for the web app until it calls ORDER_ENDPOINTS.exportCsv by name. */
export const ADMIN_ORDERS_EXPORT_PATH = ORDER_ENDPOINTS.exportCsv.path;
