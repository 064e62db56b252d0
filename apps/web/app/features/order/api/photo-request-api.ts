import type { PhotoCrop } from '@shop/contracts/uploads';
import { PHOTO_REQUEST_ENDPOINTS } from '@shop/contracts/order-detail';
import { callEndpoint } from '~/lib/api-client';

// The parent's better-photo page behind the e-mailed signed link (issue 12 item 3): no account, the
// signature is the key. The new photos go up first through the order form's own pipeline
// (POST /api/uploads/photos), then their ids replace the photos the studio asked about.

export const fetchPhotoRequest = (requestId: string, signature: string, signal?: AbortSignal) =>
  callEndpoint(PHOTO_REQUEST_ENDPOINTS.view, {
    params: { id: requestId },
    query: { sig: signature },
    signal,
  });

export const sendReplacementPhotos = (
  requestId: string,
  signature: string,
  photoIds: string[],
  crops?: Record<string, PhotoCrop>,
) =>
  callEndpoint(PHOTO_REQUEST_ENDPOINTS.replace, {
    params: { id: requestId },
    query: { sig: signature },
    body: { photoIds, ...(crops ? { crops } : {}) },
  });
