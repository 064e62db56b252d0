import { orderStatusResponseSchema } from '@shop/contracts/order-status';
import { apiRequest } from '~/lib/api-client';
import { expectShape } from '../response-format';

// The order-status page behind the confirmation e-mail's link: no account, the signature is the key.

export const fetchOrderStatus = (orderId: string, signature: string, signal?: AbortSignal) =>
  apiRequest(`/api/orders/status/${encodeURIComponent(orderId)}?sig=${encodeURIComponent(signature)}`, {
    signal,
    parse: expectShape(orderStatusResponseSchema),
  });
