import { z } from 'zod';
import { scheduledDeliverySchema } from './delivery-date';
import { RATE_LIMITED_CODE } from './api-error';
import { languageSchema, STORY_COUNT } from './catalog';
import { childDataStateSchema } from './child-data-state';
import { defineEndpoint } from './endpoint';
import { ORDER_ERROR_CODES, orderStatusSchema } from './order';
import { orderProgressSchema } from './order-detail';
import { orderStageSchema } from './order-stages';
import { SITE_LANGUAGES } from './site-language';
import { siblingOfferSchema } from './promotions';

// The order-status page a parent reaches from the confirmation e-mail, without an account
// (GET /api/orders/status/{id}?sig=…). The signature in the link is the only key: a wrong one is
// answered exactly like an unknown order.

export const ORDER_STATUS_MESSAGES = {
  invalidLink: 'This order link is not valid. Please use the link from your confirmation e-mail.',
} as const;

export const ORDER_STATUS_ERROR_CODES = { invalidLink: 'INVALID_ORDER_LINK' } as const;

/** The web page's path; the server builds the full link with SITE_URL and the signature. */
export const orderStatusPagePath = (orderId: string, signature: string) =>
  `/order-status/${encodeURIComponent(orderId)}?sig=${encodeURIComponent(signature)}`;

// Anything fits the path and the query: a malformed link is answered like a wrong one (404), not
// with a validation message that tells apart which part was off.
export const orderStatusParamsSchema = z.object({ id: z.string().max(100) });
export const orderStatusQuerySchema = z.object({ sig: z.string().max(200).default('') });

/** The order-status page's WhatsApp box (issue 16): null when the parent never opted in. */
export const whatsAppUpdatesStateSchema = z
  .object({
    /** The number, masked but for its last digits (+91 •••••• 3210). */
    phone_masked: z.string(),
    /** Set once the parent stopped the updates. */
    stopped_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .nullable();
export type WhatsAppUpdatesState = z.infer<typeof whatsAppUpdatesStateSchema>;

export const orderStatusViewSchema = z.object({
  unique_id: z.uuid(),
  /** The number the parent quotes (DT-…). */
  order_number: z.string(),
  item_number: z.number().int().min(1).max(STORY_COUNT),
  story_title: z.string(),
  character_name: z.string(),
  language: languageSchema,
  status: orderStatusSchema,
  stage: orderStageSchema,
  /** The timeline (Received, In production, Quality check, Delivered), a better-photo request's action, a cancellation. */
  progress: orderProgressSchema,
  /** When the video is promised (24 h after payment, or after replacement photos). */
  due_at: z.iso.datetime({ offset: true }),
  created_date: z.iso.datetime({ offset: true }),
  /** The child's photos and video already deleted, when and why (docs/decisions/047). */
  child_data: childDataStateSchema,
  /** The site language the order was placed in: the page, e-mails and messages use it. */
  site_language: z.enum(SITE_LANGUAGES),
  whatsapp_updates: whatsAppUpdatesStateSchema,
  /**
   * Delivery on a chosen day (./delivery-date, docs/decisions/114): until its release the page shows
   * the film as still being checked, with the day it will arrive; null: delivered when ready.
   */
  scheduled_delivery: scheduledDeliverySchema.nullable(),
  /** A brother's or sister's film at a discount, while the offer stands (docs/decisions/120); else null. */
  sibling_offer: siblingOfferSchema.nullable().optional(),
  /** Once delivered: fresh signed links, made for each view (so this page always gives a working one). */
  video: z
    .object({
      title: z.string(),
      video_url: z.string(),
      thumbnail_url: z.string().nullable(),
      download_url: z.string(),
      /** When the video was delivered (its completion). */
      delivered_at: z.iso.datetime({ offset: true }),
    })
    .nullable(),
});

export const orderStatusResponseSchema = z.object({ success: z.literal(true), data: orderStatusViewSchema });
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;
export type OrderStatusView = OrderStatusResponse['data'];

export const ORDER_STATUS_ENDPOINTS = {
  view: defineEndpoint({
    method: 'GET',
    path: '/api/orders/status/:id',
    access: 'public',
    group: 'orders',
    summary:
      'The order-status page behind the confirmation e-mail’s signed link: the order and, once delivered, fresh video links.',
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    responses: { 200: orderStatusResponseSchema },
    errors: { 404: [ORDER_STATUS_ERROR_CODES.invalidLink], 429: [RATE_LIMITED_CODE] },
  }),
  /** The same signed link's receipt PDF; a wrong signature, an unknown order or no receipt: 404. */
  receipt: defineEndpoint({
    method: 'GET',
    path: '/api/orders/status/:id/receipt',
    access: 'public',
    group: 'orders',
    summary:
      'The order’s receipt or tax invoice (PDF), behind the same signed link as the order-status page.',
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    responses: { 200: { file: 'application/pdf' } },
    errors: { 404: [ORDER_STATUS_ERROR_CODES.invalidLink], 429: [RATE_LIMITED_CODE] },
  }),
  /** The same signed link's credit note PDF, once the order was refunded. */
  creditNote: defineEndpoint({
    method: 'GET',
    path: '/api/orders/status/:id/credit-note',
    access: 'public',
    group: 'orders',
    summary: 'A refunded order’s credit note as a PDF, behind the same signed link as the order-status page.',
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    responses: { 200: { file: 'application/pdf' } },
    errors: {
      404: [ORDER_STATUS_ERROR_CODES.invalidLink, ORDER_ERROR_CODES.noCreditNote],
      429: [RATE_LIMITED_CODE],
    },
  }),
};
