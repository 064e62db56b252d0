import {
  ORDER_DETAIL_ENDPOINTS,
  type AdminOrderDetail,
  type CancelOrderRequest,
  type PhotoRequestRequest,
  type RedeliverRequest,
  type StageMoveRequest,
} from '@shop/contracts/order-detail';
import { ORDER_ENDPOINTS } from '@shop/contracts/orders';
import { callEndpoint, InvalidResponseError } from '~/lib/api-client';

// The studio's calls on one order (issue 12): its detail with photos and events, stage moves, a
// better-photo request, cancelling with a refund, re-delivery and all photos as one zip. Each
// answer that changes the order is the order's fresh detail, so the page shows what the server holds.

/** GET /api/orders/{id}: for an admin, the studio's detail (never the owner's view). */
export async function fetchOrderDetail(orderId: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  const answer = await callEndpoint(ORDER_ENDPOINTS.get, { params: { id: orderId }, signal });
  if (answer.data.view !== 'admin') throw new InvalidResponseError();
  return answer.data;
}

export const moveStage = async (orderId: string, body: StageMoveRequest) =>
  (await callEndpoint(ORDER_DETAIL_ENDPOINTS.moveStage, { params: { id: orderId }, body })).data;

export const requestBetterPhotos = async (orderId: string, body: PhotoRequestRequest) =>
  (await callEndpoint(ORDER_DETAIL_ENDPOINTS.requestPhotos, { params: { id: orderId }, body })).data;

export const cancelOrder = async (orderId: string, body: CancelOrderRequest) =>
  (await callEndpoint(ORDER_DETAIL_ENDPOINTS.cancel, { params: { id: orderId }, body })).data;

export const redeliverOrder = async (orderId: string, body: RedeliverRequest) =>
  (await callEndpoint(ORDER_DETAIL_ENDPOINTS.redeliver, { params: { id: orderId }, body })).data;

/** Every photo of the order as one zip (the server streams it; the browser saves it). */
export async function fetchPhotosZip(orderId: string): Promise<Uint8Array> {
  const answer = await callEndpoint(ORDER_DETAIL_ENDPOINTS.photosZip, { params: { id: orderId } });
  return typeof answer === 'string' ? new TextEncoder().encode(answer) : answer;
}
