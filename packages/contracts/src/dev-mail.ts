import { z } from 'zod';
import { defineEndpoint } from './endpoint';

// The local mail catcher's inbox (embedded default when SMTP_URL is unset, docs/architecture.md#real-parts-and-stand-ins):
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
  /** The files it carried (the receipt PDF …); messages caught before this field have none listed. */
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int().min(0) }))
    .default([]),
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

// Only while the catcher runs (no SMTP_URL), and only for requests from this machine (403 else).
const PAGE = { 200: { file: 'text/html' } } as const;
const FROM_THIS_MACHINE = 'Development only: while the local mail catcher runs, from this machine.';

export const DEV_MAIL_ENDPOINTS = {
  inbox: defineEndpoint({
    method: 'GET',
    path: '/dev/mail',
    access: 'public',
    group: 'dev-mail',
    summary: `The caught messages, newest first, as a page. ${FROM_THIS_MACHINE}`,
    query: caughtMailQuerySchema,
    responses: PAGE,
  }),
  messages: defineEndpoint({
    method: 'GET',
    path: '/dev/mail/api/messages',
    access: 'public',
    group: 'dev-mail',
    summary: `The caught messages, newest first, as JSON (the e2e journeys read links from here). ${FROM_THIS_MACHINE}`,
    query: caughtMailQuerySchema,
    responses: { 200: caughtMailListResponseSchema },
  }),
  message: defineEndpoint({
    method: 'GET',
    path: '/dev/mail/:id',
    access: 'public',
    group: 'dev-mail',
    summary: `One caught message: headers, links, both parts. ${FROM_THIS_MACHINE}`,
    params: caughtMailIdParamsSchema,
    responses: PAGE,
  }),
  messageHtml: defineEndpoint({
    method: 'GET',
    path: '/dev/mail/:id/html',
    access: 'public',
    group: 'dev-mail',
    summary: `A caught message's HTML part, for the message page's sandboxed frame. ${FROM_THIS_MACHINE}`,
    params: caughtMailIdParamsSchema,
    responses: PAGE,
  }),
  messageRaw: defineEndpoint({
    method: 'GET',
    path: '/dev/mail/:id/raw',
    access: 'public',
    group: 'dev-mail',
    summary: `A caught message as it arrived (.eml). ${FROM_THIS_MACHINE}`,
    params: caughtMailIdParamsSchema,
    responses: { 200: { file: 'message/rfc822' } },
  }),
};
