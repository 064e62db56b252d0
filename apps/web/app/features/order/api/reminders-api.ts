import { CHECKOUT_REMINDER_ENDPOINTS } from '@shop/contracts/checkout-reminders';
import { callEndpoint } from '~/lib/api-client';

// The two links of an unpaid checkout's reminder (docs/decisions/112): reopen the saved form (its
// photos join this browser's upload session), or stop the reminders.

export const resumeCheckout = (token: string) =>
  callEndpoint(CHECKOUT_REMINDER_ENDPOINTS.resume, { body: { token } }).then((answer) => answer.data);

export const stopReminders = (token: string) =>
  callEndpoint(CHECKOUT_REMINDER_ENDPOINTS.stop, { body: { token } }).then((answer) => answer.data);
