import { z } from 'zod';
import { SITE_LANGUAGES } from './site-language';
import { adminWhatsAppSchema } from './whatsapp-updates';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE } from './api-error';
import { defineEndpoint } from './endpoint';
import { ORDER_ERROR_CODES, orderIdParamsSchema, orderSchema } from './order';
import { orderStageSchema, PARENT_TIMELINE_STAGES, STAGE_ERROR_CODES } from './order-stages';
import { consentViewSchema } from './privacy';
import {
  ADMIN_UPLOAD_ERROR_CODES,
  PHOTO_CROP_ERROR_CODES,
  PHOTO_CROP_MESSAGES,
  PHOTO_ERROR_CODES,
  PHOTO_LIMITS,
  photoCropSchema,
} from './uploads';
import { createVideoRequestSchema, VIDEO_ERROR_CODES, videoResponseSchema } from './videos';
import { VOICE_CLIP_LIMITS } from './voice';

// The studio's side of an order (issue 12): the admin's order detail with the child's photos,
// production stages and their events, better-photo requests (and the parent's page that answers
// one), cancelling with a refund, re-delivery, the photos as one zip, and the parent's progress.
// docs/decisions/031 (stages), 032 (photo links and access records), 033 (refunds).

const isoTime = z.iso.datetime({ offset: true });

// ── Limits and texts ──────────────────────────────────────────────────────────────────────────

/** Photo links for staff live at most this long (issue 12: ≤ 10 min). */
export const STAFF_PHOTO_LINK_SECONDS = 10 * 60;
/** A better-photo request's link works for 7 days, for one replacement. */
export const PHOTO_REQUEST_LINK_DAYS = 7;
/** Replacement photos restart the promise: the video is due this long after they arrive. */
export const PHOTO_REPLACEMENT_DUE_HOURS = 24;

export const PHOTO_REQUEST_REASON_MAX_LENGTH = 500;
export const STAGE_NOTE_MAX_LENGTH = 500;
export const CANCEL_REASON_MAX_LENGTH = 500;

/**
 * The standard reasons the shop asks a family for photos, each with a Hindi wording in content:
 * the admin picks one of STUDIO_PHOTO_REQUEST_TEMPLATE_IDS (and may edit it); `photos_deleted` is
 * the shop's own, sent when a parent deletes the photos of an order still being made
 * (docs/decisions/091).
 */
export const PHOTO_REQUEST_TEMPLATES = {
  blurry: {
    label: 'Blurry',
    text: 'The photo is blurry, so we cannot see your child’s face clearly. Please send a sharp photo, taken in good light.',
  },
  face_hidden: {
    label: 'Face hidden',
    text: 'Your child’s face is partly hidden (by a hand, a hat, sunglasses or a shadow). Please send a photo where the whole face is visible.',
  },
  more_than_one_child: {
    label: 'More than one child',
    text: 'There is more than one child in the photo, so we cannot tell who the story is about. Please send a photo of your child alone.',
  },
  too_dark: {
    label: 'Too dark',
    text: 'The photo is too dark for us to see your child’s face. Please send a photo taken in daylight or a well-lit room.',
  },
  photos_deleted: {
    label: 'Photos deleted by the parent',
    text: 'You deleted your child’s photos, so we cannot make the film yet. Please send 1 to 3 new photos. If you would rather cancel, reply to this e-mail and we will refund you in full.',
  },
} as const;
export type PhotoRequestTemplate = keyof typeof PHOTO_REQUEST_TEMPLATES;
export const PHOTO_REQUEST_TEMPLATE_IDS = Object.keys(PHOTO_REQUEST_TEMPLATES) as [
  PhotoRequestTemplate,
  ...PhotoRequestTemplate[],
];
/**
 * The standard reason this text is, word for word; null for the studio's own words. A reason sent
 * unchanged is read in the family's language; one the admin wrote or changed reaches them as written.
 */
export function standardPhotoReason(text: string): PhotoRequestTemplate | null {
  const trimmed = text.trim();
  return PHOTO_REQUEST_TEMPLATE_IDS.find((id) => PHOTO_REQUEST_TEMPLATES[id].text === trimmed) ?? null;
}

