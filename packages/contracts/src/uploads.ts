import { z } from 'zod';
import { RATE_LIMITED_CODE, VALIDATION_ERROR_CODE, type MessageCodes } from './api-error';
import { defineEndpoint, NO_BODY } from './endpoint';
import { ORDER_ERROR_CODES } from './order';
import type { SiteLanguage } from './site-language';

// Uploads (docs/product-guide.md#photos and #admin-upload-checks; the image host, POST
// /api/aws/upload-url and the PUT to the presigned URL in docs/architecture.md#api-paths). The limits and texts
// live here once, for the order form, the admin form, the api client and the server alike.

const MB = 1024 * 1024;

// ── Kid photos: POST /api/uploads/photos (multipart, field `file`) ─────────────────────────────

/** docs/product-guide.md#settled-contradictions: 10 MB everywhere (client check, server check, error text, modal text). */
export const PHOTO_LIMITS = {
  maxBytes: 10 * MB,
  maxWidth: 3840,
  maxHeight: 3840,
  maxPerOrder: 3,
  /** The multipart field the file travels in (the image host's name). */
  field: 'file',
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** For <input type="file" accept="…">. */
  accept: 'image/jpeg,image/png,image/webp',
} as const;

/**
 * How long the server holds an uploaded photo for an order to claim it (then the sweeper removes it),
 * and how long the preview link in the upload answer works. The order form's draft re-attaches a
 * photo only while it is held.
 */
export const PHOTO_HOLD = {
  claimWindowMs: 24 * 3600_000,
  previewLinkSeconds: 3600,
} as const;

export const PHOTO_MESSAGES = {
  invalidType: 'Invalid file type. Only JPEG, PNG, and WebP images are allowed.',
  tooLarge: 'File too large. Maximum size is 10MB.',
  tooManyPixels: 'Image too large. Maximum dimensions are 3840x3840 pixels.',
  invalidImage: 'Invalid image file.',
  noFile: 'No file received. Send the image in the multipart field "file".',
  /** The multipart body broke off or is not multipart/form-data (no closing boundary, a cut-off part). */
  incomplete: 'The upload did not arrive complete. Please try again.',
  /** An order names a photo that is unknown, already used by another order, or older than 24 h. */
  unavailable: 'One or more photos are no longer available. Please upload them again.',
  tooManyForOrder: 'An order takes 1 to 3 photos.',
  /** The browser's upload session holds its budget of photos no order has claimed yet. */
  sessionBudgetExceeded:
    'You have uploaded more photos than one order can use. Please continue with the photos you already uploaded, or try again tomorrow.',
  /** The caller's network holds its budget of photos no order has claimed yet. */
  networkBudgetExceeded:
    'Too many photos have been uploaded from your network without an order. Please try again later.',
  /** The upload modal's alert when more than the remaining number of photos are chosen. */
  tooManyPhotos: (remaining: number) =>
    `You can only upload ${remaining} more photo(s). Maximum ${PHOTO_LIMITS.maxPerOrder} photos allowed. Recommended 2-3 photos.`,
} as const;

export const PHOTO_ERROR_CODES = {
  invalidType: 'INVALID_FILE_TYPE',
  tooLarge: 'FILE_TOO_LARGE',
  tooManyPixels: 'IMAGE_TOO_LARGE',
  invalidImage: 'INVALID_IMAGE',
  noFile: 'NO_FILE',
  incomplete: 'INCOMPLETE_UPLOAD',
  unavailable: 'PHOTOS_UNAVAILABLE',
  tooManyForOrder: 'TOO_MANY_PHOTOS_FOR_ORDER',
  sessionBudgetExceeded: 'PHOTO_BUDGET_EXCEEDED',
  networkBudgetExceeded: 'PHOTO_NETWORK_BUDGET_EXCEEDED',
} as const satisfies MessageCodes<typeof PHOTO_MESSAGES>;

/**
 * The client's check before sending (the browser's idea of the type and the size). The server
 * decides again from the bytes themselves: a renamed text file passes here and fails there. Answers
 * the key of its message (PHOTO_MESSAGES), which a page shows in its language.
 */
export function photoFileProblem(file: { type: string; size: number }): 'invalidType' | 'tooLarge' | null {
  if (!(PHOTO_LIMITS.mimeTypes as readonly string[]).includes(file.type.toLowerCase())) return 'invalidType';
  if (file.size > PHOTO_LIMITS.maxBytes) return 'tooLarge';
  return null;
}

