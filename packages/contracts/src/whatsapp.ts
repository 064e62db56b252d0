import { z } from 'zod';
import { RATE_LIMITED_CODE } from './api-error';
import { defineEndpoint } from './endpoint';
import { ORDER_STATUS_ERROR_CODES, orderStatusParamsSchema, orderStatusQuerySchema } from './order-status';

// WhatsApp order updates (issue 16, docs/decisions/049): sent only to a parent who ticked "Send me
// order updates by phone", through the outbox, in the order's site language. This file holds what
// the web app and the server share: the parent's stop link and the local catcher's inbox (the
// updates themselves and the admin's view of them: ./whatsapp-updates).

const isoTime = z.iso.datetime({ offset: true });

export const whatsAppStopResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ stopped_at: isoTime }),
});

export const WHATSAPP_ENDPOINTS = {
  /** The status page's "Stop WhatsApp updates": the page's own signed link is the only key. */
  stop: defineEndpoint({
    method: 'POST',
    path: '/api/orders/status/:id/whatsapp-stop',
    access: 'public',
    group: 'orders',
    summary:
      'Stops the WhatsApp updates of an order at once, behind the order-status page’s signed link (no account).',
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    responses: { 200: whatsAppStopResponseSchema },
    errors: { 404: [ORDER_STATUS_ERROR_CODES.invalidLink], 429: [RATE_LIMITED_CODE] },
  }),
};

// ── The local catcher's inbox (no WHATSAPP_*): /dev/messages ──────────────────────────────────

export const caughtMessageSchema = z.object({
  id: z.string(),
  /** E.164. */
  to: z.string(),
  template: z.string(),
  language_code: z.string(),
  parameters: z.array(z.string()),
  /** The template's body with its parameters filled in: what the parent would read. */
  text: z.string(),
  date: isoTime,
});
export type CaughtMessage = z.infer<typeof caughtMessageSchema>;

export const caughtMessagesQuerySchema = z.object({
  /** Only messages to this number (E.164, with or without +). */
  to: z.string().trim().max(20).optional(),
});

export const caughtMessagesResponseSchema = z.object({ messages: z.array(caughtMessageSchema) });

const FROM_THIS_MACHINE = 'Development only: while the local WhatsApp catcher runs, from this machine.';

export const DEV_MESSAGES_ENDPOINTS = {
  inbox: defineEndpoint({
    method: 'GET',
    path: '/dev/messages',
    access: 'public',
    group: 'dev-mail',
    summary: `The caught WhatsApp messages, newest first, as a page. ${FROM_THIS_MACHINE}`,
    query: caughtMessagesQuerySchema,
    responses: { 200: { file: 'text/html' } },
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/dev/messages/api/messages',
    access: 'public',
    group: 'dev-mail',
    summary: `The caught WhatsApp messages, newest first. ${FROM_THIS_MACHINE}`,
    query: caughtMessagesQuerySchema,
    responses: { 200: caughtMessagesResponseSchema },
  }),
};
