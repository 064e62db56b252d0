import {
  emailRecipientCreatedResponseSchema,
  emailRecipientDeletedResponseSchema,
  emailRecipientListResponseSchema,
  testEmailResponseSchema,
  type EmailRecipientCreate,
  type TestEmailRequest,
} from '@shop/contracts/email-recipients';
import { authenticatedRequest } from '~/lib/api-client';

// SPEC §7 e-mail recipients: the staff addresses told about new orders, and the test e-mail.

export const fetchEmailRecipients = (signal?: AbortSignal) =>
  authenticatedRequest('/api/email/recipients', { signal, parse: emailRecipientListResponseSchema.parse });

export const addEmailRecipient = (recipient: EmailRecipientCreate) =>
  authenticatedRequest('/api/email/recipients', {
    method: 'POST',
    body: recipient,
    parse: emailRecipientCreatedResponseSchema.parse,
  });

export const removeEmailRecipient = (email: string) =>
  authenticatedRequest(`/api/email/recipients/${encodeURIComponent(email)}`, {
    method: 'DELETE',
    parse: emailRecipientDeletedResponseSchema.parse,
  });

export const sendTestEmail = (body: TestEmailRequest) =>
  authenticatedRequest('/api/email/test', { method: 'POST', body, parse: testEmailResponseSchema.parse });
