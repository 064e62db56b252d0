import { PAYMENT_ERROR_CODES, PAYMENT_MESSAGES } from '@shop/contracts/checkout';
import { CodedError } from '~/lib/api-client';

export type PaymentMessageKey = keyof typeof PAYMENT_MESSAGES;

/** A payment message as a failure the page shows by its code, in its language (docs/decisions/106). */
export const paymentProblem = (key: PaymentMessageKey) =>
  new CodedError(PAYMENT_MESSAGES[key], PAYMENT_ERROR_CODES[key]);
