import type { FastifyReply } from 'fastify';
import { CHILD_DATA_ENDPOINTS, CHILD_DATA_MESSAGES, CHILD_DATA_RATE_LIMIT } from '@shop/contracts/child-data';
import { attachmentDisposition } from '../../adapters/storage/content-disposition.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { ChildDataService, DataFile, DeletionResult } from './child-data.service.ts';

// The parent's controls over their child's data (packages/contracts/src/child-data.ts): from the
// order-status page's signed link (the signature is the key) and from /profile (signed in). Each is
// rate-limited per client; the data file (it carries links) is never cached.

const limited = {
  config: {
    rateLimit: {
      max: CHILD_DATA_RATE_LIMIT.max,
      timeWindow: `${CHILD_DATA_RATE_LIMIT.windowMinutes} minutes`,
    },
  },
};

const deleted = (message: string, result: DeletionResult) => ({
  success: true as const,
  message,
  data: { deleted_at: result.at.toISOString(), files: result.files },
});

function sendData(reply: FastifyReply, file: DataFile) {
  return reply
    .type('application/json; charset=utf-8')
    .header('content-disposition', attachmentDisposition(file.fileName))
    .header('cache-control', 'private, no-store')
    .send(file.json);
}

export const childDataRoutes: RoutesPlugin<{ childData: ChildDataService }> = async (app, { childData }) => {
  registerEndpoint(
    app,
    CHILD_DATA_ENDPOINTS.deletePhotosBySignedLink,
    async (request) =>
      deleted(
        CHILD_DATA_MESSAGES.photosDeleted,
        await childData.deletePhotosBySignedLink(request.params.id, request.query.sig),
      ),
    limited,
  );
  registerEndpoint(
    app,
    CHILD_DATA_ENDPOINTS.deleteVideoBySignedLink,
    async (request) =>
      deleted(
        CHILD_DATA_MESSAGES.videoDeleted,
        await childData.deleteVideoBySignedLink(request.params.id, request.query.sig),
      ),
    limited,
  );
  registerEndpoint(
    app,
    CHILD_DATA_ENDPOINTS.myDataBySignedLink,
    async (request, reply) =>
      sendData(reply, await childData.myDataBySignedLink(request.params.id, request.query.sig)),
    limited,
  );
  registerEndpoint(
    app,
    CHILD_DATA_ENDPOINTS.deletePhotos,
    async (request) =>
      deleted(
        CHILD_DATA_MESSAGES.photosDeleted,
        await childData.deletePhotosOfOwnOrder(signedInCaller(request), request.params.id),
      ),
    limited,
  );
  registerEndpoint(
    app,
    CHILD_DATA_ENDPOINTS.deleteVideo,
    async (request) =>
      deleted(
        CHILD_DATA_MESSAGES.videoDeleted,
        await childData.deleteVideoOfOwnOrder(signedInCaller(request), request.params.id),
      ),
    limited,
  );
  registerEndpoint(
    app,
    CHILD_DATA_ENDPOINTS.myData,
    async (request, reply) => sendData(reply, await childData.myDataOfAccount(signedInCaller(request))),
    limited,
  );
  registerEndpoint(
    app,
    CHILD_DATA_ENDPOINTS.eraseAccount,
    async (request) => {
      const result = await childData.eraseAccount(signedInCaller(request));
      return {
        success: true as const,
        message: CHILD_DATA_MESSAGES.accountErased,
        data: { erased_at: result.erasedAt.toISOString(), orders: result.orders },
      };
    },
    limited,
  );
};