/**
 * The image host's answer (docs/architecture.md#api-paths), kept so the seed's order form works unchanged. The photo is
 * private: both URLs are the same short-lived signed link, for the preview only; the order refers
 * to the photo by `public_id`.
 */
export const uploadedPhotoResponseSchema = z.object({
  secure_url: z.url(),
  url: z.url(),
  public_id: z.uuid(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type UploadedPhotoResponse = z.infer<typeof uploadedPhotoResponseSchema>;

// ── The portrait's frame: the square of a photo the child's portrait is cut from ───────────────

/** The smallest frame, as a fraction of the photo's shorter side: a smaller one is a blur of pixels. */
export const PHOTO_CROP_MIN_SIZE = 0.1;

export const PHOTO_CROP_MESSAGES = {
  invalid: "The photo's frame is not valid. Please place the frame on the photo again.",
} as const;
export const PHOTO_CROP_ERROR_CODES = { invalid: 'INVALID_PHOTO_CROP' } as const;

/**
 * The square the parent framed on a photo (docs/decisions/080), for the order form, the api client
 * and the server alike: `x` and `y` its top-left corner as fractions of the photo's width and
 * height, `size` its side as a fraction of the photo's shorter side. A frame that runs past an edge
 * is moved back inside the photo where it is used.
 */
export const photoCropSchema = z.object(
  {
    x: z
      .number({ error: PHOTO_CROP_MESSAGES.invalid })
      .min(0, { error: PHOTO_CROP_MESSAGES.invalid })
      .max(1, {
        error: PHOTO_CROP_MESSAGES.invalid,
      }),
    y: z
      .number({ error: PHOTO_CROP_MESSAGES.invalid })
      .min(0, { error: PHOTO_CROP_MESSAGES.invalid })
      .max(1, {
        error: PHOTO_CROP_MESSAGES.invalid,
      }),
    size: z
      .number({ error: PHOTO_CROP_MESSAGES.invalid })
      .min(PHOTO_CROP_MIN_SIZE, { error: PHOTO_CROP_MESSAGES.invalid })
      .max(1, { error: PHOTO_CROP_MESSAGES.invalid }),
  },
  { error: PHOTO_CROP_MESSAGES.invalid },
);
export type PhotoCrop = z.infer<typeof photoCropSchema>;

/**
 * The frame in pixels of a `width` x `height` photo: the square `crop` describes, moved back
 * inside the photo where it runs past an edge; the centred largest square when there is no crop.
 */
export function cropRectangle(
  width: number,
  height: number,
  crop: PhotoCrop | null | undefined,
): { left: number; top: number; size: number } {
  const shorter = Math.min(width, height);
  if (!crop) {
    return {
      left: Math.floor((width - shorter) / 2),
      top: Math.floor((height - shorter) / 2),
      size: shorter,
    };
  }
  const size = Math.max(1, Math.min(shorter, Math.round(crop.size * shorter)));
  const clamp = (start: number, extent: number) => Math.max(0, Math.min(extent - size, Math.round(start)));
  return { left: clamp(crop.x * width, width), top: clamp(crop.y * height, height), size };
}

// ── Admin video and thumbnail: POST /api/uploads/presign (alias POST /api/aws/upload-url) ──────

export const UPLOAD_CONTENT_TYPES = ['video', 'photo'] as const;
export const UPLOAD_FOLDERS = ['videos', 'thumbnails'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

export const ADMIN_UPLOAD_ERROR_CODES = {
  invalidUpload: 'INVALID_UPLOAD',
  unknownUpload: 'UNKNOWN_UPLOAD',
  uploadMissing: 'UPLOAD_MISSING',
  uploadMismatch: 'UPLOAD_MISMATCH',
  uploadForOtherOrder: 'UPLOAD_FOR_OTHER_ORDER',
  uploadAlreadyUsed: 'UPLOAD_ALREADY_USED',
} as const;

export const ADMIN_UPLOAD_MESSAGES = {
  invalidVideo: 'Please select a valid video file (MP4, MOV, or AVI)',
  videoTooLarge: 'Video file size must be less than 500MB',
  invalidThumbnail: 'Please select a valid image file (PNG, JPG, or JPEG)',
  thumbnailTooLarge: 'Thumbnail file size must be less than 10MB',
  emptyFile: 'The selected file is empty',
  folderMismatch: 'customFolder must be "videos" for a video and "thumbnails" for a photo',
  /** The signed PUT was refused: its link is past its time or was altered. */
  linkExpiredOrInvalid: 'Upload link expired or invalid',
  /** The completion step names a file no upload link was issued for. */
  unknownUpload: 'This file was not uploaded through an upload link. Please upload it again.',
  /** The completion step's file is not in storage (the PUT failed or never happened). */
  uploadMissing: 'The uploaded file was not found. Please upload it again.',
  /** What arrived differs from what the link was issued for. */
  uploadMismatch: 'The uploaded file does not match the file that was announced. Please upload it again.',
  /** A second PUT to a link whose file already arrived (links are single-use). */
  linkUsed: 'This upload link has already been used. Please upload the file again.',
  /** The completion step names a file whose upload link was asked for another order. */
  uploadForOtherOrder: 'This file was uploaded for another order. Please upload it again for this order.',
  /** The completion step names a file that already belongs to a delivered order. */
  uploadAlreadyUsed: 'This file is already part of a delivered order. Please upload it again.',
} as const;

/** Per folder: the accepted types (each stored with its own extension) and the size ceiling. */
export const ADMIN_UPLOAD_RULES = {
  videos: {
    mimeTypes: ['video/mp4', 'video/quicktime', 'video/x-msvideo'],
    maxBytes: 500 * MB,
    invalidType: ADMIN_UPLOAD_MESSAGES.invalidVideo,
    tooLarge: ADMIN_UPLOAD_MESSAGES.videoTooLarge,
  },
  thumbnails: {
    mimeTypes: ['image/png', 'image/jpeg'],
    maxBytes: 10 * MB,
    invalidType: ADMIN_UPLOAD_MESSAGES.invalidThumbnail,
    tooLarge: ADMIN_UPLOAD_MESSAGES.thumbnailTooLarge,
  },
} as const satisfies Record<UploadFolder, unknown>;

/** docs/product-guide.md#numbers-and-limits: the browser gives up on a PUT after 5 minutes; links are signed for longer (see the server). */
export const ADMIN_UPLOAD_TIMEOUT_MS = 300_000;

/**
 * The seed's presign request (docs/architecture.md#api-paths), plus `fileSize` (docs/decisions/011: the size is signed into the link so
 * storage itself refuses a different one) and `orderId`, the order the file is for (docs/decisions/022:
 * the upload can only ever complete that order, once). `contentType` says what the file is;
 * `customFolder`, if given, must agree with it.
 */
export const presignRequestSchema = z.object({
  orderId: z.uuid({ error: 'must be an order id' }),
  fileName: z.string().trim().min(1).max(255),
  /** The file's MIME type as the browser reports it (File.type); the PUT must send exactly this. */
  fileType: z.string().trim().toLowerCase().min(1).max(100),
  fileSize: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  customFolder: z.enum(UPLOAD_FOLDERS).optional(),
});
export type PresignRequest = z.infer<typeof presignRequestSchema>;

/** Where a presign request's file goes: its customFolder, else by what it is. */
export const presignFolder = (request: Pick<PresignRequest, 'contentType' | 'customFolder'>): UploadFolder =>
  request.customFolder ?? (request.contentType === 'video' ? 'videos' : 'thumbnails');

/**
 * The form's and the server's one check of a presign request: the docs/product-guide.md#admin-upload-checks message, or null when
 * the file may be uploaded. The admin form calls it with the chosen File's type and size.
 */
export function presignProblem(
  request: Pick<PresignRequest, 'fileType' | 'fileSize' | 'contentType' | 'customFolder'>,
): string | null {
  const folder = presignFolder(request);
  if ((request.contentType === 'video') !== (folder === 'videos'))
    return ADMIN_UPLOAD_MESSAGES.folderMismatch;
  const rules = ADMIN_UPLOAD_RULES[folder];
  if (!(rules.mimeTypes as readonly string[]).includes(request.fileType.toLowerCase()))
    return rules.invalidType;
  if (request.fileSize > rules.maxBytes) return rules.tooLarge;
  if (request.fileSize === 0) return ADMIN_UPLOAD_MESSAGES.emptyFile;
  return null;
}

export const presignResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** PUT the file here, with `headers`, within the link's lifetime. */
    uploadUrl: z.url(),
    /** The stored object's key (videos/… or thumbnails/…). */
    fileKey: z.string(),
    /**
     * The seed's name for what the completion step sends back (POST /api/videos uri / thumbnail).
     * Objects are private, so this is the object's key, not a public address.
     */
    fileUrl: z.string(),
    /** Headers the PUT must carry exactly (Content-Type); the browser adds Content-Length itself. */
    headers: z.record(z.string(), z.string()),
    expiresAt: z.iso.datetime({ offset: true }),
  }),
});
export type PresignResponse = z.infer<typeof presignResponseSchema>;

