import { getStory } from '@shop/content/stories';
import { isPaymentReference, type CreateOrderResponse } from '@shop/contracts/orders-create';
import {
  ORDER_DRAFT_KEY,
  ORDER_PROGRESS_KEYS as KEYS,
  PRE_AUTH_PATH_KEY,
  readStored,
  removeStored,
  writeStored,
} from '~/lib/storage-keys';

// The docs/product-guide.md#after-paying order-progress keys across payment: the story and name go in before paying so the
// payment return (or the confirmation page) can still create the order if this tab is lost or the
// card provider redirects the browser away (docs/decisions/014). What the parent is shown about the
// order always comes from the server's answer; these keys only decide whether to ask it.

const MAX = 100;

/**
 * The moment the payment reference exists, before any money moves: a new payment starts clean.
 * The checkout token goes with it: this browser's proof, for POST /api/orders, that it paid.
 */
export function rememberPendingOrder(
  storyId: number,
  kidName: string,
  paymentReference: string,
  checkoutToken: string,
): void {
  removeStored(
    'local',
    KEYS.createdInPayment,
    KEYS.orderResponse,
    KEYS.creationPending,
    KEYS.creationError,
    KEYS.creationTimestamp,
  );
  writeStored('local', KEYS.selectedStoryId, String(storyId));
  writeStored('local', KEYS.characterName, kidName.trim().slice(0, MAX));
  writeStored('local', KEYS.paymentIntentId, paymentReference);
  writeStored('local', KEYS.checkoutToken, checkoutToken);
}

/**
 * The checkout token this browser keeps for that payment, to send with POST /api/orders; undefined
 * for a payment this browser did not start (the server then answers without the order's details).
 */
export function checkoutTokenFor(paymentReference: string): string | undefined {
  if (readStored('local', KEYS.paymentIntentId) !== paymentReference) return undefined;
  return readStored('local', KEYS.checkoutToken) ?? undefined;
}

/** The order form's draft (docs/decisions/038) is done with once a payment has gone through. */
export function clearOrderDraft(): void {
  removeStored('session', ORDER_DRAFT_KEY);
}

export function rememberCreatedOrder(order: CreateOrderResponse['data'], paymentReference: string): void {
  clearOrderDraft();
  writeStored('local', KEYS.orderResponse, JSON.stringify(order));
  writeStored('local', KEYS.createdInPayment, 'true');
  writeStored('local', KEYS.paymentIntentId, paymentReference);
  writeStored('local', KEYS.creationTimestamp, new Date().toISOString());
  removeStored('local', KEYS.selectedStoryId, KEYS.creationPending, KEYS.creationError);
}

export function rememberCreationFailure(paymentReference: string, error: string): void {
  // Paid, even if the order is still to be created: the form must not offer to pay again.
  clearOrderDraft();
  writeStored('local', KEYS.creationPending, 'true');
  writeStored('local', KEYS.paymentIntentId, paymentReference);
  writeStored('local', KEYS.creationError, error);
  writeStored('local', KEYS.creationTimestamp, new Date().toISOString());
}

/** docs/product-guide.md#after-paying: Close on the payment-return overlay clears the created flag. */
export function clearCreatedFlag(): void {
  removeStored('local', KEYS.createdInPayment);
}

/** docs/product-guide.md#after-paying: the confirmation page clears the flags when it does not retry. */
export function clearCreationFlags(): void {
  removeStored('local', KEYS.creationPending, KEYS.creationError);
}

/** A story id of the catalogue, or null. */
export function storyIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,2}$/.test(value)) return null;
  const id = Number(value);
  return getStory(id) ? id : null;
}

// ---- Payment return on / (docs/product-guide.md#after-paying) ----

export interface PaymentReturnStored {
  createdInPayment: string | null;
  paymentIntentId: string | null;
  selectedStoryId: string | null;
  characterName: string | null;
}

export type PaymentReturnPlan =
  | { kind: 'create'; orderNumber: string; storyId: number; characterName: string }
  | { kind: 'already-created' }
  | { kind: 'skip'; warning: string };

export const PAYMENT_RETURN_WARNINGS = {
  invalidOrderNumber: 'Invalid order number format',
  missingData: 'Payment return without a stored story or kid name: the order is not created here.',
} as const;

