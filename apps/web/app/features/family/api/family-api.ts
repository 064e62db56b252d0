import { FAMILY_LINK_ENDPOINTS } from '@shop/contracts/family-links';
import { KEEPSAKE_ENDPOINTS } from '@shop/contracts/keepsakes';
import { REVIEW_ENDPOINTS, type ReviewInput } from '@shop/contracts/reviews';
import { callEndpoint } from '~/lib/api-client';

// What a family link opens to, and the parent's watch page (docs/decisions/100): public calls, the
// token or the status link's signature is the key. Fresh short-lived media links on every read.

export const familyLinkQuery = (token: string) => ({
  queryKey: ['family-link', token] as const,
  queryFn: () =>
    callEndpoint(FAMILY_LINK_ENDPOINTS.open, { params: { token } }).then((answer) => answer.data),
});

export const watchQuery = (orderId: string, sig: string) => ({
  queryKey: ['watch', orderId] as const,
  queryFn: () =>
    callEndpoint(FAMILY_LINK_ENDPOINTS.watch, { params: { id: orderId }, query: { sig } }).then(
      (answer) => answer.data,
    ),
});

/** The parent's tick for the child's portrait on the certificate (docs/decisions/117). */
export const setCertificatePortrait = (orderId: string, sig: string, allowed: boolean) =>
  callEndpoint(KEEPSAKE_ENDPOINTS.certificatePortrait, {
    params: { id: orderId },
    query: { sig },
    body: { allowed },
  }).then((answer) => answer.data.certificate_portrait);

/** Where the asking for a review stands for this order (docs/decisions/118). */
export const reviewStateQuery = (orderId: string, sig: string) => ({
  queryKey: ['watch-review', orderId] as const,
  queryFn: () =>
    callEndpoint(REVIEW_ENDPOINTS.state, { params: { id: orderId }, query: { sig } }).then(
      (answer) => answer.data.state,
    ),
});

export const submitReview = (orderId: string, sig: string, review: ReviewInput) =>
  callEndpoint(REVIEW_ENDPOINTS.submit, { params: { id: orderId }, query: { sig }, body: review }).then(
    (answer) => answer.data.state,
  );

export const declineReview = (orderId: string, sig: string) =>
  callEndpoint(REVIEW_ENDPOINTS.decline, { params: { id: orderId }, query: { sig } }).then(
    (answer) => answer.data.state,
  );
