import { z } from 'zod';
import { RATE_LIMITED_CODE } from './api-error';
import { emailAddressSchema } from './email-address';
import { defineEndpoint, type FormErrors } from './endpoint';

// "Find my order" (issue 14): a parent without an account (or without the confirmation e-mail) gives
// an e-mail address; the shop e-mails the signed order-status links of that address's orders to that
// address. The answer on screen is the same whether or not orders exist, so nobody can learn from it
// who has ordered; requests are rate-limited per client, and the e-mail goes out at most once per
// address every FIND_ORDER_MAIL_WINDOW_MINUTES.

export const FIND_ORDER_MESSAGES = {
  invalidEmail: 'Please enter a valid email address.',
  /** The one answer, orders or not. */
  sent: 'If we have orders for this e-mail address, we have sent their links to it. Please check your inbox (and spam folder) in a few minutes.',
} as const;

export const FIND_ORDER_ERROR_CODES = { invalidEmail: 'INVALID_EMAIL' } as const;

/** One e-mail per address in this window, however often it is asked for. */
export const FIND_ORDER_MAIL_WINDOW_MINUTES = 10;

export const findOrderRequestSchema = z.object({
  email: emailAddressSchema(FIND_ORDER_MESSAGES.invalidEmail),
});
export type FindOrderRequest = z.input<typeof findOrderRequestSchema>;

export const findOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.literal(FIND_ORDER_MESSAGES.sent),
});
export type FindOrderResponse = z.infer<typeof findOrderResponseSchema>;

const FIND_ORDER_FORM_ERRORS = { code: FIND_ORDER_ERROR_CODES.invalidEmail } as const satisfies FormErrors;

export const FIND_ORDER_ENDPOINTS = {
  request: defineEndpoint({
    method: 'POST',
    path: '/api/orders/find',
    access: 'public',
    group: 'orders',
    summary:
      'Find my order: e-mails the signed status links of the orders paid with this address to it; the same answer whether or not there are any.',
    body: findOrderRequestSchema,
    formErrors: FIND_ORDER_FORM_ERRORS,
    responses: { 202: findOrderResponseSchema },
    errors: { 400: [FIND_ORDER_ERROR_CODES.invalidEmail], 429: [RATE_LIMITED_CODE] },
  }),
};