/**
 * Whether this browser creates the order on the payment return: not when it is already flagged
 * created for this payment, nor without the story and name it stored before paying.
 */
export function planPaymentReturn(orderNumber: string, stored: PaymentReturnStored): PaymentReturnPlan {
  if (!isPaymentReference(orderNumber))
    return { kind: 'skip', warning: PAYMENT_RETURN_WARNINGS.invalidOrderNumber };
  // The flag belongs to one payment: a flag left by an earlier order must not block this one.
  if (stored.createdInPayment === 'true' && stored.paymentIntentId === orderNumber)
    return { kind: 'already-created' };
  const storyId = storyIdFrom(stored.selectedStoryId);
  const characterName = stored.characterName?.trim().slice(0, MAX) ?? '';
  if (storyId === null || !characterName)
    return { kind: 'skip', warning: PAYMENT_RETURN_WARNINGS.missingData };
  return { kind: 'create', orderNumber, storyId, characterName };
}

export function readPaymentReturnStored(): PaymentReturnStored {
  return {
    createdInPayment: readStored('local', KEYS.createdInPayment),
    paymentIntentId: readStored('local', KEYS.paymentIntentId),
    selectedStoryId: readStored('local', KEYS.selectedStoryId),
    characterName: readStored('local', KEYS.characterName),
  };
}

/** Set before the call, so a second tab or a double render does not create a second time. */
export function markCreatedInPayment(orderNumber: string): void {
  writeStored('local', KEYS.createdInPayment, 'true');
  writeStored('local', KEYS.paymentIntentId, orderNumber);
}

// ---- The confirmation page (docs/product-guide.md#after-paying) ----

export interface ConfirmationInput {
  /** ?payment_intent= */
  paymentIntent: string | null;
  /** ?story= */
  story: string | null;
  /** sessionStorage pre_auth_path: the address the visitor asked for before signing in. */
  storedPath: string | null;
  creationPending: string | null;
  paymentIntentId: string | null;
}

export type ConfirmationPlan =
  /** Creation is pending: the one retry. */
  | { kind: 'retry'; reference: string; storyId: number }
  /** Ask the server for the order this payment became (it is idempotent: no second order). */
  | { kind: 'lookup'; reference: string; clearFlags: true }
  /** Pending, but no story id anywhere: creation skipped (docs/product-guide.md#payment-messages). */
  | { kind: 'story-missing'; clearFlags: true }
  | { kind: 'nothing'; clearFlags: true };

function storyFromPath(path: string | null): string | null {
  if (!path?.startsWith('/')) return null;
  try {
    return new URL(path, 'https://shop.invalid').searchParams.get('story');
  } catch {
    return null;
  }
}

export function planConfirmation(input: ConfirmationInput): ConfirmationPlan {
  const fromQuery = input.paymentIntent?.trim() ?? '';
  const reference = isPaymentReference(fromQuery)
    ? fromQuery
    : input.paymentIntentId && isPaymentReference(input.paymentIntentId)
      ? input.paymentIntentId
      : null;
  const storyId = storyIdFrom(input.story) ?? storyIdFrom(storyFromPath(input.storedPath));
  const pending = input.creationPending === 'true';
  if (pending && reference && storyId !== null) return { kind: 'retry', reference, storyId };
  if (pending && storyId === null) return { kind: 'story-missing', clearFlags: true };
  if (reference) return { kind: 'lookup', reference, clearFlags: true };
  return { kind: 'nothing', clearFlags: true };
}

export function readConfirmationInput(params: URLSearchParams): ConfirmationInput {
  return {
    paymentIntent: params.get('payment_intent'),
    story: params.get('story'),
    storedPath: readStored('session', PRE_AUTH_PATH_KEY),
    creationPending: readStored('local', KEYS.creationPending),
    paymentIntentId: readStored('local', KEYS.paymentIntentId),
  };
}

/** Where the thank-you sends a parent for the details of this payment's order. */
export const confirmationPath = (reference: string, storyId: number) =>
  `/order-confirmation?payment_intent=${encodeURIComponent(reference)}&story=${storyId}`;
