import type { CreatedOrder } from '@shop/contracts/orders-create';
import { ORDER_PROGRESS_KEYS as KEYS, removeStored, writeStored } from '~/lib/storage-keys';

// The SPEC §3/§4 order-progress keys across payment: the story and name go in before paying so the
// payment return (or the confirmation page) can still create the order if this tab is lost.

const MAX = 100;

export function rememberPendingOrder(storyId: number, kidName: string, paymentReference: string): void {
  writeStored('local', KEYS.selectedStoryId, String(storyId));
  writeStored('local', KEYS.characterName, kidName.trim().slice(0, MAX));
  writeStored('local', KEYS.paymentIntentId, paymentReference);
}

export function rememberCreatedOrder(order: CreatedOrder, paymentReference: string): void {
  writeStored('local', KEYS.orderResponse, JSON.stringify(order));
  writeStored('local', KEYS.createdInPayment, 'true');
  writeStored('local', KEYS.paymentIntentId, paymentReference);
  writeStored('local', KEYS.creationTimestamp, new Date().toISOString());
  removeStored('local', KEYS.selectedStoryId, KEYS.creationPending, KEYS.creationError);
}

export function rememberCreationFailure(paymentReference: string, error: string): void {
  writeStored('local', KEYS.creationPending, 'true');
  writeStored('local', KEYS.paymentIntentId, paymentReference);
  writeStored('local', KEYS.creationError, error);
  writeStored('local', KEYS.creationTimestamp, new Date().toISOString());
}
