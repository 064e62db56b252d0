import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import {
  PHOTO_ERROR_CODES,
  PHOTO_LIMITS,
  PHOTO_MESSAGES,
  UPLOAD_ENDPOINTS,
  type PresignRequest,
} from '@shop/contracts/uploads';
import { badRequest } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import {
  VOICE_CLIP_ENDPOINTS,
  VOICE_CLIP_ERROR_CODES,
  VOICE_CLIP_LIMITS,
  VOICE_CLIP_MESSAGES,
} from '@shop/contracts/voice';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  UPLOAD_SESSION_COOKIE,
  UPLOAD_SESSION_COOKIE_PATH,
  uploadSessionOf,
} from '../../http/upload-session.ts';
import type { Uploader } from './upload-budgets.ts';
import { PHOTO_CLAIM_WINDOW_MS, type UploadsService } from './uploads.service.ts';
import type { VoiceClipsService } from './voice-clips.service.ts';

// POST /api/uploads/photos: the image host of the seed (docs/architecture.md#api-paths), for parents before they pay.
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

export const uploadsRoutes: RoutesPlugin<{
  uploads: UploadsService;
  voiceClips: VoiceClipsService;
  siteUrl: string;
}> = async (app, { uploads, voiceClips, siteUrl }) => {
  // Unsigned: the id is random (122 bits), so another browser's cannot be guessed, and choosing one's
  // own gains nothing (the network budget still applies).
  await app.register(fastifyCookie);
  const secure = siteUrl.startsWith('https:');

  /**
   * This browser's session, made on its first upload. Sent back with every upload: it lives as long
   * as its newest unclaimed upload, and a cookie an older release scoped to the upload routes alone
   * is re-issued for the whole API, where the checkout reads it.
   */
  function uploaderOf(request: FastifyRequest, reply: FastifyReply): Uploader {
    const session = uploadSessionOf(request) ?? randomUUID();
    void reply.setCookie(UPLOAD_SESSION_COOKIE, session, {
      path: UPLOAD_SESSION_COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge: PHOTO_CLAIM_WINDOW_MS / 1000,
    });
    return { ip: request.ip, session };
  }

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

  registerEndpoint(
    app,
    UPLOAD_ENDPOINTS.photo,
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(PHOTO_MESSAGES.noFile, PHOTO_ERROR_CODES.noFile);
      const uploader = uploaderOf(request, reply);
      try {
        // A used-up budget is refused before the photo is read, let alone decoded.
        await uploads.checkPhotoBudget(uploader);
        const file = await request.file().catch((error: unknown) => {
          throw brokenMultipart(error);
        });
        if (!file || file.fieldname !== PHOTO_LIMITS.field)
          throw badRequest(PHOTO_MESSAGES.noFile, PHOTO_ERROR_CODES.noFile);
        return await uploads.uploadPhoto(
          { stream: file.file, truncated: () => file.file.truncated },
          uploader,
        );
      } catch (error) {
        // A refused upload may be cut off mid-body: end the connection after answering rather
        // than read the rest only to drop it.
        void reply.header('connection', 'close');
        throw error;
      }
    },
    { config: { rateLimit: PHOTO_RATE_LIMIT } },
  );

  // The voice clip of the child's name (docs/decisions/045): the same session, its own 1 MB limit.
  registerEndpoint(
    app,
    VOICE_CLIP_ENDPOINTS.upload,
    async (request, reply) => {
      const noFile = () => badRequest(VOICE_CLIP_MESSAGES.noFile, VOICE_CLIP_ERROR_CODES.noFile);
      if (!request.isMultipart()) throw noFile();
      const uploader = uploaderOf(request, reply);
      try {
        const file = await request
          .file({ limits: { fileSize: VOICE_CLIP_LIMITS.maxBytes } })
          .catch((error: unknown) => {
            throw brokenMultipart(error);
          });
        if (!file || file.fieldname !== VOICE_CLIP_LIMITS.field) throw noFile();
        return await voiceClips.upload({ stream: file.file, truncated: () => file.file.truncated }, uploader);
      } catch (error) {
        // As for photos: a refused clip may be cut off mid-body; end the connection after answering.
        void reply.header('connection', 'close');
        throw error;
      }
    },
    { config: { rateLimit: PHOTO_RATE_LIMIT } },
  );

  // The same answer under the seed's name (docs/architecture.md#api-paths).
  const presign = async (request: FastifyRequest<{ Body: PresignRequest }>) => ({
    success: true as const,
    data: await uploads.presign(request.body, signedInCaller(request)),
  });
  const presignOptions = { config: { rateLimit: PRESIGN_RATE_LIMIT } };
  registerEndpoint(app, UPLOAD_ENDPOINTS.presign, presign, presignOptions);
  registerEndpoint(app, UPLOAD_ENDPOINTS.awsUploadUrl, presign, presignOptions);
};
