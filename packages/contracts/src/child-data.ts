import { z } from 'zod';
import { RATE_LIMITED_CODE, type MessageCodes } from './api-error';
import { defineEndpoint } from './endpoint';
import { ORDER_ERROR_CODES, orderIdParamsSchema } from './order';
import { ORDER_STATUS_ERROR_CODES, orderStatusParamsSchema, orderStatusQuerySchema } from './order-status';

// A child's data under the parent's control (issue 13 items 2 and 3, docs/decisions/047): photos
// deleted on a schedule or now, the delivered video deleted, the parent's data as a file, and the
// account erased. The same actions from /profile (signed in) and from the order-status page's
// signed link (no account).

export const CHILD_DATA_MESSAGES = {
  photosAlreadyDeleted: "Your child's photos for this order were already deleted.",
  videoAlreadyDeleted: 'This video was already deleted.',
  noVideo: 'This order has no delivered video to delete.',
  photosDeleted: "Your child's photos are deleted. We sent you an e-mail receipt.",
  videoDeleted: 'The video is deleted. We sent you an e-mail receipt.',
  orderOpen:
    'An order is still being made. Please wait until it is delivered (or ask us to cancel it), then delete your account.',
  accountErased: 'Your account and personal data are deleted.',
} as const;

export const CHILD_DATA_ERROR_CODES = {
  photosAlreadyDeleted: 'PHOTOS_ALREADY_DELETED',
  videoAlreadyDeleted: 'VIDEO_ALREADY_DELETED',
  noVideo: 'NO_VIDEO',
  orderOpen: 'ORDER_STILL_OPEN',
} as const satisfies MessageCodes<
  Omit<typeof CHILD_DATA_MESSAGES, 'photosDeleted' | 'videoDeleted' | 'accountErased'>
>;

export const childDataDeletionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ deleted_at: z.iso.datetime({ offset: true }), files: z.number().int().min(0) }),
});
export type ChildDataDeletionResponse = z.infer<typeof childDataDeletionResponseSchema>;

export const accountErasureResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ erased_at: z.iso.datetime({ offset: true }), orders: z.number().int().min(0) }),
});

/** The name of the "Download my data" file. */
export const myDataFileName = (day: string) => `diya-tales-my-data-${day}.json`;

// Tight limits: each action is rare for a family, and each is recorded.
const ACTION_LIMIT = { max: 10, windowMinutes: 15 } as const;
export const CHILD_DATA_RATE_LIMIT = ACTION_LIMIT;

const deletionErrors = (notFound: string) => ({
  404: [notFound],
  409: [CHILD_DATA_ERROR_CODES.photosAlreadyDeleted],
  429: [RATE_LIMITED_CODE],
});

export const CHILD_DATA_ENDPOINTS = {
  deletePhotosBySignedLink: defineEndpoint({
    method: 'POST',
    path: '/api/orders/status/:id/delete-photos',
    access: 'public',
    group: 'child-data',
    summary: "Deletes the child's photos of the order now, behind the order-status page's signed link.",
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    responses: { 200: childDataDeletionResponseSchema },
    errors: deletionErrors(ORDER_STATUS_ERROR_CODES.invalidLink),
  }),
  deleteVideoBySignedLink: defineEndpoint({
    method: 'POST',
    path: '/api/orders/status/:id/delete-video',
    access: 'public',
    group: 'child-data',
    summary: 'Deletes the delivered video of the order, behind the order-status page’s signed link.',
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    responses: { 200: childDataDeletionResponseSchema },
    errors: {
      404: [ORDER_STATUS_ERROR_CODES.invalidLink],
      409: [CHILD_DATA_ERROR_CODES.videoAlreadyDeleted, CHILD_DATA_ERROR_CODES.noVideo],
      429: [RATE_LIMITED_CODE],
    },
  }),
  myDataBySignedLink: defineEndpoint({
    method: 'GET',
    path: '/api/orders/status/:id/my-data',
    access: 'public',
    group: 'child-data',
    summary:
      'The order’s data as a JSON file, with fresh links to what still exists, behind the signed link.',
    params: orderStatusParamsSchema,
    query: orderStatusQuerySchema,
    responses: { 200: { file: 'application/json' } },
    errors: { 404: [ORDER_STATUS_ERROR_CODES.invalidLink], 429: [RATE_LIMITED_CODE] },
  }),
  deletePhotos: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/delete-photos',
    access: 'user',
    group: 'child-data',
    summary: "Deletes the child's photos of the signed-in parent's order now.",
    params: orderIdParamsSchema,
    responses: { 200: childDataDeletionResponseSchema },
    errors: deletionErrors(ORDER_ERROR_CODES.notFound),
  }),
  deleteVideo: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/delete-video',
    access: 'user',
    group: 'child-data',
    summary: "Deletes the delivered video of the signed-in parent's order.",
    params: orderIdParamsSchema,
    responses: { 200: childDataDeletionResponseSchema },
    errors: {
      404: [ORDER_ERROR_CODES.notFound],
      409: [CHILD_DATA_ERROR_CODES.videoAlreadyDeleted, CHILD_DATA_ERROR_CODES.noVideo],
      429: [RATE_LIMITED_CODE],
    },
  }),
  myData: defineEndpoint({
    method: 'GET',
    path: '/api/account/my-data',
    access: 'user',
    group: 'child-data',
    summary:
      "The signed-in parent's account and orders as a JSON file, with fresh links to what still exists.",
    responses: { 200: { file: 'application/json' } },
    errors: { 429: [RATE_LIMITED_CODE] },
  }),
  eraseAccount: defineEndpoint({
    method: 'POST',
    path: '/api/account/erase',
    access: 'user',
    group: 'child-data',
    summary:
      "Deletes the signed-in parent's account: personal data, photos and videos; anonymized payment and invoice records stay.",
    responses: { 200: accountErasureResponseSchema },
    errors: { 409: [CHILD_DATA_ERROR_CODES.orderOpen], 429: [RATE_LIMITED_CODE] },
  }),
};