/** The reasons an admin may choose when asking for a better photo. */
export const STUDIO_PHOTO_REQUEST_TEMPLATE_IDS = [
  'blurry',
  'face_hidden',
  'more_than_one_child',
  'too_dark',
] as const satisfies readonly PhotoRequestTemplate[];
export type StudioPhotoRequestTemplate = (typeof STUDIO_PHOTO_REQUEST_TEMPLATE_IDS)[number];
/** What an admin may send as a request's template. */
export const photoRequestTemplateSchema = z.enum(STUDIO_PHOTO_REQUEST_TEMPLATE_IDS);
/** A request's template as the detail and the parent's page show it: any standard reason. */
const shownPhotoRequestTemplateSchema = z.enum(PHOTO_REQUEST_TEMPLATE_IDS);

export const ORDER_DETAIL_MESSAGES = {
  reasonRequired: 'Please say why a better photo is needed.',
  reasonTooLong: `The reason must be at most ${PHOTO_REQUEST_REASON_MAX_LENGTH} characters.`,
  choosePhotos: 'Please choose the photo(s) to replace.',
  photoNotInOrder: 'One or more of the chosen photos are not part of this order.',
  noteTooLong: `The note must be at most ${STAGE_NOTE_MAX_LENGTH} characters.`,
  cancelReasonRequired: 'Please say why the order is cancelled.',
  cancelReasonTooLong: `The reason must be at most ${CANCEL_REASON_MAX_LENGTH} characters.`,
  /** Cancel: the provider did not refund; nothing changed, the same refund is retried safely. */
  refundFailed:
    'The payment provider did not confirm the refund. The order was not cancelled; please try again in a moment.',
  /** Cancel: another admin's cancel of this order is asking the provider right now. */
  cancelInProgress:
    'This order is being cancelled by another admin right now. Reload the order in a moment to see the outcome.',
  /** Delivery: a cancel of this order asked for (or made) its refund first. */
  cancelling: 'This order is being cancelled and refunded, so it cannot be delivered.',
  notDelivered: 'Only a delivered order can be re-delivered.',
  photoNotFound: 'Photo not found',
  /** The order has no photos to download (all replaced and none sent yet). */
  noPhotos: 'This order has no photos.',
} as const;

export const ORDER_DETAIL_ERROR_CODES = {
  photoNotInOrder: 'PHOTO_NOT_IN_ORDER',
  refundFailed: 'REFUND_FAILED',
  cancelInProgress: 'CANCEL_IN_PROGRESS',
  cancelling: 'ORDER_BEING_CANCELLED',
  notDelivered: 'ORDER_NOT_DELIVERED',
  photoNotFound: 'PHOTO_NOT_FOUND',
  noPhotos: 'NO_PHOTOS',
} as const;

// ── The admin's order detail: GET /api/orders/{id} as an admin ──────────────────────────────────