// ── Signed links served by the shop itself (local disk storage: /storage/upload, /storage/files) ─

export const STORAGE_LINK_MESSAGES = {
  expired: 'This download link has expired',
  /** How a parent gets a fresh download link (docs/architecture.md#delivery). */
  howToRenew:
    'Links to videos and photos work for a limited time. For a fresh one, sign in and open your profile (/profile), or open the order-status link from your order confirmation e-mail.',
  invalid: 'This link is not valid',
  notFound: 'This file is no longer available',
  rangeNotSatisfiable: 'The requested range is outside the file',
  uploadLinkExpiredOrInvalid: ADMIN_UPLOAD_MESSAGES.linkExpiredOrInvalid,
  uploadWrongType: 'This upload link is for a different file type',
  uploadTooLarge: 'The file is larger than this upload link allows',
  uploadIncomplete: 'The upload ended before the whole file arrived. Please try again.',
  uploadLinkUsed: ADMIN_UPLOAD_MESSAGES.linkUsed,
} as const;

export const STORAGE_LINK_ERROR_CODES = {
  expired: 'LINK_EXPIRED',
  invalid: 'LINK_INVALID',
  notFound: 'FILE_NOT_FOUND',
  rangeNotSatisfiable: 'RANGE_NOT_SATISFIABLE',
  uploadWrongType: 'UNSUPPORTED_MEDIA_TYPE',
  uploadTooLarge: 'BODY_TOO_LARGE',
  uploadIncomplete: 'UPLOAD_INCOMPLETE',
  uploadLinkUsed: 'UPLOAD_LINK_USED',
} as const;

