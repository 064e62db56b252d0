import { failedMailListResponseSchema, failedMailRetryResponseSchema } from '@shop/contracts/failed-mail';
import { authenticatedRequest } from '~/lib/api-client';

// The e-mails the shop could not send (docs/decisions/019): the latest ones, and a retry of one.

/** How many of the most recently failed e-mails the dashboard shows. */
export const FAILED_MAIL_SHOWN = 20;

export const fetchFailedMail = (signal?: AbortSignal) =>
  authenticatedRequest(`/api/email/failed?page=1&limit=${FAILED_MAIL_SHOWN}`, {
    signal,
    parse: failedMailListResponseSchema.parse,
  });

export const retryFailedMail = (id: string) =>
  authenticatedRequest(`/api/email/failed/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
    parse: failedMailRetryResponseSchema.parse,
  });
