import { FAILED_MAIL_ENDPOINTS } from '@shop/contracts/failed-mail';
import { callEndpoint } from '~/lib/api-client';

// The e-mails the shop could not send (docs/decisions/019): the latest ones, and a retry of one.

/** How many of the most recently failed e-mails the dashboard shows. */
export const FAILED_MAIL_SHOWN = 20;

export const fetchFailedMail = (signal?: AbortSignal) =>
  callEndpoint(FAILED_MAIL_ENDPOINTS.list, { query: { page: 1, limit: FAILED_MAIL_SHOWN }, signal });

export const retryFailedMail = (id: string) => callEndpoint(FAILED_MAIL_ENDPOINTS.retry, { params: { id } });
