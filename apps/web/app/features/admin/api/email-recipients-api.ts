import {
  EMAIL_RECIPIENT_ENDPOINTS,
  type EmailRecipientCreate,
  type TestEmailRequest,
} from '@shop/contracts/email-recipients';
import { callEndpoint } from '~/lib/api-client';

// docs/architecture.md#api-paths e-mail recipients: the staff addresses told about new orders, and the test e-mail.

export const fetchEmailRecipients = (signal?: AbortSignal) =>
  callEndpoint(EMAIL_RECIPIENT_ENDPOINTS.list, { signal });

export const addEmailRecipient = (recipient: EmailRecipientCreate) =>
  callEndpoint(EMAIL_RECIPIENT_ENDPOINTS.add, { body: recipient });

export const removeEmailRecipient = (email: string) =>
  callEndpoint(EMAIL_RECIPIENT_ENDPOINTS.remove, { params: { email } });

export const sendTestEmail = (body: TestEmailRequest) =>
  callEndpoint(EMAIL_RECIPIENT_ENDPOINTS.sendTest, { body });
