import multipart from '@fastify/multipart';
import {
  PHOTO_ERROR_CODES,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  presignRequestSchema,
  presignResponseSchema,
  uploadedPhotoResponseSchema,
} from '@shop/contracts/uploads';
import { badRequest } from '../../errors/app-error.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { UploadsService } from './uploads.service.ts';

// POST /api/uploads/photos: the image host of the seed (SPEC §7), for parents before they pay.
// POST /api/uploads/presign, and the seed's POST /api/aws/upload-url: upload links for admins.

// Per client address; a parent sends at most 3 photos per order, retries included well under this.
const PHOTO_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const PRESIGN_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };

/**
 * What request.file() failed with: the plugin's own errors carry their 4xx (too many parts, a
 * __proto__ field name); anything else is the parser giving up on the bytes it was sent (no
 * boundary, a truncated body), which is the sender's to fix, never a 500.
 */
function brokenMultipart(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(PHOTO_MESSAGES.incomplete, PHOTO_ERROR_CODES.incomplete);
}

export const uploadsRoutes: RoutesPlugin<{ uploads: UploadsService }> = async (app, { uploads }) => {
  // Registered here, so only these routes parse multipart.
  await app.register(multipart, {
    limits: {
      // busboy stops passing bytes on at the limit and marks the file truncated: never more is read into a file.
      fileSize: PHOTO_LIMITS.maxBytes,
      files: 1,
      // The image host's form also carries upload_preset and folder; they are read and ignored.
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 50,
    },
    throwFileSizeLimit: false,
  });

  app.post(
    '/api/uploads/photos',
    {
      config: { access: 'guest-or-user', rateLimit: PHOTO_RATE_LIMIT },
      schema: { response: { 200: uploadedPhotoResponseSchema } },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(PHOTO_MESSAGES.noFile, PHOTO_ERROR_CODES.noFile);
      const file = await request.file().catch((error: unknown) => {
        throw brokenMultipart(error);
      });
      if (!file || file.fieldname !== PHOTO_LIMITS.field)
        throw badRequest(PHOTO_MESSAGES.noFile, PHOTO_ERROR_CODES.noFile);
      try {
        return await uploads.uploadPhoto({ stream: file.file, truncated: () => file.file.truncated });
      } catch (error) {
        // A refused upload may be cut off mid-body: end the connection after answering rather
        // than read the rest only to drop it.
        void reply.header('connection', 'close');
        throw error;
      }
    },
  );

  for (const url of ['/api/uploads/presign', '/api/aws/upload-url']) {
    app.post(
      url,
      {
        config: { access: 'admin', rateLimit: PRESIGN_RATE_LIMIT },
        schema: { body: presignRequestSchema, response: { 200: presignResponseSchema } },
      },
      async (request) => ({
        success: true as const,
        data: await uploads.presign(request.body, signedInCaller(request)),
      }),
    );
  }
};
