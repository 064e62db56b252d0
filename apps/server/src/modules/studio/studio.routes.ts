import {
  ORDER_DETAIL_ENDPOINTS,
  PHOTO_REQUEST_ENDPOINTS,
  STAFF_PHOTO_LINK_ENDPOINTS,
  STAFF_VOICE_CLIP_LINK_ENDPOINTS,
} from '@shop/contracts/order-detail';
import { attachmentDisposition } from '../../adapters/storage/content-disposition.ts';
import { registerEndpoint } from '../../http/endpoint-route.ts';
import type { RoutesPlugin } from '../../http/zod-type-provider.ts';
import { signedInCaller } from '../../plugins/access-control.ts';
import type { OrderStudioService } from './studio.service.ts';
import { uploadSessionOf } from '../../http/upload-session.ts';

// The studio's endpoints of issue 12 (packages/contracts/src/order-detail.ts): stage moves, photo
// requests, cancel, the photos zip and fresh photo links for admins; the staff photo link (its
// signature is the permission); the parent's better-photo page behind the e-mailed link.
// Photos are never cached anywhere: private, no-store.

const PRIVATE_NO_STORE = 'private, no-store';

export const orderStudioRoutes: RoutesPlugin<{ studio: OrderStudioService }> = async (app, { studio }) => {
  registerEndpoint(app, ORDER_DETAIL_ENDPOINTS.moveStage, async (request) => ({
    success: true as const,
    data: await studio.moveStage(signedInCaller(request), request.params.id, request.body),
  }));

  registerEndpoint(app, ORDER_DETAIL_ENDPOINTS.requestPhotos, async (request, reply) =>
    reply.status(201).send({
      success: true as const,
      data: await studio.requestPhotos(signedInCaller(request), request.params.id, request.body),
    }),
  );

  registerEndpoint(app, ORDER_DETAIL_ENDPOINTS.cancel, async (request) => ({
    success: true as const,
    data: await studio.cancel(signedInCaller(request), request.params.id, request.body),
  }));

  registerEndpoint(app, ORDER_DETAIL_ENDPOINTS.photoLink, async (request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
    return {
      success: true as const,
      data: await studio.photoLink(signedInCaller(request), request.params.id, request.params.photoId),
    };
  });

  registerEndpoint(app, ORDER_DETAIL_ENDPOINTS.framePhoto, async (request) => ({
    success: true as const,
    data: await studio.framePhoto(request.params.id, request.params.photoId, request.body.crop),
  }));

  registerEndpoint(app, ORDER_DETAIL_ENDPOINTS.photosZip, async (request, reply) => {
    const { fileName, stream } = await studio.photosZip(signedInCaller(request), request.params.id);
    return reply
      .type('application/zip')
      .header('content-disposition', attachmentDisposition(fileName))
      .header('cache-control', PRIVATE_NO_STORE)
      .send(stream);
  });

  registerEndpoint(app, STAFF_PHOTO_LINK_ENDPOINTS.view, async (request, reply) => {
    const photo = await studio.staffPhoto(request.params.photoId, request.query);
    return reply
      .type('image/jpeg')
      .header(
        'content-disposition',
        photo.disposition === 'attachment' ? attachmentDisposition(photo.fileName) : 'inline',
      )
      .header('cache-control', PRIVATE_NO_STORE)
      .header('referrer-policy', 'no-referrer')
      .send(photo.stream);
  });

  registerEndpoint(app, STAFF_VOICE_CLIP_LINK_ENDPOINTS.play, async (request, reply) => {
    const clip = await studio.staffVoiceClip(request.params.clipId, request.query);
    return reply
      .type(clip.contentType)
      .header(
        'content-disposition',
        clip.disposition === 'attachment' ? attachmentDisposition(clip.fileName) : 'inline',
      )
      .header('cache-control', PRIVATE_NO_STORE)
      .header('referrer-policy', 'no-referrer')
      .send(clip.stream);
  });

  // The parent's page behind the e-mailed link: public, the signature is the key.
  const parentLimit = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
  registerEndpoint(
    app,
    PHOTO_REQUEST_ENDPOINTS.view,
    async (request, reply) => {
      reply.header('cache-control', PRIVATE_NO_STORE);
      return {
        success: true as const,
        data: await studio.viewPhotoRequest(request.params.id, request.query.sig),
      };
    },
    parentLimit,
  );
  registerEndpoint(
    app,
    PHOTO_REQUEST_ENDPOINTS.replace,
    async (request) => ({
      success: true as const,
      data: await studio.replacePhotos(
        request.params.id,
        request.query.sig,
        request.body.photoIds,
        uploadSessionOf(request),
        request.body.crops,
      ),
    }),
    parentLimit,
  );
};