/** One of the child's photos, through short-lived signed links (≤ STAFF_PHOTO_LINK_SECONDS). */
export const staffPhotoSchema = z.object({
  /** The photo's id (its public_id from the upload). */
  id: z.uuid(),
  /** Shows the photo in the page (inline); each use is recorded as a view. */
  url: z.string(),
  /** The same photo as a file (attachment); each use is recorded as a download. */
  download_url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** When both links stop working (ask for the detail or the photo's link again for fresh ones). */
  expires_at: isoTime,
});
export type StaffPhoto = z.infer<typeof staffPhotoSchema>;

/** The voice clip of the child's name, behind the same kind of staff links as the photos. */
export const staffVoiceClipSchema = z.object({
  id: z.uuid(),
  /** Plays in the page's <audio> (inline); each use is recorded as a play. */
  url: z.string(),
  /** The clip as a file; each use is recorded as a download. */
  download_url: z.string(),
  content_type: z.enum(VOICE_CLIP_LIMITS.contentTypes),
  duration_seconds: z.number().min(0),
  expires_at: isoTime,
});
export type StaffVoiceClip = z.infer<typeof staffVoiceClipSchema>;

export const EVENT_ACTOR_ROLES = ['admin', 'parent', 'system'] as const;

/** One change of an order: a stage move, a photo request, replaced photos, a (re-)delivery, a cancellation. */
export const EVENT_KINDS = [
  'created',
  'stage',
  'photo_request',
  'photos_replaced',
  'delivered',
  'redelivered',
  'cancelled',
  /** The parent deleted the child's photos while the order was being made: it waits for new ones. */
  'photos_deleted',
  /** The parent's account was erased: the order keeps only its anonymized accounting. */
  'erased',
  /** A gift's parent consented and sent the photos (docs/decisions/115): the order goes to the studio. */
  'gift_claimed',
] as const;

export const orderEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(EVENT_KINDS),
  at: isoTime,
  /** Who made it: an admin (id and name), the parent (from their e-mailed link) or the shop itself. */
  by: z.object({
    role: z.enum(EVENT_ACTOR_ROLES),
    user_id: z.uuid().nullable(),
    name: z.string().nullable(),
  }),
  /** null for the order's first event (created → received). */
  from: orderStageSchema.nullable(),
  to: orderStageSchema,
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const PHOTO_REQUEST_STATES = ['open', 'fulfilled', 'expired', 'withdrawn'] as const;

/** The latest better-photo request of an order, as the admin sees it. */
export const adminPhotoRequestSchema = z.object({
  id: z.uuid(),
  state: z.enum(PHOTO_REQUEST_STATES),
  photo_ids: z.array(z.uuid()),
  reason: z.string(),
  template: shownPhotoRequestTemplateSchema.nullable(),
  requested_at: isoTime,
  requested_by: z.string().nullable(),
  expires_at: isoTime,
  /** When the parent first opened the e-mailed link; null until then. */
  opened_at: isoTime.nullable(),
  fulfilled_at: isoTime.nullable(),
});
export type AdminPhotoRequest = z.infer<typeof adminPhotoRequestSchema>;

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;

export const refundSchema = z.object({
  state: z.enum(REFUND_STATES),
  amount_minor: z.number().int().min(0),
  currency: z.string(),
  provider: z.string(),
  /** The provider's id of the refund (re_…, rfnd_…, sandbox's); null until it answered. */
  provider_refund_id: z.string().nullable(),
  requested_at: isoTime,
  completed_at: isoTime.nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

/** What a staff member did with a child's photo or voice clip ('play': the clip in the page's player). */
export const MEDIA_ACCESS_KINDS = ['view', 'download', 'zip', 'play'] as const;
/**
 * Which of the child's files: a photo, the voice clip of the name, or the rendered film (its draft,
 * WhatsApp copy, stills and spoken name, whose short-lived links the studio's film panel was given:
 * media_id is the render's id).
 */
export const ACCESSED_MEDIA = ['photo', 'voice_clip', 'film'] as const;

/** One staff use of a child's photo (docs/decisions/032): who, when, which photo, how. */
export const mediaAccessEntrySchema = z.object({
  at: isoTime,
  media: z.enum(ACCESSED_MEDIA),
  media_id: z.uuid(),
  kind: z.enum(MEDIA_ACCESS_KINDS),
  admin: z.object({ user_id: z.uuid(), name: z.string().nullable(), email: z.string().nullable() }),
});
export type MediaAccessEntry = z.infer<typeof mediaAccessEntrySchema>;

export const adminOrderDetailSchema = orderSchema.extend({
  view: z.literal('admin'),
  story_title: z.string(),
  /** Still open (not delivered or cancelled) and past due_at. */
  overdue: z.boolean(),
  provider: z.string(),
  payment_reference: z.string(),
  parent: z.object({
    email: z.string(),
    /** With its dial code (+91 98765 43210); null when none was given. */
    phone: z.string().nullable(),
    /** Whether the parent asked for updates on that phone. */
    updates_opted_in: z.boolean(),
  }),
  /** The site language the order was placed in: the parent's e-mails and messages are in it. */
  site_language: z.enum(SITE_LANGUAGES),
  /** The WhatsApp opt-in and every message of the order, refusals with the Cloud API's reason. */
  whatsapp: adminWhatsAppSchema,
  photos: z.array(staffPhotoSchema),
  /** How the parent says the child's name (phonetic spelling), when they wrote it. */
  pronunciation: z.string().nullable(),
  /** The parent's recording of the name, when they gave one. */
  voice_clip: staffVoiceClipSchema.nullable(),
  /**
   * The preview the parent watched before paying (docs/decisions/099): the film renders from the same
   * inputs. Its links while it is kept (as long as the order's photos, docs/decisions/103), then null
   * links; `expires_at` is null (it has no end of its own).
   */
  approved_preview: z
    .object({
      id: z.uuid(),
      video_url: z.string().nullable(),
      poster_url: z.string().nullable(),
      expires_at: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable()
    .optional(),
  /** The parent's consent to the photos' use (docs/decisions/046); null on orders from before it was asked. */
  consent: consentViewSchema.nullable(),
  /** Every staff view or download of the child's photos, oldest first (issue 13 item 4). */
  media_access: z.array(mediaAccessEntrySchema),
  /** Oldest first. */
  events: z.array(orderEventSchema),
  photo_request: adminPhotoRequestSchema.nullable(),
  refund: refundSchema.nullable(),
  /** The delivered video, with fresh links; null before delivery. */
  video: z
    .object({
      id: z.uuid(),
      title: z.string(),
      video_url: z.string(),
      thumbnail_url: z.string().nullable(),
      download_url: z.string(),
      delivered_at: isoTime,
    })
    .nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** The same endpoint for the order's owner: the order as before, with its stage. */
export const ownerOrderViewSchema = orderSchema.extend({ view: z.literal('owner') });

/** GET /api/orders/{id}: `view` says which answer it is. */
export const orderDetailResponseSchema = z.object({
  success: z.literal(true),
  data: z.discriminatedUnion('view', [adminOrderDetailSchema, ownerOrderViewSchema]),
});
export type OrderDetailResponse = z.infer<typeof orderDetailResponseSchema>;

export const adminOrderDetailResponseSchema = z.object({
  success: z.literal(true),
  data: adminOrderDetailSchema,
});

// ── Requests ─────────────────────────────────────────────────────────────────────────────────

/** POST /api/orders/{id}/stage: a manual move (see STAGE_MOVES). */
export const stageMoveRequestSchema = z.object({
  stage: orderStageSchema,
  /**
   * The stage the admin saw: when the order is no longer there (someone else moved it), the move is
   * refused with 409 STAGE_CHANGED instead of applied to a stage the admin did not see.
   */
  from: orderStageSchema.optional(),
  note: z.string().trim().max(STAGE_NOTE_MAX_LENGTH, ORDER_DETAIL_MESSAGES.noteTooLong).optional(),
});
export type StageMoveRequest = z.infer<typeof stageMoveRequestSchema>;

/** POST /api/orders/{id}/photo-requests */
export const photoRequestRequestSchema = z.object({
  photoIds: z
    .array(z.uuid({ error: ORDER_DETAIL_MESSAGES.photoNotInOrder }), {
      error: ORDER_DETAIL_MESSAGES.choosePhotos,
    })
    .min(1, ORDER_DETAIL_MESSAGES.choosePhotos)
    .max(PHOTO_LIMITS.maxPerOrder, ORDER_DETAIL_MESSAGES.photoNotInOrder),
  reason: z
    .string({ error: ORDER_DETAIL_MESSAGES.reasonRequired })
    .trim()
    .min(1, ORDER_DETAIL_MESSAGES.reasonRequired)
    .max(PHOTO_REQUEST_REASON_MAX_LENGTH, ORDER_DETAIL_MESSAGES.reasonTooLong),
  template: photoRequestTemplateSchema.optional(),
});
export type PhotoRequestRequest = z.infer<typeof photoRequestRequestSchema>;

/** POST /api/orders/{id}/cancel: cancels and refunds the full amount through the payment provider. */
export const cancelOrderRequestSchema = z.object({
  reason: z
    .string({ error: ORDER_DETAIL_MESSAGES.cancelReasonRequired })
    .trim()
    .min(1, ORDER_DETAIL_MESSAGES.cancelReasonRequired)
    .max(CANCEL_REASON_MAX_LENGTH, ORDER_DETAIL_MESSAGES.cancelReasonTooLong),
});
export type CancelOrderRequest = z.infer<typeof cancelOrderRequestSchema>;

/**
 * POST /api/orders/{id}/redeliver: the completion's body (POST /api/videos) for a delivered order:
 * the corrected video and thumbnail (presigned for this order), a title, and a note for the timeline.
 */
export const redeliverRequestSchema = createVideoRequestSchema
  .omit({ order_id: true, user_id: true })
  .extend({
    note: z.string().trim().max(STAGE_NOTE_MAX_LENGTH, ORDER_DETAIL_MESSAGES.noteTooLong).optional(),
  });
export type RedeliverRequest = z.infer<typeof redeliverRequestSchema>;

/** GET /api/orders/{id}/photos/{photoId}/link: fresh links to one photo. */
export const orderPhotoParamsSchema = z.object({
  id: z.uuid({ error: 'must be an order id' }),
  photoId: z.uuid({ error: 'must be a photo id' }),
});
export const staffPhotoResponseSchema = z.object({ success: z.literal(true), data: staffPhotoSchema });

/** The studio re-frames a photo for the portrait (docs/decisions/080); null: back to the centre. */
export const photoFrameRequestSchema = z.object(
  { crop: photoCropSchema.nullable() },
  { error: PHOTO_CROP_MESSAGES.invalid },
);
export const photoFrameResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ photo_id: z.uuid(), crop: photoCropSchema.nullable() }),
});

/** The zip's file name: the order number only (never the child's name). */
export const orderPhotosZipFileName = (orderNumber: string) => `order-${orderNumber}-photos.zip`;

// ── The signed photo link for staff (public: an <img> cannot send the bearer token) ──────────────

/** The signature is the whole permission, made for one admin, one photo, one disposition, ≤ 10 min. */
export const staffPhotoLinkParamsSchema = z.object({ photoId: z.string().max(100) });
const linkParameter = z.string().max(300).optional();
export const staffPhotoLinkQuerySchema = z.looseObject({
  /** The admin the link was made for (recorded with every use). */
  by: linkParameter,
  expires: linkParameter,
  /** `attachment` for the download link, else inline. */
  disposition: linkParameter,
  sig: linkParameter,
});

// ── The parent's progress (order-status page, /profile) ───────────────────────────────────────

export const orderProgressSchema = z.object({
  stage: orderStageSchema,
  due_at: isoTime,
  /** Received → In production → Quality check → Delivered, each with when it was reached (null: not yet). */
  steps: z.array(
    z.object({
      stage: z.enum(PARENT_TIMELINE_STAGES),
      label: z.string(),
      reached_at: isoTime.nullable(),
      current: z.boolean(),
    }),
  ),
  /** While a better photo is needed: why, and the page to send it (null where the link cannot be given). */
  photo_needed: z
    .object({
      reason: z.string(),
      requested_at: isoTime,
      action_url: z.string().nullable(),
      expires_at: isoTime,
    })
    .nullable(),
  /** Once cancelled: when, and whether the refund went through. */
  cancelled: z.object({ at: isoTime, refunded: z.boolean() }).nullable(),
});
export type OrderProgress = z.infer<typeof orderProgressSchema>;

// ── The parent's better-photo page: /photo-request/{id}?sig=… ─────────────────────────────────

export const PHOTO_REQUEST_LINK_MESSAGES = {
  invalid: 'This photo link is not valid. Please use the link from our e-mail.',
  expired:
    'This photo link has expired. Please reply to our e-mail or open your order-status page, and we will send a new one.',
  used: 'You have already sent new photos with this link. Thank you! We will let you know if we need anything else.',
  /** An answer names a photo the order already has, or one uploaded before the studio asked. */
  notNew: 'Please upload a new photo for this request.',
  /** How many replacements a request takes. */
  count: (max: number) =>
    max === 1 ? 'Please send 1 new photo.' : `Please send between 1 and ${max} new photos.`,
} as const;

export const PHOTO_REQUEST_LINK_ERROR_CODES = {
  invalid: 'INVALID_PHOTO_REQUEST_LINK',
  expired: 'PHOTO_REQUEST_EXPIRED',
  used: 'PHOTO_REQUEST_USED',
  count: 'PHOTO_REQUEST_COUNT',
  notNew: 'PHOTO_NOT_NEW',
} as const;

/** The web page's path; the server builds the full link with SITE_URL and the signature. */
export const photoRequestPagePath = (requestId: string, signature: string) =>
  `/photo-request/${encodeURIComponent(requestId)}?sig=${encodeURIComponent(signature)}`;

// Like the order-status link: anything fits, a malformed link is answered like a wrong one (404).
export const photoRequestLinkParamsSchema = z.object({ id: z.string().max(100) });
export const photoRequestLinkQuerySchema = z.object({ sig: z.string().max(200).default('') });

export const photoRequestViewSchema = z.object({
  id: z.uuid(),
  order_number: z.string(),
  character_name: z.string(),
  story_title: z.string(),
  reason: z.string(),
  template: shownPhotoRequestTemplateSchema.nullable(),
  /** How many photos the studio asked to replace: the parent sends between 1 and this many. */
  photos_to_replace: z.number().int().min(1).max(PHOTO_LIMITS.maxPerOrder),
  expires_at: isoTime,
});
export type PhotoRequestView = z.infer<typeof photoRequestViewSchema>;
export const photoRequestViewResponseSchema = z.object({
  success: z.literal(true),
  data: photoRequestViewSchema,
});

/** The replacements: public_ids from POST /api/uploads/photos (the same pipeline as the order form). */
export const photoReplacementRequestSchema = z
  .object({
    photoIds: z
      .array(z.uuid({ error: 'must be a photo id' }))
      .min(1, PHOTO_REQUEST_LINK_MESSAGES.count(1))
      .max(PHOTO_LIMITS.maxPerOrder),
    /** The parent's frame on new photos for the film's portrait, by photo id (docs/decisions/080). */
    crops: z
      .record(z.string().max(200, { error: PHOTO_CROP_MESSAGES.invalid }), photoCropSchema, {
        error: PHOTO_CROP_MESSAGES.invalid,
      })
      .optional(),
  })
  .check((ctx) => {
    const { crops, photoIds } = ctx.value;
    const ids = photoIds.map((id) => id.toLowerCase());
    if (crops && Object.keys(crops).some((id) => !ids.includes(id.toLowerCase())))
      ctx.issues.push({
        code: 'custom',
        message: PHOTO_CROP_MESSAGES.invalid,
        path: ['crops'],
        input: crops,
      });
  });
export type PhotoReplacementRequest = z.infer<typeof photoReplacementRequestSchema>;

export const photoReplacementResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ stage: orderStageSchema, due_at: isoTime }),
});

