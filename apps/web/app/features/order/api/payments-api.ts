import {
  PAYMENT_ENDPOINTS,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  type CheckoutFormInput,
} from '@shop/contracts/checkout';
import {
  ORDER_CREATE_ENDPOINTS,
  orderCreationFailedMessage,
  type CreateOrderRequest,
} from '@shop/contracts/orders-create';
import { SANDBOX_PAYMENT_ENDPOINTS } from '@shop/contracts/sandbox-payments';
import { callEndpoint, CodedError, isApiError } from '~/lib/api-client';

// The payment and order calls of the order page (docs/architecture.md#api-paths). They
// are guest-or-user endpoints: guests send no authorization header, signed-in parents their bearer
// token (the api client decides by the stored token).

export const fetchPaymentsConfig = () => callEndpoint(PAYMENT_ENDPOINTS.config);

export const createPaymentIntent = (form: CheckoutFormInput, signal?: AbortSignal) =>
  callEndpoint(PAYMENT_ENDPOINTS.startCardPayment, { body: form, signal });

export const createRazorpayOrder = (form: CheckoutFormInput) =>
  callEndpoint(PAYMENT_ENDPOINTS.startIndiaPayment, { body: form });

export const confirmSandboxCard = (body: {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}) => callEndpoint(SANDBOX_PAYMENT_ENDPOINTS.confirmCard, { body });

export const confirmSandboxUpi = (body: { orderId: string; outcome: 'success' | 'failure' }) =>
  callEndpoint(SANDBOX_PAYMENT_ENDPOINTS.confirmUpi, { body });

export const createOrder = (body: CreateOrderRequest) =>
  callEndpoint(ORDER_CREATE_ENDPOINTS.create, { body });

/**
 * docs/product-guide.md#payment-messages: a failed creation is "Order creation failed: {status}" (0 when the network failed). It is
 * what orderCreationError keeps and what the console says; the parent reads the page's own wording.
 */
export const orderCreationFailure = (error: unknown) =>
  orderCreationFailedMessage(isApiError(error) ? error.status : 0);

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

/** A payment message as a failure the page shows by its code, in its language (docs/decisions/106). */
export const paymentProblem = (key: PaymentMessageKey) =>
  new CodedError(PAYMENT_MESSAGES[key], PAYMENT_ERROR_CODES[key]);