// ── Storage that cannot take a write (disk full, S3 down): every route that stores a file ───────

export const STORAGE_FAILURE_MESSAGES = {
  /** 507: the disk (or quota) is full. */
  full: 'There is no room left to store this file. Nothing was saved; please try again later.',
  /** 503: the disk or the object storage cannot be reached or refuses to work. */
  unavailable: 'File storage is unavailable right now. Nothing was saved; please try again in a few minutes.',
} as const;

export const STORAGE_FAILURE_CODES = {
  full: 'STORAGE_FULL',
  unavailable: 'STORAGE_UNAVAILABLE',
} as const;

// ── The endpoints ──────────────────────────────────────────────────────────────────────────────

/** The browser's upload session cookie is sent to these paths only (docs/decisions/022). */
export const UPLOAD_SESSION_COOKIE_PATH = '/api/uploads';

const STORAGE_FAILURE_ERRORS = {
  503: [STORAGE_FAILURE_CODES.unavailable],
  507: [STORAGE_FAILURE_CODES.full],
} as const;

// The order these errors come in does not matter; the lists say which codes a client may branch on.
const PRESIGN = {
  method: 'POST',
  access: 'admin',
  group: 'uploads',
  body: presignRequestSchema,
  responses: { 200: presignResponseSchema },
  errors: {
    400: [ADMIN_UPLOAD_ERROR_CODES.invalidUpload, VALIDATION_ERROR_CODE],
    404: [ORDER_ERROR_CODES.notFound],
    409: [ORDER_ERROR_CODES.notPending],
    429: [RATE_LIMITED_CODE],
  },
} as const;

export const UPLOAD_ENDPOINTS = {
  photo: defineEndpoint({
    method: 'POST',
    path: '/api/uploads/photos',
    access: 'guest-or-user',
    group: 'uploads',
    summary:
      'A kid’s photo for the order form (multipart, field "file"): re-encoded, metadata stripped, kept private for 24 h until an order claims it.',
    rawBody: { mediaTypes: PHOTO_LIMITS.mimeTypes, multipartField: PHOTO_LIMITS.field },
    responses: { 200: uploadedPhotoResponseSchema },
    errors: {
      400: [
        PHOTO_ERROR_CODES.noFile,
        PHOTO_ERROR_CODES.incomplete,
        PHOTO_ERROR_CODES.invalidImage,
        PHOTO_ERROR_CODES.tooManyPixels,
      ],
      413: [PHOTO_ERROR_CODES.tooLarge],
      415: [PHOTO_ERROR_CODES.invalidType],
      429: [
        PHOTO_ERROR_CODES.sessionBudgetExceeded,
        PHOTO_ERROR_CODES.networkBudgetExceeded,
        RATE_LIMITED_CODE,
      ],
      ...STORAGE_FAILURE_ERRORS,
    },
  }),
  presign: defineEndpoint({
    ...PRESIGN,
    path: '/api/uploads/presign',
    summary: 'A signed upload link for an order’s video or thumbnail (the admin’s completion step).',
  }),
  /** The seed's name for presign (docs/architecture.md#api-paths). */
  awsUploadUrl: defineEndpoint({
    ...PRESIGN,
    path: '/api/aws/upload-url',
    summary: 'The seed’s name for POST /api/uploads/presign; the same answer.',
  }),
};