// ── The endpoints ──────────────────────────────────────────────────────────────────────────────

const NOT_FOUND = { 404: [ORDER_ERROR_CODES.notFound] } as const;

export const ORDER_DETAIL_ENDPOINTS = {
  moveStage: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/stage',
    access: 'admin',
    group: 'orders',
    summary: 'Moves an order to another production stage (a manual move of the state machine), with a note.',
    params: orderIdParamsSchema,
    body: stageMoveRequestSchema,
    responses: { 200: adminOrderDetailResponseSchema },
    errors: {
      400: [VALIDATION_ERROR_CODE],
      ...NOT_FOUND,
      409: [STAGE_ERROR_CODES.illegalMove, STAGE_ERROR_CODES.movedMeanwhile],
    },
  }),
  requestPhotos: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/photo-requests',
    access: 'admin',
    group: 'orders',
    summary:
      'Asks the parent for better photo(s): the order goes to photo_needed and the parent is e-mailed a signed link (7 days, one use).',
    params: orderIdParamsSchema,
    body: photoRequestRequestSchema,
    formErrors: { code: VALIDATION_ERROR_CODE },
    responses: { 201: adminOrderDetailResponseSchema },
    errors: {
      400: [VALIDATION_ERROR_CODE, ORDER_DETAIL_ERROR_CODES.photoNotInOrder],
      ...NOT_FOUND,
      409: [STAGE_ERROR_CODES.illegalMove, STAGE_ERROR_CODES.movedMeanwhile],
    },
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/cancel',
    access: 'admin',
    group: 'orders',
    summary:
      'Cancels an order before delivery: refunds the payment through its provider (once, whatever the retries), records it and e-mails the parent.',
    params: orderIdParamsSchema,
    body: cancelOrderRequestSchema,
    formErrors: { code: VALIDATION_ERROR_CODE },
    responses: { 200: adminOrderDetailResponseSchema },
    errors: {
      400: [VALIDATION_ERROR_CODE],
      ...NOT_FOUND,
      409: [
        STAGE_ERROR_CODES.illegalMove,
        STAGE_ERROR_CODES.movedMeanwhile,
        ORDER_DETAIL_ERROR_CODES.cancelInProgress,
      ],
      502: [ORDER_DETAIL_ERROR_CODES.refundFailed],
    },
  }),
  redeliver: defineEndpoint({
    method: 'POST',
    path: '/api/orders/:id/redeliver',
    access: 'admin',
    group: 'orders',
    summary:
      'Re-delivers a delivered order with a corrected video (uploaded through presign for this order): the parent is e-mailed the new link.',
    params: orderIdParamsSchema,
    body: redeliverRequestSchema,
    responses: { 200: videoResponseSchema },
    errors: {
      400: [VALIDATION_ERROR_CODE],
      ...NOT_FOUND,
      409: [
        ORDER_DETAIL_ERROR_CODES.notDelivered,
        ADMIN_UPLOAD_ERROR_CODES.uploadForOtherOrder,
        ADMIN_UPLOAD_ERROR_CODES.uploadAlreadyUsed,
      ],
      422: [VIDEO_ERROR_CODES.videoFileMissing, VIDEO_ERROR_CODES.thumbnailFileMissing],
    },
  }),
  photosZip: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/photos.zip',
    access: 'admin',
    group: 'orders',
    summary:
      'All of the order’s photos as one zip, streamed (never held whole); each photo is recorded as downloaded.',
    params: orderIdParamsSchema,
    responses: { 200: { file: 'application/zip' } },
    errors: { ...NOT_FOUND, 409: [ORDER_DETAIL_ERROR_CODES.noPhotos] },
  }),
  photoLink: defineEndpoint({
    method: 'GET',
    path: '/api/orders/:id/photos/:photoId/link',
    access: 'admin',
    group: 'orders',
    summary: 'Fresh signed links (≤ 10 min) to one of the order’s photos, for the admin who asks.',
    params: orderPhotoParamsSchema,
    responses: { 200: staffPhotoResponseSchema },
    errors: { 404: [ORDER_ERROR_CODES.notFound, ORDER_DETAIL_ERROR_CODES.photoNotFound] },
  }),
  framePhoto: defineEndpoint({
    method: 'PUT',
    path: '/api/orders/:id/photos/:photoId/crop',
    access: 'admin',
    group: 'orders',
    summary:
      'Sets the square the child’s portrait is cut from on one of the order’s photos (null: its centre); render the film again to use it.',
    params: orderPhotoParamsSchema,
    body: photoFrameRequestSchema,
    formErrors: { code: PHOTO_CROP_ERROR_CODES.invalid },
    responses: { 200: photoFrameResponseSchema },
    errors: {
      400: [PHOTO_CROP_ERROR_CODES.invalid],
      404: [ORDER_ERROR_CODES.notFound, ORDER_DETAIL_ERROR_CODES.photoNotFound],
    },
  }),
};

