import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { pageQueryShape, paginationSchema } from './pagination';

// E-mails the shop could not send (docs/decisions/019): an address that cannot be used, or a relay
// that kept refusing. The order they belong to was created all the same; the admin page lists
// them (GET /api/email/failed) and can put one back in the queue (POST /api/email/failed/:id/retry).

/** How the admin page names each kind of e-mail (the outbox's templates); an unknown kind shows as itself. */
export const mailKindLabel = (kind: string): string =>
  ({
    'new-order-notice': 'New-order notice (staff)',
    'order-confirmation': 'Order confirmation (parent)',
    delivery: 'Video delivery (parent)',
    'review-request': 'Review request (parent)',
    test: 'Test e-mail',
  })[kind] ?? kind;

export const FAILED_MAIL_MESSAGES = {
  loadFailed: 'Failed to load undelivered e-mails. Please try again.',
  retried: 'The e-mail is queued to be sent again.',
  retryFailed: 'Failed to retry the e-mail.',
  notFound: 'This e-mail is not in the failed list (it may have been retried already).',
  invalidAddress:
    'This e-mail cannot be sent again: its address is not a valid e-mail address. Contact the person another way.',
  notWritten: 'This e-mail cannot be sent again: it could not be written. Please contact support.',
} as const;

export const FAILED_MAIL_ERROR_CODES = {
  notFound: 'MAIL_NOT_FAILED',
  notRetryable: 'MAIL_NOT_RETRYABLE',
} as const;

export const failedMailQuerySchema = z.object(pageQueryShape);
export type FailedMailQuery = z.input<typeof failedMailQuerySchema>;

/** One failed e-mail. The address is shown whole: the admin has to act on it (docs/decisions/019). */
export const failedMailSchema = z.object({
  id: z.string(),
  /** The template: new-order-notice, order-confirmation, delivery or test. */
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  /** Why it was not sent: the relay's last answer, or why it was refused when queued. */
  error: z.string(),
  attempts: z.number().int(),
  /** ISO times: when it was queued (the order's time), and when it was given up. */
  createdAt: z.string(),
  failedAt: z.string(),
  /** false: sending it again cannot work (the address breaks the rule, or it could not be written). */
  retryable: z.boolean(),
});
export type FailedMail = z.infer<typeof failedMailSchema>;

/** GET /api/email/failed?page&limit */
export const failedMailListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(failedMailSchema),
  pagination: paginationSchema,
});
export type FailedMailListResponse = z.infer<typeof failedMailListResponseSchema>;

export const failedMailParamsSchema = z.object({ id: z.uuid({ error: FAILED_MAIL_MESSAGES.notFound }) });

/** POST /api/email/failed/:id/retry → 200 */
export const failedMailRetryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string() }),
});
export type FailedMailRetryResponse = z.infer<typeof failedMailRetryResponseSchema>;

export const FAILED_MAIL_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/email/failed',
    access: 'admin',
    group: 'email',
    summary: 'E-mails the shop gave up sending, newest first (the admin page’s “E-mails not delivered”).',
    query: failedMailQuerySchema,
    responses: { 200: failedMailListResponseSchema },
  }),
  retry: defineEndpoint({
    method: 'POST',
    path: '/api/email/failed/:id/retry',
    access: 'admin',
    group: 'email',
    summary: 'Puts a failed e-mail back in the queue.',
    params: failedMailParamsSchema,
    responses: { 200: failedMailRetryResponseSchema },
    errors: { 404: [FAILED_MAIL_ERROR_CODES.notFound], 409: [FAILED_MAIL_ERROR_CODES.notRetryable] },
  }),
};