// The local disk's signed links (when S3 is not configured): the signature in the query is the
// whole permission, as with S3's presigned URLs. Every parameter is read by the signature check,
// so the schema only says what a link carries: a malformed link is refused like an altered one.
const linkParameter = z.union([z.string(), z.array(z.string())]).optional();
export const storageUploadQuerySchema = z.looseObject({
  key: linkParameter,
  type: linkParameter,
  size: linkParameter,
  expires: linkParameter,
  sig: linkParameter,
});
export const storageFileQuerySchema = z.looseObject({
  key: linkParameter,
  expires: linkParameter,
  /** The download name (served as an attachment); signed with the rest. */
  name: linkParameter,
  sig: linkParameter,
  /**
   * The language of the page a failed link shows (expired, changed, the file gone): the language of
   * the message that gave the link (storageLinkInLanguage). It grants nothing, so it is not signed.
   */
  lang: linkParameter,
});

/**
 * A local-disk download link as a message in `language` gives it, so that the page it opens if it
 * fails speaks that language too (issue 38). Any other link (an S3 presigned URL, every parameter of
 * which is signed) is left as it is; so is an English one (English is the page's default).
 */
export function storageLinkInLanguage(url: string, language: SiteLanguage): string {
  if (language === 'en') return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  if (parsed.pathname !== STORAGE_LINK_ENDPOINTS.download.path || !parsed.searchParams.has('sig')) return url;
  parsed.searchParams.set('lang', language);
  return parsed.toString();
}

const FILE_ERRORS = {
  403: [STORAGE_LINK_ERROR_CODES.invalid],
  404: [STORAGE_LINK_ERROR_CODES.notFound],
  410: [STORAGE_LINK_ERROR_CODES.expired],
  416: [STORAGE_LINK_ERROR_CODES.rangeNotSatisfiable],
} as const;

export const STORAGE_LINK_ENDPOINTS = {
  upload: defineEndpoint({
    method: 'PUT',
    path: '/storage/upload',
    access: 'public',
    group: 'storage',
    summary:
      'A signed upload link of the local disk: the file, with exactly the signed Content-Type and size; single-use.',
    query: storageUploadQuerySchema,
    rawBody: {
      mediaTypes: [...ADMIN_UPLOAD_RULES.videos.mimeTypes, ...ADMIN_UPLOAD_RULES.thumbnails.mimeTypes],
    },
    responses: { 204: NO_BODY },
    errors: {
      400: [STORAGE_LINK_ERROR_CODES.uploadIncomplete],
      403: [STORAGE_LINK_ERROR_CODES.invalid, STORAGE_LINK_ERROR_CODES.expired],
      409: [STORAGE_LINK_ERROR_CODES.uploadLinkUsed],
      413: [STORAGE_LINK_ERROR_CODES.uploadTooLarge],
      415: [STORAGE_LINK_ERROR_CODES.uploadWrongType],
      ...STORAGE_FAILURE_ERRORS,
    },
  }),
  download: defineEndpoint({
    method: 'GET',
    path: '/storage/files',
    access: 'public',
    group: 'storage',
    summary:
      'A signed download link of the local disk: the file (byte ranges for video seeking); a person gets an HTML page on failure.',
    query: storageFileQuerySchema,
    responses: { 200: { file: 'application/octet-stream' }, 206: { file: 'application/octet-stream' } },
    errors: FILE_ERRORS,
  }),
  /** Declared apart from GET, so it is answered from the file's size without reading it. */
  downloadHead: defineEndpoint({
    method: 'HEAD',
    path: '/storage/files',
    access: 'public',
    group: 'storage',
    summary: 'The headers of a signed download link’s file (size, type), without the file.',
    query: storageFileQuerySchema,
    responses: { 200: NO_BODY, 206: NO_BODY },
    errors: FILE_ERRORS,
  }),
};