export const STAFF_PHOTO_LINK_ERROR_CODES = {
  invalid: 'LINK_INVALID',
  expired: 'LINK_EXPIRED',
  notFound: 'FILE_NOT_FOUND',
} as const;

export const STAFF_PHOTO_LINK_ENDPOINTS = {
  view: defineEndpoint({
    method: 'GET',
    path: '/api/staff-photos/:photoId',
    access: 'public',
    group: 'orders',
    summary:
      'A child’s photo behind a staff link (signed for one admin, ≤ 10 min; private, no-store); every use is recorded.',
    params: staffPhotoLinkParamsSchema,
    query: staffPhotoLinkQuerySchema,
    responses: { 200: { file: 'image/jpeg' } },
    errors: {
      403: [STAFF_PHOTO_LINK_ERROR_CODES.invalid],
      404: [STAFF_PHOTO_LINK_ERROR_CODES.notFound],
      410: [STAFF_PHOTO_LINK_ERROR_CODES.expired],
    },
  }),
};

/** The staff link of a voice clip: the same rules as a photo's (one admin, ≤ 10 min, every use recorded). */
export const staffVoiceClipLinkParamsSchema = z.object({ clipId: z.string().max(100) });

export const STAFF_VOICE_CLIP_LINK_ENDPOINTS = {
  play: defineEndpoint({
    method: 'GET',
    path: '/api/staff-voice-clips/:clipId',
    access: 'public',
    group: 'orders',
    summary:
      'The voice clip of a child’s name behind a staff link (signed for one admin, ≤ 10 min; private, no-store; byte ranges not served); every use is recorded.',
    params: staffVoiceClipLinkParamsSchema,
    query: staffPhotoLinkQuerySchema,
    responses: { 200: { file: 'audio/webm' } },
    errors: {
      403: [STAFF_PHOTO_LINK_ERROR_CODES.invalid],
      404: [STAFF_PHOTO_LINK_ERROR_CODES.notFound],
      410: [STAFF_PHOTO_LINK_ERROR_CODES.expired],
    },
  }),
};

