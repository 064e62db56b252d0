import {
  paymentIntentResponseSchema,
  paymentsConfigResponseSchema,
  razorpayOrderResponseSchema,
  type CheckoutFormInput,
} from '@shop/contracts/checkout';
import {
  createOrderResponseSchema,
  orderCreationFailedMessage,
  type CreateOrderRequest,
} from '@shop/contracts/orders-create';
import {
  sandboxCardConfirmResponseSchema,
  sandboxUpiConfirmResponseSchema,
} from '@shop/contracts/sandbox-payments';
import { apiRequest, authenticatedRequest, isApiError, type RequestOptions } from '~/lib/api-client';

// The payment and order calls of the order page (SPEC §7 "Payment back end", "Order service").
// Guests send no authorization header; signed-in parents send their bearer token.

export interface Caller {
  signedIn: boolean;
}

function call<O extends RequestOptions>(caller: Caller, path: string, options: O) {
  return caller.signedIn ? authenticatedRequest(path, options) : apiRequest(path, options);
}

export const fetchPaymentsConfig = () =>
  apiRequest('/api/payments/config', { parse: paymentsConfigResponseSchema.parse });

export const createPaymentIntent = (caller: Caller, form: CheckoutFormInput, signal?: AbortSignal) =>
  call(caller, '/api/payments/create-payment-intent', {
    method: 'POST',
    body: form,
    signal,
    parse: paymentIntentResponseSchema.parse,
  });

export const createRazorpayOrder = (caller: Caller, form: CheckoutFormInput) =>
  call(caller, '/api/payments/create-razorpay-order', {
    method: 'POST',
    body: form,
    parse: razorpayOrderResponseSchema.parse,
  });

export const confirmSandboxCard = (body: {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}) =>
  apiRequest('/api/payments/sandbox/card/confirm', {
    method: 'POST',
    body,
    parse: sandboxCardConfirmResponseSchema.parse,
  });

export const confirmSandboxUpi = (body: { orderId: string; outcome: 'success' | 'failure' }) =>
  apiRequest('/api/payments/sandbox/upi/confirm', {
    method: 'POST',
    body,
    parse: sandboxUpiConfirmResponseSchema.parse,
  });

export const createOrder = (caller: Caller, body: CreateOrderRequest) =>
  call(caller, '/api/orders', { method: 'POST', body, parse: createOrderResponseSchema.parse });

/**
 * SPEC §7: a failed creation is "Order creation failed: {status}" (0 when the network failed). It is
 * what orderCreationError keeps and what the console says; the parent reads the page's own wording.
 */
export const orderCreationFailure = (error: unknown) =>
  orderCreationFailedMessage(isApiError(error) ? error.status : 0);
