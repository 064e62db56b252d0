import { ORDER_STATUS_ENDPOINTS } from '@shop/contracts/order-status';
import { callEndpoint } from '~/lib/api-client';

// The order-status page behind the confirmation e-mail's link: no account, the signature is the key.

export const fetchOrderStatus = (orderId: string, signature: string, signal?: AbortSignal) =>
  callEndpoint(ORDER_STATUS_ENDPOINTS.view, { params: { id: orderId }, query: { sig: signature }, signal });
