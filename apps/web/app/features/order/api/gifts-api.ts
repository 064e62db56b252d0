import { GIFT_ENDPOINTS, type GiftCheckoutFormInput, type GiftClaimInput } from '@shop/contracts/gifts';
import { callEndpoint } from '~/lib/api-client';

// A gift's pages (docs/decisions/115): the parent's invitation and acceptance, the giver's status.
// Public calls: the token in the page's path is the key.

export const giftInvitationQuery = (token: string) => ({
  queryKey: ['gift-invitation', token] as const,
  queryFn: () => callEndpoint(GIFT_ENDPOINTS.invitation, { params: { token } }).then((answer) => answer.data),
});

export const giftStatusQuery = (token: string) => ({
  queryKey: ['gift-status', token] as const,
  queryFn: () => callEndpoint(GIFT_ENDPOINTS.status, { params: { token } }).then((answer) => answer.data),
});

export const claimGift = (token: string, body: GiftClaimInput) =>
  callEndpoint(GIFT_ENDPOINTS.claim, { params: { token }, body }).then((answer) => answer.data);

/**
 * The order form in gift mode (docs/decisions/121): the gift's own payment start, card abroad or the
 * India gateway. The body carries no price: the server prices the gift as any order.
 */
export const createGiftPaymentIntent = (form: GiftCheckoutFormInput, signal?: AbortSignal) =>
  callEndpoint(GIFT_ENDPOINTS.startCardPayment, { body: form, signal });

export const createGiftRazorpayOrder = (form: GiftCheckoutFormInput) =>
  callEndpoint(GIFT_ENDPOINTS.startIndiaPayment, { body: form });
