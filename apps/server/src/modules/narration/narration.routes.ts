import multipart from '@fastify/multipart';
import {
  NARRATION_ENDPOINTS,
  NARRATION_ERROR_CODES,
  NARRATION_LIMITS,
  NARRATION_MESSAGES,
} from '@shop/contracts/narration';
import { PHOTO_ERROR_CODES, PHOTO_MESSAGES } from '@shop/contracts/uploads';
import { badRequest } from '../../errors/app-error.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { NarrationService } from './narration.service.ts';

// The studio's narration recordings (packages/contracts/src/narration.ts): a story's parts in one
// language, upload (or replace) a take of one part, remove it. Admins only (the contract's access).

/** What request.file() failed with: the plugin's own 4xx as they are; a broken body is the sender's. */
function brokenMultipart(error: unknown): unknown {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(PHOTO_MESSAGES.incomplete, PHOTO_ERROR_CODES.incomplete);
}

export const narrationRoutes: RoutesPlugin<{ narration: NarrationService }> = async (app, { narration }) => {
  // Registered here, so only these routes parse multipart, with a studio file's limit.
  await app.register(multipart, {
    limits: {
      fileSize: NARRATION_LIMITS.maxBytes,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
    throwFileSizeLimit: false,
  });

  registerEndpoint(app, NARRATION_ENDPOINTS.list, async (request) => ({
    success: true as const,
    data: await narration.view(request.params.story, request.params.language),
  }));

  registerEndpoint(app, NARRATION_ENDPOINTS.upload, async (request, reply) => {
    const noFile = () => badRequest(NARRATION_MESSAGES.noFile, NARRATION_ERROR_CODES.noFile);
    if (!request.isMultipart()) throw noFile();
    const admin = signedInCaller(request);
    try {
      const file = await request.file().catch((error: unknown) => {
        throw brokenMultipart(error);
      });
      if (!file || file.fieldname !== NARRATION_LIMITS.field) throw noFile();
      return {
        success: true as const,
        data: await narration.upload(
          request.params,
          { stream: file.file, truncated: () => file.file.truncated },
          admin.id,
        ),
      };
    } catch (error) {
      // A refused take may be cut off mid-body: end the connection after answering.
      void reply.header('connection', 'close');
      throw error;
    }
  });

  registerEndpoint(app, NARRATION_ENDPOINTS.remove, async (request) => ({
    success: true as const,
    data: await narration.remove(request.params),
  }));
};
