import { z } from 'zod';
import { languageSchema, STORY_COUNT } from './catalog';
import { pageQueryShape, paginationSchema } from './pagination';

// The order service's read side (SPEC §3 "Order (server)", §7 "Order service"). Field names are the
// seed's (snake_case); creation (POST /api/orders) belongs to the order-and-pay work.

export const ORDER_STATUSES = ['pending', 'complete'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
} as const;

export const orderSchema = z.object({
  unique_id: z.uuid(),
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

export const adminOrderListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(orderSchema),
  pagination: paginationSchema,
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;
