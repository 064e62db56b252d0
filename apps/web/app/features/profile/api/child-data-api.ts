import { CHILD_DATA_ENDPOINTS } from '@shop/contracts/child-data';
import { callEndpoint } from '~/lib/api-client';

// The parent's controls over their child's data (docs/decisions/047): by the order-status page's
// signed link (no account) or signed in from /profile.

export type DeletionTarget = 'photos' | 'video';

export const deleteBySignedLink = (target: DeletionTarget, orderId: string, signature: string) =>
  callEndpoint(
    target === 'photos'
      ? CHILD_DATA_ENDPOINTS.deletePhotosBySignedLink
      : CHILD_DATA_ENDPOINTS.deleteVideoBySignedLink,
    { params: { id: orderId }, query: { sig: signature } },
  );

export const deleteOwn = (target: DeletionTarget, orderId: string) =>
  callEndpoint(target === 'photos' ? CHILD_DATA_ENDPOINTS.deletePhotos : CHILD_DATA_ENDPOINTS.deleteVideo, {
    params: { id: orderId },
  });

export const fetchMyData = () => callEndpoint(CHILD_DATA_ENDPOINTS.myData);

export const eraseAccount = () => callEndpoint(CHILD_DATA_ENDPOINTS.eraseAccount);
