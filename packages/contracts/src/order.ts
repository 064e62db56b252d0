import { z } from 'zod';
import { scheduledDeliverySchema } from './delivery-date';
import { languageSchema, STORY_COUNT } from './catalog';
import { childDataStateSchema } from './child-data-state';
import { orderStageSchema } from './order-stages';

// An order as the API gives it (docs/architecture.md#api-paths), its messages and error codes. Field
// names are the seed's (snake_case). The endpoints are in ./orders (the list, one order) and
// ./order-detail (the studio's detail, stages, photos, requests, cancel); both import from here.

export const ORDER_STATUSES = ['pending', 'complete'] as const;
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  /** PUT /api/orders/{id} before POST /api/videos: completion needs the video (docs/decisions/012). */
  videoRequired: 'Upload the video before completing this order',
  /** A credit note is issued when an order's payment is refunded; this order's was not. */
  noCreditNote: 'This order was not refunded, so it has no credit note',
} as const;

export const ORDER_ERROR_CODES = {
  notFound: 'ORDER_NOT_FOUND',
  /** A completion step (upload link, video) for an order that is already complete. */
  notPending: 'ORDER_NOT_PENDING',
  videoRequired: 'VIDEO_REQUIRED',
  noCreditNote: 'NO_CREDIT_NOTE',
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
  /** The production stage (./order-stages); `status` is complete exactly when this is delivered. */
  stage: orderStageSchema,
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
  /** The child's photos and video already deleted, when and why (docs/decisions/047). */
  child_data: childDataStateSchema,
  /** Delivery on a chosen day (./delivery-date, docs/decisions/114); null: delivered when ready. */
  scheduled_delivery: scheduledDeliverySchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** GET /api/orders/{id} */
export const orderIdParamsSchema = z.object({ id: z.uuid({ error: 'must be an order id' }) });
