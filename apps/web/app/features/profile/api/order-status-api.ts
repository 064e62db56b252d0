import { ORDER_STATUS_ENDPOINTS } from '@shop/contracts/order-status';
import { WHATSAPP_ENDPOINTS } from '@shop/contracts/whatsapp';
import { callEndpoint } from '~/lib/api-client';

// The order-status page behind the confirmation e-mail's link: no account, the signature is the key.

export const fetchOrderStatus = (orderId: string, signature: string, signal?: AbortSignal) =>
  callEndpoint(ORDER_STATUS_ENDPOINTS.view, { params: { id: orderId }, query: { sig: signature }, signal });

/** "Stop WhatsApp updates": the same signed link is the key. */
export const stopWhatsAppUpdates = (orderId: string, signature: string) =>
  callEndpoint(WHATSAPP_ENDPOINTS.stop, { params: { id: orderId }, query: { sig: signature } });
