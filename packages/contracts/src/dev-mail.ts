import { z } from 'zod';

// The local mail catcher's inbox (embedded default when SMTP_URL is unset, DESIGN §4):
// GET /dev/mail/api/messages[?to=address]. Developers and the e2e journeys read delivered
// e-mails (e.g. the download link) from here instead of a real mailbox.

export const caughtMailSchema = z.object({
  id: z.string(),
  /** The From header as written, e.g. "Diya Tales" <hello@diyatales.in> */
  from: z.string(),
  /** Addresses of the To header, lower-cased. */
  to: z.array(z.string()),
  /** RCPT TO addresses the catcher accepted, lower-cased (what a real server would deliver to). */
  envelopeTo: z.array(z.string()),
  subject: z.string(),
  /** ISO time the catcher received the message. */
  date: z.string(),
  html: z.string(),
  text: z.string(),
  messageId: z.string().nullable(),
  headers: z.record(z.string(), z.string()),
});
export type CaughtMail = z.infer<typeof caughtMailSchema>;

export const caughtMailQuerySchema = z.object({
  /** Only messages addressed to this address (To header or envelope), case-insensitive. */
  to: z.string().trim().max(254).optional(),
});

export const caughtMailListResponseSchema = z.object({
  /** Newest first. */
  messages: z.array(caughtMailSchema),
});
export type CaughtMailListResponse = z.infer<typeof caughtMailListResponseSchema>;

/** /dev/mail/:id[/html|/raw]: the catcher's message ids (arrival time in ms, then random hex). */
export const caughtMailIdParamsSchema = z.object({
  id: z.string().regex(/^\d{13}-[0-9a-f]{8}$/, { error: 'unknown message' }),
});
