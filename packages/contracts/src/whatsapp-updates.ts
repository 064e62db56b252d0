import { z } from 'zod';

// What an order's WhatsApp updates are (issue 16, docs/decisions/049), for the admin's order detail
// and the server: the moments a parent hears about, and each message as the admin reads it.

/** The moments a parent hears about on WhatsApp, each one approved template. */
export const WHATSAPP_UPDATE_KINDS = [
  'order-paid',
  'photo-needed',
  'delivered',
  'cancelled',
  /** An unpaid checkout's reminder (docs/decisions/112): to parents who ticked phone updates only. */
  'checkout-reminder',
  /** A gift's invitation to the child's parent, and its reminders (docs/decisions/115). */
  'gift-invitation',
] as const;
export type WhatsAppUpdateKind = (typeof WHATSAPP_UPDATE_KINDS)[number];

const isoTime = z.iso.datetime({ offset: true });

/** One WhatsApp message of an order, as the admin reads it (refusals included, with the reason). */
export const adminWhatsAppMessageSchema = z.object({
  kind: z.enum(WHATSAPP_UPDATE_KINDS),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int().min(0),
  created_at: isoTime,
  sent_at: isoTime.nullable(),
  /** Why the last attempt failed, or why it will not be sent (the Cloud API's refusal). */
  error: z.string().nullable(),
});
export type AdminWhatsAppMessage = z.infer<typeof adminWhatsAppMessageSchema>;

export const adminWhatsAppSchema = z.object({
  /** E.164; null when the parent did not opt in. */
  phone: z.string().nullable(),
  opted_in_at: isoTime.nullable(),
  /** The words of the box the parent ticked. */
  opt_in_text: z.string().nullable(),
  opted_out_at: isoTime.nullable(),
  /** Oldest first. */
  messages: z.array(adminWhatsAppMessageSchema),
});
export type AdminWhatsApp = z.infer<typeof adminWhatsAppSchema>;