export const PHOTO_REQUEST_ENDPOINTS = {
  view: defineEndpoint({
    method: 'GET',
    path: '/api/photo-requests/:id',
    access: 'public',
    group: 'orders',
    summary:
      'The parent’s better-photo page behind the e-mailed signed link: why, and how many photos to send. The first view is recorded.',
    params: photoRequestLinkParamsSchema,
    query: photoRequestLinkQuerySchema,
    responses: { 200: photoRequestViewResponseSchema },
    errors: {
      404: [PHOTO_REQUEST_LINK_ERROR_CODES.invalid],
      409: [PHOTO_REQUEST_LINK_ERROR_CODES.used],
      410: [PHOTO_REQUEST_LINK_ERROR_CODES.expired],
      429: [RATE_LIMITED_CODE],
    },
  }),
  replace: defineEndpoint({
    method: 'POST',
    path: '/api/photo-requests/:id/photos',
    access: 'public',
    group: 'orders',
    summary:
      'The parent’s replacement photos (uploaded first with POST /api/uploads/photos): the chosen photos are replaced and deleted, the order returns to received, due 24 h later.',
    params: photoRequestLinkParamsSchema,
    query: photoRequestLinkQuerySchema,
    body: photoReplacementRequestSchema,
    responses: { 200: photoReplacementResponseSchema },
    errors: {
      400: [
        VALIDATION_ERROR_CODE,
        PHOTO_REQUEST_LINK_ERROR_CODES.count,
        PHOTO_REQUEST_LINK_ERROR_CODES.notNew,
        PHOTO_ERROR_CODES.unavailable,
      ],
      404: [PHOTO_REQUEST_LINK_ERROR_CODES.invalid],
      409: [PHOTO_REQUEST_LINK_ERROR_CODES.used],
      410: [PHOTO_REQUEST_LINK_ERROR_CODES.expired],
      429: [RATE_LIMITED_CODE],
    },
  }),
};
